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
    /// The header's control: how it sits and what it holds (the state machine says when).
    var headerControl: any RefreshControl {
        switch headerControlKind {
        case .mj: return MJRefreshControl(position: headerPosition)
        case .android: return SwipeRefreshControl(geometry: spinner.geometry)
        }
    }

    /// The control took this gesture: it is no click, and the list did not move.
    var controlHasDrag: Bool { controlDrag?.motionY != nil }

    /// A press: it may become the control's pull when the control keeps the content still,
    /// the list is at its top (canChildScrollUp() is false) and no refresh runs.
    mutating func controlPress(y: Double, slop: Double, at t: Double) {
        controlDrag = nil
        guard !headerControl.movesContent, !header.isBusy, scroller.offset <= scroller.minOffset + 0.5,
              scroller.phase == .idle else { return }
        controlDrag = ControlDrag(downY: y, slop: max(slop, 0))
    }

    /// A move at pointer y: true when the control takes it (the scroll view must not see
    /// it). Down past the slop starts the control's drag (startDragging); up past it leaves
    /// the gesture to the list; within it the scroll view sees it and keeps still.
    mutating func controlTakes(y: Double, at t: Double) -> Bool {
        guard var d = controlDrag else { return false }
        if d.motionY == nil {
            let diff = y - d.downY
            if diff > d.slop {
                d.motionY = d.downY + d.slop
                spinner.beginDrag(at: t)
            } else {
                if diff < -d.slop { controlDrag = nil }
                return false
            }
        }
        let pull = SwipeRefreshSpinner.overscroll(fingerTravel: y - (d.motionY ?? y))
        // Above where it began the circle keeps its place (onTouchEvent returns false).
        if pull > 0 {
            d.pull = pull
            spinner.drag(overscroll: pull, at: t)
        }
        controlDrag = d
        return true
    }

    /// The release: the circle settles or goes back, as the machine decided (finishSpinner).
    mutating func controlRelease(at t: Double) {
        defer { controlDrag = nil }
        guard controlHasDrag else { return }
        spinner.release(refreshes: header.state == .refreshing, lastFrame: presenter.frame.time, at: t)
    }
}
