/// Which scheme the user asked for: one by hand, or the desktop's (`auto`).
///
/// Rule: `--appearance` wins for the run; else the state file's choice (D, kept across
/// runs); else `auto`, which follows the desktop live.
public enum AppearanceChoice: String, CaseIterable, Sendable {
    case light, dark, auto

    /// The scheme shown under this choice when the desktop prefers `desktop`.
    public func scheme(desktop: Appearance.Scheme) -> Appearance.Scheme {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .auto: return desktop
        }
    }

    /// The choice D makes: the other scheme than the one shown, or back to `auto` when the
    /// desktop itself shows that one (so a toggle never leaves the app stuck on a copy of
    /// the desktop's choice that stops following it).
    public func toggled(desktop: Appearance.Scheme) -> AppearanceChoice {
        let other: Appearance.Scheme = scheme(desktop: desktop) == .dark ? .light : .dark
        if other == desktop { return .auto }
        return other == .dark ? .dark : .light
    }
}
