extension Language {
    /// The screen's title the large, collapsing and small titles show (a feed, in each language).
    public var barTitle: String {
        switch self {
        case .en: return "Feed"
        case .zhHans: return "动态"
        case .zhHant: return "動態"
        case .ko: return "피드"
        case .ru: return "Лента"
        case .uk: return "Стрічка"
        }
    }
}
