import RefreshPhysics

/// The header's "last updated" line, as MJRefresh shows it but with a real date check.
///
/// Rule, in local time (UTC + `utcOffset` seconds): the same calendar date as now
/// (year, month and day all equal) -> "Today HH:mm"; the same year -> "MM-dd HH:mm";
/// otherwise "yyyy-MM-dd HH:mm"; no saved time -> "No record".
public enum LastUpdatedFormat {
    /// A wall-clock time in the viewer's zone, to the minute: what the format compares and prints.
    public struct CivilTime: Equatable, Sendable {
        public var year: Int, month: Int, day: Int, hour: Int, minute: Int
    }

    /// Calendar fields of a Unix time (proleptic Gregorian: CivilDate).
    static func civil(_ unix: Double, utcOffset: Double) -> CivilTime {
        // Clamped to about ±300,000 years: beyond Int the conversion would trap, and near it
        // the day arithmetic below would overflow. Callers show only years 0 to 9999.
        let seconds = Int(saturating: min(max((unix + utcOffset).rounded(.down), -1e13), 1e13))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilDate.from(days: days)
        return CivilTime(year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60)
    }

    public static func text(saved: Double?, now: Double, utcOffset: Double, strings: Strings) -> String {
        guard let saved, saved.isFinite else { return strings.lastUpdated + strings.noRecord }
        let s = civil(saved, utcOffset: utcOffset)
        let n = civil(now, utcOffset: utcOffset)
        let time = pad(s.hour) + ":" + pad(s.minute)
        let when: String
        if s.year == n.year && s.month == n.month && s.day == n.day {
            when = strings.today + " " + time
        } else if s.year == n.year {
            when = pad(s.month) + "-" + pad(s.day) + " " + time
        } else {
            when = String(s.year) + "-" + pad(s.month) + "-" + pad(s.day) + " " + time
        }
        return strings.lastUpdated + when
    }

    private static func pad(_ v: Int) -> String { v < 10 ? "0" + String(v) : String(v) }
}
