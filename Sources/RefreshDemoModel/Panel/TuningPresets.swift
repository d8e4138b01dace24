import RefreshEngine

/// Named starting points for the feel: each preset is a platform's profile (PlatformProfile:
/// its model, `scroll.model`, ScrollModel; docs/physics.md, "Platform models") with that
/// platform's input constants, resampling and pull-to-refresh control. The app itself starts
/// with `mj`.
public enum TuningPresets {
    /// In the order of the registered platforms (and the panel's buttons).
    public static var names: [String] { PlatformProfiles.all.map(\.name) }

    /// The preset whose feel (scroll physics) the values have now, if any: the panel marks
    /// its button after the message has faded.
    public static func active(in values: TuningSet) -> String? {
        PlatformProfiles.all.first { $0.preset.scroll == values.scroll }?.name
    }

    public static func named(_ name: String) -> TuningSet? { PlatformProfiles.named(name)?.preset }

    /// Preset `name` over `now`: what shows (the second floor, the carousel row, the list's
    /// layout) is the user's choice, not the platform's feel, so a preset keeps it rather than
    /// changing it unsaid. The panel's buttons and a script's `preset` both apply this.
    public static func named(_ name: String, keeping now: TuningSet) -> TuningSet? {
        guard var p = named(name) else { return nil }
        p.header.twoLevel = now.header.twoLevel
        p.carousel = now.carousel
        p.layout = now.layout
        return p
    }
}
