/// How the release velocity is estimated from the pointer's last reports: each case is a
/// platform's own estimator, number for number (VelocityEstimatorTests holds them to the
/// flings recorded in Flutter's and Android's test suites).
public enum VelocityEstimator: String, CaseIterable, Sendable {
    /// Flutter's VelocityTracker and Android's LSQ2 strategy (the default of both): a
    /// degree-2 least-squares fit of position against age, its slope at the newest report.
    /// The reports fitted are the newest `historySize`, walking back from the newest while a
    /// report is at most `horizon` old and at most `gap` older than the one after it
    /// (a longer gap means the pointer had stopped: what came before it is another motion).
    /// Two reports give their straight-line slope (Android lowers the degree; Flutter's
    /// tracker needs three and reports 0).
    case leastSquares
    /// Flutter's IOSScrollViewFlingVelocityTracker (its model of UIScrollView): of the
    /// speeds between the last four reports, 0.6 x the oldest pair's + 0.35 x the middle
    /// one's + 0.05 x the newest one's. A pair not yet there counts as 0 (Flutter's rule:
    /// the weights are not renormalised at a drag's start).
    case weightedPairs

    /// Flutter's `_historySize` and Android's `HISTORY_SIZE`.
    static let historySize = 20
    /// Weights of the newest, middle and oldest of the last three pairs (weightedPairs).
    static let pairWeights = [0.05, 0.35, 0.6]

    /// Velocity (position units per second) at the newest report of `history` (oldest
    /// first); `horizon` and `gap` in microseconds (Flutter and Android: 100 ms, 40 ms).
    /// No reports, one report or no fit: 0.
    func velocity(of history: RingBuffer<PointerSample>, horizon: Int64, gap: Int64) -> Double {
        guard history.count >= 2 else { return 0 }
        switch self {
        case .leastSquares: return Self.leastSquares(history, horizon: horizon, gap: gap)
        case .weightedPairs: return Self.weightedPairs(history)
        }
    }

    /// How many of the newest reports the fit uses (the horizon and gap rules).
    static func fitted(_ h: RingBuffer<PointerSample>, horizon: Int64, gap: Int64) -> Int {
        let newest = h.newest(0).time
        var previous = newest
        var used = 0
        while used < min(h.count, historySize) {
            let t = h.newest(used).time
            if newest - t > horizon || previous - t > gap { break }
            previous = t
            used += 1
        }
        return used
    }

    /// Least squares in milliseconds of age (as both platforms fit), with sums about the
    /// means so that nothing cancels: b = (Sty Sqq - Sqy Stq) / (Stt Sqq - Stq^2), where
    /// t is the (negative) age, q = t^2 and S are centred sums of products.
    private static func leastSquares(_ h: RingBuffer<PointerSample>, horizon: Int64, gap: Int64) -> Double {
        let n = fitted(h, horizon: horizon, gap: gap)
        guard n >= 2 else { return 0 }
        let newest = h.newest(0)
        func sample(_ i: Int) -> (t: Double, y: Double) {
            let s = h.newest(i)
            return (-Double(newest.time - s.time) / 1000, s.position - newest.position)
        }
        if n == 2 {
            let a = sample(1)
            return a.t < 0 ? a.y / a.t * 1000 : 0
        }
        var mt = 0.0, mq = 0.0, my = 0.0
        for i in 0..<n {
            let s = sample(i)
            mt += s.t; mq += s.t * s.t; my += s.y
        }
        let count = Double(n)
        mt /= count; mq /= count; my /= count
        var stt = 0.0, stq = 0.0, sqq = 0.0, sty = 0.0, sqy = 0.0
        for i in 0..<n {
            let s = sample(i)
            let dt = s.t - mt, dq = s.t * s.t - mq, dy = s.y - my
            stt += dt * dt; stq += dt * dq; sqq += dq * dq; sty += dt * dy; sqy += dq * dy
        }
        let den = stt * sqq - stq * stq
        guard den > 1e-12 * stt * sqq, den.isFinite else {
            // Flutter's solver finds no fit when the times do not span a parabola.
            return 0
        }
        return (sty * sqq - sqy * stq) / den * 1000
    }

    /// Flutter's `_previousVelocityAt(0, -1, -2)` weighted 0.05, 0.35, 0.6.
    private static func weightedPairs(_ h: RingBuffer<PointerSample>) -> Double {
        var v = 0.0
        for (i, w) in pairWeights.enumerated() where i + 1 < h.count {
            let end = h.newest(i), start = h.newest(i + 1)
            let dt = end.time - start.time
            // Milliseconds keep the division well scaled, as Flutter does.
            if dt > 0 { v += w * (end.position - start.position) * 1000 / (Double(dt) / 1000) }
        }
        return v
    }
}
