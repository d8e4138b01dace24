/// What the list reports to its host, in the order it happened. The host drains them
/// (`ListEngine.drainOutputs`) after each call and acts on them outside the engine.
public enum ListOutput: Equatable, Sendable {
    /// The header (or the footer) entered the state named `name` at t: a plot marks it.
    case refreshState(t: Double, name: String, isFooter: Bool)
    /// A refresh was asked for while the footer loads: it waits for the load. The host says
    /// so, or the key seems to do nothing for up to a second.
    case refreshWaits(t: Double)
    /// A pull's haptic at t (`header.haptics`): a plot marks it; a phone would play it.
    case haptic(t: Double, kind: HapticKind)
    /// Persist the last-updated time (Unix seconds).
    case saveLastUpdated(Double)
}
