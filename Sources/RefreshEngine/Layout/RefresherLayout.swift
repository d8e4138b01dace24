/// Where the header's or footer's indicator (arrow, spinner, gif) and texts go in a width,
/// from 200 pt up: MJRefresh's layout where it fits, squeezed where it does not.
///
/// Rule: the texts are centred and the indicator's centre sits `indicatorToText` left of
/// them. When that would put the indicator less than `margin` from the left edge, the
/// indicator stops at the margin and the texts keep at least `minGap` from it; the texts
/// then get the room left up to `margin` from the right edge (`textRoom`), and a text wider
/// than that is shortened (`fitted`). So the indicator and every glyph stay inside.
public struct RefresherLayout: Equatable, Sendable {
    /// The indicator's centre x.
    public var indicatorX: Double
    /// The texts' centre x.
    public var textCenterX: Double
    /// The widest a text line may be.
    public var textRoom: Double

    public static let margin = 8.0
    public static let minGap = 8.0
    /// MJRefresh: 22 pt between the texts and a 24-pt indicator box, so its centre is 34 pt off.
    public static let indicatorToText = 34.0

    /// The half width of the indicator a header style draws (arrow 15 pt and spinner 24 pt
    /// boxes: the normal style shows both in turn; gif frames 40 pt).
    public static func indicatorHalfWidth(_ style: HeaderStyle) -> Double {
        style == .gif ? 20 : 12
    }

    /// The layout in `width` for texts whose widest line is `textWidth`, beside an indicator
    /// `indicatorHalfWidth` wide on each side of its centre.
    public init(width: Double, textWidth: Double, indicatorHalfWidth h: Double) {
        let m = Self.margin
        let centredLeft = (width - textWidth) / 2
        indicatorX = max(m + h, centredLeft - Self.indicatorToText)
        let left = max(centredLeft, indicatorX + h + Self.minGap)
        textRoom = max(width - m - left, 0)
        textCenterX = left + min(textWidth, textRoom) / 2
    }

    /// `text` as it fits in `room` measured by `measure`: whole when it fits, else with an
    /// ellipsis (WordWrapper's one-line rule).
    public static func fitted(_ text: String, room: Double, measure: (Substring) -> Double) -> String {
        if text.isEmpty || measure(Substring(text)) <= room { return text }
        return WordWrapper.wrap(text, width: room, maxLines: 1, measure: measure).first ?? ""
    }
}
