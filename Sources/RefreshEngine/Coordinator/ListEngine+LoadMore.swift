/// The engine as host of the load-more footer: where the footer is, how much of it
/// shows, its bottom inset, older pages from the feed (max_id paging) and taps.
extension ListEngine {
    /// Content y of the footer's top: right under the last row (auto), or at
    /// max(content bottom, viewport bottom) for the back style so short lists work too.
    var footerTop: Double {
        let content = layout.contentHeight
        switch footer.style {
        case .auto: return content
        case .back: return max(content, viewportHeight - config.tuning.topBarHeight)
        }
    }

    /// Auto: the fraction of the footer in view. Back: how far the content is pulled
    /// past its bottom edge (without the footer's own inset), in footer heights.
    var footerVisibility: Double {
        guard layout.count > 0 else { return 0 }
        let h = max(footer.settings.height, 1)
        switch footer.style {
        case .auto:
            return (scroller.offset + viewportHeight - footerTop) / h
        case .back:
            let edge = max(scroller.minOffset, layout.contentHeight - viewportHeight)
            return (scroller.offset - edge) / h
        }
    }

    /// The content is shorter than the view (MJRefresh: insetTop + contentHeight <= height):
    /// an input of the footer's every call, as whether the header loads is (neither
    /// refresher may start while the other loads; docs/refresh.md).
    var contentIsShort: Bool { scroller.leadingInset + layout.contentHeight <= viewportHeight }

    /// The footer's answer to an event, with the inputs it takes on every call: whether the
    /// header loads and whether the content is shorter than the view.
    mutating func footerEffects(_ event: FooterRefresher.Event, at t: Double) -> [FooterRefresher.Effect] {
        footer.handle(event, at: t, otherLoading: header.isBusy, contentIsShort: contentIsShort)
    }

    /// Sends the footer an event and performs what it answers.
    mutating func sendFooter(_ event: FooterRefresher.Event, at t: Double) {
        apply(footerEffects(event, at: t), at: t)
    }

    mutating func footerFollowScroll(at t: Double) {
        guard layout.count > 0, isLaidOut else { return }
        sendFooter(.scrolled(visible: footerVisibility, dragging: listIsDragged), at: t)
    }

    /// The bottom inset: the auto footer always (so the content can show it), the back
    /// footer while it loads (its height, plus the gap below short content).
    var footerInset: Double {
        guard layout.count > 0 else { return 0 }
        switch footer.style {
        case .auto: return footer.settings.height
        case .back: return footer.insetExtra > 0 ? footerTop - layout.contentHeight + footer.insetExtra : 0
        }
    }

    mutating func syncFooterInset(at t: Double, settle: Double? = nil) {
        let inset = footerInset
        if inset != scroller.trailingInset {
            scroller.setInsets(leading: scroller.leadingInset, trailing: inset, at: t, settle: settle)
        }
    }

    mutating func apply(_ effects: [FooterRefresher.Effect], at t: Double) {
        for effect in effects {
            switch effect {
            case let .transition(from, to):
                presenter.arrows.footer(entered: to, at: t, duration: footer.settings.arrowFlipDuration)
                outputs.append(.refreshState(t: t, name: to.rawValue, isFooter: true))
                record(.footer(t: t, from: from, to: to))
            case .setInset(_, let duration):
                syncFooterInset(at: t, settle: duration)
                if footer.insetExtra > 0, scroller.phase != .tracking, footerVisibility > 0 {
                    // Released past the edge: bring the footer to rest in view, as the header does.
                    scroller.scroll(to: scroller.maxOffset, duration: duration, at: t)
                }
            case .startLoad:
                // max_id is inclusive: ask below the last row so it does not come back.
                let maxId = (layout.ids.last ?? 1) - 1
                paging.requestOlder(maxId: maxId, at: t)
                record(.feedRequest(t: t, kind: "older", param: "max_id", value: maxId))
            }
        }
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

    /// Window y falls on the footer.
    func footerContains(y: Double) -> Bool {
        let top = footerTop - scroller.offset
        return y >= top && y < top + footer.settings.height
    }

    /// A click (pressed and released without scrolling): it acts on what it was released
    /// on, if it was pressed on the same (a button the pointer left does nothing). The top
    /// bar scrolls to the top, as tapping the status bar does on iOS; the footer retries.
    mutating func tapped(pressedAt p: (x: Double, y: Double), releasedAt r: (x: Double, y: Double), at t: Double) {
        guard layout.count > 0 else { return }
        let bar = config.tuning.topBarHeight
        if p.y < bar, r.y < bar, p.y >= 0, r.y >= 0 {
            // Only from inside the content: pulled past the top, the release's bounce takes it there.
            if scroller.offset > scroller.minOffset { perform(.top, at: t) }
            return
        }
        guard r.x >= 0, r.x < viewportWidth else { return }
        if footerContains(y: p.y), footerContains(y: r.y) {
            sendFooter(.tapped, at: t)
        }
    }

    mutating func switchFooterStyle(at t: Double) {
        guard !footer.isBusy else { return }
        footer.style = footer.style.next
        record(.setting(t: t, name: "footer", value: footer.style.rawValue))
        syncFooterInset(at: t)
    }
}
