import RefreshEngine

/// `list.layout` in every language: its title, its description and the layouts' names, merged
/// into each language's tables as the bar's are (BarStrings).
enum LayoutStrings {
    /// The title by language (English is the tunable's own title).
    static func titles(_ language: Language) -> [TunableID: String] {
        switch language {
        case .en: return [:]
        case .zhHans: return [.listLayout: "列表布局"]
        case .zhHant: return [.listLayout: "列表版面"]
        case .ko: return [.listLayout: "목록 레이아웃"]
        case .ru: return [.listLayout: "Вид списка"]
        case .uk: return [.listLayout: "Вигляд списку"]
        }
    }

    /// The layouts' names (`list.layout`'s choices) by language.
    static func choices(_ language: Language) -> [String: String] {
        switch language {
        case .en: return ["feed": "feed", "short": "short", "empty": "empty", "chat": "chat", "sections": "days"]
        case .zhHans: return ["feed": "信息流", "short": "少量", "empty": "空", "chat": "聊天", "sections": "分组"]
        case .zhHant: return ["feed": "動態", "short": "少量", "empty": "空", "chat": "聊天", "sections": "分組"]
        case .ko: return ["feed": "피드", "short": "짧게", "empty": "빈 목록", "chat": "채팅", "sections": "섹션"]
        case .ru: return ["feed": "лента", "short": "мало", "empty": "пусто", "chat": "чат", "sections": "дни"]
        case .uk: return ["feed": "потік", "short": "мало", "empty": "пусто", "chat": "чат", "sections": "дні"]
        }
    }

    /// The description by language (English is the tunable's doc).
    static func descriptions(_ language: Language) -> [TunableID: String] {
        switch language {
        case .en: return [:]
        case .zhHans: return [.listLayout: "列表：信息流、四行、空列表、聊天（最新在底部）或按天分组的吸顶标题"]
        case .zhHant: return [.listLayout: "列表：動態、四列、空列表、聊天（最新在底部）或按天分組的固定標題"]
        case .ko: return [.listLayout: "목록: 피드, 네 줄, 빈 목록, 채팅(최신이 아래) 또는 날짜별 고정 섹션"]
        case .ru: return [.listLayout: "список: лента, четыре строки, пустой, чат (новое внизу) или дни с закреплёнными заголовками"]
        case .uk: return [.listLayout: "список: стрічка, чотири рядки, порожній, чат (нове внизу) або дні із закріпленими заголовками"]
        }
    }
}
