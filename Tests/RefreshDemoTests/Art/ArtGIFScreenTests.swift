import Foundation
import XCTest
@testable import RefreshDemo

/// A GIF frame that reaches past the logical screen is clipped to it, as browsers show it,
/// rather than refusing the file.
final class ArtGIFScreenTests: XCTestCase {
    func testAFramePastTheScreenIsClippedToIt() throws {
        let doc = try SDLLibrary.session(video: false) { try ArtLoader.load(ArtCorpus.path("past-screen.gif"), maxFrames: 120) }
        XCTAssertEqual([doc.width, doc.height, doc.frameCount], [32, 16, 2])
        guard case .bitmaps(let frames) = doc.frames else { return XCTFail("not bitmaps") }
        XCTAssertEqual(frames.map { [$0.width, $0.height] }, [[32, 16], [32, 16]], "clipped to the screen")
        func rgb(_ p: UInt32) -> UInt32 { p & 0xFF_FFFF }
        XCTAssertEqual(rgb(frames[0].pixel(x: 20, y: 10)), 0x007A_FF, "frame 1 is blue")
        XCTAssertEqual(rgb(frames[1].pixel(x: 20, y: 10)), 0xFF3B_30, "frame 2's part inside the screen is red")
        XCTAssertEqual(rgb(frames[1].pixel(x: 4, y: 4)), 0x007A_FF, "frame 1 shows where frame 2 does not reach")
    }
}
