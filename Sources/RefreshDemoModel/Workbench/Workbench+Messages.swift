import RefreshEngine

/// Messages: a short line in the window (a save, a reload, an error, a slot switched) that
/// holds for `messageHold` seconds, then fades over `messageFade`.
extension Workbench {
    /// Shows a short message in the window (the host's saves and reloads, their errors).
    public mutating func post(message text: String, isError: Bool, at t: Double) {
        message = (text, isError, t, nil)
        traceToast(text, isError: isError, at: t)
    }

    /// A message about a panel button's own action (Copy), shown beside that button while
    /// the panel is open: the eye is on the button, not the list's bottom.
    mutating func post(message text: String, beside button: TuningPanel.Button, at t: Double) {
        message = (text, false, t, button)
        traceToast(text, isError: false, at: t)
    }

    /// Every message shown is a `toast` line in the trace, so a script or a test sees what the
    /// user was told. Never before the list's time: the trace stays in time order.
    private mutating func traceToast(_ text: String, isError: Bool, at t: Double) {
        list.recordHostEvent(.toast(t: t.isFinite ? max(t, list.time) : list.time, text: text, isError: isError))
    }

    static let messageHold = 4.0
    static let messageFade = 1.0

    func messageState() -> MessageState? {
        guard let m = message else { return nil }
        guard isMessageVisible(at: list.time) else { return nil }
        let age = list.time - m.t
        // Reduced animations: whole until it goes (Workbench.still).
        let alpha = age < Self.messageHold || !appearance.animations ? 1 : 1 - (age - Self.messageHold) / Self.messageFade
        return MessageState(text: m.text, isError: m.isError, alpha: alpha, button: panel.isOpen ? m.button : nil)
    }

    func isMessageVisible(at t: Double) -> Bool {
        message.map { t - $0.t < Self.messageHold + Self.messageFade } ?? false
    }
}
