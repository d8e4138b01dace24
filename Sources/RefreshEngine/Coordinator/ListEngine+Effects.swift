/// The composer's one place for the features' effects: the header's and the footer's
/// machines return effects (HeaderFeature.handle, FooterFeature.handle, through
/// `headerEffects` / `footerEffects`) and the engine performs them here, after the call that
/// produced them, in their order.
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
                presenter.arrows.header(entered: to, at: t, duration: header.settings.arrowFlipDuration)
                outputs.append(.refreshState(t: t, name: to.rawValue, isFooter: false))
                if to == .idle { headerFeature.closed(at: t) }
                // Queued behind a footer load (the two never load at once): say so, or the
                // key seems to do nothing for up to a second.
                if to == .willRefresh, footer.isBusy { outputs.append(.refreshWaits(t: t)) }
                record(.header(t: t, from: from, to: to, pullingPercent: percent,
                               result: to == .finishing ? header.result?.traceName : nil))
            case let .setOpen(open, duration, reveal):
                headerFeature.setRefreshing(open, at: t)
                // A control over a still list holds nothing and scrolls nothing.
                guard headerControl.movesContent else { break }
                // The inset is set to a value, never added to: it can only be exactly right.
                let opening = HeaderOpening(open: open, control: headerControl, settings: header.settings)
                scroller.setInsets(leading: config.tuning.topBarHeight + opening.extra, trailing: scroller.trailingInset, at: t,
                                   settle: duration, bounces: opening.bounces)
                if opening.scrollsToRest(reveal: reveal, tracking: scroller.phase == .tracking, offset: scroller.offset,
                                         minOffset: scroller.minOffset) {
                    scroller.scroll(to: scroller.minOffset, duration: duration, at: t)
                }
            case let .setFloor(open, duration):
                setFloor(open: open, duration: duration, at: t)
            case .startLoad:
                let since = layout.ids.first ?? 0
                paging.requestNewer(sinceId: since, at: t)
                record(.feedRequest(t: t, kind: "newer", param: "since_id", value: since))
            case .saveLastUpdated:
                let now = config.epoch + t
                headerFeature.saveLastUpdated(now)
                outputs.append(.saveLastUpdated(now))
            }
        }
    }

    /// Performs the footer machine's effects at t.
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
}
