import Foundation
import XCTest
@testable import RefreshDemo

/// Nothing silently blank, nothing lost on a big canvas: what rlottie skips (text layers,
/// image files) and art that shows nothing on the header are said in one line each, and
/// the art is cropped to its frames' visible bounds before it is fitted.
final class ArtVisibilityTests: XCTestCase {
    func load(_ name: String) throws -> ArtDocument { try ArtLoader.load(ArtCorpus.path(name), maxFrames: 120) }

    func testWhatRlottieSkipsIsNamed() throws {
        XCTAssertEqual(try load("text-only.json").notes, ["text layer 'Title' not drawn (rlottie draws no text)",
                                                          "every frame is transparent: nothing would show"])
        let image = try load("external-image.json")
        XCTAssertEqual(image.notes, ["image layer 'Photo' not drawn (an image file beside the animation; only images embedded in it are drawn)"])
        XCTAssertNotEqual(image.crop, .whole, "the square that rlottie draws is what is shown")
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
