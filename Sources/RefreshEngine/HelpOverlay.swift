/// The keys the help overlay (F1 or ?) lists: every key the app understands.
public enum HelpOverlay {
    public static let title = "Keys"
    public static let entries: [(key: String, action: String)] = [
        ("Drag, touchpad", "scroll, pull to refresh"),
        ("Wheel", "about three rows a notch"),
        ("Up / Down", "one row"),
        ("PgUp / PgDn", "one page"),
        ("Space, Shift+Space", "page down / up"),
        ("Home / End", "top / bottom, load more"),
        ("F5, Ctrl+R", "refresh"),
        ("H", "header style"),
        ("F", "footer style"),
        ("L", "language"),
        ("Click the footer", "load more, retry"),
        ("Tab, F2", "tuning panel"),
        ("  Up/Down, Left/Right", "select, step (Shift: fine)"),
        ("  Delete", "reset (Shift: all)"),
        ("F3", "HUD"),
        ("M / P / .", "slow motion / pause / step"),
        ("Ctrl+S", "save the tuning file"),
        ("F1, ?", "this help"),
        ("Esc, Ctrl+Q", "quit"),
    ]
}
