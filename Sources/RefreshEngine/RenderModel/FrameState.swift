/// A row in view: where to draw it (y in window points) and what it says.
public struct VisibleRow: Equatable, Sendable {
    public var index: Int
    public var y: Double
    public var layout: RowLayout
}

/// The scroll indicator's rectangle and opacity, in window points.
public struct ScrollIndicatorState: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var alpha: Double
}

/// Everything the app draws for one frame, and nothing it has to decide.
public struct FrameState: Sendable {
    public var time: Double = 0
    public var width: Double = 0
    public var height: Double = 0
    public var offsetY: Double = 0
    public var phase: ScrollPhase = .idle
    public var rows: [VisibleRow] = []
    public var topBarHeight: Double = 0
    public var title: String = ""
    public var indicator: ScrollIndicatorState?
    /// False while something still moves or fades: the host keeps drawing frames.
    public var isAtRest: Bool = true
    public var style = RowStyle()
    public var header = HeaderViewState()
    public var banner: BannerState?
    public var footer = FooterViewState()
    /// The user's art: which frame shows in the header and footer (nil: none).
    public var art = ArtViewState()
    /// The second floor while it opens, is open or closes.
    public var floor: SecondFloorView?
    /// The carousel row, when the list has one.
    public var carousel: CarouselView?
    public var language: Language = .en
    /// When the pulls tick (`header.haptics`): the HUD says a desktop shows them as a pulse.
    public var haptics = HeaderHaptics.none
    /// The app bar: its height, progress and titles (`topBarHeight` is its bottom edge).
    public var bar = BarView()
    /// The layout's parts (`list.layout`): the pinned section, the empty state, the chat's pill.
    public var layoutParts = LayoutView()
    /// Tabs: the strip and the pager (nil without tabs).
    public var tabs: TabsView?

    public init() {}
}
