import RefreshEngine

/// Two tuning slots, A and B, and the motion of the last gesture run under each, so a
/// replay under one can be compared with the other: the plot draws the other slot's
/// offset and velocity faintly, the list a ghost line where its content edge was.
///
/// Rule: runs are aligned at their gesture's start (tau = t - start); each slot keeps the
/// motion of the last gesture run under it, from its start for `runSpan` seconds, in a
/// ring sized once, and which gesture it was: the other run is drawn only when it ran the
/// same gesture (a replay, R), and only while the panel, where they are compared, is open.
/// B starts as a copy of A.
public struct TuningSlots: Sendable {
    /// Seconds of a run kept per slot.
    static let runSpan = 10.0

    public internal(set) var active = 0
    var sets: [TuningSet] = [TuningSet(), TuningSet()]
    var seeded = false
    /// Per slot, the motion of its last run with t measured from the gesture's start.
    var runs: [MotionHistory] = [MotionHistory(), MotionHistory()]
    /// Per slot, which gesture its last run was, by its start time (GestureRecorder.startTime;
    /// nil: none yet).
    var runGestures: [Double?] = [nil, nil]

    /// Both slots ran the same gesture: there is something to compare (the ghost shows).
    public var comparesOneGesture: Bool { runGestures[0] != nil && runGestures[0] == runGestures[1] }

    public init() {}

    /// Slots holding nothing, shared (what a gesture's snapshot carries: the replay puts
    /// the live slots back), so a snapshot builds no rings.
    static let detached = TuningSlots()

    public static func name(_ slot: Int) -> String { slot == 0 ? "A" : "B" }

    /// B has been used: a Save says which slot's values it wrote.
    public var isInUse: Bool { seeded }

    /// The other slot's run (empty until one was recorded there).
    var otherRun: MotionHistory { runs[1 - active] }

    /// The other slot's content offset tau seconds into its run, nil outside it.
    func otherOffset(at tau: Double) -> Double? {
        let r = runs[1 - active]
        guard r.sampleCount > 0, tau >= r.sample(0).t, tau <= r.sample(r.sampleCount - 1).t else { return nil }
        // Binary search for the last sample at or before tau, then a straight line to the next.
        var lo = 0, hi = r.sampleCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if r.sample(mid).t <= tau { lo = mid } else { hi = mid - 1 }
        }
        let a = r.sample(lo)
        guard lo + 1 < r.sampleCount else { return a.offset }
        let b = r.sample(lo + 1)
        let f = b.t > a.t ? (tau - a.t) / (b.t - a.t) : 0
        return a.offset + (b.offset - a.offset) * f
    }
}
