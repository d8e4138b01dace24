import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// The workbench around the list: it routes input to the panel or the list, runs keys
/// through the keymap, turns what the list reports into plot marks, messages and host
/// effects, and adds its overlays to the list's frame.
final class WorkbenchTests: XCTestCase {
    func workbench(_ configure: (inout EngineConfig) -> Void = { _ in }) -> Workbench {
        var config = testConfig()
        configure(&config)
        return Workbench(config: config, metrics: FixedTextMetrics())
    }

    func testHelpToggles() {
        var w = workbench()
        XCTAssertFalse(w.frame(at: 0).showsHelp)
        w.handle(.key(KeyPress(.f1)), at: 0.1)
        XCTAssertTrue(w.frame(at: 0.1).showsHelp)
        w.handle(.key(KeyPress(.question, .shift)), at: 0.2)
        XCTAssertFalse(w.frame(at: 0.2).showsHelp)
    }

    /// Keys run the list's commands through the keymap, and the trace has the key first.
    func testKeysRunTheListsCommands() {
        var w = workbench()
        w.setTracing(true)
        w.handle(.key(KeyPress(.end)), at: 0)
        w.run(until: 3)
        XCTAssertEqual(w.list.scrollOffset, w.list.scroller.maxOffset, accuracy: 1e-6, "End: to the bottom")
        w.handle(.key(KeyPress(.r, .ctrl)), at: 3)
        w.run(until: 3.5)
        XCTAssertEqual(w.header.state, .refreshing, "Ctrl+R refreshes (and scrolls to the top)")
        w.handle(.key(KeyPress(.l)), at: 4)
        XCTAssertEqual(w.language, .zhHans)
        var kinds: [String] = []
        w.drainTrace { e in
            if case .key(_, let k) = e { kinds.append("key \(k)") }
            if case .setting(_, let name, _) = e, name == "lang" { kinds.append("lang") }
        }
        XCTAssertEqual(kinds, ["key end", "key ctrl+r", "key l", "lang"])
    }

    /// The list alone ignores keys (it only traces them): what a key does is the keymap's.
    func testTheListAloneOnlyTracesKeys() {
        var e = ListEngine(config: testConfig(), metrics: FixedTextMetrics())
        e.handle(.key(KeyPress(.end)), at: 0)
        e.run(until: 2)
        XCTAssertEqual(e.scrollOffset, -e.tuning.topBarHeight, accuracy: 1e-9)
    }

    /// With the panel open the window is the list plus the panel; a resize gives the list
    /// what the panel leaves, and the trace has the window's size.
    func testResizeWithThePanelOpenKeepsThePanelsWidth() {
        var w = workbench()
        w.setTracing(true)
        w.togglePanel(at: 0)
        XCTAssertEqual(w.windowWidth, 420 + TuningPanel.width)
        w.handle(.resize(width: 1100, height: 700), at: 0.1)
        XCTAssertEqual(w.list.viewportWidth, 1100 - TuningPanel.width)
        XCTAssertEqual(w.windowWidth, 1100)
        let f = w.frame(at: 0.2)
        XCTAssertEqual(f.width, 500)
        XCTAssertEqual(f.windowWidth, 1100)
        var resized: [Double] = []
        w.drainTrace { e in if case .resize(_, let width, _) = e { resized.append(width) } }
        XCTAssertEqual(resized, [1100])
    }

    /// A refresh queued behind a footer load shows a message at once; the frame is not at
    /// rest until the message has faded, then it is.
    func testAQueuedRefreshShowsAMessageThatHoldsTheFrameAwake() {
        var w = workbench { $0.items = 20; $0.feed.latencyMin = 1; $0.feed.latencyMax = 1 }
        w.handle(.key(KeyPress(.end)), at: 0)
        var t = 0.0
        while w.footer.state != .refreshing && t < 3 { t += 1 / 60; _ = w.frame(at: t) }
        XCTAssertNil(w.frame(at: t).message)
        w.handle(.key(KeyPress(.f5)), at: t)
        let f = w.frame(at: t + 1 / 60)
        XCTAssertEqual(f.message?.text, "Refresh waits for the load below")
        XCTAssertEqual(f.message?.isError, false)
        XCTAssertFalse(f.isAtRest)
        w.run(until: t + 20)
        let late = w.frame(at: t + 20)
        XCTAssertNil(late.message)
        XCTAssertTrue(late.isAtRest, "faded: nothing holds the frame")
    }

    /// A pull's haptic becomes a mark on the live plot at its time, beside the header's state
    /// marks, and only when haptics are on.
    func testAHapticBecomesAPlotMarkAtItsTime() {
        for haptics in [HeaderHaptics.arm, .none] {
            var w = workbench()
            _ = w.frame(at: 0)
            var s = w.list.tuningSet
            s.headerHaptics = haptics
            w.list.applyTuning(s, at: 0)
            w.handle(.press(x: 200, y: 150), at: 1)
            for i in 1...30 {
                w.handle(.move(x: 200, y: 150 + 10 * Double(i)), at: 1 + Double(i) / 60)
                _ = w.frame(at: 1 + Double(i) / 60)
            }
            let marks = (0..<w.history.markerCount).map { w.history.marker($0) }
            let haptic = marks.filter { $0.haptic != nil }
            XCTAssertEqual(haptic.map(\.haptic), haptics == .none ? [] : [.arm], "\(haptics)")
            if let h = haptic.first, let pulling = marks.first(where: { $0.label == "pulling" }) {
                XCTAssertEqual(h.t, pulling.t, accuracy: 1e-12, "at the arming moment")
            }
        }
    }

    /// The list's refresh states become marks on the live plot; a successful refresh asks
    /// the host to persist the last-updated time.
    func testListOutputsBecomePlotMarksAndHostEffects() {
        var w = workbench()
        w.beginRefreshing(at: 0)
        w.run(until: 5)
        let marks = (0..<w.history.markerCount).map { w.history.marker($0) }
        XCTAssertEqual(marks.map(\.label), ["willRefresh", "refreshing", "finishing", "idle"], "asked before the first frame: it waits for the layout")
        XCTAssertTrue(marks.allSatisfy { !$0.isFooter })
        XCTAssertEqual(marks.first?.t ?? -1, 0, accuracy: 1e-9)
        let effects = w.takeHostEffects()
        XCTAssertEqual(effects.count, 1)
        XCTAssertEqual(effects.first, .saveLastUpdated(w.lastUpdated ?? -1))
        XCTAssertEqual(w.takeHostEffects(), [], "taken once")
    }

    /// One pointer at a time: while the panel holds the pointer, a press over the list is
    /// the panel's, and the list is never left held.
    func testAPressWhileThePanelHoldsThePointerIsThePanels() {
        var w = workbench()
        w.togglePanel(at: 0)
        w.handle(.press(x: 420 + 100, y: 200), at: 0.1)
        w.handle(.press(x: 100, y: 300), at: 0.2)
        XCTAssertFalse(w.list.pointerDown)
        w.handle(.release(x: 100, y: 300), at: 0.3)
        XCTAssertFalse(w.list.pointerDown)
        w.handle(.press(x: 100, y: 300), at: 0.4)
        XCTAssertTrue(w.list.pointerDown, "released: the next press is the list's")
    }

    /// Tab, the window narrowed over the open panel (by the user, or by a screen narrower
    /// than list + panel: 800 pt at 2x), Tab: while open the list keeps at least 320 pt, and
    /// closing gives back the width the list had (420), never the sliver the panel left it.
    func testClosingThePanelAfterTheWindowNarrowedGivesBackTheListsWidth() {
        let table: [(window: Double, listWhileOpen: Double)] = [
            (800, 320), (920, 320), (1020, 420), (420, 320), (600, 320), (300, 300), (1, 1),
        ]
        for (narrowed, open) in table {
            var w = workbench()
            w.togglePanel(at: 0)
            w.handle(.resize(width: narrowed, height: 760), at: 0.1)
            XCTAssertEqual(w.list.viewportWidth, open, "the list in a \(narrowed) pt window with the panel")
            w.togglePanel(at: 0.2)
            XCTAssertFalse(w.panel.isOpen)
            XCTAssertEqual(w.windowWidth, 420, "narrowed to \(narrowed): the list's own width back")
            XCTAssertEqual(w.frame(at: 0.3).windowWidth, 420)
        }
        var narrow = Workbench(config: testConfig(width: 200, height: 760), metrics: FixedTextMetrics())
        narrow.togglePanel(at: 0)
        narrow.handle(.resize(width: 1, height: 760), at: 0.1)
        narrow.togglePanel(at: 0.2)
        XCTAssertEqual(narrow.windowWidth, Workbench.minimumListWidth, "never less than a usable list")
        var w = workbench()
        w.togglePanel(at: 0)
        w.handle(.resize(width: 1200, height: 760), at: 0.1)
        w.togglePanel(at: 0.2)
        XCTAssertEqual(w.windowWidth, 600, "a wide list keeps its width")
    }

    /// A gesture made with the panel closed, replayed with it open: the replay's window
    /// holds the list and the panel, as the live one does (the width follows the panel).
    func testAReplayWithThePanelOpenKeepsTheWindowsWidth() throws {
        var w = workbench()
        w.handle(.press(x: 200, y: 300), at: 0.1)
        w.handle(.move(x: 200, y: 400), at: 0.2)
        w.handle(.release(x: 200, y: 400), at: 0.3)
        w.run(until: 2)
        w.togglePanel(at: 2)
        XCTAssertEqual(w.windowWidth, 420 + TuningPanel.width)
        let replay = try XCTUnwrap(w.replayOfLastGesture(tuning: w.tuningSet))
        var r = replay.engine
        XCTAssertTrue(r.panel.isOpen)
        XCTAssertEqual(r.windowWidth, 420 + TuningPanel.width)
        XCTAssertEqual(r.frame(at: r.list.time).windowWidth, 420 + TuningPanel.width)
        let rewound = try XCTUnwrap(w.rewound(to: 1))
        XCTAssertEqual(rewound.windowWidth, 420 + TuningPanel.width)
    }

    /// A key the keymap does not bind (Ctrl+Up) moves nothing, so it begins no gesture and
    /// the recorded one stays for replay; a bound scrolling key (Shift+Space) begins one.
    func testOnlyBoundScrollingKeysBeginAGesture() {
        var w = workbench()
        w.handle(.press(x: 200, y: 300), at: 0.1)
        w.handle(.move(x: 200, y: 400), at: 0.2)
        w.handle(.release(x: 200, y: 400), at: 0.3)
        w.run(until: 3)
        XCTAssertEqual(w.recorder.startTime, 0.1, accuracy: 1e-12)
        let count = w.recorder.events.count
        w.handle(.key(KeyPress(.up, .ctrl)), at: 3.5)
        XCTAssertEqual(w.recorder.startTime, 0.1, accuracy: 1e-12, "not a gesture")
        XCTAssertEqual(w.recorder.events.count, count)
        w.run(until: 4)
        w.handle(.key(KeyPress(.space, .shift)), at: 4)
        XCTAssertEqual(w.recorder.startTime, 4, accuracy: 1e-12, "Shift+Space pages up: a gesture")
    }
}
