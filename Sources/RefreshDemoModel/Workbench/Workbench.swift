import RefreshEngine

/// The demo around the list: the tuning panel, the HUD, the help, messages, the keymap,
/// the A/B tuning slots and the recording of the last gesture. It routes each input to
/// the panel or the list, runs the keys' commands, and adds its overlays to the list's
/// frame. The list (`ListEngine`) knows none of this.
///
/// The host passes every event with its time, calls `frame(at:)` once per frame, draws
/// exactly the returned value, then performs `takeHostEffects()`. Reads of the list's
/// own state pass through (`workbench.header` is `workbench.list.header`).
@dynamicMemberLookup
public struct Workbench {
    /// The list: scrolling, refreshing, paging, what it draws.
    public internal(set) var list: ListEngine
    public internal(set) var panel = TuningPanel()
    /// The help overlay (F1 or ?) is shown.
    public internal(set) var showsHelp = false
    public internal(set) var showsHUD = false
    /// The last gesture's input and the workbench at its start (GestureRecorder).
    public internal(set) var recorder = GestureRecorder(reserving: GestureRecorder.capacity)
    /// Tuning slots A and B and the last run under each (TuningSlots).
    public internal(set) var slots = TuningSlots()
    /// The live plot's record of the motion and the refresh states.
    var history = MotionHistory()
    /// The axis `history` follows.
    var historyAxis = GestureAxis.vertical
    var curves = TuningCurves()
    /// The message shown; `reason` is why a pull cannot arm, said under it (Workbench+PullReach).
    var message: (text: String, isError: Bool, t: Double, button: TuningPanel.Button?, reason: String?)?
    /// The pairing whose reach was last said or seen, and whether this pull has said it reached
    /// the edge without arming (Workbench+PullReach).
    var reachPairing: ReachPairing?
    var deadPull = (gesture: false, said: false)
    var heldModifiers: KeyModifiers = []
    var hoverX = 0.0
    /// The panel's marker rows and the art markers they were made from (remade only when those change).
    var markerCache: (header: [ArtMarker]?, footer: [ArtMarker]?, panel: PanelMarkers) = (nil, nil, PanelMarkers())
    /// What a pull cannot reach, as the open panel shows it, and the values and view it was
    /// worked out for (worked out again only when those change: Workbench+PullReach).
    var reachCache: PullReachCache?
    /// The panel's row notes and what they were made for (Workbench+PullReach).
    var rowNotesCache: (values: TuningSet, reach: PullReach?, language: Language, notes: PanelRowNotes)?
    /// The list's width when the panel opened: closing it gives that back (Workbench+Panel).
    var listWidthBeforePanel: Double?
    /// The window's width as the host last reported it (the screen may have clamped it).
    var reportedWindowWidth: Double?
    /// The phone preview runs: the panel's one column keeps room for its QR code (setShareCard).
    var showsShareCard = false
    /// The pointer went down on the panel: its drag belongs to the panel.
    var pointerInPanel = false
    var hostEffects: [HostEffect] = []
    /// The tuning as last saved or loaded (the host says when, `tuningSaved`): Save shows
    /// when the tuning differs, and quitting asks first (Workbench+Quit).
    var savedTuning: TuningSet
    /// A quit was asked for with unsaved tuning: the prompt shows until it is answered.
    public internal(set) var quitAsked = false
    /// The prompt's button the pointer went down on (it acts when released there).
    var promptPress: QuitPrompt.Choice?
    /// The help's scroll, layout and pointer (Workbench+Help).
    var help = HelpState()
    /// The tuning file Load and Save use, as the panel names it (the host sets it).
    public var tuningFile = ""
    /// The engine's WebAssembly core (core.wasm's bytes, the host reads them), which the web
    /// export the Copy button makes inlines.
    public var exportCore: [UInt8] = []
    /// How scrolling reaches the window (ScrollPath), named on the help's last line.
    public var scrollPath: String?
    /// What the desktop says about its appearance (the host reads the portal), and the
    /// user's choice over it (Workbench+Appearance).
    public internal(set) var desktop = DesktopSettings()
    public internal(set) var appearanceChoice = AppearanceChoice.auto
    var metrics: TextMetrics

    public init(config: EngineConfig, metrics: TextMetrics) {
        list = ListEngine(config: config, metrics: metrics)
        self.metrics = metrics
        savedTuning = list.tuningSet
        hostEffects.reserveCapacity(8)
        reachPairing = ReachPairing(model: list.tuningSet.scroll.model, header: headerLook, reach: unreachablePull)
    }

    /// The list's state, read through: `workbench.header` is `workbench.list.header`.
    public subscript<T>(dynamicMember path: KeyPath<ListEngine, T>) -> T { list[keyPath: path] }

    /// The whole window's width in points: the list plus the panel when it is open.
    public var windowWidth: Double { list.viewportWidth + (panel.isOpen ? TuningPanel.width * panelUnit : 0) }

    /// True when nothing moves, fades or waits: the list is at rest and no message shows.
    public func isAtRest(at t: Double) -> Bool {
        list.isAtRest(at: t) && !isMessageVisible(at: t)
    }

    // MARK: Input

    /// Routes an event: the panel's to the panel, keys through the keymap, the rest to the list.
    public mutating func handle(_ event: InputEvent, at eventTime: Double) {
        // Events never go back in time: one stamped before the last frame happened at it.
        let t = eventTime.isFinite ? max(eventTime, list.time) : list.time
        list.step(to: t)
        takeListOutputs()
        // The quit prompt is modal: while it shows, input answers it (Workbench+Quit).
        if promptHandles(event, at: t) { return }
        // The help is modal: while it shows, input is its own (Workbench+Help).
        if showsHelp, helpHandles(event, at: t) { return }
        if panelHandles(event, at: t) { return }
        recordGestureInput(event, at: t)
        switch event {
        case let .key(press):
            // The list traces the key; the keymap says what it does.
            list.handle(event, at: t)
            handleKey(press, at: t)
        case let .resize(w, h):
            guard w.isFinite, h.isFinite else { return }
            // The trace has the window's size; the list gets what the panel leaves it.
            list.recordHostEvent(.resize(t: t, width: w, height: h))
            let window = ListEngine.sane(w, fallback: windowWidth)
            list.resize(width: listWidth(inWindow: window), height: h, at: t)
            reportedWindowWidth = window
            fitPanelLayout(at: t)
        case let .hover(x, _):
            if x.isFinite { hoverX = x }
            // The list too: which of its rows a wheel or a touchpad scrolls.
            list.handle(event, at: t)
        case .modifiers(let m):
            heldModifiers = m
        case .press:
            // One pointer at a time: a press while the panel holds it is the panel's.
            if pointerInPanel { return }
            list.handle(event, at: t)
        default:
            list.handle(event, at: t)
        }
        takeListOutputs()
    }

    /// Acts on what the list reported: plot marks, the waiting message, saves for the host.
    mutating func takeListOutputs() {
        var posted: Double?
        list.drainOutputs { output in
            switch output {
            case let .refreshState(t, name, isFooter):
                history.mark(t: t, label: name, isFooter: isFooter)
            case let .haptic(t, kind):
                history.markHaptic(t: t, kind: kind)
            case .refreshWaits(let t):
                posted = t
            case .saveLastUpdated(let v):
                hostEffects.append(.saveLastUpdated(v))
            }
        }
        if let t = posted { post(message: list.language.interface.messages.refreshWaiting, isError: false, at: t) }
    }

    // MARK: Time

    /// Steps to t and describes the frame to draw: the list's frame and the overlays.
    public mutating func frame(at t: Double) -> WorkbenchFrame {
        var f = list.frame(at: t)
        takeListOutputs()
        // The tuning, read once for the pairing's check and the overlays (neither changes it).
        let values = list.tuningSet
        sayWhyUnreachable(at: list.time, values: values)
        sayWhyThePullStops(at: list.time)
        f.isAtRest = f.isAtRest && !isMessageVisible(at: list.time)
        if !appearance.animations { Self.still(&f) }
        return WorkbenchFrame(list: f, overlays: overlays(values: values))
    }

    /// Takes what the host must do outside the model (persist the last-updated time, save
    /// the tuning, copy, replay, scrub). The host performs it after this call has returned,
    /// never while the model is being changed: an effect may itself call it (a save posts a message).
    public mutating func takeHostEffects() -> [HostEffect] {
        guard !hostEffects.isEmpty else { return [] }
        let effects = hostEffects
        hostEffects.removeAll(keepingCapacity: true)
        return effects
    }

    // MARK: The list's operations, for the host

    public mutating func beginRefreshing(at t: Double) {
        list.beginRefreshing(at: t)
        takeListOutputs()
    }

    /// The host's tuning (a tuning file, a script's `preset`): says why when it makes a
    /// pairing a pull cannot arm.
    public mutating func applyTuning(_ set: TuningSet, at t: Double) {
        list.applyTuning(set, at: t)
        takeListOutputs()
        sayWhyUnreachable(at: t)
    }

    /// A script's `set`: says why when it makes a pairing a pull cannot arm.
    @discardableResult
    public mutating func setTunable(_ name: String, _ value: Double, at t: Double) -> Bool {
        defer {
            takeListOutputs()
            sayWhyUnreachable(at: t)
        }
        return list.setTunable(name, value, at: t)
    }

    /// Lays out a few more of the list's rows for the phone preview (ListEngine.layOutForSnapshot).
    public mutating func layOutForSnapshot(limit: Int, budget: Int) -> (done: Bool, budget: Int) {
        list.layOutForSnapshot(limit: limit, budget: budget)
    }

    public mutating func drainTrace(_ body: (TraceEvent) -> Void) { list.drainTrace(body) }

    /// Adds an event the host produced (a screenshot) to the trace.
    public mutating func recordHostEvent(_ e: TraceEvent) { list.recordHostEvent(e) }
}

extension Workbench {
    /// Sets (or with nil removes) the header's art; new art shows at once.
    public mutating func setHeaderArt(_ timeline: ArtTimeline?, at t: Double) { list.setHeaderArt(timeline, at: t) }

    /// Sets (or with nil removes) the footer's art.
    public mutating func setFooterArt(_ timeline: ArtTimeline?, at t: Double) { list.setFooterArt(timeline, at: t) }

    /// The art in use's final timeline, once its load completes (nothing recorded).
    public mutating func refineArt(header: ArtTimeline?, footer: ArtTimeline?) { list.refineArt(header: header, footer: footer) }
}
