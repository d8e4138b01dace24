import Foundation
import XCTest
@testable import RefreshDemo

/// PNG frames as real folders carry them: libpng never speaks on stderr (a colour profile it
/// dislikes is not handed to it), an ancillary chunk with a wrong CRC is ignored as browsers
/// ignore it, and a frame cut short is skipped with one line naming it.
final class ArtPNGFramesTests: XCTestCase {
    static let folder = ArtCorpus.path("frames-real")

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
}
