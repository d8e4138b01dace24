/// The engine as host of the load-more footer (FooterFeature): where the footer is, how
/// much of it shows and its bottom inset, from the list's geometry; older pages from the
/// feed (max_id paging). The machine's effects are performed in ListEngine+Effects.
extension ListEngine {
    /// The footer's machine (FooterFeature.refresher): read by the host and the tests.
    public var footer: FooterRefresher { footerFeature.refresher }

    /// Content y of the footer's top (FooterFeature.top).
    var footerTop: Double {
        footerFeature.top(contentHeight: layout.contentHeight, viewportHeight: viewportHeight,
                          topBar: config.tuning.topBarHeight)
    }

    /// How much of the footer shows, in footer heights (FooterFeature.visibility).
    var footerVisibility: Double {
        guard layout.count > 0 else { return 0 }
        return footerFeature.visibility(offset: scroller.offset, minOffset: scroller.minOffset, top: footerTop,
                                        contentHeight: layout.contentHeight, viewportHeight: viewportHeight)
    }

    /// The content is shorter than the view (MJRefresh: insetTop + contentHeight <= height):
    /// an input of the footer's every call, as whether the header loads is (neither
    /// refresher may start while the other loads; docs/refresh.md).
    var contentIsShort: Bool { scroller.leadingInset + layout.contentHeight <= viewportHeight }

    /// The footer's answer to an event, with the inputs it takes on every call: whether the
    /// header loads and whether the content is shorter than the view.
    mutating func footerEffects(_ event: FooterRefresher.Event, at t: Double) -> [FooterRefresher.Effect] {
        footerFeature.handle(event, at: t, otherLoading: headerFeature.machine.isBusy, contentIsShort: contentIsShort)
    }

    /// Sends the footer an event and performs what it answers.
    mutating func sendFooter(_ event: FooterRefresher.Event, at t: Double) {
        apply(footerEffects(event, at: t), at: t)
    }

    mutating func footerFollowScroll(at t: Double) {
        guard layout.count > 0, isLaidOut else { return }
        sendFooter(.scrolled(visible: footerVisibility, dragging: listIsDragged), at: t)
    }

    /// The bottom inset the footer needs (FooterFeature.inset).
    var footerInset: Double {
        guard layout.count > 0 else { return 0 }
        return footerFeature.inset(top: footerTop, contentHeight: layout.contentHeight)
    }

    mutating func syncFooterInset(at t: Double, settle: Double? = nil) {
        let inset = footerInset
        if inset != scroller.trailingInset {
            scroller.setInsets(leading: scroller.leadingInset, trailing: inset, at: t, settle: settle)
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
        return y >= top && y < top + footerFeature.refresher.settings.height
    }

    mutating func switchFooterStyle(at t: Double) {
        guard let style = footerFeature.switchStyle() else { return }
        record(.setting(t: t, name: "footer", value: style.rawValue))
        syncFooterInset(at: t)
    }
}
