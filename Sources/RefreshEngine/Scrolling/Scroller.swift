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
///   ScrollPhysics type each, in its platform's file in Platforms; docs/physics.md "Platform models").
/// - Time is an argument of every call; nothing here reads a clock.
///
/// The rules live by role: Scroller+Geometry (the bounds), +Pointer (the drag), +Release,
/// +Animation (programmatic scrolling), +Motion (stepping a motion), +Physics (the model's).
public struct Scroller: Sendable {
    /// A phase change, stamped with the exact time it happened.
    public struct PhaseChange: Equatable, Sendable {
        public var time: Double
        public var phase: ScrollPhase
        public var offset: Double
        public var velocity: Double
    }

    /// What moves the content when no hand does.
    enum Motion: Sendable {
        case none
        /// Friction then a spring at the edge (BouncingScrollSimulation, with the model's parameters).
        case fling(BouncingScrollSimulation)
        /// Another model's deceleration with its edge motion (tuning.model).
        case platform(AnyEdgeSimulation)
        case spring(SpringSimulation)
        case timed(TimedSimulation)

        /// A fling that starts at an edge motion (released past an edge).
        var isBouncing: Bool {
            switch self {
            case .fling(let sim): return sim.isBouncing(at: 0)
            case .platform(let sim): return sim.isBouncing(at: 0)
            case .none, .spring, .timed: return false
            }
        }
    }

    public var tuning: Tuning
    /// Engine seconds per real second of input (0.1 in slow motion): a gesture is measured
    /// as the hand made it, so the same drag flings the same in slowed time.
    public var inputTimeScale = 1.0
    /// Physical pixels per point of the display (the host's): a fling stops when it no
    /// longer moves a pixel visibly, so sooner on a denser screen in points.
    public var pixelDensity = 1.0
    public internal(set) var offset: Double
    public internal(set) var velocity: Double = 0
    public internal(set) var phase: ScrollPhase = .idle
    /// The most a drag pulls the content past its leading edge (nil: as far as the model lets it).
    var leadingPullLimit: Double?
    public internal(set) var viewportExtent: Double
    public internal(set) var contentExtent: Double
    var leadingInset: Double
    var trailingInset: Double = 0
    /// Last time the content moved; the scroll indicator fades from here.
    var lastMotionTime: Double = -.infinity
    /// Phase changes since the host last called `drainPhaseChanges`.
    private(set) var phaseChanges: [PhaseChange] = []

    var pointerAtPress = 0.0
    /// Where the pointer went down, and whether it is still within the touch slop.
    var pressPointer = 0.0
    var withinSlop = false
    /// The pointer has not gone `max(touchSlop, 1)` pt from where it went down since: the
    /// press is still a click (with no slop, 1 pt of motion makes it a drag).
    var pointerStayed = false
    /// Carried momentum of the fling the press caught (0 when none or opposite).
    var carriedVelocity = 0.0
    /// The velocity at the last presented frame (the motion's start before its first), and
    /// whether it was decelerating then: what a press carries, as the platforms' running
    /// animation reports the speed of its last tick, not the speed at the press.
    var presentedVelocity = 0.0
    var presentedDecelerating = false
    /// The host reports the frames it draws (`framePresented`): a press carries the last one's
    /// velocity. Without, it carries the velocity at the press (a headless run or a script
    /// then ends the same at any frame rate).
    var readsPresentedFrames = false
    var rawAtPress = 0.0
    /// The raw drag position of the last pointer event.
    var lastRaw = 0.0
    /// Where the last press or move put the pointer.
    var pointer = 0.0
    /// The pointer's y at the last event that moved the drag (Flutter's drag works per delta).
    var lastPointer = 0.0
    var tracker: VelocityTracker
    /// The pointer's raw reports since the press, and where a frame draws it (resampling).
    var resampled = ResampledPointer()
    var motion: Motion = .none
    var motionStart = 0.0
    /// Added to the simulation's positions: layout corrections while a motion runs.
    var motionShift = 0.0
    /// Where a wheel or key animation is heading, so consecutive notches add up.
    var animationTarget: Double?
    /// An animation to the top or bottom edge follows that edge if the content's
    /// height changes on the way (rows laid out as they come into view).
    var animationEdge: Edge?

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

    mutating func setPhase(_ p: ScrollPhase, at t: Double) {
        guard p != phase else { return }
        phase = p
        phaseChanges.append(PhaseChange(time: t, phase: p, offset: offset, velocity: velocity))
    }
}
