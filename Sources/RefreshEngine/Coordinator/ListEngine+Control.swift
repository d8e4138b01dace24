/// A pull on a control that keeps the content still (SwipeRefreshLayout): at the top of the
/// list, a drag down past the touch slop is the control's, not the scroll view's
/// (onInterceptTouchEvent / onTouchEvent); the list does not move under it.
struct ControlDrag: Sendable {
    /// Where the pointer went down, and the slop it must pass (0 for a touchpad).
    var downY: Double
    var slop: Double
    /// mInitialMotionY: where the drag began once past the slop (nil: not yet).
    var motionY: Double?
    /// The pull now, in points: (y - motionY) x DRAG_RATE, never below 0.
    var pull = 0.0
}

extension ListEngine {
    /// Which control the header is (`header.control`).
    public var headerControlKind: HeaderControlKind { controlTuning.kind }
    /// Where the `mj` header sits (its control, MJRefreshControl).
    public var headerPosition: HeaderPosition { controlTuning.position }

    /// The list's visible height, under the bar: what RefreshIndicator measures a drag against.
    var listExtent: Double { max(viewportHeight - config.tuning.topBarHeight, 1) }

    /// Makes the control the tunables name again (after a change of them, of the list's
    /// height or of the display's density); the one running goes on when of the same kind.
    mutating func remakeControl() {
        headerControl = controlTuning.make(keeping: headerControl, viewportExtent: listExtent, density: scroller.pixelDensity)
        header.settings = headerControl.machineSettings(headerTuning)
        // The second floor: a pull shows at most maxRate x the header (TwoLevelHeader's maxRate),
        // after what a stretching bar takes of it first (the header sees the rest).
        scroller.leadingPullLimit = header.settings.leadingPullLimit(barTakesFirst: barFeature.layout.takenFirst)
    }

    /// The control took this gesture: it is no click, and the list did not move.
    var controlHasDrag: Bool { headerFeature.controlHasDrag }

    /// A press: it may become the control's pull (HeaderFeature.controlPress) while the list
    /// is still at its top.
    mutating func controlPress(y: Double, slop: Double, at t: Double) {
        headerFeature.controlPress(y: y, slop: slop,
                                   listAtTopAndIdle: scroller.offset <= scroller.minOffset + 0.5 && scroller.phase == .idle)
    }

    /// The release: the circle settles or goes back, as the machine decided (finishSpinner).
    mutating func controlRelease(at t: Double) {
        headerFeature.controlRelease(lastFrame: presenter.frame.time, at: t)
    }
}
