/// A section's header pinned under the bar (`list.layout` sections): its title, and its top
/// in window points (the bar's bottom, or above it while the next section's header pushes it).
public struct StickyHeaderView: Equatable, Sendable {
    public var title: String
    public var y: Double
    public var height: Double
}

/// The empty list's state: two lines centred in the list's area, riding on the content as a
/// pull moves it.
public struct EmptyStateView: Equatable, Sendable {
    public var title: String
    public var hint: String
    /// The centre of the two lines, window points.
    public var centerY: Double
}

/// The chat's "N new messages" pill: a tap scrolls to the end. Window points.
public struct PillView: Equatable, Sendable {
    public var text: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}

/// What the layout adds to a frame: the pinned section, the empty state and the pill.
public struct LayoutView: Equatable, Sendable {
    public var shape = ListShape.feed
    public var sticky: StickyHeaderView?
    public var empty: EmptyStateView?
    public var pill: PillView?
    public init() {}
}

extension LayoutFeature {
    /// The pill's size: its text and 14 pt each side, 32 pt tall; 16 pt above the list's bottom.
    static let pillHeight = ListShape.chatPillHeight, pillPadding = ListShape.chatPillPadding, pillMargin = ListShape.chatPillMargin

    /// The layout's part of the frame, from where the list is.
    ///
    /// Rule (sticky): the section whose rows are under the bar's bottom edge has its header
    /// pinned there, unless its own row is still below that edge (it is then drawn as its row);
    /// the next section's header, once it reaches the pinned one's bottom, pushes it up. The edge
    /// is the bar's, never the refresh header's inset: UITableView pins to its adjusted inset, so
    /// under MJRefresh's open header a pinned header hangs a header's height below the bar with
    /// rows showing above it.
    func view(layout: ListLayout, offset: Double, barBottom: Double, topBar: Double, viewportWidth: Double,
              viewportHeight: Double, content: FeedContent, metrics: TextMetrics, language: Language, epoch: Double) -> LayoutView {
        var v = LayoutView()
        v.shape = shape
        if shape.hasSections, layout.count > 0 {
            v.sticky = sticky(layout: layout, offset: offset, barBottom: barBottom, metrics: metrics, language: language,
                              today: FeedContent.day(of: epoch, utcOffset: content.utcOffset))
        }
        if layout.postCount == 0 {
            v.empty = EmptyStateView(title: language.emptyTitle, hint: language.emptyHint,
                                     centerY: EmptyStateRule.centerY(offset: offset, band: layout.band,
                                                                           viewportHeight: viewportHeight, topBar: topBar))
        }
        if shape.isReversed, unseen > 0 {
            let (n, capped) = ChatFollowRule.pillCount(unseen)
            var text = language.newMessagesForms.text(n, in: language)
            if capped { text = text.replacingOccurrences(of: String(n), with: "\(n)+") }
            let w = metrics.width(of: Substring(text), style: .meta) + 2 * Self.pillPadding
            v.pill = PillView(text: text, x: (viewportWidth - w) / 2, y: viewportHeight - Self.pillMargin - Self.pillHeight,
                              width: w, height: Self.pillHeight)
        }
        return v
    }

    /// The sticky rule is StickyHeaderRule's (the page's core asks the same), given the header
    /// rows around the edge: the section the edge is in and the next one within a header's height.
    private func sticky(layout: ListLayout, offset: Double, barBottom: Double, metrics: TextMetrics, language: Language,
                        today: Int) -> StickyHeaderView? {
        let edge = offset + barBottom
        guard edge > layout.band else { return nil }
        var i = layout.rowIndex(at: edge)
        while i >= 0, !RowLayout.isSectionId(layout.id(at: i)) { i -= 1 }
        guard i >= 0 else { return nil }
        let h = RowLayout.sectionHeight(metrics: metrics)
        var next: Int?
        let last = min(layout.rowIndex(at: edge + h), layout.count - 1)
        if i + 1 <= last {
            for j in (i + 1)...last where RowLayout.isSectionId(layout.id(at: j)) {
                next = j
                break
            }
        }
        let first = layout.rowTop(i)
        let pinned = withUnsafeTemporaryAllocation(of: Double.self, capacity: 2) { tops -> StickyHeaderRule.Pinned? in
            tops[0] = first
            if let next { tops[1] = layout.rowTop(next) }
            return StickyHeaderRule.pinned(tops: UnsafeBufferPointer(rebasing: tops[0..<(next == nil ? 1 : 2)]), height: h,
                                           offset: offset, barBottom: barBottom, band: layout.band)
        }
        guard let pinned, pinned.index == 0 else { return nil }
        let title = layout.layout(at: i)?.author ?? language.dayTitle(-layout.id(at: i), today: today)
        return StickyHeaderView(title: title, y: pinned.y, height: h)
    }
}
