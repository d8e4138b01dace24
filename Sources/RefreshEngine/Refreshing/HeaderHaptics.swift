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

extension HeaderHaptics {
    /// The haptic a header transition plays, nil for none. `byFinger`: a finger drags, or its
    /// release made the transition. Arming is entering `pulling` from `idle` (backing off the
    /// second floor's arm is no new arm); a control that refreshes as it arms ticks once there.
    func cue(from: HeaderState, to: HeaderState, byFinger: Bool) -> HapticKind? {
        guard byFinger else { return nil }
        switch to {
        case .pulling where from == .idle: return onArm ? .arm : nil
        case .refreshing where from == .idle: return onRefresh ? .refresh : onArm ? .arm : nil
        case .refreshing where from == .pulling: return onRefresh ? .refresh : nil
        case .twoLevelArmed: return onArm ? .floor : nil
        default: return nil
        }
    }

    /// The haptic a trailer transition plays: its arm, pulled past its width.
    func cue(trailerFrom from: TrailerState, to: TrailerState) -> HapticKind? {
        to == .pulling && from != .pulling && onArm ? .trailer : nil
    }
}
