import XCTest
@testable import RefreshEngine

/// The bar all tabs share and the shown tab's list: who takes each part of a scroll, as
/// NestedScrollView (applyUserOffset) and AppBarLayout with SwipeRefreshLayout take it.
final class NestedScrollTests: XCTestCase {
    /// Steps of one drag (> 0 moves the content up) and where bar and list are after each, a
    /// 120 pt bar's range.
    func testEachScrollGoesToTheBarOrTheListInThePlatformsOrder() {
        let table: [(floats: Bool, start: (Double, Double), delta: Double, outer: Double, inner: Double, why: String)] = [
            (false, (0, 0), 50, 50, 0, "up: the bar collapses first"),
            (false, (100, 0), 50, 120, 30, "up: the bar to its range, the list the rest"),
            (false, (120, 300), 40, 120, 340, "up with the bar collapsed: the list"),
            (false, (120, 300), -200, 120, 100, "down: the list first"),
            (false, (120, 100), -150, 70, 0, "down: the list to its top, then the bar opens"),
            (false, (30, 0), -80, 0, -50, "down at the top with the bar open: the rest pulls the list"),
            (false, (0, -50), 80, 30, 0, "up from a pull: the list back to its top, then the bar"),
            (false, (0, 400), -100, 0, 300, "a tab scrolled elsewhere with the bar open: the list"),
            (false, (0, 400), 100, 100, 400, "and up: the bar collapses before that list moves"),
            (true, (120, 300), -50, 70, 300, "floating, down: the bar opens first"),
            (true, (120, 300), -200, 0, 220, "floating, down: the bar open, then the list"),
            (true, (20, 10), -50, 0, -20, "floating: the bar, the list to its top, then the pull"),
            (true, (20, 10), 150, 120, 60, "floating, up: as pinned, the bar first"),
        ]
        for row in table {
            var n = NestedScroll(outer: row.start.0, inner: row.start.1, range: 120, floats: row.floats)
            let before = n.combined
            n.scroll(by: row.delta)
            XCTAssertEqual(n.outer, row.outer, accuracy: 1e-12, row.why)
            XCTAssertEqual(n.inner, row.inner, accuracy: 1e-12, row.why)
            XCTAssertEqual(n.combined - before, row.delta, accuracy: 1e-12, "\(row.why): nothing lost")
        }
    }

    /// With the bar and the list in step (the list scrolled only while the bar is collapsed), the
    /// split is a list with the bar in it: outer = min(combined, range), whatever the steps.
    func testInStepTheSplitIsOneListWithTheBarInIt() {
        var n = NestedScroll(range: 120)
        var combined = 0.0
        for delta in [30.0, 45, 200, -17, -260, -40, 15, 500, -333, -90, 12] {
            n.scroll(by: delta)
            combined += delta
            XCTAssertEqual(n.outer, min(max(combined, 0), 120), accuracy: 1e-12, "after \(delta)")
            XCTAssertEqual(n.inner, combined - n.outer, accuracy: 1e-12, "after \(delta)")
        }
    }

    /// A fling is one motion of the list shared frame by frame: the same split at 30, 60 and 144 Hz
    /// (the split depends on the distance, never on how it was cut).
    func testAFlingSharedFrameByFrameEndsTheSameAtEveryRate() {
        // A fling down from deep in the list: the list reaches its top, then the bar opens.
        let travel = { (t: Double) -> Double in -900 * (1 - (1 - min(t, 1)) * (1 - min(t, 1))) }
        var ends: [NestedScroll] = []
        for hz in [30.0, 60, 144] {
            var n = NestedScroll(outer: 120, inner: 800, range: 120)
            var last = 0.0
            for i in 1...Int(hz) {
                let now = travel(Double(i) / hz)
                n.scroll(by: now - last)
                last = now
            }
            ends.append(n)
        }
        for n in ends {
            XCTAssertEqual(n.outer, 20, accuracy: 1e-9, "the bar opened by what the list left")
            XCTAssertEqual(n.inner, 0, accuracy: 1e-9)
        }
    }

    func testOddNumbersAreKeptSane() {
        var n = NestedScroll(outer: .nan, inner: .infinity, range: -5)
        XCTAssertEqual(n.outer, 0)
        XCTAssertEqual(n.inner, 0)
        XCTAssertEqual(n.range, 0)
        n.scroll(by: .nan)
        n.scroll(by: 10)
        XCTAssertEqual(n.inner, 10, "no range: the list takes it all")
        n.show(inner: -.infinity)
        XCTAssertEqual(n.inner, 0)
        let m = NestedScroll(outer: 500, range: 120)
        XCTAssertEqual(m.outer, 120, "clamped to the range")
    }
}
