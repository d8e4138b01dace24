import XCTest
@testable import RefreshEngine
import TestSupport

final class ListEngineTests: XCTestCase {
    func testFirstFrameShowsTheFirstRowsUnderTheBar() {
        var h = EngineHarness()
        let f = h.engine.frame(at: 0)
        XCTAssertEqual(f.offsetY, -64)
        // The carousel's row is the first under the bar, as app stores place it; the feed follows.
        XCTAssertEqual(f.carousel?.top, 64)
        XCTAssertEqual(f.carousel?.height, Carousel.rowHeight)
        XCTAssertEqual(f.rows.first?.index, 0)
        XCTAssertEqual(f.rows.first?.y, 64 + Carousel.rowHeight)
        XCTAssertTrue(f.isAtRest)
        // Rows tile the viewport with no gap and no overlap.
        for (a, b) in zip(f.rows, f.rows.dropFirst()) {
            XCTAssertEqual(a.y + a.layout.height, b.y, accuracy: 1e-9)
        }
        XCTAssertGreaterThanOrEqual((f.rows.last.map { $0.y + $0.layout.height }) ?? 0, 760)
    }

    func testOnlyRowsNearTheViewportAreLaidOut() {
        var h = EngineHarness(items: 1_000_000)
        _ = h.engine.frame(at: 0)
        XCTAssertLessThan(h.engine.layout.laidOutCount, 30)
        XCTAssertEqual(h.engine.layout.count, 1_000_000)
    }

    func testRowsLaidOutAboveTheViewportDoNotMoveWhatIsOnScreen() {
        var h = EngineHarness(items: 100_000)
        // Jump far down: rows there and above are unmeasured estimates.
        h.engine.perform(.bottom, at: 0)
        var f = h.engine.frame(at: 5)
        let anchor = f.rows[2]
        // Scroll up a little: rows above get laid out, the anchor row must move by exactly the
        // drag past the touch slop.
        h.engine.handle(.press(x: 200, y: 300), at: 6)
        h.engine.handle(.move(x: 200, y: 400), at: 6.1)
        f = h.engine.frame(at: 6.1)
        let same = f.rows.first { $0.index == anchor.index }
        XCTAssertEqual(same?.y ?? .nan, anchor.y + 100 - h.engine.tuning.touchSlop, accuracy: 1e-6)
    }

    func testEndKeyReachesTheLastRowOfAMillion() {
        var h = EngineHarness(items: 1_000_000)
        h.engine.perform(.bottom, at: 0)
        var t = 0.0
        var f = h.engine.frame(at: 0)
        while !f.isAtRest && t < 10 {
            t += 1 / 60
            f = h.engine.frame(at: t)
        }
        XCTAssertEqual(f.rows.last?.index, 999_999)
        let last = f.rows.last!
        XCTAssertEqual(last.y + last.layout.height + 44, 760, accuracy: 1,
                       "the last row, then the footer, meet the viewport's bottom")
    }

    func testResizeKeepsTheTopRowInPlaceAndReflows() {
        var h = EngineHarness()
        h.engine.handle(.press(x: 200, y: 700), at: 0)
        h.engine.handle(.move(x: 200, y: 100), at: 0.5)
        h.engine.handle(.release(x: 200, y: 100), at: 1)
        var f = h.engine.frame(at: 1)
        let top = f.rows.first { $0.y >= 64 }!
        h.engine.handle(.resize(width: 260, height: 500), at: 1.1)
        f = h.engine.frame(at: 1.1)
        let same = f.rows.first { $0.index == top.index }
        XCTAssertEqual(same?.y ?? .nan, top.y, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(same?.layout.bodyLines.count ?? 0, top.layout.bodyLines.count)
    }

    func testTinyAndEmptyWindowsDoNotCrash() {
        for (w, h) in [(1.0, 1.0), (1, 5000), (3840, 2160), (.nan, 10)] {
            var harness = EngineHarness(width: w, height: h)
            harness.engine.handle(.press(x: 0, y: 0), at: 0)
            harness.engine.handle(.move(x: 0, y: 300), at: 0.1)
            harness.engine.handle(.release(x: 0, y: 300), at: 0.1)
            let f = harness.engine.frame(at: 10)
            XCTAssertTrue(f.offsetY.isFinite)
        }
        var empty = EngineHarness(items: 0)
        empty.engine.handle(.press(x: 0, y: 100), at: 0)
        empty.engine.handle(.move(x: 0, y: 300), at: 0.1)
        empty.engine.handle(.release(x: 0, y: 300), at: 0.1)
        var f = empty.engine.frame(at: 0.2)
        XCTAssertTrue(f.rows.isEmpty)
        f = empty.engine.frame(at: 5)
        XCTAssertEqual(f.offsetY, -64)
    }

    func testTraceHasAScrollEventAtEveryPhaseChange() {
        var h = EngineHarness()
        h.engine.tracing = true
        // A pull short of the header's threshold: the list only bounces back.
        _ = try? h.play("drag 200,150 -> 200,230 over 0.3", fps: 60)
        var events: [TraceEvent] = []
        h.engine.drainTrace { events.append($0) }
        let phases = events.compactMap { e -> ScrollPhase? in
            if case let .scroll(_, p, _, _) = e { return p }
            return nil
        }
        XCTAssertEqual(phases, [.tracking, .bouncing, .idle])
        XCTAssertEqual(events.map(\.time), events.map(\.time).sorted())
    }
}
