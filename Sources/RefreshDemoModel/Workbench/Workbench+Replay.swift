import RefreshEngine

/// Replay (R) and the paused timeline: the last gesture played again from its start.
extension Workbench {
    /// Traces the host's replay: `{"type":"setting","name":"replay","value":"<start time>"}`.
    public mutating func recordReplay(from start: Double) {
        list.recordHostEvent(.setting(t: list.time, name: "replay", value: TraceEvent.num(start, 6)))
    }

    /// What R says once the replay has begun: with the A/B slots in use, the slot it
    /// replays with, and when the other slot has not run this gesture, that there is
    /// nothing to compare yet (no ghost is drawn).
    public mutating func announceReplay(at t: Double) {
        guard slots.isInUse else { return }
        let m = list.language.interface.messages
        let this = TuningSlots.name(slots.active), other = TuningSlots.name(1 - slots.active)
        let text = slots.runGestures[1 - slots.active] == recorder.startTime
            ? MessageStrings.fill(m.replaySlot, this) : MessageStrings.fill(m.replayNothingToCompare, this, other)
        post(message: text, isError: false, at: t)
    }

    /// The snapshot at the last gesture's start with what the window shows now (the panel,
    /// the HUD, the language, the header style, the tuning slots); nil when there is none
    /// or it was too long to keep.
    private func startOfLastGesture() -> Workbench? {
        guard let start = recorder.start, !recorder.overflowed else { return nil }
        var e = start.engine
        e.panel = panel
        e.showsHUD = showsHUD
        e.list.language = list.language
        e.list.headerStyle = list.headerStyle
        e.slots = slots
        return e
    }

    /// The workbench at the start of the last gesture with `tuning` applied (traced as
    /// `tuning` lines at the start time) and the window's present settings, and the
    /// gesture's input to play into it; nil when there is none or it was too long.
    public func replayOfLastGesture(tuning: TuningSet) -> (engine: Workbench, replay: GestureReplay)? {
        guard var e = startOfLastGesture() else { return nil }
        e.list.tracing = list.tracing
        e.list.tracingFrames = list.tracingFrames
        e.recorder = recorder
        e.slots.runs[e.slots.active].clear()
        e.slots.runGestures[e.slots.active] = recorder.startTime
        e.applyTuning(tuning, at: e.list.time)
        return (e, GestureReplay(events: recorder.events))
    }

    /// The last gesture's run as it was at engine time t (from its start to now): the
    /// snapshot at its start with the tuning it ran with, its input played at their exact
    /// times and frames on the 1/60 s grid from the start, so a paused timeline can be
    /// scrubbed exactly. The window's settings are today's; nothing is traced. Nil when
    /// no gesture is recorded or t is before it.
    public func rewound(to t: Double) -> Workbench? {
        guard var e = startOfLastGesture(), t >= e.list.time else { return nil }
        e.list.tracing = false
        var replay = GestureReplay(events: recorder.events)
        let t0 = e.list.time
        var i = 1
        let fps = 60.0
        while t0 + Double(i) / fps < t {
            let ft = t0 + Double(i) / fps
            replay.advance(to: ft) { event, at in e.handle(event, at: at) }
            _ = e.frame(at: ft)
            i += 1
        }
        replay.advance(to: t) { event, at in e.handle(event, at: at) }
        e.hostEffects = []
        return e
    }
}
