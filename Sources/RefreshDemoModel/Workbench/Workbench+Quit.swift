import RefreshEngine

/// Quitting, as editors do: Esc closes what is on top first (the help, then the panel);
/// a quit (Esc with nothing on top, Q, Ctrl+Q, the window's close button) with unsaved
/// tuning never discards it silently but asks, with a one-line prompt held in the window.
///
/// Rules: asked, a second quit (Esc again, Q, Ctrl+Q, the close button) quits without
/// saving; Ctrl+S saves (the prompt goes, nothing is unsaved); any other key or a click
/// answers "not now" and does what it does. The host ends the run on the `quit` effect
/// (a signal ends it without asking).
extension Workbench {
    /// The tuning differs from the one last saved or loaded: Save shows it, quitting asks.
    public var hasUnsavedTuning: Bool { list.tuningSet != savedTuning }

    /// The host saved the tuning, or loaded it from the file: it is the saved tuning now.
    public mutating func tuningSaved() { savedTuning = list.tuningSet }

    /// The host asks to quit (the window's close button): quits, or asks first.
    public mutating func requestQuit(at t: Double) {
        if quitAsked || !hasUnsavedTuning {
            quitAsked = false
            hostEffects.append(.quit)
            return
        }
        quitAsked = true
        list.recordHostEvent(.setting(t: t, name: "quit", value: "asked"))
    }

    /// Esc: the prompt's "quit anyway" when asked; else closes the help, else the panel,
    /// else quits (or asks).
    mutating func closeTopmost(at t: Double) {
        if quitAsked { return requestQuit(at: t) }
        if showsHelp { return setHelp(shown: false) }
        if panel.isOpen { return togglePanel(at: t) }
        requestQuit(at: t)
    }

    /// Whether an input answers the prompt (true: a quit, Esc or Save; false: anything
    /// else the user means, a key or a click, which dismisses it; nil: pointer motion,
    /// the wheel, a resize: not an answer).
    static func answersQuit(_ event: InputEvent) -> Bool? {
        switch event {
        case .key(let k):
            guard let c = Keymap.command(for: k) else { return false }
            return c == .quit || c == .close || c == .save
        case .press:
            return false
        default:
            return nil
        }
    }

    /// The prompt while asked and the tuning is still unsaved.
    func quitPrompt() -> MessageState? {
        guard quitAsked, hasUnsavedTuning else { return nil }
        return MessageState(text: list.language.interface.messages.unsavedOnQuit, isError: true, alpha: 1)
    }
}
