/// The carousel's side of the list: the row (`list.carousel`), a pointer gesture that began
/// on it with its axis not yet decided, and the axis of the touchpad gesture running. Events
/// in, decisions out: the engine offers it the pointer and the touchpad (InputRouter) and
/// performs what it answers (the list's drag, the trace); the row keeps its own motion.
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
struct CarouselFeature: ListFeature {
    /// The carousel row, nil when off.
    var row: Carousel?
    /// A pointer gesture that began on the carousel, its axis not yet decided.
    var axisLock: AxisLock?
    /// The axis the touchpad gesture now running scrolls.
    var touchpadAxis = TouchpadAxisLock()
    /// The trailer's transitions drained into the trace and not yet taken for the haptics.
    var trailerTransitions: [(t: Double, from: TrailerState, to: TrailerState)] = []

    /// What a pointer move comes to, offered to the row first.
    enum Move {
        /// Not the row's: the list's (or the control's) to take.
        case list
        /// The row took it: its drag runs, or the axis is not decided yet.
        case taken
        /// The gesture was just decided: vertical, the list's from this move on;
        /// horizontal, the row's drag starts from the press (`beginDrag(from:at:)`).
        case decided(GestureAxis, AxisLock)
    }

    /// The row's next feed answer, trailer or touchpad deadline.
    var nextDeadline: Double? { row?.nextDeadline }

    /// Steps the row to t, and processes its deadline when due by then.
    mutating func step(to t: Double) {
        row?.step(to: t)
        if let due = row?.nextDeadline, due <= t { row?.processDeadline(at: t) }
    }

    /// True when the row is there and nothing on it moves or waits.
    func isAtRest(at t: Double) -> Bool { row?.isAtRest(at: t) ?? true }

    /// The row takes the list's width.
    mutating func resize(width: Double, at t: Double) { row?.setWidth(width, at: t) }

    func read(into set: inout TuningSet) { set.carousel = row != nil }

    /// The row's scroll model and feed; turning it on or off moves the list (`setCarousel`).
    mutating func apply(_ set: TuningSet) { row?.setTuning(set.scroll, feed: set.feed) }

    /// The row's touchpad gesture runs.
    var touchpadIsActive: Bool { row?.touchpadIsActive == true }

    /// A press at (x, y), on the row or not: on it, an undecided gesture starts.
    mutating func press(x: Double, y: Double, onRow: Bool, at t: Double) {
        // A press while the carousel still has a drag: that drag's release was lost (the
        // pointer left the window, the floor took it); it ends here, where it was.
        if row?.dragging == true { row?.release(x: .nan, at: t) }
        axisLock = onRow ? AxisLock(x: x, y: y, at: t) : nil
        if onRow, row?.touchpadIsActive == true { row?.endTouchpad(at: t) }
    }

    /// A move: the row's drag takes it, or the undecided gesture measures it against the slop.
    mutating func move(x: Double, y: Double, slop: Double, at t: Double) -> Move {
        if row?.dragging == true {
            row?.move(x: x, at: t)
            return .taken
        }
        guard var lock = axisLock, x.isFinite else { return .list }
        let axis = lock.add(x: x, y: y, at: t, slop: slop)
        axisLock = lock
        switch axis {
        case nil:
            return .taken
        case .vertical?:
            axisLock = nil
            return .decided(.vertical, lock)
        case .horizontal?:
            // The lock holds until the drag begins: the list lets go first, its refreshers
            // seeing it not dragged.
            return .decided(.horizontal, lock)
        }
    }

    /// The horizontal decision performed: the lock ends and the row's drag starts from the press.
    mutating func beginDrag(from lock: AxisLock, at t: Double) {
        axisLock = nil
        row?.beginDrag(at: lock.x0, lock.t0, samples: lock.samples, decidedAt: t)
    }

    /// A release: true when the row took it (its drag ended).
    mutating func release(x: Double, at t: Double) -> Bool {
        axisLock = nil
        guard row?.dragging == true else { return false }
        row?.release(x: x, at: t)
        return true
    }

    /// Something else takes the pointer and the touchpad (the second floor): the row's drag
    /// and touchpad gesture end where they are, and a gesture not yet decided stays the list's.
    mutating func letGo(at t: Double) {
        axisLock = nil
        if row?.dragging == true { row?.release(x: .nan, at: t) }
        row?.endTouchpad(at: t)
        if touchpadAxis.axis == .horizontal { touchpadAxis.end() }
    }

    /// The fingers left: the row's touchpad gesture and the touchpad's axis end.
    mutating func touchpadLift(at t: Double) {
        row?.endTouchpad(at: t)
        touchpadAxis.end()
    }

    /// The row is gone (taken down and drained before): no gesture is left on it.
    mutating func removeRow() {
        row = nil
        axisLock = nil
        touchpadAxis.end()
    }

    /// The row's phase changes, trailer transitions and card pages, into the trace; the
    /// trailer's transitions are also kept for the list's haptics (`takeTrailerTransitions`).
    mutating func drainTrace(into log: inout TraceLog) {
        row?.drain { h in
            switch h {
            case .phase(let c):
                log.record(.carousel(t: c.time, phase: c.phase, offsetX: c.offset, velocityX: c.velocity))
            case let .trailer(t, from, to):
                log.record(.trailer(t: t, from: from, to: to))
                trailerTransitions.append((t, from, to))
            case let .request(t, maxId):
                log.record(.feedRequest(t: t, kind: "cards", param: "max_id", value: maxId))
            case let .cards(t, added, total):
                log.record(.setting(t: t, name: "cards", value: "\(added) added, \(total) in all"))
            }
        }
    }
}
