import XCTest
@testable import RefreshPhysics

/// Android's SplineOverScroller and EdgeEffect stretch. The fling figures are getSplineFlingDuration
/// and getSplineFlingDistance evaluated independently (float constants as Java has them, then
/// double, truncated to int) at density 1 and 2.625 (a 420-dpi phone).
final class AndroidPhysicsTests: XCTestCase {
    /// (velocity dp/s, duration ms, distance px at density 1, distance px at 2.625).
    let figures: [(Double, Double, Double, Double)] = [
        (500, 333, 58, 152), (1000, 555, 194, 510), (2000, 924, 647, 1699),
        (4000, 1540, 2156, 5661), (8000, 2566, 7186, 18864),
    ]

    func testSplineFlingDurationAndDistanceMatchOverScrollerFigures() {
        for (v, ms, d1, d2625) in figures {
            XCTAssertEqual(AndroidSplineFling.duration(velocity: v, density: 1), ms, "\(v) dp/s")
            XCTAssertEqual(AndroidSplineFling.distance(velocity: v, density: 1), d1, "\(v) dp/s")
            XCTAssertEqual(AndroidSplineFling.duration(velocity: (v * 2.625).rounded(.towardZero), density: 2.625), ms,
                           "\(v) dp/s at 2.625")
            XCTAssertEqual(AndroidSplineFling.distance(velocity: (v * 2.625).rounded(.towardZero), density: 2.625),
                           d2625, "\(v) dp/s at 2.625")
            // In points: the same fling in dp, to within a pixel's truncation.
            let f = AndroidSplineFling(position: 0, velocity: v, density: 2.625)
            XCTAssertEqual(f.position(at: f.duration), d2625 / 2.625, accuracy: 1e-9)
            XCTAssertEqual(f.duration, ms / 1000, accuracy: 1e-9)
        }
    }

    /// The spline table: SPLINE_POSITION runs from 0 to 1, increasing; with INFLEXION 0.35 the fling
    /// starts at velocity D / T x (P[1] - P[0]) x 100, close to the velocity it was given.
    func testSplineStartsAtItsVelocityAndEndsAtRest() {
        let p = AndroidSplineFling.splinePosition
        // The bisection for alpha 0 stops within 1e-5 of it: SPLINE_POSITION[0] is 2.3e-5, not 0.
        XCTAssertEqual(p.first!, 0, accuracy: 1e-4)
        XCTAssertEqual(p.last, 1)
        XCTAssertTrue(zip(p, p.dropFirst()).allSatisfy { $0 < $1 })
        for (v, _, _, _) in figures {
            let f = AndroidSplineFling(position: 0, velocity: v, density: 1)
            XCTAssertEqual(f.velocity(at: 0) / v, 1, accuracy: 0.05, "\(v) dp/s starts near its velocity")
            XCTAssertEqual(f.velocity(at: f.duration), 0)
            XCTAssertTrue(f.isDone(at: f.duration))
        }
    }

    func testTimeToReachInvertsThePosition() throws {
        let f = AndroidSplineFling(position: 10, velocity: -3000, density: 1)
        for target in [0.0, -100, -500, -1000] {
            let t = try XCTUnwrap(f.time(toReach: target))
            XCTAssertEqual(f.position(at: t), target, accuracy: 1e-6)
        }
        XCTAssertNil(f.time(toReach: -100_000))
        XCTAssertNil(f.time(toReach: 100))
    }

    /// dampStretchVector: 0.016 f + 0.016 (1 - e^(-f e / 0.33)); at f = 1 it is 0.031996.
    func testStretchCurve() {
        assertTable([(0, 0), (0.1, 0.0016 + 0.016 * (1 - Foundation.exp(-0.1 * Foundation.M_E / 0.33))), (1, 0.031996)],
                    tolerance: 1e-6) { AndroidStretch.stretch($0) }
        XCTAssertEqual(AndroidStretch.offset(forPull: 2000, height: 800), 800 * AndroidStretch.stretch(1))
        for pull in [1.0, 50, 300, 799] {
            let o = AndroidStretch.offset(forPull: pull, height: 800)
            XCTAssertEqual(AndroidStretch.pull(forOffset: o, height: 800), pull, accuracy: 1e-6)
        }
    }

    /// A direct port of EdgeEffect.updateSpring stepped each frame (from onRelease or onAbsorb).
    func stepStretch(pull: Double, velocity: Double, height: Double, fps: Double) -> [(t: Double, d: Double)] {
        let w = 24.657, z = 0.98
        var d = pull / height, v = velocity, t = 0.0
        var out = [(t: 0.0, d: d * height)]
        while t < 5 {
            let dt = 1 / fps
            t += dt
            if abs(v) <= 200, abs(d * height) < 8, (v > 0 ? 1.0 : -1.0) == -(d > 0 ? 1.0 : -1.0), v != 0 {
                v = (v > 0 ? 1 : -1) * 200
                let target = d + v * dt / height
                if (target > 0) != (d > 0) { d = 0; v = 0 } else { d = target }
            } else {
                let wd = w * (1 - z * z).squareRoot()
                let cosC = d * height, sinC = (z * w * d * height + v) / wd
                let e = Foundation.exp(-z * w * dt)
                let dist = e * (cosC * Foundation.cos(wd * dt) + sinC * Foundation.sin(wd * dt))
                let vel = dist * -w * z + e * (-wd * cosC * Foundation.sin(wd * dt) + wd * sinC * Foundation.cos(wd * dt))
                d = dist / height
                v = vel
                if d > 1 { d = 1; v = 0 }
                if d * height < 0 || (abs(v) < 0.01 && d * height < 0.001) { d = 0; v = 0 }
            }
            out.append((t, d * height))
            if d == 0 && v == 0 { break }
        }
        return out
    }

    /// The closed form against the port stepped at 60 Hz. The stepping notices the clamp at H and the
    /// linear take-over on the frame after they happen, so the pull may lag by what it moves in a frame:
    /// every frame within (the fastest recede speed) / 60 + 1.5 px, and what shows (the stretch of the
    /// view's far end) within 0.5 px; the end within two frames.
    func testStretchRecedeMatchesEdgeEffectSteppedAt60Hz() {
        for (pull, velocity) in [(300.0, 0.0), (40.0, 0.0), (0.0, 13 * 1500.0), (0.0, 13 * 6000.0)] {
            let closed = StretchRecede(pull: pull, velocity: velocity, height: 800, density: 1)
            let steps = stepStretch(pull: pull, velocity: velocity, height: 800, fps: 60)
            let fastest = stride(from: 0.0, to: 3, by: 0.001).map { abs(closed.pullVelocity(at: $0)) }.max()!
            for (t, d) in steps {
                XCTAssertEqual(closed.pull(at: t), d, accuracy: fastest / 60 + 1.5, "pull \(pull) v \(velocity) at \(t)")
                XCTAssertEqual(800 * AndroidStretch.stretch(closed.pull(at: t) / 800), 800 * AndroidStretch.stretch(d / 800),
                               accuracy: 0.5, "shown, pull \(pull) v \(velocity) at \(t)")
            }
            XCTAssertEqual(closed.duration, steps.last!.t, accuracy: 2.0 / 60, "pull \(pull) v \(velocity) ends")
        }
    }

    /// A fling that reaches the edge: the spline until the edge, then the stretch absorbing 13 x its
    /// velocity there (as whole px/s); the offset goes past the edge by the stretch and comes back.
    func testFlingIntoTheEdgeStretchesAndReturns() {
        let f = AndroidFling(position: 100, velocity: -3000, minEdge: -64, maxEdge: 5000, viewportHeight: 800, density: 1)
        XCTAssertTrue(f.crossingTime.isFinite)
        XCTAssertEqual(f.position(at: f.crossingTime), -64, accuracy: 1e-9)
        let peak = stride(from: f.crossingTime, to: f.crossingTime + 1, by: 0.001).map { f.position(at: $0) }.min()!
        XCTAssertLessThan(peak, -64 - 5)
        XCTAssertGreaterThanOrEqual(peak, -64 - 800 * AndroidStretch.stretch(1))
        XCTAssertTrue(f.isDone(at: f.crossingTime + 2))
        XCTAssertEqual(f.restPosition, -64)
        // A fling that stops inside never stretches.
        let inside = AndroidFling(position: 100, velocity: 500, minEdge: -64, maxEdge: 5000, viewportHeight: 800, density: 1)
        XCTAssertEqual(inside.crossingTime, .infinity)
        XCTAssertEqual(inside.restPosition, 158)
    }
}
