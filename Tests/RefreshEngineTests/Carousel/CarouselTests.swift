import XCTest
@testable import RefreshEngine
import TestSupport

/// The carousel row: the list's own scroll model along x, one axis per gesture, and the
/// same end at any frame rate.
final class CarouselTests: XCTestCase {
    static let rates = [30.0, 60.0, 144.0]

    func engine(model: ScrollModel = .ios, configure: (inout EngineConfig) -> Void = { _ in }) -> ListEngine {
        var config = EngineConfig()
        config.tuning.model = model
        configure(&config)
        return ListEngine(config: config, metrics: FixedTextMetrics())
    }

    /// y in the middle of the carousel's cards at rest (the row sits under the 64-pt bar).
    static let rowY = 64 + Carousel.rowHeight / 2

    func play(_ script: String, fps: Double, model: ScrollModel = .ios,
              configure: (inout EngineConfig) -> Void = { _ in }) throws -> ListEngine {
        var h = ScriptHarness(engine: engine(model: model, configure: configure))
        try h.play(script, fps: fps)
        return h.engine
    }

    func testAFlingOfTheCarouselEndsInTheSamePlaceAt30And60And144Hz() throws {
        for model in ScrollModel.allCases {
            var ends: [Double] = []
            for fps in Self.rates {
                let e = try play("drag 380,\(Self.rowY) -> 250,\(Self.rowY + 4) over 0.1\nwait 3\n", fps: fps, model: model)
                let c = try XCTUnwrap(e.carouselFeature.row)
                XCTAssertEqual(c.scroller.phase, .idle, "\(model) at \(fps) Hz")
                XCTAssertGreaterThan(c.scroller.offset, 130 + 50, "\(model): a flick flings past the drag")
                XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-9, "\(model): the list never moved")
                ends.append(c.scroller.offset)
            }
            for end in ends.dropFirst() { XCTAssertEqual(end, ends[0], accuracy: 0.5, "\(model): \(ends)") }
        }
    }

    /// No second copy of the physics: the carousel's offsets are a bare Scroller's, fed the
    /// same pointer reports along x, under every platform model.
    func testTheCarouselRunsTheListsScrollModelAlongX() throws {
        for model in ScrollModel.allCases {
            var e = engine(model: model)
            var tuning = Tuning()
            tuning.model = model
            var bare = Scroller(tuning: tuning, viewportExtent: 420, contentExtent: Carousel.contentWidth(cards: Carousel.firstCards),
                                leadingInset: 0)
            let xs = stride(from: 0, through: 12, by: 1).map { 380 - Double($0) * 22 }
            e.handle(.press(x: xs[0], y: Self.rowY), at: 0)
            bare.press(pointer: xs[0], at: 0)
            for (i, x) in xs.enumerated().dropFirst() {
                let t = Double(i) * 0.008
                e.handle(.move(x: x, y: Self.rowY), at: t)
                bare.move(pointer: x, at: t)
            }
            e.handle(.release(x: xs.last ?? 0, y: Self.rowY), at: 0.1)
            bare.release(at: 0.1)
            for t in stride(from: 0.1, through: 2.5, by: 0.05) {
                _ = e.frame(at: t)
                bare.step(to: t)
                let c = try XCTUnwrap(e.carouselFeature.row)
                XCTAssertEqual(c.scroller.offset, bare.offset, accuracy: 1e-9, "\(model) at \(t)")
            }
        }
    }

    func testAVerticalDragThatStartsOnTheCarouselScrollsTheList() throws {
        for fps in Self.rates {
            let e = try play("drag 200,\(Self.rowY + 60) -> 206,\(Self.rowY - 40) over 0.2\nwait 2\n", fps: fps)
            XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0, "\(fps) Hz: the carousel did not move")
            XCTAssertGreaterThan(e.scroller.offset, -64 + 50, "\(fps) Hz: the list scrolled")
        }
    }

    func testADragExactlyDiagonalStaysTheLists() throws {
        let e = try play("drag 300,\(Self.rowY) -> 260,\(Self.rowY - 40) over 0.2\nwait 2\n", fps: 60)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
        XCTAssertGreaterThan(e.scroller.offset, -64)
    }

    func testNothingMovesInsideTheSlopAndAClickStaysAClick() {
        var e = engine()
        e.tracing = true
        e.handle(.press(x: 200, y: Self.rowY), at: 0)
        e.handle(.move(x: 200 + 7, y: Self.rowY + 5), at: 0.05)
        _ = e.frame(at: 0.06)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
        XCTAssertEqual(e.scroller.offset, -64)
        XCTAssertNotNil(e.carouselFeature.axisLock, "undecided inside the slop (10 pt)")
        e.handle(.release(x: 207, y: Self.rowY + 5), at: 0.1)
        _ = e.frame(at: 1)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
        XCTAssertEqual(e.scroller.offset, -64)
        XCTAssertTrue(e.isAtRest(at: 1))
    }

    func testACarouselStillFlingingKeepsItsMotionWhenTheListIsDragged() throws {
        for fps in Self.rates {
            let flingOnly = try play("drag 380,\(Self.rowY) -> 300,\(Self.rowY) over 0.08\nwait 0.3\nwait 3\n", fps: fps)
            let both = try play("""
                drag 380,\(Self.rowY) -> 300,\(Self.rowY) over 0.08
                wait 0.1
                drag 200,600 -> 200,400 over 0.2
                wait 3
                """, fps: fps)
            XCTAssertEqual(try XCTUnwrap(both.carouselFeature.row).scroller.offset, try XCTUnwrap(flingOnly.carouselFeature.row).scroller.offset,
                           accuracy: 1e-6, "\(fps) Hz: the list's drag left the carousel's fling alone")
            XCTAssertGreaterThan(both.scroller.offset, -64 + 100, "\(fps) Hz")
        }
    }

    func testADiagonalTouchpadSwipeOverTheCarouselPicksOneAxisAndKeepsIt() {
        for (first, axis) in [((dx: -6.0, dy: 2.0), GestureAxis.horizontal), ((dx: -2.0, dy: -6.0), .vertical)] {
            var e = engine()
            e.handle(.hover(x: 200, y: Self.rowY), at: 0)
            e.handle(.touchpad(dx: first.dx, dy: first.dy, liftReported: true), at: 0.01)
            for i in 2...20 {
                // The swipe turns the other way half-way: the axis stays.
                let turn = i > 10
                e.handle(.touchpad(dx: turn ? -1 : -5, dy: turn ? -6 : -1, liftReported: true), at: Double(i) * 0.01)
                _ = e.frame(at: Double(i) * 0.01)
            }
            e.handle(.touchpadLift, at: 0.21)
            _ = e.frame(at: 3)
            let cx = e.carouselFeature.row?.scroller.offset ?? -1, ly = e.scroller.offset
            switch axis {
            case .horizontal:
                XCTAssertGreaterThan(cx, 10)
                XCTAssertEqual(ly, -64, "the list never moved")
            case .vertical:
                XCTAssertEqual(cx, 0, "the carousel never moved")
                XCTAssertGreaterThan(ly, -64)
            }
            // A new gesture decides again.
            XCTAssertNil(e.carouselFeature.touchpadAxis.axis)
        }
    }

    func testATouchpadOverTheRowsScrollsOnlyTheList() {
        var e = engine()
        e.handle(.hover(x: 200, y: 500), at: 0)
        for i in 1...10 { e.handle(.touchpad(dx: -8, dy: -1, liftReported: true), at: Double(i) * 0.01) }
        e.handle(.touchpadLift, at: 0.11)
        _ = e.frame(at: 2)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0)
        XCTAssertGreaterThan(e.scroller.offset, -64)
    }

    func testHorizontalNotchesScrollTheCarouselUnderThePointerOnly() {
        var e = engine()
        e.handle(.hover(x: 200, y: 500), at: 0)
        e.handle(.wheel(dx: 2, dy: 0, precise: false), at: 0)
        _ = e.frame(at: 1)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset, 0, "over the rows: nothing scrolls sideways")
        XCTAssertEqual(e.scroller.offset, -64)
        e.handle(.hover(x: 200, y: Self.rowY), at: 1)
        e.handle(.wheel(dx: 2, dy: 0.5, precise: false), at: 1)
        _ = e.frame(at: 2)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset ?? 0, 2 * e.tuning.notchDistance, accuracy: 0.5)
        XCTAssertEqual(e.scroller.offset, -64, "a diagonal notch moves one axis, its larger part's")
        e.handle(.wheel(dx: -5, dy: 0, precise: false), at: 2)
        _ = e.frame(at: 3)
        XCTAssertEqual(e.carouselFeature.row?.scroller.offset ?? -1, 0, accuracy: 1e-9, "back to the leading edge, no further")
    }

    func testTheCarouselIsATunableAndRowsFollowIt() {
        var e = engine()
        XCTAssertTrue(e.tuningSet.carousel)
        XCTAssertEqual(e.frame(at: 0).rows.first?.y, 64 + Carousel.rowHeight)
        e.setTunable("list.carousel", 0, at: 0.1)
        let f = e.frame(at: 0.1)
        XCTAssertNil(f.carousel)
        XCTAssertEqual(f.rows.first?.y, 64)
        e.setTunable("list.carousel", 1, at: 0.2)
        XCTAssertEqual(e.frame(at: 0.2).carousel?.top, 64)
        // Scrolled into the list, turning it off keeps the rows in view where they are.
        e.handle(.press(x: 200, y: 600), at: 1)
        e.handle(.move(x: 200, y: 200), at: 1.1)
        e.handle(.release(x: 200, y: 200), at: 1.5)
        let before = e.frame(at: 3).rows.map { ($0.index, $0.y) }
        e.setTunable("list.carousel", 0, at: 3)
        let after = e.frame(at: 3).rows.map { ($0.index, $0.y) }
        XCTAssertEqual(before.first?.0, after.first?.0)
        XCTAssertEqual(before.first?.1 ?? 0, after.first?.1 ?? 1, accuracy: 1e-9)
    }

    func testFrameLinesCarryTheCarouselsXAndTop() {
        var e = engine()
        e.tracing = true
        e.tracingFrames = true
        _ = e.frame(at: 0)
        e.handle(.hover(x: 200, y: Self.rowY), at: 0)
        e.handle(.wheel(dx: 1, dy: 0, precise: false), at: 0)
        _ = e.frame(at: 1)
        var lines: [String] = []
        e.drainTrace { lines.append($0.jsonLine) }
        XCTAssertTrue(lines.contains { $0.contains("\"type\":\"frame\"") && $0.contains("\"carouselX\":0,\"carouselTop\":64") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("\"type\":\"carousel\"") && $0.contains("\"phase\":\"animating\"") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("\"type\":\"carousel\"") && $0.contains("\"phase\":\"idle\"") && $0.contains("\"offsetX\":240") }, "\(lines)")
    }

    /// A press while the carousel still has a drag (its release was lost): that drag ends
    /// there, and the new gesture's release lets go of the list; nothing stays held.
    func testAPressAfterALostReleaseEndsTheCarouselsDrag() {
        var e = engine()
        e.handle(.press(x: 380, y: Self.rowY), at: 0)
        e.handle(.move(x: 300, y: Self.rowY), at: 0.05)
        XCTAssertEqual(e.carouselFeature.row?.dragging, true)
        e.handle(.press(x: 200, y: 500), at: 0.1)
        XCTAssertEqual(e.carouselFeature.row?.dragging, false, "the lost release ended it")
        e.handle(.move(x: 200, y: 540), at: 0.2)
        e.handle(.release(x: 200, y: 540), at: 0.3)
        e.run(until: 5)
        XCTAssertEqual(e.scroller.phase, .idle)
        XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-6, "the list's pull sprang back")
        XCTAssertEqual(e.carouselFeature.row?.scroller.phase, .idle)
        XCTAssertTrue(e.isAtRest(at: 5))
    }
}
