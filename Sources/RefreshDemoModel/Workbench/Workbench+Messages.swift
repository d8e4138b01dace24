import RefreshEngine

/// Messages: a short line in the window (a save, a reload, an error, a slot switched) that
/// holds for `messageHold` seconds, then fades over `messageFade`.
extension Workbench {
    /// Shows a short message in the window (the host's saves and reloads, their errors).
    ///
    /// Rule: why a pull cannot arm, said at the same moment (the change that made the
    /// pairing), stays under the message (a tuning file's "Loaded" comes after the values).
    public mutating func post(message text: String, isError: Bool, at t: Double) {
        message = (text, isError, t, nil, reasonSaid(at: t))
        traceToast(text, isError: isError, at: t)
    }

    /// A message about a panel button's own action (Copy), shown beside that button while
    /// the panel is open: the eye is on the button, not the list's bottom.
    mutating func post(message text: String, beside button: TuningPanel.Button, at t: Double) {
        message = (text, false, t, button, reasonSaid(at: t))
        traceToast(text, isError: false, at: t)
    }

    /// Why a pull cannot arm, under the message posted at this moment (or alone): one
    /// `toast` line of its own in the trace.
    mutating func post(reason text: String, at t: Double) {
        if let m = message, m.t == t, !m.isError {
            message?.reason = text
        } else {
            message = ("", false, t, nil, text)
        }
        traceToast(text, isError: false, at: t)
    }

    /// The reason the message shown now says, when it was said at t.
    private func reasonSaid(at t: Double) -> String? {
        message.flatMap { $0.t == t ? $0.reason : nil }
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
        // The reason on a line of its own, under what the change says.
        let text = [m.text, m.reason ?? ""].filter { !$0.isEmpty }.joined(separator: "\n")
        return MessageState(text: text, isError: m.isError, alpha: alpha, button: panel.isOpen ? m.button : nil)
    }

    func isMessageVisible(at t: Double) -> Bool {
        message.map { t - $0.t < Self.messageHold + Self.messageFade } ?? false
    }
}
