/// Where a pull-to-refresh header is drawn this frame, in window points.
public struct HeaderPlacement: Equatable, Sendable {
    /// The header's top.
    public var y: Double
    /// It shows only between these (the gap the content leaves, or under the bar).
    public var clipTop: Double
    public var clipBottom: Double
    /// Drawn over the rows (true) or under them.
    public var overContent: Bool

    /// No MJ header at all (a control that draws its own indicator): an empty band under the bar.
    static func hidden(under topBar: Double) -> HeaderPlacement {
        HeaderPlacement(y: topBar, clipTop: topBar, clipBottom: topBar, overContent: false)
    }
}

/// What a pull-to-refresh control is, apart from when it refreshes: whether the content
/// follows the pull, what inset it holds while refreshing, where it is drawn, and the
/// indicator it draws itself. `HeaderRefresher`, the state machine, decides when; the
/// control decides how it looks and sits (SmartRefreshLayout's header styles,
/// SwipeRefreshLayout, RefreshIndicator and Cupertino's sliver are such controls).
///
/// Rule: a control is one type; the engine asks it, never which one it is, so the next
/// control is one new file (its type and its `HeaderControlKind`) and one line in
/// `HeaderControlKind.registered`. A control that
/// animates by itself keeps that animation in its value, driven by the calls below with
/// their times, and answers `indicator(at:)` in closed form.
public protocol RefreshControl: Sendable {
    /// The content follows the pull (MJRefresh, Cupertino) or stays still (SwipeRefreshLayout).
    var movesContent: Bool { get }
    /// The extra top inset the list holds while refreshing, for a header of `settings`.
    func heldInset(_ settings: HeaderRefresher.Settings) -> Double
    /// Where the MJ header is drawn: `contentTop` is the content's top edge in window points,
    /// `topBar` the bar's bottom. A control that draws only its own indicator clips it away.
    func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement
    /// The refresh machine's settings under this control (its trigger distance and timings),
    /// from the tunables' `settings`.
    func machineSettings(_ settings: HeaderRefresher.Settings) -> HeaderRefresher.Settings

    /// For a control over a still list: the pull the machine measures when the finger is
    /// `fingerTravel` points past where the drag began; `armed` while the machine is pulling;
    /// nil: the indicator keeps its place (the pull stays what it was).
    func pull(fingerTravel: Double, armed: Bool) -> Double?
    /// The drag past the slop began (still-list controls).
    mutating func beginDrag(at t: Double)
    /// The pull is now `pull` points (from `pull(fingerTravel:armed:)`).
    mutating func drag(pull: Double, at t: Double)
    /// The finger lifted; `refreshes` when the machine began refreshing; `lastFrame`: when
    /// the last frame was drawn.
    mutating func release(refreshes: Bool, lastFrame: Double, at t: Double)
    /// The machine opened (a refresh runs) or closed the control.
    mutating func setRefreshing(_ refreshing: Bool, at t: Double)
    /// What the control draws itself this frame (nil: the MJ header, as `placement` says).
    /// `pulled`: the content's distance below its resting edge; `state`: the machine's, and
    /// `since` when it began.
    func indicator(pulled: Double, state: HeaderState, since: Double, at t: Double) -> ControlIndicator?
    /// True while it animates by itself (the host keeps drawing frames).
    func isAnimating(at t: Double) -> Bool
    /// When it closes, the content left past its edge goes back as the scroll model's own
    /// bounce takes it (Cupertino's sliver), not over the machine's close duration.
    var settlesByScrollPhysics: Bool { get }
    /// The header tunables it leaves unused (ControlTunables): the panel greys them.
    var unusedTunables: [TunableID] { get }
}

extension RefreshControl {
    public func machineSettings(_ settings: HeaderRefresher.Settings) -> HeaderRefresher.Settings { settings }
    public func pull(fingerTravel: Double, armed: Bool) -> Double? { fingerTravel }
    public mutating func beginDrag(at t: Double) {}
    public mutating func drag(pull: Double, at t: Double) {}
    public mutating func release(refreshes: Bool, lastFrame: Double, at t: Double) {}
    public mutating func setRefreshing(_ refreshing: Bool, at t: Double) {}
    public func indicator(pulled: Double, state: HeaderState, since: Double, at t: Double) -> ControlIndicator? { nil }
    public func isAnimating(at t: Double) -> Bool { false }
    public var settlesByScrollPhysics: Bool { false }
}

/// What a control draws itself: a Material circle (SwipeRefreshLayout, RefreshIndicator)
/// or Cupertino's activity indicator.
public enum ControlIndicator: Equatable, Sendable {
    case circle(SwipeRefreshSpinner.View)
    case ticks(ActivityTicks)
}
