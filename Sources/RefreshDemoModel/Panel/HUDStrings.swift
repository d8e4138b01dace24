import RefreshEngine

/// The HUD's words in one language (L switches them with the rest): its labels and the
/// names of the scroll phases and refresh states it reports.
///
/// Rule: numbers and units stay as the code prints them ("ms", "pullingPercent" is
/// MJRefresh's own property name); every word a user reads is in the language shown.
public struct HUDStrings: Sendable {
    public var fps, dropped, frameCPU, milliseconds, average, maximum, scroll, time, header, footer, offset, scrolling: String
    /// "resampling": the drag drawn behind the frame by the platform resampler's lag.
    public var resampling: String
    /// "paused (. steps a frame)", "slow motion x" (the speed follows), "idle (asleep until input)".
    public var paused, slowMotion, asleep: String
    /// "haptics", and what a desktop does instead of a motor: the control pulses.
    public var haptics, noMotor: String
    /// ScrollPhase, HeaderState and FooterState raw values -> words.
    var states: [String: String]

    /// A state's word (its raw value when it has none).
    public func state(_ raw: String) -> String { states[raw] ?? raw }
}

extension Language {
    /// A switch, so every language has its HUD.
    public var hud: HUDStrings {
        switch self {
        case .en: return HUDStrings.en
        case .zhHans: return HUDStrings.zhHans
        case .zhHant: return HUDStrings.zhHant
        case .ko: return HUDStrings.ko
        case .ru: return HUDStrings.ru
        case .uk: return HUDStrings.uk
        }
    }
}

extension HUDStrings {
    static let en = HUDStrings(
        fps: "fps", dropped: "dropped", frameCPU: "frame CPU", milliseconds: "ms", average: "avg", maximum: "max", scroll: "scroll",
        time: "time", header: "header", footer: "footer", offset: "offset", scrolling: "scrolling", resampling: "resampling",
        paused: "paused (. steps a frame)", slowMotion: "slow motion x", asleep: "idle (asleep until input)",
        haptics: "haptics", noMotor: "no motor, a pulse instead",
        states: Dictionary(uniqueKeysWithValues: (ScrollPhase.allCases.map(\.rawValue) + HeaderState.allCases.map(\.rawValue)
                                                  + FooterState.allCases.map(\.rawValue)).uniqued().map { ($0, $0) }))

    static let zhHans = HUDStrings(
        fps: "帧率", dropped: "丢帧", frameCPU: "每帧 CPU", milliseconds: "毫秒", average: "平均", maximum: "最大", scroll: "滚动",
        time: "时间", header: "头部", footer: "底部", offset: "偏移", scrolling: "滚动输入", resampling: "重采样",
        paused: "已暂停（. 单帧前进）", slowMotion: "慢动作 x", asleep: "空闲（等待输入）",
        haptics: "触感", noMotor: "无马达：控件闪动",
        states: ["idle": "空闲", "tracking": "跟随", "decelerating": "减速", "bouncing": "回弹", "animating": "动画",
                 "pulling": "下拉中", "refreshing": "刷新中", "finishing": "结束中", "willRefresh": "即将刷新", "twoLevelArmed": "松开进二楼", "twoLevelOpening": "二楼打开中", "twoLevel": "二楼", "twoLevelClosing": "二楼关闭中",
                 "noMoreData": "没有更多", "failed": "失败"])

    static let zhHant = HUDStrings(
        fps: "影格率", dropped: "掉格", frameCPU: "每格 CPU", milliseconds: "毫秒", average: "平均", maximum: "最大", scroll: "捲動",
        time: "時間", header: "標頭", footer: "頁尾", offset: "位移", scrolling: "捲動輸入", resampling: "重新取樣",
        paused: "已暫停（. 單格前進）", slowMotion: "慢動作 x", asleep: "閒置（等待輸入）",
        haptics: "觸感", noMotor: "無馬達：控制項閃動",
        states: ["idle": "閒置", "tracking": "跟隨", "decelerating": "減速", "bouncing": "回彈", "animating": "動畫",
                 "pulling": "下拉中", "refreshing": "重新整理中", "finishing": "結束中", "willRefresh": "即將重新整理", "twoLevelArmed": "鬆開進二樓", "twoLevelOpening": "二樓開啟中", "twoLevel": "二樓", "twoLevelClosing": "二樓關閉中",
                 "noMoreData": "沒有更多", "failed": "失敗"])

    static let ko = HUDStrings(
        fps: "fps", dropped: "드롭", frameCPU: "프레임 CPU", milliseconds: "ms", average: "평균", maximum: "최대", scroll: "스크롤",
        time: "시간", header: "헤더", footer: "푸터", offset: "오프셋", scrolling: "스크롤 입력", resampling: "리샘플링",
        paused: "일시정지 (. 한 프레임)", slowMotion: "슬로 모션 x", asleep: "대기 (입력을 기다림)",
        haptics: "햅틱", noMotor: "모터 없음: 깜박임",
        states: ["idle": "대기", "tracking": "추적", "decelerating": "감속", "bouncing": "바운스", "animating": "애니메이션",
                 "pulling": "당기는 중", "refreshing": "새로고침 중", "finishing": "마무리 중", "willRefresh": "새로고침 예정", "twoLevelArmed": "놓으면 2층", "twoLevelOpening": "2층 여는 중", "twoLevel": "2층", "twoLevelClosing": "2층 닫는 중",
                 "noMoreData": "데이터 없음", "failed": "실패"])

    static let ru = HUDStrings(
        fps: "кадр/с", dropped: "пропуск", frameCPU: "CPU кадра", milliseconds: "мс", average: "ср.", maximum: "макс.", scroll: "прокрутка",
        time: "время", header: "заголовок", footer: "подвал", offset: "смещение", scrolling: "прокрутка через", resampling: "пересэмплинг",
        paused: "пауза (. шаг)", slowMotion: "замедление ×", asleep: "ждёт ввода",
        haptics: "отклик", noMotor: "без мотора: вспышка",
        states: ["idle": "покой", "tracking": "ведение", "decelerating": "замедление", "bouncing": "отскок", "animating": "анимация",
                 "pulling": "тяга", "refreshing": "обновление", "finishing": "завершение", "willRefresh": "скоро обновление", "twoLevelArmed": "отпустить: этаж", "twoLevelOpening": "этаж открывается", "twoLevel": "второй этаж", "twoLevelClosing": "этаж закрывается",
                 "noMoreData": "данных нет", "failed": "ошибка"])

    static let uk = HUDStrings(
        fps: "кадр/с", dropped: "пропуск", frameCPU: "CPU кадру", milliseconds: "мс", average: "сер.", maximum: "макс.", scroll: "прокрутка",
        time: "час", header: "заголовок", footer: "підвал", offset: "зсув", scrolling: "прокрутка через", resampling: "ресемплінг",
        paused: "пауза (. крок)", slowMotion: "сповільнення ×", asleep: "чекає введення",
        haptics: "відгук", noMotor: "без мотора: спалах",
        states: ["idle": "спокій", "tracking": "ведення", "decelerating": "сповільнення", "bouncing": "відскок", "animating": "анімація",
                 "pulling": "тяга", "refreshing": "оновлення", "finishing": "завершення", "willRefresh": "скоро оновлення", "twoLevelArmed": "відпустити: поверх", "twoLevelOpening": "поверх відкривається", "twoLevel": "другий поверх", "twoLevelClosing": "поверх закривається",
                 "noMoreData": "даних немає", "failed": "помилка"])
}

private extension Array where Element == String {
    func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
