import XCTest
@testable import RefreshEngine
import RefreshPhysics

/// The pager's rules, as tables: which axis a drag goes to on each platform, where the tab
/// strip's indicator is between pages, and how a tapped tab's page is reached.
final class PagerRulesTests: XCTestCase {
    /// (dx, dy) travelled → the axis, per platform (slop 8 on Android, 18 in Flutter, 10 on iOS).
    func testAxisTables() {
        let android = PagerAxisRule.rule(model: .android, slop: 8)
        let flutter = PagerAxisRule.rule(model: .flutter, slop: 18)
        let ios = PagerAxisRule.rule(model: .ios, slop: 10)
        let rows: [(dx: Double, dy: Double, android: GestureAxis?, flutter: GestureAxis?, ios: GestureAxis?)] = [
            (0, 0, nil, nil, nil),
            (8, 0, nil, nil, nil),
            (16, 0, nil, nil, .horizontal),            // Android's paging slop is 16: not past it
            (16.5, 0, .horizontal, nil, .horizontal),
            (12, 8.5, .vertical, nil, .horizontal),    // Android: |dy| past 8 before |dx| past 16
            (18.5, 0, .horizontal, .horizontal, .horizontal),
            (17, 9, .horizontal, nil, .horizontal),    // past both on one report: the pager's test runs first
            (19, 19, .horizontal, .vertical, .vertical), // Flutter: the list is first in the arena; iOS: a diagonal stays the list's
            (-20, 3, .horizontal, .horizontal, .horizontal),
            (3, -20, .vertical, .vertical, .vertical),
            (.nan, 30, .vertical, .vertical, .vertical),
        ]
        for r in rows {
            XCTAssertEqual(android.decide(dx: r.dx, dy: r.dy), r.android, "android \(r)")
            XCTAssertEqual(flutter.decide(dx: r.dx, dy: r.dy), r.flutter, "flutter \(r)")
            XCTAssertEqual(ios.decide(dx: r.dx, dy: r.dy), r.ios, "ios \(r)")
        }
        XCTAssertEqual(PagerAxisRule.rule(model: .gtk, slop: 8).order, .favoured)
        XCTAssertEqual(PagerAxisRule(order: .favoured, slop: -3).slop, 1, "a slop under 1 pt is 1")
    }

    /// The indicator at pages 0, 0.25, 0.5, 1, 1.75, 2 of three tabs over 390 pt; out of range clamps.
    func testIndicatorLerpsBetweenTabs() {
        let rows: [(page: Double, left: Double, selected: Int)] = [
            (0, 0, 0), (0.25, 32.5, 0), (0.5, 65, 1), (1, 130, 1), (1.75, 227.5, 2), (2, 260, 2),
            (-0.4, 0, 0), (2.6, 260, 2), (.nan, 0, 0),
        ]
        for r in rows {
            let s = TabIndicatorRule.span(page: r.page, count: 3, width: 390)
            XCTAssertEqual(s.left, r.left, accuracy: 1e-9, "page \(r.page)")
            XCTAssertEqual(s.right - s.left, 130, accuracy: 1e-9, "page \(r.page): a tab wide")
            XCTAssertEqual(TabIndicatorRule.selected(page: r.page, count: 3), r.selected, "page \(r.page)")
        }
    }

    /// A tapped tab: Flutter's 300 ms on Curves.ease (0.25, 0.1, 0.25, 1), Android's
    /// LinearSmoothScroller at 25 ms per inch over 0.3356, decelerating.
    func testTapSettleTables() {
        let f = TabTapSettle(from: 0, to: 390, model: .flutter, density: 3)
        XCTAssertEqual(f.duration, 0.3, accuracy: 1e-12)
        // Curves.ease at t = 0.5: CSS `ease` at x 0.5 is 0.8024 (cubic-bezier solved).
        XCTAssertEqual(f.position(at: 0.15) / 390, 0.8024, accuracy: 0.001)
        XCTAssertEqual(f.position(at: 0.3), 390)
        XCTAssertTrue(f.isDone(at: 0.3) && !f.isDone(at: 0.2999))
        // 390 pt at any density: ceil(390 · 25 / 160) = 61 ms of scrolling, ceil(61 / 0.3356) = 182 ms.
        let a = TabTapSettle(from: 0, to: 390, model: .android, density: 2.75)
        XCTAssertEqual(a.duration, 0.182, accuracy: 1e-12)
        XCTAssertEqual(a.position(at: 0.091), 390 * 0.75, accuracy: 1e-9, "1 - (1 - 1/2)^2")
        XCTAssertEqual(a.velocity(at: 0), 2 * 390 / 0.182, accuracy: 1)
        // Two pages back: ceil(780 · 25 / 160) = 122, ceil(122 / 0.3356) = 364 ms.
        XCTAssertEqual(TabTapSettle(from: 780, to: 0, model: .android, density: 1).duration, 0.364, accuracy: 1e-12)
        XCTAssertEqual(TabTapSettle(from: 5, to: 5, model: .ios, density: 2).duration, 0)
    }
}
