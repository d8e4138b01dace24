import Foundation
import XCTest
@testable import RefreshDemo

/// Animated PNGs: frames composed as browsers compose them (blend over and source, dispose
/// to transparent), each with its delay; a still PNG is still refused as no animation.
final class ArtAPNGTests: XCTestCase {
    func testAnAPNGsFramesAreComposedWithTheirDelays() throws {
        let doc = try ArtLoader.load(ArtCorpus.path("animated.png"), maxFrames: 120)
        XCTAssertEqual(doc.kind, .apng)
        XCTAssertEqual([doc.width, doc.height, doc.frameCount], [32, 16, 3])
        let delays = doc.timeline.frameDurations ?? []
        XCTAssertEqual(delays.count, 3)
        for (d, expected) in zip(delays, [0.1, 0.05, 0.1]) { XCTAssertEqual(d, expected, accuracy: 1e-9) }
        guard case .bitmaps(let f) = doc.frames else { return XCTFail("not bitmaps") }
        let blue: UInt32 = 0xFF00_7AFF
        XCTAssertEqual(f[0].pixel(x: 12, y: 6), blue)
        let mixed = f[1].pixel(x: 12, y: 6)
        XCTAssertEqual(mixed >> 24, 255, "half red over opaque blue is opaque")
        XCTAssertEqual(Int((mixed >> 16) & 0xFF), 128, accuracy: 1)
        XCTAssertEqual(Int((mixed >> 8) & 0xFF), 61, accuracy: 1)
        XCTAssertEqual(Int(mixed & 0xFF), 128, accuracy: 1)
        XCTAssertEqual(f[1].pixel(x: 28, y: 14), blue, "outside the frame the canvas stays")
        XCTAssertEqual(f[2].pixel(x: 12, y: 6), 0, "frame 2 disposed to transparent")
        XCTAssertEqual(f[2].pixel(x: 2, y: 2), 0xFF34_C759, "frame 3 replaces its region")
        XCTAssertEqual(f[2].pixel(x: 28, y: 14), blue)
    }

    func testAStillPNGIsNoAnimation() {
        let path = ArtCorpus.path("still.png")
        XCTAssertThrowsError(try ArtLoader.load(path, maxFrames: 120)) { error in
            XCTAssertEqual("\(error)", "\(path): a single PNG image is not an animation; expected an animated GIF, a folder of PNG "
                           + "frames or a Lottie JSON file (put the frames in a folder)")
        }
    }
}
