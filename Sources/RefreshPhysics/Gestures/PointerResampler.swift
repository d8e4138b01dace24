/// A rule that puts a pointer where it was at a frame's time, from its raw reports.
///
/// Rule: the position depends only on the reports (oldest first, every one at or before the
/// frame) and the frame's time, both in whole microseconds: no clock, no state. Every report
/// counts from the press on; what a resampler does with reports newer than the frame's
/// sample time (frame time - `latency`) is its own.
protocol PointerResampler: Sendable {
    /// How far behind the frame the position is sampled, µs (the lag it adds to a drag).
    var latency: Int64 { get }
    /// Where the pointer is drawn at `frameTime` (µs); nil without reports.
    func position(of reports: RingBuffer<PointerSample>, at frameTime: Int64) -> Double?
    /// The first frame time (µs) from which the position is the newest report's and stays
    /// so until the next report: until then a pointer held still still moves on screen.
    func settledTime(of reports: RingBuffer<PointerSample>) -> Int64?
}

extension RingBuffer where Element == PointerSample {
    /// Index (oldest = 0) of the newest report at or before `time`; nil when all are later.
    func newestIndex(notAfter time: Int64) -> Int? {
        var i = count - 1
        while i >= 0 {
            if self[i].time <= time { return i }
            i -= 1
        }
        return nil
    }
}
