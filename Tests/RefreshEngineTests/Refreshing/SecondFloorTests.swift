import XCTest
@testable import RefreshEngine
import TestSupport

/// The second floor (`header.twoLevel`, SmartRefreshLayout's TwoLevelHeader): every
/// transition of the machine with its effects, and the engine's floor: it opens on a release
/// past 1.9 x the header, at 30, 60 and 144 Hz alike, takes the list's gestures (nothing
/// refreshes inside it), and closes by a pull up of a sixth, Esc, its button or O.
final class SecondFloorTests: XCTestCase {
    typealias E = HeaderRefresher.Effect
    var r: HeaderRefresher = {
        var s = HeaderRefresher.Settings()
        s.twoLevel = true
        return HeaderRefresher(settings: s)
    }()

    func send(_ e: HeaderRefresher.Event, _ t: Double) -> [E] {
        r.handle(e, at: t, layoutReady: true, otherLoading: false)
    }

    func to(_ effects: [E]) -> [HeaderState] {
        effects.compactMap { if case let .transition(_, to, _) = $0 { return to } else { return nil } }
    }

    func testEveryTransitionOfTheFloor() {
        let h = 54.0
        XCTAssertEqual(to(send(.scrolled(pulled: h, dragging: true), 0)), [.pulling])
        XCTAssertEqual(to(send(.scrolled(pulled: 1.9 * h, dragging: true), 0.1)), [.twoLevelArmed])
        XCTAssertEqual(to(send(.scrolled(pulled: 1.5 * h, dragging: true), 0.2)), [.pulling], "back below 1.9: release to refresh")
        XCTAssertEqual(to(send(.scrolled(pulled: 0.5 * h, dragging: true), 0.25)), [.idle])
        XCTAssertEqual(to(send(.scrolled(pulled: 2.2 * h, dragging: true), 0.3)), [.twoLevelArmed], "straight from idle")
        XCTAssertEqual(to(send(.scrolled(pulled: 1.2 * h, dragging: true), 0.32)), [.pulling])
        XCTAssertEqual(to(send(.scrolled(pulled: 0.2 * h, dragging: true), 0.34)), [.idle], "below the trigger too: idle")
        _ = send(.scrolled(pulled: 2.0 * h, dragging: true), 0.36)
        XCTAssertEqual(send(.released(pulled: 2.0 * h), 0.4), [
            .transition(from: .twoLevelArmed, to: .twoLevelOpening, pullingPercent: 2),
            .setFloor(open: true, duration: 1),
        ], "released there: it opens, and no load starts")
        XCTAssertEqual(r.nextDeadline, 1.4)
        XCTAssertEqual(send(.tick, 1.39), [])
        XCTAssertEqual(to(send(.tick, 1.4)), [.twoLevel])
        XCTAssertEqual(send(.scrolled(pulled: 3 * h, dragging: true), 1.5), [], "a scroll inside never pulls the header")
        XCTAssertEqual(send(.released(pulled: 3 * h), 1.6), [])
        XCTAssertEqual(send(.begin, 1.7), [], "no refresh under the floor")
        XCTAssertEqual(send(.openFloor, 1.75), [], "already open")
        XCTAssertEqual(send(.closeFloor, 1.8), [
            .transition(from: .twoLevel, to: .twoLevelClosing, pullingPercent: 3),
            .setFloor(open: false, duration: 0.5),
        ])
        XCTAssertEqual(send(.closeFloor, 1.9), [], "closing twice does nothing")
        XCTAssertEqual(to(send(.tick, 2.3)), [.idle])
    }

    func testBetweenOneAndOnePointNineItRefreshesAndBelowNothing() {
        _ = send(.scrolled(pulled: 80, dragging: true), 0)
        XCTAssertEqual(to(send(.released(pulled: 80), 0.1)), [.refreshing])
        XCTAssertEqual(send(.openFloor, 0.2), [], "never over a refresh")
        var idle = HeaderRefresher(settings: r.settings)
        _ = idle.handle(.scrolled(pulled: 40, dragging: true), at: 0, layoutReady: true, otherLoading: false)
        XCTAssertEqual(idle.handle(.released(pulled: 40), at: 0.1, layoutReady: true, otherLoading: false), [])
    }

    func testFromCodeAndWithTheFloorOff() {
        XCTAssertEqual(to(send(.openFloor, 0)), [.twoLevelOpening])
        XCTAssertEqual(to(send(.closeFloor, 0.3)), [.twoLevelClosing], "closed while opening")
        var off = HeaderRefresher()
        XCTAssertEqual(off.handle(.scrolled(pulled: 200, dragging: true), at: 0, layoutReady: true, otherLoading: false).count, 1)
        XCTAssertEqual(off.state, .pulling, "off: a long pull only refreshes")
    }

    // MARK: The engine

    func engine() -> ListEngine {
        var e = EngineHarness(items: 60, history: 0).engine
        var s = e.tuningSet
        s.header.twoLevel = true
        s.feed.latencyMin = 0.5
        s.feed.latencyMax = 0.5
        e.applyTuning(s, at: 0)
        return e
    }

    /// The same long pull at 30, 60 and 144 Hz: the floor opens, the content goes below the
    /// list, the pull never showed more than 2.5 x the header, nothing refreshed.
    func testALongPullOpensTheFloorAtEveryFrameRate() throws {
        for fps in [30.0, 60.0, 144.0] {
            var e = engine()
            var deepest = 0.0
            e.handle(.press(x: 200, y: 150), at: 1)
            let moves = Int(0.5 * fps)
            for i in 1...moves {
                let t = 1 + Double(i) / fps
                e.handle(.move(x: 200, y: 150 + 500 * Double(i) / Double(moves)), at: t)
                deepest = max(deepest, -64 - e.frame(at: t).offsetY)
            }
            XCTAssertEqual(e.header.state, .twoLevelArmed, "\(fps) Hz")
            XCTAssertEqual(e.frame(at: 1.5).header.title, "Release to open")
            XCTAssertEqual(deepest, 2.5 * 54, accuracy: 1e-9, "\(fps) Hz: at most 2.5 x the header")
            e.handle(.release(x: 200, y: 650), at: 1.52)
            XCTAssertEqual(e.header.state, .twoLevelOpening)
            let half = try XCTUnwrap(e.frame(at: 2.02).floor)
            XCTAssertGreaterThan(half.progress, 0.2)
            XCTAssertLessThan(half.progress, 1)
            let open = try XCTUnwrap(e.frame(at: 2.6).floor)
            XCTAssertEqual(e.header.state, .twoLevel, "\(fps) Hz")
            XCTAssertEqual(open.progress, 1, accuracy: 1e-9)
            XCTAssertTrue(open.showsButton)
            XCTAssertEqual(e.frame(at: 2.6).offsetY, -64 - e.listExtent, accuracy: 1e-9, "the content is below the list")
            XCTAssertNil(e.lastUpdated, "\(fps) Hz: nothing refreshed")
        }
    }

    /// Inside the open floor a drag down, the wheel and the touchpad change nothing; a drag up
    /// of a sixth of its height closes it.
    func testInsideTheFloorNothingRefreshesAndAPullUpCloses() throws {
        var e = engine()
        _ = e.frame(at: 0.5)
        e.toggleFloor(at: 1)
        _ = e.frame(at: 2.2)
        XCTAssertEqual(e.header.state, .twoLevel)
        let offset = e.scrollOffset
        e.handle(.press(x: 200, y: 200), at: 3)
        for i in 1...20 { e.handle(.move(x: 200, y: 200 + Double(i) * 20), at: 3 + Double(i) / 60) }
        e.handle(.release(x: 200, y: 600), at: 3.4)
        e.handle(.wheel(dx: 0, dy: 5, precise: false), at: 3.5)
        e.handle(.touchpad(dx: 0, dy: 40, liftReported: false), at: 3.6)
        _ = e.frame(at: 5)
        XCTAssertEqual(e.header.state, .twoLevel)
        XCTAssertEqual(e.scrollOffset, offset, "the list under it never moved")
        XCTAssertNil(e.lastUpdated)
        e.handle(.press(x: 200, y: 500), at: 6)
        e.handle(.move(x: 200, y: 500 - e.listExtent / 6 + 1), at: 6.1)
        XCTAssertEqual(e.header.state, .twoLevel, "short of a sixth")
        e.handle(.move(x: 200, y: 500 - e.listExtent / 6), at: 6.2)
        XCTAssertEqual(e.header.state, .twoLevelClosing)
        e.handle(.release(x: 200, y: 300), at: 6.3)
        _ = e.frame(at: 7)
        XCTAssertEqual(e.header.state, .idle)
        XCTAssertEqual(e.frame(at: 7).offsetY, -64, accuracy: 1e-9, "the list is back")
        XCTAssertNil(e.frame(at: 7).floor)
    }

    /// Its button and the key close it; with the floor off the key opens nothing; Esc (the
    /// workbench's close) goes to it before quitting.
    func testTheButtonTheKeyAndEsc() throws {
        var e = engine()
        _ = e.frame(at: 0.5)
        e.toggleFloor(at: 1)
        let b = try XCTUnwrap(e.frame(at: 2.2).floor).button
        e.handle(.press(x: b.x + b.width / 2, y: b.y + b.height / 2), at: 3)
        e.handle(.release(x: b.x + b.width / 2, y: b.y + b.height / 2), at: 3.05)
        XCTAssertEqual(e.header.state, .twoLevelClosing, "its button")
        _ = e.frame(at: 4)
        e.toggleFloor(at: 4.1)
        XCTAssertEqual(e.header.state, .twoLevelOpening)
        e.toggleFloor(at: 4.2)
        XCTAssertEqual(e.header.state, .twoLevelClosing, "the key closes it while it opens")
        _ = e.frame(at: 5)
        XCTAssertTrue(e.closeFloor(at: 5) == false, "closed: Esc goes on")
        e.toggleFloor(at: 5.1)
        _ = e.frame(at: 6.5)
        XCTAssertTrue(e.closeFloor(at: 6.5))
        var off = EngineHarness(items: 20, history: 0).engine
        _ = off.frame(at: 0.5)
        off.toggleFloor(at: 1)
        XCTAssertEqual(off.header.state, .idle, "off: the key opens nothing")
    }

    /// The trace's header lines name the floor's states.
    func testTheTraceNamesTheFloorsStates() throws {
        var e = engine()
        e.tracing = true
        _ = e.frame(at: 0.5)
        e.handle(.press(x: 200, y: 150), at: 1)
        for i in 1...30 { e.handle(.move(x: 200, y: 150 + Double(i) * 16), at: 1 + Double(i) / 60) }
        e.handle(.release(x: 200, y: 630), at: 1.6)
        _ = e.frame(at: 3)
        _ = e.closeFloor(at: 3)
        _ = e.frame(at: 4)
        var lines: [String] = []
        e.drainTrace { lines.append($0.jsonLine) }
        let header = lines.filter { $0.contains("\"type\":\"header\"") }.joined(separator: "\n")
        for state in ["twoLevelArmed", "twoLevelOpening", "twoLevel\"", "twoLevelClosing"] {
            XCTAssertTrue(header.contains("\"to\":\"\(state)"), "\(state) in\n\(header)")
        }
    }
}

/// What happens around the open floor: another control, the floor turned off, the keys,
/// a resize, a touchpad gesture when O opens it.
final class SecondFloorAroundTests: XCTestCase {
    func openFloor() -> ListEngine {
        var e = EngineHarness(items: 60, history: 0).engine
        var s = e.tuningSet
        s.header.twoLevel = true
        e.applyTuning(s, at: 0)
        _ = e.frame(at: 0.5)
        e.toggleFloor(at: 1)
        _ = e.frame(at: 2.2)
        return e
    }

    func testAnotherControlClosesItAndTheListComesBack() {
        for control in [HeaderControlKind.android, .cupertino, .material] {
            var e = openFloor()
            var s = e.tuningSet
            s.headerControl = control
            e.applyTuning(s, at: 3)
            XCTAssertEqual(e.header.state, .twoLevelClosing, "\(control)")
            _ = e.frame(at: 4)
            XCTAssertEqual(e.header.state, .idle, "\(control)")
            XCTAssertEqual(e.frame(at: 4.5).offsetY, -64, accuracy: 1e-6, "\(control): the list is back")
        }
        var e = openFloor()
        var s = e.tuningSet
        s.header.twoLevel = false
        e.applyTuning(s, at: 3)
        XCTAssertEqual(e.header.state, .twoLevelClosing, "turned off: it closes")
    }

    func testKeysDoNotScrollTheListUnderIt() {
        var e = openFloor()
        let offset = e.scrollOffset
        for c in [ListCommand.pageDown, .rowDown, .bottom, .top] { e.perform(c, at: 3) }
        _ = e.frame(at: 4)
        XCTAssertEqual(e.scrollOffset, offset)
        XCTAssertEqual(e.header.state, .twoLevel)
    }

    func testAResizeKeepsTheListJustBelowIt() throws {
        var e = openFloor()
        e.resize(width: 420, height: 1000, at: 3)
        let f = e.frame(at: 3.1)
        XCTAssertEqual(f.offsetY, -64 - e.listExtent, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(f.floor).progress, 1, accuracy: 1e-9)
    }

    func testOpeningItEndsATouchpadGesture() {
        var e = EngineHarness(items: 60, history: 0).engine
        var s = e.tuningSet
        s.header.twoLevel = true
        e.applyTuning(s, at: 0)
        _ = e.frame(at: 0.5)
        e.handle(.touchpad(dx: 0, dy: 5, liftReported: true), at: 1)
        e.toggleFloor(at: 1.05)
        XCTAssertFalse(e.touchpadIsActive)
        _ = e.frame(at: 2.2)
        XCTAssertEqual(e.header.state, .twoLevel)
        XCTAssertEqual(e.frame(at: 2.3).floor?.progress ?? 0, 1, accuracy: 1e-9, "open over the whole list")
        XCTAssertTrue(e.isAtRest(at: 2.3))
    }

    func testTurnedOffWhileArmedTheReleaseRefreshes() {
        var r = HeaderRefresher(settings: { var s = HeaderRefresher.Settings(); s.twoLevel = true; return s }())
        _ = r.handle(.scrolled(pulled: 120, dragging: true), at: 0, layoutReady: true, otherLoading: false)
        XCTAssertEqual(r.state, .twoLevelArmed)
        r.settings.twoLevel = false
        _ = r.handle(.scrolled(pulled: 120, dragging: true), at: 0.1, layoutReady: true, otherLoading: false)
        XCTAssertEqual(r.state, .pulling)
        _ = r.handle(.released(pulled: 120), at: 0.2, layoutReady: true, otherLoading: false)
        XCTAssertEqual(r.state, .refreshing)
        // A trigger at 2 x the height: the floor arms half a height further, a refresh stays reachable.
        var high = HeaderRefresher.Settings()
        high.twoLevel = true
        high.triggerRatio = 2
        XCTAssertEqual(high.armRate, 2.5)
        XCTAssertEqual(high.pullLimitRate, 3.1, accuracy: 1e-9)
    }
}
