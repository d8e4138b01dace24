import RefreshEngine

/// A pairing of scroll model and header control (or second floor) that a pull can never arm
/// says why at the moment it is made, by any path, and again once a pull reaches the edge
/// without arming: one line in the window, under what the change itself says.
extension Workbench {
    /// What a pull cannot reach with the list's tuning on its view; nil when everything can.
    var unreachablePull: PullReach? {
        list.tuningSet.unreachablePull(viewportExtent: list.viewportHeight, pixelDensity: list.pixelDensity)
    }

    /// `unreachablePull` for the open panel's frame: worked out again only when the values or
    /// the view change, since it makes the model's physics and the control to ask them.
    mutating func panelPullReach(values: TuningSet) -> PullReach? {
        let extent = list.viewportHeight, density = list.pixelDensity
        // Asked in place: every frame asks it, and a copy of the cache is a copy of its values.
        if let hit = reachCache?.reach(for: values, extent: extent, density: density) { return hit }
        let reach = values.unreachablePull(viewportExtent: extent, pixelDensity: density)
        reachCache = PullReachCache(values: values, extent: extent, density: density, reach: reach)
        return reach
    }

    /// The rows' notes for the open panel's frame: made again only when the values, the
    /// reach or the language change (every way of changing the values goes through them).
    mutating func panelRowNotes(values: TuningSet, reach: PullReach?) -> PanelRowNotes {
        let language = list.language
        if let c = rowNotesCache, c.values == values, c.reach == reach, c.language == language { return c.notes }
        let notes = PanelRowNotes(values: values, reach: reach, language: language)
        rowNotesCache = (values, reach, language, notes)
        return notes
    }

    /// Says why, once, when the pairing in use (the scroll model, the header as it looks,
    /// the second floor, the bar) leaves a trigger out of reach that it did not leave before:
    /// whatever made it (a preset, H, the panel, a script's `set`, the tuning file, a slot).
    /// H to another of MJRefresh's looks under Android says it again: a new pairing.
    ///
    /// `values`: the list's tuning (`list.tuningSet`) when the caller has it already (a frame
    /// reads it once for this and its overlays).
    mutating func sayWhyUnreachable(at t: Double, values: TuningSet? = nil) {
        let values = values ?? list.tuningSet
        let model = values.scroll.model, header = headerLook, reach = panelPullReach(values: values)
        // Compared in place: every frame asks, and the pairing is made only when it changed.
        if reachPairing?.isSame(model: model, header: header, reach: reach) == true { return }
        reachPairing = ReachPairing(model: model, header: header, reach: reach)
        guard let reach else { return }
        post(reason: list.language.unreachableLine(reach, values: values), at: t)
    }

    /// The header as it looks, as a pairing names it: its control, or under MJRefresh's its
    /// style or the user's art.
    var headerLook: String {
        let kind = list.headerControlKind
        return kind != .mj ? kind.rawValue : list.headerArtShown ? "art" : list.headerStyle.rawValue
    }

    /// Says why once a pull, still held, has gone without arming as far as the trigger needs
    /// (the hand's travel past the top: Android's stretch shows a fraction of it) or as far as
    /// the model's edge lets the content go (GTK's clamp): once a gesture.
    mutating func sayWhyThePullStops(at t: Double) {
        let gesture = list.pointerDown || list.touchpadIsActive
        if gesture != deadPull.gesture { deadPull = (gesture, false) }
        guard gesture, !deadPull.said, let reach = panelPullReach(values: list.tuningSet) else { return }
        // Not armed: idle, or for the floor pulling (armed to refresh, short of the floor);
        // the edge within half a point: the pull can show no more.
        let state = list.header.state, pull = list.pullPastTop
        guard state == .idle || (reach.target == .secondFloor && state == .pulling),
              pull.raw >= reach.needed || pull.shown >= reach.reach - 0.5 else { return }
        deadPull.said = true
        post(reason: list.language.unreachableLine(reach, values: list.tuningSet), at: t)
    }
}

/// What a pull's reach depends on as the user picks it: the model, the header as it looks
/// (its control, or MJRefresh's style or art), and what cannot be reached (with which of the
/// tunables); not the view's height, so a resize says nothing again.
struct ReachPairing {
    var model: ScrollModel
    var header: String
    var target: PullReach.Target?
    var tunables: [String]
    /// What cannot be reached as worked out when this pairing was seen.
    var reach: PullReach?

    /// The pairing of `model` and `header` (Workbench.headerLook), with what cannot be reached.
    init(model: ScrollModel, header: String, reach: PullReach?) {
        self.model = model
        self.header = header
        self.reach = reach
        target = reach?.target
        tunables = reach?.tunables ?? []
    }

    /// The same pairing as `model`, `header` and what cannot be reached (`reach`).
    func isSame(model: ScrollModel, header: String, reach: PullReach?) -> Bool {
        self.model == model && self.header == header && target == reach?.target && tunables == reach?.tunables ?? []
    }
}

/// What a pull cannot reach (`Workbench.unreachablePull`) as last worked out, with the values
/// and the view it was worked out for.
struct PullReachCache {
    let values: TuningSet
    let extent: Double
    let density: Double
    let reach: PullReach?

    /// `reach` when it was worked out for these values and this view; nil when not.
    func reach(for values: TuningSet, extent: Double, density: Double) -> PullReach?? {
        extent == self.extent && density == self.density && values == self.values ? .some(reach) : nil
    }
}
