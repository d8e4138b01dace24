/// The tabs' strip and pager in a frame (`list.layout tabs`): the strip's titles and indicator,
/// where the shown tab's list is across, and the rows of the tab beside it while the pager moves.
public struct TabsView: Equatable, Sendable {
    /// The strip's titles, left to right, in the list's language.
    public var titles: [String] = []
    /// The language the titles are in.
    public var language = Language.en
    /// The strip's top and height, window points (it is the bar's bottom part).
    public var top = 0.0
    public var height = ListShape.tabStripHeight
    /// The selected tab (the nearest page) and the indicator's edges, window points.
    public var selected = 0
    public var indicatorLeft = 0.0
    public var indicatorRight = 0.0
    /// The shown tab's list's left edge, window points (0 at rest; the list and everything on it
    /// moves across with the pager).
    public var shownX = 0.0
    /// The tab beside it while the pager stands between two pages: its left edge and rows (empty
    /// at rest).
    public var besideX = 0.0
    public var beside: [VisibleRow] = []

    public init() {}
}
