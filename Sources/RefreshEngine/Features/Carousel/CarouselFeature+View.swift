import RefreshPhysics

/// The carousel as drawn: its cards in view and the trailer, and its line in the trace's frames.
extension CarouselFeature {
    /// The row as drawn at `time` with its top at `top` (window points), into `view` (nil
    /// without a row). The cards buffer is reused, and what a card (`looks`) and the trailer's
    /// label say is looked up once and kept: a frame allocates nothing.
    func view(_ view: inout CarouselView?, looks: inout [Int: CarouselCard],
              trailerLabel: inout (key: TrailerLabelKey?, label: [String]), top: Double?, band: Double,
              viewportWidth: Double, content: FeedContent, metrics: TextMetrics, language: Language, time: Double,
              trailerPulse: Double = 0) {
        guard let c = row, let top else {
            view = nil
            return
        }
        // Moved out while it is filled, so its buffers are not copied.
        var v = view ?? CarouselView(top: 0, height: 0, cardTop: 0, cardWidth: 0, cardHeight: 0,
                                     offsetX: 0, cards: [], trailer: nil)
        view = nil
        let offset = c.scroller.offset
        let pitch = Carousel.cardWidth + Carousel.gap
        v.cards.removeAll(keepingCapacity: true)
        if !c.cards.isEmpty, offset.isFinite {
            var i = max(Int(((offset - Carousel.inset) / pitch).rounded(.down)), 0)
            while i < c.cards.count {
                let x = Carousel.inset + Double(i) * pitch - offset
                if x >= viewportWidth { break }
                let id = c.cards[i]
                var card: CarouselCard
                if let known = looks[id] {
                    card = known
                } else {
                    card = Self.cardLook(content.item(id: id), metrics: metrics)
                    looks[id] = card
                }
                card.index = i
                card.x = x
                v.cards.append(card)
                i += 1
            }
        }
        let tx = c.trailerX - offset
        if tx < viewportWidth {
            let state = c.trailer.state
            if trailerLabel.key != TrailerLabelKey(state: state, language: language) {
                let text = language.trailerStrings.text(state)
                trailerLabel = (TrailerLabelKey(state: state, language: language), text.map { String($0) }.filter { $0 != " " })
            }
            v.trailer = TrailerView(x: tx, width: c.trailer.settings.width, state: state,
                                    pullingPercent: c.trailer.pullingPercent, arrowAngle: c.arrow.angle(at: time),
                                    showsArrow: state == .idle || state == .pulling, showsSpinner: state == .refreshing,
                                    spinnerStep: Int(saturating: (time * 12).rounded(.down)) % 12,
                                    label: trailerLabel.label, hapticPulse: trailerPulse)
        } else {
            v.trailer = nil
        }
        v.top = top
        v.height = band
        v.cardTop = top + Carousel.padding
        v.cardWidth = Carousel.cardWidth
        v.cardHeight = Carousel.cardHeight
        v.offsetX = offset
        view = v
    }

    /// The card of `item`: its author fitted to the card's width with `metrics`.
    static func cardLook(_ item: FeedItem, metrics: TextMetrics) -> CarouselCard {
        let title = RefresherLayout.fitted(item.author, room: Carousel.cardWidth - 2 * Carousel.cardTextInset) {
            metrics.width(of: $0, style: .author)
        }
        return CarouselCard(index: 0, id: item.id, x: 0, title: title, initial: item.initial, color: item.avatarColor)
    }

    /// The carousel in a `frame` line: its x, and its top (`top`, window points) while the row
    /// is in view between the bar's bottom and the window's.
    func traceLine(top: Double?, band: Double, barBottom: Double, viewportHeight: Double) -> FrameCarousel? {
        guard let c = row, let top else { return nil }
        let inView = top + band > barBottom && top < viewportHeight
        return FrameCarousel(x: c.scroller.offset, top: inView ? top : nil)
    }
}
