import Foundation
import RefreshArtFormats
import XCTest
@testable import RefreshDemo

/// PNG frames as real folders carry them: libpng never speaks on stderr (a colour profile it
/// dislikes is not handed to it), an ancillary chunk with a wrong CRC is ignored as browsers
/// ignore it, and a frame cut short is skipped with one line naming it.
final class ArtPNGFramesTests: XCTestCase {
    static var folder: String { ArtCorpus.path("frames-real") }

    func testABadFrameIsSkippedWithALineNamingIt() throws {
        let doc = try SDLLibrary.session(video: false) { try ArtLoader.load(Self.folder, maxFrames: 120) }
        XCTAssertEqual(doc.frameCount, 5, "frames 1-4 and 6: the profile and the text chunk do not refuse 2 and 3")
        XCTAssertEqual(doc.notes, ["frame 5.png skipped: a truncated or corrupt PNG (a chunk runs past the end of the file); expected a PNG frame"])
    }

    func testOnlyTheAppSpeaksOnStderr() throws {
        let dir = ProductPaths.temporaryFolder("frames-real-\(UUID().uuidString)")
        let r = try runProgram(ProductPaths.executable, ["--headless", "--header-art", Self.folder, "--state-dir", dir.path,
                                                         "--screenshot", dir.appendingPathComponent("x.png").path], timeout: 30)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "RefreshDemo: \(Self.folder): frame 5.png skipped: a truncated or corrupt PNG "
                       + "(a chunk runs past the end of the file); expected a PNG frame\n", "no 'libpng warning: iCCP'")
    }

    /// Frames of the kinds libpng reads in silence pass the app's checks of what libpng
    /// would complain of: interlaced RGBA of odd sizes (some passes empty), interlaced 1-bit
    /// grey, a 4-bit palette with tRNS, 16-bit grey and alpha (exact pixels).
    func testEveryKindOfFrameLibpngReadsPassesTheChecks() throws {
        let folder = ArtCorpus.path("frames-variety")
        let doc = try SDLLibrary.session(video: false) { try ArtLoader.load(folder, maxFrames: 120) }
        XCTAssertEqual(doc.frameCount, 4, "no frame refused")
        XCTAssertEqual(doc.notes, [])
        guard case .bitmaps(let frames) = doc.frames else { return XCTFail("not bitmaps") }
        let expected: [(dot: UInt32, corner: UInt32)] = [
            (0xFF00_7AFF, 0), (0xFF00_0000, 0xFFFF_FFFF), (0xFF00_7AFF, 0), (0xFF00_0000, 0),
        ]
        for (k, (frame, want)) in zip(frames, expected).enumerated() {
            XCTAssertEqual(frame.pixel(x: 6, y: 3), want.dot, "frame \(k + 1)'s dot")
            let corner = frame.pixel(x: 0, y: 0)
            XCTAssertEqual(want.corner == 0 ? corner >> 24 : corner, want.corner, "frame \(k + 1)'s corner")
        }
        let dir = ProductPaths.temporaryFolder("variety-\(UUID().uuidString)")
        let r = try runProgram(ProductPaths.executable, ["--headless", "--header-art", folder, "--state-dir", dir.path], timeout: 30)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
    }

    /// Frames damaged as PngSuite's x*.png files are (tools/make_art_corpus.py), each alone
    /// in a folder given at start: exactly the app's one line naming the frame and exit 2;
    /// none of libpng's "libpng warning: ..." or "libpng error: ..." lines before it.
    func testCorruptFramesAreTheAppsOneLineAndExit2() throws {
        let cases: [(String, String)] = [
            ("truncated-idat", "a corrupt PNG (image data cut short: 181 of 520 bytes)"),
            ("bad-crc", "a truncated or corrupt PNG (the CRC of chunk IDAT does not match)"),
            ("bad-length", "a truncated or corrupt PNG (the CRC of chunk IDAT does not match)"),
            ("bad-zlib", "a corrupt PNG (a damaged zlib stream in the image data)"),
            ("bad-zlib-header", "a corrupt PNG (image data that is not a zlib stream)"),
            ("bad-adler", "a corrupt PNG (the image data's checksum does not match)"),
            ("too-much-data", "a corrupt PNG (image data that inflates past its 520 bytes)"),
            ("short-rows", "a corrupt PNG (image data cut short: 488 of 520 bytes)"),
            ("bad-filter", "a corrupt PNG (row 1 of the image data has filter type 7, expected 0 to 4)"),
            ("bad-colour-type", "a corrupt PNG (colour type 1 in IHDR, expected 0, 2, 3, 4 or 6)"),
            ("bad-bit-depth", "a corrupt PNG (bit depth 3 in IHDR for colour type 6, expected 8, 16)"),
            ("no-idat", "a corrupt PNG (no image data (IDAT))"),
            ("no-plte", "a corrupt PNG (no palette (PLTE) before the image data)"),
            ("unknown-critical", "a corrupt PNG (an unknown critical chunk 'QQQQ')"),
            ("plte-after-idat", "a corrupt PNG (a PLTE chunk out of place)"),
        ]
        let dir = ProductPaths.temporaryFolder("png-corrupt-\(UUID().uuidString)")
        for (name, reason) in cases {
            let folder = ArtCorpus.path("png-" + name)
            let r = try runProgram(ProductPaths.executable, ["--headless", "--header-art", folder, "--state-dir", dir.path], timeout: 30)
            XCTAssertEqual(r.status, 2, name)
            XCTAssertEqual(r.stderr, "\(folder)/1.png: \(reason); expected a PNG frame\n", name)
        }
        // A tRNS that does not fit the image is left out, as browsers leave it: the frame
        // loads, and libpng's "tRNS: invalid" is not printed.
        let trns = ArtCorpus.path("png-bad-trns")
        let r = try runProgram(ProductPaths.executable, ["--headless", "--header-art", trns, "--state-dir", dir.path], timeout: 30)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
    }

    func testAFolderWithNoGoodFrameSaysWhyTheFirstFailed() throws {
        let dir = ProductPaths.temporaryFolder("frames-bad-\(UUID().uuidString)")
        for name in ["1.png", "2.png"] {
            try Data(PNGCheck.signature + [0, 0, 0, 13]).write(to: dir.appendingPathComponent(name))
        }
        XCTAssertThrowsError(try SDLLibrary.session(video: false) { try ArtLoader.load(dir.path, maxFrames: 120) }) { error in
            XCTAssertEqual("\(error)", "\(dir.appendingPathComponent("1.png").path): not a PNG image; expected a PNG frame")
        }
    }

    /// Xcode-optimised frames (CgBI: BGRA premultiplied, raw deflate, every PNG filter used)
    /// read as their colours, alpha straight.
    func testXcodeOptimisedFramesAreRead() throws {
        let doc = try SDLLibrary.session(video: false) { try ArtLoader.load(ArtCorpus.path("frames-cgbi"), maxFrames: 120) }
        XCTAssertEqual([doc.frameCount, doc.width, doc.height], [3, 48, 24])
        guard case .bitmaps(let frames) = doc.frames else { return XCTFail("not bitmaps") }
        XCTAssertEqual(frames[0].pixel(x: 12, y: 12), 0xFF00_7AFF, "frame 1's blue dot at x 12")
        XCTAssertEqual(frames[2].pixel(x: 20, y: 12), 0xFF00_7AFF, "frame 3's at x 20")
        let edge = frames[1].pixel(x: 40, y: 0)
        XCTAssertEqual(edge >> 24, 128, "half-transparent edge")
        XCTAssertEqual(Int((edge >> 16) & 0xFF), 255, accuracy: 2, "un-premultiplied red")
        XCTAssertEqual(Int((edge >> 8) & 0xFF), 149, accuracy: 2)
        XCTAssertEqual(frames[1].pixel(x: 40, y: 12), 0, "transparent")
    }
}
