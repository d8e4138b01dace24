import Foundation
import RefreshPhysics

/// The scroll model of one scroll view along one axis, with UIScrollView's conventions.
///
/// Named by edge, not by direction, so the list (vertical: leading = top) and the carousel
/// (horizontal: leading = left) run the same model. `offset` is contentOffset.y or .x: the
/// content point at the viewport's leading edge; `pointer` is the pointer's coordinate
/// along the axis.
/// The content may rest anywhere in [minOffset, maxOffset], where
/// minOffset = -leadingInset and maxOffset = max(minOffset, contentExtent + trailingInset - viewportExtent)
/// (so short content still bounces, like alwaysBounceVertical and alwaysBounceHorizontal).
///
/// Rules:
/// - Tracking: raw = rawAtPress - (pointer - pointerAtPress); inside the bounds the
///   offset is raw (1:1), past an edge it is the edge plus the rubber band of the
///   total distance past it. Returning inside gives 1:1 tracking again, exactly.
/// - Touch slop: after a press nothing moves until the pointer is `touchSlop` from where
///   it went down; the drag then anchors at the point where the slop ended
///   (pointerAtPress = pressY + sign(dy) touchSlop), so it follows 1:1 with no jump.
///   Released within the slop, nothing flings: a click stays a click.
/// - Release: the velocity of the raw drag position over the last samples
///   (VelocityTracker), times the slope of the rubber band there (1 inside the
///   bounds, c / (x c / dim + 1)^2 at x past an edge), so the content's velocity
///   is continuous; plus the carried momentum of a fling the press caught, when the
///   flick goes its way and the pointer never stood still longer than the velocity stop
///   gap meanwhile (a hand that held the list has let the momentum go); clamped to maxFlingSpeed, it starts a BouncingScrollSimulation
///   (out of bounds, a spring brings the content back) if at least minFlingSpeed.
/// - Resampling: with `tuning.resampling` on, a move only records the pointer's report
///   (ResampledPointer); the drag is drawn where the platform's resampler puts the pointer at
///   the time of each step (a frame, an event), from the raw reports up to then. The velocity
///   tracker keeps the raw reports, and the release first puts the drag at the newest raw
///   report (`catchUp`, which the engine calls before the refreshers see the release): the
///   release velocity, the fling and the refreshers' decisions are those of `off`. It is
///   the only stage between the pointer and the drag (docs/feel.md).
/// - Model: `tuning.model` picks whose drag past an edge, fling, edge hand-over and release
///   from overscroll these rules use (UIKit's above; Flutter's, Android's, GTK's: one
///   ScrollPhysics type each, in Scrolling/Platforms; docs/physics.md "Platform models").
/// - Time is an argument of every call; nothing here reads a clock.
public struct Scroller: Sendable {
    /// A phase change, stamped with the exact time it happened.
    public struct PhaseChange: Equatable, Sendable {
        public var time: Double
        public var phase: ScrollPhase
        public var offset: Double
        public var velocity: Double
    }

    private enum Motion: Sendable {
        case none
        case fling(BouncingScrollSimulation)
        /// A fling of another platform's model (tuning.model).
        case platform(any EdgeSimulation)
        case spring(SpringSimulation)
        case timed(TimedSimulation)
    }

    public var tuning: Tuning
    /// Engine seconds per real second of input (0.1 in slow motion): a gesture is measured
    /// as the hand made it, so the same drag flings the same in slowed time.
    public var inputTimeScale = 1.0
    /// Physical pixels per point of the display (the host's): a fling stops when it no
    /// longer moves a pixel visibly, so sooner on a denser screen in points.
    public var pixelDensity = 1.0
    public private(set) var offset: Double
    public private(set) var velocity: Double = 0
    public private(set) var phase: ScrollPhase = .idle
    /// The most a drag pulls the content past its leading edge (nil: as far as the model lets it).
    var leadingPullLimit: Double?
    public private(set) var viewportExtent: Double
    public private(set) var contentExtent: Double
    private(set) var leadingInset: Double
    private(set) var trailingInset: Double = 0
    /// Last time the content moved; the scroll indicator fades from here.
    private(set) var lastMotionTime: Double = -.infinity
    /// Phase changes since the host last called `drainPhaseChanges`.
    private(set) var phaseChanges: [PhaseChange] = []

    private var pointerAtPress = 0.0
    /// Where the pointer went down, and whether it is still within the touch slop.
    private var pressPointer = 0.0
    private(set) var withinSlop = false
    /// The pointer has not gone `max(touchSlop, 1)` pt from where it went down since: the
    /// press is still a click (with no slop, 1 pt of motion makes it a drag).
    private(set) var pointerStayed = false
    /// Carried momentum of the fling the press caught (0 when none or opposite).
    private var carriedVelocity = 0.0
    private var rawAtPress = 0.0
    /// The raw drag position of the last pointer event.
    private var lastRaw = 0.0
    /// Where the last press or move put the pointer.
    private(set) var pointer = 0.0
    /// The pointer's y at the last event that moved the drag (Flutter's drag works per delta).
    private var lastPointer = 0.0
    private var tracker: VelocityTracker
    /// The pointer's raw reports since the press, and where a frame draws it (resampling).
    private var resampled = ResampledPointer()
    private var motion: Motion = .none
    private var motionStart = 0.0
    /// Added to the simulation's positions: layout corrections while a motion runs.
    private var motionShift = 0.0
    /// Where a wheel or key animation is heading, so consecutive notches add up.
    private var animationTarget: Double?
    /// An animation to the top or bottom edge follows that edge if the content's
    /// height changes on the way (rows laid out as they come into view).
    private var animationEdge: Edge?

    /// The resting edge a bounce or an animation heads for.
    public enum Edge: Sendable { case leading, trailing }

    /// `leadingInset`: the inset before the content (nil: the list's top bar, `tuning.topBarHeight`).
    public init(tuning: Tuning = Tuning(), viewportExtent: Double, contentExtent: Double, leadingInset: Double? = nil) {
        self.tuning = tuning
        self.viewportExtent = max(viewportExtent, 1)
        self.contentExtent = max(contentExtent, 0)
        let inset = leadingInset.map { $0.isFinite ? $0 : 0 } ?? tuning.topBarHeight
        self.leadingInset = inset
        self.offset = -inset
        self.tracker = VelocityTracker(window: tuning.velocityWindow, stopGap: tuning.velocityStopGap,
                                       estimator: tuning.velocityEstimator)
        phaseChanges.reserveCapacity(8)
    }

    /// Where a running wheel, key or programmatic animation is heading.
    var animationDestination: Double? { phase == .animating ? animationTarget : nil }

    var minOffset: Double { -leadingInset }
    var maxOffset: Double { max(minOffset, contentExtent + trailingInset - viewportExtent) }
    public var isAtRest: Bool { phase == .idle }
    var isOutOfBounds: Bool { offset < minOffset || offset > maxOffset }

    public mutating func drainPhaseChanges(into body: (PhaseChange) -> Void) {
        for change in phaseChanges { body(change) }
        phaseChanges.removeAll(keepingCapacity: true)
    }

    // MARK: Geometry

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

    private mutating func boundsChanged(at t: Double, settle: Double? = nil, bounces: Bool = false) {
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

    // MARK: Pointer

    public mutating func press(pointer y: Double, at t: Double, slop: Bool = true) {
        guard y.isFinite else { return }
        // A press that catches a fling keeps its momentum for a flick the same way.
        carriedVelocity = tuning.carriedMomentum && phase == .decelerating ? Self.carriedMomentum(velocity) : 0
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
    private mutating func resample(at t: Double) {
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
    private mutating func drag(to y: Double, at t: Double) {
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
    private var inputScale: Double { inputTimeScale > 0 && inputTimeScale.isFinite ? inputTimeScale : 1 }

    /// Lets go at t. `velocityAt` samples the velocity at an earlier moment (a touchpad
    /// released after its idle gap); the friction it would have lost since is taken off.
    public mutating func release(at t: Double, velocityAt sample: Double? = nil) {
        guard phase == .tracking else { return }
        catchUp(at: t)
        let s = min(sample ?? t, t)
        let scale = inputTimeScale > 0 && inputTimeScale.isFinite ? inputTimeScale : 1
        var v = tracker.velocity(at: s) * bandSlope(atRaw: rawOffset(forVisual: offset)) * scale
        if s < t {
            // The content stood still since `s`: past an edge it simply springs back; inside,
            // it flings with what friction would have left of its speed.
            v = isOutOfBounds ? 0 : v * FrictionSimulation(position: 0, velocity: 1, rate: tuning.decelerationRate)
                .velocity(at: t - s)
        }
        if !v.isFinite || withinSlop { v = 0 }
        // Flutter's rule: the momentum carries if the flick goes the same way and is not much
        // slower than it.
        if carriedVelocity != 0, v * carriedVelocity > 0, abs(v) > abs(carriedVelocity) * Self.momentumRetainFactor {
            v += carriedVelocity
        }
        carriedVelocity = 0
        withinSlop = false
        pointerStayed = false
        v = min(max(v, -tuning.maxFlingSpeed), tuning.maxFlingSpeed)
        // The estimate carries the rounding of the positions it is drawn from (shifted by
        // rows laid out at whichever frames): a release at the threshold speed itself
        // flings at every frame rate, not on the side its last bits fall.
        if isOutOfBounds || abs(v) >= tuning.minFlingSpeed * (1 - Self.speedRounding) {
            startFling(from: offset, velocity: v, at: t)
        } else {
            velocity = 0
            setPhase(.idle, at: t)
        }
    }

    /// A flick slower than this fraction of the carried momentum does not take it
    /// (Flutter's momentumRetainVelocityThresholdFactor). Public: the exports write it.
    public static let momentumRetainFactor = 0.5

    /// Relative rounding a release speed may carry (1e-9: far above the last bits of a
    /// double, far below any speed a hand tells apart) when compared with minFlingSpeed.
    static let speedRounding = 1e-9

    /// What a running fling at velocity v adds to a same-direction flick (Flutter's
    /// BouncingScrollPhysics.carriedMomentum, a fit to iOS): sign(v) min(0.000816 |v|^1.967, 40000), pt/s.
    /// The fit's constants are iOS's behaviour, not a feel to tune: the tunable switches it on or off.
    public static func carriedMomentum(_ v: Double) -> Double {
        guard v.isFinite, v != 0 else { return 0 }
        let m = min(carriedMomentumFit.scale * pow(abs(v), carriedMomentumFit.exponent), carriedMomentumFit.limit)
        return v > 0 ? m : -m
    }

    /// The constants of `carriedMomentum`: scale |v|^exponent, at most limit (pt/s). Public: the exports write them.
    public static let carriedMomentumFit = (scale: 0.000816, exponent: 1.967, limit: 40_000.0)

    // MARK: Programmatic scrolling

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

    private mutating func animate(to target: Double, edge: Edge? = nil, at t: Double) {
        begin(.spring(SpringSimulation(from: offset, velocity: velocity, to: target,
                                       stiffness: tuning.scrollAnimationStiffness, dampingRatio: 1)),
              at: t, target: target, edge: edge, phase: .animating)
    }

    /// Starts a motion at t in phase `p`; `target` is where a scroll by a step goes on from,
    /// `edge` the edge an animation follows when rows move it.
    private mutating func begin(_ m: Motion, at t: Double, target: Double? = nil, edge: Edge? = nil,
                                phase p: ScrollPhase) {
        motion = m
        motionStart = t
        motionShift = 0
        animationTarget = target
        animationEdge = edge
        setPhase(p, at: t)
    }

    /// Ends any motion, its target and edge with it.
    private mutating func stopMotion() {
        motion = .none
        animationTarget = nil
        animationEdge = nil
    }

    // MARK: Time

    /// Advances the running motion to time t.
    public mutating func step(to t: Double) {
        switch motion {
        case .none:
            resample(at: t)
            return
        case .fling(let sim):
            let local = t - motionStart
            if phase == .decelerating, sim.isBouncing(at: local) { enterBounce(sim, at: sim.crossingTime) }
            if sim.isDone(at: local) {
                let end: Double
                if let spring = sim.spring, local >= sim.crossingTime {
                    offset = spring.target + motionShift
                    end = t
                } else if let friction = sim.friction {
                    offset = friction.position(at: friction.duration) + motionShift
                    end = motionStart + friction.duration
                } else {
                    end = t
                }
                finish(at: end)
                return
            }
            offset = sim.position(at: local) + motionShift
            velocity = sim.velocity(at: local)
        case .platform(let sim):
            let local = t - motionStart
            if phase == .decelerating, sim.isBouncing(at: local) { enterBounce(sim, at: sim.crossingTime) }
            if sim.isDone(at: local) {
                offset = sim.restPosition + motionShift
                finish(at: t)
                return
            }
            offset = sim.position(at: local) + motionShift
            velocity = sim.velocity(at: local)
        case .spring(let sim):
            if !advance(sim, target: sim.target, to: t) { return }
        case .timed(let sim):
            // Its end is known exactly: report the phase change at that time.
            if !advance(sim, target: sim.target, to: t, endsAt: motionStart + sim.duration) { return }
        }
        lastMotionTime = t
    }

    /// The fling reached the edge since the last step: the bounce phase starts at the exact
    /// crossing time `tc`, with the position and velocity of then.
    private mutating func enterBounce(_ sim: some Simulation, at tc: Double) {
        offset = sim.position(at: tc) + motionShift
        velocity = sim.velocity(at: tc)
        setPhase(.bouncing, at: motionStart + tc)
    }

    /// Steps a motion that ends exactly at `target`; false once it has finished.
    private mutating func advance(_ sim: some Simulation, target: Double, to t: Double,
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

    private mutating func finish(at t: Double) {
        // Rows laid out during the motion may have moved the edges under it: rest in bounds.
        offset = min(max(offset, minOffset), maxOffset)
        stopMotion()
        velocity = 0
        motionShift = 0
        lastMotionTime = t
        setPhase(.idle, at: t)
    }

    private mutating func startFling(from x: Double, velocity v: Double, at t: Double) {
        offset = x
        velocity = v
        lastMotionTime = t
        switch physics.fling(from: x, velocity: v, in: space) {
        case .uikit(let sim): begin(.fling(sim), at: t, phase: sim.isBouncing(at: 0) ? .bouncing : .decelerating)
        case .platform(let sim): begin(.platform(sim), at: t, phase: sim.isBouncing(at: 0) ? .bouncing : .decelerating)
        }
    }

    private mutating func setPhase(_ p: ScrollPhase, at t: Double) {
        guard p != phase else { return }
        phase = p
        phaseChanges.append(PhaseChange(time: t, phase: p, offset: offset, velocity: velocity))
    }
}
