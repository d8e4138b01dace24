import RefreshPhysics

/// The motion after a release or a programmatic scroll, stepped in closed form to the
/// time it is asked for; its phase changes are stamped with their exact times.
extension Scroller {
    /// Starts a motion at t in phase `p`; `target` is where a scroll by a step goes on from,
    /// `edge` the edge an animation follows when rows move it.
    mutating func begin(_ m: Motion, at t: Double, target: Double? = nil, edge: Edge? = nil,
                        phase p: ScrollPhase) {
        motion = m
        motionStart = t
        motionShift = 0
        animationTarget = target
        animationEdge = edge
        setPhase(p, at: t)
        // Before its first frame a motion reports the velocity it starts with (Flutter's
        // AnimationController at elapsed 0, Android's OverScroller.getCurrVelocity).
        if readsPresentedFrames { framePresented() }
    }

    /// Ends any motion, its target and edge with it.
    mutating func stopMotion() {
        motion = .none
        animationTarget = nil
        animationEdge = nil
    }

    /// Advances the running motion to time t.
    public mutating func step(to t: Double) {
        switch motion {
        case .none:
            resample(at: t)
            return
        case .fling(let sim):
            if !advanceFling(sim, to: t) { return }
        case .platform(let sim):
            if !advanceFling(sim, to: t) { return }
        case .spring(let sim):
            if !advance(sim, target: sim.target, to: t) { return }
        case .timed(let sim):
            // Its end is known exactly: report the phase change at that time.
            if !advance(sim, target: sim.target, to: t, endsAt: motionStart + sim.duration) { return }
        }
        lastMotionTime = t
    }

    /// Steps a fling (friction or the model's own deceleration, then its edge motion); false
    /// once it has finished: at its rest position, at its own stop time when it knows one.
    ///
    /// Generic, so the concrete friction-then-spring fling is stepped without dynamic dispatch;
    /// inlined into `step`, as the fling's case was, so a frame pays no call for it.
    @inline(__always)
    mutating func advanceFling(_ sim: some EdgeSimulation, to t: Double) -> Bool {
        let local = t - motionStart
        if phase == .decelerating, sim.isBouncing(at: local) { enterBounce(sim, at: sim.crossingTime) }
        if sim.isDone(at: local) {
            offset = sim.restPosition + motionShift
            finish(at: sim.stopTime.map { motionStart + $0 } ?? t)
            return false
        }
        offset = sim.position(at: local) + motionShift
        velocity = sim.velocity(at: local)
        return true
    }

    /// The fling reached the edge since the last step: the bounce phase starts at the exact
    /// crossing time `tc`, with the position and velocity of then.
    mutating func enterBounce(_ sim: some Simulation, at tc: Double) {
        offset = sim.position(at: tc) + motionShift
        velocity = sim.velocity(at: tc)
        setPhase(.bouncing, at: motionStart + tc)
    }

    /// Steps a motion that ends exactly at `target`; false once it has finished.
    mutating func advance(_ sim: some Simulation, target: Double, to t: Double,
                                  endsAt end: Double? = nil) -> Bool {
        let local = t - motionStart
        if sim.isDone(at: local) {
            offset = target + motionShift
            finish(at: min(end ?? t, t))
            return false
        }
        offset = sim.position(at: local) + motionShift
        velocity = sim.velocity(at: local)
        return true
    }

    mutating func finish(at t: Double) {
        // Rows laid out during the motion may have moved the edges under it: rest in bounds.
        offset = min(max(offset, minOffset), maxOffset)
        stopMotion()
        velocity = 0
        motionShift = 0
        lastMotionTime = t
        setPhase(.idle, at: t)
    }

    mutating func startFling(from x: Double, velocity v: Double, at t: Double) {
        offset = x
        velocity = v
        lastMotionTime = t
        let fling: Motion
        switch physics.fling(from: x, velocity: v, in: space) {
        case .bouncing(let sim): fling = .fling(sim)
        case .edge(let sim): fling = .platform(sim)
        }
        begin(fling, at: t, phase: fling.isBouncing ? .bouncing : .decelerating)
    }
}
