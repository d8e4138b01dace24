import RefreshPhysics

/// A horizontal row of cards in the list, as app stores and video apps put one in a feed:
/// scrolled along x by the list's own scroll model (the same Scroller, tuning and platform
/// physics), with MJRefreshTrailer past its trailing end to page in more cards.
///
/// Rules:
/// - Cards are `cardWidth` wide with `gap` between them and `inset` before the first and
///   after the last: contentWidth = 2 inset + n cardWidth + (n - 1) gap.
/// - `offset` is contentOffset.x, leading inset 0; the trailer sits at
///   x = max(contentWidth, viewWidth), `trailer.settings.width` wide, and its pull is how
///   far the content is past max(contentWidth - viewWidth, 0) (its own inset not counted).
/// - Held open, the trailer's inset is its width plus, content narrower than the view, the
///   gap (MJRefreshTrailer's widthForContentBreakView): it shows whole at the view's
///   trailing edge whatever the width, and keeps that through a resize.
/// - Cards come from their own feed (the list's latency and failure rate): `pageSize` at a
///   time, oldest id `oldestId`, so the end comes; new cards are appended after the last, so
///   nothing on screen moves when they arrive.
/// - Time is an argument; the host drains phase changes and trailer transitions (`drain`).
struct Carousel: Sendable {
    /// The cards' geometry, in points.
    static let cardWidth = 132.0
    static let cardHeight = 150.0
    static let gap = 12.0
    static let inset = 16.0
    /// The card's text inset from its sides.
    static let cardTextInset = 10.0
    /// The row's padding above and below the cards.
    static let padding = 14.0
    /// The row's height in the list.
    static var rowHeight: Double { cardHeight + 2 * padding }
    /// Cards at start, and per page after.
    static let firstCards = 8
    static let pageSize = 8
    /// Cards in the whole feed: three pages in all, then "no more".
    static let totalCards = 24

    private(set) var scroller: Scroller
    private(set) var trailer: TrailerRefresher
    /// The cards' ids, first to last (their feed's newest first).
    private(set) var cards: [Int]
    private var service: FeedService
    private var request: Int?
    private(set) var touchpad: TouchpadGesture
    /// A pointer drags the row (the gesture's axis was decided horizontal).
    private(set) var dragging = false
    private(set) var arrow = ArrowFlip(angle: 0, duration: 0)
    /// The inset the trailer holds: 0, or its width while it loads.
    private var hold = TrailerHold()
    /// What happened since the host last drained it, in order.
    private var happened: [Happening] = []

    /// A change the host traces: a scroll phase or a trailer transition.
    enum Happening: Equatable, Sendable {
        case phase(Scroller.PhaseChange)
        case trailer(t: Double, from: TrailerState, to: TrailerState)
        case request(t: Double, maxId: Int)
        case cards(t: Double, added: Int, total: Int)

        var time: Double {
            switch self {
            case .phase(let c): return c.time
            case .trailer(let t, _, _), .request(let t, _), .cards(let t, _, _): return t
            }
        }
    }

    init(width: Double, tuning: Tuning, feed: FeedService.Settings, seed: UInt64) {
        var settings = feed
        settings.pageSize = Self.pageSize
        settings.unseenAtStart = 0
        settings.newItemInterval = 0
        let newest = Self.totalCards
        service = FeedService(settings: settings, seed: seed ^ 0xCA20_5E11, startNewest: newest, oldestId: 1)
        cards = Array(((newest - Self.firstCards + 1)...newest).reversed())
        trailer = TrailerRefresher()
        touchpad = TouchpadGesture(idleGap: tuning.touchpadIdleGap, momentumCount: tuning.touchpadMomentumCount)
        scroller = Scroller(tuning: tuning, viewportExtent: width, contentExtent: 0, leadingInset: 0)
        scroller.setGeometry(viewportExtent: width, contentExtent: contentWidth, at: 0)
        happened.reserveCapacity(8)
    }

    static func contentWidth(cards n: Int) -> Double {
        n > 0 ? 2 * inset + Double(n) * cardWidth + Double(n - 1) * gap : 0
    }

    var contentWidth: Double { Self.contentWidth(cards: cards.count) }
    var viewWidth: Double { scroller.viewportExtent }
    /// The trailing edge without the trailer's inset: the pull is measured from here.
    var restingEnd: Double { max(contentWidth - viewWidth, 0) }
    /// How far the content is past its trailing end (the trailer's pull).
    var trailerPull: Double { max(scroller.offset - restingEnd, 0) }
    /// The trailer's x in content points (MJRefreshTrailer: max(content width, view width)).
    var trailerX: Double { max(contentWidth, viewWidth) }

    var isBusy: Bool { trailer.isBusy }

    /// True when nothing moves, turns or waits. A pointer held still counts as rest, once its
    /// resampled drag has caught up with its newest report (until then the row still moves).
    func isAtRest(at t: Double) -> Bool {
        let held = scroller.phase == .tracking && !touchpad.active && !scroller.isCatchingUp(at: t)
        return (scroller.isAtRest || held) && !arrow.isTurning(at: t)
            && !service.hasPending && !trailer.isBusy
    }

    // MARK: Geometry and tuning

    mutating func setWidth(_ w: Double, at t: Double) {
        setGeometry(viewWidth: max(w, 1), at: t)
    }

    /// The scroller's trailing inset for the held inset at a view width (see the rules).
    private func trailingInset(viewWidth w: Double) -> Double {
        hold.trailingInset(viewWidth: w, contentWidth: contentWidth)
    }

    /// New view width or content width: the trailing inset follows. Whichever of the two
    /// changes widens the scrollable room goes first, so the offset is never clamped by a
    /// bound that lasts only between the two.
    private mutating func setGeometry(viewWidth w: Double, at t: Double) {
        let inset = trailingInset(viewWidth: w)
        if inset >= scroller.trailingInset {
            scroller.setInsets(leading: 0, trailing: inset, at: t)
            scroller.setGeometry(viewportExtent: w, contentExtent: contentWidth, at: t)
        } else {
            scroller.setGeometry(viewportExtent: w, contentExtent: contentWidth, at: t)
            scroller.setInsets(leading: 0, trailing: inset, at: t)
        }
    }

    mutating func setTuning(_ tuning: Tuning, feed: FeedService.Settings) {
        scroller.tuning = tuning
        touchpad.idleGap = tuning.touchpadIdleGap * scroller.inputTimeScale
        touchpad.momentumCount = tuning.touchpadMomentumCount
        service.settings.latencyMin = feed.latencyMin
        service.settings.latencyMax = feed.latencyMax
        service.settings.failRate = feed.failRate
    }

    /// The display's density (the list's): where the row's flings stop, as the list's.
    mutating func setPixelDensity(_ d: Double) { scroller.pixelDensity = d }

    mutating func setInputTimeScale(_ s: Double) {
        scroller.inputTimeScale = s
        touchpad.idleGap = scroller.tuning.touchpadIdleGap * s
    }

    // MARK: Pointer

    /// The pointer's drag, decided horizontal: it went down at `x0` at `t0` and has since
    /// reported `samples` (each x at its time); the drag starts from the press.
    mutating func beginDrag(at x0: Double, _ t0: Double, samples: [(x: Double, t: Double)], decidedAt t: Double) {
        if touchpad.active { endTouchpad(at: t0) }
        dragging = true
        scroller.press(pointer: x0, at: t0)
        for s in samples { scroller.move(pointer: s.x, at: s.t) }
        // The trailer sees the drag from the decision on: the row was not dragged before it
        // (a press that caught a bounce past 60 arms it now), and those reports' times are
        // already past in the trace.
        followScroll(dragging: true, at: t)
        // The row took the gesture when its axis was decided: its tracking starts then in
        // the trace (the press's own time is already past in it).
        scroller.drainPhaseChanges { c in
            var c = c
            c.time = max(c.time, t)
            happened.append(.phase(c))
        }
    }

    mutating func move(x: Double, at t: Double) {
        guard dragging, x.isFinite else { return }
        scroller.move(pointer: x, at: t)
        followScroll(dragging: true, at: t)
    }

    mutating func release(x: Double, at t: Double) {
        guard dragging else { return }
        if x.isFinite, x != scroller.pointer { move(x: x, at: t) }
        dragging = false
        releaseDrag(at: t)
    }

    /// Lets go of a drag: the trailer sees the release before the row flings or springs back.
    private mutating func releaseDrag(at t: Double, velocityAt sample: Double? = nil) {
        if scroller.catchUp(at: t) { followScroll(dragging: true, at: t) }
        let effects = trailer.handle(.released(pull: trailerPull), at: t)
        scroller.release(at: t, velocityAt: sample)
        apply(effects, at: t)
    }

    // MARK: Wheel and touchpad

    /// A horizontal wheel's notches, > 0 towards the right end (SDL's sign).
    mutating func wheel(notches: Double, at t: Double) {
        guard notches.isFinite, notches != 0, !dragging else { return }
        if touchpad.active { endTouchpad(at: t) }
        scroller.scroll(by: notches * scroller.tuning.notchDistance, at: t)
    }

    /// A touchpad's horizontal delta in points, > 0 moves the content right (as dragging right does).
    mutating func touchpad(points: Double, at t: Double, liftReported: Bool) {
        guard !dragging else { return }
        for action in touchpad.add(points, at: t, pastEdge: scroller.isOutOfBounds, liftReported: liftReported) {
            switch action {
            case .begin:
                scroller.press(pointer: 0, at: t, slop: false)
            case .move(let x):
                scroller.move(pointer: x, at: t)
                followScroll(dragging: true, at: t)
            case .end:
                releaseDrag(at: t)
            }
        }
    }

    /// The fingers left (reported, or the idle gap passed).
    mutating func endTouchpad(at t: Double) {
        guard touchpad.active else { return }
        let sample = touchpad.liftReported ? t : touchpad.lastTime
        touchpad.end()
        releaseDrag(at: t, velocityAt: sample)
    }

    var touchpadIsActive: Bool { touchpad.active }

    // MARK: Time

    /// The earliest of its feed's answer, the trailer's timeout and the touchpad's lift or
    /// coast. No array here: the engine asks on every step.
    var nextDeadline: Double? {
        func earlier(_ a: Double?, _ b: Double?) -> Double? { a.map { a in b.map { min(a, $0) } ?? a } ?? b }
        return earlier(earlier(service.nextDue, trailer.nextDeadline), earlier(touchpad.releaseTime, touchpad.coastTime))
    }

    mutating func processDeadline(at t: Double) {
        if let coast = touchpad.coastTime, coast <= t {
            touchpad.markCoastChecked()
            if !scroller.isOutOfBounds { endTouchpad(at: coast) }
        }
        if let release = touchpad.releaseTime, release <= t { endTouchpad(at: release) }
        if service.hasPending {
            var answers: [FeedService.Response] = []
            service.deliver(upTo: t) { answers.append($0) }
            for r in answers { receive(r) }
        }
        apply(trailer.handle(.tick, at: t), at: t)
    }

    /// A frame showed the row as it is now (what a press on its fling carries).
    mutating func framePresented() { scroller.framePresented() }

    mutating func step(to t: Double) {
        scroller.step(to: t)
        followScroll(dragging: scroller.phase == .tracking, at: t)
    }

    /// The trailer sees where the row is.
    private mutating func followScroll(dragging: Bool, at t: Double) {
        apply(trailer.handle(.scrolled(pull: trailerPull, dragging: dragging), at: t), at: t)
    }

    private mutating func receive(_ r: FeedService.Response) {
        guard r.requestId == request else { return }
        request = nil
        let result: LoadResult
        if r.ok {
            let last = cards.last ?? Int.max
            let older = r.ids.filter { $0 < last }
            cards.append(contentsOf: older)
            happened.append(.cards(t: r.time, added: older.count, total: cards.count))
            // Appended after the last card: what is on screen stays where it is.
            setGeometry(viewWidth: viewWidth, at: r.time)
            result = r.end ? .end(older.count) : .loaded(older.count)
        } else {
            result = .failed
        }
        apply(trailer.handle(.loadFinished(result), at: r.time), at: r.time)
    }

    private mutating func apply(_ effects: [TrailerRefresher.Effect], at t: Double) {
        for e in effects {
            switch e {
            case let .transition(from, to):
                arrow.duration = trailer.settings.arrowFlipDuration
                arrow.turn(to: to == .pulling ? Double.pi : 0, at: t)
                happened.append(.trailer(t: t, from: from, to: to))
                if to == .failed || to == .noMoreData, let r = request {
                    service.cancel(r)
                    request = nil
                }
            case let .setInset(inset, duration):
                hold.held = inset
                scroller.setInsets(leading: 0, trailing: trailingInset(viewWidth: viewWidth), at: t, settle: duration)
                // Opening, MJRefreshTrailer animates the offset with the inset: from a release
                // past the trigger the trailer comes to rest whole in exactly `duration`.
                if let target = hold.openTarget(offset: scroller.offset, tracking: scroller.phase == .tracking, restingEnd: restingEnd) {
                    scroller.scroll(to: target, duration: duration, at: t)
                }
            case .startLoad:
                let maxId = (cards.last ?? 1) - 1
                if let r = request { service.cancel(r) }
                request = service.send(.older(maxId: maxId), at: t)
                happened.append(.request(t: t, maxId: maxId))
            }
        }
    }

    /// The row leaves the list (`list.carousel` off): its gestures, its motion and its load
    /// end at t, and the trace hears of it (the row idle, the trailer back to idle), so a row
    /// turned on again starts where the trace left the old one.
    mutating func takeDown(at t: Double) {
        dragging = false
        touchpad.end()
        if let r = request { service.cancel(r) }
        request = nil
        var changes: [Scroller.PhaseChange] = []
        scroller.drainPhaseChanges { changes.append($0) }
        for c in changes { happened.append(.phase(c)) }
        if scroller.phase != .idle {
            happened.append(.phase(Scroller.PhaseChange(time: t, phase: .idle, offset: scroller.offset, velocity: 0)))
        }
        if trailer.state != .idle { happened.append(.trailer(t: t, from: trailer.state, to: .idle)) }
    }

    /// Hands over the phase changes and transitions since the last call, in order.
    mutating func drain(_ body: (Happening) -> Void) {
        var changes: [Scroller.PhaseChange] = []
        scroller.drainPhaseChanges { changes.append($0) }
        for c in changes { happened.append(.phase(c)) }
        guard !happened.isEmpty else { return }
        // Phase changes are stamped with their exact times, which may fall before a
        // transition recorded at a later step: hand them over in time order (stable).
        let ordered = happened.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for h in ordered { body(h.element) }
        happened.removeAll(keepingCapacity: true)
    }
}
