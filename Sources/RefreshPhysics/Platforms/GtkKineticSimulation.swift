/// GTK 4's kinetic scrolling (gtk/gtkkineticscrolling.c) with the limits GtkScrolledWindow gives it
/// (gtk/gtkscrolledwindow.c: DECELERATION_FRICTION 4, OVERSHOOT_FRICTION 20, MAX_OVERSHOOT_DISTANCE 100),
/// in closed form.
///
/// Decelerating (y'' = -m y', m = 4): x(t) = c1 + c2 e^(-m t), c1 = x0 + v0 / m, c2 = -v0 / m.
/// Past an edge it overshoots (y'' = -f y' - (f^2 / 4) y, f = 20: critically damped, beta 10),
/// displacement u(t) = e^(-f t / 2) (c1 + c2 t), c1 = u0, c2 = v0 + f c1 / 2 (init_overshoot).
///
/// How gtk_kinetic_scrolling_tick steps it, and how this relates:
/// - Both phases evaluate these same solutions at the accumulated time, so between events the
///   stepping is exact; the tick only notices events at frame times. Here each event is placed
///   where it happens on the continuous time axis:
/// - the edge: gtk starts the overshoot at the first frame past the edge, from that frame's position
///   and velocity; here from the edge at the crossing time (the same trajectory, not delayed to a frame);
/// - the stop: gtk stops decelerating once |v| < 1 px/s or a frame moves less than 1 px; at 60 Hz the
///   second rule holds first, once |v| < m / (e^(m / 60) - 1) = 57.99 px/s: that speed is the stop here
///   (so the 60 Hz stepping and this end within a frame's travel of each other);
/// - the overshoot clamp: gtk compares the displacement with `lower - 50` and `upper + 50` (its lower is 0,
///   its upper the largest scroll value): a bounce past the top is capped at 50 px and restarts from rest
///   there; past the bottom only a displacement above the whole scroll range + 50 would be;
/// - the overshoot ends when |u| < 0.1 px (after its peak here: gtk's first frame is already past it);
/// - the scrolled window shows at most MAX_OVERSHOOT_DISTANCE (100 px) past an edge (it clamps the value it sets).
public struct GtkKineticSimulation: EdgeSimulation, Equatable {
    public static let decelerationFriction = 4.0
    public static let overshootFriction = 20.0
    public static let maxOvershootDistance = 100.0
    static let overshootCap = 50.0
    static let overshootEnd = 0.1

    /// The speed at which gtk's 60 Hz stepping stops a deceleration, px/s.
    public static var stopSpeed: Double { decelerationFriction / (exp(decelerationFriction / 60) - 1) }

    let x0: Double
    let c1: Double
    let c2: Double
    /// Seconds the deceleration runs (to its stop, or to the edge).
    let decelerationEnd: Double
    public let crossingTime: Double
    let edge: Double
    /// Overshoot from the edge (or from the cap, from `capTime` on).
    let overshoot: SpringSimulation?
    let capped: SpringSimulation?
    let capTime: Double
    let overshootDuration: Double
    let shown: Double

    /// Offsets in points, `density` gtk px per pt (gtk's limits are in its pixels, which are
    /// logical: 1 at any display scale); `minEdge` is gtk's lower, `maxEdge` its upper.
    public init(position x0: Double, velocity v0: Double, minEdge: Double, maxEdge: Double, density: Double) {
        let px = density.isFinite && density > 0 ? density : 1
        let lo = min(minEdge, maxEdge), hi = max(minEdge, maxEdge)
        let m = Self.decelerationFriction
        self.x0 = x0
        shown = Self.maxOvershootDistance / px
        c1 = x0 + v0 / m
        c2 = -v0 / m
        var start: (u: Double, v: Double, edge: Double)?
        if x0 < lo || x0 > hi {
            crossingTime = 0
            decelerationEnd = 0
            start = (x0 - (x0 < lo ? lo : hi), v0, x0 < lo ? lo : hi)
        } else {
            // Stop: |v0| e^(-m t) = stopSpeed.
            let stop = abs(v0) * px <= Self.stopSpeed ? 0 : log(abs(v0) * px / Self.stopSpeed) / m
            let target = v0 > 0 ? hi : lo
            // x(t) = target: e^(-m t) = (target - c1) / c2.
            let ratio = c2 != 0 ? (target - c1) / c2 : 0
            if v0 != 0, ratio > 0, ratio < 1, -log(ratio) / m < stop {
                let tc = -log(ratio) / m
                crossingTime = tc
                decelerationEnd = tc
                start = (0, -m * c2 * ratio, target)
            } else {
                crossingTime = .infinity
                decelerationEnd = stop
            }
        }
        guard let start else {
            edge = 0; overshoot = nil; capped = nil; capTime = .infinity; overshootDuration = 0
            return
        }
        edge = start.edge
        let f = Self.overshootFriction
        let spring = SpringSimulation(from: start.u, velocity: start.v, to: 0, stiffness: f * f / 4, dampingRatio: 1)
        overshoot = spring
        // gtk's clamp: pos < lower - 50 or pos > upper + 50, with lower 0 and upper the scroll range.
        let range = (hi - lo) * px
        let capLow = -Self.overshootCap / px, capHigh = (range + Self.overshootCap) / px
        // A critically damped u(t) = e^(-beta t) (c1 + c2 t) has one extremum, at t* = 1/beta - c1/c2:
        // only if it lies past a cap can the cap be reached, before t*.
        let beta = f / 2
        let c2 = start.v + beta * start.u
        let peak = c2 != 0 ? max(1 / beta - start.u / c2, 0) : 0
        let deepest = spring.position(at: peak)
        if deepest < capLow || deepest > capHigh || start.u < capLow || start.u > capHigh,
           let tc = firstTime(from: 0, to: max(peak, 0.001), where: { let u = spring.position(at: $0); return u < capLow || u > capHigh }) {
            capTime = tc
            let u = min(max(spring.position(at: tc), capLow), capHigh)
            capped = SpringSimulation(from: u, velocity: 0, to: 0, stiffness: f * f / 4, dampingRatio: 1)
        } else {
            capTime = .infinity
            capped = nil
        }
        let end = Self.overshootEnd / px
        let last = capped ?? spring
        let from = capped == nil ? 0 : capTime
        // Ends once |u| < 0.1 px after the displacement has peaked (at t* of the spring then running).
        let lastC2 = last.v0 + beta * (last.x0 - last.target)
        let lastPeak = lastC2 != 0 ? max(1 / beta - (last.x0 - last.target) / lastC2, 0) : 0
        overshootDuration = from + (firstTime(from: lastPeak, to: 10) { abs(last.position(at: $0)) < end } ?? 10)
    }

    /// The displacement past the edge at overshoot time `s`, before the scrolled window's clamp.
    private func displacement(_ s: Double) -> Double {
        if let capped, s >= capTime { return capped.position(at: s - capTime) }
        return overshoot?.position(at: s) ?? 0
    }

    private func displacementVelocity(_ s: Double) -> Double {
        if let capped, s >= capTime { return capped.velocity(at: s - capTime) }
        return overshoot?.velocity(at: s) ?? 0
    }

    public func position(at t: Double) -> Double {
        if overshoot != nil, t >= crossingTime {
            let s = t - crossingTime
            if s >= overshootDuration { return edge }
            return edge + min(max(displacement(s), -shown), shown)
        }
        let m = Self.decelerationFriction
        return c1 + c2 * exp(-m * min(max(t, 0), decelerationEnd))
    }

    public func velocity(at t: Double) -> Double {
        if overshoot != nil, t >= crossingTime {
            let s = t - crossingTime
            if s >= overshootDuration || abs(displacement(s)) > shown { return 0 }
            return displacementVelocity(s)
        }
        guard t < decelerationEnd else { return 0 }
        let m = Self.decelerationFriction
        return -m * c2 * exp(-m * max(t, 0))
    }

    public func isDone(at t: Double) -> Bool {
        if overshoot != nil, t >= crossingTime { return t - crossingTime >= overshootDuration }
        return t >= decelerationEnd
    }

    public var restPosition: Double {
        overshoot != nil ? edge : c1 + c2 * exp(-Self.decelerationFriction * decelerationEnd)
    }
}
