import RefreshEngine

/// What a key does: every command a key can run, the list's, the workbench's and the host's.
public enum KeyCommand: String, CaseIterable, Sendable {
    // The list's (ListEngine.perform runs them).
    case rowUp, rowDown, pageUp, pageDown, top, bottom, refresh, headerStyle, footerStyle, language, floor
    // The workbench's: panel, HUD, help, save, replay, slots, closing what is on top
    // (Esc: the help, then the open second floor, then the panel, then quitting) and quitting (asked first when the
    // tuning is unsaved; the host ends the run on the workbench's `quit` effect).
    case panel, hud, help, save, replay, switchSlot, close, quit
    // The appearance: light or dark by hand (D), kept in the state file.
    case appearance
    // The host's: time, recording (they change the clock).
    case slowMotion, speeds, pause, step, scrubBack, scrubForward, record
    // The host's: the phone preview's server (on / off).
    case share

    /// The list's command of the same name, nil for the others.
    var listCommand: ListCommand? { ListCommand(rawValue: rawValue) }

    /// True for the commands the host runs rather than the model.
    public var isHosts: Bool {
        switch self {
        case .slowMotion, .speeds, .pause, .step, .scrubBack, .scrubForward, .record, .share: return true
        default: return false
        }
    }
}

/// One key, with the modifiers it needs, and the command it runs.
public struct KeyBinding: Equatable, Sendable {
    public var key: Key
    public var modifiers: KeyModifiers
    public var command: KeyCommand

    init(_ key: Key, _ modifiers: KeyModifiers, _ command: KeyCommand) {
        self.key = key
        self.modifiers = modifiers
        self.command = command
    }

    init(_ key: Key, _ command: KeyCommand) { self.init(key, [], command) }

    /// As the help and the README print it: "Ctrl+R", "Shift+Space", "PgUp", "←".
    public var label: String {
        var s = ""
        if modifiers.contains(.ctrl) { s += "Ctrl+" }
        if modifiers.contains(.alt) { s += "Alt+" }
        if modifiers.contains(.shift) && key != .question { s += "Shift+" }
        return s + Self.name(key)
    }

    public static func name(_ key: Key) -> String {
        switch key {
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "←"
        case .right: return "→"
        case .pageup: return "PgUp"
        case .pagedown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .space: return "Space"
        case .tab: return "Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .escape: return "Esc"
        case .period: return "."
        case .question: return "?"
        case .f1, .f2, .f3, .f5: return key.rawValue.uppercased()
        case .q, .r, .h, .l, .f, .m, .p, .s, .b, .o, .d: return key.rawValue.uppercased()
        case .enter: return "Enter"
        }
    }
}

/// Every key binding of the app, in one table: the list's keys and the host's. The panel's
/// own keys (Up/Down, Left/Right, Delete while it is open) are the panel's and come first.
///
/// Rule: a press runs the binding with exactly its modifiers; failing that, a binding
/// without modifiers also takes the press with Shift (H and Shift+H both cycle the
/// header style; Shift+Left scrubs ten frames). The help overlay's key column and the
/// README's key table are checked against this table by a test.
public enum Keymap {
    static let bindings: [KeyBinding] = [
        KeyBinding(.up, .rowUp), KeyBinding(.down, .rowDown),
        KeyBinding(.pageup, .pageUp), KeyBinding(.pagedown, .pageDown),
        KeyBinding(.space, .pageDown), KeyBinding(.space, .shift, .pageUp),
        KeyBinding(.home, .top), KeyBinding(.end, .bottom),
        KeyBinding(.f5, .refresh), KeyBinding(.r, .ctrl, .refresh),
        KeyBinding(.h, .headerStyle), KeyBinding(.f, .footerStyle), KeyBinding(.l, .language), KeyBinding(.o, .floor),
        KeyBinding(.d, .appearance),
        KeyBinding(.tab, .panel), KeyBinding(.f2, .panel), KeyBinding(.f3, .hud),
        KeyBinding(.f1, .help), KeyBinding(.question, .help),
        KeyBinding(.s, .ctrl, .save),
        KeyBinding(.r, .replay), KeyBinding(.b, .switchSlot),
        KeyBinding(.m, .slowMotion), KeyBinding(.m, .shift, .speeds),
        KeyBinding(.p, .pause), KeyBinding(.period, .step),
        KeyBinding(.left, .scrubBack), KeyBinding(.right, .scrubForward),
        KeyBinding(.r, .shift, .record), KeyBinding(.s, .shift, .share),
        KeyBinding(.escape, .close), KeyBinding(.q, .quit), KeyBinding(.q, .ctrl, .quit),
    ]

    /// The command a press runs, if any.
    public static func command(for press: KeyPress) -> KeyCommand? {
        if let exact = bindings.first(where: { $0.key == press.key && $0.modifiers == press.modifiers }) {
            return exact.command
        }
        guard press.modifiers == .shift else { return nil }
        return bindings.first { $0.key == press.key && $0.modifiers.isEmpty }?.command
    }
}
