import Foundation
import XCTest
import TestSupport

/// The platforms' refresh controls and the second floor in a real window under Xvfb, driven
/// by xdotool as a mouse and keyboard drive it: Cupertino's control refreshes while the
/// button is still down; the second floor opens from a real drag, Esc closes it (and does
/// not quit), and O opens and closes it.
extension RealWindowTests {
    func tuningFile(_ name: String, _ json: String) throws -> URL {
        let url = ProductPaths.temporaryFolder("controls-window").appendingPathComponent(name)
        try json.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// One xdotool chain: the button down at y 200, moves 30 px apart every 16 ms down to `to`.
    func pullChain(_ window: String, to: Int) -> [String] {
        var pull = ["mousemove", "--window", window, "200", "200", "mousedown", "1"]
        for y in stride(from: 230, through: to, by: 30) { pull += ["sleep", "0.016", "mousemove", "--window", window, "200", "\(y)"] }
        return pull
    }

    func testCupertinoRefreshesWithTheButtonStillDownInARealWindow() throws {
        try startXvfb()
        let trace = ProductPaths.temporaryFolder("controls-window").appendingPathComponent("cupertino.jsonl")
        try? FileManager.default.removeItem(at: trace)
        let tuning = try tuningFile("cupertino.json", "{\"version\": 1, \"header.control\": \"cupertino\", \"feed.latencyMin\": 2, \"feed.latencyMax\": 2}")
        let window = try launch(["--trace", trace.path, "--no-initial-refresh", "--tuning", tuning.path,
                                 "--state-dir", ProductPaths.temporaryFolder("controls-state").path])
        let pull = pullChain(window, to: 620)
        _ = try xdotool(pull + ["sleep", "0.3", "mouseup", "1"])
        // The feed answers 2 s after the refresh began; the content rests at 60 pt before:
        // until the header is idle again and the list rests back at the top.
        waitForTrace(trace) { e in
            e.ofType("header").last?["to"] as? String == "idle"
                && e.ofType("scroll").last { $0["phase"] as? String == "idle" }?["offsetY"] as? Double == -64
        }
        try quit(window)
        let events = readTrace(trace)
        let refreshing = try XCTUnwrap(events.first { $0["type"] as? String == "header" && $0["to"] as? String == "refreshing" })
        let release = try XCTUnwrap(events.first { $0["type"] as? String == "input" && $0["kind"] as? String == "release" })
        XCTAssertLessThan(refreshing["t"] as? Double ?? .infinity, release["t"] as? Double ?? 0, "refreshing before the button came up")
        let header = events.filter { $0["type"] as? String == "header" }.compactMap { $0["to"] as? String }
        XCTAssertEqual(Array(header.prefix(3)), ["refreshing", "finishing", "idle"], "\(header)")
        let held = events.filter { $0["type"] as? String == "scroll" && $0["phase"] as? String == "idle" }
            .compactMap { $0["offsetY"] as? Double }
        XCTAssertTrue(held.contains(-124), "60 pt held while refreshing: \(held)")
        XCTAssertEqual(held.last, -64, "back at the top")
    }

    func testTheSecondFloorOpensFromADragAndClosesWithEscAndOInARealWindow() throws {
        try startXvfb()
        let trace = ProductPaths.temporaryFolder("controls-window").appendingPathComponent("floor.jsonl")
        try? FileManager.default.removeItem(at: trace)
        let tuning = try tuningFile("floor.json", "{\"version\": 1, \"header.twoLevel\": \"on\"}")
        let window = try launch(["--trace", trace.path, "--no-initial-refresh", "--tuning", tuning.path,
                                 "--state-dir", ProductPaths.temporaryFolder("floor-state").path])
        let pull = pullChain(window, to: 680)
        _ = try xdotool(pull + ["sleep", "0.2", "mouseup", "1"])
        let headers = { (e: [[String: Any]]) in e.ofType("header").compactMap { $0["to"] as? String } }
        let floorOpen = { (times: Int) in { (e: [[String: Any]]) in headers(e).filter { $0 == "twoLevel" }.count >= times } }
        let floorClosed = { (times: Int) in { (e: [[String: Any]]) in headers(e).filter { $0 == "idle" }.count >= times } }
        waitForTrace(trace, floorOpen(1))
        // A drag down inside the open floor: nothing refreshes.
        let inside = pullChain(window, to: 500)
        _ = try xdotool(inside + ["mouseup", "1"])
        waitForTrace(trace) { $0.ofType("input").filter { $0["kind"] as? String == "release" }.count >= 2 }
        _ = try xdotool(["key", "--window", window, "Escape"])
        waitForTrace(trace, floorClosed(1))
        XCTAssertTrue(app?.isRunning ?? false, "Esc closed the floor, it did not quit")
        _ = try xdotool(["key", "--window", window, "o"])
        waitForTrace(trace, floorOpen(2))
        _ = try xdotool(["key", "--window", window, "o"])
        waitForTrace(trace, floorClosed(2))
        try quit(window)
        let header = readTrace(trace).filter { $0["type"] as? String == "header" }.compactMap { $0["to"] as? String }
        XCTAssertEqual(header, ["pulling", "twoLevelArmed", "twoLevelOpening", "twoLevel", "twoLevelClosing", "idle",
                                "twoLevelOpening", "twoLevel", "twoLevelClosing", "idle"], "\(header)")
    }
}
