/// The engine: the list, its scroll model and its content, driven by input events
/// and time. The host passes every event with its time, calls `frame(at:)` once per
/// frame and draws exactly the returned value.
public struct ListEngine {
    var scroller: Scroller
    public internal(set) var layout: ListLayout
    public internal(set) var content: FeedContent
    /// The settings it started with; the top bar follows the app bar's settings (`setBar`, ListEngine+Settings).
    public internal(set) var config: EngineConfig
    var metrics: TextMetrics
    public internal(set) var viewportWidth: Double
    public internal(set) var viewportHeight: Double
    /// Engine time of the last step.
    public private(set) var time = 0.0
    /// The trace, while asked for (`tracing`, `drainTrace`).
    var traceLog = TraceLog(reserving: 64)
    /// The render model's state kept from frame to frame (ListPresenter).
    var presenter = ListPresenter()
    /// Where the pointer is and whether it holds the list; the order an event is offered in.
    var router = InputRouter()
    /// The list is held by the pointer (a press on the list not yet released).
    public var pointerDown: Bool { router.pointerDown }
    /// The refresh header: its machine, its control, its style, fade and art, the time of
    /// the last refresh and the banner (HeaderFeature).
    var headerFeature: HeaderFeature
    /// The second floor's gestures and view (FloorFeature); the header's machine opens it.
    var floorFeature = FloorFeature()
    /// The header's machine (HeaderFeature.machine): read by the host and the tests.
    public var header: HeaderRefresher { headerFeature.machine }
    /// How the `mj` header looks (HeaderFeature.style).
    public var headerStyle: HeaderStyle {
        get { headerFeature.style }
        set { headerFeature.style = newValue }
    }
    /// The texts' language; rows already laid out take its row times at once (relabel).
    public var language: Language {
        didSet { if language != oldValue { layout.relabel(language: language, content: content, metrics: metrics, now: config.epoch) } }
    }
    /// The header fades in with the pull (HeaderFeature.alphaFollowsPull).
    public var alphaFollowsPull: Bool {
        get { headerFeature.alphaFollowsPull }
        set { headerFeature.alphaFollowsPull = newValue }
    }
    /// When the list last refreshed (HeaderFeature.lastUpdated).
    public var lastUpdated: Double? { headerFeature.lastUpdated }
    /// The feed and the requests in flight (FeedPaging).
    var paging: FeedPaging
    /// True after the first frame: a refresh asked for before waits for it (willRefresh).
    var isLaidOut = false
    /// What the list reports to its host, in order (drainOutputs).
    var outputs: [ListOutput] = []
    /// The load-more footer: its machine, what waits for its load and its art (FooterFeature).
    var footerFeature: FooterFeature
    /// The footer's machine (FooterFeature.refresher): read by the host and the tests.
    public var footer: FooterRefresher { footerFeature.refresher }
    var touchpad: TouchpadGesture
    /// How the user's art is laid out and which segments play (`art.*` tunables).
    var artSettings = ArtSettings()
    /// The user's animations (HeaderFeature.art, FooterFeature.art) and how they show.
    public var art: ArtState {
        ArtState(header: headerFeature.art, footer: footerFeature.art, headerShown: headerFeature.artShown, settings: artSettings)
    }
    /// The header shows the user's art (`art.headerShown`, without making the rest of `art`).
    public var headerArtShown: Bool { headerFeature.artShown }
    /// The carousel row (`list.carousel`) and the gestures that may go to it.
    var carouselFeature = CarouselFeature()
    /// The axis the last gesture scrolled: what the plots and the A/B ghost follow.
    public internal(set) var studiedAxis = GestureAxis.vertical
    /// The app bar above the list (`list.bar`) and its state (BarFeature).
    var barFeature = BarFeature()
    /// When the pulls tick, and the last tick (HapticFeature).
    var hapticFeature = HapticFeature()
    /// The list's shape (`list.layout`), the chat's arrivals and its pill (LayoutFeature).
    var layoutFeature = LayoutFeature()
    /// Tabs (`list.layout tabs`): the pager, the other tabs' lists and the bar's share (TabsFeature).
    var tabsFeature = TabsFeature()
    /// Which list this is (`list.layout`).
    public var shape: ListShape { layoutFeature.shape }
    /// The bar's settings (`list.bar`, `bar.*`).
    public var barSettings: BarSettings { barFeature.settings }
    /// Which control the header is (`header.control`).
    public var headerControlKind: HeaderControlKind { headerFeature.controlTuning.kind }
    /// Where the `mj` header sits (its control, MJRefreshControl).
    public var headerPosition: HeaderPosition { headerFeature.controlTuning.position }

    /// Rows laid out beyond the viewport, so the next frame rarely lays out any.
    static let layoutMargin = 3
    /// Most rows passed between two frames laid out on the way (layOutRowsPassed).
    static let passedRowLimit = 2_000
    /// The offset at the last layout: the rows passed since lie between it and the offset now.
    var laidOutTop: Double?

    public init(config: EngineConfig, metrics: TextMetrics) {
        let barred = Self.configured(config, bar: &barFeature)
        self.config = barred
        let config = barred
        self.metrics = metrics
        viewportWidth = Self.sane(config.width, fallback: 420)
        viewportHeight = Self.sane(config.height, fallback: 760)
        let estimate = Self.estimatedRowHeight(style: config.style, metrics: metrics)
        let list = ShapedList(config: config, shape: config.layout, at: 0)
        content = list.content
        layout = ListLayout(ids: list.ids, width: viewportWidth, style: config.style, estimatedHeight: estimate,
                            language: config.language)
        layoutFeature.shape = config.layout
        layoutFeature.newestShown = list.newest
        headerFeature = HeaderFeature(settings: config.header, style: config.headerStyle, lastUpdated: config.lastUpdated)
        language = config.language
        headerFeature.alphaFollowsPull = config.alphaFollowsPull
        paging = list.paging
        footerFeature = FooterFeature(settings: config.footer, style: config.footerStyle)
        touchpad = TouchpadGesture(idleGap: config.tuning.touchpadIdleGap,
                                   momentumCount: config.tuning.touchpadMomentumCount)
        scroller = Scroller(tuning: config.tuning, viewportExtent: viewportHeight,
                            contentExtent: layout.contentHeight)
        presenter.frame.rows.reserveCapacity(64)
        presenter.frame.title = config.title
        outputs.reserveCapacity(16)
        if config.carousel {
            carouselFeature.row = Carousel(width: viewportWidth, tuning: config.tuning, feed: config.feed, seed: config.seed)
            layout.setBand(Carousel.rowHeight)
            scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: 0)
        }
        syncFooterInset(at: 0)
        layOutRowsInView()
        startShape(at: 0)
    }

    /// Rows not yet laid out count as two-line rows.
    static func estimatedRowHeight(style: RowStyle, metrics: TextMetrics) -> Double {
        style.height(bodyLines: 2, authorLine: metrics.lineHeight(.author), bodyLine: metrics.lineHeight(.body))
    }

    /// A size the list can use: finite, 1...100,000 points, else the fallback.
    public static func sane(_ x: Double, fallback: Double) -> Double {
        x.isFinite ? min(max(x, 1), 100_000) : fallback
    }

    public var tuning: Tuning {
        get { scroller.tuning }
        set { scroller.tuning = newValue }
    }

    // MARK: Features

    /// The features, in the order the coordinator asks them (ListFeature): a new feature is
    /// its file and one line here.
    mutating func forEachFeature<Visitor: ListFeatureVisitor>(_ visitor: inout Visitor) {
        visitor.visit(&headerFeature)
        visitor.visit(&floorFeature)
        visitor.visit(&footerFeature)
        visitor.visit(&carouselFeature)
        visitor.visit(&barFeature)
        visitor.visit(&hapticFeature)
        visitor.visit(&layoutFeature)
        visitor.visit(&tabsFeature)
    }

    /// True when nothing moves, fades or waits for the feed: the host may block until the
    /// next event. A pointer held still counts as rest too: the next event is its next move.
    public func isAtRest(at t: Double) -> Bool {
        // The features are only read: the copy shares every buffer and changes nothing.
        var list = self
        return list.isAtRest(at: t, indicatorShows: ScrollIndicator.state(scroller: scroller, viewportWidth: viewportWidth, now: t) != nil)
    }

    /// `isAtRest` with the indicator already worked out (the frame has it).
    mutating func isAtRest(at t: Double, indicatorShows: Bool) -> Bool {
        // A held pointer whose resampled drag still catches up with its newest report moves.
        let held = scroller.phase == .tracking && !touchpad.active && !scroller.isCatchingUp(at: t)
        guard scroller.isAtRest || held else { return false }
        var features = FeaturesAtRest(t: t)
        forEachFeature(&features)
        return features.all && !presenter.arrows.isTurning(at: t) && !paging.service.hasPending && (held || !indicatorShows)
    }

    // MARK: Time

    /// Advances everything to engine time t (never backwards). Feed answers and the
    /// header's timed transitions happen at their own exact times, in order, so the
    /// result does not depend on how often this is called.
    public mutating func step(to t: Double) {
        guard t.isFinite, t >= time else { return }
        stepParkedTabs(to: t)
        // Each deadline is consumed when processed; the bound is only a guard against a bug.
        var guardCount = 0
        while let due = nextDeadline(), due <= t, guardCount < 10_000 {
            guardCount += 1
            let at = max(due, time)
            time = at
            scroller.step(to: at)
            var features = StepFeatures(t: at)
            forEachFeature(&features)
            processDeadline(at: at)
            // A refresher that changed state here sees where the list is at once, as at a
            // frame drawn now: a header closing under a held pull starts pulling again at
            // its own time, before an input due later (a touchpad's lift) ends the pull.
            headerFollowScroll(at: at)
            footerFollowScroll(at: at)
        }
        time = t
        scroller.step(to: t)
        var features = StepFeatures(t: t)
        forEachFeature(&features)
        headerFollowScroll(at: t)
        footerFollowScroll(at: t)
        tabsFollowScroll()
        barFollowScroll(at: t)
        if layoutFeature.pending != nil { applyPendingShape(at: t) }
        // Back at its end, the chat has shown what the pill counted.
        if layoutFeature.unseen > 0, isAtEnd { layoutFeature.unseen = 0 }
        collectPhaseChanges()
    }

    /// The next moment something happens by itself: a feed answer, a touchpad's release or
    /// coast, or a feature's deadline.
    mutating func nextDeadline() -> Double? {
        // No array here: this runs on every step.
        func earlier(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return min(a, b)
        }
        var features = EarliestDeadline(due: earlier(earlier(paging.service.nextDue, touchpad.releaseTime), touchpad.coastTime))
        forEachFeature(&features)
        return features.due
    }

    /// Steps to t and describes the frame to draw. The returned rows array is reused
    /// from frame to frame: copy it if you keep it.
    public mutating func frame(at t: Double) -> FrameState {
        step(to: t)
        layOutRowsInView()
        if !isLaidOut {
            isLaidOut = true
            sendHeader(.layoutReady, at: time)
        }
        updateFrame()
        if config.carriesPresentedFrame { scroller.framePresented(); carouselFeature.row?.framePresented() }
        if traceLog.includesFrames {
            let h = presenter.frame.header, top = config.tuning.topBarHeight
            let indicator = h.circle.map {
                FrameIndicator(y: $0.top - top, scale: $0.visible ? $0.scale : 0, alpha: $0.alpha, arc: $0.endTrim - $0.startTrim)
            } ?? h.ticks.map { FrameIndicator(y: $0.top - top) }
                ?? FrameIndicator(y: h.y - top, clipTop: h.clipTop - top, clipBottom: h.clipBottom - top, over: h.overContent)
            traceLog.record(.frame(t: time, offsetY: scroller.offset, velocityY: scroller.velocity, phase: scroller.phase,
                                   items: layout.postCount, pullingPercent: headerFeature.machine.pullingPercent, indicator: indicator,
                                   carousel: carouselFeature.traceLine(top: carouselTop, band: layout.band, barBottom: barBottom,
                                                                       viewportHeight: viewportHeight),
                                   bar: FrameBar(height: presenter.frame.bar.height, progress: presenter.frame.bar.progress),
                                   layout: FrameLayout(shape: shape, stickyHeader: presenter.frame.layoutParts.sticky?.title,
                                                       stickyY: presenter.frame.layoutParts.sticky?.y,
                                                       unseen: layoutFeature.unseen, tab: tabsFeature.index,
                                                       page: tabsFeature.isOn ? tabsFeature.pager.page(at: time) : 0)))
        }
        return presenter.frame
    }

    /// Lays out rows in and near the viewport; rows above the anchor that change
    /// height shift the offset by the same amount, so nothing on screen moves.
    mutating func layOutRowsInView() {
        guard layout.count > 0 else {
            scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: 0, at: time)
            return
        }
        defer { laidOutTop = scroller.offset }
        layOutRowsPassed()
        for _ in 0..<4 {
            let top = scroller.offset
            // The anchor is the first row below the top bar: what the user reads stays put.
            let anchorY = max(top + scroller.leadingInset, 0)
            let anchor = layout.rowIndex(at: anchorY)
            let last = layout.rowIndex(at: top + viewportHeight)
            let lo = max(layout.rowIndex(at: max(top, 0)) - Self.layoutMargin, 0)
            let hi = min(last + Self.layoutMargin, layout.count - 1)
            var shift = 0.0
            var changed = false
            for i in lo...hi where !layout.isLaidOut(i) {
                let delta = layout.ensureLaidOut(i, content: content, metrics: metrics, now: config.epoch)
                if i < anchor { shift += delta }
                changed = true
            }
            if !changed { break }
            // Only rows fully above the viewport's top shift what is on screen; at the very
            // top of the list (offset < 0) nothing is above, so the resting offset stays exact.
            if shift != 0 && anchorY > 0 { scroller.shift(by: shift); tabsFeature.shifted(by: shift) }
            scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: time)
            syncFooterInset(at: time)
        }
    }

    /// Moves the content by `delta` with nothing on screen moving (rows reflowed or inserted
    /// above): not a motion, so no rows are passed on the way.
    mutating func shiftUnseen(by delta: Double) {
        scroller.shift(by: delta)
        tabsFeature.shifted(by: delta)
        laidOutTop = laidOutTop.map { $0 + delta }
    }

    /// Rows the viewport passed since the last layout (a fast fling at a low frame rate)
    /// get their heights as if laid out on the way, so the row a motion ends on does not
    /// depend on the frame rate: rows met going down the list came from below the anchor
    /// and move nothing; rows met going up came from above and keep what is on screen in
    /// place. Past `passedRowLimit` rows (a jump across a huge list) they keep estimates.
    private mutating func layOutRowsPassed() {
        let top = scroller.offset
        guard let previous = laidOutTop, previous != top, top.isFinite, previous.isFinite else { return }
        let from = layout.rowIndex(at: max(min(previous, top), 0))
        let to = layout.rowIndex(at: max(max(previous, top) + viewportHeight, 0))
        guard to >= from, to - from <= Self.passedRowLimit else { return }
        var shift = 0.0, changed = false
        for i in from...to where !layout.isLaidOut(i) {
            let delta = layout.ensureLaidOut(i, content: content, metrics: metrics, now: config.epoch)
            if top < previous { shift += delta }
            changed = true
        }
        guard changed else { return }
        if shift != 0 && top > -scroller.leadingInset { scroller.shift(by: shift); tabsFeature.shifted(by: shift) }
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: time)
        syncFooterInset(at: time)
    }

    // MARK: Trace

    mutating func record(_ e: TraceEvent) {
        traceLog.record(e)
    }

    mutating func collectPhaseChanges() {
        // The log is moved out while the scroller and the features drain into it (one buffer, no copy).
        var features = DrainFeatureTraces(log: traceLog)
        traceLog = TraceLog()
        scroller.drainPhaseChanges { c in
            features.log.record(.scroll(t: c.time, phase: c.phase, offsetY: c.offset, velocityY: c.velocity))
        }
        forEachFeature(&features)
        traceLog = features.log
        // The trailer's arms tick (header.haptics), each after its transition's line.
        guard !carouselFeature.trailerTransitions.isEmpty else { return }
        for (t, from, to) in carouselFeature.trailerTransitions {
            if let kind = hapticFeature.setting.cue(trailerFrom: from, to: to) { play(kind, at: t) }
        }
        carouselFeature.trailerTransitions.removeAll(keepingCapacity: true)
    }

    /// Collect trace events (`drainTrace`)?
    public var tracing: Bool {
        get { traceLog.isOn }
        set { traceLog.isOn = newValue }
    }

    /// Add a `frame` event per frame to the trace?
    public var tracingFrames: Bool {
        get { traceLog.includesFrames }
        set { traceLog.includesFrames = newValue }
    }

    /// Hands over the trace events collected since the last call, in time order (TraceLog).
    public mutating func drainTrace(_ body: (TraceEvent) -> Void) { traceLog.drain(body) }

    /// Hands over what the list reported since the last call, in order. The host acts on
    /// them after the engine call has returned, never while the engine is being changed:
    /// acting may itself call the engine.
    public mutating func drainOutputs(_ body: (ListOutput) -> Void) {
        guard !outputs.isEmpty else { return }
        for o in outputs { body(o) }
        outputs.removeAll(keepingCapacity: true)
    }

    /// This engine as the start of a replay: the same list with nothing undrained (no trace
    /// events, no outputs), so a replay starts clean.
    public var cleanSnapshot: ListEngine {
        var e = self
        e.traceLog.discard()
        e.outputs = []
        return e
    }

    /// Adds an event the host produced (a screenshot) to the same stream.
    public mutating func recordHostEvent(_ e: TraceEvent) { record(e) }
}
