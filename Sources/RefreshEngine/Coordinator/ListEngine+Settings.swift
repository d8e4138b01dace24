/// What the host and its keys ask of the list: live tuning (every tunable value read and
/// written as one TuningSet; a change applies from the next gesture or animation on, what runs
/// now finishes as it started), the list's commands, the user's art, the display (its size,
/// density, text metrics and slow motion), the carousel, the bar and the floor turned on and
/// off, and what the host reads of where the list is.
extension ListEngine {
    // MARK: Tuning

    /// Every tunable value now: the scroll model's, the feed's and the art's, and each feature's own.
    public var tuningSet: TuningSet {
        var read = ReadTuning(set: TuningSet())
        read.set.scroll = scroller.tuning
        read.set.feed = paging.service.settings
        read.set.art = artSettings
        // The features are only read: the copy shares every buffer and changes nothing.
        var list = self
        list.forEachFeature(&read)
        return read.set
    }

    /// Applies every value of `set` at time t and traces each one that changed.
    ///
    /// Like an input event it never goes back in time: stamped before the last frame (the
    /// panel acts at its key's time), it happens at that frame's time, after a step there.
    public mutating func applyTuning(_ set: TuningSet, at eventTime: Double) {
        let old = tuningSet
        guard set != old else { return }
        let t = eventTime.isFinite ? max(eventTime, time) : time
        step(to: t)
        defer {
            // Trace what took effect (a footer style waits for a load to end: traced then).
            let now = tuningSet
            for tunable in Tunables.all where !tunable.derived && tunable.value(in: now) != tunable.value(in: old) {
                record(.tuning(t: t, name: tunable.name, value: tunable.value(in: now)))
            }
            for place in ArtPlace.allCases {
                for p in ArtMarkerAssignment.phases where now.art[markers: place][p] != old.art[markers: place][p] {
                    record(.setting(t: t, name: ArtMarkerAssignment.key(place, p), value: now.art[markers: place][p].traceText))
                }
            }
        }
        var scroll = set.scroll
        // Where the list rests is layout, not feel: the top bar stays as it is.
        scroll.topBarHeight = scroller.tuning.topBarHeight
        scroller.tuning = scroll
        touchpad.idleGap = scroll.touchpadIdleGap * scroller.inputTimeScale
        touchpad.momentumCount = scroll.touchpadMomentumCount
        let controlChanged = set.headerControl != headerControlKind
        var features = ApplyTuning(set: set)
        features.set.scroll = scroll
        forEachFeature(&features)
        remakeControl()
        if controlChanged || (floorHoldsList && !headerFeature.machine.settings.twoLevel) { syncHeaderControl(at: t) }
        paging.service.settings = set.feed
        setCarousel(set.carousel, at: t)
        setShape(set.layout, at: t)
        artSettings = set.art
        setBar(set.bar, at: t)
        // The auto footer's inset is its height: keep it in step.
        syncFooterInset(at: t)
        collectPhaseChanges()
    }

    /// Sets one tunable by name; false if there is no such tunable.
    @discardableResult
    public mutating func setTunable(_ name: String, _ value: Double, at t: Double) -> Bool {
        guard let tunable = Tunables.named(name) else { return false }
        var s = tuningSet
        tunable.set(value, in: &s)
        applyTuning(s, at: t)
        return true
    }

    /// Turns the row on or off; rows in view stay where they are when the row is above them.
    public mutating func setCarousel(_ on: Bool, at t: Double) {
        guard on != (carouselFeature.row != nil) else { return }
        if on {
            carouselFeature.row = Carousel(width: viewportWidth, tuning: scroller.tuning, feed: paging.service.settings, seed: config.seed)
            carouselFeature.row?.setInputTimeScale(scroller.inputTimeScale)
            carouselFeature.row?.setPixelDensity(scroller.pixelDensity)
        } else {
            carouselFeature.row?.takeDown(at: t)
            carouselFeature.drainTrace(into: &traceLog)
            carouselFeature.removeRow()
            // The plots follow the list again: the row they followed is gone.
            studiedAxis = .vertical
        }
        let scrolledPast = scroller.offset + scroller.leadingInset > 0
        // With tabs the row is the first tab's (TabsFeature): on another tab it waits in that tab's list.
        if tabsFeature.isOn { tabsFeature.parked[0]?.layout.setBand(on ? Carousel.rowHeight : 0) }
        let delta = layout.setBand(on && tabsFeature.index == 0 ? Carousel.rowHeight : 0)
        if scrolledPast { shiftUnseen(by: delta) }
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: t)
        layOutRowsInView()
    }

    // MARK: The list's shape

    /// Makes the list `shape` at t (`list.layout`), or keeps it waiting while the list may not
    /// change under the user (LayoutFeature): a refresh or a load runs, the floor is open or
    /// the list is held.
    mutating func setShape(_ shape: ListShape, at t: Double) {
        guard shape != layoutFeature.shape else {
            layoutFeature.pending = nil
            return
        }
        layoutFeature.pending = shape
        applyPendingShape(at: t)
    }

    /// The shape asked for, once nothing loads and nothing holds the list.
    mutating func applyPendingShape(at t: Double) {
        // A refresh waiting for the first layout has asked nothing yet: it refreshes the new list.
        let headerFree = headerFeature.machine.state == .idle || headerFeature.machine.state == .willRefresh
        guard let shape = layoutFeature.pending, headerFree, !footerFeature.refresher.isBusy, !floorHoldsList,
              !router.pointerDown, !touchpad.active else { return }
        layoutFeature.pending = nil
        endTabs(at: t)
        var c = config
        c.layout = shape
        let list = ShapedList(config: c, shape: shape, at: t)
        content = list.content
        paging = list.paging
        layout = ListLayout(ids: list.ids, width: viewportWidth, style: config.style, estimatedHeight: layout.estimatedHeight,
                            language: language)
        layout.setBand(carouselFeature.row == nil ? 0 : Carousel.rowHeight)
        layoutFeature.shape = shape
        layoutFeature.newestShown = list.newest
        laidOutTop = nil
        // The old list's "no more data" and its result are not this one's.
        sendFooter(.reset, at: t)
        headerFeature.banner = nil
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: t)
        syncFooterInset(at: t)
        scroller.jump(to: scroller.minOffset, at: t)
        layOutRowsInView()
        startShape(at: t)
    }

    /// What a shape does as it starts: a chat opens at its end and waits for its next message.
    mutating func startShape(at t: Double) {
        layoutFeature.unseen = 0
        if shape.hasTabs { startTabs(at: t) }
        guard shape.isReversed else {
            layoutFeature.nextArrival = nil
            return
        }
        layoutFeature.nextArrival = LayoutFeature.arrival(after: t, interval: paging.service.settings.newItemInterval)
        settleAtEnd(at: t)
    }

    /// Jumps to the list's end, laying out the rows there until their heights hold it still.
    mutating func settleAtEnd(at t: Double) {
        for _ in 0..<8 {
            let end = scroller.maxOffset
            scroller.jump(to: end, at: t)
            layOutRowsInView()
            if scroller.maxOffset == end { break }
        }
    }

    /// The chat's pill was tapped: the list scrolls to its end, where the new messages are.
    public mutating func showNewMessages(at eventTime: Double) {
        let t = eventTime.isFinite ? max(eventTime, time) : time
        step(to: t)
        guard shape.isReversed, layoutFeature.unseen > 0 else { return }
        scroller.scroll(toEdge: .trailing, at: t)
    }

    /// Makes the engine's config carry the bar's resting inset as its top bar.
    static func configured(_ config: EngineConfig, bar: inout BarFeature) -> EngineConfig {
        let top = config.tuning.topBarHeight.isFinite ? max(config.tuning.topBarHeight, 0) : 0
        bar.statusHeight = max(top - BarSettings.navBarHeight, 0)
        bar.plainHeight = top - bar.statusHeight
        bar.settings = config.bar
        var c = config
        c.tuning.topBarHeight = bar.restInset
        return c
    }

    /// Applies new bar settings at t: the resting inset becomes the open bar's, the list keeps
    /// its place relative to the bar (at the top it settles under the new bar).
    mutating func setBar(_ settings: BarSettings, at t: Double) {
        guard settings != barFeature.settings else { return }
        barFeature.set(settings)
        resetBarInset(at: t)
    }

    /// The bar's resting inset changed (its settings, the tabs' strip): the list's top inset
    /// follows, and a list resting at its top stays at its top, under the new bar.
    mutating func resetBarInset(at t: Double) {
        // The scroller's inset is still the old bar's here.
        let atTop = scroller.offset <= scroller.minOffset + 0.5 && scroller.phase == .idle
        let top = barFeature.restInset
        config.tuning.topBarHeight = top
        scroller.tuning.topBarHeight = top
        let held = headerFeature.machine.isOpen && headerFeature.control.movesContent ? headerFeature.control.heldInset(headerFeature.machine.settings) : 0
        // At the top the content moves with the inset at once, so no settling starts.
        if atTop { shiftUnseen(by: -(top + held) - scroller.offset) }
        scroller.setInsets(leading: top + held, trailing: scroller.trailingInset, at: t, settle: headerFeature.machine.settings.openDuration)
        remakeControl()
    }

    // MARK: Commands

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

    /// Begins a refresh as F5 does: the list scrolls to the top and the header slides in.
    public mutating func beginRefreshing(at eventTime: Double) {
        let t = max(eventTime.isFinite ? eventTime : time, time)
        step(to: t)
        sendHeader(.begin, at: t)
        collectPhaseChanges()
    }

    /// The key: opens the floor, or closes it when it is open or opening.
    public mutating func toggleFloor(at eventTime: Double) {
        let t = max(eventTime.isFinite ? eventTime : time, time)
        step(to: t)
        let open = headerFeature.machine.state == .twoLevel || headerFeature.machine.state == .twoLevelOpening
        if !open && !headerFeature.machine.settings.twoLevel {
            record(.setting(t: t, name: "floor", value: "off"))
            return
        }
        sendHeader(open ? .closeFloor : .openFloor, at: t)
        collectPhaseChanges()
    }

    /// Closes the floor (Esc); false when it is not open, so Esc goes on to what is under it.
    public mutating func closeFloor(at eventTime: Double) -> Bool {
        guard headerFeature.machine.state == .twoLevel || headerFeature.machine.state == .twoLevelOpening else { return false }
        let t = max(eventTime.isFinite ? eventTime : time, time)
        step(to: t)
        sendHeader(.closeFloor, at: t)
        collectPhaseChanges()
        return true
    }

    mutating func switchFooterStyle(at t: Double) {
        guard let style = footerFeature.switchStyle() else { return }
        record(.setting(t: t, name: "footer", value: style.rawValue))
        syncFooterInset(at: t)
    }

    /// H: the built-in styles in turn, then the user's art when there is one, then round again.
    ///
    /// Order: the `mj` header's styles (arrow, frames, spinner), the user's art when there is
    /// some, then the other controls (`android`), and round again to the arrow.
    mutating func cycleHeaderStyle(at t: Double) {
        var control = headerControlKind
        if control != .mj {
            control = HeaderControlKind.allCases.drop { $0 != control }.dropFirst().first ?? .mj
            headerFeature.style = HeaderStyle.allCases.first ?? .normal
        } else if headerFeature.artShown {
            headerFeature.artShown = false
            control = .android
        } else if headerFeature.style.next == HeaderStyle.allCases.first {
            if headerFeature.art != nil { headerFeature.artShown = true } else { control = .android }
        } else {
            headerFeature.style = headerFeature.style.next
        }
        if control != headerControlKind {
            var s = tuningSet
            s.headerControl = control
            applyTuning(s, at: t)
        }
        record(.setting(t: t, name: "header", value: headerControlKind != .mj ? headerControlKind.rawValue
            : headerFeature.artShown ? "art" : headerFeature.style.rawValue))
    }

    // MARK: The user's art

    /// Sets (or with nil removes) the header's art; new art shows at once.
    public mutating func setHeaderArt(_ timeline: ArtTimeline?, at t: Double) {
        headerFeature.art = timeline
        headerFeature.artShown = timeline != nil
        record(.setting(t: max(t, time), name: "header", value: headerFeature.artShown ? "art" : headerFeature.style.rawValue))
    }

    /// Sets (or with nil removes) the footer's art.
    public mutating func setFooterArt(_ timeline: ArtTimeline?, at t: Double) {
        footerFeature.art = timeline
        record(.setting(t: max(t, time), name: "footerArt", value: timeline == nil ? "off" : "on"))
    }

    /// Replaces the timeline of the art in use with its final one (a load that showed its
    /// first frames before its last were in): the same art, so nothing is recorded and what
    /// shows (the art or a built-in style) stays.
    public mutating func refineArt(header: ArtTimeline?, footer: ArtTimeline?) {
        if let header, headerFeature.art != nil { headerFeature.art = header }
        if let footer, footerFeature.art != nil { footerFeature.art = footer }
    }

    /// Chooses what plays in `phase` of `place`'s art (the panel): a tuning value like the
    /// others (saved, kept per A/B slot), in effect from the next frame.
    public mutating func setArtMarker(_ choice: ArtMarkerChoice, for phase: ArtSegment, of place: ArtPlace, at t: Double) {
        var s = tuningSet
        s.art[markers: place][phase] = choice
        applyTuning(s, at: t)
    }

    // MARK: The display

    /// A new list viewport size: the row at the top of the view stays in place while rows reflow.
    public mutating func resize(width w: Double, height h: Double, at t: Double) {
        let newWidth = Self.sane(w, fallback: viewportWidth)
        let newHeight = Self.sane(h, fallback: viewportHeight)
        if newWidth != layout.width {
            // Keep the top row's top at the same distance from the viewport's top.
            let anchorY = max(scroller.offset + scroller.leadingInset, 0)
            let anchor = layout.rowIndex(at: anchorY)
            let inside = anchorY - layout.rowTop(anchor)
            layout.setWidth(newWidth, estimatedHeight: Self.estimatedRowHeight(style: config.style, metrics: metrics))
            if layout.count > 0 { layout.ensureLaidOut(anchor, content: content, metrics: metrics, now: config.epoch) }
            let newTop = layout.rowTop(anchor)
            let target = scroller.offset + (newTop + min(inside, layout.count > 0 ? layout.heights[anchor] : 0) - anchorY)
            shiftUnseen(by: target - scroller.offset)
        }
        viewportWidth = newWidth
        viewportHeight = newHeight
        var features = ResizeFeatures(width: newWidth, t: t)
        forEachFeature(&features)
        // RefreshIndicator measures a drag against the list's height.
        remakeControl()
        keepListBelowFloor(at: t)
        scroller.setGeometry(viewportExtent: newHeight, contentExtent: layout.contentHeight, at: t)
        layOutRowsInView()
        collectPhaseChanges()
    }

    /// Physical pixels per point of the display (the host sets it): where flings stop.
    /// Not a tunable: the display's, not the feel's.
    public var pixelDensity: Double {
        get { scroller.pixelDensity }
        set {
            scroller.pixelDensity = newValue.isFinite && newValue > 0 ? newValue : 1
            // The carousel is a scroll view on the same display: its flings stop at the same pixel speed.
            carouselFeature.row?.setPixelDensity(scroller.pixelDensity)
            // The circle lives in the layout's pixels, as on Android.
            remakeControl()
        }
    }

    /// Lays every row out again in `newMetrics` from now on.
    public mutating func setMetrics(_ newMetrics: TextMetrics, at t: Double) {
        step(to: t)
        let anchorY = max(scroller.offset + scroller.leadingInset, 0)
        let anchor = layout.rowIndex(at: anchorY)
        let inside = anchorY - layout.rowTop(anchor)
        metrics = newMetrics
        presenter.cardLooks.removeAll()
        layout.reflow(estimatedHeight: Self.estimatedRowHeight(style: config.style, metrics: metrics))
        if layout.count > 0 {
            layout.ensureLaidOut(anchor, content: content, metrics: metrics, now: config.epoch)
            let newTop = layout.rowTop(anchor)
            let target = scroller.offset + (newTop + min(inside, layout.heights[anchor]) - anchorY)
            shiftUnseen(by: target - scroller.offset)
        }
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: time)
        layOutRowsInView()
        collectPhaseChanges()
    }

    /// Engine seconds per real second of input (the host's slow motion): gestures are
    /// measured in the hand's time, so they do what they do at normal speed.
    public var inputTimeScale: Double {
        get { scroller.inputTimeScale }
        set {
            let v = newValue > 0 && newValue.isFinite ? newValue : 1
            scroller.inputTimeScale = v
            touchpad.idleGap = scroller.tuning.touchpadIdleGap * v
            carouselFeature.row?.setInputTimeScale(v)
        }
    }

    // MARK: Where the list is, for the host

    /// The list is idle: at rest, not held, no touchpad gesture running (a new wheel or key
    /// gesture begins only then).
    public var isIdleForGestures: Bool {
        scroller.isAtRest && !router.pointerDown && !touchpad.active
            && (carouselFeature.row.map { $0.scroller.isAtRest && !$0.touchpadIsActive } ?? true)
    }

    /// A touchpad gesture is running (fingers down, or its momentum not yet ended), the
    /// list's or the carousel's.
    public var touchpadIsActive: Bool { touchpad.active || carouselFeature.touchpadIsActive }

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
    public var isAtEnd: Bool { ChatFollowRule.isAtEnd(offset: scroller.offset, maxOffset: scroller.maxOffset) }
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
