import RefreshEngine

/// The tuning workbench's labels in every language: the designer terms group and titles,
/// added to each language's interface texts once (static lets: nothing per frame).
extension InterfaceStrings {
    static let enFull = en.adding(.en)
    static let zhHansFull = zhHans.adding(.zhHans)
    static let zhHantFull = zhHant.adding(.zhHant)
    static let koFull = ko.adding(.ko)
    static let ruFull = ru.adding(.ru)
    static let ukFull = uk.adding(.uk)

    struct WorkbenchTexts {
        var group: String
        var titles: [String: String]
        var copy: String
        var replay: String
        var timeline: String
        var record: String
        var springPlot: String
    }

    static func workbench(_ language: Language) -> WorkbenchTexts {
        switch language {
        case .en:
            return WorkbenchTexts(group: Tunable.Group.designer.rawValue, titles: Dictionary(
                uniqueKeysWithValues: Tunables.designerTerms.map { ($0.name, $0.title) }), copy: "Copy", replay: "replay / tuning A or B", timeline: "speed / scrub while paused", record: "record input as a script", springPlot: "spring, fling, 1.5 s")
        case .zhHans:
            return WorkbenchTexts(group: "设计师参数", titles: [
                "spring.response": "响应（SwiftUI）", "spring.dampingFraction": "阻尼比例（SwiftUI）",
                "spring.bounciness": "弹性（Origami）", "spring.speed": "速度（Origami）",
                "fling.stopTime": "抛滑停止时间", "fling.stopDistance": "抛滑距离",
            ], copy: "复制", replay: "重放 / 参数 A 或 B", timeline: "速度 / 暂停时拖动时间线", record: "把输入录成脚本", springPlot: "弹簧、抛滑，1.5 秒")
        case .zhHant:
            return WorkbenchTexts(group: "設計師參數", titles: [
                "spring.response": "響應（SwiftUI）", "spring.dampingFraction": "阻尼比例（SwiftUI）",
                "spring.bounciness": "彈性（Origami）", "spring.speed": "速度（Origami）",
                "fling.stopTime": "拋滑停止時間", "fling.stopDistance": "拋滑距離",
            ], copy: "複製", replay: "重播 / 參數 A 或 B", timeline: "速度 / 暫停時拖動時間軸", record: "把輸入錄成腳本", springPlot: "彈簧、拋滑，1.5 秒")
        case .ko:
            return WorkbenchTexts(group: "디자이너 용어", titles: [
                "spring.response": "응답 (SwiftUI)", "spring.dampingFraction": "감쇠 비율 (SwiftUI)",
                "spring.bounciness": "탄성 (Origami)", "spring.speed": "속도 (Origami)",
                "fling.stopTime": "플링 정지 시간", "fling.stopDistance": "플링 거리",
            ], copy: "복사", replay: "다시 재생 / 튜닝 A, B", timeline: "속도 / 일시정지 중 탐색", record: "입력을 스크립트로 녹화", springPlot: "스프링, 플링, 1.5초")
        case .ru:
            return WorkbenchTexts(group: "Термины дизайнера", titles: [
                "spring.response": "Отклик (SwiftUI)", "spring.dampingFraction": "Доля затухания (SwiftUI)",
                "spring.bounciness": "Упругость (Origami)", "spring.speed": "Скорость (Origami)",
                "fling.stopTime": "Время броска", "fling.stopDistance": "Путь броска",
            ], copy: "Копировать", replay: "повтор / набор A, B", timeline: "скорость / перемотка в паузе", record: "записать скрипт", springPlot: "пружина, бросок, 1,5 с")
        case .uk:
            return WorkbenchTexts(group: "Терміни дизайнера", titles: [
                "spring.response": "Відгук (SwiftUI)", "spring.dampingFraction": "Частка згасання (SwiftUI)",
                "spring.bounciness": "Пружність (Origami)", "spring.speed": "Швидкість (Origami)",
                "fling.stopTime": "Час кидка", "fling.stopDistance": "Шлях кидка",
            ], copy: "Копіювати", replay: "повтор / набір A, B", timeline: "швидкість / перемотка", record: "записати скрипт", springPlot: "пружина, кидок, 1,5 с")
        }
    }

    /// These texts with the workbench's labels added.
    func adding(_ language: Language) -> InterfaceStrings {
        var s = self
        let w = Self.workbench(language)
        s.groups[.designer] = w.group
        s.buttons[.export] = w.copy
        s.buttons[.slot] = TuningPanel.Button.slot.title
        s.plotLabels.spring = w.springPlot
        // The workbench's keys go before the help's own line ("F1, ?") and quit.
        let at = max(s.helpEntries.count - 2, 0)
        s.helpEntries.insert(("R / B", w.replay), at: at)
        s.helpEntries.insert(("Shift+M, ← →", w.timeline), at: at + 1)
        s.helpEntries.insert(("Shift+R", w.record), at: at + 2)
        s.tunableTitles.merge(w.titles) { _, new in new }
        return s
    }
}
