/// The header's side of the list: the refresh machine (HeaderRefresher), its control (the
/// indicator that draws it, and a pull that keeps the content still), the second floor's
/// gesture and the result banner. The engine hosts it (ListEngine+Refresh, +Control, +Floor):
/// it passes where the list is, performs the machine's effects and asks the feed.
struct HeaderFeature {
    /// The header's machine, run with what the control makes of `machineTuning`.
    var machine: HeaderRefresher
    /// The control's tunables as set (which control, where an `mj` header sits, each one's
    /// geometry), and the header's (the machine runs with what the control makes of them:
    /// `control.machineSettings`).
    var controlTuning = RefreshControlTuning()
    var machineTuning: HeaderRefresher.Settings
    /// The header's control, made from `controlTuning` (its own animation runs in it), and
    /// the pull it has now over a still list.
    var control: any RefreshControl = MJRefreshControl()
    var controlDrag: ControlDrag?
    /// A gesture on the open second floor.
    var floorDrag: FloorDrag?
    /// The result of the last refresh, shown under the bar.
    var banner: Banner?

    init(settings: HeaderRefresher.Settings) {
        machine = HeaderRefresher(settings: settings)
        machineTuning = settings
    }

    /// The control took this gesture: it is no click, and the list did not move.
    var controlHasDrag: Bool { controlDrag?.motionY != nil }

    /// A press: it may become the control's pull when the control keeps the content still,
    /// the list is at its top (canChildScrollUp() is false) and no refresh runs.
    mutating func controlPress(y: Double, slop: Double, listAtTopAndIdle: Bool) {
        controlDrag = nil
        guard !control.movesContent, !machine.isBusy, listAtTopAndIdle else { return }
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
                control.beginDrag(at: t)
            } else {
                if diff < -d.slop { controlDrag = nil }
                return false
            }
        }
        // nil: the indicator keeps its place (SwipeRefreshLayout above where the drag began).
        if let pull = control.pull(fingerTravel: y - (d.motionY ?? y), armed: machine.state == .pulling) {
            d.pull = pull
            control.drag(pull: pull, at: t)
        }
        controlDrag = d
        return true
    }

    /// The release: the circle settles or goes back, as the machine decided (finishSpinner).
    mutating func controlRelease(lastFrame: Double, at t: Double) {
        defer { controlDrag = nil }
        guard controlHasDrag else { return }
        control.release(refreshes: machine.state == .refreshing, lastFrame: lastFrame, at: t)
    }
}
