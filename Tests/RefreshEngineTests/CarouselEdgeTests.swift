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
        if let c = e.carousel {
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
        XCTAssertEqual(e.carousel?.dragging, true)
        XCTAssertTrue(e.setTunable("list.carousel", 0, at: 0.2))
        XCTAssertNil(e.carousel)
        for i in 1...5 { e.handle(.move(x: 300 - Double(i) * 10, y: Self.rowY + Double(i) * 20), at: 0.2 + Double(i) * 0.02) }
        e.handle(.release(x: 250, y: Self.rowY + 100), at: 0.35)
        run(&e, until: 2, trace: &trace)
        XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-9, "the list never moved")
        assertAllAtRest(e, at: 2, "off")
        e.setTunable("list.carousel", 1, at: 2)
        run(&e, until: 2.5, trace: &trace)
        XCTAssertEqual(e.carousel?.scroller.offset, 0)
        XCTAssertEqual(e.frame(at: 2.5).rows.first?.y, 64 + Carousel.rowHeight, "the rows went back below the row")
        assertAllAtRest(e, at: 2.5, "on again")
        dragRow(&e, by: 100, at: 3)
        e.handle(.release(x: 280, y: Self.rowY), at: 3.1)
        run(&e, until: 6, trace: &trace)
        XCTAssertGreaterThan(e.carousel?.scroller.offset ?? 0, 100, "a new drag flings the new row")
        assertAllAtRest(e, at: 6, "after a new drag")
    }

    func testTurningTheRowOffMidFlingAndOnAgainComesToRest() {
        var e = engine()
        var trace: [TraceEvent] = []
        dragRow(&e, by: 120, at: 0.1, over: 0.08)
        e.handle(.release(x: 260, y: Self.rowY), at: 0.18)
        run(&e, until: 0.25, trace: &trace)
        XCTAssertEqual(e.carousel?.scroller.phase, .decelerating)
        e.setTunable("list.carousel", 0, at: 0.25)
        run(&e, until: 0.3, trace: &trace)
        e.setTunable("list.carousel", 1, at: 0.3)
        run(&e, until: 3, trace: &trace)
        XCTAssertEqual(e.carousel?.scroller.offset, 0, "a new row: no fling carried over")
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
        XCTAssertEqual(e.carousel?.trailer.state, .refreshing)
        e.setTunable("list.carousel", 0, at: released + 0.1)
        run(&e, until: released + 0.2, trace: &trace)
        e.setTunable("list.carousel", 1, at: released + 0.2)
        run(&e, until: released + 20, trace: &trace)
        let c = try XCTUnwrap(e.carousel)
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
        XCTAssertEqual(e.carousel?.scroller.offset, 0)
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
        XCTAssertEqual(e.carousel?.trailer.state, .refreshing)
        XCTAssertNotEqual(e.carousel?.scroller.phase, .idle, "the trailer's opening still moves the row")
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
        XCTAssertEqual(e.carousel?.trailer.state, .pulling)
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
        while try XCTUnwrap(e.carousel).trailerPull < 65, t0 < 3 {
            t0 += 0.01
            run(&e, until: t0, trace: &trace)
        }
        XCTAssertGreaterThan(try XCTUnwrap(e.carousel).trailerPull, 65, "bouncing past the trailer's width")
        XCTAssertEqual(e.carousel?.trailer.state, .idle, "a bounce never arms")
        e.handle(.press(x: 300, y: Self.rowY), at: t0)
        e.handle(.move(x: 296, y: Self.rowY), at: t0 + 0.01)
        run(&e, until: t0 + 0.02, trace: &trace)
        e.handle(.move(x: 270, y: Self.rowY), at: t0 + 0.03)
        drain(&e, into: &trace)
        XCTAssertEqual(e.carousel?.dragging, true)
        XCTAssertEqual(e.carousel?.trailer.state, .pulling)
        let armed = trace.last { if case .trailer = $0 { return true } else { return false } }
        XCTAssertEqual(try XCTUnwrap(armed).time, t0 + 0.03, accuracy: 1e-9, "armed at the decision")
        e.handle(.release(x: 270, y: Self.rowY), at: t0 + 0.1)
        run(&e, until: t0 + 3, trace: &trace)
        XCTAssertEqual(e.carousel?.cards.count, 2 * Carousel.pageSize)
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

    // MARK: 2. A resize under the row

    func testAResizeDuringADragAndAFlingKeepsTheRowInBounds() {
        for (during, width) in [("drag", 300.0), ("drag", 900.0), ("fling", 300.0), ("fling", 2000.0), ("drag", 1.0), ("fling", 1.0)] {
            var e = engine()
            var trace: [TraceEvent] = []
            dragRow(&e, by: 120, at: 0.1, over: 0.08)
            if during == "drag" {
                e.handle(.resize(width: width, height: 760), at: 0.2)
                e.handle(.move(x: 200, y: Self.rowY), at: 0.25)
                e.handle(.release(x: 200, y: Self.rowY), at: 0.3)
            } else {
                e.handle(.release(x: 260, y: Self.rowY), at: 0.18)
                run(&e, until: 0.25, trace: &trace)
                e.handle(.resize(width: width, height: 760), at: 0.25)
            }
            run(&e, until: 5, trace: &trace)
            assertAllAtRest(e, at: 5, "\(during) resized to \(width)")
            XCTAssertEqual(e.carousel?.viewWidth, width)
            XCTAssertNotNil(e.frame(at: 5).carousel, "\(during) \(width)")
        }
    }

    /// Resized wider while its trailer loads, the trailer stays whole in view until the load
    /// ends, also when the window is now wider than all the cards (MJRefreshTrailer grows its
    /// inset by the gap then: the trailer sits at the view's width). Resized narrower, the
    /// cards on screen stay where they are (UIKit keeps contentOffset across a bounds change).
    func testTheLoadingTrailerStaysInViewThroughAResize() throws {
        for width in [300.0, 600.0, 2000.0] {
            var e = engine()
            var trace: [TraceEvent] = []
            let released = startTrailerLoad(&e, at: 0, trace: &trace)
            run(&e, until: released + 0.3, trace: &trace)
            let before = try XCTUnwrap(e.carousel).scroller.offset
            e.handle(.resize(width: width, height: 760), at: released + 0.3)
            run(&e, until: released + 0.45, trace: &trace)
            XCTAssertEqual(e.carousel?.trailer.state, .refreshing, "\(width)")
            if width < 420 {
                XCTAssertEqual(try XCTUnwrap(e.carousel).scroller.offset, before, accuracy: 1e-9)
            } else {
                let trailer = try XCTUnwrap(e.frame(at: released + 0.45).carousel?.trailer, "\(width): the trailer shows")
                XCTAssertEqual(trailer.x, width - 60, accuracy: 0.5, "\(width): whole, at the view's trailing edge")
            }
            run(&e, until: released + 3, trace: &trace)
            XCTAssertEqual(e.carousel?.cards.count, 2 * Carousel.pageSize, "\(width)")
            assertAllAtRest(e, at: released + 3, "\(width)")
        }
    }

    /// In a window wider than all the cards, a pull past 60 still loads, the trailer shows
    /// whole while it loads, and the row then rests at its leading edge.
    func testAPullInAWindowWiderThanTheCardsLoadsWithTheTrailerInView() throws {
        var e = engine { $0.width = 1400 }
        var trace: [TraceEvent] = []
        XCTAssertLessThan(try XCTUnwrap(e.carousel).contentWidth, 1400)
        dragRow(&e, from: 1300, by: 300, at: 0.1, over: 0.6)
        run(&e, until: 0.8, trace: &trace)
        XCTAssertEqual(e.carousel?.trailer.state, .pulling)
        e.handle(.release(x: 1000, y: Self.rowY), at: 0.8)
        run(&e, until: 1.2, trace: &trace)
        XCTAssertEqual(e.carousel?.trailer.state, .refreshing)
        let trailer = try XCTUnwrap(e.frame(at: 1.2).carousel?.trailer)
        XCTAssertEqual(trailer.x, 1400 - 60, accuracy: 0.5)
        run(&e, until: 4, trace: &trace)
        XCTAssertEqual(e.carousel?.cards.count, 2 * Carousel.pageSize)
        assertAllAtRest(e, at: 4, "after the load")
    }

    // MARK: 3. The second floor over the row

    func floorEngine() -> ListEngine {
        var e = engine()
        var s = e.tuningSet
        s.header.twoLevel = true
        e.applyTuning(s, at: 0)
        return e
    }

    /// The floor opening (its key) under a sideways drag of the row takes the pointer, as it
    /// takes the list's drag: the row's drag ends where it is and the row comes to rest.
    func testTheFloorOpeningDuringARowDragEndsTheDrag() {
        var e = floorEngine()
        var trace: [TraceEvent] = []
        dragRow(&e, by: 100, at: 0.1)
        XCTAssertEqual(e.carousel?.dragging, true)
        e.perform(.floor, at: 0.25)
        e.handle(.move(x: 200, y: Self.rowY), at: 0.3)
        e.handle(.release(x: 200, y: Self.rowY), at: 0.35)
        run(&e, until: 4, trace: &trace)
        XCTAssertEqual(e.header.state, .twoLevel)
        assertAllAtRest(e, at: 4, "floor open")
        e.perform(.floor, at: 4)
        run(&e, until: 8, trace: &trace)
        XCTAssertEqual(e.header.state, .idle)
        assertAllAtRest(e, at: 8, "floor closed")
    }

    /// A press whose axis is not decided yet when the floor opens: no lock is left behind.
    func testTheFloorOpeningBeforeTheAxisIsDecidedLeavesNoLock() {
        var e = floorEngine()
        var trace: [TraceEvent] = []
        e.handle(.press(x: 300, y: Self.rowY), at: 0.1)
        e.handle(.move(x: 297, y: Self.rowY), at: 0.12)
        XCTAssertNotNil(e.carouselFeature.axisLock)
        e.perform(.floor, at: 0.15)
        e.handle(.move(x: 200, y: Self.rowY), at: 0.2)
        e.handle(.release(x: 200, y: Self.rowY), at: 0.25)
        run(&e, until: 4, trace: &trace)
        XCTAssertEqual(e.carousel?.scroller.offset, 0)
        assertAllAtRest(e, at: 4, "floor open")
    }

    /// The floor opening under a touchpad swipe over the row takes the touchpad: the row's
    /// gesture ends there, also from a source that reports the lift (the floor eats the lift).
    func testTheFloorOpeningDuringATouchpadSwipeOverTheRowEndsIt() {
        for liftReported in [true, false] {
            var e = floorEngine()
            var trace: [TraceEvent] = []
            e.handle(.hover(x: 200, y: Self.rowY), at: 0)
            for i in 1...20 {
                let t = Double(i) * 0.01
                if i == 10 { e.perform(.floor, at: t) }
                e.handle(.touchpad(dx: -6, dy: 0, liftReported: liftReported), at: t)
                run(&e, until: t, trace: &trace)
            }
            if liftReported { e.handle(.touchpadLift, at: 0.21) }
            run(&e, until: 4, trace: &trace)
            XCTAssertEqual(e.header.state, .twoLevel)
            assertAllAtRest(e, at: 4, "lift \(liftReported)")
        }
    }

    /// While the floor is open it has the pointer: a sideways drag where the row was moves
    /// neither the row nor the list.
    func testADragOnTheRowWhileTheFloorIsOpenMovesNothing() {
        var e = floorEngine()
        var trace: [TraceEvent] = []
        e.perform(.floor, at: 0)
        run(&e, until: 2, trace: &trace)
        XCTAssertEqual(e.header.state, .twoLevel)
        let listOffset = e.scroller.offset
        dragRow(&e, by: 150, at: 2)
        e.handle(.release(x: 230, y: Self.rowY), at: 2.1)
        run(&e, until: 4, trace: &trace)
        XCTAssertEqual(e.carousel?.scroller.offset, 0)
        XCTAssertEqual(e.scroller.offset, listOffset, accuracy: 1e-9)
        XCTAssertEqual(e.header.state, .twoLevel)
        assertAllAtRest(e, at: 4, "floor open")
    }

    // MARK: 4. The header's refresh and the row

    /// A pull-to-refresh from the rows while the row flings leaves the fling alone: it ends
    /// where it would have, and the refresh runs to its end.
    func testAPullToRefreshWhileTheRowFlingsLeavesTheFlingAlone() throws {
        func fling(pullToo: Bool) throws -> ListEngine {
            var e = engine()
            var trace: [TraceEvent] = []
            dragRow(&e, by: 120, at: 0.1, over: 0.08)
            e.handle(.release(x: 260, y: Self.rowY), at: 0.18)
            run(&e, until: 0.2, trace: &trace)
            if pullToo {
                e.handle(.press(x: 200, y: 400), at: 0.2)
                for i in 1...10 { e.handle(.move(x: 200, y: 400 + Double(i) * 25), at: 0.2 + Double(i) * 0.03) }
                e.handle(.release(x: 200, y: 650), at: 0.5)
                run(&e, until: 0.6, trace: &trace)
                XCTAssertEqual(e.header.state, .refreshing)
            }
            run(&e, until: 5, trace: &trace)
            assertAllAtRest(e, at: 5, "pull \(pullToo)")
            return e
        }
        let alone = try fling(pullToo: false), both = try fling(pullToo: true)
        XCTAssertEqual(try XCTUnwrap(both.carousel).scroller.offset, try XCTUnwrap(alone.carousel).scroller.offset, accuracy: 1e-6)
        XCTAssertEqual(both.scroller.offset, -64, accuracy: 1e-6, "the header closed")
    }

    /// While the header refreshes, its inset moves the row down: the row's hit area follows
    /// it, so a sideways drag on the row where it is now scrolls the cards, and a press on the
    /// header above it is the list's.
    func testTheRowsHitAreaFollowsTheHeadersInset() throws {
        var e = engine { $0.feed.latencyMin = 3; $0.feed.latencyMax = 3 }
        var trace: [TraceEvent] = []
        e.beginRefreshing(at: 0)
        run(&e, until: 1, trace: &trace)
        XCTAssertEqual(e.header.state, .refreshing)
        let top = try XCTUnwrap(e.frame(at: 1).carousel?.top)
        XCTAssertGreaterThan(top, 64 + 20, "the header pushed the row down")
        XCTAssertFalse(e.carouselContains(x: 200, y: top - 1))
        XCTAssertTrue(e.carouselContains(x: 200, y: top))
        XCTAssertTrue(e.carouselContains(x: 200, y: top + Carousel.rowHeight - 1))
        XCTAssertFalse(e.carouselContains(x: 200, y: top + Carousel.rowHeight))
        // The row's lower part, below where it sat before the refresh.
        let y = 64 + Carousel.rowHeight + 10
        XCTAssertLessThan(y, top + Carousel.rowHeight)
        dragRow(&e, by: 120, y: y, at: 1)
        e.handle(.release(x: 260, y: y), at: 1.1)
        run(&e, until: 2, trace: &trace)
        XCTAssertGreaterThan(e.carousel?.scroller.offset ?? 0, 100)
        XCTAssertEqual(e.header.state, .refreshing, "the list was not moved, the refresh goes on")
        run(&e, until: 8, trace: &trace)
        assertAllAtRest(e, at: 8, "after the refresh")
    }

    /// The list scrolled down 390 pt, then flung back to its top: at 3.16 s it bounces about
    /// 120 pt past it, beyond the header's 54-pt threshold (returns the list's offset then).
    func bouncePastTheTop(_ e: inout ListEngine, trace: inout [TraceEvent]) -> Double {
        e.handle(.press(x: 200, y: 700), at: 0.1)
        for i in 1...20 { e.handle(.move(x: 200, y: 700 - Double(i) * 20), at: 0.1 + Double(i) * 0.05) }
        e.handle(.release(x: 200, y: 300), at: 1.2)
        run(&e, until: 3, trace: &trace)
        e.handle(.press(x: 200, y: 300), at: 3)
        for i in 1...5 { e.handle(.move(x: 200, y: 300 + Double(i) * 60), at: 3 + Double(i) * 0.01) }
        e.handle(.release(x: 200, y: 600), at: 3.05)
        run(&e, until: 3.16, trace: &trace)
        return e.scroller.offset
    }

    /// A sideways drag on the row that catches the list bouncing past the header's threshold
    /// is the row's alone: the cards scroll, the list lets go and settles, and no refresh
    /// starts (MJRefresh arms the header only while the list itself is dragged).
    func testASidewaysDragOnTheRowThatCatchesTheListsBounceStartsNoRefresh() {
        var e = engine()
        var trace: [TraceEvent] = []
        let offset = bouncePastTheTop(&e, trace: &trace)
        XCTAssertLessThan(offset, -64 - 54 - 20, "the list bounces past the threshold")
        XCTAssertEqual(e.header.state, .idle)
        let y = -offset + Carousel.rowHeight / 2
        XCTAssertTrue(e.carouselContains(x: 380, y: y))
        dragRow(&e, by: 150, y: y, at: 3.16)
        e.handle(.release(x: 230, y: y), at: 3.3)
        run(&e, until: 6, trace: &trace)
        XCTAssertFalse(trace.contains { if case .header = $0 { return true } else { return false } }, "the header never left idle")
        XCTAssertEqual(e.header.state, .idle)
        XCTAssertGreaterThan(e.carousel?.scroller.offset ?? 0, 100)
        XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-6)
        assertAllAtRest(e, at: 6, "after the drag")
    }

    /// The same catch dragged down is the list's: past the threshold it refreshes.
    func testADownwardDragOnTheRowThatCatchesTheListsBounceRefreshes() {
        var e = engine()
        var trace: [TraceEvent] = []
        let offset = bouncePastTheTop(&e, trace: &trace)
        let y = -offset + Carousel.rowHeight / 2
        e.handle(.press(x: 380, y: y), at: 3.16)
        for i in 1...10 { e.handle(.move(x: 380, y: y + Double(i) * 5), at: 3.16 + Double(i) * 0.01) }
        e.handle(.release(x: 380, y: y + 50), at: 3.3)
        run(&e, until: 3.4, trace: &trace)
        XCTAssertEqual(e.header.state, .refreshing)
        XCTAssertEqual(e.carousel?.scroller.offset, 0)
        run(&e, until: 8, trace: &trace)
        assertAllAtRest(e, at: 8, "after the refresh")
    }

    // MARK: 5. Slow motion

    /// A fling of the row in slow motion (0.1) ends where the same hand's fling ends at
    /// normal speed, as the list's flings do.
    func testASlowMotionFlingOfTheRowEndsWhereItDoesAtNormalSpeed() throws {
        var ends: [Double] = []
        for scale in [1.0, 0.1] {
            var e = engine()
            var trace: [TraceEvent] = []
            e.inputTimeScale = scale
            // The same hand: its real seconds are `scale` engine seconds each.
            let k = scale
            e.handle(.press(x: 380, y: Self.rowY), at: 0.1 * k)
            for i in 1...10 { e.handle(.move(x: 380 - Double(i) * 13, y: Self.rowY + Double(i) * 0.3), at: (0.1 + Double(i) * 0.008) * k) }
            e.handle(.release(x: 250, y: Self.rowY + 3), at: 0.18 * k)
            run(&e, until: 5, trace: &trace)
            assertAllAtRest(e, at: 5, "scale \(scale)")
            ends.append(try XCTUnwrap(e.carousel).scroller.offset)
        }
        XCTAssertGreaterThan(ends[0], 200)
        XCTAssertEqual(ends[1], ends[0], accuracy: 0.5)
    }

    /// A touchpad swipe over the row in slow motion, from a source that reports the lift,
    /// ends where the same hand's swipe ends at normal speed.
    func testASlowMotionTouchpadSwipeOverTheRowEndsWhereItDoesAtNormalSpeed() throws {
        var ends: [Double] = []
        for scale in [1.0, 0.1] {
            var e = engine()
            var trace: [TraceEvent] = []
            e.inputTimeScale = scale
            e.handle(.hover(x: 200, y: Self.rowY), at: 0)
            for i in 1...12 { e.handle(.touchpad(dx: -14, dy: -1, liftReported: true), at: Double(i) * 0.012 * scale) }
            e.handle(.touchpadLift, at: 0.15 * scale)
            run(&e, until: 5, trace: &trace)
            assertAllAtRest(e, at: 5, "scale \(scale)")
            XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-9)
            ends.append(try XCTUnwrap(e.carousel).scroller.offset)
        }
        XCTAssertGreaterThan(ends[0], 12 * 14 * 0.9, "it flung on")
        XCTAssertEqual(ends[1], ends[0], accuracy: 0.5)
    }

    // MARK: 6. Odd touchpad and wheel input

    /// X11 reports a touchpad's two axes as separate events. A sideways swipe over the row
    /// whose events alternate pure dx and runs of pure dy is one gesture: only the row moves
    /// (UIKit's directional lock holds until the fingers lift).
    func testATouchpadSwipeWithSeparateAxisEventsMovesOnlyTheRow() {
        for liftReported in [true, false] {
            var e = engine()
            var trace: [TraceEvent] = []
            e.handle(.hover(x: 200, y: Self.rowY), at: 0)
            var t = 0.0
            for i in 0..<40 {
                t += 0.012
                // dx, dy, dy, dy, dy, dx, ...: the dy runs outlast the row's coasting pause.
                let sideways = i % 5 == 0
                e.handle(.touchpad(dx: sideways ? -8 : 0, dy: sideways ? 0 : -3, liftReported: liftReported), at: t)
                run(&e, until: t, trace: &trace)
                XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-9, "lift \(liftReported) at \(t): the list never moves")
            }
            if liftReported { e.handle(.touchpadLift, at: t + 0.01) }
            run(&e, until: 4, trace: &trace)
            XCTAssertGreaterThan(e.carousel?.scroller.offset ?? 0, 20, "lift \(liftReported)")
            XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-9, "lift \(liftReported)")
            assertAllAtRest(e, at: 4, "lift \(liftReported)")
            // The next swipe decides again: a vertical one over the row scrolls the list.
            e.handle(.hover(x: 200, y: Self.rowY), at: 4)
            for i in 1...10 { e.handle(.touchpad(dx: 0, dy: -8, liftReported: liftReported), at: 4 + Double(i) * 0.012) }
            if liftReported { e.handle(.touchpadLift, at: 4.2) }
            run(&e, until: 8, trace: &trace)
            XCTAssertGreaterThan(e.scroller.offset, -64 + 20, "lift \(liftReported): a new gesture")
            assertAllAtRest(e, at: 8, "lift \(liftReported)")
        }
    }

    /// The mirror: a vertical swipe over the row with pure dx runs between its dy events
    /// scrolls the list only.
    func testAVerticalTouchpadSwipeWithSeparateAxisEventsMovesOnlyTheList() {
        for liftReported in [true, false] {
            var e = engine()
            var trace: [TraceEvent] = []
            e.handle(.hover(x: 200, y: Self.rowY), at: 0)
            var t = 0.0
            for i in 0..<40 {
                t += 0.012
                let down = i % 5 == 0
                e.handle(.touchpad(dx: down ? 0 : -3, dy: down ? -8 : 0, liftReported: liftReported), at: t)
                run(&e, until: t, trace: &trace)
                XCTAssertEqual(e.carousel?.scroller.offset, 0, "lift \(liftReported) at \(t): the row never moves")
            }
            if liftReported { e.handle(.touchpadLift, at: t + 0.01) }
            run(&e, until: 4, trace: &trace)
            XCTAssertGreaterThan(e.scroller.offset, -64 + 20, "lift \(liftReported)")
            assertAllAtRest(e, at: 4, "lift \(liftReported)")
        }
    }

    /// A swipe that starts over the row keeps scrolling it after the pointer drifts off the
    /// row: the gesture's axis and target are decided once.
    func testATouchpadSwipeThatLeavesTheRowKeepsScrollingIt() {
        var e = engine()
        var trace: [TraceEvent] = []
        e.handle(.hover(x: 200, y: Self.rowY), at: 0)
        for i in 1...20 {
            let t = Double(i) * 0.01
            if i == 8 { e.handle(.hover(x: 200, y: 500), at: t) }
            e.handle(.touchpad(dx: -6, dy: -1, liftReported: true), at: t)
        }
        e.handle(.touchpadLift, at: 0.21)
        run(&e, until: 4, trace: &trace)
        XCTAssertGreaterThan(e.carousel?.scroller.offset ?? 0, 6 * 20 * e.tuning.touchpadScale * 0.9)
        XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-9)
        assertAllAtRest(e, at: 4, "after the swipe")
    }

    /// A wheel notch exactly diagonal is the list's (as a drag exactly diagonal is): the list
    /// scrolls, the row does not.
    func testADiagonalNotchScrollsTheListOnly() {
        var e = engine()
        var trace: [TraceEvent] = []
        e.handle(.hover(x: 200, y: Self.rowY), at: 0)
        e.handle(.wheel(dx: 2, dy: -2, precise: false), at: 0.1)
        run(&e, until: 2, trace: &trace)
        XCTAssertEqual(e.carousel?.scroller.offset, 0)
        XCTAssertEqual(e.scroller.offset, -64 + 2 * e.tuning.notchDistance, accuracy: 0.5)
        XCTAssertEqual(e.studiedAxis, .vertical)
        assertAllAtRest(e, at: 2, "after the notch")
    }

    /// With resampled input (Flutter's, 38 ms behind the hand) a row held after a quick
    /// move still moves while its drag catches up with the pointer: the host must keep
    /// drawing until it has, as it does for the list's drag, and the row then stops exactly
    /// under the pointer.
    func testAHeldRowDragThatStillCatchesUpIsNotAtRest() throws {
        var e = engine { $0.tuning.resampling = .flutter }
        var trace: [TraceEvent] = []
        dragRow(&e, by: 120, at: 0.1, over: 0.05)
        _ = e.frame(at: 0.16)
        let c = try XCTUnwrap(e.carousel)
        XCTAssertTrue(c.dragging)
        XCTAssertTrue(c.scroller.isCatchingUp(at: 0.16), "drawn behind the pointer")
        XCTAssertFalse(e.isAtRest(at: 0.16), "it still moves: the host must draw")
        run(&e, until: 0.5, trace: &trace)
        XCTAssertTrue(e.isAtRest(at: 0.5), "held still and caught up")
        XCTAssertEqual(try XCTUnwrap(e.carousel).scroller.offset, 120 - e.tuning.touchSlop, accuracy: 1e-9)
        e.handle(.release(x: 260, y: Self.rowY), at: 0.5)
        run(&e, until: 3, trace: &trace)
        assertAllAtRest(e, at: 3, "released")
    }

    // MARK: 7. Language

    /// The trailer's label follows a language switch while it is pulled, at once.
    func testTheTrailersLabelFollowsALanguageSwitchWhilePulled() throws {
        var e = engine()
        var trace: [TraceEvent] = []
        pullTrailer(&e, pull: 100, at: 0, trace: &trace)
        XCTAssertEqual(e.carousel?.trailer.state, .pulling)
        let english = try XCTUnwrap(e.frame(at: 2.2).carousel?.trailer?.label)
        XCTAssertEqual(english, Language.en.trailerStrings.text(.pulling).map { String($0) }.filter { $0 != " " })
        e.perform(.language, at: 2.25)
        XCTAssertNotEqual(e.language, .en)
        let other = try XCTUnwrap(e.frame(at: 2.25).carousel?.trailer?.label)
        XCTAssertEqual(other, e.language.trailerStrings.text(.pulling).map { String($0) }.filter { $0 != " " })
        XCTAssertNotEqual(other, english)
        e.handle(.release(x: 260, y: Self.rowY), at: 2.3)
        run(&e, until: 5, trace: &trace)
        assertAllAtRest(e, at: 5, "after the load")
    }
}
