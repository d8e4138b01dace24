import RefreshEngine
import RefreshPhysics

/// Why a pull can never arm a trigger under the model in use (`TuningSet.unreachablePull`),
/// in each language: the one line a preset, H or a panel change shows when it makes such a
/// pairing. {1}: the model's name, {2}: how far its edge lets the content go, {3}: the pull
/// the trigger needs, both in whole points.
extension Language {
    public var unreachableTemplates: [PullReach.Target: String] {
        switch self {
        case .en: return [
            .refresh: "No refresh: the {1} edge stops at {2} pt, the trigger is at {3} pt",
            .secondFloor: "No second floor: the {1} edge stops at {2} pt, the floor is at {3} pt"]
        case .zhHans: return [
            .refresh: "无法刷新：{1} 的边缘最多 {2} pt，触发需要 {3} pt",
            .secondFloor: "无法进入二楼：{1} 的边缘最多 {2} pt，二楼需要 {3} pt"]
        case .zhHant: return [
            .refresh: "無法重新整理：{1} 的邊緣最多 {2} pt，觸發需要 {3} pt",
            .secondFloor: "無法進入二樓：{1} 的邊緣最多 {2} pt，二樓需要 {3} pt"]
        case .ko: return [
            .refresh: "새로 고침 불가: {1} 가장자리는 {2} pt까지, 트리거는 {3} pt",
            .secondFloor: "2층 불가: {1} 가장자리는 {2} pt까지, 2층은 {3} pt"]
        case .ru: return [
            .refresh: "Не обновится: край {1} — не больше {2} pt, порог {3} pt",
            .secondFloor: "Второй этаж недоступен: край {1} — не больше {2} pt, этаж на {3} pt"]
        case .uk: return [
            .refresh: "Не оновиться: край {1} — не більше {2} pt, поріг {3} pt",
            .secondFloor: "Другий поверх недоступний: край {1} — не більше {2} pt, поверх на {3} pt"]
        }
    }

    /// The panel's short line in place of a tunable that cannot take effect (`PullReach.tunables`):
    /// {1}: the model's name, {2}: how far its edge lets the content go, in whole points.
    public var unreachableRowTemplate: String {
        switch self {
        case .en: return "Out of reach: {1} stops at {2} pt"
        case .zhHans: return "够不到：{1} 最多 {2} pt"
        case .zhHant: return "搆不到：{1} 最多 {2} pt"
        case .ko: return "닿지 않음: {1} 최대 {2} pt"
        case .ru: return "Недостижимо: {1} — до {2} pt"
        case .uk: return "Недосяжно: {1} — до {2} pt"
        }
    }

    /// The panel's line for `tunable` when `reach` leaves it out; nil when it does not.
    public func unreachableRow(_ tunable: Tunable, reach: PullReach?, values: TuningSet) -> String? {
        guard let reach, reach.tunables.contains(tunable.name) else { return nil }
        return MessageStrings.fill(unreachableRowTemplate, interface.name(ofChoice: values.scroll.model.rawValue),
                                   fixedDecimals(reach.reach, 0))
    }

    /// The line for `reach` under `values`' model.
    public func unreachableLine(_ reach: PullReach, values: TuningSet) -> String {
        MessageStrings.fill(unreachableTemplates[reach.target] ?? "", interface.name(ofChoice: values.scroll.model.rawValue),
                            fixedDecimals(reach.reach, 0), fixedDecimals(reach.needed, 0))
    }
}
