/// When a pull plays a haptic under the thumb (`header.haptics`): at the moment a release
/// would refresh (`arm`), at the moment refreshing starts (`refresh`), both, or never. The
/// second floor's and the trailer's arm tick with `arm`.
///
/// Rule: one haptic a moment. Where arming and refreshing are the same moment (a control that
/// refreshes as the pull arms it, Cupertino's sliver), `both` plays one, of kind `refresh`.
/// Only a gesture plays one: a refresh begun by a key or a script has no thumb to tell.
public enum HeaderHaptics: String, CaseIterable, Sendable {
    case none, arm, refresh, both

    /// A pull crossing its trigger ticks (and the floor's and the trailer's arm).
    public var onArm: Bool { self == .arm || self == .both }
    /// Refreshing starting from a gesture ticks.
    public var onRefresh: Bool { self == .refresh || self == .both }
}

/// What a haptic marked: the header armed, refreshing began, the second floor armed, the
/// carousel's trailer armed (the trace's `haptic` line, `kind`).
public enum HapticKind: String, CaseIterable, Sendable {
    case arm, refresh, floor, trailer
}
