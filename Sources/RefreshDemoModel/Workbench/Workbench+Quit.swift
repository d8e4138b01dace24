import RefreshEngine

/// Quitting, as editors do: Esc closes what is on top first (the help, then the open second
/// floor, which says Esc closes it, then the panel);
/// a quit (Esc with nothing on top, Q, Ctrl+Q, the window's close button) with unsaved
/// tuning never discards it silently but asks, with a modal prompt (QuitPrompt: Save,
/// Discard, Cancel). The host ends the run on the `quit` effect, and after a Save asked
/// for by the prompt once the file is written (a signal ends it without asking).
extension Workbench {
    /// The tuning differs from the one last saved or loaded: Save shows it, quitting asks.
    public var hasUnsavedTuning: Bool { list.tuningSet != savedTuning }

    /// The host saved the tuning, or loaded it from the file: it is the saved tuning now.
    public mutating func tuningSaved() { savedTuning = list.tuningSet }

    /// The host asks to quit (the window's close button): quits, or asks first; asked, a
    /// second quit is the prompt's Discard.
    public mutating func requestQuit(at t: Double) {
        if quitAsked { return answerQuit(.discard, at: t) }
        if !hasUnsavedTuning {
            hostEffects.append(.quit)
            return
        }
        quitAsked = true
        promptPress = nil
        // The prompt is the topmost thing now: the help would dim it.
        if showsHelp { setHelp(shown: false) }
        list.recordHostEvent(.setting(t: t, name: "quit", value: "asked"))
    }

    /// Esc: closes the help, else the open second floor (its page says "press Esc to close"),
    /// else the panel, else quits (or asks).
    mutating func closeTopmost(at t: Double) {
        if showsHelp { return setHelp(shown: false) }
        if list.closeFloor(at: t) { return takeListOutputs() }
        if panel.isOpen { return togglePanel(at: t) }
        requestQuit(at: t)
    }

    /// The prompt's answer: Save writes and then quits (the host's `saveTuning(thenQuit:)`),
    /// Discard quits, Cancel goes back. Traced as a `quit` setting.
    public mutating func answerQuit(_ choice: QuitPrompt.Choice, at t: Double) {
        guard quitAsked else { return }
        quitAsked = false
        promptPress = nil
        switch choice {
        case .save:
            list.recordHostEvent(.setting(t: t, name: "quit", value: "save"))
            hostEffects.append(.saveTuning(thenQuit: true))
        case .discard:
            list.recordHostEvent(.setting(t: t, name: "quit", value: "discard"))
            hostEffects.append(.quit)
        case .cancel:
            list.recordHostEvent(.setting(t: t, name: "quit", value: "cancel"))
        }
    }

    /// The prompt's box in the list's area this frame.
    var promptBox: TuningPanel.Rect {
        QuitPrompt.box(width: list.viewportWidth, height: list.viewportHeight, top: list.tuning.topBarHeight, unit: panelUnit)
    }

    /// While the prompt shows it takes every input but a resize (it is modal): keys answer
    /// it or do nothing, a button acts when released over the button it was pressed on.
    /// False when the event is not the prompt's.
    mutating func promptHandles(_ event: InputEvent, at t: Double) -> Bool {
        guard quitAsked else { return false }
        switch event {
        case .key(let press):
            list.handle(event, at: t)
            if let c = QuitPrompt.choice(for: press) { answerQuit(c, at: t) }
        case let .press(x, y):
            promptPress = QuitPrompt.choice(atX: x, y: y, in: promptBox)
        case let .release(x, y):
            if let pressed = promptPress, QuitPrompt.choice(atX: x, y: y, in: promptBox) == pressed {
                answerQuit(pressed, at: t)
            }
            promptPress = nil
        case .resize, .modifiers:
            return false
        default:
            break
        }
        return true
    }

    /// The prompt while asked and the tuning is still unsaved.
    func quitPrompt() -> QuitPrompt? {
        guard quitAsked, hasUnsavedTuning else { return nil }
        let s = list.language.interface
        return QuitPrompt(question: s.messages.unsavedOnQuit,
                          detail: MessageStrings.fill(s.messages.quitSaveWhere, tuningFile),
                          keys: s.messages.quitKeys, labels: s.messages.quitButtons)
    }
}
