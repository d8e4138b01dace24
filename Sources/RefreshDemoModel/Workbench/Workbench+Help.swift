import RefreshEngine

/// The help overlay (F1 or ?) is modal: while it shows, input is its own. A click, Esc or
/// F1 closes it; the wheel, a drag and the scrolling keys scroll it when it does not fit
/// the window; other keys do nothing but quit (Q, Ctrl+Q), and nothing reaches the list.
extension Workbench {
    /// Shows or hides the help, from its top.
    mutating func setHelp(shown: Bool) {
        showsHelp = shown
        help.scroll = 0
        help.press = nil
    }

    /// The help's layout for the list's width, language and text size (made again when one changes).
    mutating func helpLayout() -> HelpLayout {
        if let l = help.layout, l.language == list.language, l.width == list.viewportWidth, l.scrollPath == scrollPath,
           l.unit == panelUnit {
            return l
        }
        let l = HelpLayout(language: list.language, width: list.viewportWidth, scrollPath: scrollPath, metrics: metrics,
                           unit: panelUnit)
        help.layout = l
        return l
    }

    /// Scrolls the help to `y`, within what it can scroll.
    mutating func scrollHelp(to y: Double) {
        guard y.isFinite else { return }
        help.scroll = min(max(y, 0), helpLayout().maxScroll(height: list.viewportHeight))
    }

    /// Takes an input while the help shows; false leaves it to the rest (a resize, hover,
    /// modifiers, and the release of a press the list had before the help opened).
    mutating func helpHandles(_ event: InputEvent, at t: Double) -> Bool {
        let line = helpLayout().lineHeight
        let page = max(list.viewportHeight - 4 * line, line)
        switch event {
        case let .press(_, y):
            // A second pointer while the list is held (since before the help opened) does nothing.
            if y.isFinite, !list.pointerDown { help.press = (y, help.scroll, false) }
            return true
        case let .move(_, y):
            guard var p = help.press else { return !list.pointerDown }
            if y.isFinite {
                if abs(y - p.y) >= max(list.tuning.touchSlop, 4) { p.moved = true }
                help.press = p
                if p.moved { scrollHelp(to: p.scroll - (y - p.y)) }
            }
            return true
        case .release:
            guard let p = help.press else { return !list.pointerDown }
            help.press = nil
            if !p.moved { setHelp(shown: false) }
            // If the list is held too, this release is also the list's: never leave it held.
            return !list.pointerDown
        case let .wheel(dx, dy, precise):
            let dy = verticalNotches(dx: dx, dy: dy, precise: precise)
            if dy.isFinite { scrollHelp(to: help.scroll - dy * (precise ? list.tuning.touchpadPointsPerUnit : 60)) }
            return true
        case let .touchpad(_, dy, _):
            if dy.isFinite { scrollHelp(to: help.scroll - dy * list.tuning.touchpadScale) }
            return true
        case .touchpadLift:
            // Lifting scrolls nothing: it ends a gesture the list had before the help opened.
            return false
        case .key(let k):
            // Traced as every key is.
            list.handle(event, at: t)
            switch Keymap.command(for: k) {
            case .help?: setHelp(shown: false)
            case .close?: closeTopmost(at: t)
            case .quit?: requestQuit(at: t)
            case .rowUp?: scrollHelp(to: help.scroll - line)
            case .rowDown?: scrollHelp(to: help.scroll + line)
            case .pageUp?: scrollHelp(to: help.scroll - page)
            case .pageDown?: scrollHelp(to: help.scroll + page)
            case .top?: scrollHelp(to: 0)
            case .bottom?: scrollHelp(to: .greatestFiniteMagnitude)
            default: break
            }
            return true
        default:
            return false
        }
    }
}
