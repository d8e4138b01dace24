import Foundation

/// A port of the Flutter framework's physics classes the Flutter export runs on, written
/// from their source (flutter/flutter, packages/flutter/lib/src/), to run the exported
/// parameters here. Each piece names its file and line:
///
/// - physics/tolerance.dart (commit 17bd7a8e): Tolerance :14-18, each default
///   _epsilonDefault = 1e-3 :20.
/// - physics/utils.dart (commit 08d672e4): nearEqual :10-15 (a > b - e && a < b + e || a == b),
///   nearZero :20.
/// - physics/friction_simulation.dart (commit 17f23b3d): FrictionSimulation x :73,
///   dx :76, finalX :79, timeAtX :84-90, isDone :93 (|dx| < tolerance.velocity).
/// - physics/spring_simulation.dart (commit 04fbdcfa): SpringDescription.withDampingRatio
///   :40-44 (damping = ratio 2 sqrt(m k)); SpringSimulation x :241-247, dx :250-256, isDone
///   :259-262 (nearZero of the solution's x within tolerance.distance and of dx within
///   tolerance.velocity); ScrollSpringSimulation.x :280 (the end position once done);
///   _SpringSolution :286-296 picks by the sign of c^2 - 4 m k (> 0 over, < 0 under, else
///   critical); _CriticalSolution :304-324 r = -c/2m, c1 = d, c2 = v - r d,
///   x = (c1 + c2 t) e^(r t); _OverdampedSolution :331-356 r1,2 = (-c -+ sqrt(c^2 - 4mk)) / 2m,
///   c2 = (v - r1 d) / (r2 - r1), c1 = d - c2; _UnderdampedSolution :363-392
///   w = sqrt(4mk - c^2) / 2m, r = -c/2m, c2 = (v - r d) / w.
/// - widgets/scroll_simulation.dart (commit 095d6b96): BouncingScrollSimulation :23, its
///   fixed drag 0.135 :58, the trailing edge's transfer min(dx, 5000) :68, the leading
///   edge's min(dx, 5000) :75 (no cap for a negative dx), maxSpringTransferVelocity :86.
/// - animation/animation_controller.dart: _tick takes x(elapsed) each frame and stops once
///   isDone(elapsed) (the value stays at that frame's x); its velocity is the simulation's dx at
///   the last tick's elapsed time.
/// - widgets/scroll_position_with_single_context.dart (commit 000a6d64): hold() keeps
///   activity.velocity (a BallisticScrollActivity's is its controller's; 0 once it went idle),
///   drag() passes physics.carriedMomentum(that) to the ScrollDragController.
/// - widgets/scroll_activity.dart: ScrollDragController.end: velocity = -primaryVelocity; with
///   momentum retained (a non-zero carriedVelocity, not lost to 20 ms held still), a velocity of
///   carriedVelocity's sign and above momentumRetainVelocityThresholdFactor (0.5) x its size adds
///   it; then goBallistic.
/// - widgets/scroll_physics.dart: BouncingScrollPhysics.carriedMomentum: sign(v) min(0.000816
///   |v|^1.967, 40000); ScrollPhysics's own: 0.
enum FlutterPort {
    struct Tolerance {
        var distance = 1e-3, time = 1e-3, velocity = 1e-3
    }

    static func nearZero(_ a: Double, _ epsilon: Double) -> Bool { (a > -epsilon && a < epsilon) || a == 0 }

    protocol Simulation {
        func x(_ t: Double) -> Double
        func dx(_ t: Double) -> Double
        func isDone(_ t: Double) -> Bool
    }

    struct FrictionSimulation: Simulation {
        let drag, dragLog, x0, v: Double
        var tolerance: Tolerance
        init(_ drag: Double, _ position: Double, _ velocity: Double, tolerance: Tolerance = Tolerance()) {
            self.drag = drag; dragLog = log(drag); x0 = position; v = velocity; self.tolerance = tolerance
        }
        func x(_ t: Double) -> Double { x0 + v * pow(drag, t) / dragLog - v / dragLog }
        func dx(_ t: Double) -> Double { v * pow(drag, t) }
        var finalX: Double { x0 - v / dragLog }
        func timeAtX(_ x: Double) -> Double {
            if x == x0 { return 0 }
            if v == 0 || (v > 0 ? (x < x0 || x > finalX) : (x > x0 || x < finalX)) { return .infinity }
            return log(dragLog * (x - x0) / v + 1) / dragLog
        }
        func isDone(_ t: Double) -> Bool { abs(dx(t)) < tolerance.velocity }
    }

    struct SpringDescription {
        var mass, stiffness, damping: Double
        static func withDampingRatio(mass: Double, stiffness: Double, ratio: Double) -> SpringDescription {
            SpringDescription(mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot())
        }
    }

    enum Solution {
        case critical(r: Double, c1: Double, c2: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
        case under(w: Double, r: Double, c1: Double, c2: Double)

        init(_ s: SpringDescription, _ d: Double, _ v: Double) {
            let cmk = s.damping * s.damping - 4 * s.mass * s.stiffness
            if cmk > 0 {
                let r1 = (-s.damping - cmk.squareRoot()) / (2 * s.mass)
                let r2 = (-s.damping + cmk.squareRoot()) / (2 * s.mass)
                let c2 = (v - r1 * d) / (r2 - r1)
                self = .over(r1: r1, r2: r2, c1: d - c2, c2: c2)
            } else if cmk < 0 {
                let w = (4 * s.mass * s.stiffness - s.damping * s.damping).squareRoot() / (2 * s.mass)
                let r = -(s.damping / 2 / s.mass)
                self = .under(w: w, r: r, c1: d, c2: (v - r * d) / w)
            } else {
                let r = -s.damping / (2 * s.mass)
                self = .critical(r: r, c1: d, c2: v - r * d)
            }
        }

        func x(_ t: Double) -> Double {
            switch self {
            case let .critical(r, c1, c2): return (c1 + c2 * t) * pow(M_E, r * t)
            case let .over(r1, r2, c1, c2): return c1 * pow(M_E, r1 * t) + c2 * pow(M_E, r2 * t)
            case let .under(w, r, c1, c2): return pow(M_E, r * t) * (c1 * cos(w * t) + c2 * sin(w * t))
            }
        }

        func dx(_ t: Double) -> Double {
            switch self {
            case let .critical(r, c1, c2):
                let p = pow(M_E, r * t)
                return r * (c1 + c2 * t) * p + c2 * p
            case let .over(r1, r2, c1, c2): return c1 * r1 * pow(M_E, r1 * t) + c2 * r2 * pow(M_E, r2 * t)
            case let .under(w, r, c1, c2):
                let p = pow(M_E, r * t), c = cos(w * t), s = sin(w * t)
                return p * (c2 * w * c - c1 * w * s) + r * p * (c2 * s + c1 * c)
            }
        }
    }

    /// ScrollSpringSimulation: a SpringSimulation whose x is the end once done.
    struct ScrollSpringSimulation: Simulation {
        let end: Double
        let solution: Solution
        var tolerance: Tolerance
        init(_ spring: SpringDescription, _ start: Double, _ end: Double, _ velocity: Double,
             tolerance: Tolerance = Tolerance()) {
            self.end = end
            solution = Solution(spring, start - end, velocity)
            self.tolerance = tolerance
        }
        func x(_ t: Double) -> Double { isDone(t) ? end : end + solution.x(t) }
        func dx(_ t: Double) -> Double { solution.dx(t) }
        func isDone(_ t: Double) -> Bool {
            nearZero(solution.x(t), tolerance.distance) && nearZero(solution.dx(t), tolerance.velocity)
        }
    }

    /// The velocity hold() keeps from a ballistic activity pressed `t` seconds after it began: its
    /// simulation's dx at the last tick at or before the press (ticks at i / fps), or 0 when a tick
    /// found it done (the activity went idle).
    static func heldVelocity(_ sim: Simulation?, pressedAfter t: Double, fps: Double) -> Double {
        guard let sim else { return 0 }
        let last = Int((t * fps + 1e-9).rounded(.down))
        for i in 0...last where sim.isDone(Double(i) / fps) { return 0 }
        return sim.dx(Double(last) / fps)
    }

    /// ScrollDragController.end: the velocity handed to goBallistic for a release at `velocity`
    /// (scroll direction) that carries `carried`.
    static func dragEnd(velocity: Double, carried: Double) -> Double {
        let momentumRetainVelocityThresholdFactor = 0.5
        guard carried != 0, velocity.sign == carried.sign, velocity != 0,
              abs(velocity) > abs(carried) * momentumRetainVelocityThresholdFactor else { return velocity }
        return velocity + carried
    }

    /// AnimationController.animateWith: the value at each frame until the frame the
    /// simulation is done; then it stays.
    static func frames(_ sim: Simulation, count: Int, fps: Double) -> [Double] {
        var out: [Double] = []
        var value = sim.x(0)
        var done = false
        for i in 0..<count {
            if !done {
                let t = Double(i) / fps
                value = sim.x(t)
                done = sim.isDone(t)
            }
            out.append(value)
        }
        return out
    }
}
