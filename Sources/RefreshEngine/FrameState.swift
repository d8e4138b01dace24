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
    var velocityY: Double = 0
    public var phase: ScrollPhase = .idle
    public var rows: [VisibleRow] = []
    public var topBarHeight: Double = 0
    public var title: String = ""
    public var indicator: ScrollIndicatorState?
    var itemCount: Int = 0
    /// False while something still moves or fades: the host keeps drawing frames.
    public var isAtRest: Bool = true
    public var style = RowStyle()
    public var header = HeaderViewState()
    public var banner: BannerState?
    public var footer = FooterViewState()
    /// The user's art: which frame shows in the header and footer (nil: none).
    public var art = ArtViewState()
    /// The help overlay listing every key (the language's InterfaceStrings.helpEntries) is shown.
    public var showsHelp = false
    /// The whole window's width: the list (`width`) plus the tuning panel when open.
    public var windowWidth: Double = 0
    public var panel = PanelViewState()
    /// The A/B comparison: the active slot, the other run's ghost.
    public var workbench = WorkbenchViewState()
    public var showsHUD = false
    public var message: MessageState?
    public var language: Language = .en

    public init() {}
}

/// The tuning panel as drawn this frame (its geometry is TuningPanel's).
public struct PanelViewState: Sendable {
    public var isOpen = false
    /// Window x of the panel's left edge (the list's width).
    public var x = 0.0
    public var selected = 0
    public var scroll = 0.0
    public var values = TuningSet()
    public var history = MotionHistory.empty
    public var curves = TuningCurves()
    /// The offset at which releasing refreshes: -(top bar + header height x trigger ratio).
    public var thresholdOffset = 0.0
    public var restingOffset = 0.0

    public init() {}
}

/// A short message in the window (saved, reloaded, a tuning file's error), fading out.
public struct MessageState: Equatable, Sendable {
    public var text: String
    public var isError: Bool
    public var alpha: Double
}
