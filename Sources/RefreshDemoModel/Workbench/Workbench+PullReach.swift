import RefreshEngine

/// A pairing of scroll model and header control (or second floor) that a pull can never arm
/// says why at the moment it is made (a preset, H, a panel change): one line in the window.
extension Workbench {
    /// What a pull cannot reach with the list's tuning on its view; nil when everything can.
    var unreachablePull: PullReach? {
        list.tuningSet.unreachablePull(viewportExtent: list.viewportHeight, pixelDensity: list.pixelDensity)
    }

    /// Posts why, when the change just made (from `before`) left a trigger out of reach
    /// that was not before: the line replaces the change's own message.
    mutating func warnIfUnreachable(before: PullReach?, at t: Double) {
        guard let now = unreachablePull, now != before else { return }
        post(message: list.language.unreachableLine(now, values: list.tuningSet), isError: false, at: t)
    }
}
