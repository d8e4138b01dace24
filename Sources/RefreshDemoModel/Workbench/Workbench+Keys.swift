import RefreshEngine

/// What each key does (the panel's keys are routed before these): the keymap names the
/// command; the list runs its own, the workbench the window's.
extension Workbench {
    /// Runs the command bound to a key (Keymap); the host's commands are the host's.
    mutating func handleKey(_ press: KeyPress, at t: Double) {
        guard let command = Keymap.command(for: press), !command.isHosts else { return }
        if let listCommand = command.listCommand {
            let footerWasBusy = list.footerIsBusy
            list.perform(listCommand, at: t)
            announce(listCommand, footerWasBusy: footerWasBusy, at: t)
            sayWhyUnreachable(at: t)
            takeListOutputs()
            return
        }
        switch command {
        case .switchSlot:
            switchTuningSlot(at: t)
            sayWhyUnreachable(at: t)
        case .replay:
            // Replaying swaps the model and its clock: the host's to do.
            hostEffects.append(.replayLastGesture)
        case .help: setHelp(shown: !showsHelp)
        case .close: closeTopmost(at: t)
        case .quit: requestQuit(at: t)
        case .panel: togglePanel(at: t)
        case .hud: showsHUD.toggle()
        case .appearance: toggleAppearance(at: t)
        case .save:
            // The same effect as the panel's Save button: one route for both.
            hostEffects.append(.saveTuning(thenQuit: false))
        default:
            break
        }
    }
}
