/// An arrow that turns between two angles with an ease-in-out over `duration`,
/// starting each turn from wherever it is (a flip reversed halfway turns back smoothly).
///
///     angle(t) = from + (to - from) e(s),   s = (t - start) / duration,   e(s) = s^2 (3 - 2s)
public struct ArrowFlip: Equatable, Sendable {
    public private(set) var from: Double
    public private(set) var to: Double
    public private(set) var start = -Double.infinity
    public var duration: Double

    public init(angle: Double, duration: Double) {
        from = angle
        to = angle
        self.duration = duration
    }

    public mutating func turn(to target: Double, at t: Double) {
        guard target != to else { return }
        from = angle(at: t)
        to = target
        start = t
    }

    public func angle(at t: Double) -> Double {
        guard duration > 0, t - start < duration else { return to }
        let s = max(t - start, 0) / duration
        return from + (to - from) * s * s * (3 - 2 * s)
    }

    func isTurning(at t: Double) -> Bool { t - start < duration }
}
