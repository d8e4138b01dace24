extension ScrollModel {
    /// Why `tunable` (its name in files) does nothing under this model; nil when it applies.
    public func unusedReason(_ tunable: String) -> UnusedTunable? {
        guard let id = TunableID(rawValue: tunable) else { return nil }
        return physics.unusedTunables.first { $0.0 == id }?.1
    }
}

extension TuningSet {
    /// Why `tunable` does nothing with these values, and whose it is not (the model's or the
    /// control's name); nil when it applies.
    public func unusedReason(_ tunable: String) -> (reason: UnusedTunable, owner: String)? {
        if let r = scroll.model.unusedReason(tunable) { return (r, scroll.model.rawValue) }
        if controlTuning.unusedTunables.contains(tunable) { return (.otherControl, headerControl.rawValue) }
        if bar.unusedTunables.contains(tunable) { return (.otherBar, bar.kind.rawValue) }
        return nil
    }
}
