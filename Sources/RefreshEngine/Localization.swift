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

    /// The next language, for the key that cycles them.
    public var next: Language {
        let all = Language.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    public var strings: Strings { Strings.table[self]! }
}

/// Every text the refresh header and banner show, in one language.
public struct Strings: Sendable {
    public var headerIdle: String
    public var headerPulling: String
    public var headerRefreshing: String
    public var resultUpdated: String
    public var resultNoNewItems: String
    public var resultFailed: String
    public var lastUpdated: String
    public var today: String
    public var noRecord: String
    /// "%d" stands for the count.
    public var bannerNewItems: String
    public var bannerNoNewItems: String
    public var bannerFailed: String

    public func bannerText(_ result: RefreshResult) -> String {
        switch result {
        case .updated(let n): return bannerNewItems.replacingOccurrences(of: "%d", with: String(n))
        case .noNewItems: return bannerNoNewItems
        case .failed: return bannerFailed
        }
    }

    public func resultText(_ result: RefreshResult) -> String {
        switch result {
        case .updated: return resultUpdated
        case .noNewItems: return resultNoNewItems
        case .failed: return resultFailed
        }
    }

    static let table: [Language: Strings] = [
        .en: Strings(headerIdle: "Pull down to refresh", headerPulling: "Release to refresh",
                     headerRefreshing: "Loading...", resultUpdated: "Updated", resultNoNewItems: "No new items",
                     resultFailed: "Refresh failed", lastUpdated: "Last updated: ", today: "Today",
                     noRecord: "No record", bannerNewItems: "%d new items", bannerNoNewItems: "No new items",
                     bannerFailed: "Refresh failed"),
        .zhHans: Strings(headerIdle: "下拉可以刷新", headerPulling: "松开立即刷新", headerRefreshing: "正在刷新数据中...",
                         resultUpdated: "刷新成功", resultNoNewItems: "没有新内容", resultFailed: "刷新失败",
                         lastUpdated: "最后更新：", today: "今天", noRecord: "无记录",
                         bannerNewItems: "%d 条新内容", bannerNoNewItems: "没有新内容", bannerFailed: "刷新失败"),
        .zhHant: Strings(headerIdle: "下拉可以刷新", headerPulling: "鬆開立即刷新", headerRefreshing: "正在刷新資料中...",
                         resultUpdated: "刷新成功", resultNoNewItems: "沒有新內容", resultFailed: "刷新失敗",
                         lastUpdated: "最後更新：", today: "今天", noRecord: "無記錄",
                         bannerNewItems: "%d 條新內容", bannerNoNewItems: "沒有新內容", bannerFailed: "刷新失敗"),
        .ko: Strings(headerIdle: "아래로 당겨서 새로고침", headerPulling: "놓으면 새로고침", headerRefreshing: "새로고치는 중...",
                     resultUpdated: "업데이트 완료", resultNoNewItems: "새 항목 없음", resultFailed: "새로고침 실패",
                     lastUpdated: "마지막 업데이트: ", today: "오늘", noRecord: "기록 없음",
                     bannerNewItems: "새 항목 %d개", bannerNoNewItems: "새 항목 없음", bannerFailed: "새로고침 실패"),
        .ru: Strings(headerIdle: "Потяните вниз для обновления", headerPulling: "Отпустите для обновления",
                     headerRefreshing: "Обновление...", resultUpdated: "Обновлено", resultNoNewItems: "Нет новых записей",
                     resultFailed: "Ошибка обновления", lastUpdated: "Последнее обновление: ", today: "Сегодня",
                     noRecord: "Нет записей", bannerNewItems: "Новых записей: %d", bannerNoNewItems: "Нет новых записей",
                     bannerFailed: "Ошибка обновления"),
        .uk: Strings(headerIdle: "Потягніть вниз для оновлення", headerPulling: "Відпустіть для оновлення",
                     headerRefreshing: "Оновлення...", resultUpdated: "Оновлено", resultNoNewItems: "Немає нових записів",
                     resultFailed: "Помилка оновлення", lastUpdated: "Останнє оновлення: ", today: "Сьогодні",
                     noRecord: "Немає записів", bannerNewItems: "Нових записів: %d", bannerNoNewItems: "Немає нових записів",
                     bannerFailed: "Помилка оновлення"),
    ]
}
