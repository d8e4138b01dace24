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

    /// Each list layout played headless at 30, 60 and 144 fps: a pull that refreshes, a fling,
    /// a fling into the end and (chat) an arrival give the same lines at every rate: the scroll
    /// view's, the header's, the footer's, the feed's and the arrivals'.
    func testEachLayoutTracesTheSameAtThirtySixtyAndOneFortyFourFps() throws {
        let dir = ProductPaths.temporaryFolder("layout-rates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let kinds = ["scroll", "header", "footer", "feed", "arrival"]
        for layout in ["short", "empty", "chat", "sections"] {
            let script = dir.appendingPathComponent("\(layout).txt")
            try """
                set list.layout \(layout)
                set feed.latencyMin 0.4
                set feed.latencyMax 0.4
                key home
                wait 0.6
                drag 200,200 -> 200,500 over 0.4 hold 0.1
                wait 2
                drag 200,650 -> 200,250 over 0.15
                wait 2
                drag 200,600 -> 200,480 over 0.2
                wait 4.5
                """.write(to: script, atomically: true, encoding: .utf8)
            func lines(_ fps: Int) throws -> [String] {
                let r = try runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--script", script.path,
                                                                 "--fps", "\(fps)", "--trace", "-"])
                XCTAssertEqual(r.status, 0, "\(layout) at \(fps) fps: \(r.stderr)")
                // The header's closing line says how much pull it saw at the last frame before its own
                // deadline (a few hundredths of a percent, by frame rate): that field only is left out.
                return r.stdout.split(separator: "\n").map(String.init).filter { line in kinds.contains { line.contains("\"type\":\"\($0)\"") } }
                    .map { $0.contains("\"from\":\"finishing\"") ? $0.replacing(#/,"pullingPercent":[-0-9.e]+/#, with: "") : $0 }
                    // A bounce's spring comes to rest by its tolerance, found at a frame: where it
                    // rests is compared, not the frame it is found at.
                    .map { $0.contains("\"phase\":\"idle\"") ? $0.replacing(#/"t":[0-9.]+,/#, with: "") : $0 }
            }
            let reference = try lines(60)
            XCTAssertTrue(reference.contains { $0.contains("\"to\":\"refreshing\"") }, "\(layout): the pull refreshed")
            XCTAssertTrue(reference.contains { $0.contains("\"response\"") }, "\(layout): the feed answered")
            if layout == "chat" { XCTAssertTrue(reference.contains { $0.contains("\"type\":\"arrival\"") }, "a message arrived") }
            for fps in [30, 144] { XCTAssertEqual(try lines(fps), reference, "\(layout) at \(fps) fps") }
        }
    }
}
