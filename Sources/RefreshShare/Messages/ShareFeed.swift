import Foundation

/// The app's list as the page lays it out: `{"type":"feed", ...}` with every row the app holds
/// (its height and the lines the app wrapped), the older rows its footer loads next, the
/// carousel's cards and the geometry, so the page's content has the app's length.
///
/// The texts go once each into a table (`strings`) and the rows name them by index: a feed
/// repeats its authors, times and sentences, and 300 rows take about 20 KB this way.
public struct ShareFeed: Equatable, Sendable {
    /// One row: its feed id, height (pt), author, time, avatar initial and colour, body lines.
    public struct Row: Equatable, Sendable {
        public var id: Int
        public var height: Double
        public var author: String
        public var time: String
        public var initial: String
        public var color: Int
        public var lines: [String]
        /// A section's header (`list.layout` sections): its title in `author`, drawn on the grouped background.
        public var isSection: Bool

        public init(id: Int, height: Double, author: String, time: String, initial: String, color: Int, lines: [String],
                    isSection: Bool = false) {
            self.isSection = isSection
            self.id = id
            self.height = height
            self.author = author
            self.time = time
            self.initial = initial
            self.color = color
            self.lines = lines
        }
    }

    /// One card of the carousel: its feed id, title, initial and colour.
    public struct Card: Equatable, Sendable {
        public var id: Int
        public var title: String
        public var initial: String
        public var color: Int

        public init(id: Int, title: String, initial: String, color: Int) {
            self.id = id
            self.title = title
            self.initial = initial
            self.color = color
        }
    }

    /// The rows: the `held` the app's list holds, then older ones its footer's loads bring,
    /// `pageSize` a load; `end`: the older rows reach the feed's oldest.
    public var rows: [Row]
    public var held: Int
    public var pageSize: Int
    public var end: Bool
    public var cards: [Card]
    /// The cards the row's trailer brings next, a `cardPage` (geometry) at a time.
    public var moreCards: [Card]
    /// Sizes in pt: band (the carousel's row, 0: none), cardWidth, cardHeight, cardGap,
    /// cardInset, cardPadding, trailerWidth, cardPage (a count), paddingX, paddingY, avatarSize, textLeft, authorGap,
    /// authorLine, bodyLine, footerHeight.
    public var geometry: [String: Double]
    /// The avatar colours, CSS `#RRGGBB`, indexed by a row's or card's colour.
    public var colors: [String]
    /// The app's content extent (band + the held rows), pt.
    public var contentHeight: Double
    /// The list's shape (`list.layout`: ListShape's name) and the words its layout shows in the app's
    /// language: the empty state's title and hint.
    public var layout: String = "feed"
    public var emptyTitle: String = ""
    public var emptyHint: String = ""
    /// The load-more footer shows under the rows (not in a chat, not over no rows).
    public var footer = true
    /// The chat's pill words: the templates for one, few, many and other ("{n}" the count), and how
    /// the language counts (PluralRule's raw value, which the page's core reads).
    public var newMessages: [String] = []
    public var pluralRule = 0
    /// The tabs' titles in the app's language, left to right (`tabs`; empty under another shape).
    public var tabTitles: [String] = []

    public init(rows: [Row], held: Int, pageSize: Int, end: Bool, cards: [Card], moreCards: [Card] = [],
                geometry: [String: Double], colors: [String], contentHeight: Double) {
        self.rows = rows
        self.held = min(max(held, 0), rows.count)
        self.pageSize = max(pageSize, 1)
        self.end = end
        self.cards = cards
        self.moreCards = moreCards
        self.geometry = geometry
        self.colors = colors
        self.contentHeight = contentHeight
    }

    /// The message as sent, numbered `version`, at most `byteLimit` bytes: older rows go first,
    /// then the held rows from the bottom, until it fits (`held` and `end` say what is left).
    public func message(version: Int, byteLimit: Int) -> String { fitted(version: version, byteLimit: byteLimit).text }

    /// The message and how many rows were left out to fit `byteLimit`. The most rows that fit are
    /// found by halving: about log2(rows) encodings.
    func fitted(version: Int, byteLimit: Int) -> (text: String, leftOut: Int) {
        let whole = encoded(version: version)
        guard whole.utf8.count > byteLimit else { return (whole, 0) }
        func cut(_ n: Int) -> ShareFeed {
            var feed = self
            feed.rows.removeLast(rows.count - n)
            feed.held = min(held, n)
            feed.end = false
            return feed
        }
        var fits = cut(0).encoded(version: version), kept = 0
        var lo = 0, hi = rows.count // lo rows fit, hi rows do not
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            let text = cut(mid).encoded(version: version)
            if text.utf8.count <= byteLimit { lo = mid; fits = text; kept = mid } else { hi = mid }
        }
        return (fits, rows.count - kept)
    }

    private struct Wire: Encodable {
        let type = "feed"
        let version: Int
        let strings: [String]
        /// [id, height, author, time, initial, colour, [lines]] and a section's header 1 after them, texts as
        /// indexes into strings.
        let rows: [[WireValue]]
        let held, pageSize: Int
        let end: Bool
        let cards: [[WireValue]]
        let moreCards: [[WireValue]]
        let geometry: [String: Double]
        let colors: [String]
        let contentHeight: Double
        let layout: String
        let emptyTitle, emptyHint: String
        let footer: Bool
        let newMessages: [String]
        let pluralRule: Int
        let tabTitles: [String]
    }

    private enum WireValue: Encodable {
        case number(Double), integer(Int), list([Int])
        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .number(let x): try c.encode(x)
            case .integer(let i): try c.encode(i)
            case .list(let l): try c.encode(l)
            }
        }
    }

    private func encoded(version: Int) -> String {
        var strings: [String] = [], index: [String: Int] = [:]
        func ref(_ s: String) -> WireValue {
            if let i = index[s] { return .integer(i) }
            index[s] = strings.count
            strings.append(s)
            return .integer(strings.count - 1)
        }
        func refs(_ list: [String]) -> WireValue {
            .list(list.map { if case .integer(let i) = ref($0) { return i } else { return 0 } })
        }
        // Heights to a thousandth of a point: 300 rows stay within 0.15 pt of the app's sum.
        let rows = rows.map { r -> [WireValue] in
            var row: [WireValue] = [.integer(r.id), .number((r.height * 1000).rounded() / 1000), ref(r.author), ref(r.time),
                                    ref(r.initial), .integer(r.color), refs(r.lines)]
            if r.isSection { row.append(.integer(1)) }
            return row
        }
        let card = { (c: Card) -> [WireValue] in [.integer(c.id), ref(c.title), ref(c.initial), .integer(c.color)] }
        let cards = cards.map(card), moreCards = moreCards.map(card)
        let wire = Wire(version: version, strings: strings, rows: rows, held: held, pageSize: pageSize, end: end,
                        cards: cards, moreCards: moreCards, geometry: geometry.filter { $0.value.isFinite }, colors: colors,
                        contentHeight: contentHeight.isFinite ? contentHeight : 0, layout: layout,
                        emptyTitle: emptyTitle, emptyHint: emptyHint, footer: footer, newMessages: newMessages,
                        pluralRule: pluralRule, tabTitles: tabTitles)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(wire)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
