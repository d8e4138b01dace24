/// What a screen reader hears of a refresh, and the name of the action that refreshes without
/// the swipe, in each language: the exports and the phone page say what a sighted user reads.
///
/// Rule: the words are the app's own (the header's "Loading...", the banner's result with the
/// count in the language's plural); only the action's name is new, the verb of the header's
/// "Pull down to refresh".
extension Language {
    /// Said as a refresh starts: the header's refreshing text.
    public var announcesRefreshing: String { strings.headerRefreshing }

    /// Said as a refresh ends: the banner's words for the result ("3 new items", "No new items",
    /// "Refresh failed").
    public func announcement(_ result: RefreshResult) -> String { strings.bannerText(result, in: self) }

    /// The counted "n new items", one template a plural category ("{n}": the count).
    public var newItemsForms: PluralForms { strings.bannerNewItems }
    public var noNewItemsText: String { strings.bannerNoNewItems }
    public var refreshFailedText: String { strings.bannerFailed }

    /// The name of the accessibility action (or menu item) that refreshes without the swipe.
    public var refreshActionName: String {
        switch self {
        case .en: return "Refresh"
        case .zhHans: return "刷新"
        case .zhHant: return "刷新"
        case .ko: return "새로고침"
        case .ru: return "Обновить"
        case .uk: return "Оновити"
        }
    }
}
