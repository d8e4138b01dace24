/// Follows a pointer along one axis during a drag and estimates its velocity at release.
///
/// Every report counts, as on the platforms (a report of the same position, because the
/// pointer moved only along the other axis, is a real measurement). Times are taken to
/// whole microseconds (PointerSample) and the estimate is the platform's own
/// (`estimator`, VelocityEstimator) over the last `VelocityEstimator.historySize` reports,
/// `window` seconds back at most, ended by a gap over `stopGap`.
///
/// Our rules on top of the platforms' estimate (raw: `VelocityEstimator.velocity`):
/// - Stopped: if the pointer last *moved* more than `stopGap` before `now`, the velocity
///   is 0. Flutter and Android stop the same way, counting from the last report; here
///   reports of the position it already had do not count, so a pointer held still cannot
///   hide how long it has stood.
/// - Never backwards: an estimate whose sign is against the pointer's last movement is 0.
///   The platforms' fit can overshoot to the other side when a drag reverses or wobbles at
///   the end (5 of Flutter's 26 recorded axes); a fling the hand did not make is worse
///   than none.
public struct VelocityTracker: Sendable {
    public static let capacity = VelocityEstimator.historySize
    private var samples = RingBuffer(capacity: VelocityTracker.capacity, filler: PointerSample(time: 0, position: 0))
    /// When the pointer last changed position (µs), and which way (+1 or -1; 0 before any).
    private var lastMove: Int64?
    private var lastDirection = 0.0

    public var window: Double
    public var stopGap: Double
    public var estimator: VelocityEstimator

    public init(window: Double = 0.1, stopGap: Double = 0.04, estimator: VelocityEstimator = .leastSquares) {
        self.window = window
        self.stopGap = stopGap
        self.estimator = estimator
    }

    public mutating func reset() {
        samples.removeAll()
        lastMove = nil
        lastDirection = 0
    }

    /// Moves every sample by `delta`: the frame of reference changed, not the motion.
    public mutating func shift(by delta: Double) {
        guard delta.isFinite else { return }
        for i in 0..<samples.count { samples[i].position += delta }
    }

    /// True when the pointer last moved more than `stopGap` before t (false before any report).
    public func hasStopped(at t: Double) -> Bool {
        guard let lastMove, let now = PointerSample.microseconds(t) else { return false }
        return now - lastMove > Self.micro(stopGap)
    }

    /// A report of the pointer at `position` at time t (seconds).
    public mutating func add(time t: Double, position x: Double) {
        guard x.isFinite, let us = PointerSample.microseconds(t) else { return }
        guard samples.count > 0 else {
            samples.append(PointerSample(time: us, position: x))
            lastMove = us
            return
        }
        let last = samples.newest(0)
        if x != last.position {
            lastMove = max(us, last.time)
            lastDirection = x > last.position ? 1 : -1
        }
        // Two reports at one instant (or out of order): the newer position wins (Android's rule).
        if us <= last.time {
            samples.setNewest(0, PointerSample(time: last.time, position: x))
        } else {
            samples.append(PointerSample(time: us, position: x))
        }
    }

    /// Velocity (units per second) at time `now` (the release), with our rules.
    public func velocity(at now: Double) -> Double {
        guard samples.count >= 2, !hasStopped(at: now) else { return 0 }
        let v = estimator.velocity(of: samples, horizon: Self.micro(window), gap: Self.micro(stopGap))
        guard v.isFinite else { return 0 }
        return v * lastDirection < 0 ? 0 : v
    }

    /// A duration in seconds as whole microseconds (a tuning past the range counts as the range).
    private static func micro(_ seconds: Double) -> Int64 {
        PointerSample.microseconds(max(seconds, 0)) ?? Int64(1e18)
    }
}
