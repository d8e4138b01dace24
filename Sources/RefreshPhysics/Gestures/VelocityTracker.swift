/// How the release velocity is estimated from the drag's last samples.
public enum VelocityEstimator: String, CaseIterable, Sendable {
    /// Flutter's default: a degree-2 least-squares fit over the last `window` seconds,
    /// its slope at the newest sample.
    case leastSquares
    /// iOS's (as Flutter's IOSScrollViewFlingVelocityTracker): the speeds of the last
    /// three pairs of samples, weighted 0.6 (newest), 0.35, 0.05. Made for a touch
    /// digitizer's sub-point samples; with a mouse's whole points at high rates it is noisy.
    case weightedPairs
}

/// Estimates the velocity of a pointer-driven position at release.
///
/// Rules:
/// - A sample is a movement: one at the newest sample's position is dropped, so a
///   pointer held still (or a release where the pointer already was) cannot hide how
///   long ago it last moved.
/// - If the pointer last moved more than `stopGap` before `now`, it had stopped: 0.
/// - The samples used are those within `window` of the newest.
/// - The estimate (`estimator`) never opposes the last movement: an estimate whose sign
///   differs from that of (newest - previous sample) is 0, never a fling backwards.
public struct VelocityTracker: Sendable {
    public static let capacity = 20
    /// iOS's weights for the newest, previous and oldest of the last three pairs.
    static let pairWeights = [0.6, 0.35, 0.05]
    private var samples = RingBuffer(capacity: VelocityTracker.capacity, filler: (t: 0.0, x: 0.0))
    private var count: Int { samples.count }

    public var window: Double
    public var stopGap: Double
    public var estimator: VelocityEstimator

    public init(window: Double = 0.1, stopGap: Double = 0.04, estimator: VelocityEstimator = .leastSquares) {
        self.window = window
        self.stopGap = stopGap
        self.estimator = estimator
    }

    public mutating func reset() { samples.removeAll() }

    /// Moves every sample by `delta`: the frame of reference changed, not the motion.
    public mutating func shift(by delta: Double) {
        guard delta.isFinite else { return }
        for i in 0..<count { samples[i].x += delta }
    }

    /// Time of the newest sample: when the pointer last moved (nil before any sample).
    public var lastMoveTime: Double? { count > 0 ? samples.newest(0).t : nil }

    public mutating func add(time t: Double, position x: Double) {
        guard t.isFinite, x.isFinite else { return }
        if count > 0 {
            let last = samples.newest(0)
            // No movement: the sample says nothing new, and its time would mask a pause.
            if x == last.x { return }
            // Two samples at one instant would make the fit singular; the newer one wins.
            if t <= last.t {
                samples.setNewest(0, (last.t, x))
                return
            }
        }
        samples.append((t, x))
    }

    /// The i-th newest sample's time and position (0 = newest).
    private func time(_ i: Int) -> Double { samples.newest(i).t }
    private func position(_ i: Int) -> Double { samples.newest(i).x }

    /// Velocity (units per second) at time `now` (the release).
    public func velocity(at now: Double) -> Double {
        guard count >= 2 else { return 0 }
        let tn = time(0)
        if !(now - tn <= stopGap) { return 0 }
        // The samples that count: those within the window.
        var used = 1
        while used < count, tn - time(used) <= window { used += 1 }
        guard used >= 2 else { return 0 }
        let v: Double
        switch estimator {
        case .leastSquares: v = leastSquares(used)
        case .weightedPairs: v = weightedPairs(used)
        }
        guard v.isFinite else { return 0 }
        let lastMotion = position(0) - position(1)
        return v * lastMotion < 0 ? 0 : v
    }

    private func leastSquares(_ used: Int) -> Double {
        let tn = time(0), xn = position(0)
        // Sums for the normal equations of the degree-2 fit.
        var n = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var y0 = 0.0, y1 = 0.0, y2 = 0.0
        for i in 0..<used {
            let tau = time(i) - tn
            let y = position(i) - xn
            let tau2 = tau * tau
            n += 1; s1 += tau; s2 += tau2; s3 += tau2 * tau; s4 += tau2 * tau2
            y0 += y; y1 += y * tau; y2 += y * tau2
        }
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
        return (n * y1 - s1 * y0) / den
    }

    /// sum(w_i v_i) / sum(w_i) over the last three pairs (fewer at the drag's start):
    /// v_i = (x_newer - x_older) / (t_newer - t_older).
    private func weightedPairs(_ used: Int) -> Double {
        var sum = 0.0, weights = 0.0
        for i in 0..<min(used - 1, Self.pairWeights.count) {
            let dt = time(i) - time(i + 1)
            guard dt > 0 else { continue }
            sum += Self.pairWeights[i] * (position(i) - position(i + 1)) / dt
            weights += Self.pairWeights[i]
        }
        return weights > 0 ? sum / weights : 0
    }
}
