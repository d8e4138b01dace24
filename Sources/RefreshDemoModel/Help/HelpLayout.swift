import RefreshEngine

/// The help overlay's layout for one language and list width: the keys and their actions
/// each wrapped to their column (the keys' at most 45% of the panel), the panel's size.
/// Made by the workbench when the language, width or scroll path changes, never per frame;
/// the renderer draws it as given, `HelpState.scroll` points up.
///
/// Geometry: the panel is min(width - 16, 440 x max(unit, 1)) wide, `unit` the desktop's text size
/// (the keys and actions wrap as at 1x where the window has room; in a narrower one each
/// may take `unit` times its lines, keys 2 and actions 3 at 1x); a line is the meta line height + 3;
/// the title takes 1.5 lines, each row max(key lines, action lines, 1), the note one, with
/// 8 pt above and below inside the panel. It is centred in the window, at least `margin`
/// from the top; taller than the window less two margins, it scrolls.
public struct HelpLayout: Sendable {
    public struct Row: Sendable {
        public var keys: [String]
        public var actions: [String]
    }

    public let language: Language
    public let width: Double
    public let scrollPath: String?
    public let rows: [Row]
    /// The last line: how scrolling reaches the window ("Scrolling: x11-xi2"), if known.
    public let note: String?
    public let panelWidth: Double
    public let keyWidth: Double
    public let lineHeight: Double
    /// The panel's whole height.
    public let panelHeight: Double
    /// The text size it was laid out for (window points per point of its design).
    public let unit: Double

    public static let margin = 8.0

    init(language: Language, width: Double, scrollPath: String?, metrics: TextMetrics, unit: Double = 1) {
        let strings = language.interface
        self.language = language
        self.width = width
        self.scrollPath = scrollPath
        note = scrollPath.map { "\(strings.scrollPathLabel): \($0)" }
        self.unit = unit
        lineHeight = metrics.lineHeight(.meta) + 3
        // Never narrower than at 1x: smaller text keeps the 1x panel, and wraps less.
        panelWidth = min(width - 16, 440 * max(unit, 1))
        // Larger text in a window narrower than the help wants wraps into more lines still.
        let more = unit > 1 ? unit * max(440 * unit / max(panelWidth, 1), 1) : 1
        let widest = strings.helpEntries.reduce(0.0) { max($0, metrics.width(of: Substring($1.key), style: .headerTitle)) }
        keyWidth = min(widest, panelWidth * 0.45)
        let room = max(panelWidth - keyWidth - 36, 60)
        rows = strings.helpEntries.map { [keyWidth] e in
            Row(keys: WordWrapper.wrap(e.key, width: keyWidth, maxLines: Self.lines(2, more)) { metrics.width(of: $0, style: .headerTitle) },
                actions: WordWrapper.wrap(e.action, width: room, maxLines: Self.lines(3, more)) { metrics.width(of: $0, style: .meta) })
        }
        let lines = rows.reduce(0) { $0 + max($1.keys.count, $1.actions.count, 1) }
        panelHeight = Double(lines + 2 + (note == nil ? 0 : 1)) * lineHeight + 16
    }

    /// `lines` at 1x, `unit` times as many (rounded up) at a larger text size.
    static func lines(_ lines: Int, _ unit: Double) -> Int { Int((Double(lines) * unit).rounded(.up)) }

    /// The panel's top in a window this tall, before scrolling.
    public func top(height: Double) -> Double { max((height - panelHeight) / 2, Self.margin) }

    /// How far the help scrolls in a window this tall: 0 when it fits.
    public func maxScroll(height: Double) -> Double { max(panelHeight + 2 * Self.margin - height, 0) }
}

/// The help's own state while it shows: its scroll, its layout, a pointer held on it.
struct HelpState {
    var scroll = 0.0
    var layout: HelpLayout?
    /// The press on the help: where, the scroll then, and whether it has moved (a drag
    /// scrolls; a press released where it went down is a click, which closes the help).
    var press: (y: Double, scroll: Double, moved: Bool)?
}
