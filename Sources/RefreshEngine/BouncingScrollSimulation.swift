/// A fling between two edges that bounces off the one it reaches.
///
/// Rule: inside [minEdge, maxEdge] the content decelerates by friction; if the
/// fling would come to rest beyond an edge, the crossing time tc is solved in
/// closed form and the friction's velocity at tc is handed to a spring that
/// returns to that edge: position and velocity are continuous at tc.
/// Starting outside the edges, the spring alone brings the content back.
public struct BouncingScrollSimulation: Simulation, Equatable, Sendable {
    public let friction: FrictionSimulation?
    public let spring: SpringSimulation?
    /// When the spring takes over (0 when starting out of bounds, +inf when it never does).
    public let crossingTime: Double

    public init(position x0: Double, velocity v0: Double, minEdge: Double, maxEdge: Double, tuning: Tuning) {
        let lo = min(minEdge, maxEdge), hi = max(minEdge, maxEdge)
        func makeSpring(_ x: Double, _ v: Double, _ edge: Double) -> SpringSimulation {
            SpringSimulation(from: x, velocity: v, to: edge,
                             stiffness: tuning.springStiffness, dampingRatio: tuning.springDampingRatio)
        }
        if x0 < lo || x0 > hi {
            friction = nil
            spring = makeSpring(x0, v0, x0 < lo ? lo : hi)
            crossingTime = 0
            return
        }
        let f = FrictionSimulation(position: x0, velocity: v0, rate: tuning.decelerationRate,
                                   restVelocity: tuning.restVelocity)
        friction = f
        let rest = f.restPosition
        let edge: Double? = rest < lo ? lo : (rest > hi ? hi : nil)
        if let edge, let tc = f.time(toReach: edge), tc < f.duration {
            crossingTime = tc
            spring = makeSpring(edge, f.velocity(at: tc), edge)
        } else {
            crossingTime = .infinity
            spring = nil
        }
    }

    /// True once the spring has taken over (the content is bouncing).
    public func isBouncing(at t: Double) -> Bool { spring != nil && t >= crossingTime }

    public func position(at t: Double) -> Double {
        if let spring, t >= crossingTime { return spring.position(at: t - crossingTime) }
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

    /// Where the motion ends.
    public var restPosition: Double {
        if let spring { return spring.target }
        return friction?.restPosition ?? 0
    }
}
