import RefreshEngine

/// The panel's words for the art's markers in one language: the titles of the marker
/// rows, the choice of none, and the HUD line that lists the markers no phase plays.
///
/// Rule: every language has every text (a test checks they fit the panel's column).
public struct MarkerStrings: Sendable {
    /// "Header markers", "Footer markers": the titles over each art's rows.
    public var groups: [ArtPlace: String]
    /// The phases' titles: "Pull", "Refreshing", "Finish".
    public var phases: [ArtSegment: String]
    /// The choice of no marker (the phase plays as for art without one).
    public var none: String
    /// The HUD's line of markers no phase plays: the names follow.
    public var unused: String

    public func title(of place: ArtPlace) -> String { groups[place] ?? place.rawValue }
    public func title(of phase: ArtSegment) -> String { phases[phase] ?? phase.rawValue }
}

extension Language {
    /// A switch, so every language has its marker texts.
    public var markers: MarkerStrings {
        switch self {
        case .en: return MarkerStrings.en
        case .zhHans: return MarkerStrings.zhHans
        case .zhHant: return MarkerStrings.zhHant
        case .ko: return MarkerStrings.ko
        case .ru: return MarkerStrings.ru
        case .uk: return MarkerStrings.uk
        }
    }
}

extension MarkerStrings {
    static let en = MarkerStrings(groups: [.header: "Header markers", .footer: "Footer markers"],
                                  phases: [.pull: "Pull", .refreshing: "Refreshing", .finish: "Finish"],
                                  none: "none", unused: "unused markers:")
    static let zhHans = MarkerStrings(groups: [.header: "头部标记", .footer: "底部标记"],
                                      phases: [.pull: "下拉", .refreshing: "刷新中", .finish: "完成"],
                                      none: "无", unused: "未用的标记：")
    static let zhHant = MarkerStrings(groups: [.header: "頭部標記", .footer: "底部標記"],
                                      phases: [.pull: "下拉", .refreshing: "更新中", .finish: "完成"],
                                      none: "無", unused: "未用的標記：")
    static let ko = MarkerStrings(groups: [.header: "헤더 마커", .footer: "푸터 마커"],
                                  phases: [.pull: "당기기", .refreshing: "새로고침 중", .finish: "완료"],
                                  none: "없음", unused: "쓰지 않는 마커:")
    static let ru = MarkerStrings(groups: [.header: "Маркеры шапки", .footer: "Маркеры подвала"],
                                  phases: [.pull: "Потягивание", .refreshing: "Обновление", .finish: "Завершение"],
                                  none: "нет", unused: "маркеры без фазы:")
    static let uk = MarkerStrings(groups: [.header: "Маркери шапки", .footer: "Маркери підвалу"],
                                  phases: [.pull: "Потягування", .refreshing: "Оновлення", .finish: "Завершення"],
                                  none: "немає", unused: "маркери без фази:")
}
