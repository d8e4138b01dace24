import XCTest
@testable import RefreshEngine
import TestSupport

extension CarouselEdgeTests {
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
            XCTAssertEqual(e.carouselFeature.row?.viewWidth, width)
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
            let before = try XCTUnwrap(e.carouselFeature.row).scroller.offset
            e.handle(.resize(width: width, height: 760), at: released + 0.3)
            run(&e, until: released + 0.45, trace: &trace)
            XCTAssertEqual(e.carouselFeature.row?.trailer.state, .refreshing, "\(width)")
            if width < 420 {
                XCTAssertEqual(try XCTUnwrap(e.carouselFeature.row).scroller.offset, before, accuracy: 1e-9)
            } else {
                let trailer = try XCTUnwrap(e.frame(at: released + 0.45).carousel?.trailer, "\(width): the trailer shows")
                XCTAssertEqual(trailer.x, width - 60, accuracy: 0.5, "\(width): whole, at the view's trailing edge")
            }
            run(&e, until: released + 3, trace: &trace)
            XCTAssertEqual(e.carouselFeature.row?.cards.count, 2 * Carousel.pageSize, "\(width)")
            assertAllAtRest(e, at: released + 3, "\(width)")
        }
    }

    /// In a window wider than all the cards, a pull past 60 still loads, the trailer shows
    /// whole while it loads, and the row then rests at its leading edge.
    func testAPullInAWindowWiderThanTheCardsLoadsWithTheTrailerInView() throws {
        var e = engine { $0.width = 1400 }
        var trace: [TraceEvent] = []
        XCTAssertLessThan(try XCTUnwrap(e.carouselFeature.row).contentWidth, 1400)
        dragRow(&e, from: 1300, by: 300, at: 0.1, over: 0.6)
        run(&e, until: 0.8, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.trailer.state, .pulling)
        e.handle(.release(x: 1000, y: Self.rowY), at: 0.8)
        run(&e, until: 1.2, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.trailer.state, .refreshing)
        let trailer = try XCTUnwrap(e.frame(at: 1.2).carousel?.trailer)
        XCTAssertEqual(trailer.x, 1400 - 60, accuracy: 0.5)
        run(&e, until: 4, trace: &trace)
        XCTAssertEqual(e.carouselFeature.row?.cards.count, 2 * Carousel.pageSize)
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
        XCTAssertEqual(e.carouselFeature.row?.dragging, true)
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
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
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
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
        XCTAssertEqual(e.scroller.offset, listOffset, accuracy: 1e-9)
        XCTAssertEqual(e.header.state, .twoLevel)
        assertAllAtRest(e, at: 4, "floor open")
    }
}
