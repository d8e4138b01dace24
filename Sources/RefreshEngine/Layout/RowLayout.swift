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
