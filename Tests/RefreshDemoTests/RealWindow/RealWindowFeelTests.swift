import Foundation
import XCTest
import TestSupport

/// The feel rules with a real mouse in a real window (Xvfb + xdotool), read from the trace:
/// a flick held still before the release does not fling (and never backwards), a click
/// with a shaky hand scrolls nothing, and a second flick during a fling goes faster.
extension RealWindowTests {
    /// Launches the app with a trace, runs `gestures` (xdotool command chains, each run as one
    /// process so the timing between events is the mouse's), quits and returns the trace.
    func traceOf(_ name: String, _ gestures: (String) -> [[String]]) throws -> [[String: Any]] {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-\(name)")
        let traceURL = dir.appendingPathComponent("trace.jsonl")
        try? FileManager.default.removeItem(at: traceURL)
        let state = dir.appendingPathComponent("state")
        try? FileManager.default.removeItem(at: state)
        let window = try launch(["--trace", traceURL.path, "--no-initial-refresh", "--state-dir", state.path])
        var releases = 0
        for chain in gestures(window) {
            _ = try xdotool(chain)
            // Until the app has had every release and the list stopped or flings on its own.
            releases += chain.filter { $0 == "mouseup" }.count
            waitForTrace(traceURL) { e in
                e.ofType("input").filter { $0["kind"] as? String == "release" }.count >= releases
                    && ["idle", "decelerating"].contains(e.ofType("scroll").last?["phase"] as? String ?? "")
            }
        }
        try quit(window)
        return readTrace(traceURL)
    }

    /// A quick drag up: `steps` moves of `step` pt, `interval` s apart, from y = 600.
    func flick(_ window: String, steps: Int = 8, step: Int = 30, interval: String = "0.016") -> [String] {
        var chain = ["mousemove", "--window", window, "200", "600", "mousedown", "1"]
        for i in 1...steps {
            chain += ["sleep", interval, "mousemove", "--window", window, "200", "\(600 - i * step)"]
        }
        return chain
    }

    func scrollEvents(_ events: [[String: Any]]) -> [[String: Any]] {
        events.filter { $0["type"] as? String == "scroll" }
    }

    func testAFlickHeldStillBeforeTheReleaseDoesNotFlingInARealWindow() throws {
        let events = try traceOf("pause") { w in
            [
                flick(w) + ["sleep", "0.15", "mouseup", "1"],  // held still 150 ms: no fling
                flick(w) + ["mouseup", "1"],  // let go while moving: a fling up the list
            ]
        }
        let releases = events.filter { $0["type"] as? String == "input" && $0["kind"] as? String == "release" }
        XCTAssertEqual(releases.count, 2)
        let firstRelease = releases.first?["t"] as? Double ?? .infinity
        let secondPress = events.filter { $0["type"] as? String == "input" && $0["kind"] as? String == "press" }
            .dropFirst().first?["t"] as? Double ?? .infinity
        let scroll = scrollEvents(events)
        let afterPause = scroll.filter { ($0["t"] as? Double ?? 0) >= firstRelease && ($0["t"] as? Double ?? 0) < secondPress }
        XCTAssertEqual(afterPause.compactMap { $0["phase"] as? String }, ["idle"], "held still: it stops, no fling")
        for e in scroll {
            XCTAssertGreaterThanOrEqual(e["velocityY"] as? Double ?? 0, 0, "never backwards: \(e)")
        }
        let fling = scroll.first { ($0["t"] as? Double ?? 0) >= secondPress && $0["phase"] as? String == "decelerating" }
        XCTAssertGreaterThan(fling?["velocityY"] as? Double ?? 0, 300, "released while moving, it flings up the list")
    }

    func testAShakyClickScrollsNothingInARealWindow() throws {
        let events = try traceOf("slop") { w in
            [
                [
                    "mousemove", "--window", w, "200", "400", "mousedown", "1",
                    "sleep", "0.03", "mousemove", "--window", w, "203", "404",
                    "sleep", "0.03", "mousemove", "--window", w, "198", "397",
                    "sleep", "0.03", "mousemove", "--window", w, "201", "403",
                    "mouseup", "1",
                ],
                // Then a slow drag 30 pt up, held still before the release: it moves 20 pt.
                [
                    "mousemove", "--window", w, "200", "400", "mousedown", "1",
                    "sleep", "0.03", "mousemove", "--window", w, "200", "390",
                    "sleep", "0.03", "mousemove", "--window", w, "200", "380",
                    "sleep", "0.03", "mousemove", "--window", w, "200", "370",
                    "sleep", "0.2", "mouseup", "1",
                ],
            ]
        }
        let scroll = scrollEvents(events)
        XCTAssertEqual(scroll.compactMap { $0["phase"] as? String }, ["tracking", "idle", "tracking", "idle"])
        for e in scroll.prefix(3) { XCTAssertEqual(e["offsetY"] as? Double, -64, "the click moved nothing: \(e)") }
        XCTAssertEqual(scroll.last?["offsetY"] as? Double, -64 + 30 - 10, "past the slop, 1:1 from where it ended")
        XCTAssertEqual(events.filter { $0["type"] as? String == "input" }.compactMap { $0["kind"] as? String },
                       ["press", "release", "press", "release"])
    }

    func testASecondFlickDuringAFlingGoesFasterInARealWindow() throws {
        let events = try traceOf("double") { w in
            [flick(w) + ["mouseup", "1", "sleep", "0.1"] + flick(w) + ["mouseup", "1"]]
        }
        let flings = scrollEvents(events).filter { $0["phase"] as? String == "decelerating" }
            .compactMap { $0["velocityY"] as? Double }
        XCTAssertEqual(flings.count, 2, "two flings: \(flings)")
        guard flings.count == 2 else { return }
        // Each flick alone is about 1900 pt/s; the second carries about 1500 more.
        XCTAssertGreaterThan(flings[0], 300)
        XCTAssertGreaterThan(flings[1], flings[0] * 1.2, "the second flick adds to the first: \(flings)")
    }
}
