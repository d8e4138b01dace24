import RefreshEngine

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
}
