import Foundation
import XCTest
@testable import RefreshDemo

/// Nothing silently blank, nothing lost on a big canvas: what rlottie skips (text layers,
/// image files) and art that shows nothing on the header are said in one line each, and
/// the art is cropped to its frames' visible bounds before it is fitted.
final class ArtVisibilityTests: XCTestCase {
    func load(_ name: String) throws -> ArtDocument { try ArtLoader.load(ArtCorpus.path(name), maxFrames: 120) }

    func testWhatRlottieSkipsIsNamed() throws {
        let image = try load("external-image.json")
        XCTAssertEqual(image.notes, ["image layer 'Photo' not drawn (an image file beside the animation, and only images embedded in it are drawn)"])
        XCTAssertNotEqual(image.crop, .whole, "the square that rlottie draws is what is shown")
    }

    /// Art that would show nothing is refused like any unusable file, with one reason: what
    /// rlottie skips when that is all the file has, else that every frame is transparent.
    static let blank: [(file: String, reason: String)] = [
        ("text-only.json", "shows nothing: it has only text layers, which rlottie does not draw"),
        ("external-only.json", "shows nothing: its only images are files beside the animation, which rlottie does not draw "
         + "(only images embedded in it are)"),
        ("invisible.json", "shows nothing: every frame is fully transparent"),
        ("transparent.gif", "shows nothing: every frame is fully transparent"),
        ("transparent.png", "shows nothing: every frame is fully transparent"),
        ("frames-transparent", "shows nothing: every frame is fully transparent"),
    ]

    func testArtThatShowsNothingIsRefusedWithOneReason() throws {
        for (file, reason) in Self.blank {
            let path = ArtCorpus.path(file)
            XCTAssertThrowsError(try SDLLibrary.session(video: false) { try load(file) }, file) { error in
                XCTAssertEqual("\(error)", "\(path): \(reason)")
            }
        }
    }

    /// Given at start: exit 2 and exactly one line on stderr, naming the file.
    func testTheCommandLineRefusesArtThatShowsNothingInOneLine() throws {
        let dir = ProductPaths.temporaryFolder("blank-\(UUID().uuidString)")
        for (k, (file, reason)) in Self.blank.enumerated() {
            let path = ArtCorpus.path(file)
            let r = try runProgram(ProductPaths.executable, ["--headless", k % 2 == 0 ? "--header-art" : "--footer-art", path,
                                                             "--state-dir", dir.path], timeout: 30)
            XCTAssertEqual(r.status, 2, file)
            XCTAssertEqual(r.stderr, "\(path): \(reason)\n")
        }
    }

    /// A frame whose only ink is one pixel that the sampling steps pass over still counts
    /// (it is only noted as nearly transparent).
    func testOnePixelOfInkOnABigFrameIsSeen() throws {
        try SDLLibrary.session(video: false) {
            let s = try Surface(width: 2048, height: 64)
            var seen = ArtVisibility(width: 2048, height: 64)
            seen.add(s)
            XCTAssertFalse(seen.anyInk)
            s.setPixel(x: 1001, y: 33, 0x0100_0000)
            seen.add(s)
            XCTAssertTrue(seen.anyInk, "alpha 1 at a pixel the steps of 8 do not visit")
            XCTAssertFalse(seen.anyVisible)
            // Faint art is not refused: loaded, with the note that it will hardly show.
            XCTAssertEqual(seen.problem, "every frame is nearly transparent (alpha under 16): nothing would show")
        }
    }

    func testArtThatDoesNotStandOutFromTheHeaderIsSaid() throws {
        XCTAssertEqual(try load("white-on-white.json").notes,
                       ["its colours are too close to the header's (#F2F2F7) to show; expected art that stands out from it"])
        XCTAssertEqual(try load("sticker.tgs").notes, [], "blue on the header shows")
        XCTAssertEqual(try ArtLoader.load(ArtLoaderTests.lottie, maxFrames: 120).notes, [])
        XCTAssertEqual(try ArtLoader.load(ArtLoaderTests.gif, maxFrames: 120).notes, [])
    }

    func testASmallLoaderOnABigCanvasIsCroppedToItAndDrawnLarge() throws {
        let doc = try load("small-on-big.json")
        // 40x40 at (940, 520) of 1920x1080, seen at 96x54 and padded by a probe pixel.
        XCTAssertEqual(doc.crop.x * 1920, 920, accuracy: 21)
        XCTAssertEqual(doc.crop.width * 1920, 80, accuracy: 41)
        XCTAssertEqual(doc.crop.height * 1080, 80, accuracy: 41)
        let (w, h) = ArtRenderer.drawnSize(doc, height: 60, size: 0.8, maxWidth: 400)
        XCTAssertEqual(h, 48, accuracy: 1e-9)
        XCTAssertGreaterThan(w, 30, "square-ish, not 48 x 16:9 of mostly nothing (was 85 x 48 with a 1.8-pixel loader)")
        XCTAssertEqual(doc.notes, ["markers 'intro', 'spin' are not named 'pull', 'refreshing' or 'finish'; the tuning panel assigns them"])
        // Drawn: the loader fills most of the cropped frame.
        let frame = try ArtFrameCache.rasterize(doc, 0, width: 48, height: 48)
        var opaque = 0
        for y in 0..<48 { for x in 0..<48 where frame.pixel(x: x, y: y) >> 24 > 128 { opaque += 1 } }
        XCTAssertGreaterThan(opaque, 48 * 48 / 5, "the loader is drawn large")
    }

    func testTheCommandLineSaysWhatWillNotShowAndRuns() throws {
        let dir = ProductPaths.temporaryFolder("notes-\(UUID().uuidString)")
        let file = ArtCorpus.path("white-on-white.json")
        let r = try runProgram(ProductPaths.executable, ["--headless", "--header-art", file, "--state-dir", dir.path,
                                                         "--screenshot", dir.appendingPathComponent("x.png").path], timeout: 30)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "RefreshDemo: \(file): its colours are too close to the header's (#F2F2F7) to show; "
                       + "expected art that stands out from it\n")
    }
}
