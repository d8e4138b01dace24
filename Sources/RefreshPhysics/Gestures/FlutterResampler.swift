/// Flutter's pointer resampling: the pointer 38 ms before the frame, on the straight line
/// between the reports around that moment, never past the newest.
///
/// A port of PointerEventResampler (flutter/flutter, packages/flutter/lib/src/gestures/
/// resampler.dart at 048a304: `_positionAt` l. 127-146, `_processPointerEvents` l. 148-170)
/// as GestureBinding runs it (binding.dart: sample time = frame time + samplingOffset,
/// `_defaultSamplingOffset` = -38 ms, "two 60 Hz frames of latency plus 4.7 ms of driver
/// margin"):
/// - last = the newest report at or before the sample time s (the first report when all
///   are later: the press starts the drag where it is); next = the report after it.
/// - x = last + (s - t_last) / (t_next - t_last) (next - last); without a next report,
///   x = last. It never extrapolates, so a pointer that stops is drawn where it stopped
///   38 ms later.
struct FlutterResampler: PointerResampler {
    /// -_defaultSamplingOffset, µs.
    static let samplingOffset: Int64 = 38_000

    var latency: Int64 { Self.samplingOffset }

    func position(of reports: RingBuffer<PointerSample>, at frameTime: Int64) -> Double? {
        guard !reports.isEmpty else { return nil }
        let s = frameTime - Self.samplingOffset
        guard let l = reports.newestIndex(notAfter: s) else { return reports[0].position }
        let last = reports[l]
        guard l + 1 < reports.count else { return last.position }
        let next = reports[l + 1]
        guard next.time > last.time else { return next.position }
        let scalar = Double(s - last.time) / Double(next.time - last.time)
        return last.position + (next.position - last.position) * scalar
    }

    func settledTime(of reports: RingBuffer<PointerSample>) -> Int64? {
        guard !reports.isEmpty else { return nil }
        return reports.newest(0).time + Self.samplingOffset
    }
}
