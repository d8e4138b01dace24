import RefreshPhysics

/// Tabs (`list.layout tabs`, TabsFeature): three lists in a pager under one bar. The shown tab's
/// list is the engine's own; the others are parked (TabList) and swapped in when they show, or
/// for a moment to handle what is due in them. A drag on the list goes to the pager or to the
/// list (PagerAxisRule); the bar's collapse is NestedScroll's share of the list's scroll.
extension ListEngine {
    // MARK: Making and ending the tabs

    /// Makes the other tabs' lists (the shown one is the engine's, tab 0) and puts the strip in the bar.
    mutating func startTabs(at t: Double) {
        tabsFeature = TabsFeature()
        tabsFeature.pager = Pager(count: ListShape.tabCount, width: viewportWidth)
        // The strip first: every tab's list starts under the bar with it.
        setStrip(ListShape.tabStripHeight, at: t)
        tabsFeature.parked = Array(repeating: nil, count: ListShape.tabCount)
        for i in 1..<ListShape.tabCount { tabsFeature.parked[i] = makeTab(i, at: t) }
        tabsFeature.lastCombined = combinedOffset
    }

    /// Drops the other tabs' lists and the strip (another layout).
    mutating func endTabs(at t: Double) {
        guard tabsFeature.isOn else { return }
        tabsFeature = TabsFeature()
        setStrip(0, at: t)
    }

    /// Tab i's own list: its feed (seeded apart from the others), rows laid out at its top, its
    /// header and footer made from the shown tab's settings and told the layout is ready.
    mutating func makeTab(_ i: Int, at t: Double) -> TabList {
        var c = config
        c.seed = config.seed &+ UInt64(i) &* 7_919
        let list = ShapedList(config: c, shape: .tabs, at: t)
        var rows = ListLayout(ids: list.ids, width: viewportWidth, style: config.style, estimatedHeight: layout.estimatedHeight,
                              language: language)
        // The carousel's row is the first tab's only.
        rows.setBand(0)
        var s = Scroller(tuning: scroller.tuning, viewportExtent: viewportHeight, contentExtent: rows.contentHeight)
        s.pixelDensity = scroller.pixelDensity
        s.inputTimeScale = scroller.inputTimeScale
        var header = HeaderFeature(settings: headerFeature.machineTuning, style: headerFeature.style, lastUpdated: config.lastUpdated)
        header.adoptLook(of: headerFeature)
        var footer = FooterFeature(settings: footerFeature.refresher.settings, style: footerFeature.refresher.style)
        footer.art = footerFeature.art
        var tab = TabList(scroller: s, layout: rows, content: list.content, paging: list.paging, header: header, footer: footer,
                          laidOutTop: nil, inner: 0)
        withTab(&tab) { list in
            list.remakeControl()
            list.syncFooterInset(at: t)
            list.scroller.jump(to: list.scroller.minOffset, at: t)
            list.layOutRowsInView()
            list.sendHeader(.layoutReady, at: t)
        }
        return tab
    }

    /// Runs `body` with `tab`'s list as the engine's own, then parks it again.
    mutating func withTab(_ tab: inout TabList, _ body: (inout ListEngine) -> Void) {
        swapList(&tab)
        body(&self)
        swapList(&tab)
    }

    /// Exchanges the engine's list with a parked one.
    mutating func swapList(_ tab: inout TabList) {
        swap(&scroller, &tab.scroller)
        swap(&layout, &tab.layout)
        swap(&content, &tab.content)
        swap(&paging, &tab.paging)
        swap(&headerFeature, &tab.header)
        swap(&footerFeature, &tab.footer)
        swap(&laidOutTop, &tab.laidOutTop)
    }

    /// The strip's height in the bar: the resting inset grows by it, and a list at its top stays there.
    mutating func setStrip(_ height: Double, at t: Double) {
        guard height != barFeature.stripHeight else { return }
        barFeature.stripHeight = height
        barFeature.sharedByTabs = height > 0
        resetBarInset(at: t)
    }

    // MARK: Changing tab

    /// Shows tab i: the list shown so far is parked with its offset under the bar, tab i's takes
    /// the settings every tab shares and its place under the bar as it is now (TabsFeature).
    mutating func showTab(_ i: Int, at t: Double) {
        let old = tabsFeature.index
        guard i != old, tabsFeature.parked.indices.contains(i), var tab = tabsFeature.parked[i] else { return }
        tabsFeature.parked[i] = nil
        let set = tuningSet
        let kept = tab.inner
        swapList(&tab)
        tab.inner = tabsFeature.nested.inner
        // What every tab shares comes from the list that showed until now.
        headerFeature.adoptLook(of: tab.header)
        footerFeature.art = tab.footer.art
        var apply = ApplyTuning(set: set)
        apply.visit(&headerFeature)
        apply.visit(&footerFeature)
        scroller.tuning = tab.scroller.tuning
        scroller.inputTimeScale = tab.scroller.inputTimeScale
        scroller.pixelDensity = tab.scroller.pixelDensity
        tabsFeature.parked[old] = tab
        tabsFeature.index = i
        remakeControl()
        let inner = placeList(kept: kept, at: t)
        let outer = tabsFeature.nested.outer
        tabsFeature.nested = NestedScroll(outer: outer, inner: inner, range: barFeature.layout.range, floats: barFeature.layout.floats)
        tabsFeature.lastCombined = outer + inner
        tabsFeature.trace(.tab(t: t, from: old, to: i))
    }

    /// Puts the engine's list under the bar as it is now, its own offset `kept` as the platform
    /// keeps it (TabsFeature), with the viewport's size and the bar's inset it missed while
    /// parked; returns its own offset (NestedScroll's `inner`).
    @discardableResult
    mutating func placeList(kept: Double, at t: Double) -> Double {
        if layout.width != viewportWidth || scroller.viewportExtent != viewportHeight { resizeShownTab(at: t) }
        let held = headerFeature.machine.isOpen && headerFeature.control.movesContent
            ? headerFeature.control.heldInset(headerFeature.machine.settings) : 0
        scroller.setInsets(leading: barFeature.restInset + held, trailing: scroller.trailingInset, at: t)
        syncFooterInset(at: t)
        let outer = tabsFeature.nested.outer, range = barFeature.layout.range
        var inner = kept
        if scroller.tuning.model == .flutter, inner > 0, outer < range - 0.5 { inner = 0 }
        if inner < 0 { inner = outer > 0 ? 0 : inner }
        scroller.jump(to: -barFeature.restInset + outer + inner, at: t)
        laidOutTop = nil
        layOutRowsInView()
        return inner
    }

    /// The shown tab's list takes the viewport's size it missed while parked.
    mutating func resizeShownTab(at t: Double) {
        if layout.width != viewportWidth {
            layout.setWidth(viewportWidth, estimatedHeight: Self.estimatedRowHeight(style: config.style, metrics: metrics))
        }
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: t)
    }

    /// Handles what fell due by t in the parked tabs (a feed's answer, a header's timeout), each
    /// at its own time, as if the tab showed.
    mutating func stepParkedTabs(to t: Double) {
        guard tabsFeature.isOn else { return }
        for i in tabsFeature.parked.indices {
            guard let due = tabsFeature.parked[i].flatMap(Self.deadline(of:)), due <= t,
                  var tab = tabsFeature.parked[i] else { continue }
            tabsFeature.parked[i] = nil
            withTab(&tab) { list in
                var guardCount = 0
                while let next = list.parkedDeadline(), next <= t, guardCount < 1_000 {
                    guardCount += 1
                    let at = max(next, list.time)
                    list.scroller.step(to: at)
                    list.processListDeadline(at: at)
                    list.headerFollowScroll(at: at)
                    list.footerFollowScroll(at: at)
                }
                list.scroller.step(to: t)
            }
            tabsFeature.parked[i] = tab
        }
    }

    /// The next moment the list's own parts act by themselves (its feed, header and footer).
    private func parkedDeadline() -> Double? {
        Self.earliest(paging.service.nextDue, Self.earliest(headerFeature.machine.nextDeadline, footerFeature.refresher.nextDeadline))
    }

    /// The next moment a parked tab's own parts act by themselves.
    static func deadline(of tab: TabList) -> Double? {
        earliest(tab.paging.service.nextDue, earliest(tab.header.machine.nextDeadline, tab.footer.refresher.nextDeadline))
    }

    /// The earlier of two moments, either may be none (no array: this runs on every step).
    static func earliest(_ a: Double?, _ b: Double?) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }

    // MARK: The bar's share

    /// The list's offset below the open bar's resting edge: the bar's part and the list's own together.
    var combinedOffset: Double { scroller.offset + barFeature.restInset }

    /// Follows the list's scroll for the bar (NestedScroll), once a step.
    ///
    /// Flutter floats the bar in a drag's updates and a pointer's scroll only: a fling or a bounce
    /// runs on `_getMetrics`, which keeps the outer position in [0, its pixels] while the inner list
    /// is scrolled in, so the bar stays until the list has reached its top.
    mutating func tabsFollowScroll() {
        guard tabsFeature.isOn else { return }
        let ballistic = scroller.phase == .decelerating || scroller.phase == .bouncing
        let floats = barFeature.layout.floats && !(scroller.tuning.model == .flutter && ballistic)
        _ = tabsFeature.follow(combined: combinedOffset, range: barFeature.layout.range, floats: floats)
    }

    // MARK: Gestures

    /// A press on the list under the bar: its gesture's axis is undecided; a press on a moving
    /// pager takes the pager where it is (as a press on a flinging list takes the list).
    mutating func tabsPress(x: Double, y: Double, at t: Double) {
        guard tabsFeature.isOn, y >= barBottom, !carouselContains(x: x, y: y) else {
            tabsFeature.lock = nil
            return
        }
        if tabsFeature.pager.isMoving(at: t) {
            tabsFeature.pager.beginDrag(x: x, samples: [(x, t)], at: t)
            tabsFeature.lock = (x, y, [], .horizontal)
            studiedAxis = .horizontal
        } else {
            tabsFeature.lock = (x, y, [(x, t)], nil)
        }
    }

    /// True when the pager takes this move: its drag runs, or the axis is not decided yet.
    mutating func tabsTakesMove(x: Double, y: Double, at t: Double) -> Bool {
        guard var lock = tabsFeature.lock, x.isFinite, y.isFinite else { return false }
        switch lock.axis {
        case .horizontal:
            tabsFeature.pager.move(x: x, at: t)
            return true
        case .vertical:
            return false
        case nil:
            lock.samples.append((x, t))
            let rule = PagerAxisRule.rule(model: scroller.tuning.model, slop: scroller.tuning.touchSlop)
            lock.axis = rule.decide(dx: x - lock.x, dy: y - lock.y)
            tabsFeature.lock = lock
            switch lock.axis {
            case nil:
                // Undecided: the list sees the move, still inside its own slop.
                return false
            case .vertical:
                studiedAxis = .vertical
                record(.setting(t: t, name: "gestureAxis", value: GestureAxis.vertical.rawValue))
                return false
            case .horizontal:
                studiedAxis = .horizontal
                record(.setting(t: t, name: "gestureAxis", value: GestureAxis.horizontal.rawValue))
                // The list never moved: it lets go as a click would, with no fling.
                releaseDrag(at: t)
                tabsFeature.pager.beginDrag(x: lock.x, samples: lock.samples, at: t)
                tabsFeature.pager.move(x: x, at: t)
                return true
            }
        }
    }

    /// The release of a pager's drag: the page it goes to shows (a `tab` line when it is another).
    /// True when the pager had the gesture.
    mutating func tabsRelease(x: Double, at t: Double) -> Bool {
        guard let lock = tabsFeature.lock else { return false }
        tabsFeature.lock = nil
        guard lock.axis == .horizontal else { return false }
        // A press that took a moving pager held the list too, never moving it.
        if scroller.phase == .tracking { releaseDrag(at: t) }
        if x.isFinite { tabsFeature.pager.move(x: x, at: t) }
        tabsFeature.pager.release(model: scroller.tuning.model, density: scroller.pixelDensity, at: t)
        showTab(tabsFeature.pager.targetPage(at: t), at: t)
        return true
    }

    /// A touchpad's sideways delta on the pager (pt, > 0 moves the pages right): the pager
    /// follows the fingers as it follows a drag, and settles when they lift (`tabsTouchpadEnd`).
    mutating func tabsTouchpad(dx: Double, at t: Double) {
        if tabsFeature.touchpad == nil {
            tabsFeature.touchpadIdleGap = scroller.tuning.touchpadIdleGap * scroller.inputTimeScale
            tabsFeature.pager.beginDrag(x: 0, samples: [(0, t)], at: t)
            tabsFeature.touchpad = (0, t)
        }
        guard var pad = tabsFeature.touchpad else { return }
        pad.x += dx
        pad.last = t
        tabsFeature.touchpad = pad
        tabsFeature.pager.move(x: pad.x, at: t)
    }

    /// The fingers lifted (reported, or the idle gap passed): the pager settles as after a drag's
    /// release, its velocity the fingers' at their last delta.
    mutating func tabsTouchpadEnd(at t: Double) {
        guard let pad = tabsFeature.touchpad else { return }
        tabsFeature.touchpad = nil
        tabsFeature.pager.release(model: scroller.tuning.model, density: scroller.pixelDensity, at: min(pad.last, t))
        record(.input(t: t, kind: "touchpad-release", x: nil, y: nil))
        showTab(tabsFeature.pager.targetPage(at: t), at: t)
    }

    /// Which tab of the strip (x, y) is on, nil off the strip.
    func stripTab(x: Double, y: Double) -> Int? {
        guard tabsFeature.isOn, x.isFinite, y.isFinite, x >= 0, x < viewportWidth else { return nil }
        let bottom = barBottom
        guard y < bottom, y >= bottom - barFeature.stripHeight else { return nil }
        return min(Int(x / max(viewportWidth, 1) * Double(ListShape.tabCount)), ListShape.tabCount - 1)
    }

    /// A tab tapped in the strip: the pager goes there (TabTapSettle) and it shows.
    public mutating func selectTab(_ i: Int, at eventTime: Double) {
        let t = eventTime.isFinite ? max(eventTime, time) : time
        step(to: t)
        guard tabsFeature.isOn, i >= 0, i < ListShape.tabCount else { return }
        tabsFeature.pager.go(to: i, model: scroller.tuning.model, density: scroller.pixelDensity, at: t)
        showTab(i, at: t)
        collectPhaseChanges()
    }

    /// The shown tab's index (0 without tabs).
    public var shownTab: Int { tabsFeature.index }

    /// The pager's page now, fractional while it moves.
    public var pagerPage: Double { tabsFeature.isOn ? tabsFeature.pager.page(at: time) : 0 }

    // MARK: The phone page's rows

    /// The list the phone page's rows come from while another tab shows: the first tab's (the
    /// page runs its tabs itself and takes the app's first list for them), nil when it shows.
    var firstTabList: ListEngine? {
        guard tabsFeature.isOn, tabsFeature.index != 0, var tab = tabsFeature.parked[0] else { return nil }
        var list = self
        list.swapList(&tab)
        list.tabsFeature.index = 0
        return list
    }

    /// Runs `body` on the first tab's list swapped in (its rows laid out for the page), the
    /// shown tab's share of the bar kept as it is.
    mutating func onFirstTab(_ body: (inout ListEngine) -> Void) {
        guard var tab = tabsFeature.parked[0] else { return }
        tabsFeature.parked[0] = nil
        let (shown, nested, last) = (tabsFeature.index, tabsFeature.nested, tabsFeature.lastCombined)
        withTab(&tab) { list in
            list.tabsFeature.index = 0
            body(&list)
            list.tabsFeature.index = shown
        }
        (tabsFeature.nested, tabsFeature.lastCombined) = (nested, last)
        tabsFeature.parked[0] = tab
    }

    // MARK: The view

    /// The strip and the pager's view this frame (nil without tabs); the tab beside the shown one
    /// is laid out and placed while the pager stands between two pages.
    mutating func tabsView() -> TabsView? {
        guard tabsFeature.isOn else { return nil }
        // Taken out of the frame, so its rows buffer is reused, not copied.
        var v = presenter.frame.tabs ?? TabsView()
        presenter.frame.tabs = nil
        let w = viewportWidth, position = tabsFeature.pager.position(at: time)
        if v.language != language || v.titles.isEmpty {
            v.titles = language.tabTitles
            v.language = language
        }
        v.height = barFeature.stripHeight
        v.top = presenter.frame.topBarHeight - v.height
        let page = position / max(w, 1)
        v.selected = TabIndicatorRule.selected(page: page, count: ListShape.tabCount)
        let span = TabIndicatorRule.span(page: page, count: ListShape.tabCount, width: w)
        (v.indicatorLeft, v.indicatorRight) = (span.left, span.right)
        let shownLeft = Double(tabsFeature.index) * w
        v.shownX = shownLeft - position
        v.beside.removeAll(keepingCapacity: true)
        let gap = position - shownLeft
        let other = gap > 0.5 ? tabsFeature.index + 1 : gap < -0.5 ? tabsFeature.index - 1 : nil
        if let other, tabsFeature.parked.indices.contains(other), var tab = tabsFeature.parked[other] {
            tabsFeature.parked[other] = nil
            v.besideX = Double(other) * w - position
            // Drawn where it will be once shown: under the bar as it is now.
            let kept = tab.inner
            withTab(&tab) { list in
                list.placeList(kept: kept, at: list.time)
                Self.appendRows(of: list.layout, offset: list.scroller.offset, viewportHeight: list.viewportHeight, to: &v.beside)
            }
            tabsFeature.parked[other] = tab
        }
        return v
    }
}
