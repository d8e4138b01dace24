/// One row laid out for a width: its height and the exact lines to draw.
/// Computed once per row (and again only when the width changes).
public struct RowLayout: Equatable, Sendable {
    public var id: Int
    public var height: Double
    public var author: String
    public var time: String
    public var bodyLines: [String]
    public var avatarColor: Int
    public var initial: String
    /// A section's header (`list.layout` sections): `author` is its title, and it has no body.
    public var isSection = false

    /// Rows with an id below zero are section headers: -id is their local day.
    static func isSectionId(_ id: Int) -> Bool { id < 0 }

    /// A section's header row: its title on one line, at least `sectionHeight` tall (UITableView's
    /// plain section header), taller when the title's type is.
    static func section(id: Int, title: String, width: Double, style: RowStyle, metrics: TextMetrics) -> RowLayout {
        let line = WordWrapper.wrap(title, width: max(width - 2 * style.paddingX, 1), maxLines: 1) {
            metrics.width(of: $0, style: .author)
        }.first ?? ""
        return RowLayout(id: id, height: sectionHeight(metrics: metrics), author: line, time: "", bodyLines: [],
                         avatarColor: 0, initial: "", isSection: true)
    }

    /// A section header's height: 28 pt, or the title's line and 5 pt above and below.
    public static func sectionHeight(metrics: TextMetrics) -> Double { max(ListShape.sectionMinHeight, metrics.lineHeight(.author) + 10) }

    /// Lays `item` out at `width` with `metrics`; the time is relative to `now`, in `language`.
    public static func make(item: FeedItem, width: Double, style: RowStyle,
                            metrics: TextMetrics, now: Double, language: Language = .en) -> RowLayout {
        let time = RelativeTime.text(from: item.timestamp, to: now, in: language)
        let bodyWidth = style.bodyWidth(rowWidth: width)
        let timeWidth = metrics.width(of: Substring(time), style: .meta)
        let authorWidth = max(bodyWidth - timeWidth - style.timeGap, 1)
        let author = WordWrapper.wrap(item.author, width: authorWidth, maxLines: 1) {
            metrics.width(of: $0, style: .author)
        }.first ?? ""
        let lines = WordWrapper.wrap(item.text, width: bodyWidth, maxLines: style.maxBodyLines) {
            metrics.width(of: $0, style: .body)
        }
        let height = style.height(bodyLines: lines.count, authorLine: metrics.lineHeight(.author),
                                  bodyLine: metrics.lineHeight(.body))
        return RowLayout(id: item.id, height: height, author: author, time: time, bodyLines: lines,
                         avatarColor: item.avatarColor, initial: item.initial)
    }
}
