/// Android 12+'s stretch overscroll: EdgeEffect with TYPE_STRETCH
/// (core/java/android/widget/EdgeEffect.java), as the offset past the edge it shows.
///
/// The effect keeps a pull distance d in pixels (mDistance x mHeight, at most the view's height H):
/// a drag past the edge adds to it 1:1 (onPullDistance), a fling reaching the edge gives it a
/// velocity of 13 times the fling's (onAbsorb, ON_ABSORB_VELOCITY_ADJUSTMENT), and a release
/// lets it recede from rest (onRelease). It recedes on an underdamped spring (updateSpring:
/// natural frequency 24.657 /s, damping ratio 0.98), clamped at d <= H (velocity 0 there), and
/// ends when d drops below 0 or, once |v| <= 200 px/s and d < 8 px while returning, by moving
/// linearly at 200 px/s to 0 (LINEAR_VELOCITY_TAKE_OVER, LINEAR_DISTANCE_TAKE_OVER).
///
/// What shows is a scale 1 + s pinned at the edge, with dampStretchVector
///
///     s(f) = 0.016 f + 0.016 (1 - e^(-f e / 0.33)),   f = d / H
///
/// so the far end of the view moves by H s(f): that is the overscroll offset here (a translation
/// standing for the stretch: the rows between move by less, which a translation cannot show).
public enum AndroidStretch {
    public static let naturalFrequency = 24.657
    public static let dampingRatio = 0.98
    public static let absorbVelocityAdjustment = 13.0
    static let linearTakeOverVelocity = 200.0
    static let linearTakeOverDistance = 8.0

    /// dampStretchVector for a pull fraction f in [0, 1].
    public static func stretch(_ f: Double) -> Double {
        let x = min(max(f, 0), 1)
        return 0.016 * x + 0.016 * (1 - exp(-x * M_E / 0.33))
    }

    /// d s / d f.
    static func stretchSlope(_ f: Double) -> Double {
        guard f >= 0, f < 1 else { return 0 }
        return 0.016 + 0.016 * (M_E / 0.33) * exp(-f * M_E / 0.33)
    }

    /// The offset shown past the edge for a pull of `pull` pt on a view `height` pt tall.
    public static func offset(forPull pull: Double, height: Double) -> Double {
        let h = max(height, 1)
        return h * stretch(pull / h)
    }

    /// d offset / d pull.
    public static func slope(atPull pull: Double, height: Double) -> Double {
        stretchSlope(pull / max(height, 1))
    }

    /// The pull that shows `offset` (the inverse of offset(forPull:), by bisection).
    public static func pull(forOffset offset: Double, height: Double) -> Double {
        let h = max(height, 1)
        guard offset > 0 else { return 0 }
        if offset >= h * stretch(1) { return h }
        var lo = 0.0, hi = h
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if h * stretch(mid / h) < offset { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}

/// The stretch receding in closed form: the pull distance d(t) in points (see AndroidStretch).
///
/// Stepping updateSpring frame by frame evaluates this same spring solution from each frame's
/// state, so the steps compose exactly; the frame only decides when the clamp at H, the linear
/// take-over and the end are noticed (within one frame). Here they are found on the continuous
/// time axis once, when the motion starts.
public struct StretchRecede: Equatable, Sendable {
    /// The spring from the start and, if that reaches H, the one from rest at H after `springStart`.
    let initial: SpringSimulation
    let spring: SpringSimulation
    let springStart: Double
    /// When the linear take-over starts, its distance then, and when d reaches 0.
    let linearStart: Double
    let linearFrom: Double
    let linearSpeed: Double
    public let duration: Double
    public let height: Double

    /// From pull `d0` (pt) at `v0` (pt/s, positive stretches further), on a view `height` pt
    /// tall and a display of `density` px per pt (the take-over thresholds are in pixels).
    public init(pull d0: Double, velocity v0: Double, height: Double, density: Double) {
        let h = max(height, 1)
        let px = density.isFinite && density > 0 ? density : 1
        self.height = h
        let w = AndroidStretch.naturalFrequency
        func make(_ d: Double, _ v: Double) -> SpringSimulation {
            SpringSimulation(from: d, velocity: v, to: 0, stiffness: w * w, dampingRatio: AndroidStretch.dampingRatio)
        }
        let first = make(min(max(d0, 0), h), v0)
        var s = first
        var start = 0.0
        // The stretch is deepest at its first peak (its velocity first reaches 0): only a peak past H clamps.
        let peak = first.velocity(at: 0) > 0 ? firstTime(from: 0, to: 10) { first.velocity(at: $0) <= 0 } ?? 0 : 0
        if first.position(at: peak) > h, let tc = firstTime(from: 0, to: peak, where: { first.position(at: $0) > h }) {
            start = tc
            s = make(h, 0)
        }
        initial = first
        spring = s
        springStart = start
        let vMax = AndroidStretch.linearTakeOverVelocity / px
        let dMax = AndroidStretch.linearTakeOverDistance / px
        linearSpeed = vMax
        let sp = s
        let takeOver = firstTime(from: 0, to: 10) { t in
            let d = sp.position(at: t), v = sp.velocity(at: t)
            return d < 0 || (abs(v) <= vMax && d < dMax && v < 0)
        } ?? 10
        let dAt = sp.position(at: takeOver)
        if dAt <= 0 {
            linearStart = start + takeOver
            linearFrom = 0
            duration = start + takeOver
        } else {
            linearStart = start + takeOver
            linearFrom = dAt
            duration = start + takeOver + dAt / vMax
        }
    }

    /// The pull distance d at t, pt.
    public func pull(at t: Double) -> Double {
        if t >= duration { return 0 }
        if t >= linearStart { return linearFrom - linearSpeed * (t - linearStart) }
        if t < springStart { return initial.position(at: t) }
        return spring.position(at: t - springStart)
    }

    public func pullVelocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        if t >= linearStart { return -linearSpeed }
        if t < springStart { return initial.velocity(at: t) }
        return spring.velocity(at: t - springStart)
    }
}
