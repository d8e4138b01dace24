import RefreshPhysics

/// The carousel row in the list (`list.carousel`): where it is, which gesture goes to it,
/// and what it traces. The row is the list's band (ListLayout.band): it scrolls with the
/// list vertically and scrolls its cards horizontally with the same scroll model.
///
/// Rules:
/// - A pointer drag that starts on the row goes to the axis its movement past the touch
///   slop favours (AxisLock); until then neither moves. Decided horizontal, the list lets
///   go without moving and the carousel's drag starts from the press; decided vertical,
///   the list scrolls and the carousel keeps whatever motion it had.
/// - A touchpad gesture over the row picks its axis from its first delta and keeps it
///   until the fingers lift (TouchpadAxisLock); elsewhere a touchpad only scrolls the list.
/// - A wheel's notches go to the axis of their larger part: horizontal ones (a tilt wheel,
///   Shift with the wheel) scroll the row under the pointer, and nothing elsewhere.
extension ListEngine {
    /// The row's top in window points (it sits at the top of the content), nil without one.
    var carouselTop: Double? { carousel == nil ? nil : -scroller.offset }

    /// The list is dragged: held, and not by a press on the row whose axis is undecided.
    ///
    /// Rule (MJRefresh arms its header only while the scroll view `isDragging`): until the
    /// gesture is the list's, the header and footer see the list as let go, so a press on the
    /// row that catches a bounce past the threshold arms nothing.
    var listIsDragged: Bool { scroller.phase == .tracking && axisLock == nil }

    /// Whether (x, y) in window points is on the row and below the bar.
    func carouselContains(x: Double, y: Double) -> Bool {
        guard let top = carouselTop, x.isFinite, y.isFinite else { return false }
        return y >= max(top, config.tuning.topBarHeight) && y < top + layout.band && x >= 0 && x < viewportWidth
    }

    /// Turns the row on or off; rows in view stay where they are when the row is above them.
    public mutating func setCarousel(_ on: Bool, at t: Double) {
        guard on != (carousel != nil) else { return }
        if on {
            carousel = Carousel(width: viewportWidth, tuning: scroller.tuning, feed: paging.service.settings, seed: config.seed)
            carousel?.setInputTimeScale(scroller.inputTimeScale)
        } else {
            carousel?.takeDown(at: t)
            collectCarouselChanges()
            carousel = nil
            axisLock = nil
            touchpadAxis.end()
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
        // A press while the carousel still has a drag: that drag's release was lost (the
        // pointer left the window, the floor took it); it ends here, where it was.
        if carousel?.dragging == true { carousel?.release(x: .nan, at: t) }
        if !carouselContains(x: x, y: y) { studiedAxis = .vertical }
        axisLock = carouselContains(x: x, y: y) ? AxisLock(x: x, y: y, at: t) : nil
        if carouselContains(x: x, y: y), carousel?.touchpadIsActive == true { carousel?.endTouchpad(at: t) }
    }

    /// True when the carousel takes this move: its drag runs, or the axis is not decided yet.
    mutating func carouselTakesMove(x: Double, y: Double, at t: Double) -> Bool {
        if carousel?.dragging == true {
            carousel?.move(x: x, at: t)
            return true
        }
        guard var lock = axisLock, x.isFinite else { return false }
        let axis = lock.add(x: x, y: y, at: t, slop: scroller.tuning.touchSlop)
        axisLock = lock
        switch axis {
        case nil:
            return true
        case .vertical?:
            axisLock = nil
            studiedAxis = .vertical
            record(.setting(t: t, name: "gestureAxis", value: GestureAxis.vertical.rawValue))
            return false
        case .horizontal?:
            studiedAxis = .horizontal
            record(.setting(t: t, name: "gestureAxis", value: GestureAxis.horizontal.rawValue))
            // The list was held but never moved: it lets go as a click would, with no fling,
            // while the lock still holds, so its refreshers, which never saw it dragged, see
            // no pull released (a press that caught a bounce past the threshold refreshes nothing).
            releaseDrag(at: t)
            axisLock = nil
            carousel?.beginDrag(at: lock.x0, lock.t0, samples: lock.samples, decidedAt: t)
            return true
        }
    }

    /// True when the carousel took this release (its drag ended).
    mutating func carouselTakesRelease(x: Double, at t: Double) -> Bool {
        axisLock = nil
        guard carousel?.dragging == true else { return false }
        carousel?.release(x: x, at: t)
        return true
    }

    /// Something else takes the pointer and the touchpad (the second floor): the row's drag
    /// and touchpad gesture end where they are, and a gesture not yet decided stays the list's.
    mutating func carouselLetGo(at t: Double) {
        axisLock = nil
        if carousel?.dragging == true { carousel?.release(x: .nan, at: t) }
        carousel?.endTouchpad(at: t)
        if touchpadAxis.axis == .horizontal { touchpadAxis.end() }
    }

    // MARK: Wheel and touchpad

    /// A wheel's notches (SDL's signs): the larger part's axis scrolls, never both.
    mutating func wheelNotches(dx: Double, dy: Double, at t: Double) {
        if abs(dx) > abs(dy) {
            guard carouselContains(x: hover.x, y: hover.y) else { return }
            studiedAxis = .horizontal
            carousel?.wheel(notches: dx, at: t)
        } else {
            studiedAxis = .vertical
            // SDL's sign: dy > 0 moves the content down (towards the top of the list).
            scroller.scroll(by: -dy * scroller.tuning.notchDistance, at: t)
        }
    }

    /// Touchpad deltas in points (> 0 moves the content down or right): one axis per gesture.
    mutating func touchpadDeltas(dx: Double, dy: Double, at t: Double, liftReported: Bool) {
        // The lock ends when the fingers lift: its gesture is over (a pause lets the content
        // coast, a new delta grabs it again) and no delta on either axis came for the idle gap.
        let running = touchpadAxis.axis == .vertical ? touchpad.active : carousel?.touchpadIsActive == true
        touchpadAxis.endIfLifted(running: running, idleGap: scroller.tuning.touchpadIdleGap * scroller.inputTimeScale, at: t)
        let overRow = touchpadAxis.axis == nil && !pointerDown && carouselContains(x: hover.x, y: hover.y)
        let axis = overRow ? touchpadAxis.decide(dx: dx, dy: dy, at: t) : touchpadAxis.decide(dx: 0, dy: 1, at: t)
        switch axis {
        case .vertical:
            if dy != 0 { touchpadScroll(points: dy, at: t, liftReported: liftReported) }
        case .horizontal:
            if dx != 0 { carousel?.touchpad(points: dx, at: t, liftReported: liftReported) }
        }
        if dx != 0 || dy != 0 { studiedAxis = axis }
    }

    /// The fingers left: both axes' gestures end.
    mutating func carouselTouchpadLift(at t: Double) {
        carousel?.endTouchpad(at: t)
        touchpadAxis.end()
    }

    // MARK: Trace and view

    /// The carousel's phase changes, trailer transitions and card pages, into the trace.
    mutating func collectCarouselChanges() {
        guard carousel != nil else { return }
        var log = traceLog
        traceLog = TraceLog()
        carousel?.drain { h in
            switch h {
            case .phase(let c):
                log.record(.carousel(t: c.time, phase: c.phase, offsetX: c.offset, velocityX: c.velocity))
            case let .trailer(t, from, to):
                log.record(.trailer(t: t, from: from, to: to))
            case let .request(t, maxId):
                log.record(.feedRequest(t: t, kind: "cards", param: "max_id", value: maxId))
            case let .cards(t, added, total):
                log.record(.setting(t: t, name: "cards", value: "\(added) added, \(total) in all"))
            }
        }
        traceLog = log
    }

    /// The row as drawn at `time`, into the frame: its cards in view and the trailer when
    /// it shows. The cards buffer is reused, and what a card and the trailer's label say is
    /// looked up once and kept: a frame allocates nothing.
    mutating func updateCarouselView() {
        guard let c = carousel, let top = carouselTop else {
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
        let item = content.item(id: id)
        let metrics = self.metrics
        let title = RefresherLayout.fitted(item.author, room: Carousel.cardWidth - 2 * Carousel.cardTextInset) {
            metrics.width(of: $0, style: .author)
        }
        let card = CarouselCard(index: 0, id: id, x: 0, title: title, initial: item.initial, color: item.avatarColor)
        presenter.cardLooks[id] = card
        return card
    }

    /// The carousel in a `frame` line: its x, and its top while the row is in view.
    var frameCarousel: FrameCarousel? {
        guard let c = carousel, let top = carouselTop else { return nil }
        let inView = top + layout.band > config.tuning.topBarHeight && top < viewportHeight
        return FrameCarousel(x: c.scroller.offset, top: inView ? top : nil)
    }
}
