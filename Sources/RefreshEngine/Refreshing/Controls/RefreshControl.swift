/// Where a pull-to-refresh header is drawn this frame, in window points.
public struct HeaderPlacement: Equatable, Sendable {
    /// The header's top.
    public var y: Double
    /// It shows only between these (the gap the content leaves, or under the bar).
    public var clipTop: Double
    public var clipBottom: Double
    /// Drawn over the rows (true) or under them.
    public var overContent: Bool
}

/// What a pull-to-refresh control is, apart from when it refreshes: whether the content
/// follows the pull, what inset it holds while refreshing and where it is drawn.
/// `HeaderRefresher`, the state machine, decides when; the control decides how it looks
/// and sits (SmartRefreshLayout's header styles, SwipeRefreshLayout, RefreshIndicator and
/// Cupertino's sliver are such controls).
///
/// Rule: a control is one type; the engine asks it, never which one it is, so the next
/// control is one new file.
public protocol RefreshControl: Sendable {
    /// The content follows the pull (MJRefresh, Cupertino) or stays still (SwipeRefreshLayout).
    var movesContent: Bool { get }
    /// The extra top inset the list holds while refreshing, for a header of `settings`.
    func heldInset(_ settings: HeaderRefresher.Settings) -> Double
    /// Where the header is drawn: `contentTop` is the content's top edge in window points,
    /// `topBar` the bar's bottom.
    func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement
    /// The refresh machine's settings under this control (its trigger distance and timings),
    /// from the tunables' `settings`.
    func machineSettings(_ settings: HeaderRefresher.Settings) -> HeaderRefresher.Settings
}

extension RefreshControl {
    public func machineSettings(_ settings: HeaderRefresher.Settings) -> HeaderRefresher.Settings { settings }
}
