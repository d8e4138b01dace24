/// UIKit-style fling deceleration: the velocity is multiplied by `rate` every millisecond.
///
///     k = 1000 ln(rate)                      (per second, negative)
///     x(t) = x0 + v0 (rate^(1000 t) - 1) / k
///     v(t) = v0 rate^(1000 t)
///     rest = x0 - v0 / k
public struct FrictionSimulation: Simulation, Equatable, Sendable {
    public let x0: Double
    public let v0: Double
    public let rate: Double
    /// Below this speed (pt/s) the fling counts as stopped.
    public let restVelocity: Double
    /// 1000 ln(rate), per second.
    public let k: Double

    public init(position x0: Double, velocity v0: Double, rate: Double, restVelocity: Double = 0.5) {
        self.x0 = x0
        self.v0 = v0
        // A rate of 1 or more would never stop; below 0.5 it is a wall. Clamp to keep k finite and negative.
        let r = min(max(rate.isFinite ? rate : 0.998, 0.5), 0.999_999)
        self.rate = r
        self.restVelocity = max(restVelocity, 1e-6)
        self.k = 1000 * log(r)
    }

    public func position(at t: Double) -> Double {
        x0 + v0 * (exp(k * t) - 1) / k
    }

    public func velocity(at t: Double) -> Double {
        v0 * exp(k * t)
    }

    /// Where the fling would come to rest if nothing stopped it.
    var restPosition: Double { x0 - v0 / k }

    /// Time at which |v| falls to `restVelocity`: ln(restVelocity / |v0|) / k.
    public var duration: Double {
        let speed = abs(v0)
        return speed <= restVelocity ? 0 : log(restVelocity / speed) / k
    }

    public func isDone(at t: Double) -> Bool { t >= duration }

    /// Time at which the position reaches `p`, or nil if the fling stops short of it.
    ///
    ///     t = ln(1 + k |p - x0| / |v0|) / k
    public func time(toReach p: Double) -> Double? {
        let distance = p - x0
        if distance == 0 { return 0 }
        guard v0 != 0, (distance > 0) == (v0 > 0) else { return nil }
        let arg = 1 + k * abs(distance) / abs(v0)
        guard arg > 0 else { return nil }
        return log(arg) / k
    }
}
