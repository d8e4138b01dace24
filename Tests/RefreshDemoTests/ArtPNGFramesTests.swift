import Foundation
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
