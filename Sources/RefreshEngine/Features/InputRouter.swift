/// The input router: the engine steps to an event's time, then offers the event to the
/// list's parts in a fixed order; a part that takes it (the floor, the carousel's drag, the
/// control's pull) ends its way, else each part sees it in turn.
///
/// Order:
/// 1. The second floor (`floorTakes`): open or moving, it has the pointer, the wheel and the
///    touchpad; the list under it never scrolls and nothing refreshes.
/// 2. The carousel (CarouselFeature): a press on its row, a drag it has, a gesture whose axis
///    is not decided yet; a release that ends its drag; horizontal wheel notches and a
///    touchpad gesture decided horizontal over it.
/// 3. The header's control (`HeaderFeature.controlTakes`): a pull that keeps the content still.
/// 4. The list: the scroller, then the header and footer follow where it is.
extension ListEngine {
    /// Takes one input event at its time, after stepping to it (`step(to:)`), offering it in
    /// the router's order.
    public mutating func handle(_ event: InputEvent, at eventTime: Double) {
        // Events never go back in time: one stamped before the last frame happened at it.
        let t = eventTime.isFinite ? max(eventTime, time) : time
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
            pointerDown = true
            record(.input(t: t, kind: "press", x: x, y: y))
            pressPoint = (x, y, t)
            hover = (x, y)
            carouselPress(x: x, y: y, at: t)
            dismissBanner(at: t)
            barPress()
            controlPress(y: y, slop: scroller.tuning.touchSlop, at: t)
            scroller.press(pointer: y, at: t)
            sendFooter(.dragBegan, at: t)
            headerFollowScroll(at: t)
            footerFollowScroll(at: t)
        case let .move(x, y):
            guard pointerDown, y.isFinite else { return }
            hover = (x, y)
            if carouselTakesMove(x: x, y: y, at: t) { break }
            if !headerFeature.controlTakes(y: y, at: t) { scroller.move(pointer: y, at: t) }
            headerFollowScroll(at: t)
            footerFollowScroll(at: t)
        case let .release(x, y):
            guard pointerDown else { return }
            pointerDown = false
            if carouselFeature.release(x: x, at: t) {
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
            let click = scroller.pointerStayed && !controlHasDrag
            releaseDrag(at: t)
            if x.isFinite, y.isFinite, click {
                tapped(pressedAt: (pressPoint.x, pressPoint.y), releasedAt: (x, y), at: t)
            }
        case let .wheel(dx, dy, precise):
            guard dy.isFinite, dx.isFinite, dy != 0 || dx != 0, abs(dy) < 1e6, abs(dx) < 1e6 else { return }
            record(.wheel(t: t, dx: dx, dy: dy, precise: precise))
            if precise || touchpad.active || carouselFeature.touchpadIsActive {
                // SDL's signs: dy > 0 moves the content down, dx > 0 scrolls right (moves it left).
                let unit = scroller.tuning.touchpadPointsPerUnit
                touchpadDeltas(dx: -dx * unit, dy: dy * unit, at: t, liftReported: false)
            } else {
                wheelNotches(dx: dx, dy: dy, at: t)
            }
        case let .touchpad(dx, dy, liftReported):
            guard dy.isFinite, dx.isFinite, dy != 0 || dx != 0, abs(dy) < 1e6, abs(dx) < 1e6 else { return }
            record(.touchpad(t: t, dx: dx, dy: dy, liftReported: liftReported))
            let scale = scroller.tuning.touchpadScale
            touchpadDeltas(dx: dx * scale, dy: dy * scale, at: t, liftReported: liftReported)
        case .touchpadLift:
            record(.input(t: t, kind: "touchpad-lift", x: nil, y: nil))
            endTouchpad(at: t)
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
            hover = (x, y)
        case .modifiers:
            // Which modifiers are held matters to the host's panel.
            break
        }
        collectPhaseChanges()
    }

    // MARK: Wheel and touchpad

    /// A wheel's notches (SDL's signs): the larger part's axis scrolls, never both.
    mutating func wheelNotches(dx: Double, dy: Double, at t: Double) {
        if abs(dx) > abs(dy) {
            guard carouselContains(x: hover.x, y: hover.y) else { return }
            studiedAxis = .horizontal
            carouselFeature.row?.wheel(notches: dx, at: t)
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
        let running = carouselFeature.touchpadAxis.axis == .vertical ? touchpad.active : carouselFeature.touchpadIsActive
        carouselFeature.touchpadAxis.endIfLifted(running: running, idleGap: scroller.tuning.touchpadIdleGap * scroller.inputTimeScale, at: t)
        let overRow = carouselFeature.touchpadAxis.axis == nil && !pointerDown && carouselContains(x: hover.x, y: hover.y)
        let axis = overRow ? carouselFeature.touchpadAxis.decide(dx: dx, dy: dy, at: t)
                           : carouselFeature.touchpadAxis.decide(dx: 0, dy: 1, at: t)
        switch axis {
        case .vertical:
            if dy != 0 { touchpadScroll(points: dy, at: t, liftReported: liftReported) }
        case .horizontal:
            if dx != 0 { carouselFeature.row?.touchpad(points: dx, at: t, liftReported: liftReported) }
        }
        if dx != 0 || dy != 0 { studiedAxis = axis }
    }

    // MARK: Clicks

    /// A click (pressed and released without scrolling): it acts on what it was released
    /// on, if it was pressed on the same (a button the pointer left does nothing). The top
    /// bar scrolls to the top, as tapping the status bar does on iOS; the footer retries.
    mutating func tapped(pressedAt p: (x: Double, y: Double), releasedAt r: (x: Double, y: Double), at t: Double) {
        guard layout.count > 0 else { return }
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
