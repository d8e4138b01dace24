import Foundation
import RefreshEngine

/// The appearance: the desktop's settings (the host passes on what the portal says, at
/// start and on each change) under the user's choice (D, --appearance, the state file).
///
/// Rule: a change shows on the next frame, nothing else changes with it (the list, its
/// motion and the tuning stay as they are); the trace has a `setting` line for each.
extension Workbench {
    /// The appearance of the frame.
    public var appearance: Appearance { desktop.appearance(appearanceChoice) }

    /// The desktop's settings changed (or were read at start).
    public mutating func setDesktop(_ settings: DesktopSettings, at t: Double) {
        guard settings != desktop else { return }
        let before = appearance
        desktop = settings
        traceAppearance(from: before, at: t)
    }

    /// The text metrics of the desktop's new text size: the rows reflow in them, the help
    /// is laid out in them; nothing moves that was moving.
    public mutating func setMetrics(_ newMetrics: TextMetrics, at t: Double) {
        metrics = newMetrics
        help.layout = nil
        list.setMetrics(newMetrics, at: t)
        takeListOutputs()
    }

    /// The user's choice (from --appearance or the state file at start), not saved again.
    public mutating func setAppearanceChoice(_ choice: AppearanceChoice, at t: Double) {
        let before = appearance
        appearanceChoice = choice
        traceAppearance(from: before, at: t)
    }

    /// D: the other scheme than the one shown, or back to the desktop's (AppearanceChoice.toggled);
    /// the host keeps the choice in the state file.
    mutating func toggleAppearance(at t: Double) {
        setAppearanceChoice(appearanceChoice.toggled(desktop: desktop.scheme), at: t)
        hostEffects.append(.saveAppearance(appearanceChoice))
    }

    /// Reduced animations (the desktop's enable-animations false): the app's own chrome
    /// changes at once. The banner is out in full for as long as it would show, instead of
    /// sliding; the toast shows whole until it goes, instead of fading (messageState); the
    /// panel and the help open and close at once anyway.
    ///
    /// Rule: only the chrome. The scrolling, the rubber band, the refresh controls' own
    /// motion and their timings are what the app is for, and are never changed by it.
    static func still(_ f: inout FrameState) {
        guard var b = f.banner else { return }
        b.y = f.topBarHeight
        f.banner = b
    }

    private mutating func traceAppearance(from before: Appearance, at t: Double) {
        let now = appearance
        guard now != before else { return }
        list.recordHostEvent(.setting(t: t, name: "appearance", value: Self.describe(now, choice: appearanceChoice)))
    }

    /// "dark (auto)", "light, high contrast, text 1.25x, no animations (light)": what the
    /// trace and the HUD say.
    public static func describe(_ a: Appearance, choice: AppearanceChoice) -> String {
        var parts = [a.scheme.rawValue]
        if a.highContrast { parts.append("high contrast") }
        if a.textScale != 1 { parts.append("text " + String(format: "%.2f", a.textScale) + "x") }
        if !a.animations { parts.append("reduced animations") }
        return parts.joined(separator: ", ") + " (\(choice.rawValue))"
    }
}
