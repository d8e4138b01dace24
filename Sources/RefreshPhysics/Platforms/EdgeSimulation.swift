/// A fling that may hand over to a motion at an edge, in closed form.
///
/// `crossingTime` is when the edge motion takes over (0 when it starts past an edge,
/// +infinity when it never does); `restPosition` is where the motion ends: the position at the
/// time it is done, so ending there is no jump.
public protocol EdgeSimulation: Simulation, Sendable {
    var crossingTime: Double { get }
    var restPosition: Double { get }
    /// When the motion stops on its own, if its closed form knows (the host stamps the end
    /// then, the same at every frame rate); nil: at the time the host finds it done.
    var stopTime: Double? { get }
    /// True once the edge motion has taken over (the content is bouncing or stretched).
    func isBouncing(at t: Double) -> Bool
    /// The motion with new edges, continuing from time t as if it had had them from the start; nil
    /// when restarting from the current position and velocity is the same thing (a memoryless
    /// friction) or the motion is already at an edge.
    func reaimed(minEdge: Double, maxEdge: Double, at t: Double) -> AnyEdgeSimulation?
}

extension EdgeSimulation {
    public func reaimed(minEdge: Double, maxEdge: Double, at t: Double) -> AnyEdgeSimulation? { nil }

    public var stopTime: Double? { nil }

    public func isBouncing(at t: Double) -> Bool { t >= crossingTime }
}

/// The first time in (from, to] at which `condition` holds, to within `resolution` seconds,
/// found by scanning in steps of `scan` and bisecting the step where it first holds; nil if never.
///
/// Used once per motion to place a platform's frame-by-frame rule (a clamp, a stop
/// check) on the continuous time axis; the motion itself stays a closed form.
func firstTime(from: Double, to: Double, scan: Double = 0.001, resolution: Double = 1e-9,
               where condition: (Double) -> Bool) -> Double? {
    var lo = from
    var t = from
    while t < to {
        let next = min(t + scan, to)
        if condition(next) {
            var hi = next
            lo = t
            while hi - lo > resolution {
                let mid = (lo + hi) / 2
                if condition(mid) { hi = mid } else { lo = mid }
            }
            return hi
        }
        t = next
    }
    return nil
}
