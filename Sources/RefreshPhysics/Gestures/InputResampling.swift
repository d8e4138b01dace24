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

    /// The rule, or nil when the reports are used as they come.
    var resampler: (any PointerResampler)? {
        switch self {
        case .off: return nil
        case .android: return AndroidResampler()
        case .flutter: return FlutterResampler()
        }
    }

    /// How far behind the frame the drawn pointer is, s (0 when off).
    public var latency: Double { Double(resampler?.latency ?? 0) / 1_000_000 }
}
