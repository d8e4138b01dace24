import RefreshEngine

/// The prompt a quit with unsaved tuning shows: a question, the file Save writes, and
/// three buttons, as a desktop app asks before it closes a changed document.
///
/// Rules: it is modal (while it shows, only its answers act; the list and the panel
/// keep still); Save (Enter, S, Ctrl+S or its button) writes the tuning and quits once
/// the file is written (a failed or refused save leaves the app running with the error
/// shown); Discard (D, its button, or a second quit: Q, Ctrl+Q, the close button) quits
/// without saving; Cancel (Esc or its button) goes back to the app. Esc never discards:
/// the key that closes things must not be the one that loses work.
public struct QuitPrompt: Equatable, Sendable {
    public enum Choice: CaseIterable, Sendable {
        case save, discard, cancel
    }

    /// The question, in the language shown.
    public var question: String
    /// Where Save writes, in the language shown.
    public var detail: String
    /// The keys that answer it.
    public var keys: String
    /// Each button's label, in `Choice.allCases` order.
    public var labels: [String]

    /// The box at 1x; at the desktop's text size `unit` its height, button height and
    /// margins are `unit` times these (its width too, as far as the list allows), so the
    /// question's two lines, the file, the keys and the buttons keep their places.
    public static let width = 380.0
    public static let height = 156.0
    static let buttonHeight = 30.0
    static let margin = 14.0

    /// The lines the question may take: 2, and 3 at a text size above 1 (the box's height
    /// grows with the text and has room for the third above the buttons).
    public static func questionLines(unit: Double) -> Int { unit > 1 ? 3 : 2 }

    /// The prompt's box, centred in the list's area (`width` x `height` points, under the top bar).
    public static func box(width: Double, height: Double, top: Double, unit: Double = 1) -> TuningPanel.Rect {
        let w = min(Self.width * unit, max(width - 16, 0)), h = Self.height * unit
        return TuningPanel.Rect(x: (width - w) / 2, y: max(top + 8, (height - h) / 2), width: w, height: h)
    }

    /// A button's rectangle in the box: three equal buttons along its bottom, Save on the right.
    public static func rect(of choice: Choice, in box: TuningPanel.Rect) -> TuningPanel.Rect {
        let order: [Choice] = [.discard, .cancel, .save]
        let i = Double(order.firstIndex(of: choice) ?? 0)
        let gap = 8.0
        let unit = box.height / height
        let w = (box.width - 2 * margin * unit - 2 * gap) / 3
        return TuningPanel.Rect(x: box.x + margin * unit + i * (w + gap), y: box.y + box.height - (margin + buttonHeight) * unit,
                                width: w, height: buttonHeight * unit)
    }

    /// The button under a point, if any.
    public static func choice(atX x: Double, y: Double, in box: TuningPanel.Rect) -> Choice? {
        Choice.allCases.first { rect(of: $0, in: box).contains(x, y) }
    }

    /// The answer a key gives: nil for a key that is no answer (it does nothing while the prompt shows).
    static func choice(for press: KeyPress) -> Choice? {
        switch (press.key, press.modifiers) {
        case (.enter, []), (.s, []), (.s, .ctrl): return .save
        case (.d, []): return .discard
        case (.escape, []): return .cancel
        default:
            // A second quit is the user's answer to "quit anyway".
            return Keymap.command(for: press) == .quit ? .discard : nil
        }
    }
}
