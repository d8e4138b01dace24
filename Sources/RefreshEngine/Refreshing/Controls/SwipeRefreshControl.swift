/// Android's SwipeRefreshLayout (the `android` control): the list never moves; a Material
/// circle slides down over it with the finger (SwipeRefreshSpinner). The pull the refresh
/// machine measures is the finger's travel past the touch slop x 0.5 (DRAG_RATE), and it
/// refreshes past 64 dp (mTotalDragDistance); no inset is held while refreshing; the
/// refresh ends with the circle's 150 ms scale-down, with no result shown.
public struct SwipeRefreshControl: RefreshControl {
    public var geometry: SwipeRefreshSpinner.Geometry

    public init(geometry: SwipeRefreshSpinner.Geometry = SwipeRefreshSpinner.Geometry()) { self.geometry = geometry }

    public var movesContent: Bool { false }

    public func heldInset(_ settings: HeaderRefresher.Settings) -> Double { 0 }

    /// The MJ header is not drawn: the circle is (HeaderViewState.circle).
    public func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement {
        HeaderPlacement(y: topBar, clipTop: topBar, clipBottom: topBar, overContent: false)
    }

    /// Triggered past the drag distance; open 200 ms (to 24 dp), closed by the 150 ms
    /// scale-down at once, no result held.
    public func machineSettings(_ s: HeaderRefresher.Settings) -> HeaderRefresher.Settings {
        var m = s
        m.height = geometry.triggerDistance
        m.triggerRatio = 1
        m.openDuration = SwipeRefreshSpinner.toTriggerDuration
        m.closeDuration = SwipeRefreshSpinner.scaleDownDuration
        m.minResultTime = 0
        return m
    }
}

/// Which pull-to-refresh control the list has (`header.control`).
public enum HeaderControlKind: String, CaseIterable, Sendable {
    /// MJRefresh's header (arrow, frames, spinner, the user's art), where `header.position` says.
    case mj
    /// Android's SwipeRefreshLayout.
    case android
}
