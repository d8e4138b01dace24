/// Keys the engine and the app understand, by their script names.
public enum Key: String, CaseIterable, Sendable {
    case up, down, left, right, pageup, pagedown, home, end, space, tab, backspace, delete, escape
    case q, r, h, l, f, m, p, s, b, o, period, f1, f2, f3, f5, question
    /// Answers of the quit prompt (Save, Discard).
    case enter, d
}

/// Shift, Ctrl and Alt held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let ctrl = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
}

/// A key with its modifiers, e.g. "ctrl+r" or "shift+space".
public struct KeyPress: Equatable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: KeyModifiers

    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Parses "ctrl+shift+pagedown"; nil if any part is unknown.
    public init?(parsing text: String) {
        var mods: KeyModifiers = []
        var parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("++") { parts.removeLast(2); parts.append("+") }
        guard let last = parts.popLast() else { return nil }
        for p in parts {
            switch p {
            case "shift": mods.insert(.shift)
            case "ctrl", "control": mods.insert(.ctrl)
            case "alt": mods.insert(.alt)
            default: return nil
            }
        }
        let aliases = ["return": "enter", "pgup": "pageup", "pgdn": "pagedown", "esc": "escape", "?": "question", ".": "period",
                       "del": "delete"]
        guard let key = Key(rawValue: aliases[last] ?? last) else { return nil }
        self.init(key, mods)
    }

    public var description: String {
        var s = ""
        if modifiers.contains(.ctrl) { s += "ctrl+" }
        if modifiers.contains(.alt) { s += "alt+" }
        if modifiers.contains(.shift) { s += "shift+" }
        return s + key.rawValue
    }
}

/// Input in the engine's terms: positions in window points, times passed alongside.
public enum InputEvent: Equatable, Sendable {
    case press(x: Double, y: Double)
    case move(x: Double, y: Double)
    case release(x: Double, y: Double)
    /// dy > 0 scrolls towards the top, dx > 0 towards the right (SDL's signs): whole or
    /// fractional notches, or with `precise` touchpad deltas in SDL's units
    /// (`input.touchpadPointsPerUnit` points each) from a host that cannot tell the source.
    /// A horizontal amount scrolls the carousel under the pointer.
    case wheel(dx: Double, dy: Double, precise: Bool)
    /// A delta from a source known to be a touchpad, in the display server's pixels
    /// (`input.touchpadScale` points each); dy > 0 moves the content down and dx > 0 moves
    /// it right, as dragging that way does. `liftReported`: the source sends `touchpadLift`
    /// when the fingers leave, so no pause counts as lifting; otherwise the idle gap decides.
    case touchpad(dx: Double, dy: Double, liftReported: Bool)
    /// The fingers left the touchpad (Wayland's axis_stop), or the gesture lost the pointer.
    case touchpadLift
    case key(KeyPress)
    /// The window's size in points (the list and, when open, the tuning panel).
    case resize(width: Double, height: Double)
    /// The pointer moved with no button down (which area the wheel scrolls).
    case hover(x: Double, y: Double)
    /// Shift, Ctrl or Alt went down or up (fine slider drags).
    case modifiers(KeyModifiers)
}
