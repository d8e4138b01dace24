import RefreshPhysics

/// How the scroller follows changes of its bounds: the viewport, the content, the insets, rows
/// laid out above the viewport.
extension Scroller {
    /// Changes the viewport or content size. At rest the content is kept in bounds;
    /// a running fling is re-aimed at the new edges from where it is.
    mutating func setGeometry(viewportExtent vh: Double, contentExtent ch: Double, at t: Double) {
        let newViewport = vh.isFinite ? max(vh, 1) : viewportExtent
        let newContent = ch.isFinite ? max(ch, 0) : contentExtent
        // Unchanged sizes still settle a list left out of bounds at rest (a layout shift).
        guard newViewport != viewportExtent || newContent != contentExtent || (phase == .idle && isOutOfBounds) else {
            return
        }
        viewportExtent = newViewport
        contentExtent = newContent
        boundsChanged(at: t)
    }

    /// Changes the insets (the refresh header and footer add to them). Content left out
    /// of bounds at rest moves back in over `settle` seconds, or at once without it; or,
    /// `bounces`, as the model's own physics takes it back from a release there.
    mutating func setInsets(leading: Double, trailing: Double, at t: Double, settle: Double? = nil, bounces: Bool = false) {
        guard leading.isFinite, trailing.isFinite, leading != leadingInset || trailing != trailingInset else { return }
        leadingInset = leading
        trailingInset = trailing
        boundsChanged(at: t, settle: settle, bounces: bounces)
    }

    mutating func boundsChanged(at t: Double, settle: Double? = nil, bounces: Bool = false) {
        switch phase {
        case .idle:
            let clamped = min(max(offset, minOffset), maxOffset)
            guard clamped != offset else { break }
            if bounces {
                startFling(from: offset, velocity: 0, at: t)
            } else if let settle, settle > 0 {
                scroll(to: clamped, duration: settle, at: t)
            } else {
                offset = clamped
                lastMotionTime = t
            }
        case .decelerating, .bouncing:
            if case .platform(let sim) = motion, phase == .decelerating,
               let kept = sim.reaimed(minEdge: minOffset - motionShift, maxEdge: maxOffset - motionShift, at: t - motionStart) {
                motion = .platform(kept)
            } else {
                startFling(from: offset, velocity: velocity, at: t)
            }
        case .animating:
            if let edge = animationEdge {
                let target = edge == .leading ? minOffset : maxOffset
                if target != animationTarget { animate(to: target, edge: edge, at: t) }
            } else if let target = animationTarget {
                let clamped = min(max(target, minOffset), maxOffset)
                if clamped != target { animate(to: clamped, at: t) }
            }
        case .tracking:
            // Keep what is on screen where it is: re-anchor the drag so the current
            // offset maps to itself under the new bounds (no jump when a refresh ends mid-drag).
            let raw = rawOffset(forVisual: offset)
            rawAtPress += raw - lastRaw
            tracker.shift(by: raw - lastRaw)
            lastRaw = raw
        }
    }

    /// Moves everything by `delta` without any visible motion: used when rows above
    /// the viewport change height, so that what is on screen stays where it is.
    public mutating func shift(by delta: Double) {
        guard delta != 0, delta.isFinite else { return }
        offset += delta
        rawAtPress += delta
        lastRaw += delta
        tracker.shift(by: delta)
        motionShift += delta
        if let target = animationTarget { animationTarget = target + delta }
    }
}
