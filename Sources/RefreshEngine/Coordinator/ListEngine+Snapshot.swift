/// The list's content for another screen (the phone preview): every row it holds laid out, as
/// scrolling past them would, and a `ListSnapshot` of them.
extension ListEngine {
    /// What the snapshot depends on: the rows (count and ends), the width, the language, the
    /// carousel and the fonts (through the estimated height).
    public var snapshotKey: ListSnapshotKey {
        ListSnapshotKey(count: layout.count, first: layout.ids.first, last: layout.ids.last, width: layout.width,
                        language: language, band: layout.band, cards: carouselFeature.row?.cards.count ?? 0,
                        estimated: layout.estimatedHeight)
    }

    /// Lays out the first `limit` rows and describes them, then up to `older` rows the footer
    /// would load next (laid out, not added). Rows above the anchor that change height move the
    /// offset by as much (as layOutRowsInView), so nothing on screen moves.
    public mutating func snapshot(limit: Int, older: Int) -> ListSnapshot {
        let held = min(max(limit, 0), layout.count)
        layOutFirstRows(held)
        var rows = [RowLayout]()
        rows.reserveCapacity(held + max(older, 0))
        for i in 0..<held { if let row = layout.layout(at: i) { rows.append(row) } }
        // The footer's loads bring the ids below the last, down to the feed's oldest (FeedService).
        if held == layout.count, let last = layout.ids.last, older > 0 {
            let lowest = max(last - older, paging.service.oldestId)
            if lowest < last {
                for id in stride(from: last - 1, through: lowest, by: -1) {
                    rows.append(RowLayout.make(item: content.item(id: id), width: layout.width, style: layout.style,
                                               metrics: metrics, now: config.epoch, language: language))
                }
            }
        }
        var cards = [CarouselCard]()
        for (i, id) in (carouselFeature.row?.cards ?? []).enumerated() {
            var card = Self.cardLook(content.item(id: id), metrics: metrics)
            card.index = i
            card.x = Carousel.inset + Double(i) * (Carousel.cardWidth + Carousel.gap)
            cards.append(card)
        }
        return ListSnapshot(rows: rows, held: held,
                            pageSize: max(paging.service.settings.pageSize, 1),
                            end: held == layout.count && (rows.last?.id ?? .min) <= paging.service.oldestId, band: layout.band, cards: cards,
                            cardWidth: Carousel.cardWidth, cardHeight: Carousel.cardHeight, cardGap: Carousel.gap,
                            cardInset: Carousel.inset, cardPadding: Carousel.padding, style: layout.style,
                            authorLine: metrics.lineHeight(.author), bodyLine: metrics.lineHeight(.body),
                            footerHeight: footerFeature.refresher.settings.height,
                            contentHeight: layout.band + layout.heights.top(of: held))
    }

    /// Lays out rows 0..<n; the rows above the anchor shift the offset by their change.
    private mutating func layOutFirstRows(_ n: Int) {
        guard n > 0 else { return }
        let anchorY = max(scroller.offset + scroller.leadingInset, 0)
        let anchor = layout.rowIndex(at: anchorY)
        var shift = 0.0, changed = false
        for i in 0..<n where !layout.isLaidOut(i) {
            let delta = layout.ensureLaidOut(i, content: content, metrics: metrics, now: config.epoch)
            if i < anchor { shift += delta }
            changed = true
        }
        guard changed else { return }
        if shift != 0 && anchorY > 0 { shiftUnseen(by: shift) }
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: time)
        syncFooterInset(at: time)
    }
}
