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

    /// Said once by the phone page where the browser cannot vibrate (Safari on iOS).
    public var noVibrationNote: String {
        switch self {
        case .en: return "This browser cannot vibrate: the haptics are not felt here"
        case .zhHans: return "此浏览器不支持振动：这里感觉不到触感"
        case .zhHant: return "此瀏覽器不支援震動：這裡感覺不到觸感"
        case .ko: return "이 브라우저는 진동을 지원하지 않아 햅틱을 느낄 수 없습니다"
        case .ru: return "Этот браузер не умеет вибрировать: отклик здесь не ощутить"
        case .uk: return "Цей браузер не вміє вібрувати: відгук тут не відчути"
        }
    }

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
