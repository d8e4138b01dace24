/// The trace the engine keeps while asked to: events as recorded, handed over in time order.
///
/// Rule: a scroll phase change is stamped with its solved time (a fling's edge crossing),
/// which can fall before an event recorded earlier in the same step; a stable sort by
/// time at hand-over puts it back in place (the events are already sorted on almost
/// every call, and then nothing is sorted).
struct TraceLog: Sendable {
    /// Collect events at all?
    var isOn = false
    /// Add a `frame` event per frame?
    var includesFrames = false
    private(set) var events: [TraceEvent] = []

    init() {}

    init(reserving capacity: Int) { events.reserveCapacity(capacity) }

    mutating func record(_ e: TraceEvent) {
        if isOn { events.append(e) }
    }

    /// Hands over the events since the last call, in time order, and forgets them.
    mutating func drain(_ body: (TraceEvent) -> Void) {
        if events.indices.dropFirst().contains(where: { events[$0].time < events[$0 - 1].time }) {
            events = events.enumerated().sorted { a, b in
                a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
            }.map(\.element)
        }
        for e in events { body(e) }
        events.removeAll(keepingCapacity: true)
    }

    /// Forgets the events not yet handed over (a snapshot starts clean).
    mutating func discard() { events = [] }
}
