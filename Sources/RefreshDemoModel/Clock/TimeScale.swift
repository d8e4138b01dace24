import RefreshEngine
/// Maps the host's real time to engine time for slow motion and pause.
///
///     engine(r) = anchorEngine + (r - anchorReal) * scale      (paused: anchorEngine)
///
/// Every change re-anchors at the moment it happens, so engine time is continuous;
/// physics evaluated at engine times is then exactly the same motion, only seen slower.
public struct TimeScale: Equatable, Sendable {
    static let slowFactor = 0.1
    public private(set) var scale = 1.0
    public private(set) var paused = false
    private var anchorReal = 0.0
    private var anchorEngine = 0.0

    public init() {}

    public var isSlow: Bool { scale != 1 }

    public func engineTime(atReal r: Double) -> Double {
        guard r.isFinite else { return anchorEngine }
        return paused ? anchorEngine : anchorEngine + max(r - anchorReal, 0) * scale
    }

    private mutating func reanchor(_ r: Double) {
        anchorEngine = engineTime(atReal: r)
        anchorReal = r
    }

    public mutating func setSlow(_ on: Bool, atReal r: Double) {
        reanchor(r)
        scale = on ? Self.slowFactor : 1
    }

    public mutating func setPaused(_ on: Bool, atReal r: Double) {
        reanchor(r)
        paused = on
    }

    /// Any playback speed (the timeline's 1, 0.5, 0.25, 0.1).
    public mutating func setScale(_ s: Double, atReal r: Double) {
        guard s.isFinite, s > 0 else { return }
        reanchor(r)
        scale = s
    }

    /// Engine time is `e` at real time r from now on (a replay goes back to its gesture's
    /// start); scale and pause are kept.
    public mutating func rebase(engineTime e: Double, atReal r: Double) {
        guard e.isFinite, r.isFinite else { return }
        anchorEngine = e
        anchorReal = r
    }

    /// While paused: advance engine time by one frame.
    public mutating func stepFrame(_ seconds: Double) {
        guard paused, seconds.isFinite, seconds > 0 else { return }
        anchorEngine += seconds
    }
}
