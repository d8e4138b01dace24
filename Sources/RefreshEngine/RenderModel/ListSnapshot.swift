/// The list's content as another screen needs it to lay itself out as the app does: its rows
/// laid out (heights and the exact lines), the carousel's row and cards, the footer's height,
/// and the older rows the footer loads next.
///
/// Rule: band + the sum of `rows[0..<held]` heights = `contentHeight`, the list's content
/// extent, to the point: a screen that stacks these rows has the app's content length.
public struct ListSnapshot: Equatable, Sendable {
    /// The rows, top to bottom: first the `held` the list holds now, then the older ones its
    /// footer's next loads would bring, in `pageSize`s.
    public var rows: [RowLayout]
    public var held: Int
    public var pageSize: Int
    /// The last row is the feed's oldest: no load brings more.
    public var end: Bool
    /// The carousel's row above the rows (0: none) and its cards, first to last.
    public var band: Double
    public var cards: [CarouselCard]
    /// The cards' geometry (Carousel's): size, gap, the inset before the first, the row's padding.
    public var cardWidth: Double
    public var cardHeight: Double
    public var cardGap: Double
    public var cardInset: Double
    public var cardPadding: Double
    /// The cards the row's trailer would bring next (first to last, `cardPage` a load) and the
    /// trailer's width (MJRefreshTrailer's: a pull that far past the last card loads).
    public var moreCards: [CarouselCard]
    public var cardPage: Int
    public var trailerWidth: Double
    /// The rows' geometry and line heights, as the app draws them.
    public var style: RowStyle
    public var authorLine: Double
    public var bodyLine: Double
    public var footerHeight: Double
    /// The list's content extent now (band + the held rows), in points.
    public var contentHeight: Double
    /// The list's shape (`list.layout`); a section header's height (rows with `isSection` are
    /// section headers, their title in `author`); the empty state's words in the list's language.
    public var shape: ListShape = .feed
    public var sectionHeight: Double = ListShape.sectionMinHeight
    public var emptyTitle = ""
    public var emptyHint = ""
    /// The load-more footer shows under the rows (not in a chat, not over no rows).
    public var footerShows = true
    /// The chat's pill words in the list's language: the templates for one, few, many and other
    /// ("{n}" the count), and how the language counts (PluralRule's raw value).
    public var newMessages: [String] = []
    public var pluralRule = PluralRule.oneOther
    /// The tabs' titles in the list's language, left to right (`tabs`; none under another shape).
    public var tabTitles: [String] = []
}

/// What changes a `ListSnapshot`: compared each frame, so the snapshot is made only when one changed.
public struct ListSnapshotKey: Equatable, Sendable {
    var count: Int
    var first: Int?
    var last: Int?
    var layoutKey: RowLayoutKey
    var band: Double
    var cards: Int
}

/// What a row's layout depends on besides its text: the width, the language (its time), the
/// fonts (through the estimated height they give). Rows laid out under one key stay valid.
public struct RowLayoutKey: Equatable, Sendable {
    var width: Double
    var language: Language
    var estimated: Double
}
