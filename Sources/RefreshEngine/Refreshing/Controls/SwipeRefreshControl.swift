/// Android's SwipeRefreshLayout (the `android` control): the list never moves; a Material
/// circle slides down over it with the finger (SwipeRefreshSpinner). The pull the refresh
/// machine measures is the finger's whole travel past the touch slop (rate 1: the list is a
/// RecyclerView, whose nested scroll hands SwipeRefreshLayout `mTotalUnconsumed`, see
/// `SwipeRefreshSpinner.dragRate`), and it refreshes past 64 dp (mTotalDragDistance); no inset is held while refreshing; the
/// refresh ends with the circle's 150 ms scale-down, with no result shown.
public struct SwipeRefreshControl: RefreshControl {
    public var spinner = SwipeRefreshSpinner()

    public init(geometry: SwipeRefreshSpinner.Geometry = SwipeRefreshSpinner.Geometry(), density: Double = 1) {
        spinner.geometry = geometry
        spinner.density = density
    }

    public var movesContent: Bool { false }

    /// MJRefresh's header values, its open time (no inset opens) and the other controls'.
    public var unusedTunables: [TunableID] {
        ControlTunables.mjHeader + [.headerOpenDuration] + ControlTunables.cupertino + ControlTunables.material
    }

    public func heldInset(_ settings: HeaderRefresher.Settings) -> Double { 0 }

    /// The MJ header is not drawn: the circle is (`indicator`).
    public func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement {
        .hidden(under: topBar)
    }

    /// Triggered past the drag distance; open 200 ms (to 24 dp), closed by the 150 ms
    /// scale-down at once, no result held.
    public func machineSettings(_ s: HeaderRefresher.Settings) -> HeaderRefresher.Settings {
        s.overStillList(trigger: spinner.geometry.triggerDistance, open: SwipeRefreshSpinner.toTriggerDuration, close: SwipeRefreshSpinner.scaleDownDuration)
    }

    /// The finger's travel past the slop (mTotalUnconsumed, rate 1); on the way up
    /// onNestedPreScroll takes it back point for point, down to 0 (the circle back at its start).
    /// Above that Android's list scrolls by the rest; here the list keeps still.
    public func pull(fingerTravel: Double, armed: Bool) -> Double? {
        SwipeRefreshSpinner.overscroll(fingerTravel: fingerTravel)
    }

    public mutating func beginDrag(at t: Double) { spinner.beginDrag(at: t) }

    public mutating func drag(pull: Double, at t: Double) { spinner.drag(overscroll: pull, at: t) }

    public mutating func release(refreshes: Bool, lastFrame: Double, at t: Double) {
        spinner.release(refreshes: refreshes, lastFrame: lastFrame, at: t)
    }

    public mutating func setRefreshing(_ refreshing: Bool, at t: Double) {
        if refreshing { spinner.beginRefreshing(at: t) } else { spinner.endRefreshing(at: t) }
    }

    public func indicator(pulled: Double, state: HeaderState, since: Double, at t: Double) -> ControlIndicator? {
        .circle(spinner.view(at: t))
    }

    public func isAnimating(at t: Double) -> Bool { spinner.isAnimating(at: t) }
}

extension HeaderControlKind {
    /// Android's SwipeRefreshLayout: its spinner's geometry at the display's density.
    public static let android = HeaderControlKind(name: "android", title: "Android") { tuning, current, _, density in
        var c = current.as(SwipeRefreshControl.self) ?? SwipeRefreshControl()
        c.spinner.geometry = tuning.android
        c.spinner.density = density
        return AnyRefreshControl(c)
    }
}
