/// One report of a pointer along one axis: when, in whole microseconds, and where.
///
/// Rule: times are whole microseconds (Flutter's Duration; Android's nanoseconds agree to
/// far better than a point per second), so ages and gaps are exact integer differences and
/// a gesture measures the same at any absolute time on the clock.
struct PointerSample: Equatable, Sendable {
    var time: Int64
    var position: Double

    init(time: Int64, position: Double) {
        self.time = time
        self.position = position
    }

    /// Seconds to the nearest whole microsecond; nil when not finite or beyond ±10^12 s.
    static func microseconds(_ seconds: Double) -> Int64? {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        return Int64((seconds * 1_000_000).rounded())
    }
}
