import XCTest
@testable import RefreshEngine
import TestSupport

/// The carousel row at its edges: turned off and on under a gesture, a window resized under
/// it, the second floor opening over it, the header's refresh moving it, slow motion, odd
/// touchpad and wheel input, and a language switch. Nothing stays held or loading, a gesture
/// moves one axis, the list and the row come to rest, and the trace stays in time order.
final class CarouselEdgeTests: XCTestCase {
    static let rowY = CarouselTests.rowY

    /// The list with its row; feed answers take 0.5 s.
    func engine(configure: (inout EngineConfig) -> Void = { _ in }) -> ListEngine {
        var config = EngineConfig()
        config.feed.latencyMin = 0.5
        config.feed.latencyMax = 0.5
        configure(&config)
        var e = ListEngine(config: config, metrics: FixedTextMetrics())
        e.tracing = true
        _ = e.frame(at: 0)
        return e
    }

    /// Draws frames at 60 fps up to t, checking the trace stays in time order on the way.
    func run(_ e: inout ListEngine, until t: Double, trace: inout [TraceEvent], file: StaticString = #filePath, line: UInt = #line) {
        var time = e.time
        while time < t {
            time = min(time + 1 / 60, t)
            _ = e.frame(at: time)
            drain(&e, into: &trace, file: file, line: line)
        }
    }

    /// Takes the trace so far; each event is no earlier than the one before, across drains too.
    func drain(_ e: inout ListEngine, into trace: inout [TraceEvent], file: StaticString = #filePath, line: UInt = #line) {
        e.drainTrace { ev in
            if let last = trace.last, ev.time < last.time - 1e-12 {
                XCTFail("trace out of time order: \(ev.jsonLine) after \(last.jsonLine)", file: file, line: line)
            }
            trace.append(ev)
        }
    }

    /// Everything rests: no drag held, no touchpad gesture, no load, both scrollers idle.
    func assertAllAtRest(_ e: ListEngine, at t: Double, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(e.pointerDown, message, file: file, line: line)
        XCTAssertEqual(e.scroller.phase, .idle, message, file: file, line: line)
        XCTAssertFalse(e.touchpadIsActive, message, file: file, line: line)
        XCTAssertNil(e.carouselFeature.axisLock, message, file: file, line: line)
        // The open floor counts as busy: it waits for the user.
        XCTAssertTrue(!e.header.isBusy || e.header.state == .twoLevel, message, file: file, line: line)
        XCTAssertFalse(e.footer.isBusy, message, file: file, line: line)
        if let c = e.carouselFeature.row {
            XCTAssertFalse(c.dragging, message, file: file, line: line)
            XCTAssertEqual(c.scroller.phase, .idle, message, file: file, line: line)
            XCTAssertFalse(c.trailer.isBusy, message, file: file, line: line)
            XCTAssertGreaterThanOrEqual(c.scroller.offset, c.scroller.minOffset - 1e-9, message, file: file, line: line)
            XCTAssertLessThanOrEqual(c.scroller.offset, c.scroller.maxOffset + 1e-9, message, file: file, line: line)
        }
        XCTAssertTrue(e.isAtRest(at: t), message, file: file, line: line)
    }

    /// A sideways drag on the row from x0 by -distance over `duration`, in 10 moves from t0; not released.
    func dragRow(_ e: inout ListEngine, from x0: Double = 380, by distance: Double, y: Double = rowY, at t0: Double,
                 over duration: Double = 0.1) {
        e.handle(.press(x: x0, y: y), at: t0)
        for i in 1...10 {
            e.handle(.move(x: x0 - distance * Double(i) / 10, y: y), at: t0 + duration * Double(i) / 10)
        }
    }

    /// Scrolls the row to its end and pulls `pull` points past it, held (not released).
    func pullTrailer(_ e: inout ListEngine, pull: Double, at t0: Double, trace: inout [TraceEvent]) {
        e.handle(.hover(x: 200, y: Self.rowY), at: t0)
        e.handle(.wheel(dx: 40, dy: 0, precise: false), at: t0)
        run(&e, until: t0 + 1.5, trace: &trace)
        // The rubber band: a drag of 2 pull takes the content about pull past the end.
        dragRow(&e, by: 2 * pull, at: t0 + 1.5, over: 0.6)
        run(&e, until: t0 + 2.2, trace: &trace)
    }

    /// The trailer refreshing: pulled 100 pt past the end and let go; returns the release time.
    @discardableResult
    func startTrailerLoad(_ e: inout ListEngine, at t0: Double, trace: inout [TraceEvent]) -> Double {
        pullTrailer(&e, pull: 100, at: t0, trace: &trace)
        let t = t0 + 2.2
        e.handle(.release(x: 380 - 200, y: Self.rowY), at: t)
        return t
    }

    // MARK: 1. The row turned off and on under a gesture

    /// Turned off mid-drag the row goes with its gesture (UIKit cancels the gestures of a
    /// view taken out of the window); the rest of that drag moves nothing, the release clicks
    /// nothing, and the row turned on again starts at its leading edge, ready for a new drag.
    func testTurningTheRowOffMidDragLeavesNothingHeld() {
        var e = engine()
        var trace: [TraceEvent] = []
        dragRow(&e, by: 80, at: 0.1)
        XCTAssertEqual(e.carouselFeature.row?.dragging, true)
        XCTAssertTrue(e.setTunable("list.carousel", 0, at: 0.2))
        XCTAssertNil(e.carouselFeature.row)
        for i in 1...5 { e.handle(.move(x: 300 - Double(i) * 10, y: Self.rowY + Double(i) * 20), at: 0.2 + Double(i) * 0.02) }
        e.handle(.release(x: 250, y: Self.rowY + 100), at: 0.35)
        run(&e, until: 2, trace: &trace)
        XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-9, "the list never moved")
        assertAllAtRest(e, at: 2, "off")
        e.setTunable("list.carousel", 1, at: 2)
        run(&e, until: 2.5, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
        XCTAssertEqual(e.frame(at: 2.5).rows.first?.y, 64 + Carousel.rowHeight, "the rows went back below the row")
        assertAllAtRest(e, at: 2.5, "on again")
        dragRow(&e, by: 100, at: 3)
        e.handle(.release(x: 280, y: Self.rowY), at: 3.1)
        run(&e, until: 6, trace: &trace)
        XCTAssertGreaterThan(e.carouselFeature.row?.scroller.offset ?? 0, 100, "a new drag flings the new row")
        assertAllAtRest(e, at: 6, "after a new drag")
    }

    func testTurningTheRowOffMidFlingAndOnAgainComesToRest() {
        var e = engine()
        var trace: [TraceEvent] = []
        dragRow(&e, by: 120, at: 0.1, over: 0.08)
        e.handle(.release(x: 260, y: Self.rowY), at: 0.18)
        run(&e, until: 0.25, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.scroller.phase, .decelerating)
        e.setTunable("list.carousel", 0, at: 0.25)
        run(&e, until: 0.3, trace: &trace)
        e.setTunable("list.carousel", 1, at: 0.3)
        run(&e, until: 3, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0, "a new row: no fling carried over")
        assertAllAtRest(e, at: 3, "after the fling")
    }

    /// A touchpad swipe over the row, the row turned off and on under it: the swipe never
    /// moves the list (it was sideways), and when the fingers lift everything rests.
    func testTurningTheRowOffDuringATouchpadSwipeMovesNoOtherAxis() {
        for liftReported in [true, false] {
            var e = engine()
            var trace: [TraceEvent] = []
            e.handle(.hover(x: 200, y: Self.rowY), at: 0)
            for i in 1...30 {
                let t = Double(i) * 0.01
                if i == 10 { e.setTunable("list.carousel", 0, at: t) }
                if i == 20 { e.setTunable("list.carousel", 1, at: t) }
                e.handle(.touchpad(dx: -6, dy: 0, liftReported: liftReported), at: t)
                run(&e, until: t, trace: &trace)
            }
            if liftReported { e.handle(.touchpadLift, at: 0.31) }
            run(&e, until: 4, trace: &trace)
            XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-9, "lift \(liftReported): the list never moved")
            assertAllAtRest(e, at: 4, "lift \(liftReported)")
        }
    }

    /// Turned off while its trailer loads, the row's request goes with it: nothing loads, the
    /// answer that would have come changes nothing, and turned on again the trailer is idle.
    func testTurningTheRowOffWhileTheTrailerLoadsEndsTheLoad() throws {
        var e = engine()
        var trace: [TraceEvent] = []
        let released = startTrailerLoad(&e, at: 0, trace: &trace)
        run(&e, until: released + 0.1, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.trailer.state, .refreshing)
        e.setTunable("list.carousel", 0, at: released + 0.1)
        run(&e, until: released + 0.2, trace: &trace)
        e.setTunable("list.carousel", 1, at: released + 0.2)
        run(&e, until: released + 20, trace: &trace)
        let c = try XCTUnwrap(e.carouselFeature.row)
        XCTAssertEqual(c.trailer.state, .idle)
        XCTAssertEqual(c.cards.count, Carousel.firstCards, "the old request's answer never landed")
        XCTAssertEqual(c.scroller.trailingInset, 0)
        assertAllAtRest(e, at: released + 20, "after the load")
    }

    /// A switch stamped before the last frame (the panel acts at its input event's time,
    /// which can be older than the frame drawn since) happens at that frame's time, as every
    /// input does: the trace stays in time order and the list rests.
    func testTurningTheRowOffAndOnWithAnOlderTimeKeepsTheTraceInOrder() {
        var e = engine()
        e.tracingFrames = true
        var trace: [TraceEvent] = []
        dragRow(&e, by: 120, at: 0.1, over: 0.08)
        e.handle(.release(x: 260, y: Self.rowY), at: 0.18)
        run(&e, until: 0.3, trace: &trace)
        e.setTunable("list.carousel", 0, at: 0.28)
        drain(&e, into: &trace)
        XCTAssertNil(e.frame(at: 0.3).carousel)
        e.setTunable("list.carousel", 1, at: 0.29)
        drain(&e, into: &trace)
        run(&e, until: 3, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
        assertAllAtRest(e, at: 3, "after the switches")
    }

    /// The trace tells the row's story whole across a switch: turned off while it flings and
    /// its trailer loads, the row's last phase is idle and its trailer's last transition goes
    /// back to idle, so the row turned on again starts from where the trace left it (each
    /// trailer transition's `from` is the one before's `to`).
    func testTheTraceEndsTheRowsMotionAndLoadWhenItIsTurnedOff() {
        var e = engine()
        var trace: [TraceEvent] = []
        let released = startTrailerLoad(&e, at: 0, trace: &trace)
        run(&e, until: released + 0.1, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.trailer.state, .refreshing)
        XCTAssertNotEqual(e.carouselFeature.row?.scroller.phase, .idle, "the trailer's opening still moves the row")
        e.setTunable("list.carousel", 0, at: released + 0.1)
        drain(&e, into: &trace)
        var phase: ScrollPhase?
        var trailer = TrailerState.idle
        for ev in trace {
            switch ev {
            case let .carousel(_, p, _, _):
                phase = p
            case let .trailer(_, from, to):
                XCTAssertEqual(from, trailer, "\(ev.jsonLine)")
                trailer = to
            default:
                break
            }
        }
        XCTAssertEqual(phase, .idle, "the row's last phase")
        XCTAssertEqual(trailer, .idle, "the trailer's last state")
        e.setTunable("list.carousel", 1, at: released + 0.2)
        pullTrailer(&e, pull: 100, at: released + 0.2, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.trailer.state, .pulling)
        trailer = .idle
        for case let .trailer(_, from, to) in trace {
            XCTAssertEqual(from, trailer)
            trailer = to
        }
        XCTAssertEqual(trailer, .pulling)
    }

    /// A press that catches the row bouncing past its end, more than the trailer's 60 pt, and
    /// turns into a sideways drag: the trailer arms when the drag begins (the axis decided),
    /// not at reports already traced before it, so the trace stays in time order.
    func testCatchingTheRowsBounceArmsTheTrailerWhenTheDragBegins() throws {
        var e = engine()
        e.tracingFrames = true
        var trace: [TraceEvent] = []
        // A hard flick from the first card: the row flies into its end and bounces past it.
        e.handle(.press(x: 400, y: Self.rowY), at: 0.1)
        for i in 1...5 { e.handle(.move(x: 400 - Double(i) * 40, y: Self.rowY), at: 0.1 + Double(i) * 0.01) }
        e.handle(.release(x: 200, y: Self.rowY), at: 0.15)
        var t0 = 0.15
        while try XCTUnwrap(e.carouselFeature.row).trailerPull < 65, t0 < 3 {
            t0 += 0.01
            run(&e, until: t0, trace: &trace)
        }
        XCTAssertGreaterThan(try XCTUnwrap(e.carouselFeature.row).trailerPull, 65, "bouncing past the trailer's width")
        XCTAssertEqual(e.carouselFeature.row?.trailer.state, .idle, "a bounce never arms")
        e.handle(.press(x: 300, y: Self.rowY), at: t0)
        e.handle(.move(x: 296, y: Self.rowY), at: t0 + 0.01)
        run(&e, until: t0 + 0.02, trace: &trace)
        e.handle(.move(x: 270, y: Self.rowY), at: t0 + 0.03)
        drain(&e, into: &trace)
        XCTAssertEqual(e.carouselFeature.row?.dragging, true)
        XCTAssertEqual(e.carouselFeature.row?.trailer.state, .pulling)
        let armed = trace.last { if case .trailer = $0 { return true } else { return false } }
        XCTAssertEqual(try XCTUnwrap(armed).time, t0 + 0.03, accuracy: 1e-9, "armed at the decision")
        e.handle(.release(x: 270, y: Self.rowY), at: t0 + 0.1)
        run(&e, until: t0 + 3, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.cards.count, 2 * Carousel.pageSize)
        assertAllAtRest(e, at: t0 + 3, "after the load")
    }

    /// The plots follow the axis the last gesture scrolled; with the row gone that axis is
    /// the list's, so the plot shows the list's offset and speed, never a row no longer there.
    func testTurningTheRowOffHandsTheStudiedAxisBackToTheList() {
        var e = engine()
        var trace: [TraceEvent] = []
        dragRow(&e, by: 120, at: 0.1, over: 0.08)
        e.handle(.release(x: 260, y: Self.rowY), at: 0.18)
        run(&e, until: 0.3, trace: &trace)
        XCTAssertEqual(e.studiedAxis, .horizontal)
        e.setTunable("list.carousel", 0, at: 0.3)
        XCTAssertEqual(e.studiedAxis, .vertical)
        XCTAssertEqual(e.scrollOffset, e.scroller.offset)
        e.setTunable("list.carousel", 1, at: 0.4)
        XCTAssertEqual(e.studiedAxis, .vertical, "a row turned on has not been scrolled yet")
    }
}
