import Foundation
import XCTest

/// The headless app itself at 1, 2, 3, 10, 30, 60, 144, 240 and 1000 fps: one script (a
/// 0.3 s drag from rest, two identical 0.1 s drags, a touchpad stream) gives the same
/// trace of the scroll view at every rate, fling for fling, and the same resting offset.
/// At 1-10 fps the drags fell between frames and did not fling before the pointer was
/// reported at its own rate.
final class FrameRateRunTests: XCTestCase {
    static let script = """
        wait 0.5
        drag 200,600 -> 200,300 over 0.3
        wait 0.3
        drag 200,600 -> 200,500 over 0.1
        wait 1.5
        drag 200,600 -> 200,500 over 0.1
        wait 0.2
        wheel -20 precise over 0.2
        """

    /// The scroll view's phase changes of a headless run at `fps` (the trace's scroll lines).
    func scrollTrace(fps: Int, script: URL) throws -> [String] {
        let r = try runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--script", script.path,
                                                         "--fps", "\(fps)", "--trace", "-"])
        XCTAssertEqual(r.status, 0, "at \(fps) fps: \(r.stderr)")
        return r.stdout.split(separator: "\n").map(String.init).filter { $0.contains("\"type\":\"scroll\"") }
    }

    func testTheSameScriptTracesTheSameScrollingAtEveryFrameRate() throws {
        let dir = ProductPaths.temporaryFolder("frame-rates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("flings.txt")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        let reference = try scrollTrace(fps: 60, script: script)
        let flings = reference.filter { $0.contains("\"phase\":\"decelerating\"") }
        XCTAssertEqual(flings.count, 4, "each drag and the stream fling at 60 fps: \(reference)")
        XCTAssertTrue(reference.last?.contains("\"phase\":\"idle\"") ?? false, "it comes to rest")
        for fps in [1, 2, 3, 10, 30, 144, 240, 1000] {
            XCTAssertEqual(try scrollTrace(fps: fps, script: script), reference, "at \(fps) fps")
        }
    }
}
