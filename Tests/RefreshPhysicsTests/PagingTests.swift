import XCTest
@testable import RefreshPhysics

/// A pager's release: which page (PageTarget) and how it gets there (PageSettle), each platform's
/// rule as its source has it (page_view.dart's PageScrollPhysics and spring_simulation.dart;
/// androidx PagerSnapHelper, LinearSmoothScroller and RecyclerView's smoothScrollBy).
final class PagingTests: XCTestCase {
    /// PageScrollPhysics._getTargetPixels at dpr 3 (tolerance 1 / 0.15 = 6.67 pt/s).
    func testFlutterTargetsHalfAPageAheadInTheFlingsDirectionThenRounds() {
        let tol = 1 / (0.050 * 3)
        let table: [(page: Double, v: Double, expected: Int)] = [
            (0.4, 0, 0), (0.5, 0, 1), (0.6, 0, 1),      // no fling: nearest, halves up
            (0.1, 100, 1), (0.9, -100, 0),              // a fling past the tolerance: that way
            (2.0, 100, 3), (2.0, -100, 2),              // from an exact page: forward moves, back stays
            (0.1, 6, 0), (0.9, -6, 1),                  // under the tolerance: no fling
            (2.9, 3_000, 3), (0.2, -3_000, 0),          // at the ends: clamped to the pages
        ]
        for row in table {
            XCTAssertEqual(PageTarget.flutter(page: row.page, velocity: row.v, velocityTolerance: tol, pageCount: 4),
                           row.expected, "page \(row.page) at \(row.v) pt/s")
        }
    }

    /// PagerSnapHelper: a fling from floor(page) one forward or none back; no fling: the nearest
    /// centre, the earlier on a tie (50 dp/s the minimum fling).
    func testAndroidFlingsFromTheStartMostPageAndSnapsToTheNearestCentreOtherwise() {
        let table: [(page: Double, v: Double, expected: Int)] = [
            (0.4, 0, 0), (0.5, 0, 0), (0.6, 0, 1),      // no fling: nearest, a tie to the earlier
            (0.1, 100, 1), (0.9, -100, 0),              // a fling: floor + 1 forward, floor back
            (2.0, 100, 3), (2.0, -100, 2),
            (0.9, 49, 1), (0.6, -49, 1),                // under 50: no fling
            (3.0, 3_000, 3), (0, -3_000, 0),            // no page past the last or before the first
        ]
        for row in table {
            XCTAssertEqual(PageTarget.android(page: row.page, velocity: row.v, minimumFlingVelocity: 50, pageCount: 4),
                           row.expected, "page \(row.page) at \(row.v) pt/s")
        }
    }

    /// Flutter's spring (mass 0.5, stiffness 100, ratio 1.1) released 160 pt short of its page at
    /// rest: what is left of the way, and its end within the tolerance at dpr 3.
    func testFlutterSettlesOnItsOverDampedSpring() {
        let settle = PageSettle.flutter(from: 240, velocity: 0, to: 400, devicePixelRatio: 3)
        assertTable([(0.05, 135.6), (0.1, 97.4), (0.2, 42.9), (0.3, 17.7), (0.5, 2.9)], tolerance: 0.05) {
            400 - settle.position(at: $0)
        }
        XCTAssertFalse(settle.isDone(at: 0.73))
        XCTAssertTrue(settle.isDone(at: 0.74), "within 1/3 pt and 6.67 pt/s at 0.739 s")
        XCTAssertEqual(settle.position(at: 0.74), 400, "a done spring reports its page")
        XCTAssertEqual(settle.velocity(at: 0.74), 0)
        let fast = PageSettle.flutter(from: 100, velocity: 1_000, to: 400, devicePixelRatio: 3)
        assertTable([(0.1, 240.0), (0.2, 331.1)], tolerance: 0.05) { fast.position(at: $0) }
        let overshoot = PageSettle.flutter(from: 300, velocity: 3_000, to: 400, devicePixelRatio: 3)
        let peak = stride(from: 0.0, through: 0.5, by: 0.001).map { overshoot.position(at: $0) }.max() ?? 0
        XCTAssertEqual(peak, 409.9, accuracy: 0.05, "a hard fling passes the page once")
    }

    /// PagerSnapHelper's snap after a fling at 420 and 480 dpi (density 2.625 and 3): whole ms of
    /// scrolling at 100 ms per inch, at most 100, over 0.3356.
    func testAndroidFlingSnapTakesItsDecelerationsTime() {
        let table: [(px: Double, density: Double, ms: Double)] = [
            (50, 2.625, 36), (100, 2.625, 72), (200, 2.625, 144), (300, 2.625, 215), (419, 2.625, 298), (420, 2.625, 298),
            (1_000, 2.625, 298), (100, 3, 63), (300, 3, 188),
        ]
        for row in table {
            let settle = PageSettle.android(from: 0, to: row.px / row.density, density: row.density, fling: true, pageExtent: 400)
            guard case let .timed(_, _, duration, quintic) = settle else { return XCTFail("timed") }
            XCTAssertEqual(duration * 1000, row.ms, accuracy: 1e-9, "\(row.px) px at \(row.density)")
            XCTAssertFalse(quintic)
        }
        // DecelerateInterpolator(1): 1 - (1 - u)^2, from the release to the page.
        let settle = PageSettle.android(from: 0, to: 100, density: 3, fling: true, pageExtent: 360)
        assertTable([(0, 0), (0.094, 75), (0.188, 100), (0.3, 100)], tolerance: 1e-9) { settle.position(at: $0) }
        XCTAssertTrue(settle.isDone(at: 0.188))
    }

    /// A release without a fling: smoothScrollBy's (|d| / width + 1) 300 ms, whole ms, at most
    /// 2 s, on the quintic interpolator (1080 px wide).
    func testAndroidSnapWithoutAFlingTakesSmoothScrollBysTime() {
        for (px, ms) in [(100.0, 327.0), (300, 383), (540, 450)] {
            let settle = PageSettle.android(from: 0, to: px / 2.625, density: 2.625, fling: false, pageExtent: 1_080 / 2.625)
            guard case let .timed(_, _, duration, quintic) = settle else { return XCTFail("timed") }
            XCTAssertEqual(duration * 1000, ms, accuracy: 1e-9, "\(px) px")
            XCTAssertTrue(quintic)
            XCTAssertEqual(settle.position(at: duration / 2), px / 2.625 * (1 - 1 / 32.0), accuracy: 1e-9, "u^5 at half time")
        }
    }

    /// Each settle's velocity is its position's derivative, and it is sampled, not stepped: the
    /// same time gives the same place at 30, 60 and 144 Hz.
    func testEverySettleIsClosedForm() {
        let settles = [PageSettle.flutter(from: 120, velocity: -800, to: 0, devicePixelRatio: 2),
                       .android(from: 120, to: 0, density: 2, fling: true, pageExtent: 390),
                       .android(from: 120, to: 0, density: 2, fling: false, pageExtent: 390)]
        for s in settles {
            for t in stride(from: 0.01, through: 0.25, by: 0.01) {
                let h = 1e-6
                XCTAssertEqual(s.velocity(at: t), (s.position(at: t + h) - s.position(at: t - h)) / (2 * h), accuracy: 0.05, "\(s) at \(t)")
            }
            for hz in [30.0, 60, 144] {
                let frames = Int((1.5 * hz).rounded(.up))
                let end = (0...frames).map { s.position(at: Double($0) / hz) }.last ?? .nan
                XCTAssertEqual(end, 0, accuracy: 1e-9, "\(hz) Hz ends on the page")
            }
        }
    }
}
