import Foundation

/// The languages of the refresh texts, as MJRefresh ships them.
public enum Language: String, CaseIterable, Sendable {
    case en, zhHans = "zh-Hans", zhHant = "zh-Hant", ko, ru, uk

    /// From a POSIX locale such as "zh_TW.UTF-8" or "ko_KR"; English when unknown or unset.
    public init(locale: String?) {
        let l = (locale ?? "").lowercased().replacingOccurrences(of: "-", with: "_")
        if l.hasPrefix("zh") {
            let traditional = ["zh_tw", "zh_hk", "zh_mo", "zh_hant"].contains { l.hasPrefix($0) }
            self = traditional ? .zhHant : .zhHans
        } else if l.hasPrefix("ko") {
            self = .ko
        } else if l.hasPrefix("ru") {
            self = .ru
        } else if l.hasPrefix("uk") {
            self = .uk
        } else {
            self = .en
        }
    }

    /// A switch, not a dictionary: the compiler checks every language has its texts.
    public var strings: Strings {
        switch self {
        case .en: return Strings.en
        case .zhHans: return Strings.zhHans
        case .zhHant: return Strings.zhHant
        case .ko: return Strings.ko
        case .ru: return Strings.ru
        case .uk: return Strings.uk
        }
    }
}

/// Every text the refresh header and banner show, in one language.
public struct Strings: Sendable {
    public var headerIdle: String
    public var headerPulling: String
    public var headerRefreshing: String
    var resultUpdated: String
    var resultNoNewItems: String
    var resultFailed: String
    public var lastUpdated: String
    var today: String
    var noRecord: String
    /// "{n}" stands for the count; one form per plural category of the language.
    var bannerNewItems: PluralForms
    var bannerNoNewItems: String
    var bannerFailed: String
    var footerAutoIdle: String
    var footerBackIdle: String
    var footerPulling: String
    public var footerLoading: String
    public var footerNoMoreData: String
    var footerFailed: String

    func bannerText(_ result: RefreshResult, in language: Language) -> String {
        switch result {
        case .updated(let n): return bannerNewItems.text(n, in: language)
        case .noNewItems: return bannerNoNewItems
        case .failed: return bannerFailed
        }
    }

    func resultText(_ result: RefreshResult) -> String {
        switch result {
        case .updated: return resultUpdated
        case .noNewItems: return resultNoNewItems
        case .failed: return resultFailed
        }
    }

    static let en = Strings(headerIdle: "Pull down to refresh", headerPulling: "Release to refresh",
                     headerRefreshing: "Loading...", resultUpdated: "Updated", resultNoNewItems: "No new items",
                     resultFailed: "Refresh failed", lastUpdated: "Last updated: ", today: "Today",
                     noRecord: "No record", bannerNewItems: PluralForms(one: "{n} new item", other: "{n} new items"), bannerNoNewItems: "No new items",
                     bannerFailed: "Refresh failed",
                     footerAutoIdle: "Tap or pull up to load more", footerBackIdle: "Pull up to load more",
                     footerPulling: "Release to load more", footerLoading: "Loading more...",
                     footerNoMoreData: "No more data", footerFailed: "Load failed, click to retry")

    static let zhHans = Strings(headerIdle: "下拉可以刷新", headerPulling: "松开立即刷新", headerRefreshing: "正在刷新数据中...",
                         resultUpdated: "刷新成功", resultNoNewItems: "没有新内容", resultFailed: "刷新失败",
                         lastUpdated: "最后更新：", today: "今天", noRecord: "无记录",
                         bannerNewItems: PluralForms(other: "{n} 条新内容"), bannerNoNewItems: "没有新内容", bannerFailed: "刷新失败",
                     footerAutoIdle: "点击或上拉加载更多", footerBackIdle: "上拉可以加载更多",
                     footerPulling: "松开立即加载更多", footerLoading: "正在加载更多的数据...",
                     footerNoMoreData: "已经全部加载完毕", footerFailed: "加载失败，点击重试")

    static let zhHant = Strings(headerIdle: "下拉可以刷新", headerPulling: "鬆開立即刷新", headerRefreshing: "正在刷新資料中...",
                         resultUpdated: "刷新成功", resultNoNewItems: "沒有新內容", resultFailed: "刷新失敗",
                         lastUpdated: "最後更新：", today: "今天", noRecord: "無記錄",
                         bannerNewItems: PluralForms(other: "{n} 條新內容"), bannerNoNewItems: "沒有新內容", bannerFailed: "刷新失敗",
                     footerAutoIdle: "點擊或上拉載入更多", footerBackIdle: "上拉可以載入更多",
                     footerPulling: "鬆開立即載入更多", footerLoading: "正在載入更多的資料...",
                     footerNoMoreData: "已經全部載入完畢", footerFailed: "載入失敗，點擊重試")

    static let ko = Strings(headerIdle: "아래로 당겨서 새로고침", headerPulling: "놓으면 새로고침", headerRefreshing: "새로고치는 중...",
                     resultUpdated: "업데이트 완료", resultNoNewItems: "새 항목 없음", resultFailed: "새로고침 실패",
                     lastUpdated: "마지막 업데이트: ", today: "오늘", noRecord: "기록 없음",
                     bannerNewItems: PluralForms(other: "새 항목 {n}개"), bannerNoNewItems: "새 항목 없음", bannerFailed: "새로고침 실패",
                     footerAutoIdle: "탭하거나 위로 당겨 더 보기", footerBackIdle: "위로 당겨서 더 보기",
                     footerPulling: "놓으면 더 불러오기", footerLoading: "더 불러오는 중...",
                     footerNoMoreData: "더 이상 데이터가 없습니다", footerFailed: "불러오기 실패, 눌러서 다시 시도")

    static let ru = Strings(headerIdle: "Потяните вниз для обновления", headerPulling: "Отпустите для обновления",
                     headerRefreshing: "Обновление...", resultUpdated: "Обновлено", resultNoNewItems: "Нет новых записей",
                     resultFailed: "Ошибка обновления", lastUpdated: "Последнее обновление: ", today: "Сегодня",
                     noRecord: "Нет записей", bannerNewItems: PluralForms(one: "{n} новая запись", few: "{n} новые записи", many: "{n} новых записей", other: "{n} новых записей"), bannerNoNewItems: "Нет новых записей",
                     bannerFailed: "Ошибка обновления",
                     footerAutoIdle: "Нажмите или потяните вверх, чтобы загрузить ещё", footerBackIdle: "Потяните вверх, чтобы загрузить ещё",
                     footerPulling: "Отпустите, чтобы загрузить ещё", footerLoading: "Загрузка...",
                     footerNoMoreData: "Больше нет данных", footerFailed: "Ошибка загрузки, нажмите, чтобы повторить")

    static let uk = Strings(headerIdle: "Потягніть вниз для оновлення", headerPulling: "Відпустіть для оновлення",
                     headerRefreshing: "Оновлення...", resultUpdated: "Оновлено", resultNoNewItems: "Немає нових записів",
                     resultFailed: "Помилка оновлення", lastUpdated: "Останнє оновлення: ", today: "Сьогодні",
                     noRecord: "Немає записів", bannerNewItems: PluralForms(one: "{n} новий запис", few: "{n} нові записи", many: "{n} нових записів", other: "{n} нових записів"), bannerNoNewItems: "Немає нових записів",
                     bannerFailed: "Помилка оновлення",
                     footerAutoIdle: "Натисніть або потягніть угору, щоб завантажити ще", footerBackIdle: "Потягніть угору, щоб завантажити ще",
                     footerPulling: "Відпустіть, щоб завантажити ще", footerLoading: "Завантаження...",
                     footerNoMoreData: "Більше немає даних", footerFailed: "Помилка завантаження, натисніть, щоб повторити")
}
