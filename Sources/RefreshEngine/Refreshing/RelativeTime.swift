import RefreshPhysics

/// A short relative time for a post in the list's language: "now", "5m", "3h" in English,
/// "刚刚", "2分钟前", "2 мин назад", "2분 전", ... elsewhere.
///
/// Rule: the largest unit with at least one whole unit elapsed (minute, hour, day, week,
/// year); under a minute is "now"; future times (clock skew) read "now" too. Each
/// language says it as its apps do: abbreviated units where the language has them, so
/// the text needs no plural form.
public enum RelativeTime {
    /// The unit an age is said in: the largest whole one it has reached.
    public enum Unit: Int, CaseIterable, Sendable { case minute, hour, day, week, year }

    public static func text(from timestamp: Double, to now: Double, in language: Language = .en) -> String {
        let s = now - timestamp
        guard s.isFinite, s >= 60 else { return justNow(language) }
        let minutes = Int(saturating: s / 60)
        if minutes < 60 { return text(minutes, .minute, in: language) }
        let hours = minutes / 60
        if hours < 24 { return text(hours, .hour, in: language) }
        let days = hours / 24
        if days < 7 { return text(days, .day, in: language) }
        if days < 365 { return text(days / 7, .week, in: language) }
        return text(days / 365, .year, in: language)
    }

    static func justNow(_ language: Language) -> String {
        switch language {
        case .en: return "now"
        case .zhHans: return "刚刚"
        case .zhHant: return "剛剛"
        case .ko: return "방금"
        case .ru: return "только что"
        case .uk: return "щойно"
        }
    }

    /// `n` units ago: the number, then the language's unit and "ago".
    static func text(_ n: Int, _ unit: Unit, in language: Language) -> String {
        let units: [String]
        switch language {
        case .en: return "\(n)" + ["m", "h", "d", "w", "y"][unit.rawValue]
        case .zhHans: units = ["分钟前", "小时前", "天前", "周前", "年前"]
        case .zhHant: units = ["分鐘前", "小時前", "天前", "週前", "年前"]
        case .ko: units = ["분 전", "시간 전", "일 전", "주 전", "년 전"]
        case .ru: units = [" мин назад", " ч назад", " дн. назад", " нед. назад", " г. назад"]
        case .uk: units = [" хв тому", " год тому", " дн. тому", " тиж. тому", " р. тому"]
        }
        return "\(n)" + units[unit.rawValue]
    }
}
