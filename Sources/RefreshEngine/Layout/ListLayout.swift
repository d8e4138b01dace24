/// The rows of the list and where they are: laid out lazily, each row once.
///
/// Rows not yet laid out count with an estimated height (like UITableView's
/// estimatedRowHeight), so a list of 1,000,000 rows opens at once. A row is laid
/// out when it first comes near the viewport; `RowHeights` keeps y lookups O(log n).
public struct ListLayout: Sendable {
    private(set) var ids: [Int]
    private(set) var heights: RowHeights
    public private(set) var width: Double
    public let style: RowStyle
    private(set) var estimatedHeight: Double
    /// The language of the rows' times ("now", "刚刚", "2 мин назад").
    private(set) var language: Language
    private var layouts: [Int: RowLayout] = [:]
    /// Row i is laid out: an array lookup on the per-frame path instead of a hash.
    private var laidOut: [Bool]
    /// A row above the feed's rows that holds a horizontal scroller (the carousel), 0
    /// without one: the feed's rows start below it, and new rows come in under it.
    public private(set) var band = 0.0

    public init(ids: [Int], width: Double, style: RowStyle, estimatedHeight: Double, language: Language = .en) {
        self.ids = ids
        self.language = language
        self.width = width
        self.style = style
        self.estimatedHeight = estimatedHeight
        heights = RowHeights(count: ids.count, height: estimatedHeight)
        laidOut = Array(repeating: false, count: ids.count)
        sectionCount = Self.sections(in: ids)
    }

    /// Section header rows among `ids`.
    private static func sections(in ids: [Int]) -> Int {
        var n = 0
        for id in ids where RowLayout.isSectionId(id) { n += 1 }
        return n
    }

    public var count: Int { ids.count }
    public var contentHeight: Double { band + heights.total }

    /// Where row i starts, in content points (below the band).
    func rowTop(_ i: Int) -> Double { band + heights.top(of: i) }

    /// The row at content y (row 0 for a y in the band or above).
    func rowIndex(at y: Double) -> Int { heights.index(at: max(y - band, 0)) }

    /// Sets the band's height; returns the change, by which every row moved.
    @discardableResult
    mutating func setBand(_ height: Double) -> Double {
        let h = height.isFinite ? max(height, 0) : 0
        defer { band = h }
        return h - band
    }
    var laidOutCount: Int { layouts.count }

    public func layout(at index: Int) -> RowLayout? { layouts[ids[index]] }
    func isLaidOut(_ index: Int) -> Bool { laidOut[index] }

    /// Lays row `index` out if it is not yet; returns the change of its height.
    @discardableResult
    mutating func ensureLaidOut(_ index: Int, content: FeedContent, metrics: TextMetrics,
                                       now: Double) -> Double {
        let id = ids[index]
        if laidOut[index] { return 0 }
        let row = makeRow(id, content: content, metrics: metrics, now: now)
        layouts[id] = row
        laidOut[index] = true
        let delta = row.height - heights[index]
        heights.set(index, row.height)
        return delta
    }

    /// Row `id` laid out: a post, or a section's header (a negative id: its local day).
    private func makeRow(_ id: Int, content: FeedContent, metrics: TextMetrics, now: Double) -> RowLayout {
        if RowLayout.isSectionId(id) {
            let today = FeedContent.day(of: now, utcOffset: content.utcOffset)
            return RowLayout.section(id: id, title: language.dayTitle(-id, today: today), width: width, style: style, metrics: metrics)
        }
        return RowLayout.make(item: content.item(id: id), width: width, style: style, metrics: metrics, now: now, language: language)
    }

    /// Adds newer rows at the top; returns their (estimated) total height.
    @discardableResult
    mutating func prepend(_ newIds: [Int]) -> Double { insert(newIds, at: 0) }

    /// Inserts rows before row `index`; returns their (estimated) total height.
    @discardableResult
    mutating func insert(_ newIds: [Int], at index: Int) -> Double {
        guard !newIds.isEmpty else { return 0 }
        let at = min(max(index, 0), ids.count)
        ids.insert(contentsOf: newIds, at: at)
        sectionCount += Self.sections(in: newIds)
        laidOut.insert(contentsOf: Array(repeating: false, count: newIds.count), at: at)
        heights.insert(contentsOf: Array(repeating: estimatedHeight, count: newIds.count), at: at)
        return Double(newIds.count) * estimatedHeight
    }

    /// The id of row i (a post's, or a section header's below zero).
    func id(at i: Int) -> Int { ids[i] }

    /// The first and last posts' ids (section headers skipped), nil without posts.
    var firstPostId: Int? { ids.first { !RowLayout.isSectionId($0) } }
    var lastPostId: Int? { ids.last { !RowLayout.isSectionId($0) } }

    /// The posts, top to bottom (section headers skipped).
    var postCount: Int { sectionCount == 0 ? ids.count : ids.count - sectionCount }
    /// Section header rows in the list.
    private(set) var sectionCount = 0

    /// Adds older rows at the bottom.
    public mutating func append(_ newIds: [Int]) {
        guard !newIds.isEmpty else { return }
        ids.append(contentsOf: newIds)
        sectionCount += Self.sections(in: newIds)
        laidOut.append(contentsOf: Array(repeating: false, count: newIds.count))
        heights.append(contentsOf: Array(repeating: estimatedHeight, count: newIds.count))
    }

    /// A new language relabels the rows laid out: their times (and the author, which yields
    /// the time its width) change at once; heights stay, since the body does not change.
    mutating func relabel(language: Language, content: FeedContent, metrics: TextMetrics, now: Double) {
        self.language = language
        for (id, old) in layouts {
            var row = makeRow(id, content: content, metrics: metrics, now: now)
            row.height = old.height
            layouts[id] = row
        }
    }

    /// New text metrics reflow every row at the same width: layouts are dropped and rebuilt lazily.
    mutating func reflow(estimatedHeight: Double) {
        self.estimatedHeight = estimatedHeight
        layouts.removeAll(keepingCapacity: true)
        for i in laidOut.indices { laidOut[i] = false }
        heights.resetAll(to: estimatedHeight)
    }

    /// A new width reflows every row: layouts are dropped and rebuilt lazily.
    mutating func setWidth(_ w: Double, estimatedHeight: Double) {
        guard w != width else { return }
        width = w
        self.estimatedHeight = estimatedHeight
        layouts.removeAll(keepingCapacity: true)
        for i in laidOut.indices { laidOut[i] = false }
        heights.resetAll(to: estimatedHeight)
    }
}
