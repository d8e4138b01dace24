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

    public static let width = 380.0
    public static let height = 156.0
    static let buttonHeight = 30.0
    static let margin = 14.0

    /// The prompt's box, centred in the list's area (`width` x `height` points, under the top bar).
    public static func box(width: Double, height: Double, top: Double) -> TuningPanel.Rect {
        let w = min(Self.width, max(width - 16, 0))
        return TuningPanel.Rect(x: (width - w) / 2, y: max(top + 8, (height - Self.height) / 2), width: w, height: Self.height)
    }

    /// A button's rectangle in the box: three equal buttons along its bottom, Save on the right.
    public static func rect(of choice: Choice, in box: TuningPanel.Rect) -> TuningPanel.Rect {
        let order: [Choice] = [.discard, .cancel, .save]
        let i = Double(order.firstIndex(of: choice) ?? 0)
        let gap = 8.0
        let w = (box.width - 2 * margin - 2 * gap) / 3
        return TuningPanel.Rect(x: box.x + margin + i * (w + gap), y: box.y + box.height - margin - buttonHeight,
                                width: w, height: buttonHeight)
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
