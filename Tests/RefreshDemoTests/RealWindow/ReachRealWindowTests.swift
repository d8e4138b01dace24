import CSDL2
import Foundation
import XCTest
import TestSupport
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// GTK's pull and the panel's rows in a real window under Xvfb, as a user meets them: at 2x a
/// real drag refreshes (GTK's 100-px overshoot is 100 pt); with two-level on, the tuning file's
/// pairing says why in a toast with a solid backing (dark), and the Two-level row keeps its
/// switch beside "Out of reach", which a click turns off; a SliverAppBar's rows follow the
/// clicks that change the bar, drawn between them.
extension RealWindowTests {
    func testAGtkPullRefreshesAtTwoXInARealWindow() throws {
        try startXvfb(screen: "1200x1700x24")
        let dir = ProductPaths.temporaryFolder("reach-window")
        let trace = dir.appendingPathComponent("gtk-2x.jsonl")
        try? FileManager.default.removeItem(at: trace)
        let tuning = dir.appendingPathComponent("gtk.json")
        try "{\"version\": 1, \"scroll.model\": \"gtk\"}".write(to: tuning, atomically: true, encoding: .utf8)
        let window = try launch(["--trace", trace.path, "--no-initial-refresh", "--tuning", tuning.path, "--scale", "2",
                                 "--state-dir", ProductPaths.temporaryFolder("reach-state-2x").path])
        waitForFirstFrame(trace)
        // 200 px down to 1000 px: 400 pt of drag at 2x, GTK's edge stops the content at 100 pt.
        var pull = ["mousemove", "--window", window, "400", "400", "mousedown", "1"]
        for y in stride(from: 440, through: 1200, by: 40) { pull += ["sleep", "0.016", "mousemove", "--window", window, "400", "\(y)"] }
        _ = try xdotool(pull + ["sleep", "0.3", "mouseup", "1"])
        XCTAssertTrue(waitForTrace(trace) { $0.ofType("header").contains { $0["to"] as? String == "refreshing" } },
                      "a GTK pull refreshes at 2x")
        try quit(window)
        let toasts = readTrace(trace).ofType("toast").compactMap { $0["text"] as? String }
        XCTAssertFalse(toasts.contains { $0.hasPrefix("No refresh") }, "\(toasts)")
    }

    func testTheOutOfReachFloorSaysWhyAndKeepsItsSwitchInARealWindow() throws {
        try startXvfb(screen: "1100x1600x24")
        let dir = ProductPaths.temporaryFolder("reach-window")
        let trace = dir.appendingPathComponent("gtk-floor.jsonl")
        try? FileManager.default.removeItem(at: trace)
        let tuning = dir.appendingPathComponent("gtk-floor.json")
        try "{\"version\": 1, \"scroll.model\": \"gtk\", \"header.twoLevel\": \"on\"}".write(to: tuning, atomically: true, encoding: .utf8)
        let window = try launch(["--trace", trace.path, "--no-initial-refresh", "--tuning", tuning.path, "--panel",
                                 "--appearance", "dark", "--size", "420x1500", "--scale", "1",
                                 "--state-dir", ProductPaths.temporaryFolder("reach-state-floor").path])
        let why = "No second floor: the GTK edge stops at 100 pt, the floor is at 103 pt"
        XCTAssertTrue(waitForTrace(trace) { $0.ofType("toast").contains { $0["text"] as? String == why } }, "the tuning file's pairing says why")
        usleep(300_000)
        let shot = try grab(window, "gtk-floor-dark")
        let palette = Palette.for(Appearance(scheme: .dark))
        // The toast over the rows: its solid light box (some 390 x 50 pt, less its text).
        let box = PanelRowNotesPixelTests.count(shot, x: 0..<420, y: 750..<1500, near: palette.toast, tolerance: 2)
        XCTAssertGreaterThan(box, 9000, "a solid toast")
        // The Two-level row: its switch, on (green), at the row's right end.
        let i = try XCTUnwrap(Tunables.all.firstIndex { $0.id == .headerTwoLevel })
        let row = try XCTUnwrap(TuningPanel.rows.first { $0.kind == .tunable(i) })
        let top = Int(TuningPanel.listTop + row.y), right = 420 + Int(TuningPanel.trackRight)
        let green = PanelRowNotesPixelTests.count(shot, x: (right - 40)..<right, y: top..<(top + Int(row.height)),
                                                  near: palette.green, tolerance: 40)
        XCTAssertGreaterThan(green, 100, "the switch, on, beside why")
        // A click on the row turns the floor off.
        _ = try xdotool(["mousemove", "--window", window, "\(right - 20)", "\(top + Int(row.height) / 2)", "click", "1"])
        XCTAssertTrue(waitForTrace(trace) { e in
            e.ofType("tuning").contains { $0["name"] as? String == "header.twoLevel" && $0["value"] as? Double == 0 }
        }, "switched off where it is out of reach")
        // The tuning changed: Esc closes the panel, Q asks, D discards.
        _ = try xdotool(["key", "--window", window, "Escape", "sleep", "0.3", "key", "--window", window, "q",
                         "sleep", "0.3", "key", "--window", window, "d"])
        XCTAssertTrue(waitUntil(timeout: 10, every: 0.05) { self.app?.isRunning == false }, "quit")
    }

    /// The panel's row for `id`: its top in the window and its height (the panel unscrolled, 1x).
    func panelRow(_ id: TunableID) throws -> (top: Int, height: Int) {
        let i = try XCTUnwrap(Tunables.all.firstIndex { $0.id == id })
        let row = try XCTUnwrap(TuningPanel.rows.first { $0.kind == .tunable(i) })
        return (Int(TuningPanel.listTop + row.y), Int(row.height))
    }

    func testTheBarsRowsFollowClicksOnThePanelInARealWindow() throws {
        try startXvfb(screen: "1100x3100x24")
        let dir = ProductPaths.temporaryFolder("reach-window")
        let trace = dir.appendingPathComponent("bar-rows.jsonl")
        try? FileManager.default.removeItem(at: trace)
        let tuning = dir.appendingPathComponent("flutter-bar.json")
        try "{\"version\": 1, \"scroll.model\": \"flutter\", \"header.control\": \"cupertino\", \"list.bar\": \"sliver\"}"
            .write(to: tuning, atomically: true, encoding: .utf8)
        let window = try launch(["--trace", trace.path, "--no-initial-refresh", "--tuning", tuning.path, "--panel",
                                 "--size", "420x3000", "--scale", "1", "--appearance", "light",
                                 "--state-dir", ProductPaths.temporaryFolder("reach-state-bar").path])
        waitForFirstFrame(trace)
        usleep(300_000)
        // Tall enough for every row of the panel unscrolled.
        XCTAssertLessThan(try panelRow(.barStretchTrigger).top, 2950)
        let right = 420 + Int(TuningPanel.trackRight)
        func offSwitch(_ s: Surface, _ id: TunableID) throws -> Int {
            let r = try panelRow(id)
            return PanelRowNotesPixelTests.count(s, x: (right - 40)..<right, y: r.top..<(r.top + r.height),
                                                 near: Palette.light.switchOff, tolerance: 6)
        }
        func slider(_ s: Surface, _ id: TunableID) throws -> Int {
            let r = try panelRow(id)
            return PanelRowNotesPixelTests.count(s, x: (420 + Int(TuningPanel.trackLeft))..<right, y: (r.top + 20)..<(r.top + r.height),
                                                 near: Palette.light.accent, tolerance: 40)
        }
        func click(_ x: Int, _ y: Int, then name: String, is value: Double) throws {
            _ = try xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
            XCTAssertTrue(waitForTrace(trace) { $0.ofType("tuning").contains { $0["name"] as? String == name && $0["value"] as? Double == value } },
                          "\(name) \(value)")
            usleep(300_000)
        }
        let before = try grab(window, "bar-rows-pinned")
        XCTAssertEqual(try offSwitch(before, .barSnap), 0, "snap needs floating: greyed")
        XCTAssertEqual(try slider(before, .barStretchTrigger), 0, "the trigger needs stretch: greyed")
        let floating = try panelRow(.barFloating), stretch = try panelRow(.barStretch)
        try click(right - 20, floating.top + floating.height / 2, then: "bar.floating", is: 1)
        try click(right - 20, stretch.top + stretch.height / 2, then: "bar.stretch", is: 1)
        let after = try grab(window, "bar-rows-floating-stretch")
        XCTAssertGreaterThan(try offSwitch(after, .barSnap), 100, "Snap is a switch with floating on")
        XCTAssertGreaterThan(try slider(after, .barStretchTrigger), 40, "the trigger is a slider with stretch on")
        // The App bar's "large title" segment: its band's row becomes a slider.
        let bar = try panelRow(.listBar)
        let seg = TuningPanel.segmentRect(1, count: ListBar.allCases.count)
        try click(420 + Int(seg.x + seg.width / 2), bar.top + Int(TuningPanel.trackOffset) + 2, then: "list.bar", is: 1)
        let large = try grab(window, "bar-rows-largetitle")
        XCTAssertGreaterThan(try slider(large, .barLargeTitleHeight), 40, "the large title's band is a slider")
        XCTAssertEqual(try slider(large, .barSliverExpanded), 0, "the sliver's rows are greyed")
        _ = try xdotool(["key", "--window", window, "Escape", "sleep", "0.3", "key", "--window", window, "q",
                         "sleep", "0.3", "key", "--window", window, "d"])
        XCTAssertTrue(waitUntil(timeout: 10, every: 0.05) { self.app?.isRunning == false }, "quit")
    }
}
