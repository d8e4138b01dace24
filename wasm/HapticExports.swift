/// The pulls' haptics as the page asks them: which header or trailer transition ticks under a
/// setting, decided by the app's own rule (HeaderHaptics.cue), so the page ticks at the same
/// moment of the same pull as the app. Settings, states and kinds cross as their indices in
/// `allCases`.

/// The haptic a header transition plays under `setting` when `byFinger` != 0: HapticKind's
/// index, -1 for none.
@_expose(wasm, "haptic_cue") @_cdecl("haptic_cue")
public func hapticCue(_ setting: Int32, _ from: Int32, _ to: Int32, _ byFinger: Int32) -> Int32 {
    let settings = HeaderHaptics.allCases, states = HeaderState.allCases
    guard settings.indices.contains(Int(setting)), states.indices.contains(Int(from)), states.indices.contains(Int(to)),
          let kind = settings[Int(setting)].cue(from: states[Int(from)], to: states[Int(to)], byFinger: byFinger != 0) else { return -1 }
    return Int32(HapticKind.allCases.firstIndex(of: kind) ?? -1)
}

/// The haptic a trailer transition plays under `setting`: HapticKind's index, -1 for none.
@_expose(wasm, "haptic_trailer_cue") @_cdecl("haptic_trailer_cue")
public func hapticTrailerCue(_ setting: Int32, _ from: Int32, _ to: Int32) -> Int32 {
    let settings = HeaderHaptics.allCases, states = TrailerState.allCases
    guard settings.indices.contains(Int(setting)), states.indices.contains(Int(from)), states.indices.contains(Int(to)),
          let kind = settings[Int(setting)].cue(trailerFrom: states[Int(from)], to: states[Int(to)]) else { return -1 }
    return Int32(HapticKind.allCases.firstIndex(of: kind) ?? -1)
}
