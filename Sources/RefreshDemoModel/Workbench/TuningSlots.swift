import RefreshEngine

/// Two tuning slots, A and B, and the motion of the last gesture run under each, so a
/// replay under one can be compared with the other: the plot draws the other slot's
/// offset and velocity faintly, the list a ghost line where its content edge was.
///
/// Rule: runs are aligned at their gesture's start (tau = t - start); each slot keeps the
/// motion of the last gesture run under it, from its start for `runSpan` seconds, in a
/// ring sized once. B starts as a copy of A.
public struct TuningSlots: Sendable {
    /// Seconds of a run kept per slot.
    static let runSpan = 10.0

    public internal(set) var active = 0
    var sets: [TuningSet] = [TuningSet(), TuningSet()]
    var seeded = false
    /// Per slot, the motion of its last run with t measured from the gesture's start.
    var runs: [MotionHistory] = [MotionHistory(), MotionHistory()]

    public init() {}

    public static func name(_ slot: Int) -> String { slot == 0 ? "A" : "B" }

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

/// What the list and the plot draw for the A/B comparison.
public struct WorkbenchViewState: Sendable {
    /// The active slot: 0 = A, 1 = B.
    public var slot = 0
    /// Window y where the other run had, at this moment of the gesture, the content now at
    /// the top edge of the content (when in view) or at the top of the view; nil if it did not run then.
    public var ghostEdgeY: Double?
    /// Engine time at which the current gesture began (the ghost run's tau = 0).
    public var gestureStart = 0.0
    /// The other slot's run (t from its gesture's start).
    public var ghost = MotionHistory.empty

    public init() {}
}

extension Workbench {
    /// B (or A): keeps the values in use as this slot's, applies the other's (traced as
    /// `tuning` lines) and says which slot is in use. B starts as a copy of A.
    mutating func switchTuningSlot(at t: Double) {
        if !slots.seeded {
            slots.sets = [list.tuningSet, list.tuningSet]
            slots.seeded = true
        }
        slots.sets[slots.active] = list.tuningSet
        slots.active = 1 - slots.active
        list.applyTuning(slots.sets[slots.active], at: t)
        list.recordHostEvent(.setting(t: t, name: "slot", value: TuningSlots.name(slots.active)))
        post(message: "Tuning \(TuningSlots.name(slots.active)) (B switches, R replays)", isError: false, at: t)
    }

    /// A gesture begins: the active slot's run starts over.
    mutating func startSlotRun() {
        slots.runs[slots.active].clear()
    }

    /// Records this frame's motion into the active slot's run, and fills the comparison's view.
    mutating func updateComparison() {
        // Let go of last frame's shared ring first, so recording writes in place.
        overlays.workbench.ghost = MotionHistory.empty
        overlays.workbench.slot = slots.active
        guard recorder.hasGesture else { overlays.workbench.ghostEdgeY = nil; return }
        let start = recorder.startTime
        let tau = list.time - start
        let offset = list.scrollOffset
        if tau >= 0, tau <= TuningSlots.runSpan {
            slots.runs[slots.active].record(t: tau, offset: offset, velocity: list.scrollVelocity)
        }
        overlays.workbench.gestureStart = start
        // The content's top edge where it is in view, else the content at the top of the view:
        // that point of the content, where the other run had it at this moment.
        let top = list.tuning.topBarHeight
        let y0 = max(-offset, top)
        overlays.workbench.ghostEdgeY = slots.seeded
            ? slots.otherOffset(at: tau).map { y0 + offset - $0 } : nil
        if slots.seeded { overlays.workbench.ghost = slots.otherRun }
    }
}
