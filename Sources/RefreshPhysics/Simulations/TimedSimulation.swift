/// A move to `target` in exactly `duration` seconds that starts with the current
/// velocity and ends at rest: a cubic Hermite curve.
///
/// With s = t / T:
///     x(t) = h00(s) x0 + h10(s) T v0 + h01(s) x1,   h00 = 2s^3 - 3s^2 + 1,
///            h10 = s^3 - 2s^2 + s,                   h01 = -2s^3 + 3s^2
/// With v0 = 0 it is the ease-in-out curve UIView animations use by default.
public struct TimedSimulation: Simulation, Equatable, Sendable {
    public let x0: Double
    public let v0: Double
    public let target: Double
    public let duration: Double

    public init(from x0: Double, velocity v0: Double, to target: Double, duration: Double) {
        self.x0 = x0
        self.v0 = v0.isFinite ? v0 : 0
        self.target = target
        self.duration = duration.isFinite ? max(duration, 0) : 0
    }

    public func position(at t: Double) -> Double {
        guard duration > 0, t < duration else { return target }
        let s = max(t, 0) / duration
        let s2 = s * s, s3 = s2 * s
        return (2 * s3 - 3 * s2 + 1) * x0 + (s3 - 2 * s2 + s) * duration * v0 + (-2 * s3 + 3 * s2) * target
    }

    public func velocity(at t: Double) -> Double {
        guard duration > 0, t < duration else { return 0 }
        let s = max(t, 0) / duration
        let s2 = s * s
        return ((6 * s2 - 6 * s) * x0 + (3 * s2 - 4 * s + 1) * duration * v0 + (-6 * s2 + 6 * s) * target) / duration
    }

    public func isDone(at t: Double) -> Bool { t >= duration }
}
