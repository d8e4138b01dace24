import XCTest
@testable import RefreshEngine
import TestSupport

extension CarouselEdgeTests {
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
        XCTAssertEqual(try XCTUnwrap(both.carouselFeature.row).scroller.offset, try XCTUnwrap(alone.carouselFeature.row).scroller.offset, accuracy: 1e-6)
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
        XCTAssertGreaterThan(e.carouselFeature.row?.scroller.offset ?? 0, 100)
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
        XCTAssertGreaterThan(e.carouselFeature.row?.scroller.offset ?? 0, 100)
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
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
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
            ends.append(try XCTUnwrap(e.carouselFeature.row).scroller.offset)
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
            ends.append(try XCTUnwrap(e.carouselFeature.row).scroller.offset)
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
            XCTAssertGreaterThan(e.carouselFeature.row?.scroller.offset ?? 0, 20, "lift \(liftReported)")
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
                XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0, "lift \(liftReported) at \(t): the row never moves")
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
        XCTAssertGreaterThan(e.carouselFeature.row?.scroller.offset ?? 0, 6 * 20 * e.tuning.touchpadScale * 0.9)
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
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
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
        let c = try XCTUnwrap(e.carouselFeature.row)
        XCTAssertTrue(c.dragging)
        XCTAssertTrue(c.scroller.isCatchingUp(at: 0.16), "drawn behind the pointer")
        XCTAssertFalse(e.isAtRest(at: 0.16), "it still moves: the host must draw")
        run(&e, until: 0.5, trace: &trace)
        XCTAssertTrue(e.isAtRest(at: 0.5), "held still and caught up")
        XCTAssertEqual(try XCTUnwrap(e.carouselFeature.row).scroller.offset, 120 - e.tuning.touchSlop, accuracy: 1e-9)
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
        XCTAssertEqual(e.carouselFeature.row?.trailer.state, .pulling)
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
