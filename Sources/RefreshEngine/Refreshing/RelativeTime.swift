/// A short relative time for a post: "now", "5m", "3h", "2d", "6w", "3y".
///
/// Rule: the largest unit with at least one whole unit elapsed; under a minute is "now";
/// future times (clock skew) read "now" too.
public enum RelativeTime {
    public static func text(from timestamp: Double, to now: Double) -> String {
        let s = now - timestamp
        guard s.isFinite, s >= 60 else { return "now" }
        let minutes = Int(saturating: s / 60)
        if minutes < 60 { return "\(minutes)m" }
        let hours = minutes / 60
        if hours < 24 { return "\(hours)h" }
        let days = hours / 24
        if days < 7 { return "\(days)d" }
        if days < 365 { return "\(days / 7)w" }
        return "\(days / 365)y"
    }
}
