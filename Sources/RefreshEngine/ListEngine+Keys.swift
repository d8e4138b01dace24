/// What each key does to the list (the panel's keys are routed before these).
extension ListEngine {
    mutating func handleKey(_ press: KeyPress, at t: Double) {
        let row = layout.estimatedHeight
        let page = max(viewportHeight - scroller.insetTop - scroller.insetBottom - 40, row)
        switch press.key {
        case .up: scroller.scroll(by: -row, at: t)
        case .down: scroller.scroll(by: row, at: t)
        case .pageup: scroller.scroll(by: -page, at: t)
        case .pagedown: scroller.scroll(by: page, at: t)
        case .space: scroller.scroll(by: press.modifiers.contains(.shift) ? -page : page, at: t)
        case .home: scroller.scroll(toEdge: .top, at: t)
        case .end: scroller.scroll(toEdge: .bottom, at: t)
        case .f5: beginRefreshing(at: t)
        case .r where press.modifiers.contains(.ctrl): beginRefreshing(at: t)
        case .b where press.modifiers.isEmpty:
            switchTuningSlot(at: t)
        case .r where press.modifiers.isEmpty:
            // Replaying swaps the engine and its clock: the host's to do.
            hostEffects.append(.replayLastGesture)
        case .h:
            cycleHeaderStyle(at: t)
        case .l:
            language = language.next
            record(.setting(t: t, name: "lang", value: language.rawValue))
        case .f:
            switchFooterStyle(at: t)
        case .f1, .question:
            showsHelp.toggle()
        case .tab, .f2:
            togglePanel(at: t)
        case .f3:
            showsHUD.toggle()
        case .s where press.modifiers.contains(.ctrl):
            // The same effect as the panel's Save button: one route for both.
            hostEffects.append(.saveTuning)
        default: break
        }
    }
}
