import RefreshEngine

/// L, H and F say what they switched to, in the language now shown: mid-list the header and
/// footer are out of view, so the message is the change a user sees at once, and it says
/// where the new style shows.
extension Workbench {
    mutating func announce(_ command: ListCommand, footerWasBusy: Bool, at t: Double) {
        guard let text = switchMessage(command, footerWasBusy: footerWasBusy) else { return }
        post(message: text, isError: false, at: t)
    }

    /// The message for a switch, or nil for a command that switches nothing.
    func switchMessage(_ command: ListCommand, footerWasBusy: Bool) -> String? {
        let m = list.language.interface.messages
        switch command {
        case .language:
            return MessageStrings.fill(m.languageSwitched, m.languageName)
        case .headerStyle:
            let key = list.headerControlKind != .mj ? list.headerControlKind.rawValue
                : list.art.headerShown ? "art" : list.headerStyle.rawValue
            let text = MessageStrings.fill(m.headerSwitched, m.headerStyles[key] ?? key)
            return list.isAtTop ? text : MessageStrings.fill(m.headerAway, text)
        case .footerStyle:
            if footerWasBusy { return m.footerBusy }
            let key = list.footer.style.rawValue
            let text = MessageStrings.fill(m.footerSwitched, m.footerStyles[key] ?? key)
            return list.isAtEnd ? text : MessageStrings.fill(m.footerAway, text)
        case .floor:
            // Nothing opened or closed: the floor is off (a floor just closed says nothing).
            guard !list.header.state.isFloor else { return nil }
            return list.tuningSet.unusedReason(TunableID.headerTwoLevel.rawValue) != nil || !list.tuningSet.header.twoLevel
                ? list.language.floorStrings.off : nil
        default:
            return nil
        }
    }
}
