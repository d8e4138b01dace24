import RefreshEngine

/// Why a tunable does nothing under the platform model or the header control in use, in
/// each language: the panel's one line in place of the slider. {1}: the model's name
/// (Flutter, Android, GTK) or the control's (MJRefresh, Android, Cupertino, Material).
extension Language {
    public var unusedReasons: [UnusedTunable: String] {
        switch self {
        case .en: return [
            .ownPull: "Not used: {1} has its own pull", .ownFling: "Not used: {1} has its own friction",
            .ownBounce: "Keys only: {1} has its own spring", .ownEdge: "Not used: {1} has its own edge",
            .ownStop: "Not used: {1} has its own stop rule", .otherControl: "Not used by the {1} control", .otherBar: "Not used by the {1} bar"]
        case .zhHans: return [
            .ownPull: "不使用：{1} 有自己的越界拖动", .ownFling: "不使用：{1} 有自己的摩擦",
            .ownBounce: "仅按键：{1} 有自己的弹簧", .ownEdge: "不使用：{1} 有自己的边缘处理",
            .ownStop: "不使用：{1} 有自己的停止规则", .otherControl: "不使用：{1} 控件不用它", .otherBar: "不使用：{1} 栏没有它"]
        case .zhHant: return [
            .ownPull: "不使用：{1} 有自己的越界拖動", .ownFling: "不使用：{1} 有自己的摩擦",
            .ownBounce: "僅按鍵：{1} 有自己的彈簧", .ownEdge: "不使用：{1} 有自己的邊緣處理",
            .ownStop: "不使用：{1} 有自己的停止規則", .otherControl: "不使用：{1} 控制項不用它", .otherBar: "不使用：{1} 列沒有它"]
        case .ko: return [
            .ownPull: "사용 안 함: {1} 자체 당김", .ownFling: "사용 안 함: {1} 자체 마찰",
            .ownBounce: "키 바운스만: {1} 자체 스프링", .ownEdge: "사용 안 함: {1} 자체 가장자리",
            .ownStop: "사용 안 함: {1} 자체 정지 규칙", .otherControl: "사용 안 함: {1} 컨트롤", .otherBar: "사용 안 함: {1} 바"]
        case .ru: return [
            .ownPull: "Не влияет: у {1} своё натяжение", .ownFling: "Не влияет: у {1} своё трение",
            .ownBounce: "Для клавиш: у {1} своя пружина", .ownEdge: "Не влияет: у {1} свой край",
            .ownStop: "Не влияет: у {1} своя остановка", .otherControl: "Не влияет на элемент {1}", .otherBar: "Не влияет на панель {1}"]
        case .uk: return [
            .ownPull: "Не впливає: у {1} свій натяг", .ownFling: "Не впливає: у {1} своє тертя",
            .ownBounce: "Лише клавіші: у {1} своя пружина", .ownEdge: "Не впливає: у {1} свій край",
            .ownStop: "Не впливає: у {1} своя зупинка", .otherControl: "Не впливає на елемент {1}", .otherBar: "Не впливає на панель {1}"]
        }
    }

    /// The line the panel shows for `tunable` with `values` (their model and control), or
    /// why the pull cannot reach what it sets (`reach`); nil when it applies.
    public func unusedLine(_ tunable: Tunable, values: TuningSet, reach: PullReach? = nil) -> String? {
        PanelRowNotes.note(tunable, values: values, reach: reach, language: self)?.0
    }
}

