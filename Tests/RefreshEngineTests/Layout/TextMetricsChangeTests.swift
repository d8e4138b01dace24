import XCTest
@testable import RefreshEngine
import TestSupport

/// New text metrics while the list runs (the desktop's text size): the rows reflow in them
/// as on a resize, the row at the top of the view staying where it was, and a fling goes on
/// as it was going: only the rows' heights change.
final class TextMetricsChangeTests: XCTestCase {
    /// FixedTextMetrics at 1.5 times the size.
    static let larger = FixedTextMetrics(advance: 7 * 1.5, lineHeights: [20, 19, 16, 20, 17, 16, 16].map { $0 * 1.5 })

    func testTheRowsReflowAndTheTopRowStaysInPlace() {
        var h = EngineHarness()
        h.engine.handle(.press(x: 200, y: 700), at: 0)
        h.engine.handle(.move(x: 200, y: 100), at: 0.5)
        h.engine.handle(.release(x: 200, y: 100), at: 1)
        var f = h.engine.frame(at: 1)
        // The row at the view's top edge (under the bar's bottom), partly hidden or not.
        let top = f.rows.first { $0.y + $0.layout.height > 64 }!
        let shown = f.rows.count
        h.engine.setMetrics(Self.larger, at: 1.1)
        f = h.engine.frame(at: 1.1)
        let same = f.rows.first { $0.index == top.index }
        XCTAssertEqual(same?.y ?? .nan, top.y, accuracy: 1e-6, "the row at the top edge keeps its top")
        XCTAssertGreaterThan(same?.layout.height ?? 0, top.layout.height * 1.3, "laid out in the larger text")
        XCTAssertLessThan(f.rows.count, shown, "fewer rows fit")
        for (a, b) in zip(f.rows, f.rows.dropFirst()) {
            XCTAssertEqual(a.y + a.layout.height, b.y, accuracy: 1e-9, "rows tile the view")
        }
    }

    func testAFlingGoesOnAsItWas() {
        func fling(changing: Bool) -> [Double] {
            var h = EngineHarness()
            h.engine.handle(.press(x: 200, y: 600), at: 0)
            h.engine.handle(.move(x: 200, y: 400), at: 0.05)
            h.engine.handle(.move(x: 200, y: 200), at: 0.1)
            h.engine.handle(.release(x: 200, y: 200), at: 0.1)
            var velocities: [Double] = []
            for i in 1...60 {
                let t = 0.1 + Double(i) / 60
                if changing && i == 20 { h.engine.setMetrics(Self.larger, at: t) }
                _ = h.engine.frame(at: t)
                velocities.append(h.engine.scrollVelocity)
            }
            return velocities
        }
        let plain = fling(changing: false), changed = fling(changing: true)
        for (a, b) in zip(plain, changed) { XCTAssertEqual(a, b, accuracy: 1e-9, "the fling's speed is the same") }
    }
}
