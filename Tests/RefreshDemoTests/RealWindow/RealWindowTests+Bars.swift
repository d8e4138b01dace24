import Foundation
import XCTest
import TestSupport

/// A real pull under each app bar (`list.bar`) in a window under Xvfb, driven by xdotool as
/// a mouse drives it: the pull refreshes and the list comes back to rest under the open bar,
/// whose height the frames trace; under the collapsing toolbar a pull that begins with the bar
/// collapsed opens it and does not refresh, and the next one does.
extension RealWindowTests {
    /// One xdotool chain: the button down at y `from`, moves 30 px apart every 16 ms to `to` (either way).
    func barDragChain(_ window: String, from: Int, to: Int) -> [String] {
        var chain = ["mousemove", "--window", window, "200", "\(from)", "mousedown", "1"]
        for y in stride(from: from + (to > from ? 30 : -30), through: to, by: to > from ? 30 : -30) {
            chain += ["sleep", "0.016", "mousemove", "--window", window, "200", "\(y)"]
        }
        return chain + ["sleep", "0.2", "mouseup", "1"]
    }

    func testAPullRefreshesUnderEachBarInARealWindow() throws {
        try startXvfb()
        // The open bar's height (without the 20-pt status area) and the list's resting offset under it.
        let bars: [(name: String, open: Double)] = [("plain", 44), ("largetitle", 96), ("collapsing", 152), ("sliver", 200)]
        for bar in bars {
            let trace = ProductPaths.temporaryFolder("bars-window").appendingPathComponent("\(bar.name).jsonl")
            try? FileManager.default.removeItem(at: trace)
            let tuning = try tuningFile("bar-\(bar.name).json",
                                        "{\"version\": 1, \"list.bar\": \"\(bar.name)\", \"feed.latencyMin\": 0.5, \"feed.latencyMax\": 0.5}")
            let window = try launch(["--trace", trace.path, "--trace-frames", "--no-initial-refresh", "--tuning", tuning.path,
                                     "--state-dir", ProductPaths.temporaryFolder("bars-state-\(bar.name)").path])
            waitForFirstFrame(trace)
            let rest = -(20 + bar.open)
            if bar.name == "collapsing" {
                // Collapse the bar slowly (no fling), then pull from there: the bar opens, nothing refreshes.
                _ = try xdotool(barDragChain(window, from: 600, to: 450))
                XCTAssertTrue(waitForTrace(trace) { e in
                    e.ofType("input").filter { $0["kind"] as? String == "release" }.count >= 1
                        && (e.ofType("frame").last?["barProgress"] as? Double ?? 0) > 0.5
                }, "collapsing: the bar collapsed")
                _ = try xdotool(barDragChain(window, from: 300, to: 720))
                XCTAssertTrue(waitForTrace(trace) { e in
                    e.ofType("input").filter { $0["kind"] as? String == "release" }.count >= 2
                        && e.ofType("scroll").last?["phase"] as? String == "idle"
                }, "collapsing: the pull ended")
                XCTAssertFalse(readTrace(trace).ofType("header").contains { $0["to"] as? String == "refreshing" },
                               "collapsing: a pull that began with the bar collapsed never refreshes")
                XCTAssertEqual(readTrace(trace).ofType("frame").last?["barProgress"] as? Double, 0, "collapsing: the pull opened the bar")
            }
            _ = try xdotool(barDragChain(window, from: 300, to: 720))
            let done = waitForTrace(trace, timeout: 20) { e in
                e.ofType("header").contains { $0["to"] as? String == "refreshing" }
                    && e.ofType("header").last?["to"] as? String == "idle"
                    && e.ofType("scroll").last?["phase"] as? String == "idle"
                    && e.ofType("scroll").last?["offsetY"] as? Double == rest
            }
            try quit(window)
            XCTAssertTrue(done, "\(bar.name): refreshed and back at rest under the bar")
            let frames = readTrace(trace).ofType("frame")
            XCTAssertEqual(frames.last?["barHeight"] as? Double, bar.open, "\(bar.name): the open bar's height")
            XCTAssertEqual(frames.last?["barProgress"] as? Double, 0, "\(bar.name)")
            XCTAssertTrue(frames.allSatisfy { ($0["barHeight"] as? Double ?? 0) >= bar.open - 0.5 || bar.name == "collapsing" },
                          "\(bar.name): at the top the bar never collapses")
        }
    }
}
