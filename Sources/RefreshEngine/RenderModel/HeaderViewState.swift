/// Everything the app needs to draw the refresh header this frame.
public struct HeaderViewState: Equatable, Sendable {
    public var style: HeaderStyle = .normal
    public var state: HeaderState = .idle
    /// Screen y of the header's top (where its control puts it: above the first row, or
    /// fixed under the bar).
    public var y: Double = 0
    public var height: Double = 54
    /// It shows only between these window y's, and over the rows or under them (RefreshControl).
    public var clipTop: Double = 0
    public var clipBottom: Double = .infinity
    public var overContent = false
    /// The Material circle (the `android` and `material` controls), its top in window points
    /// and centred on `circleCenterX`; nil for controls that draw the header above.
    public var circle: SwipeRefreshSpinner.View?
    public var circleCenterX: Double = 0
    /// Cupertino's activity indicator (the `cupertino` control), its top and clip in window
    /// points, centred on `circleCenterX`.
    public var ticks: ActivityTicks?
    public var pullingPercent: Double = 0
    public var alpha: Double = 1
    /// Normal style: the arrow's rotation in radians, clockwise on screen (0 points down, -pi up);
    /// hidden while spinning.
    public var arrowAngle: Double = 0
    public var showsArrow: Bool = true
    /// The spinner: how many of its 12 spokes show, and which one leads (0...11).
    public var spinnerSpokes: Int = 0
    public var spinnerStep: Int = 0
    public var showsSpinner: Bool = false
    /// Gif style: the frame of the built-in frames' timeline (`ArtTimeline.builtInFrames`:
    /// the idle frames, then the refreshing ones), chosen as the user's art is.
    public var gif = ArtFrame(frame: 0, segment: .pull, progress: 0)
    /// The texts, shortened to fit (RefresherLayout), and where they and the indicator go.
    public var title: String = ""
    public var subtitle: String = ""
    public var textCenterX: Double = 0
    public var indicatorX: Double = 0
    /// The haptic's pulse on the control (`header.haptics`): 1 the moment it ticked, 0 a
    /// quarter second later or without one. A desktop has no motor: the window shows it.
    public var hapticPulse: Double = 0
}

/// Everything the app needs to draw the load-more footer this frame.
public struct FooterViewState: Equatable, Sendable {
    /// False for an empty list: the footer is hidden.
    public var visible: Bool = false
    public var style: FooterStyle = .auto
    public var state: FooterState = .idle
    /// Screen y of the footer's top.
    public var y: Double = 0
    public var height: Double = 44
    public var pullingPercent: Double = 0
    /// The text, shortened to fit (RefresherLayout), and where it and the indicator go.
    public var title: String = ""
    public var textCenterX: Double = 0
    public var indicatorX: Double = 0
    public var showsSpinner: Bool = false
    public var spinnerStep: Int = 0
    /// Back style: the arrow, clockwise on screen (-pi points up, 0 down).
    public var showsArrow: Bool = false
    public var arrowAngle: Double = -.pi
    /// Held down by the pointer (a click on it would load or retry): drawn highlighted.
    public var pressed: Bool = false
}
