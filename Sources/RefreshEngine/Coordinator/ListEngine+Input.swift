/// The engine's input: each event at its time, offered in the router's order (InputRouter:
/// the floor, the carousel, the control, the list); the pointer's drag and the touchpad's,
/// which behaves as a drag (same rubber band, same header and footer rules); wheels; clicks.
extension ListEngine {
    /// Takes one input event at its time, after stepping to it (`step(to:)`), offering it in
    /// the router's order.
    public mutating func handle(_ event: InputEvent, at eventTime: Double) {
        let t = InputRouter.time(of: eventTime, now: time)
        // Stepping hands out the phase changes stamped up to t before this input's events.
        step(to: t)
        if floorTakes(event, at: t) {
            collectPhaseChanges()
            return
        }
        switch event {
        case let .press(x, y):
            guard x.isFinite, y.isFinite else { return }
            if touchpad.active { endTouchpad(at: t) }
            router.press(x: x, y: y, at: t)
            record(.input(t: t, kind: "press", x: x, y: y))
            carouselPress(x: x, y: y, at: t)
            tabsPress(x: x, y: y, at: t)
            headerFeature.dismissBanner(at: t)
            barPress()
            controlPress(y: y, slop: scroller.tuning.touchSlop, at: t)
            scroller.press(pointer: y, at: t)
            sendFooter(.dragBegan, at: t)
            headerFollowScroll(at: t)
            footerFollowScroll(at: t)
        case let .move(x, y):
            guard router.move(x: x, y: y) else { return }
            // Each report at its own time, beside the frames: what the hand did, to compare
            // the frames' steps with (as often as the pointer reports, so only with frames).
            if traceLog.includesFrames { record(.input(t: t, kind: "move", x: x, y: y)) }
            if carouselTakesMove(x: x, y: y, at: t) { break }
            if tabsTakesMove(x: x, y: y, at: t) { break }
            if !headerFeature.controlTakes(y: y, at: t) { scroller.move(pointer: y, at: t) }
            headerFollowScroll(at: t)
            footerFollowScroll(at: t)
        case let .release(x, y):
            guard router.release() else { return }
            if carouselFeature.release(x: x, at: t) {
                record(.input(t: t, kind: "release", x: x.isFinite ? x : nil, y: y.isFinite ? y : nil))
                break
            }
            if tabsRelease(x: x, at: t) {
                record(.input(t: t, kind: "release", x: x.isFinite ? x : nil, y: y.isFinite ? y : nil))
                break
            }
            if y.isFinite {
                // The lift reports where the pointer was, not that it stayed there: only a
                // position not yet reported is a move (the platforms add no sample at the lift).
                if !headerFeature.controlTakes(y: y, at: t), y != scroller.pointer { scroller.move(pointer: y, at: t) }
                headerFollowScroll(at: t)
                footerFollowScroll(at: t)
            }
            record(.input(t: t, kind: "release", x: x.isFinite ? x : nil, y: y.isFinite ? y : nil))
            // A click: the pointer never left the touch slop (1 pt without one), so nothing
            // scrolled. However long it was held: a button acts on release inside it.
            let click = scroller.pointerStayed && !headerFeature.controlHasDrag
            releaseDrag(at: t)
            if x.isFinite, y.isFinite, click {
                tapped(pressedAt: (router.pressPoint.x, router.pressPoint.y), releasedAt: (x, y), at: t)
            }
        case let .wheel(dx, dy, precise):
            guard InputRouter.takes(dx: dx, dy: dy) else { return }
            record(.wheel(t: t, dx: dx, dy: dy, precise: precise))
            if InputRouter.isTouchpad(precise: precise, gestureRuns: touchpad.active || carouselFeature.touchpadIsActive) {
                // SDL's signs: dy > 0 moves the content down, dx > 0 scrolls right (moves it left).
                let unit = scroller.tuning.touchpadPointsPerUnit
                touchpadDeltas(dx: -dx * unit, dy: dy * unit, at: t, liftReported: false)
            } else {
                wheelNotches(dx: dx, dy: dy, at: t)
            }
        case let .touchpad(dx, dy, liftReported):
            guard InputRouter.takes(dx: dx, dy: dy) else { return }
            record(.touchpad(t: t, dx: dx, dy: dy, liftReported: liftReported))
            let scale = scroller.tuning.touchpadScale
            touchpadDeltas(dx: dx * scale, dy: dy * scale, at: t, liftReported: liftReported)
        case .touchpadLift:
            record(.input(t: t, kind: "touchpad-lift", x: nil, y: nil))
            endTouchpad(at: t)
            tabsTouchpadEnd(at: t)
            carouselFeature.touchpadLift(at: t)
        case let .key(press):
            // Keys are traced here; what they do is the keymap's (the host's), which runs
            // the list's commands through `perform`.
            record(.key(t: t, key: press.description))
        case let .resize(w, h):
            guard w.isFinite, h.isFinite else { return }
            record(.resize(t: t, width: w, height: h))
            resize(width: w, height: h, at: t)
        case let .hover(x, y):
            // Which row a wheel or a touchpad scrolls; the host's panel uses it too.
            router.hover = (x, y)
        case .modifiers:
            // Which modifiers are held matters to the host's panel.
            break
        }
        collectPhaseChanges()
    }

    // MARK: The floor, the carousel and the control

    /// The floor is open or moving: it has the pointer, the wheel and the touchpad (the list
    /// under it never scrolls, and nothing refreshes). True when it took `event`; what it
    /// answers is performed here.
    mutating func floorTakes(_ event: InputEvent, at t: Double) -> Bool {
        guard headerFeature.machine.state.isFloor else { return false }
        switch event {
        case let .press(x, y) where x.isFinite && y.isFinite:
            record(.input(t: t, kind: "press", x: x, y: y))
        case let .release(x, y):
            record(.input(t: t, kind: "release", x: x.isFinite ? x : nil, y: y.isFinite ? y : nil))
        default:
            break
        }
        let top = config.tuning.topBarHeight
        switch floorFeature.take(event, listHeld: router.pointerDown, slop: scroller.tuning.touchSlop, listExtent: listExtent,
                                 button: FloorFeature.button(viewportWidth: viewportWidth, top: top)) {
        case .passed:
            return false
        case .taken:
            break
        case .close:
            sendHeader(.closeFloor, at: t)
        case .endListDrag:
            // A drag of the list the floor opened under (from a key): it ends, and the list goes below.
            router.pointerDown = false
            releaseDrag(at: t)
            scroller.scroll(to: scroller.minOffset, duration: headerFeature.machine.settings.floorDuration / 2, at: t)
        }
        return true
    }

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

    /// A press: it may become the control's pull (HeaderFeature.controlPress) while the list
    /// is still at its top.
    mutating func controlPress(y: Double, slop: Double, at t: Double) {
        headerFeature.controlPress(y: y, slop: slop,
                                   listAtTopAndIdle: scroller.offset <= scroller.minOffset + 0.5 && scroller.phase == .idle)
    }

    /// A press: a collapsing bar that is not fully open takes this gesture's pull (the bar
    /// opens first) and the gesture never refreshes (SwipeRefreshLayout enabled only at
    /// AppBarLayout offset 0).
    mutating func barPress() {
        barFeature.press(pulled: barPulled)
    }

    // MARK: Drags

    /// Lets go of a drag: the refreshers see the release before the scroll view flings or
    /// springs back, so a release past the header's threshold refreshes.
    mutating func releaseDrag(at t: Double, velocityAt sample: Double? = nil) {
        // A resampled drag is drawn behind the pointer: at the lift it is where the pointer is,
        // so the refreshers decide on the pull of `off`.
        if scroller.catchUp(at: t) {
            headerFollowScroll(at: t)
            footerFollowScroll(at: t)
        }
        let headerSide = headerEffects(.released(pulled: pulledDistance), at: t)
        // The release: the circle settles or goes back, as the machine decided (finishSpinner).
        headerFeature.controlRelease(lastFrame: presenter.frame.time, at: t)
        var footerSide = footerEffects(.released(visible: footerVisibility), at: t)
        // Short content pushed up and let go: the auto footer's only trigger there.
        if listIsDragged && FooterRefresher.pushedUp(offset: scroller.offset, minOffset: scroller.minOffset) {
            footerSide += footerEffects(.releasedPushedUp, at: t)
        }
        scroller.release(at: t, velocityAt: sample)
        apply(headerSide, at: t)
        apply(footerSide, at: t)
    }

    // MARK: Wheel and touchpad

    /// A wheel's notches (SDL's signs): the larger part's axis scrolls, never both.
    mutating func wheelNotches(dx: Double, dy: Double, at t: Double) {
        switch InputRouter.notchAxis(dx: dx, dy: dy) {
        case .horizontal:
            guard carouselContains(x: router.hover.x, y: router.hover.y) else { return }
            studiedAxis = .horizontal
            carouselFeature.row?.wheel(notches: dx, at: t)
        case .vertical:
            studiedAxis = .vertical
            // SDL's sign: dy > 0 moves the content down (towards the top of the list).
            scroller.scroll(by: -dy * scroller.tuning.notchDistance, at: t)
        }
    }

    /// Touchpad deltas in points (> 0 moves the content down or right): one axis per gesture.
    mutating func touchpadDeltas(dx: Double, dy: Double, at t: Double, liftReported: Bool) {
        // The lock ends when the fingers lift: its gesture is over (a pause lets the content
        // coast, a new delta grabs it again) and no delta on either axis came for the idle gap.
        let sideways = carouselFeature.touchpadIsActive || tabsFeature.touchpad != nil
        let running = carouselFeature.touchpadAxis.axis == .vertical ? touchpad.active : sideways
        carouselFeature.touchpadAxis.endIfLifted(running: running, idleGap: scroller.tuning.touchpadIdleGap * scroller.inputTimeScale, at: t)
        let undecided = carouselFeature.touchpadAxis.axis == nil && !router.pointerDown
        let overRow = undecided && carouselContains(x: router.hover.x, y: router.hover.y)
        // Over the list with tabs, a sideways gesture is the pager's (one gesture, one axis).
        if undecided { tabsFeature.touchpadOwnsSideways = !overRow && tabsFeature.isOn }
        let axis = overRow || (undecided && tabsFeature.isOn) ? carouselFeature.touchpadAxis.decide(dx: dx, dy: dy, at: t)
                                                               : carouselFeature.touchpadAxis.decide(dx: 0, dy: 1, at: t)
        switch axis {
        case .vertical:
            if dy != 0 { touchpadScroll(points: dy, at: t, liftReported: liftReported) }
        case .horizontal where tabsFeature.touchpadOwnsSideways:
            if dx != 0 { tabsTouchpad(dx: dx, at: t) }
        case .horizontal:
            if dx != 0 { carouselFeature.row?.touchpad(points: dx, at: t, liftReported: liftReported) }
        }
        if dx != 0 || dy != 0 { studiedAxis = axis }
    }

    /// A touchpad delta in points, > 0 towards the top of the list (the content moves
    /// down, as dragging down moves it). `liftReported`: the source sends `.touchpadLift`.
    mutating func touchpadScroll(points: Double, at t: Double, liftReported: Bool) {
        guard !router.pointerDown else { return }
        for action in touchpad.add(points, at: t, pastEdge: scroller.isOutOfBounds, liftReported: liftReported) {
            switch action {
            case .begin:
                headerFeature.dismissBanner(at: t)
                barPress()
                controlPress(y: 0, slop: 0, at: t)
                scroller.press(pointer: 0, at: t, slop: false)
                sendFooter(.dragBegan, at: t)
            case .move(let y):
                if !headerFeature.controlTakes(y: y, at: t) { scroller.move(pointer: y, at: t) }
                headerFollowScroll(at: t)
                footerFollowScroll(at: t)
            case .end:
                record(.input(t: t, kind: "touchpad-release", x: nil, y: nil))
                releaseDrag(at: t)
            }
        }
    }

    /// The fingers were lifted (reported, or the idle gap passed) or a press took over.
    ///
    /// The velocity is the fingers' at the lift when the source reports it (a finger held
    /// still before lifting gives none), else at the last delta (the idle gap's lift is
    /// inferred later than it happened).
    mutating func endTouchpad(at t: Double) {
        guard touchpad.active else { return }
        let sample = touchpad.liftReported ? t : touchpad.lastTime
        touchpad.end()
        record(.input(t: t, kind: "touchpad-release", x: nil, y: nil))
        releaseDrag(at: t, velocityAt: sample)
    }

    // MARK: Clicks

    /// A click (pressed and released without scrolling): it acts on what it was released
    /// on, if it was pressed on the same (a button the pointer left does nothing). The top
    /// bar scrolls to the top, as tapping the status bar does on iOS; the footer retries.
    mutating func tapped(pressedAt p: (x: Double, y: Double), releasedAt r: (x: Double, y: Double), at t: Double) {
        if let tab = stripTab(x: p.x, y: p.y), stripTab(x: r.x, y: r.y) == tab {
            selectTab(tab, at: t)
            return
        }
        guard layout.count > 0 else { return }
        if let pill = presenter.frame.layoutParts.pill, pill.contains(x: p.x, y: p.y), pill.contains(x: r.x, y: r.y) {
            showNewMessages(at: t)
            return
        }
        let bar = barBottom
        if p.y < bar, r.y < bar, p.y >= 0, r.y >= 0 {
            // Only from inside the content: pulled past the top, the release's bounce takes it there.
            if scroller.offset > scroller.minOffset { perform(.top, at: t) }
            return
        }
        guard r.x >= 0, r.x < viewportWidth else { return }
        if footerContains(y: p.y), footerContains(y: r.y) {
            sendFooter(.tapped, at: t)
        }
    }
}
