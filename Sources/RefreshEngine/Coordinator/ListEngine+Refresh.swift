/// The engine as host of the refresh header: it feeds the state machine scroll
/// positions and time (the effects it returns are performed in ListEngine+Effects) and
/// turns feed answers into rows and a banner.
extension ListEngine {
    /// The header's machine (HeaderFeature.machine).
    public internal(set) var header: HeaderRefresher {
        _read { yield headerFeature.machine }
        _modify { yield &headerFeature.machine }
    }

    /// The header's control (HeaderFeature.control).
    var headerControl: AnyRefreshControl {
        _read { yield headerFeature.control }
        _modify { yield &headerFeature.control }
    }

    /// The control's tunables as set (HeaderFeature.controlTuning).
    var controlTuning: RefreshControlTuning {
        _read { yield headerFeature.controlTuning }
        _modify { yield &headerFeature.controlTuning }
    }

    /// The header's tunables as set (HeaderFeature.machineTuning).
    var headerTuning: HeaderRefresher.Settings {
        _read { yield headerFeature.machineTuning }
        _modify { yield &headerFeature.machineTuning }
    }

    /// The control's pull over a still list (HeaderFeature.controlDrag).
    var controlDrag: ControlDrag? {
        get { headerFeature.controlDrag }
        set { headerFeature.controlDrag = newValue }
    }

    /// The result banner (HeaderFeature.banner).
    var banner: Banner? {
        _read { yield headerFeature.banner }
        _modify { yield &headerFeature.banner }
    }

    /// Points the header is pulled: the content past its resting edge (under the top bar),
    /// or, for a control that keeps the content still, the pull it measures from the finger.
    var pulledDistance: Double {
        headerControl.movesContent ? barHeaderPull(-config.tuning.topBarHeight - scroller.offset) : controlDrag?.pull ?? 0
    }

    /// Begins a refresh as F5 does: the list scrolls to the top and the header slides in.
    public mutating func beginRefreshing(at eventTime: Double) {
        let t = max(eventTime.isFinite ? eventTime : time, time)
        step(to: t)
        sendHeader(.begin, at: t)
        collectPhaseChanges()
    }

    mutating func headerFollowScroll(at t: Double) {
        sendHeader(.scrolled(pulled: pulledDistance, dragging: listIsDragged), at: t)
    }

    /// The header's answer to an event, with the inputs it takes on every call: whether the
    /// layout is ready and whether the footer loads.
    mutating func headerEffects(_ event: HeaderRefresher.Event, at t: Double) -> [HeaderRefresher.Effect] {
        headerFeature.handle(event, at: t, layoutReady: isLaidOut, otherLoading: footer.isBusy)
    }

    /// Sends the header an event and performs what it answers.
    mutating func sendHeader(_ event: HeaderRefresher.Event, at t: Double) {
        apply(headerEffects(event, at: t), at: t)
    }

    /// The next moment something happens by itself: a feed answer or a header deadline.
    var nextDeadline: Double? {
        // No array here: this runs on every step.
        func earlier(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return min(a, b)
        }
        return earlier(earlier(earlier(paging.service.nextDue, header.nextDeadline), earlier(footer.nextDeadline, touchpad.releaseTime)),
                       earlier(touchpad.coastTime, carouselFeature.row?.nextDeadline))
    }

    mutating func processDeadline(at t: Double) {
        if let due = carouselFeature.row?.nextDeadline, due <= t { carouselFeature.row?.processDeadline(at: t) }
        if let coast = touchpad.coastTime, coast <= t {
            // A pause inside the bounds: the content coasts now rather than after the idle gap.
            touchpad.markCoastChecked()
            if !scroller.isOutOfBounds { endTouchpad(at: coast) }
        }
        if let release = touchpad.releaseTime, release <= t { endTouchpad(at: release) }
        if paging.service.hasPending {
            var answers: [FeedService.Response] = []
            paging.service.deliver(upTo: t) { answers.append($0) }
            for r in answers { receive(r) }
        }
        sendHeader(.tick, at: t)
        sendFooter(.tick, at: t)
        applyPendingFooterStyle(at: t)
        // A load that gave up (timeout): its answer, if it ever comes, is not wanted, and
        // the user hears of it as of any failure.
        if header.state != .refreshing, paging.cancelNewer() {
            record(.feedResponse(t: t, kind: "newer", count: 0, ok: false, end: nil))
            showBanner(.failed, at: t)
        }
        if footer.state != .refreshing, paging.cancelOlder() {
            record(.feedResponse(t: t, kind: "older", count: 0, ok: false, end: false))
        }
    }

    mutating func receive(_ r: FeedService.Response) {
        // A late answer to a request given up (timed out, replaced) adds nothing.
        guard paging.accepts(r) else { return }
        switch r.request {
        case .newer:
            let result: RefreshResult
            if r.ok {
                let first = layout.ids.first ?? Int.min
                let fresh = r.ids.filter { $0 > first }
                if !fresh.isEmpty { prepend(fresh, at: r.time) }
                result = fresh.isEmpty ? .noNewItems : .updated(fresh.count)
                record(.feedResponse(t: r.time, kind: "newer", count: fresh.count, ok: true, end: nil))
            } else {
                result = .failed
                record(.feedResponse(t: r.time, kind: "newer", count: 0, ok: false, end: nil))
            }
            sendHeader(.loadFinished(result), at: r.time)
            showBanner(result, at: r.time)
            // A successful refresh starts the list over: "no more data" no longer holds (docs/refresh.md).
            if r.ok { sendFooter(.reset, at: r.time) }
        case .older:
            receiveOlder(r)
        }
    }

    /// Newer rows go on top. Scrolled into the list, what is on screen stays put; at the
    /// top, the new rows show (the feed grows from the top).
    ///
    /// The new rows take their real heights at once, at the answer's own time (the
    /// `passedRowLimit` nearest the old rows; any beyond keep estimates): what is on screen
    /// is shifted by exactly their height, and no row laid out later, at whichever frame,
    /// moves the list again. Left to the frames, a row's height arrived at the first frame
    /// that reached it, counted as a row passed going down when the list had moved since the
    /// last frame, or after a fling had already met the top: where the list rested depended
    /// on the frame rate.
    mutating func prepend(_ ids: [Int], at t: Double) {
        var added = layout.prepend(ids)
        for i in max(ids.count - Self.passedRowLimit, 0)..<ids.count {
            added += layout.ensureLaidOut(i, content: content, metrics: metrics, now: config.epoch)
        }
        // Heading for the top (the header revealing itself): the new rows are what the
        // user asked to see, so they are not shifted out of the way.
        let headingToTop = scroller.phase == .animating && scroller.animationDestination == scroller.minOffset
        if scroller.offset > scroller.minOffset && !headingToTop { shiftUnseen(by: added) }
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: t)
    }

    /// The result banner (HeaderFeature.showBanner), in the list's language.
    mutating func showBanner(_ result: RefreshResult, at t: Double) {
        headerFeature.showBanner(result, language: language, at: t)
    }

    /// A drag began: the banner makes way for the user's hand (HeaderFeature.dismissBanner).
    mutating func dismissBanner(at t: Double) { headerFeature.dismissBanner(at: t) }
}
