import Foundation
import XCTest
import TestSupport

/// The chat layout in a real window under Xvfb, driven by xdotool as a mouse and keyboard
/// drive it: a message arriving at the end is followed; read a page up, the next one fills the
/// pill, and a click on the pill goes to the end; at the top, a real pull loads the older
/// messages.
extension RealWindowTests {
    func testAChatFollowsItsEndCountsInItsPillAndLoadsOlderMessagesInARealWindow() throws {
        try startXvfb()
        let folder = ProductPaths.temporaryFolder("layout-window")
        let trace = folder.appendingPathComponent("chat.jsonl")
        try? FileManager.default.removeItem(at: trace)
        let tuning = folder.appendingPathComponent("chat.json")
        try "{\"version\": 1, \"list.layout\": \"chat\", \"list.carousel\": \"off\", \"feed.latencyMin\": 0.5, \"feed.latencyMax\": 0.5}"
            .write(to: tuning, atomically: true, encoding: .utf8)
        let window = try launch(["--trace", trace.path, "--no-initial-refresh", "--tuning", tuning.path,
                                 "--state-dir", ProductPaths.temporaryFolder("layout-state").path])
        let arrivals = { (e: [[String: Any]]) in e.ofType("arrival") }
        // The first message comes 8 s in, at the list's end: the list follows it.
        waitForTrace(trace, timeout: 20) { arrivals($0).count >= 1 }
        XCTAssertEqual(arrivals(readTrace(trace)).first?["followed"] as? Bool, true)
        // A page up: the next message stays below and the pill counts it.
        _ = try xdotool(["key", "--window", window, "Page_Up"])
        waitForTrace(trace, timeout: 20) { arrivals($0).count >= 2 }
        let second = try XCTUnwrap(arrivals(readTrace(trace)).dropFirst().first)
        XCTAssertEqual(second["followed"] as? Bool, false)
        XCTAssertEqual(second["unseen"] as? Int, 1)
        // The pill: 32 pt tall, 16 pt above the window's bottom (760 pt), centred.
        _ = try xdotool(["mousemove", "--window", window, "210", "728", "click", "1"])
        waitForTrace(trace, timeout: 10) { e in
            e.ofType("input").contains { $0["kind"] as? String == "release" }
                && e.ofType("scroll").last?["phase"] as? String == "idle"
                && (e.ofType("scroll").last?["offsetY"] as? Double ?? 0) > 1_000
        }
        let afterTap = readTrace(trace)
        let tapRelease = try XCTUnwrap(afterTap.ofType("input").last { $0["kind"] as? String == "release" }?["t"] as? Double)
        XCTAssertTrue(afterTap.ofType("scroll").contains { ($0["t"] as? Double ?? 0) >= tapRelease && $0["phase"] as? String == "animating" },
                      "the click on the pill scrolled the list")
        // Home, then a real pull at the top: the header loads the messages before the first.
        _ = try xdotool(["key", "--window", window, "Home"])
        waitForTrace(trace, timeout: 10) { ($0.ofType("scroll").last?["offsetY"] as? Double ?? 0) == -64 && $0.ofType("scroll").last?["phase"] as? String == "idle" }
        _ = try xdotool(pullChain(window, to: 560) + ["sleep", "0.2", "mouseup", "1"])
        waitForTrace(trace, timeout: 10) { $0.ofType("feed").contains { $0["response"] as? String == "older" } }
        try quit(window)
        let events = readTrace(trace)
        let request = try XCTUnwrap(events.ofType("feed").first { $0["request"] as? String == "older" })
        XCTAssertEqual(request["max_id"] as? Int, 100_000, "the messages before the oldest of the 200 (ids 100,001 up)")
        XCTAssertEqual(events.ofType("feed").first { $0["response"] as? String == "older" }?["count"] as? Int, 20)
    }
}

/// Tabs in a real window under Xvfb, driven by xdotool as a mouse drives them: a fast swipe left
/// on the list shows the next tab (a `tab` line, the frames' `tab`), a real pull there refreshes
/// that tab, and a click on the first tab's title in the strip goes back to it.
extension RealWindowTests {
    func testTabsSwipePullAndTapInARealWindow() throws {
        try startXvfb()
        let folder = ProductPaths.temporaryFolder("layout-window")
        let trace = folder.appendingPathComponent("tabs.jsonl")
        try? FileManager.default.removeItem(at: trace)
        let tuning = folder.appendingPathComponent("tabs.json")
        try "{\"version\": 1, \"list.layout\": \"tabs\", \"list.carousel\": \"off\", \"feed.latencyMin\": 0.5, \"feed.latencyMax\": 0.5}"
            .write(to: tuning, atomically: true, encoding: .utf8)
        let window = try launch(["--trace", trace.path, "--trace-frames", "--no-initial-refresh", "--tuning", tuning.path,
                                 "--state-dir", ProductPaths.temporaryFolder("tabs-state").path])
        let tabs = { (e: [[String: Any]]) in e.ofType("tab").map { "\($0["from"] as? Int ?? -1)>\($0["to"] as? Int ?? -1)" } }
        // A swipe left, fast: 240 pt in 12 moves 16 ms apart.
        var swipe = ["mousemove", "--window", window, "340", "450", "mousedown", "1"]
        for i in 1...12 { swipe += ["sleep", "0.016", "mousemove", "--window", window, "\(340 - i * 20)", "\(450 + i)"] }
        _ = try xdotool(swipe + ["mouseup", "1"])
        waitForTrace(trace, timeout: 10) { tabs($0) == ["0>1"] && ($0.ofType("frame").last?["page"] as? Double) == 1 }
        let afterSwipe = readTrace(trace)
        XCTAssertEqual(tabs(afterSwipe), ["0>1"])
        XCTAssertEqual(afterSwipe.ofType("frame").last?["tab"] as? Int, 1)
        XCTAssertEqual(afterSwipe.ofType("frame").last?["layout"] as? String, "tabs")
        XCTAssertFalse(afterSwipe.ofType("header").contains { $0["to"] as? String == "pulling" }, "the swipe pulled nothing")
        // A real pull on tab 1: its header refreshes and its feed answers.
        _ = try xdotool(pullChain(window, to: 560) + ["sleep", "0.2", "mouseup", "1"])
        waitForTrace(trace, timeout: 10) { e in e.ofType("header").contains { $0["to"] as? String == "refreshing" }
            && e.ofType("header").last?["to"] as? String == "idle" }
        // The strip is the bar's bottom 48 pt (the bar ends at 112 under the plain bar): a click on the first title.
        _ = try xdotool(["mousemove", "--window", window, "70", "88", "click", "1"])
        waitForTrace(trace, timeout: 10) { tabs($0) == ["0>1", "1>0"] && ($0.ofType("frame").last?["page"] as? Double) == 0 }
        try quit(window)
        let events = readTrace(trace)
        XCTAssertEqual(tabs(events), ["0>1", "1>0"])
        XCTAssertEqual(events.ofType("frame").last?["tab"] as? Int, 0)
        XCTAssertTrue(events.ofType("feed").contains { $0["response"] as? String == "newer" }, "tab 1's refresh was answered")
    }
}
