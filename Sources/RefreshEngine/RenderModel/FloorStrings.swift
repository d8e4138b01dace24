/// The second floor's texts in one language: the armed header's line, the floor's title and
/// hint, and its close button.
public struct FloorStrings: Equatable, Sendable {
    public var armed: String
    public var title: String
    public var hint: String
    public var close: String
    /// O with the second floor off.
    public var off: String
}

extension Language {
    public var floorStrings: FloorStrings {
        switch self {
        case .en: return FloorStrings(armed: "Release to open", title: "Second floor", hint: "Pull up or press Esc to close", close: "Close", off: "The second floor is off: Header, Two-level")
        case .zhHans: return FloorStrings(armed: "松开进入二楼", title: "二楼", hint: "上拉或按 Esc 关闭", close: "关闭", off: "二楼未开启：头部 → 二楼")
        case .zhHant: return FloorStrings(armed: "鬆開進入二樓", title: "二樓", hint: "上拉或按 Esc 關閉", close: "關閉", off: "二樓未開啟：標頭 → 二樓")
        case .ko: return FloorStrings(armed: "놓으면 2층으로", title: "2층", hint: "위로 당기거나 Esc로 닫기", close: "닫기", off: "2층이 꺼져 있음: 헤더 → 2층")
        case .ru: return FloorStrings(armed: "Отпустите, чтобы открыть", title: "Второй этаж",
                                      hint: "Потяните вверх или нажмите Esc", close: "Закрыть", off: "Второй этаж выключен: Заголовок → Второй этаж")
        case .uk: return FloorStrings(armed: "Відпустіть, щоб відкрити", title: "Другий поверх",
                                      hint: "Потягніть угору або натисніть Esc", close: "Закрити", off: "Другий поверх вимкнено: Заголовок → Другий поверх")
        }
    }
}

/// The second floor as drawn this frame: it fills the gap between the bar and the content,
/// which it pushes down as it opens (SmartRefreshLayout's TwoLevelHeader); nil while closed.
public struct SecondFloorView: Equatable, Sendable {
    /// Window points: the bar's bottom and the content's top (the floor shows between).
    public var top: Double
    public var bottom: Double
    /// How far open, 0...1.
    public var progress: Double
    /// Its close button shows (open, not moving), at this rect in window points.
    public var showsButton: Bool
    public var button: (x: Double, y: Double, width: Double, height: Double)
    public var texts: FloorStrings
    /// The frame of the user's header art it shows full size (its refreshing segment looping),
    /// nil: the built-in picture.
    public var art: ArtFrame?

    public static func == (a: SecondFloorView, b: SecondFloorView) -> Bool {
        a.top == b.top && a.bottom == b.bottom && a.progress == b.progress && a.showsButton == b.showsButton
            && a.button == b.button && a.texts == b.texts && a.art == b.art
    }
}
