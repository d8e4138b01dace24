import Foundation

/// Flutter's BouncingScrollSimulation (packages/flutter/lib/src/widgets/scroll_simulation.dart)
/// with BouncingScrollPhysics' spring and tolerance, in closed form.
///
/// Inside [leading, trailing]: FrictionSimulation(0.135, x0, v0) (physics/friction_simulation.dart):
///
///     x(t) = x0 + v0 (0.135^t - 1) / ln 0.135,   v(t) = v0 0.135^t,   done when |v| < tolerance.velocity
///
/// If its finalX lies past an edge, at timeAtX(edge) a ScrollSpringSimulation
/// (spring mass 0.5, stiffness 100, damping ratio 1.1: BouncingScrollPhysics.spring) takes over
/// from the edge with `min(dx(tc), maxSpringTransferVelocity)`. Flutter's cap is one-sided:
/// min(v, 5000) caps a fling into the trailing edge, while one into the leading edge (v < 0)
/// keeps its whole speed. Started past an edge, the spring alone runs with v0 uncapped.
/// The spring is done when |x - edge| < tolerance.distance and |v| < tolerance.velocity,
/// and a done ScrollSpringSimulation reports the edge itself.
public struct FlutterBouncingSimulation: EdgeSimulation, Equatable {
    /// FrictionSimulation's drag: UIScrollView's 0.998 per ms over one second.
    public static let drag = 0.135
    public static let maxSpringTransferVelocity = 5000.0
    public static let springMass = 0.5, springStiffness = 100.0, springDampingRatio = 1.1

    public let friction: FrictionSimulation?
    public let spring: SpringSimulation?
    public let crossingTime: Double

    /// `toleranceDistance` and `toleranceVelocity` are ScrollPhysics.toleranceFor: 1 / dpr and
    /// 1 / (0.05 dpr) in logical pixels.
    public init(position x0: Double, velocity v0: Double, leadingExtent lo: Double, trailingExtent hi: Double,
                toleranceDistance: Double, toleranceVelocity: Double) {
        func spring(_ x: Double, _ v: Double, _ edge: Double) -> SpringSimulation {
            SpringSimulation(from: x, velocity: v, to: edge, stiffness: Self.springStiffness,
                             dampingRatio: Self.springDampingRatio, mass: Self.springMass,
                             restDistance: toleranceDistance, restVelocity: toleranceVelocity)
        }
        if x0 < lo || x0 > hi {
            friction = nil
            self.spring = spring(x0, v0, x0 < lo ? lo : hi)
            crossingTime = 0
            return
        }
        let f = FrictionSimulation(position: x0, velocity: v0, rate: pow(Self.drag, 0.001),
                                   restVelocity: toleranceVelocity)
        friction = f
        let finalX = f.restPosition
        if v0 > 0, finalX > hi, let tc = f.time(toReach: hi) {
            crossingTime = tc
            self.spring = spring(hi, min(f.velocity(at: tc), Self.maxSpringTransferVelocity), hi)
        } else if v0 < 0, finalX < lo, let tc = f.time(toReach: lo) {
            crossingTime = tc
            self.spring = spring(lo, min(f.velocity(at: tc), Self.maxSpringTransferVelocity), lo)
        } else {
            crossingTime = .infinity
            self.spring = nil
        }
    }

    public func position(at t: Double) -> Double {
        if let spring, t >= crossingTime {
            let local = t - crossingTime
            return spring.isDone(at: local) ? spring.target : spring.position(at: local)
        }
        return friction?.position(at: t) ?? 0
    }

    public func velocity(at t: Double) -> Double {
        if let spring, t >= crossingTime { return spring.velocity(at: t - crossingTime) }
        return friction?.velocity(at: t) ?? 0
    }

    public func isDone(at t: Double) -> Bool {
        if let spring, t >= crossingTime { return spring.isDone(at: t - crossingTime) }
        return friction?.isDone(at: t) ?? true
    }

    /// The edge after a bounce, or where the friction is when it is done (x at its last time).
    public var restPosition: Double {
        if let spring { return spring.target }
        return friction.map { $0.position(at: $0.duration) } ?? 0
    }
}

/// BouncingScrollPhysics.applyPhysicsToUserOffset (widgets/scroll_physics.dart): how far the
/// content moves for one drag delta, given where it is.
///
/// Inside the extents a delta moves the content 1:1 (even one that crosses an edge). Past an
/// edge by `overscroll`, with frictionFactor(f) = 0.52 (1 - f)^2 and f the overscroll as a
/// fraction of the viewport (less the delta when the delta eases the overscroll back):
/// the delta is multiplied by that factor until the content would be back at the edge, and
/// the rest moves 1:1 (_applyFriction). The result depends on how the drag is cut into deltas,
/// so the engine applies it to each pointer event's delta, as Flutter does to each update.
public enum FlutterDragPhysics {
    public static func frictionFactor(_ overscrollFraction: Double) -> Double {
        let r = 1 - overscrollFraction
        return 0.52 * r * r
    }

    /// The scroll offset change for a finger delta `delta` (in Flutter's sign: positive moves
    /// the finger towards the leading edge's side, so pixels decrease); `pixels` is the
    /// current scroll offset. Returns what Flutter subtracts from pixels.
    public static func userOffset(_ delta: Double, pixels: Double, minExtent: Double, maxExtent: Double,
                                  viewport: Double) -> Double {
        guard delta != 0, pixels < minExtent || pixels > maxExtent else { return delta }
        let pastStart = max(minExtent - pixels, 0)
        let pastEnd = max(pixels - maxExtent, 0)
        let past = max(pastStart, pastEnd)
        let easing = (pastStart > 0 && delta < 0) || (pastEnd > 0 && delta > 0)
        let dim = max(viewport, 1)
        let friction = easing ? frictionFactor((past - abs(delta)) / dim) : frictionFactor(past / dim)
        return (delta > 0 ? 1 : -1) * applyFriction(extentOutside: past, absDelta: abs(delta), gamma: friction)
    }

    static func applyFriction(extentOutside: Double, absDelta: Double, gamma: Double) -> Double {
        var total = 0.0
        var rest = absDelta
        if extentOutside > 0 {
            let deltaToLimit = extentOutside / gamma
            if rest < deltaToLimit { return rest * gamma }
            total += extentOutside
            rest -= deltaToLimit
        }
        return total + rest
    }
}
