import RefreshPhysics

/// The drag: a press, the pointer's moves through the touch slop and the resampler, and the
/// content following the hand (1:1 inside the bounds, the model's band past an edge).
extension Scroller {
    public mutating func press(pointer y: Double, at t: Double, slop: Bool = true) {
        guard y.isFinite else { return }
        // A press that catches a fling keeps its momentum for a flick the same way: the speed
        // of the last frame shown while it decelerated, as the platforms read it.
        let caught = readsPresentedFrames ? (phase == .decelerating || phase == .bouncing) && presentedDecelerating
            : phase == .decelerating
        carriedVelocity = tuning.carriedMomentum && caught
            ? Self.carriedMomentum(readsPresentedFrames ? presentedVelocity : velocity) : 0
        stopMotion()
        pointerAtPress = y
        pressPointer = y
        pointer = y
        lastPointer = y
        withinSlop = slop && tuning.touchSlop > 0
        pointerStayed = true
        rawAtPress = rawOffset(forVisual: offset)
        lastRaw = rawAtPress
        let scale = inputTimeScale > 0 && inputTimeScale.isFinite ? inputTimeScale : 1
        // The tracker starts over with this press's settings (its ring is reused, not rebuilt).
        tracker.reset()
        tracker.window = tuning.velocityWindow * scale
        tracker.stopGap = tuning.velocityStopGap * scale
        tracker.estimator = tuning.velocityEstimator
        tracker.add(time: t, position: rawAtPress)
        resampled.reset()
        resampled.mode = tuning.resampling
        resampled.add(time: t / scale, position: y)
        velocity = 0
        setPhase(.tracking, at: t)
    }

    public mutating func move(pointer y: Double, at t: Double) {
        guard phase == .tracking, y.isFinite else { return }
        pointer = y
        if pointerStayed, abs(y - pressPointer) >= max(tuning.touchSlop, 1) { pointerStayed = false }
        // Held still longer than the stop gap: the hand stopped the list, its momentum is gone.
        if carriedVelocity != 0, tracker.hasStopped(at: t) { carriedVelocity = 0 }
        // The tracker follows the hand from the press on (a constant apart from the drag's
        // raw position once the slop is passed), so the slop changes no velocity.
        tracker.add(time: t, position: rawAtPress - (y - pressPointer))
        guard resampled.mode != .off else {
            drag(to: y, at: t)
            return
        }
        resampled.add(time: t / inputScale, position: y)
        resample(at: t)
    }

    /// Puts the drag where the resampler draws the pointer at t (nothing when resampling is off).
    mutating func resample(at t: Double) {
        guard phase == .tracking, let y = resampled.position(at: t / inputScale), y != lastPointer else { return }
        drag(to: y, at: t)
    }

    /// Puts a resampled drag where the pointer's newest report is; true when it moved it.
    ///
    /// At the lift: the release and what the refreshers decide at it are those of `off`.
    @discardableResult
    mutating func catchUp(at t: Double) -> Bool {
        guard phase == .tracking, resampled.mode != .off, pointer != lastPointer else { return false }
        drag(to: pointer, at: t)
        return true
    }

    /// True while a held pointer still moves on screen: the resampled drag has not yet caught
    /// up with the newest report (the host must keep drawing frames).
    func isCatchingUp(at t: Double) -> Bool {
        phase == .tracking && resampled.mode != .off && !resampled.isSettled(at: t / inputScale)
    }

    /// The drag with the pointer at y: the slop, then 1:1 (or the model's band past an edge).
    mutating func drag(to y: Double, at t: Double) {
        if withinSlop {
            let dy = y - pressPointer
            guard abs(dy) >= tuning.touchSlop else { return }
            withinSlop = false
            pointerAtPress = pressPointer + (dy > 0 ? tuning.touchSlop : -tuning.touchSlop)
            lastPointer = pointerAtPress
        }
        let raw = physics.dragPosition(rawAtAnchor: rawAtPress, total: y - pointerAtPress, delta: y - lastPointer,
                                       offset: offset, in: space)
        lastPointer = y
        lastRaw = raw
        // A header that shows at most so much (the second floor's maxRate) stops the pull there.
        let newOffset = max(visualOffset(forRaw: raw), leadingPullLimit.map { minOffset - $0 } ?? -.infinity)
        if newOffset != offset { lastMotionTime = t }
        offset = newOffset
        velocity = tracker.velocity(at: t) * bandSlope(atRaw: raw)
    }

    /// Resampling measures time as the hand made it: engine time / inputTimeScale (slow motion).
    var inputScale: Double { inputTimeScale > 0 && inputTimeScale.isFinite ? inputTimeScale : 1 }
}
