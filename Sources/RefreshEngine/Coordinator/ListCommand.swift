/// What a key can ask of the list: scrolling, refreshing, the header and footer styles,
/// the language. Which key runs which is the host's keymap.
public enum ListCommand: String, CaseIterable, Sendable {
    case rowUp, rowDown, pageUp, pageDown, top, bottom, refresh, headerStyle, footerStyle, language, floor
}
