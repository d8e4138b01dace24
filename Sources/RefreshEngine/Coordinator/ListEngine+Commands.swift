/// What a key can ask of the list: scrolling, refreshing, the header and footer styles,
/// the language. Which key runs which is the host's keymap.
public enum ListCommand: String, CaseIterable, Sendable {
    case rowUp, rowDown, pageUp, pageDown, top, bottom, refresh, headerStyle, footerStyle, language, floor
}

extension ListEngine {
    /// Runs one of the list's commands at time t.
    ///
    /// A row is the estimated row height; a page is the view between the insets less
    /// 40 pt of overlap (at least a row), so the last line of a page stays in view.
    public mutating func perform(_ command: ListCommand, at t: Double) {
        // Under the open second floor the list does not scroll (it is below the window).
        if headerFeature.machine.state.isFloor, [.rowUp, .rowDown, .pageUp, .pageDown, .top, .bottom].contains(command) { return }
        let row = layout.estimatedHeight
        let page = max(viewportHeight - scroller.leadingInset - scroller.trailingInset - 40, row)
        switch command {
        case .rowUp: scroller.scroll(by: -row, at: t)
        case .rowDown: scroller.scroll(by: row, at: t)
        case .pageUp: scroller.scroll(by: -page, at: t)
        case .pageDown: scroller.scroll(by: page, at: t)
        case .top: scroller.scroll(toEdge: .leading, at: t)
        case .bottom: scroller.scroll(toEdge: .trailing, at: t)
        case .refresh: beginRefreshing(at: t)
        case .headerStyle: cycleHeaderStyle(at: t)
        case .language:
            language = language.next
            record(.setting(t: t, name: "lang", value: language.rawValue))
        case .footerStyle: switchFooterStyle(at: t)
        case .floor: toggleFloor(at: t)
        }
        collectPhaseChanges()
    }

    /// The list is idle: at rest, not held, no touchpad gesture running (a new wheel or key
    /// gesture begins only then).
    public var isIdleForGestures: Bool {
        scroller.isAtRest && !pointerDown && !touchpad.active
            && (carouselFeature.row.map { $0.scroller.isAtRest && !$0.touchpadIsActive } ?? true)
    }

    /// A touchpad gesture is running (fingers down, or its momentum not yet ended), the
    /// list's or the carousel's.
    public var touchpadIsActive: Bool { touchpad.active || carouselFeature.touchpadIsActive }
}

extension ListEngine {
    /// The scroll offset now along the studied axis (points; negative while pulled down):
    /// the list's, or the carousel's x after a gesture that scrolled the carousel.
    public var scrollOffset: Double { studiedAxis == .horizontal ? carouselFeature.row?.scroller.offset ?? scroller.offset : scroller.offset }
    /// How far a drag has the list past its top edge: what the model shows, and where the hand
    /// has taken it (the raw drag, before the model's edge clamps or stretches it); 0 and 0
    /// when no drag holds the list.
    public var pullPastTop: (shown: Double, raw: Double) {
        guard scroller.phase == .tracking else { return (0, 0) }
        return (max(scroller.minOffset - scroller.offset, 0), max(scroller.minOffset - scroller.lastRaw, 0))
    }
    /// The list is at its top (or pulled past it): the header is where a pull shows it.
    public var isAtTop: Bool { scroller.offset <= scroller.minOffset + 1 }
    /// The list is at its end: the footer is in view.
    public var isAtEnd: Bool { scroller.offset >= scroller.maxOffset - 1 }
    /// The footer is loading (F waits until it ends).
    public var footerIsBusy: Bool { footerFeature.refresher.isBusy }
    /// The scroll velocity now along the studied axis (points per second).
    public var scrollVelocity: Double {
        studiedAxis == .horizontal ? carouselFeature.row?.scroller.velocity ?? scroller.velocity : scroller.velocity
    }

    /// Where the carousel's first card was at this offset's x, in window points, for a ghost
    /// of another run's offset `other` along x (nil when the row is not in view).
    public func carouselGhostX(otherOffset other: Double) -> (x: Double, top: Double, height: Double)? {
        guard let c = carouselFeature.row, let top = carouselTop else { return nil }
        let x0 = max(-c.scroller.offset, 0)
        return (x0 + c.scroller.offset - other, top, layout.band)
    }
}
