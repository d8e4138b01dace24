/// A fling between two edges that bounces off the one it reaches: friction, then a spring.
///
/// Rule: inside [minEdge, maxEdge] the content decelerates by friction; if the
/// fling would come to rest beyond an edge, the crossing time tc is solved in
/// closed form and the friction's velocity at tc is handed to a spring that
/// returns to that edge: position is continuous at tc, and so is the velocity up to
/// the transfer cap
///
///     |v_spring| = min(|v(tc)|, springTransferCap, maxBounceOvershoot / P)
///
/// where P is the spring's overshoot per unit speed (SpringSimulation.overshootPerUnitSpeed),
/// so no fling bounces farther than maxBounceOvershoot (Flutter caps at 5000 pt/s).
/// The friction stops at `restVelocity`: the fling no longer visibly moves.
/// Starting outside the edges, the spring alone brings the content back; a velocity
/// outwards is capped the same way, so the content goes at most maxBounceOvershoot
/// beyond where it was let go (x0 h(t) + v0 g(t) with h <= 1 and max g = P, for damping >= 1).
///
/// The same closed form is Flutter's BouncingScrollSimulation (`Parameters.flutter`, see
/// FlutterBouncingSimulation.swift): what differs between the two is a parameter, not a type.
public struct BouncingScrollSimulation: EdgeSimulation, Equatable, Sendable {
    /// What shapes a fling and its bounce (the defaults are iOS's feel at 1x).
    public struct Parameters: Equatable, Sendable {
        /// Velocity kept per millisecond (UIKit's decelerationRate).
        public var decelerationRate = 0.998
        /// Below this speed (pt/s) the fling has stopped.
        public var restVelocity = 20.0
        public var springStiffness = 100.0
        public var springDampingRatio = 1.0
        /// The spring's mass (1: stiffness and damping as UIKit's tunables give them).
        public var springMass = 1.0
        /// The spring is done within this distance of its edge (pt) ...
        public var springRestDistance = 0.1
        /// ... and slower than this (pt/s).
        public var springRestVelocity = 1.0
        /// The fastest speed (pt/s) handed to the spring.
        public var springTransferCap = 5000.0
        /// No bounce goes farther than this past an edge (pt).
        public var maxBounceOvershoot = 120.0
        /// The transfer cap applies to a fling into the leading edge too (false: Flutter's
        /// one-sided min(v, cap), which lets a fling upwards keep its whole speed).
        public var capsLeadingTransfer = true
        /// Released past an edge, a velocity outwards is capped like a hand-over (false:
        /// Flutter's spring runs with the finger's velocity).
        public var capsOutwardRelease = true
        /// The spring takes over only if the friction reaches the edge before it stops
        /// (false: Flutter's, whenever the friction's final position lies past the edge).
        public var crossesOnlyWhileMoving = true
        /// A done spring reports its edge as its position (Flutter's ScrollSpringSimulation)
        /// rather than where its closed form is.
        public var reportsEdgeWhenDone = false
        /// The friction's stop is the closed form's time (the phase change is the same at every
        /// frame rate); false: the first frame that finds it done, as Flutter's ticker does.
        public var stopsAtExactTime = true

        public init() {}
    }

    public let friction: FrictionSimulation?
    public let spring: SpringSimulation?
    /// When the spring takes over (0 when starting out of bounds, +inf when it never does).
    public let crossingTime: Double
    let reportsEdgeWhenDone: Bool
    let stopsAtExactTime: Bool

    public init(position x0: Double, velocity v0: Double, minEdge: Double, maxEdge: Double, parameters p: Parameters) {
        let lo = min(minEdge, maxEdge), hi = max(minEdge, maxEdge)
        reportsEdgeWhenDone = p.reportsEdgeWhenDone
        stopsAtExactTime = p.stopsAtExactTime
        func makeSpring(_ x: Double, _ v: Double, _ edge: Double) -> SpringSimulation {
            SpringSimulation(from: x, velocity: v, to: edge, stiffness: p.springStiffness,
                             dampingRatio: p.springDampingRatio, mass: p.springMass,
                             restDistance: p.springRestDistance, restVelocity: p.springRestVelocity)
        }
        if x0 < lo || x0 > hi {
            friction = nil
            let outwards = (x0 < lo) == (v0 < 0)
            let v = outwards && p.capsOutwardRelease ? Self.transferVelocity(v0, parameters: p) : v0
            spring = makeSpring(x0, v, x0 < lo ? lo : hi)
            crossingTime = 0
            return
        }
        let f = FrictionSimulation(position: x0, velocity: v0, rate: p.decelerationRate, restVelocity: p.restVelocity)
        friction = f
        let rest = f.restPosition
        let edge: Double? = rest < lo ? lo : (rest > hi ? hi : nil)
        if let edge, let tc = f.time(toReach: edge), tc < f.duration || !p.crossesOnlyWhileMoving {
            crossingTime = tc
            spring = makeSpring(edge, Self.transferVelocity(f.velocity(at: tc), parameters: p), edge)
        } else {
            crossingTime = .infinity
            spring = nil
        }
    }

    /// The velocity a fling hands to the bounce spring: capped by springTransferCap and
    /// by the speed at which the spring would overshoot maxBounceOvershoot (towards the
    /// leading edge only if `capsLeadingTransfer`).
    public static func transferVelocity(_ v: Double, parameters p: Parameters) -> Double {
        let perUnit = SpringSimulation.overshootPerUnitSpeed(stiffness: p.springStiffness,
                                                             dampingRatio: p.springDampingRatio, mass: p.springMass)
        var cap = max(p.springTransferCap, 0)
        if perUnit > 0, p.maxBounceOvershoot.isFinite { cap = min(cap, max(p.maxBounceOvershoot, 0) / perUnit) }
        return p.capsLeadingTransfer ? min(max(v, -cap), cap) : min(v, cap)
    }

    /// True once the spring has taken over (the content is bouncing).
    public func isBouncing(at t: Double) -> Bool { spring != nil && t >= crossingTime }

    public func position(at t: Double) -> Double {
        if let spring, t >= crossingTime {
            let local = t - crossingTime
            if reportsEdgeWhenDone && spring.isDone(at: local) { return spring.target }
            return spring.position(at: local)
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

    /// Where the friction alone would come to rest if nothing stopped it (Flutter's finalX),
    /// or the edge after a bounce.
    var finalPosition: Double {
        if let spring { return spring.target }
        return friction?.restPosition ?? 0
    }

    /// The friction's stop time when it ends the motion and `stopsAtExactTime`; nil otherwise.
    public var stopTime: Double? {
        guard stopsAtExactTime, spring == nil, let friction else { return nil }
        return friction.duration
    }
}
