/// What each key does to the list (the panel's keys are routed before these).
extension ListEngine {
    /// Runs the list's command for a key (Keymap); the host's commands are the host's.
    mutating func handleKey(_ press: KeyPress, at t: Double) {
        guard let command = Keymap.command(for: press), !command.isHosts else { return }
        let row = layout.estimatedHeight
        let page = max(viewportHeight - scroller.insetTop - scroller.insetBottom - 40, row)
        switch command {
        case .rowUp: scroller.scroll(by: -row, at: t)
        case .rowDown: scroller.scroll(by: row, at: t)
        case .pageUp: scroller.scroll(by: -page, at: t)
        case .pageDown: scroller.scroll(by: page, at: t)
        case .top: scroller.scroll(toEdge: .top, at: t)
        case .bottom: scroller.scroll(toEdge: .bottom, at: t)
        case .refresh: beginRefreshing(at: t)
        case .switchSlot: switchTuningSlot(at: t)
        case .replay:
            // Replaying swaps the engine and its clock: the host's to do.
            hostEffects.append(.replayLastGesture)
        case .headerStyle: cycleHeaderStyle(at: t)
        case .language:
            language = language.next
            record(.setting(t: t, name: "lang", value: language.rawValue))
        case .footerStyle: switchFooterStyle(at: t)
        case .help: showsHelp.toggle()
        case .panel: togglePanel(at: t)
        case .hud: showsHUD.toggle()
        case .save:
            // The same effect as the panel's Save button: one route for both.
            hostEffects.append(.saveTuning)
        case .slowMotion, .speeds, .pause, .step, .scrubBack, .scrubForward, .record, .quit:
            break
        }
    }
}
