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
        case .en: return ["feed": "feed", "short": "short", "empty": "none", "chat": "chat", "sections": "days", "tabs": "tabs"]
        case .zhHans: return ["feed": "信息流", "short": "少量", "empty": "空", "chat": "聊天", "sections": "分组", "tabs": "标签页"]
        case .zhHant: return ["feed": "動態", "short": "少量", "empty": "空", "chat": "聊天", "sections": "分組", "tabs": "分頁"]
        case .ko: return ["feed": "피드", "short": "짧게", "empty": "빈 목록", "chat": "채팅", "sections": "섹션", "tabs": "탭"]
        case .ru: return ["feed": "поток", "short": "мало", "empty": "пусто", "chat": "чат", "sections": "дни", "tabs": "табы"]
        case .uk: return ["feed": "потік", "short": "мало", "empty": "пусто", "chat": "чат", "sections": "дні", "tabs": "таби"]
        }
    }

    /// The description by language (English is the tunable's doc).
    static func descriptions(_ language: Language) -> [TunableID: String] {
        switch language {
        case .en: return [:]
        case .zhHans: return [.listLayout: "列表：信息流、四行、空列表、聊天（最新在底部）、按天分组的吸顶标题或一个栏下的三个标签页"]
        case .zhHant: return [.listLayout: "列表：動態、四列、空列表、聊天（最新在底部）、按天分組的固定標題或同一欄下的三個分頁"]
        case .ko: return [.listLayout: "목록: 피드, 네 줄, 빈 목록, 채팅(최신이 아래), 날짜별 고정 섹션 또는 한 바 아래 세 개의 탭"]
        case .ru: return [.listLayout: "список: лента, четыре строки, пустой, чат, дни с закреплёнными заголовками или три вкладки"]
        case .uk: return [.listLayout: "список: стрічка, чотири рядки, порожній, чат, дні із закріпленими заголовками або три вкладки"]
        }
    }
}
