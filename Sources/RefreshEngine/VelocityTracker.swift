/// Estimates the velocity of a pointer-driven position at release.
///
/// Rule (Flutter's default tracker): keep the last 20 samples; fit
/// x(tau) = a + b tau + c tau^2 by least squares over the samples within
/// `window` seconds of the newest (tau = t - t_newest); the velocity is the
/// slope b at the newest sample. If the newest sample is older than
/// `stopGap` at release, the pointer had stopped: the velocity is 0.
public struct VelocityTracker: Sendable {
    public static let capacity = 20
    private var times: [Double]
    private var positions: [Double]
    private var count = 0
    private var head = 0  // index of the next write

    public var window: Double
    public var stopGap: Double

    public init(window: Double = 0.1, stopGap: Double = 0.04) {
        times = Array(repeating: 0, count: Self.capacity)
        positions = Array(repeating: 0, count: Self.capacity)
        self.window = window
        self.stopGap = stopGap
    }

    public mutating func reset() {
        count = 0
        head = 0
    }

    /// Moves every sample by `delta`: the frame of reference changed, not the motion.
    public mutating func shift(by delta: Double) {
        guard delta.isFinite else { return }
        for i in 0..<count { positions[(head - 1 - i + 2 * Self.capacity) % Self.capacity] += delta }
    }

    public mutating func add(time t: Double, position x: Double) {
        guard t.isFinite, x.isFinite else { return }
        if count > 0 {
            let last = (head + Self.capacity - 1) % Self.capacity
            // Two samples at one instant would make the fit singular; the newer one wins.
            if t <= times[last] {
                positions[last] = x
                return
            }
        }
        times[head] = t
        positions[head] = x
        head = (head + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// Velocity (units per second) at time `now` (the release).
    public func velocity(at now: Double) -> Double {
        guard count >= 2 else { return 0 }
        let newest = (head + Self.capacity - 1) % Self.capacity
        let tn = times[newest]
        if now - tn > stopGap { return 0 }
        let xn = positions[newest]
        // Sums for the normal equations of the degree-2 fit.
        var n = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var y0 = 0.0, y1 = 0.0, y2 = 0.0
        var used = 0
        for i in 0..<count {
            let idx = (newest - i + Self.capacity) % Self.capacity
            let tau = times[idx] - tn
            if -tau > window { break }
            let y = positions[idx] - xn
            let tau2 = tau * tau
            n += 1; s1 += tau; s2 += tau2; s3 += tau2 * tau; s4 += tau2 * tau2
            y0 += y; y1 += y * tau; y2 += y * tau2
            used += 1
        }
        guard used >= 2 else { return 0 }
        if used >= 3 {
            // | n  s1 s2 | |a|   |y0|
            // | s1 s2 s3 | |b| = |y1|     solve for b by Cramer's rule
            // | s2 s3 s4 | |c|   |y2|
            let det = n * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
            let scale = max(abs(n * s2 * s4), 1e-300)
            if abs(det) > 1e-12 * scale {
                let detB = n * (y1 * s4 - s3 * y2) - y0 * (s1 * s4 - s3 * s2) + s2 * (s1 * y2 - y1 * s2)
                let b = detB / det
                if b.isFinite { return b }
            }
        }
        // Linear least squares: slope = (n sum(tau y) - sum(tau) sum(y)) / (n sum(tau^2) - sum(tau)^2)
        let den = n * s2 - s1 * s1
        guard abs(den) > 1e-18 else { return 0 }
        let slope = (n * y1 - s1 * y0) / den
        return slope.isFinite ? slope : 0
    }
}
