import RefreshEngine

/// What decides which tunables do nothing, and so the panel's lines that say why: the
/// scroll model and the header's control, and what a pull cannot reach.
struct UnusedTunableKey: Equatable {
    var model: ScrollModel
    var control: HeaderControlKind
    var reach: PullReach?
}
