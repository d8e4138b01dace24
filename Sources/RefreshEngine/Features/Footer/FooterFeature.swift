/// The load-more footer's side of the list: its machine (FooterRefresher), a style change
/// waiting for a load to end, and where the footer sits. The engine hosts it: it passes the
/// list's geometry in and asks the feed for older pages; the machine's effects come back to it
/// and it performs them in ListEngine+Effects.
struct FooterFeature {
    /// The footer's machine.
    var refresher: FooterRefresher
    /// A style asked for while the footer loads: it takes effect when the load ends.
    var pendingStyle: FooterStyle?
    /// The user's art for the footer.
    var art: ArtTimeline?

    init(settings: FooterRefresher.Settings, style: FooterStyle) {
        refresher = FooterRefresher(settings: settings, style: style)
    }

    /// The machine's answer to an event, with the inputs it takes on every call (whether the
    /// header loads, whether the content is shorter than the view): effects the engine
    /// performs (ListEngine+Effects) after this returns.
    mutating func handle(_ event: FooterRefresher.Event, at t: Double, otherLoading: Bool,
                         contentIsShort: Bool) -> [FooterRefresher.Effect] {
        refresher.handle(event, at: t, otherLoading: otherLoading, contentIsShort: contentIsShort)
    }

    /// Content y of the footer's top: right under the last row (auto), or at
    /// max(content bottom, viewport bottom) for the back style so short lists work too.
    func top(contentHeight: Double, viewportHeight: Double, topBar: Double) -> Double {
        switch refresher.style {
        case .auto: return contentHeight
        case .back: return max(contentHeight, viewportHeight - topBar)
        }
    }

    /// Auto: the fraction of the footer in view. Back: how far the content is pulled
    /// past its bottom edge (without the footer's own inset), in footer heights.
    func visibility(offset: Double, minOffset: Double, top: Double, contentHeight: Double,
                    viewportHeight: Double) -> Double {
        let h = max(refresher.settings.height, 1)
        switch refresher.style {
        case .auto:
            return FooterRefresher.autoVisibility(offset: offset, viewportHeight: viewportHeight, top: top, height: h)
        case .back:
            let edge = max(minOffset, contentHeight - viewportHeight)
            return (offset - edge) / h
        }
    }

    /// The bottom inset: the auto footer always (so the content can show it), the back
    /// footer while it loads (its height, plus the gap below short content).
    func inset(top: Double, contentHeight: Double) -> Double {
        switch refresher.style {
        case .auto: return refresher.settings.height
        case .back: return refresher.insetExtra > 0 ? top - contentHeight + refresher.insetExtra : 0
        }
    }

    /// The other style, when the footer is not loading (nil while it loads).
    mutating func switchStyle() -> FooterStyle? {
        guard !refresher.isBusy else { return nil }
        refresher.style = refresher.style.next
        return refresher.style
    }
}

extension FooterFeature: ListFeature {
    var nextDeadline: Double? { refresher.nextDeadline }

    func isAtRest(at t: Double) -> Bool { !refresher.isBusy }

    func read(into set: inout TuningSet) {
        set.footer = refresher.settings
        set.footerStyle = refresher.style
    }

    /// The settings at once; a new style waits while the footer loads (`pendingStyle`).
    mutating func apply(_ set: TuningSet) {
        refresher.settings = set.footer
        if set.footerStyle != refresher.style {
            if refresher.isBusy {
                pendingStyle = set.footerStyle
            } else {
                refresher.style = set.footerStyle
                pendingStyle = nil
            }
        }
    }
}
