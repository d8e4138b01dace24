import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// A/B: B starts as A, each keeps its own values, and after a gesture run under each the
/// frame carries the other run's motion, aligned at the gesture's start.
final class TuningSlotsTests: XCTestCase {
    func testSwitchingKeepsEachSlotsValues() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.setTunable("scroll.springStiffness", 150, at: 0)
        e.handle(.key(KeyPress(.b)), at: 0.1)
        XCTAssertEqual(e.slots.active, 1)
        XCTAssertEqual(e.tuningSet.scroll.springStiffness, 150, "B starts as a copy of A")
        e.setTunable("scroll.springStiffness", 400, at: 0.2)
        e.handle(.key(KeyPress(.b)), at: 0.3)
        XCTAssertEqual(e.slots.active, 0)
        XCTAssertEqual(e.tuningSet.scroll.springStiffness, 150)
        e.handle(.key(KeyPress(.b)), at: 0.4)
        XCTAssertEqual(e.tuningSet.scroll.springStiffness, 400)
        XCTAssertFalse(e.recorder.hasGesture, "B is not a gesture")
    }

    func testTheOtherRunIsTheGhostAlignedAtTheGesturesStart() throws {
        var h = WorkbenchHarness(items: 200, history: 0)
        // The comparison lives in the panel: the ghost shows only while it is open.
        h.engine.togglePanel(at: 0)
        try h.play("wait 0.2\ndrag 200,600 -> 200,300 over 0.15\nwait 3", fps: 60)
        var e = h.engine
        // The run under A, recorded per frame from the gesture's start.
        let start = e.recorder.startTime
        var aOffsets: [Double] = []
        var probe = h.engine
        var replay = try XCTUnwrap(probe.replayOfLastGesture(tuning: probe.tuningSet))
        for i in 0...120 {
            let t = start + Double(i) / 60
            replay.replay.advance(to: t) { ev, at in replay.engine.handle(ev, at: at) }
            aOffsets.append(replay.engine.frame(at: t).offsetY)
        }
        probe = replay.engine
        // Switch to B with a slower deceleration and replay: the ghost is A's run.
        e = probe
        e.handle(.key(KeyPress(.b)), at: e.time + 0.01)
        e.setTunable("scroll.decelerationRate", 0.9993, at: e.time)
        var b = try XCTUnwrap(e.replayOfLastGesture(tuning: e.tuningSet))
        var checked = 0
        for i in 1...120 {
            let t = start + Double(i) / 60
            b.replay.advance(to: t) { ev, at in b.engine.handle(ev, at: at) }
            let f = b.engine.frame(at: t)
            XCTAssertEqual(f.workbench.slot, 1)
            XCTAssertEqual(f.workbench.gestureStart, start, accuracy: 1e-12)
            let ghost = try XCTUnwrap(f.workbench.ghostEdgeY, "frame \(i)")
            // The ghost line: the content point at the view's top (or the content's top edge) where A had it.
            let y0 = max(-f.offsetY, 64)
            XCTAssertEqual(ghost, y0 + f.offsetY - aOffsets[i], accuracy: 1e-9, "frame \(i)")
            checked += 1
        }
        XCTAssertEqual(checked, 120)
        XCTAssertGreaterThan(b.engine.frame(at: start + 2).offsetY, aOffsets[120], "B flings farther")
        XCTAssertGreaterThan(b.engine.slots.otherRun.sampleCount, 100)
    }
}

extension TuningSlotsTests {
    /// The other slot's run is a ghost only of the same gesture: a new gesture under B
    /// has nothing to compare (R says so and no ghost shows) until A runs it too (R under A
    /// says A, the ghost is B's run); closing the panel takes the ghost and its line away.
    func testTheGhostIsOnlyOfTheSameGestureAndOnlyWhileThePanelIsOpen() throws {
        var h = WorkbenchHarness(items: 200, history: 0)
        h.engine.togglePanel(at: 0)
        try h.play("wait 0.2\ndrag 200,600 -> 200,300 over 0.15\nwait 2", fps: 60)
        h.engine.handle(.key(KeyPress(.b)), at: h.engine.time + 0.01)
        // A second, different gesture under B.
        try h.play("drag 200,300 -> 200,600 over 0.2\nwait 0.2", fps: 60)
        var f = h.engine.frame(at: h.engine.time)
        XCTAssertEqual(f.workbench.slot, 1)
        XCTAssertNil(f.workbench.ghostEdgeY, "A never ran this gesture: no ghost")
        XCTAssertEqual(f.workbench.ghost.sampleCount, 0)
        var underB = try XCTUnwrap(h.engine.replayOfLastGesture(tuning: h.engine.tuningSet)).engine
        underB.announceReplay(at: underB.time)
        XCTAssertEqual(underB.frame(at: underB.time).message?.text,
                       "Replay with slot B; nothing to compare yet: slot A has not run this gesture")
        // A runs it too (replayed under A): now R says A and B's run is the ghost.
        h.engine.handle(.key(KeyPress(.b)), at: h.engine.time + 0.01)
        var a = try XCTUnwrap(h.engine.replayOfLastGesture(tuning: h.engine.tuningSet))
        a.engine.announceReplay(at: a.engine.time)
        let start = a.engine.time
        XCTAssertEqual(a.engine.frame(at: start).message?.text, "Replay with slot A")
        var ghosts = 0
        for i in 1...30 {
            let t = start + Double(i) / 60
            a.replay.advance(to: t) { ev, at in a.engine.handle(ev, at: at) }
            if a.engine.frame(at: t).workbench.ghostEdgeY != nil { ghosts += 1 }
        }
        XCTAssertEqual(ghosts, 30, "B ran this gesture live: its run is the ghost at every frame")
        // Back in B, replayed: A's run of it is the ghost...
        var e = a.engine
        e.handle(.key(KeyPress(.b)), at: e.time + 0.01)
        var b = try XCTUnwrap(e.replayOfLastGesture(tuning: e.tuningSet))
        b.engine.announceReplay(at: b.engine.time)
        XCTAssertEqual(b.engine.frame(at: b.engine.time).message?.text, "Replay with slot B")
        b.replay.advance(to: b.engine.time + 0.1) { ev, at in b.engine.handle(ev, at: at) }
        f = b.engine.frame(at: b.engine.time + 0.1)
        XCTAssertNotNil(f.workbench.ghostEdgeY, "the same gesture under both: the ghost")
        XCTAssertGreaterThan(f.workbench.ghost.sampleCount, 0)
        // ...and goes with the panel.
        b.engine.togglePanel(at: b.engine.time + 0.2)
        f = b.engine.frame(at: b.engine.time + 0.2)
        XCTAssertNil(f.workbench.ghostEdgeY, "the panel closed: no ghost line")
        XCTAssertEqual(f.workbench.ghost.sampleCount, 0)
    }

    func testThePanelsButtonSwitchesSlotsAsBDoes() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.togglePanel(at: 0)
        _ = e.frame(at: 0)
        let r = TuningPanel.rect(of: .slot)
        XCTAssertTrue(TuningPanel.livePlot.contains(r.x + 1, r.y + 1), "on the plot")
        e.handle(.press(x: 420 + r.x + 5, y: r.y + 5), at: 0.1)
        e.handle(.release(x: 420 + r.x + 5, y: r.y + 5), at: 0.15)
        XCTAssertEqual(e.slots.active, 1)
        e.handle(.press(x: 420 + r.x + 5, y: r.y + 5), at: 0.2)
        e.handle(.release(x: 420 + r.x + 5, y: r.y + 5), at: 0.25)
        XCTAssertEqual(e.slots.active, 0)
    }
}

/// Dragging on the live plot asks the host to scrub to that moment of the last 3 s.
final class PlotScrubTests: XCTestCase {
    func testAPressAndDragOnThePlotAskForItsMoments() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.togglePanel(at: 0)
        _ = e.frame(at: 5)
        let p = TuningPanel.livePlot
        e.handle(.press(x: 420 + p.x + p.width / 2, y: p.y + p.height - 10), at: 5)
        XCTAssertEqual(e.takeHostEffects(), [.scrub(to: 3.5)], "the middle of the plot is 1.5 s ago")
        e.handle(.move(x: 420 + p.x + p.width, y: p.y + 40), at: 5)
        XCTAssertEqual(e.takeHostEffects(), [.scrub(to: 5)])
        e.handle(.move(x: 420 + p.x - 50, y: p.y + 40), at: 5)
        XCTAssertEqual(e.takeHostEffects(), [.scrub(to: 2)], "clamped to the plot's left edge")
        e.handle(.release(x: 420 + p.x, y: p.y + 40), at: 5)
        e.handle(.move(x: 420 + p.x + 10, y: p.y + 40), at: 5.1)
        XCTAssertEqual(e.takeHostEffects(), [], "released: moves no longer scrub")
        XCTAssertFalse(e.recorder.hasGesture, "panel input is not a gesture")
    }
}
