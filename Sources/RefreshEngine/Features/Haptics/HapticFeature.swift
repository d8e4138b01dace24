/// The haptics of the list's pulls (`header.haptics`): which moments tick, and the last tick,
/// which the window shows as a short pulse on the control (a desktop has no motor to play it).
///
/// Rule: a haptic is decided from a machine's transition and whether a finger made it
/// (`HeaderHaptics.cue`); the engine traces it (`haptic` line), reports it to the host (a mark
/// on the plots, the phone page's vibration) and starts the pulse, in that one place
/// (`ListEngine.play`).
struct HapticFeature: ListFeature, Sendable {
    /// When the pulls tick.
    var setting = HeaderHaptics.none
    /// The last haptic: what it marked and when.
    var last: (kind: HapticKind, t: Double)?

    /// How long the window's pulse shows, s: about a tap's length, long enough to see at 30 fps.
    static let pulseDuration = 0.25

    /// The pulse of `kinds` at t: 1 at the haptic, down to 0 over `pulseDuration`; 0 without one.
    /// An array, not a Set: asked twice a frame, a Set literal was two allocations and hashings
    /// every frame, where an array of constants is a static one.
    func pulse(of kinds: [HapticKind], at t: Double) -> Double {
        guard let last, kinds.contains(last.kind), t >= last.t else { return 0 }
        return max(0, 1 - (t - last.t) / Self.pulseDuration)
    }

    /// True while a pulse shows (the host keeps drawing frames).
    func isAnimating(at t: Double) -> Bool {
        guard let last else { return false }
        return t >= last.t && t < last.t + Self.pulseDuration
    }

    func isAtRest(at t: Double) -> Bool { !isAnimating(at: t) }

    func read(into set: inout TuningSet) { set.headerHaptics = setting }

    mutating func apply(_ set: TuningSet) { setting = set.headerHaptics }
}
