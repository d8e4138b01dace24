import RefreshEngine

/// The input of the last gesture with its exact times, and the workbench as it was the
/// instant before the gesture began, so the gesture can be replayed from the same state
/// (scroll position, content, header, feed) with other tuning.
///
/// Rule: a press on the list begins a gesture; so does a wheel event or a scrolling key
/// while the list is idle (at rest, not held, no touchpad gesture). Every later input
/// that is not the panel's belongs to it while the list is not idle. Replaying the same
/// input at the same times into the snapshot gives the same trace (the engine is
/// deterministic); the buffer is sized once and a gesture longer than it is not replayed.
public struct GestureRecorder {
    /// Inputs one gesture may hold (a minute of 60 Hz moves).
    public static let capacity = 4096

    /// The workbench at the gesture's start (a class box: a value cannot hold itself).
    final class Start {
        let engine: Workbench
        init(_ engine: Workbench) { self.engine = engine }
    }

    var start: Start?
    /// The gesture's inputs and their engine times, in order.
    public private(set) var events: [(t: Double, event: InputEvent)]
    /// More input than `capacity`: the gesture cannot be replayed.
    private(set) var overflowed = false

    init(reserving capacity: Int) {
        events = []
        events.reserveCapacity(capacity)
    }

    /// A recorder holding nothing and no buffer (what a snapshot carries).
    static var detached: GestureRecorder { GestureRecorder(reserving: 0) }

    public var hasGesture: Bool { start != nil }

    /// Engine time at which the recorded gesture began.
    public var startTime: Double { start?.engine.list.time ?? 0 }

    mutating func begin(_ snapshot: Workbench) {
        start = Start(snapshot)
        events.removeAll(keepingCapacity: true)
        overflowed = false
    }

    mutating func append(_ event: InputEvent, at t: Double) {
        guard start != nil, !overflowed else { return }
        guard events.count < Self.capacity else { overflowed = true; return }
        events.append((t, event))
    }
}

/// Recorded input played back into an engine at its exact times.
public struct GestureReplay {
    public let events: [(t: Double, event: InputEvent)]
    public private(set) var next = 0

    public init(events: [(t: Double, event: InputEvent)]) { self.events = events }

    public var isFinished: Bool { next >= events.count }

    /// Input of the hand that ends a replay: a press, the wheel, a key that scrolls.
    public static func interrupts(_ e: InputEvent) -> Bool {
        switch e {
        case .press, .wheel: return true
        case .key(let k): return Workbench.isScrollingKey(k)
        default: return false
        }
    }

    /// Hands every event due by engine time t to `body`, in order, with its own time.
    public mutating func advance(to t: Double, _ body: (InputEvent, Double) -> Void) {
        while next < events.count, events[next].t <= t {
            body(events[next].event, events[next].t)
            next += 1
        }
    }

    /// Plays every remaining event.
    public mutating func finish(_ body: (InputEvent, Double) -> Void) { advance(to: .infinity, body) }
}

extension Workbench {
    /// Keys that move the list (the rest are the window's: styles, panel, help).
    static func isScrollingKey(_ k: KeyPress) -> Bool {
        switch k.key {
        case .up, .down, .pageup, .pagedown, .space, .home, .end, .f5: return true
        case .r: return k.modifiers.contains(.ctrl)
        default: return false
        }
    }

    /// Called for each list input before it is applied (engine at time t, the state it finds).
    mutating func recordGestureInput(_ event: InputEvent, at t: Double) {
        // A new wheel or key gesture begins only while the list is idle; an ongoing one
        // takes later input until then.
        let idle = list.isIdleForGestures
        let begins: Bool
        switch event {
        case .press: begins = !list.pointerDown
        case .wheel, .touchpad: begins = idle
        case .touchpadLift: begins = false
        case .key(let k):
            guard Self.isScrollingKey(k) else { return }
            begins = idle
        case .resize: return
        case .move, .release, .hover, .modifiers: begins = false
        }
        if begins {
            var snapshot = self
            // The snapshot carries no recording and no undrained trace: it starts clean, and
            // the live buffer stays this engine's alone (no copy when it is cleared).
            snapshot.recorder = .detached
            snapshot.list = list.cleanSnapshot
            snapshot.hostEffects = []
            snapshot.slots = TuningSlots()
            recorder.begin(snapshot)
            startSlotRun()
        } else if idle {
            return
        }
        recorder.append(event, at: t)
    }

    /// Traces the host's replay: `{"type":"setting","name":"replay","value":"<start time>"}`.
    public mutating func recordReplay(from start: Double) {
        list.recordHostEvent(.setting(t: list.time, name: "replay", value: TraceEvent.num(start, 6)))
    }

    /// The engine at the start of the last gesture with `tuning` applied (traced as
    /// `tuning` lines at the start time) and the window's present settings, and the
    /// gesture's input to play into it; nil when there is none or it was too long.
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

    public func replayOfLastGesture(tuning: TuningSet) -> (engine: Workbench, replay: GestureReplay)? {
        guard var e = startOfLastGesture() else { return nil }
        e.list.tracing = list.tracing
        e.list.tracingFrames = list.tracingFrames
        e.recorder = recorder
        e.slots.runs[e.slots.active].clear()
        e.applyTuning(tuning, at: e.list.time)
        return (e, GestureReplay(events: recorder.events))
    }
}

extension Workbench {
    /// The last gesture's run as it was at engine time t (from its start to now): the
    /// snapshot at its start with the tuning it ran with, its input played at their exact
    /// times and frames on the 1/60 s grid from the start, so a paused timeline can be
    /// scrubbed exactly. The window's settings are today's; nothing is traced. Nil when
    /// no gesture is recorded or t is before it.
    public func rewound(to t: Double, fps: Double = 60) -> Workbench? {
        guard var e = startOfLastGesture(), t >= e.list.time else { return nil }
        e.list.tracing = false
        var replay = GestureReplay(events: recorder.events)
        let t0 = e.list.time
        var i = 1
        while t0 + Double(i) / fps < t {
            let ft = t0 + Double(i) / fps
            replay.advance(to: ft) { event, at in e.handle(event, at: at) }
            _ = e.frame(at: ft)
            i += 1
        }
        replay.advance(to: t) { event, at in e.handle(event, at: at) }
        e.hostEffects = []
        e.list = e.list.cleanSnapshot
        return e
    }
}
