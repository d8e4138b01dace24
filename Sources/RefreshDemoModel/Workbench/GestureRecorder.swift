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

    /// Engine time at which the recorded gesture began: it names the gesture (a replay
    /// begins it again at the same time, from the same snapshot, with the same input).
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

extension Workbench {
    /// Keys that move the list, as the keymap binds them (the rest are the window's:
    /// styles, panel, help); a key the keymap does not bind moves nothing and begins nothing.
    static func isScrollingKey(_ k: KeyPress) -> Bool {
        switch Keymap.command(for: k) {
        case .rowUp?, .rowDown?, .pageUp?, .pageDown?, .top?, .bottom?, .refresh?: return true
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
            snapshot.slots = .detached
            recorder.begin(snapshot)
            startSlotRun()
        } else if idle {
            return
        }
        recorder.append(event, at: t)
    }
}
