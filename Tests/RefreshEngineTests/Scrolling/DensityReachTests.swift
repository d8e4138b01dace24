import XCTest
@testable import RefreshEngine
import RefreshPhysics
import TestSupport

/// How far each model's edge lets a pull show the content, at 1x, 1.5x, 2x and 3x: the
/// same number of points wherever the platform's limit is density-independent. GTK's
/// MAX_OVERSHOOT_DISTANCE is 100 logical px (GTK's pixels are surface coordinates, which
/// the surface's scale maps to device pixels): 100 pt at every scale. Android's stretch is
/// a fraction of the view's height (EdgeEffect's dampStretchVector of mDistance = pull / H):
/// the same fraction of the same view at every density. UIKit's and Flutter's rubber bands
/// have no limit.
final class DensityReachTests: XCTestCase {
    static let scales = [1.0, 1.5, 2.0, 3.0]

    /// The furthest the content showed past its top during a 2000-pt drag over 1.5 s.
    func furthestPull(model: ScrollModel, density: Double) -> (shown: Double, reach: Double?) {
        var h = EngineHarness(items: 60, history: 0)
        h.engine.pixelDensity = density
        var s = TuningSet()
        s.scroll.model = model
        h.engine.applyTuning(s, at: 0)
        _ = h.engine.frame(at: 0.4)
        let rest = h.engine.scrollOffset
        var furthest = 0.0
        h.engine.handle(.press(x: 200, y: 100), at: 0.5)
        var t = 0.5
        for i in 1...90 {
            t = 0.5 + Double(i) / 60
            h.engine.handle(.move(x: 200, y: 100 + 2000 * Double(i) / 90), at: t)
            _ = h.engine.frame(at: t)
            furthest = max(furthest, rest - h.engine.scrollOffset)
        }
        let reach = h.engine.tuningSet.scroll.model.physics.reach(extent: h.engine.viewportHeight, pixelDensity: density)
        h.engine.handle(.release(x: 200, y: 2100), at: t + 0.01)
        return (furthest, reach)
    }

    func testEachModelsFurthestPullIsTheSameInPointsAtEveryScale() {
        // model, the furthest pull shown (nil: no limit, the rubber band gives way), tolerance.
        let s1 = 0.016 + 0.016 * (1 - exp(-M_E / 0.33))
        let table: [(ScrollModel, expected: Double?, tolerance: Double)] = [
            (.ios, nil, 0),
            (.flutter, nil, 0),
            (.android, 760 * s1, 0.5),
            (.gtk, 100, 0.5),
        ]
        for (model, expected, tolerance) in table {
            for scale in Self.scales {
                let (shown, reach) = furthestPull(model: model, density: scale)
                let name = "\(model) at \(scale)x: shown \(shown), reach \(String(describing: reach))"
                if let expected {
                    XCTAssertEqual(shown, expected, accuracy: tolerance, name)
                    XCTAssertEqual(reach ?? .nan, expected, accuracy: tolerance, name)
                } else {
                    XCTAssertNil(reach, name)
                    XCTAssertGreaterThan(shown, 200, name)
                }
            }
        }
    }

    /// The reach check says the same at every scale: GTK's MJRefresh header arms (100 pt
    /// against its 54-pt trigger) and only its second floor (1.9 x 54 = 102.6 pt) is out of
    /// reach; Android's stretch reaches neither MJRefresh's nor Cupertino's trigger.
    func testTheReachCheckIsTheSameAtEveryScale() {
        // model, control, two-level, what is out of reach (nil: nothing), the edge's reach.
        let table: [(ScrollModel, HeaderControlKind, Bool, PullReach.Target?, Double?)] = [
            (.gtk, .mj, false, nil, nil),
            (.gtk, .mj, true, .secondFloor, 100),
            (.gtk, .cupertino, false, nil, nil),
            (.android, .mj, false, .refresh, 24.3),
            (.android, .cupertino, false, .refresh, 24.3),
            (.android, .android, true, nil, nil),
            (.ios, .mj, true, nil, nil),
            (.flutter, .cupertino, false, nil, nil),
        ]
        for (model, control, twoLevel, target, reach) in table {
            for scale in Self.scales {
                var s = TuningSet()
                s.scroll.model = model
                s.headerControl = control
                s.header.twoLevel = twoLevel
                let r = s.unreachablePull(viewportExtent: 760, pixelDensity: scale)
                let name = "\(model) \(control) twoLevel=\(twoLevel) at \(scale)x: \(String(describing: r))"
                XCTAssertEqual(r?.target, target, name)
                if let reach { XCTAssertEqual(r?.reach ?? .nan, reach, accuracy: 0.05, name) }
            }
        }
    }

    /// GTK's fling past the top shows at most 100 pt and its bounce is capped 50 pt past the
    /// top, in points at every scale (GTK's limits are logical pixels).
    func testAGtkFlingIntoTheTopShowsTheSamePointsAtEveryScale() {
        var peaks: [Double] = []
        for scale in Self.scales {
            var h = EngineHarness(items: 60, history: 0)
            h.engine.pixelDensity = scale
            var s = TuningSet()
            s.scroll.model = .gtk
            h.engine.applyTuning(s, at: 0)
            // Down a little, then a fast fling back into the top.
            XCTAssertNoThrow(try h.play("drag 200,600 -> 200,300 over 0.3\nwait 2\ndrag 200,200 -> 200,500 over 0.05\nwait 3",
                                        fps: 60, until: 6))
            let rest = h.samples.first?.offset ?? .nan
            peaks.append(h.samples.map { rest - $0.offset }.max() ?? 0)
        }
        for (scale, peak) in zip(Self.scales, peaks) {
            XCTAssertEqual(peak, peaks[0], accuracy: 0.5, "GTK's bounce past the top at \(scale)x: \(peaks)")
            XCTAssertLessThanOrEqual(peak, 100.5, "at \(scale)x")
        }
    }
}
