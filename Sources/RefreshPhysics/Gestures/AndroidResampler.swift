/// Android's touch resampling: the pointer 5 ms before the frame, between the two reports
/// around that moment, or a little past the newest one.
///
/// A port of LegacyResampler (AOSP frameworks/native, libs/input/Resampler.cpp, read in the
/// mirror AOSPA/android_frameworks_native at 0dd1116: the constants at l. 52-58,
/// `attemptInterpolation` and `attemptExtrapolation`; before
/// Android 15 the same rules in InputTransport.cpp's `InputConsumer::resampleTouchState`),
/// which InputConsumer runs on every batch of moves it hands the app at a frame:
/// - sample time s = frame - RESAMPLE_LATENCY (5 ms). The app gets the reports up to s;
///   the newest of them is `present` (the press counts: a down is never batched).
/// - a report after s (`future`, not yet handed out): interpolate,
///   x = present + (s - t_present) / (t_future - t_present) (future - present), unless the
///   two are less than RESAMPLE_MIN_DELTA (2 ms) apart (then x = present).
/// - none: extrapolate along the two newest, past and present, to
///   min(s, t_present + min(delta / 2, RESAMPLE_MAX_PREDICTION (8 ms))), delta = their gap,
///   unless delta < 2 ms or delta > RESAMPLE_MAX_DELTA (20 ms) (then x = present).
/// Not ported: the rewrite of a later report that repeats a resampled position
/// (InputConsumer's `rewriteMessage`), which only matters to a digitizer that keeps
/// reporting a finger held still.
///
/// Our rule on top: a pointer silent for more than RESAMPLE_MAX_DELTA before s is at its
/// newest report. A touchscreen reports a resting finger at its scan rate, so Android never
/// meets this; a mouse that stops sends nothing, and the list would otherwise stay up to
/// 8 ms of motion past where the hand stopped until the release.
struct AndroidResampler: PointerResampler {
    /// RESAMPLE_LATENCY, µs.
    static let resampleLatency: Int64 = 5_000
    /// RESAMPLE_MIN_DELTA, µs: reports closer than this are not resampled between.
    static let minDelta: Int64 = 2_000
    /// RESAMPLE_MAX_DELTA, µs: reports farther apart than this are not extrapolated.
    static let maxDelta: Int64 = 20_000
    /// RESAMPLE_MAX_PREDICTION, µs: the farthest past the newest report it predicts.
    static let maxPrediction: Int64 = 8_000

    var latency: Int64 { Self.resampleLatency }

    func position(of reports: RingBuffer<PointerSample>, at frameTime: Int64) -> Double? {
        guard !reports.isEmpty else { return nil }
        let s = frameTime - Self.resampleLatency
        let newest = reports.newest(0)
        if s - newest.time > Self.maxDelta { return newest.position }
        // Nothing handed out yet but the press (a move is batched, a down is not).
        guard let p = reports.newestIndex(notAfter: s) else { return reports[0].position }
        if p + 1 < reports.count { return Self.interpolated(reports[p], future: reports[p + 1], at: s) }
        guard p >= 1 else { return reports[p].position }
        return Self.extrapolated(past: reports[p - 1], present: reports[p], at: s)
    }

    func settledTime(of reports: RingBuffer<PointerSample>) -> Int64? {
        guard !reports.isEmpty else { return nil }
        return reports.newest(0).time + Self.resampleLatency + Self.maxDelta + 1
    }

    /// `attemptInterpolation`: between the newest report handed out and the next one.
    static func interpolated(_ present: PointerSample, future: PointerSample, at s: Int64) -> Double {
        let delta = future.time - present.time
        guard delta >= minDelta else { return present.position }
        return lerp(present.position, future.position, Double(s - present.time) / Double(delta))
    }

    /// `attemptExtrapolation`: along the two newest reports, at most half their gap and
    /// 8 ms past the newest.
    static func extrapolated(past: PointerSample, present: PointerSample, at s: Int64) -> Double {
        let delta = present.time - past.time
        guard delta >= minDelta, delta <= maxDelta else { return present.position }
        let farthest = present.time + min(delta / 2, maxPrediction)
        return lerp(past.position, present.position, Double(min(s, farthest) - past.time) / Double(delta))
    }

    /// Resampler.cpp's `lerp`: a + alpha (b - a).
    private static func lerp(_ a: Double, _ b: Double, _ alpha: Double) -> Double { a + alpha * (b - a) }
}
