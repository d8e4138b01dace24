import RefreshPhysics

/// The engine as host of the carousel row (CarouselFeature): where the row is, turning it
/// on and off, what the row's gestures do to the list, and what it traces and draws. The row
/// is the list's band (ListLayout.band): it scrolls with the list vertically and scrolls its
/// cards horizontally with the same scroll model.
extension ListEngine {
    /// The row's top in window points (it sits at the top of the content), nil without one.
    var carouselTop: Double? { carouselFeature.row == nil ? nil : -scroller.offset }

    /// The list is dragged: held, and not by a press on the row whose axis is undecided.
    ///
    /// Rule (MJRefresh arms its header only while the scroll view `isDragging`): until the
    /// gesture is the list's, the header and footer see the list as let go, so a press on the
    /// row that catches a bounce past the threshold arms nothing.
    var listIsDragged: Bool { scroller.phase == .tracking && carouselFeature.axisLock == nil }

    /// Whether (x, y) in window points is on the row and below the bar.
    func carouselContains(x: Double, y: Double) -> Bool {
        guard let top = carouselTop, x.isFinite, y.isFinite else { return false }
        return y >= max(top, barBottom) && y < top + layout.band && x >= 0 && x < viewportWidth
    }

    /// Turns the row on or off; rows in view stay where they are when the row is above them.
    public mutating func setCarousel(_ on: Bool, at t: Double) {
        guard on != (carouselFeature.row != nil) else { return }
        if on {
            carouselFeature.row = Carousel(width: viewportWidth, tuning: scroller.tuning, feed: paging.service.settings, seed: config.seed)
            carouselFeature.row?.setInputTimeScale(scroller.inputTimeScale)
            carouselFeature.row?.setPixelDensity(scroller.pixelDensity)
        } else {
            carouselFeature.row?.takeDown(at: t)
            collectCarouselChanges()
            carouselFeature.removeRow()
            // The plots follow the list again: the row they followed is gone.
            studiedAxis = .vertical
        }
        let scrolledPast = scroller.offset + scroller.leadingInset > 0
        let delta = layout.setBand(on ? Carousel.rowHeight : 0)
        if scrolledPast { shiftUnseen(by: delta) }
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: t)
        layOutRowsInView()
    }

    // MARK: Pointer

    /// A press on the row starts an undecided gesture; elsewhere the list's.
    mutating func carouselPress(x: Double, y: Double, at t: Double) {
        let onRow = carouselContains(x: x, y: y)
        if !onRow { studiedAxis = .vertical }
        carouselFeature.press(x: x, y: y, onRow: onRow, at: t)
    }

    /// True when the carousel takes this move: its drag runs, or the axis is not decided yet.
    mutating func carouselTakesMove(x: Double, y: Double, at t: Double) -> Bool {
        switch carouselFeature.move(x: x, y: y, slop: scroller.tuning.touchSlop, at: t) {
        case .list:
            return false
        case .taken:
            return true
        case .decided(.vertical, _):
            studiedAxis = .vertical
            record(.setting(t: t, name: "gestureAxis", value: GestureAxis.vertical.rawValue))
            return false
        case let .decided(.horizontal, lock):
            studiedAxis = .horizontal
            record(.setting(t: t, name: "gestureAxis", value: GestureAxis.horizontal.rawValue))
            // The list was held but never moved: it lets go as a click would, with no fling,
            // while the lock still holds, so its refreshers, which never saw it dragged, see
            // no pull released (a press that caught a bounce past the threshold refreshes nothing).
            releaseDrag(at: t)
            carouselFeature.beginDrag(from: lock, at: t)
            return true
        }
    }

    // MARK: Trace and view

    /// The carousel's phase changes, trailer transitions and card pages, into the trace.
    mutating func collectCarouselChanges() {
        guard carouselFeature.row != nil else { return }
        var log = traceLog
        traceLog = TraceLog()
        carouselFeature.drain(into: &log)
        traceLog = log
    }

    /// The row as drawn at `time`, into the frame: its cards in view and the trailer when
    /// it shows. The cards buffer is reused, and what a card and the trailer's label say is
    /// looked up once and kept: a frame allocates nothing.
    mutating func updateCarouselView() {
        guard let c = carouselFeature.row, let top = carouselTop else {
            presenter.frame.carousel = nil
            return
        }
        // Moved out while it is filled, so its buffers are not copied.
        var v = presenter.frame.carousel ?? CarouselView(top: 0, height: 0, cardTop: 0, cardWidth: 0, cardHeight: 0,
                                                         offsetX: 0, cards: [], trailer: nil)
        presenter.frame.carousel = nil
        let offset = c.scroller.offset
        let pitch = Carousel.cardWidth + Carousel.gap
        v.cards.removeAll(keepingCapacity: true)
        if !c.cards.isEmpty, offset.isFinite {
            var i = max(Int(((offset - Carousel.inset) / pitch).rounded(.down)), 0)
            while i < c.cards.count {
                let x = Carousel.inset + Double(i) * pitch - offset
                if x >= viewportWidth { break }
                var card = cardLook(c.cards[i])
                card.index = i
                card.x = x
                v.cards.append(card)
                i += 1
            }
        }
        let tx = c.trailerX - offset
        if tx < viewportWidth {
            let state = c.trailer.state
            if presenter.trailerLabel.key != TrailerLabelKey(state: state, language: language) {
                let text = language.trailerStrings.text(state)
                presenter.trailerLabel = (TrailerLabelKey(state: state, language: language), text.map { String($0) }.filter { $0 != " " })
            }
            v.trailer = TrailerView(x: tx, width: c.trailer.settings.width, state: state,
                                    pullingPercent: c.trailer.pullingPercent, arrowAngle: c.arrow.angle(at: time),
                                    showsArrow: state == .idle || state == .pulling, showsSpinner: state == .refreshing,
                                    spinnerStep: Int(saturating: (time * 12).rounded(.down)) % 12,
                                    label: presenter.trailerLabel.label)
        } else {
            v.trailer = nil
        }
        v.top = top
        v.height = layout.band
        v.cardTop = top + Carousel.padding
        v.cardWidth = Carousel.cardWidth
        v.cardHeight = Carousel.cardHeight
        v.offsetX = offset
        presenter.frame.carousel = v
    }

    /// What card `id` shows: its author fitted to the card's width, its initial and colour,
    /// looked up and measured once and kept.
    private mutating func cardLook(_ id: Int) -> CarouselCard {
        if let card = presenter.cardLooks[id] { return card }
        let card = Self.cardLook(content.item(id: id), metrics: metrics)
        presenter.cardLooks[id] = card
        return card
    }

    /// The card of `item`: its author fitted to the card's width with `metrics`.
    static func cardLook(_ item: FeedItem, metrics: TextMetrics) -> CarouselCard {
        let title = RefresherLayout.fitted(item.author, room: Carousel.cardWidth - 2 * Carousel.cardTextInset) {
            metrics.width(of: $0, style: .author)
        }
        return CarouselCard(index: 0, id: item.id, x: 0, title: title, initial: item.initial, color: item.avatarColor)
    }

    /// The carousel in a `frame` line: its x, and its top while the row is in view.
    var frameCarousel: FrameCarousel? {
        guard let c = carouselFeature.row, let top = carouselTop else { return nil }
        let inView = top + layout.band > barBottom && top < viewportHeight
        return FrameCarousel(x: c.scroller.offset, top: inView ? top : nil)
    }
}
