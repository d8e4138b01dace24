/// The header's side of the list: the refresh machine (HeaderRefresher), its control (the
/// indicator that draws it, and a pull that keeps the content still), the `mj` header's
/// style, the time of the last refresh and the result banner. The engine hosts it: it passes
/// where the list is and asks the feed; the machine's effects come back to it and it performs
/// them in one place (ListEngine+Effects), asking this feature for what is the header's own.
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
    var control = AnyRefreshControl(MJRefreshControl())
    var controlDrag: ControlDrag?
    /// The result of the last refresh, shown under the bar.
    var banner: Banner?
    /// How the `mj` header looks (H cycles it).
    var style: HeaderStyle
    /// When the list last refreshed (seconds since 1970), shown under the header's text.
    var lastUpdated: Double?
    /// The user's art for the header, and whether it shows rather than a built-in style.
    var art: ArtTimeline?
    var artShown = false
    /// The header fades in with the pull (`header.alphaFollowsPull`).
    var alphaFollowsPull = false
    /// How long each frame of the header's frames and the user's art shows (`header.gifFrameDuration`).
    var gifFrameDuration = TuningSet().gifFrameDuration

    init(settings: HeaderRefresher.Settings, style: HeaderStyle, lastUpdated: Double?) {
        machine = HeaderRefresher(settings: settings)
        machineTuning = settings
        self.style = style
        self.lastUpdated = lastUpdated
    }

    /// The machine's answer to an event, with the inputs it takes on every call (whether the
    /// layout is ready, whether the footer loads): effects the engine performs
    /// (ListEngine+Effects) after this returns.
    mutating func handle(_ event: HeaderRefresher.Event, at t: Double, layoutReady: Bool,
                         otherLoading: Bool) -> [HeaderRefresher.Effect] {
        machine.handle(event, at: t, layoutReady: layoutReady, otherLoading: otherLoading)
    }

    /// The header opened or closed (`setOpen`): the control spins or stops.
    mutating func setRefreshing(_ open: Bool, at t: Double) { control.setRefreshing(open, at: t) }

    /// The header has closed: now the banner has the space under the bar to itself.
    mutating func closed(at t: Double) {
        if banner?.start == nil { banner?.start = t }
    }

    /// A refresh ended well (`saveLastUpdated`): `now` in seconds since 1970.
    mutating func saveLastUpdated(_ now: Double) { lastUpdated = now }

    /// The result banner: at once when the header is already closed, else when it closes.
    /// Only for new items or a failure, as iOS apps do: "No new items" is said once, by the
    /// header (docs/refresh.md), and a banner still showing from before goes.
    mutating func showBanner(_ result: RefreshResult, language: Language, at t: Double) {
        guard result != .noNewItems else {
            dismissBanner(at: t)
            return
        }
        showBanner(text: language.strings.bannerText(result, in: language), failed: result == .failed, at: t)
    }

    /// Shows `text` as the result's banner (a chat's words for the older messages it loaded).
    mutating func showBanner(text: String, failed: Bool, at t: Double) {
        banner = Banner(text: text, failed: failed, start: machine.state == .idle ? t : nil)
    }

    /// A drag began: the banner makes way for the user's hand.
    mutating func dismissBanner(at t: Double) {
        if banner?.dismiss(at: t) == true { banner = nil }
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
        // nil: the indicator keeps its place (a control whose pull stops above where the drag began).
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

extension HeaderFeature: ListFeature {
    var nextDeadline: Double? { machine.nextDeadline }

    /// At rest when no refresh runs, the control does not animate and the banner is done. A
    /// header closing by the pull (Cupertino's done) waits for the content, not for time, and
    /// the banner waits for it to close; the open second floor waits for the user too.
    func isAtRest(at t: Double) -> Bool {
        let waiting = machine.closesWithScroll || machine.state == .twoLevel
        return (!machine.isBusy || waiting) && !control.isAnimating(at: t)
            && (banner.map { b in b.end.map { t >= $0 } ?? waiting } ?? true)
    }

    func read(into set: inout TuningSet) {
        set.header = machineTuning
        set.controlTuning = controlTuning
        set.alphaFollowsPull = alphaFollowsPull
        set.gifFrameDuration = gifFrameDuration
    }

    /// The tunables as set; the machine runs with what the control makes of them once the
    /// coordinator makes the control again (`remakeControl`).
    /// Takes what every tab's header shares from `other`'s: the style, the user's art and how it
    /// shows (the tuning comes with `apply`).
    mutating func adoptLook(of other: HeaderFeature) {
        style = other.style
        art = other.art
        artShown = other.artShown
    }

    mutating func apply(_ set: TuningSet) {
        machineTuning = set.header
        controlTuning = set.controlTuning
        alphaFollowsPull = set.alphaFollowsPull
        gifFrameDuration = set.gifFrameDuration
    }
}
