/// The text styles a row uses.
public enum TextStyle: Int, CaseIterable, Sendable {
    case body, author, meta, title, headerTitle, headerSubtitle, banner
    /// The app bar's large title (drawn scaled for the collapsing and flexible-space titles).
    case largeTitle
}

/// How wide a text is and how tall its lines are, in points.
///
/// The app measures with its real fonts; tests pass a fixed-width stand-in.
/// The engine only needs these two numbers to lay rows out.
public protocol TextMetrics {
    func width(of text: Substring, style: TextStyle) -> Double
    func lineHeight(_ style: TextStyle) -> Double
}
