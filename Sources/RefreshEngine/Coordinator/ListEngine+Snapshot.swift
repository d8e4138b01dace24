/// The list's content for another screen (the phone preview): its rows laid out, as scrolling
/// past them would, a few a frame (`layOutForSnapshot`), then a `ListSnapshot` of them.
///
/// Laying a row out measures its text (a fraction of a millisecond each), so the host spreads
/// the work over frames and keeps the older rows it has laid out (`olderRow`) while the
/// `layoutKey` holds: no frame takes them all at once.
extension ListEngine {
    /// What the snapshot depends on: the rows (count and ends), the width, the language, the
    /// carousel and the fonts (through the estimated height).
    public var snapshotKey: ListSnapshotKey {
        ListSnapshotKey(count: layout.count, first: layout.ids.first, last: layout.ids.last, layoutKey: layoutKey,
                        band: layout.band, cards: carouselFeature.row?.cards.count ?? 0)
    }

    /// What a row's layout depends on besides its id: the width, the language, the fonts.
    public var layoutKey: RowLayoutKey {
        RowLayoutKey(width: layout.width, language: language, estimated: layout.estimatedHeight)
    }

    /// Lays out at most `budget` of the rows 0..<limit not laid out yet; returns the budget left
    /// (0 and rows left: call again next frame). Rows above the anchor that change height move
    /// the offset by as much (as layOutRowsInView), so nothing on screen moves.
    public mutating func layOutForSnapshot(limit: Int, budget: Int) -> (done: Bool, budget: Int) {
        let n = min(max(limit, 0), layout.count)
        let anchorY = max(scroller.offset + scroller.leadingInset, 0)
        let anchor = layout.rowIndex(at: anchorY)
        var shift = 0.0, left = max(budget, 0), i = 0
        while i < n, left > 0 {
            if !layout.isLaidOut(i) {
                let delta = layout.ensureLaidOut(i, content: content, metrics: metrics, now: config.epoch)
                if i < anchor { shift += delta }
                left -= 1
            }
            i += 1
        }
        while i < n, layout.isLaidOut(i) { i += 1 }
        if left < budget {
            if shift != 0 && anchorY > 0 { shiftUnseen(by: shift) }
            scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: time)
            syncFooterInset(at: time)
        }
        return (i >= n, left)
    }

    /// The ids of up to `count` rows the footer's loads would bring next: below the last, down to
    /// the feed's oldest (FeedService).
    public func olderIds(_ count: Int) -> [Int] {
        guard let last = layout.ids.last, count > 0 else { return [] }
        let lowest = max(last - count, paging.service.oldestId)
        return lowest < last ? Array(stride(from: last - 1, through: lowest, by: -1)) : []
    }

    /// Row `id` laid out as the list would lay it out now (not added to the list).
    public func olderRow(_ id: Int) -> RowLayout {
        RowLayout.make(item: content.item(id: id), width: layout.width, style: layout.style, metrics: metrics,
                       now: config.epoch, language: language)
    }

    /// The first `limit` rows (those laid out from the top) and `older` after them, the cards and
    /// the geometry. Rule: band + the held rows' heights = contentHeight.
    public func snapshot(limit: Int, older: [RowLayout]) -> ListSnapshot {
        let n = min(max(limit, 0), layout.count)
        var rows = [RowLayout]()
        rows.reserveCapacity(n + older.count)
        for i in 0..<n {
            guard layout.isLaidOut(i), let row = layout.layout(at: i) else { break }
            rows.append(row)
        }
        let held = rows.count
        // Older rows follow only the list's last row: after a cut they would lie between.
        if held == layout.count { rows += older }
        var cards = [CarouselCard](), more = [CarouselCard]()
        let shown = carouselFeature.row?.cards ?? []
        // The trailer's loads bring the ids below the last card, down to the row's oldest (1).
        let next = carouselFeature.row == nil ? [] : Array(stride(from: (shown.last ?? Carousel.totalCards + 1) - 1, through: 1, by: -1))
        for (i, id) in (shown + next).enumerated() {
            var card = Self.cardLook(content.item(id: id), metrics: metrics)
            card.index = i
            card.x = Carousel.inset + Double(i) * (Carousel.cardWidth + Carousel.gap)
            if i < shown.count { cards.append(card) } else { more.append(card) }
        }
        return ListSnapshot(rows: rows, held: held, pageSize: max(paging.service.settings.pageSize, 1),
                            end: held == layout.count && (rows.last?.id ?? .min) <= paging.service.oldestId, band: layout.band,
                            cards: cards, cardWidth: Carousel.cardWidth, cardHeight: Carousel.cardHeight, cardGap: Carousel.gap,
                            cardInset: Carousel.inset, cardPadding: Carousel.padding, moreCards: more, cardPage: Carousel.pageSize,
                            trailerWidth: carouselFeature.row?.trailer.settings.width ?? 60, style: layout.style,
                            authorLine: metrics.lineHeight(.author), bodyLine: metrics.lineHeight(.body),
                            footerHeight: footerFeature.refresher.settings.height,
                            contentHeight: layout.band + layout.heights.top(of: held))
    }
}
