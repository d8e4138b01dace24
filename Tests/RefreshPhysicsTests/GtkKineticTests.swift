import XCTest
@testable import RefreshPhysics

/// GTK's kinetic scrolling: the closed form against a direct port of gtk_kinetic_scrolling_tick
/// (gtk/gtkkineticscrolling.c) stepped at 60 Hz, with GtkScrolledWindow's constants (lower 0).
final class GtkKineticTests: XCTestCase {
    /// gtk_kinetic_scrolling_new + _tick, stepped at `fps`; positions after each tick, and
    /// the scrolled window's clamp of what it shows at MAX_OVERSHOOT_DISTANCE.
    func stepGtk(lower: Double, upper: Double, x0: Double, v0: Double, fps: Double) -> [(t: Double, x: Double)] {
        let m = 4.0, f = 20.0
        enum Phase { case decelerating, overshooting, finished }
        var phase = Phase.decelerating
        var c1 = 0.0, c2 = 0.0, eq = 0.0, t = 0.0, x = x0, v = v0
        func overshoot(_ e: Double, _ p: Double, _ vel: Double) {
            phase = .overshooting; eq = e; c1 = p - e; c2 = vel + f / 2 * c1; t = 0
        }
        if x0 < lower { overshoot(lower, x0, v0) } else if x0 > upper { overshoot(upper, x0, v0) } else {
            c1 = v0 / m + x0; c2 = -v0 / m
        }
        var out = [(t: 0.0, x: x0)]
        var clock = 0.0
        while phase != .finished, clock < 10 {
            let dt = 1 / fps
            clock += dt
            switch phase {
            case .decelerating:
                let last = x, lastT = t
                t += dt
                let e = Foundation.exp(-m * t)
                x = c1 + c2 * e
                v = -m * c2 * e
                if x < lower { overshoot(lower, x, v) } else if x > upper { overshoot(upper, x, v) } else if abs(v) < 1
                    || (lastT != 0 && abs(x - last) < 1) {
                    phase = .finished; x = x.rounded(); v = 0
                }
            case .overshooting:
                t += dt
                let e = Foundation.exp(-f / 2 * t)
                var pos = e * (c1 + c2 * t)
                if pos < lower - 50 || pos > upper + 50 {
                    pos = min(max(pos, lower - 50), upper + 50)
                    overshoot(eq, pos, 0)
                } else {
                    v = c2 * e - f / 2 * pos
                }
                x = pos + eq
                if abs(pos) < 0.1 { phase = .finished; x = eq; v = 0 }
            case .finished: break
            }
            out.append((clock, min(max(x, lower - 100), upper + 100)))
        }
        return out
    }

    /// Deceleration alone: every frame within 1e-9 until gtk's stop; the rest within 1.5 px
    /// (gtk rounds the final position and stops on the frame whose travel falls under 1 px).
    func testDecelerationMatchesGtkSteppedAt60Hz() {
        for v0 in [300.0, 1500, -2500] {
            let sim = GtkKineticSimulation(position: 3000, velocity: v0, minEdge: 0, maxEdge: 10000, density: 1)
            let steps = stepGtk(lower: 0, upper: 10000, x0: 3000, v0: v0, fps: 60)
            for (t, x) in steps.dropLast() { XCTAssertEqual(sim.position(at: t), x, accuracy: 1e-9, "v0 \(v0) at \(t)") }
            XCTAssertEqual(sim.restPosition, steps.last!.x, accuracy: 1.5, "v0 \(v0) rests")
            XCTAssertEqual(sim.velocity(at: 0), v0, accuracy: 1e-9)
        }
        XCTAssertEqual(GtkKineticSimulation.stopSpeed, 58.0222, accuracy: 1e-3)
    }

    /// A fling into the top: gtk starts the overshoot on the first frame past the edge, the closed
    /// form at the crossing itself, so they differ by at most what the overshoot moves in a frame:
    /// within v_edge / 60 + 0.5 px at every frame; both end at the edge within three frames.
    func testOvershootMatchesGtkSteppedAt60Hz() {
        for (x0, v0) in [(300.0, -1500.0), (200.0, -4000), (300, -1300)] {
            let sim = GtkKineticSimulation(position: x0, velocity: v0, minEdge: 0, maxEdge: 10000, density: 1)
            let steps = stepGtk(lower: 0, upper: 10000, x0: x0, v0: v0, fps: 60)
            let vEdge = abs(sim.velocity(at: sim.crossingTime))
            for (t, x) in steps {
                XCTAssertEqual(sim.position(at: t), x, accuracy: vEdge / 60 + 0.5, "\(x0), \(v0) at \(t)")
            }
            let end = stride(from: 0.0, through: 10, by: 1.0 / 600).first { sim.isDone(at: $0) } ?? .nan
            XCTAssertEqual(end, steps.last!.t, accuracy: 3.0 / 60, "\(x0), \(v0) ends")
            XCTAssertEqual(sim.restPosition, 0)
        }
    }

    /// gtk caps the bounce past the top at 50 px: a fast fling overshoots to exactly 50 and returns.
    func testBouncePastTheTopIsCappedAt50Pixels() {
        let sim = GtkKineticSimulation(position: 200, velocity: -6000, minEdge: 0, maxEdge: 10000, density: 1)
        let deepest = stride(from: 0.0, to: 3, by: 0.0005).map { sim.position(at: $0) }.min()!
        XCTAssertEqual(deepest, -50, accuracy: 0.01)
        // At density 2 the cap is 50 px = 25 pt.
        let dense = GtkKineticSimulation(position: 200, velocity: -6000, minEdge: 0, maxEdge: 10000, density: 2)
        XCTAssertEqual(stride(from: 0.0, to: 3, by: 0.0005).map { dense.position(at: $0) }.min()!, -25, accuracy: 0.01)
    }

    /// Released past the edge, the overshoot starts there with the release velocity (init_overshoot);
    /// released farther than gtk's cap (50 px past the top), its first tick puts it back at the cap.
    func testReleasedPastTheEdgeReturnsCriticallyDamped() {
        let sim = GtkKineticSimulation(position: -40, velocity: 0, minEdge: 0, maxEdge: 10000, density: 1)
        XCTAssertEqual(sim.crossingTime, 0)
        // u(t) = e^(-10 t) (-40 - 400 t).
        assertTable([(0.05, Foundation.exp(-0.5) * -60), (0.2, Foundation.exp(-2) * -120)], tolerance: 1e-9) { sim.position(at: $0) }
        let far = GtkKineticSimulation(position: -80, velocity: 0, minEdge: 0, maxEdge: 10000, density: 1)
        assertTable([(0.05, Foundation.exp(-0.5) * -75)], tolerance: 1e-6) { far.position(at: $0) }
        let steps = stepGtk(lower: 0, upper: 10000, x0: -80, v0: 0, fps: 60)
        XCTAssertEqual(steps[1].x, -50 * 1, accuracy: 1e-9)
    }
}
