import RefreshPhysics

/// Input-to-present latency: from the time the OS gave the first input event a frame
/// answers (SDL's event time; the compositor's time on Wayland) to the return of the
/// present that shows it. The ring's storage is fixed: recording never allocates.
///
/// Rule: the app handles every pending event before it draws, so a frame shows all input
/// that arrived before it began: the latency is at most one frame plus the present. With
/// the drag resampled (`input.resampling`) a frame draws the pointer where it was the
/// resampler's lag before the frame: that lag is added to each sample.
struct InputLatency {
    private var samples = RingBuffer(capacity: 256, filler: 0.0)
    /// The earliest input time not yet shown.
    private var pending: Double?

    /// An input event that happened at `t` (seconds, the app's clock).
    mutating func input(at t: Double) {
        pending = min(pending ?? t, t)
    }

    /// A present returned at `now`: the input it answers has been shown, `lag` seconds
    /// behind (the resampler's, in real time).
    mutating func presented(at now: Double, lag: Double = 0) {
        guard let p = pending else { return }
        samples.append(max(now - p, 0) + (lag.isFinite ? max(lag, 0) : 0))
        pending = nil
    }

    var count: Int { samples.count }

    /// Median and 99th percentile in ms of the last 256 samples (nil without samples).
    /// Sorts a copy: called a few times a second (the HUD) or once (the benchmark).
    func summary() -> (median: Double, p99: Double)? {
        guard !samples.isEmpty else { return nil }
        let sorted = (0..<samples.count).map { samples[$0] * 1000 }.sorted()
        return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))])
    }
}
