import RefreshEngine

/// A pairing of scroll model and header control (or second floor) that a pull can never arm
/// says why at the moment it is made (a preset, H, a panel change): one line in the window.
extension Workbench {
    /// What a pull cannot reach with the list's tuning on its view; nil when everything can.
    var unreachablePull: PullReach? {
        list.tuningSet.unreachablePull(viewportExtent: list.viewportHeight, pixelDensity: list.pixelDensity)
    }

    /// `unreachablePull` for the open panel's frame: worked out again only when the values or
    /// the view change, since it makes the model's physics and the control to ask them.
    mutating func panelPullReach(values: TuningSet) -> PullReach? {
        let extent = list.viewportHeight, density = list.pixelDensity
        if let c = reachCache, c.extent == extent, c.density == density, c.values == values { return c.reach }
        let reach = values.unreachablePull(viewportExtent: extent, pixelDensity: density)
        reachCache = (values, extent, density, reach)
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

    /// Posts why, when the change just made (from `before`) left a trigger out of reach
    /// that was not before: the line replaces the change's own message.
    mutating func warnIfUnreachable(before: PullReach?, at t: Double) {
        guard let now = unreachablePull, now != before else { return }
        post(message: list.language.unreachableLine(now, values: list.tuningSet), isError: false, at: t)
    }
}
