import RefreshPhysics

/// Programmatic scrolling: wheel notches, keys, edges and timed moves, each an animation.
extension Scroller {
    /// Scrolls by `delta` with an animation; consecutive calls add up to one motion.
    /// At an edge, pushing outward gives a small bounce instead.
    public mutating func scroll(by delta: Double, at t: Double) {
        guard delta.isFinite, delta != 0, phase != .tracking else { return }
        let base = animationTarget ?? offset
        let target = min(max(base + delta, minOffset), maxOffset)
        if target == base && (phase == .idle || phase == .bouncing) && !isOutOfBounds {
            let v = delta > 0 ? tuning.edgeBumpSpeed : -tuning.edgeBumpSpeed
            let edge = delta > 0 ? maxOffset : minOffset
            if abs(offset - edge) < 0.5 {
                begin(.spring(SpringSimulation(from: offset, velocity: v, to: edge,
                                               stiffness: tuning.springStiffness * 4,
                                               dampingRatio: tuning.springDampingRatio)), at: t, phase: .bouncing)
                return
            }
        }
        animate(to: target, at: t)
    }

    /// Scrolls to `target` (clamped into bounds) with an animation.
    public mutating func scroll(to target: Double, at t: Double) {
        guard target.isFinite, phase != .tracking else { return }
        animate(to: min(max(target, minOffset), maxOffset), at: t)
    }

    /// Moves to `target` in exactly `duration` seconds with an ease-in-out from rest (the
    /// refresh header opening and closing, as MJRefresh's UIView animations do): whatever
    /// speed the content had is not carried, so it never overshoots the target.
    public mutating func scroll(to target: Double, duration: Double, at t: Double) {
        guard target.isFinite, phase != .tracking else { return }
        lastMotionTime = t
        begin(.timed(TimedSimulation(from: offset, velocity: 0, to: target, duration: duration)), at: t,
              target: target, phase: .animating)
    }

    /// Scrolls to the top or bottom edge with an animation that follows the edge.
    public mutating func scroll(toEdge edge: Edge, at t: Double) {
        guard phase != .tracking else { return }
        animate(to: edge == .leading ? minOffset : maxOffset, edge: edge, at: t)
    }

    /// Jumps to `target` at once (clamped into bounds), stopping any motion.
    public mutating func jump(to target: Double, at t: Double) {
        guard target.isFinite, phase != .tracking else { return }
        stopMotion()
        offset = min(max(target, minOffset), maxOffset)
        velocity = 0
        lastMotionTime = t
        setPhase(.idle, at: t)
    }

    mutating func animate(to target: Double, edge: Edge? = nil, at t: Double) {
        begin(.spring(SpringSimulation(from: offset, velocity: velocity, to: target,
                                       stiffness: tuning.scrollAnimationStiffness, dampingRatio: 1)),
              at: t, target: target, edge: edge, phase: .animating)
    }
}
