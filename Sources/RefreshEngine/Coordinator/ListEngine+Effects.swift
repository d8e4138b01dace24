/// The composer's one place for the features' effects: the header's and the footer's
/// machines return effects (HeaderFeature.handle, FooterFeature.handle, through
/// `headerEffects` / `footerEffects`) and the engine performs them here, after the call that
/// produced them, in their order. Here too the list is passed to the machines (where it is,
/// each step and each move), the control is made again, the floor opens and closes, the bar
/// follows the scroll, and the deadlines and the feed's answers are processed.
///
/// Rule: what an effect does to the list (insets, scrolling, the feed, the arrows, outputs,
/// the trace) is done here; what is a feature's own (the control's refreshing, the banner's
/// start, the saved time) the feature does when asked from here. The carousel's trailer
/// performs its own effects inside its row (Carousel), which the list only steps.
extension ListEngine {
    /// Performs the header machine's effects at t.
    mutating func apply(_ effects: [HeaderRefresher.Effect], at t: Double) {
        for effect in effects {
            switch effect {
            case let .transition(from, to, percent):
                presenter.arrows.header(entered: to, at: t, duration: headerFeature.machine.settings.arrowFlipDuration)
                outputs.append(.refreshState(t: t, name: to.rawValue, isFooter: false))
                if to == .idle { headerFeature.closed(at: t) }
                // Queued behind a footer load (the two never load at once): say so, or the
                // key seems to do nothing for up to a second.
                if to == .willRefresh, footerFeature.refresher.isBusy { outputs.append(.refreshWaits(t: t)) }
                record(.header(t: t, from: from, to: to, pullingPercent: percent,
                               result: to == .finishing ? headerFeature.machine.result?.traceName : nil))
                let byFinger = from == .pulling || from == .twoLevelArmed || listIsDragged || headerFeature.controlHasDrag
                if let kind = hapticFeature.setting.cue(from: from, to: to, byFinger: byFinger) { play(kind, at: t) }
            case let .setOpen(open, duration, reveal):
                headerFeature.setRefreshing(open, at: t)
                // A control over a still list holds nothing and scrolls nothing.
                guard headerFeature.control.movesContent else { break }
                // The inset is set to a value, never added to: it can only be exactly right.
                let opening = HeaderOpening(open: open, control: headerFeature.control, settings: headerFeature.machine.settings)
                scroller.setInsets(leading: config.tuning.topBarHeight + opening.extra, trailing: scroller.trailingInset, at: t,
                                   settle: duration, bounces: opening.bounces)
                // A chat read at its end is not taken to its top to show a load it did not pull for.
                if opening.scrollsToRest(reveal: reveal && !shape.isReversed, tracking: scroller.phase == .tracking, offset: scroller.offset,
                                         minOffset: scroller.minOffset) {
                    scroller.scroll(to: scroller.minOffset, duration: duration, at: t)
                }
            case let .setFloor(open, duration):
                setFloor(open: open, duration: duration, at: t)
            case .startLoad where shape.isReversed:
                // A chat's header loads the messages before its first (max_id is inclusive).
                let maxId = (layout.firstPostId ?? 1) - 1
                paging.requestOlder(maxId: maxId, at: t)
                record(.feedRequest(t: t, kind: "older", param: "max_id", value: maxId))
            case .startLoad:
                let since = layout.firstPostId ?? 0
                paging.requestNewer(sinceId: since, at: t)
                record(.feedRequest(t: t, kind: "newer", param: "since_id", value: since))
            case .saveLastUpdated:
                let now = config.epoch + t
                headerFeature.saveLastUpdated(now)
                outputs.append(.saveLastUpdated(now))
            }
        }
    }

    /// A haptic at t: traced, reported to the host (a plot's mark; the phone page vibrates)
    /// and shown as a pulse on the control.
    mutating func play(_ kind: HapticKind, at t: Double) {
        record(.haptic(t: t, kind: kind))
        outputs.append(.haptic(t: t, kind: kind))
        hapticFeature.last = (kind, t)
    }

    /// Performs the footer machine's effects at t.
    mutating func apply(_ effects: [FooterRefresher.Effect], at t: Double) {
        for effect in effects {
            switch effect {
            case let .transition(from, to):
                presenter.arrows.footer(entered: to, at: t, duration: footerFeature.refresher.settings.arrowFlipDuration)
                outputs.append(.refreshState(t: t, name: to.rawValue, isFooter: true))
                record(.footer(t: t, from: from, to: to))
            case .setInset(_, let duration):
                syncFooterInset(at: t, settle: duration)
                if footerFeature.refresher.insetExtra > 0, scroller.phase != .tracking, footerVisibility > 0 {
                    // Released past the edge: bring the footer to rest in view, as the header does.
                    scroller.scroll(to: scroller.maxOffset, duration: duration, at: t)
                }
            case .startLoad:
                // max_id is inclusive: ask below the last row so it does not come back.
                let maxId = (layout.lastPostId ?? 1) - 1
                paging.requestOlder(maxId: maxId, at: t)
                record(.feedRequest(t: t, kind: "older", param: "max_id", value: maxId))
            }
        }
    }

    // MARK: The header

    mutating func headerFollowScroll(at t: Double) {
        sendHeader(.scrolled(pulled: pulledDistance, dragging: listIsDragged), at: t)
    }

    /// The header's answer to an event, with the inputs it takes on every call: whether the
    /// layout is ready and whether the footer loads.
    mutating func headerEffects(_ event: HeaderRefresher.Event, at t: Double) -> [HeaderRefresher.Effect] {
        headerFeature.handle(event, at: t, layoutReady: isLaidOut, otherLoading: footerFeature.refresher.isBusy)
    }

    /// Sends the header an event and performs what it answers.
    mutating func sendHeader(_ event: HeaderRefresher.Event, at t: Double) {
        apply(headerEffects(event, at: t), at: t)
    }

    /// Makes the control the tunables name again (after a change of them, of the list's
    /// height or of the display's density); the one running goes on when of the same kind.
    mutating func remakeControl() {
        headerFeature.control = headerFeature.controlTuning.make(keeping: headerFeature.control, viewportExtent: listExtent, density: scroller.pixelDensity)
        headerFeature.machine.settings = headerFeature.control.machineSettings(headerFeature.machineTuning)
        // The second floor: a pull shows at most maxRate x the header (TwoLevelHeader's maxRate),
        // after what a stretching bar takes of it first (the header sees the rest).
        scroller.leadingPullLimit = headerFeature.machine.settings.leadingPullLimit(barTakesFirst: barFeature.layout.takenFirst)
    }

    /// Another control took over (H, the panel, a preset): what the machine holds open now
    /// is the new control's, the inset it holds and its circle, even in mid-refresh.
    mutating func syncHeaderControl(at t: Double) {
        headerFeature.controlDrag = nil
        // An open second floor keeps the list below it; a control without one closes it.
        if floorHoldsList {
            if !headerFeature.machine.settings.twoLevel { sendHeader(.closeFloor, at: t) }
            return
        }
        let open = headerFeature.machine.isOpen
        scroller.setInsets(leading: config.tuning.topBarHeight + (open ? headerFeature.control.heldInset(headerFeature.machine.settings) : 0),
                           trailing: scroller.trailingInset, at: t, settle: headerFeature.machine.settings.openDuration)
        headerFeature.control.setRefreshing(open, at: t)
    }

    /// The window changed size under the open floor: the content stays just below it.
    mutating func keepListBelowFloor(at t: Double) {
        guard floorHoldsList else { return }
        scroller.setInsets(leading: config.tuning.topBarHeight + listExtent, trailing: scroller.trailingInset, at: t)
        if headerFeature.machine.state == .twoLevel, scroller.phase == .idle { scroller.jump(to: scroller.minOffset, at: t) }
    }

    /// Opens (the content goes below the list's bottom) or closes it, over `duration`.
    mutating func setFloor(open: Bool, duration: Double, at t: Double) {
        let top = config.tuning.topBarHeight
        floorFeature.drag = nil
        // A touchpad gesture under way ends here: the floor takes the touchpad from now on.
        if touchpad.active { endTouchpad(at: t) }
        // The row's gestures too: their release and lift go to the floor, never to the row.
        carouselFeature.letGo(at: t)
        scroller.setInsets(leading: top + (open ? listExtent : 0), trailing: scroller.trailingInset, at: t, settle: duration)
        guard scroller.phase != .tracking else { return }
        scroller.scroll(to: scroller.minOffset, duration: duration, at: t)
    }

    // MARK: The footer

    /// The footer's answer to an event, with the inputs it takes on every call: whether the
    /// header loads and whether the content is shorter than the view.
    /// Without a footer (no posts, a chat) a gesture or a tap asks it nothing: only its own
    /// load's answer, its timeout and a reset reach it.
    mutating func footerEffects(_ event: FooterRefresher.Event, at t: Double) -> [FooterRefresher.Effect] {
        switch event {
        case .loadFinished, .reset, .tick: break
        default: guard footerShows else { return [] }
        }
        return footerFeature.handle(event, at: t, otherLoading: headerFeature.machine.isBusy, contentIsShort: contentIsShort)
    }

    /// Sends the footer an event and performs what it answers.
    mutating func sendFooter(_ event: FooterRefresher.Event, at t: Double) {
        apply(footerEffects(event, at: t), at: t)
    }

    mutating func footerFollowScroll(at t: Double) {
        guard footerShows, isLaidOut else { return }
        sendFooter(.scrolled(visible: footerVisibility, dragging: listIsDragged), at: t)
    }

    mutating func syncFooterInset(at t: Double, settle: Double? = nil) {
        let inset = footerInset
        if inset != scroller.trailingInset {
            scroller.setInsets(leading: scroller.leadingInset, trailing: inset, at: t, settle: settle)
        }
    }

    /// A footer style asked for while the footer loaded, applied once it is done.
    mutating func applyPendingFooterStyle(at t: Double) {
        guard let style = footerFeature.pendingStyle, !footerFeature.refresher.isBusy else { return }
        footerFeature.pendingStyle = nil
        guard style != footerFeature.refresher.style else { return }
        footerFeature.refresher.style = style
        syncFooterInset(at: t)
        record(.tuning(t: t, name: TunableID.footerStyle.rawValue, value: style == .auto ? 0 : 1))
    }

    // MARK: The bar

    /// Follows the scroll at t (BarFeature.followScroll): the floating offset, the small title,
    /// the stretch trigger and a snap once the list has come to rest with the bar between open
    /// and collapsed; a collapsing toolbar's snap moves the list.
    mutating func barFollowScroll(at t: Double) {
        let followed = barFeature.followScroll(pulled: barPulled, idle: scroller.phase == .idle && !router.pointerDown && !touchpad.active,
                                               at: t)
        if let height = followed.stretched { record(.bar(t: t, event: "stretch", height: height)) }
        guard let snap = followed.snap else { return }
        if let move = snap.move {
            if tabsFeature.isOn {
                // The bar's part only: it moves the list by what the bar moves, and a bar over a list
                // scrolled into stays as it is (the list would take an opening first).
                let outer = tabsFeature.nested.outer
                if move.scrolled < outer, tabsFeature.nested.inner > 0.5 { return }
                scroller.scroll(to: scroller.offset + move.scrolled - outer, duration: move.duration, at: t)
            } else {
                scroller.scroll(to: -barFeature.restInset + move.scrolled, duration: move.duration, at: t)
            }
        }
        record(.bar(t: t, event: snap.open ? "snapOpen" : "snapCollapsed", height: snap.height))
    }

    // MARK: Deadlines and the feed

    mutating func processDeadline(at t: Double) {
        if let coast = touchpad.coastTime, coast <= t {
            // A pause inside the bounds: the content coasts now rather than after the idle gap.
            touchpad.markCoastChecked()
            if !scroller.isOutOfBounds { endTouchpad(at: coast) }
        }
        if let release = touchpad.releaseTime, release <= t { endTouchpad(at: release) }
        if let pad = tabsFeature.touchpad, pad.last + tabsFeature.touchpadIdleGap <= t { tabsTouchpadEnd(at: pad.last + tabsFeature.touchpadIdleGap) }
        if shape.isReversed, let due = layoutFeature.nextArrival, due <= t { arrive(at: due) }
        processListDeadline(at: t)
    }

    /// What is due in the list's own parts by t: the feed's answers, the header's and the
    /// footer's timed transitions, a load that gave up. A parked tab runs only these
    /// (ListEngine+Tabs): the pointer, the touchpad and the pager are the shown tab's.
    mutating func processListDeadline(at t: Double) {
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
        // A chat's older messages are its header's load; a feed's are its footer's.
        let headerLoads = headerFeature.machine.state == .refreshing
        if !headerLoads, paging.cancelNewer() {
            record(.feedResponse(t: t, kind: "newer", count: 0, ok: false, end: nil))
            headerFeature.showBanner(.failed, language: language, at: t)
        }
        if !(shape.isReversed ? headerLoads : footerFeature.refresher.state == .refreshing), paging.cancelOlder() {
            record(.feedResponse(t: t, kind: "older", count: 0, ok: false, end: false))
            if shape.isReversed { headerFeature.showBanner(.failed, language: language, at: t) }
        }
    }

    mutating func receive(_ r: FeedService.Response) {
        // A late answer to a request given up (timed out, replaced) adds nothing.
        guard paging.accepts(r) else { return }
        switch r.request {
        case .newer:
            let result: RefreshResult
            if r.ok {
                let first = layout.firstPostId ?? Int.min
                let fresh = r.ids.filter { $0 > first }
                if !fresh.isEmpty { prepend(fresh, at: r.time) }
                result = fresh.isEmpty ? .noNewItems : .updated(fresh.count)
                record(.feedResponse(t: r.time, kind: "newer", count: fresh.count, ok: true, end: nil))
            } else {
                result = .failed
                record(.feedResponse(t: r.time, kind: "newer", count: 0, ok: false, end: nil))
            }
            sendHeader(.loadFinished(result), at: r.time)
            headerFeature.showBanner(result, language: language, at: r.time)
            // A successful refresh starts the list over: "no more data" no longer holds (docs/refresh.md).
            if r.ok { sendFooter(.reset, at: r.time) }
        case .older where shape.isReversed:
            receiveEarlierMessages(r)
        case .older:
            receiveOlder(r)
        }
    }

    /// A chat's header brought the messages before its first: they go above, and what is on
    /// screen stays where it is, the message read at the top included (they are history the
    /// user scrolls up to, never a jump); the header closes over them.
    mutating func receiveEarlierMessages(_ r: FeedService.Response) {
        let result: RefreshResult
        if r.ok {
            let first = layout.firstPostId ?? Int.max
            let older = r.ids.filter { $0 < first }.reversed()
            prepend(Array(older), at: r.time)
            result = older.isEmpty ? .noNewItems : .updated(older.count)
            record(.feedResponse(t: r.time, kind: "older", count: older.count, ok: true, end: r.end))
        } else {
            result = .failed
            record(.feedResponse(t: r.time, kind: "older", count: 0, ok: false, end: false))
        }
        sendHeader(.loadFinished(result), at: r.time)
        switch result {
        case .updated(let n): headerFeature.showBanner(text: language.olderMessagesForms.text(n, in: language), failed: false, at: r.time)
        case .noNewItems: headerFeature.showBanner(text: language.noOlderMessages, failed: false, at: r.time)
        case .failed: headerFeature.showBanner(.failed, language: language, at: r.time)
        }
    }

    /// The chat's next messages arrive at the bottom at `t`: at its end (and not held) the list
    /// follows them there; else it stays and the pill counts them.
    mutating func arrive(at t: Double) {
        let interval = paging.service.settings.newItemInterval
        layoutFeature.nextArrival = LayoutFeature.arrival(after: t, interval: interval)
        let newest = paging.service.newestId(at: t)
        guard newest > layoutFeature.newestShown else { return }
        let followed = ChatFollowRule.follows(offset: scroller.offset, maxOffset: scroller.maxOffset,
                                              held: scroller.phase == .tracking || touchpad.active, unseen: layoutFeature.unseen)
        let ids = Array((layoutFeature.newestShown + 1)...newest)
        layoutFeature.newestShown = newest
        // Rows below the view: appending moves nothing on screen.
        layout.append(ids)
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: t)
        if followed {
            for i in (layout.count - ids.count)..<layout.count {
                layout.ensureLaidOut(i, content: content, metrics: metrics, now: config.epoch)
            }
            scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: t)
            scroller.scroll(to: scroller.maxOffset, duration: LayoutFeature.followDuration, at: t)
        } else {
            layoutFeature.unseen += ids.count
        }
        record(.arrival(t: t, count: ids.count, followed: followed, unseen: layoutFeature.unseen))
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
    ///
    /// In sections the new posts come under their day's header: the top section's when they
    /// share its day (the header stays the first row), else under new headers above it.
    mutating func prepend(_ ids: [Int], at t: Double) {
        var rows = shape.hasSections ? ShapedList.sectioned(ids, content: content) : ids
        var added = 0.0
        if shape.hasSections, layout.count > 0, let top = Optional(layout.id(at: 0)), RowLayout.isSectionId(top),
           let last = rows.lastIndex(where: RowLayout.isSectionId), rows[last] == top {
            // The oldest new posts are the top section's: under its header, which stays put.
            let under = Array(rows[(last + 1)...])
            added += layout.insert(under, at: 1)
            for i in 1..<(1 + min(under.count, Self.passedRowLimit)) {
                added += layout.ensureLaidOut(i, content: content, metrics: metrics, now: config.epoch)
            }
            rows.removeSubrange(last...)
        }
        added += layout.prepend(rows)
        for i in max(rows.count - Self.passedRowLimit, 0)..<rows.count {
            added += layout.ensureLaidOut(i, content: content, metrics: metrics, now: config.epoch)
        }
        // Heading for the top (the header revealing itself): the new rows are what the
        // user asked to see, so they are not shifted out of the way.
        // A chat's older messages are history the user scrolls up to: what is on screen never moves.
        let headingToTop = scroller.phase == .animating && scroller.animationDestination == scroller.minOffset
        let shift = PrependShiftRule.shift(added: added, reversed: shape.isReversed, offset: scroller.offset,
                                           minOffset: scroller.minOffset, headingToTop: headingToTop)
        if shift != 0 { shiftUnseen(by: shift) }
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: t)
    }

    mutating func receiveOlder(_ r: FeedService.Response) {
        let result: LoadResult
        if r.ok {
            let last = layout.ids.last ?? Int.max
            let older = r.ids.filter { $0 < last }
            // Rows below the view: appending moves nothing on screen.
            layout.append(older)
            scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: r.time)
            result = r.end ? .end(older.count) : .loaded(older.count)
            record(.feedResponse(t: r.time, kind: "older", count: older.count, ok: true, end: r.end))
        } else {
            result = .failed
            record(.feedResponse(t: r.time, kind: "older", count: 0, ok: false, end: false))
        }
        sendFooter(.loadFinished(result), at: r.time)
        applyPendingFooterStyle(at: r.time)
        syncFooterInset(at: r.time)
    }
}
