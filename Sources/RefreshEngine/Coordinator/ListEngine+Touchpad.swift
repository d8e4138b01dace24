/// The engine's pointer gestures: a mouse or touch drag, and a touchpad scroll that
/// behaves as a drag (same rubber band, same header and footer rules).
extension ListEngine {
    /// Engine seconds per real second of input (the host's slow motion): gestures are
    /// measured in the hand's time, so they do what they do at normal speed.
    public var inputTimeScale: Double {
        get { scroller.inputTimeScale }
        set {
            let v = newValue > 0 && newValue.isFinite ? newValue : 1
            scroller.inputTimeScale = v
            touchpad.idleGap = scroller.tuning.touchpadIdleGap * v
            carouselFeature.row?.setInputTimeScale(v)
        }
    }

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
        controlRelease(at: t)
        var footerSide = footerEffects(.released(visible: footerVisibility), at: t)
        // Short content pushed up and let go: the auto footer's only trigger there.
        if listIsDragged && scroller.offset > scroller.minOffset + 0.5 {
            footerSide += footerEffects(.releasedPushedUp, at: t)
        }
        scroller.release(at: t, velocityAt: sample)
        apply(headerSide, at: t)
        apply(footerSide, at: t)
    }

    /// A touchpad delta in points, > 0 towards the top of the list (the content moves
    /// down, as dragging down moves it). `liftReported`: the source sends `.touchpadLift`.
    mutating func touchpadScroll(points: Double, at t: Double, liftReported: Bool) {
        guard !pointerDown else { return }
        for action in touchpad.add(points, at: t, pastEdge: scroller.isOutOfBounds, liftReported: liftReported) {
            switch action {
            case .begin:
                dismissBanner(at: t)
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
}
