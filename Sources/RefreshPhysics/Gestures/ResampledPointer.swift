/// A dragging pointer along one axis: its raw reports since the press, and where the list
/// draws it at a frame (`mode`, InputResampling).
///
/// Rules: a report at the time of the previous one (or before it) replaces its position,
/// as the velocity tracker does; the newest `capacity` reports are kept (at 8,000 Hz, the
/// fastest mice, 32 ms of them: more than Android looks back, and a Flutter drag at that
/// rate starts from the oldest kept); the position at t depends only on the reports up to t
/// and t, so a headless run draws the same at any frame rate and a replay the same again.
public struct ResampledPointer: Sendable {
    /// How many of the newest reports are kept.
    static let capacity = 256
    /// Whose rule draws the pointer (off: none; `position` is nil).
    public var mode: InputResampling
    private var reports = RingBuffer(capacity: ResampledPointer.capacity, filler: PointerSample(time: 0, position: 0))

    /// No reports yet, drawn by `mode`'s rule.
    public init(mode: InputResampling = .off) {
        self.mode = mode
    }

    /// Forgets every report (a new press).
    public mutating func reset() { reports.removeAll() }

    /// A report of the pointer at `position` at time t (s); ignored when not finite.
    public mutating func add(time t: Double, position x: Double) {
        guard x.isFinite, let us = PointerSample.microseconds(t) else { return }
        if let last = reports.isEmpty ? nil : reports.newest(0), us <= last.time {
            reports.setNewest(0, PointerSample(time: last.time, position: x))
        } else {
            reports.append(PointerSample(time: us, position: x))
        }
    }

    /// Where the pointer is drawn at t (s): the mode's resampled position; nil when the mode is
    /// off, before any report, or at a time off the clock's range.
    public func position(at t: Double) -> Double? {
        guard mode != .off, let us = PointerSample.microseconds(t) else { return nil }
        return mode.position(of: reports, at: us)
    }

    /// True when the drawn pointer rests on the newest report from t until the next report
    /// (always when off): a pointer held still no longer moves on screen.
    public func isSettled(at t: Double) -> Bool {
        guard let settled = mode.settledTime(of: reports),
              let us = PointerSample.microseconds(t) else { return true }
        return us >= settled
    }
}
