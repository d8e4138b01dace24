/// Whose rule puts the dragging pointer at each frame's time (`input.resampling`).
///
/// A mouse or touchpad reports at 125 Hz; at 60 frames a second most frames take two reports
/// and every sixth three, so a steady drag moves the list 3.2, 3.2, ..., 4.8 pt a frame at
/// 200 pt/s. Resampling draws the pointer where it was at a fixed time before the frame,
/// so the steps are even, at the cost of that lag (`latency`). Only the drawn drag is
/// resampled: the release velocity is measured from the raw reports.
public enum InputResampling: String, CaseIterable, Sendable {
    /// The newest report, as it came.
    case off
    /// Android's InputConsumer: 5 ms back, interpolated or extrapolated (AndroidResampler).
    case android
    /// Flutter's PointerEventResampler: 38 ms back, interpolated only (FlutterResampler).
    case flutter

    /// Where the mode's rule draws the pointer at `frameTime` (µs); nil when off or without reports.
    ///
    /// Each rule is a value asked directly (no `any PointerResampler`: the WebAssembly build
    /// holds no existential of a protocol that is not class-bound).
    func position(of reports: RingBuffer<PointerSample>, at frameTime: Int64) -> Double? {
        switch self {
        case .off: return nil
        case .android: return AndroidResampler().position(of: reports, at: frameTime)
        case .flutter: return FlutterResampler().position(of: reports, at: frameTime)
        }
    }

    /// The first frame time (µs) from which the rule draws the newest report; nil when off or
    /// without reports (PointerResampler.settledTime).
    func settledTime(of reports: RingBuffer<PointerSample>) -> Int64? {
        switch self {
        case .off: return nil
        case .android: return AndroidResampler().settledTime(of: reports)
        case .flutter: return FlutterResampler().settledTime(of: reports)
        }
    }

    /// How far behind the frame the drawn pointer is, µs (0 when off).
    var latencyMicroseconds: Int64 {
        switch self {
        case .off: return 0
        case .android: return AndroidResampler().latency
        case .flutter: return FlutterResampler().latency
        }
    }

    /// How far behind the frame the drawn pointer is, s (0 when off).
    public var latency: Double { Double(latencyMicroseconds) / 1_000_000 }
}
