import Foundation
import RefreshPhysics

/// The local time zone's offset from UTC, as the C library reads TZ.
///
/// Why not Foundation's TimeZone: it knows zone names (Europe/Paris) but takes a POSIX
/// TZ rule (`EST5EDT,M3.2.0,M11.1.0`, `<+0330>-3:30`) for UTC. tzset() and localtime_r
/// read every form TZ may take, rule, name or none (the system's /etc/localtime).
enum LocalTime {
    /// Seconds east of UTC at Unix time `unix` (negative west of Greenwich), daylight
    /// saving included; 0 when the C library cannot say.
    static func utcOffset(at unix: Double) -> Double {
        tzset()
        var t = time_t(Int(saturating: unix.isFinite ? unix.rounded(.down) : 0))
        var parts = tm()
        guard localtime_r(&t, &parts) != nil else { return 0 }
        return Double(parts.tm_gmtoff)
    }
}
