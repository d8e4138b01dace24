/// A pull on a control that keeps the content still (SwipeRefreshLayout): at the top of the
/// list, a drag down past the touch slop is the control's, not the scroll view's (the
/// RecyclerView's unconsumed nested scroll, onNestedScroll); the list does not move under it.
struct ControlDrag: Sendable {
    /// Where the pointer went down, and the slop it must pass (0 for a touchpad).
    var downY: Double
    var slop: Double
    /// mInitialMotionY: where the drag began once past the slop (nil: not yet).
    var motionY: Double?
    /// The pull now, in points: y - motionY (SwipeRefreshLayout's mTotalUnconsumed), never below 0.
    var pull = 0.0
}
