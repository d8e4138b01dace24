import RefreshEngine

/// What decides which tunables do nothing, and so the panel's lines that say why: the
/// scroll model and the header's control, what a pull cannot reach, and the slider column's
/// width the lines are fitted to.
struct UnusedTunableKey: Equatable {
    var model: ScrollModel
    var control: HeaderControlKind
    var reach: PullReach?
    var column: Double
}
