import RefreshPhysics

/// SwipeRefreshLayout's circle (androidx swiperefreshlayout, SwipeRefreshLayout.java and
/// CircularProgressDrawable.java): where it is, how big, how opaque and how much arc it
/// shows, as a value of its inputs and the time. The list under it never moves.
///
/// Rules, in the layout's pixels (dp x density) and truncated to whole pixels where the
/// platform casts to int, so the circle stands where Android's does:
/// - moveSpinner(os), os = mTotalUnconsumed, the finger's travel past the touch slop at rate 1
///   (the list is a RecyclerView, which scrolls nested: see `dragRate`):
///   p = min(1, os / T) (T = mTotalDragDistance = 64 dp), a = max(p - 0.4, 0) 5/3,
///   s = slingshot (64 dp), k = max(0, min(os - T, 2 s) / s), tension = (k/4 - (k/4)^2) 2,
///   top = -40 dp + int(s p + 2 s tension); arc end = min(0.8, 0.8 a); arrow scale min(1, a);
///   ring rotation (-0.25 + 0.4 a + 2 tension) / 2. The progress alpha starts where the last
///   gesture left it (255 at first and after reset(); where a release below T stopped it) and
///   animates (300 ms, linear, int) to 76 below T and to 255 at or past it; the release's
///   animation stops it where it is (the view runs one animation at a time). (The nested path
///   never calls startDragging, which would set it to 76.)
/// - Released past T: the top animates to 24 dp (200 ms, DecelerateInterpolator(2):
///   1 - (1 - x)^4), the arrow shrinks with it, then the ring spins. Below T: the arc
///   goes, the top goes back to -40 dp (200 ms, decelerate), then the circle scales to 0
///   (150 ms). Taken back to 0 before the release: reset(), the circle gone at once.
/// - Begun by the app (setRefreshing(true)): the circle stands at 24 dp and scales up
///   over config_mediumAnimTime (400 ms), then spins. Ended: it scales down (150 ms) and is
///   gone.
/// - Spinning (CircularProgressDrawable.start): a ring that already shows an arc first
///   shrinks it to 0.01 over 666 ms while turning to the next fifth of a turn; then
///   1332 ms cycles: the arc grows from 0.01 to 0.8 (FastOutSlowIn) in the first half and
///   its tail follows in the second, the ring turns by 0.21 and the drawable by 216 deg a cycle.
public struct SwipeRefreshSpinner: Sendable {
    /// The circle as it is drawn at one moment: its top in points from the list's top, its
    /// diameter and scale, the progress alpha (0-1), the arc (trims and rotations), the arrow.
    public struct View: Equatable, Sendable {
        /// Whose look: SwipeRefreshLayout's (black ring on #FAFAFA) or Flutter's Material one.
        public enum Style: Equatable, Sendable { case android, material }
        public var style = Style.android
        public var visible = false
        public var top = 0.0
        public var diameter = 40.0
        public var scale = 1.0
        public var alpha = 1.0
        /// Trims of the arc in turns from 3 o'clock, clockwise; the ring's and the drawable's rotation.
        public var startTrim = 0.0
        public var endTrim = 0.0
        public var ringRotation = 0.0
        public var groupRotationDegrees = 0.0
        public var showsArrow = false
        public var arrowScale = 0.0
        /// The ring's stroke, centre radius and arrow size in points (CircularProgressDrawable's style).
        public var strokeWidth = 2.5
        public var centerRadius = 7.5
        public var arrowWidth = 10.0
        public var arrowHeight = 5.0
    }

    /// The circle's geometry, in dp (setSize, setProgressViewEndTarget, setSlingshotDistance,
    /// setDistanceToTriggerSync).
    public struct Geometry: Equatable, Sendable {
        public var large = false
        /// mSpinnerOffsetEnd: where the circle's travel ends, from its start at -diameter.
        public var spinnerOffsetEnd = 64.0
        public var triggerDistance = 64.0
        /// nil: the spinner offset end (SwipeRefreshLayout's default).
        public var slingshotDistance: Double?
        public init() {}

        public var diameter: Double { large ? 56 : 40 }
    }

    /// The pull per point of the finger's travel: 1, SwipeRefreshLayout's nested path.
    ///
    /// A RecyclerView child starts a nested scroll at ACTION_DOWN (`startNestedScroll(axis,
    /// TYPE_TOUCH)`), so SwipeRefreshLayout never intercepts (`mNestedScrollInProgress`) and its
    /// touch path, `(y - mInitialMotionY) * DRAG_RATE` (0.5), never runs. The pull arrives
    /// through `onNestedScroll`: `mTotalUnconsumed += Math.abs(remainingDistanceToScroll);
    /// moveSpinner(mTotalUnconsumed)`, the whole travel the list (from its own touch slop on)
    /// and the layout's parents left; `onNestedPreScroll` takes it back first on the way up
    /// (`mTotalUnconsumed -= dy; moveSpinner(mTotalUnconsumed)`), and `onStopNestedScroll`
    /// calls `finishSpinner(mTotalUnconsumed)` (androidx SwipeRefreshLayout.java).
    public static let dragRate = 1.0
    static let startingAlpha = 76
    static let maxAlpha = 255
    static let alphaDuration = 0.3
    static let toTriggerDuration = 0.2
    static let toStartDuration = 0.2
    static let scaleDownDuration = 0.15
    static let scaleUpDuration = 0.4
    static let spinCycle = 1.332
    static let maxProgressArc = 0.8
    static let minProgressArc = 0.01
    static let groupFullRotation = 1080.0 / 5

    /// What the circle is doing.
    enum Motion: Equatable, Sendable {
        case hidden
        /// Following the finger: the top and the arc are those of moveSpinner at `overscroll` px.
        case dragging(overscroll: Double)
        /// Released below the trigger: back from `from` px to the start, then scaling down.
        case returning(from: Int, since: Double)
        /// Released past the trigger: from `from` px to the end target, then spinning.
        case settling(from: Int, since: Double)
        /// Begun by the app: at the end target, scaling up, then spinning.
        case scalingUp(since: Double)
        /// Spinning since `since`; `finishing` when the drag's arc shrinks first (666 ms).
        case spinning(since: Double, finishing: Bool)
        /// The refresh ended: scaling down from full size, then gone; the ring spins on as it
        /// did (`spin`: since when, and whether it began by shrinking the drag's arc).
        case scalingDown(since: Double, spin: SpinStart?)
    }

    /// When a spin began, and whether it first shrank the drag's arc.
    struct SpinStart: Equatable, Sendable {
        var since: Double
        var finishing: Bool
    }

    public var geometry = Geometry()
    public var density = 1.0
    private(set) var motion = Motion.hidden
    /// The arc and arrow the drag left (what the spin starts from).
    private var dragArc = (end: 0.0, rotation: 0.0, arrowScale: 0.0)
    private var topAtRest = 0
    /// The progress alpha's animation: from, to, since (nil: constant `from`).
    private var alphaAnimation: (from: Int, to: Int, since: Double?) = (255, 255, nil)
    /// When the drag last moved the circle: Android handles input once a frame, so that was the
    /// last frame, whose alpha a new alpha animation starts from (mProgress.getAlpha()).
    private var lastDrag: Double?

    public init() {}

    // MARK: Geometry in pixels

    func px(_ dp: Double) -> Double { dp * density }
    var originalOffsetTop: Int { -Int(px(geometry.diameter)) }
    var spinnerOffsetEnd: Int { Int(px(geometry.spinnerOffsetEnd)) }
    var totalDragDistance: Double { px(geometry.triggerDistance) }
    var slingshot: Double { geometry.slingshotDistance.map(px) ?? Double(spinnerOffsetEnd) }
    /// mAnimateToCorrectPosition's end: mSpinnerOffsetEnd - |mOriginalOffsetTop|.
    var endTarget: Int { spinnerOffsetEnd - abs(originalOffsetTop) }

    /// The pull the refresh machine measures, in points: mTotalUnconsumed, the finger's travel
    /// past the slop (rate 1), never below 0 (the take-back stops at 0; the list scrolls the rest).
    public static func overscroll(fingerTravel: Double) -> Double { max(0, fingerTravel * dragRate) }

    /// Past the trigger (SwipeRefreshLayout refreshes when os > mTotalDragDistance).
    public func triggers(overscroll os: Double) -> Bool { px(os) > totalDragDistance }

    // MARK: Events

    /// The drag passed the touch slop: the circle shows, its progress alpha as the last gesture
    /// left it: reset() (a refresh's end, the first gesture) sets 255; a release below the
    /// trigger leaves it where its move stopped it (nothing resets it after that scale-down).
    public mutating func beginDrag(at t: Double) {
        if case .returning = motion {
            let alpha = alphaValue(at: t)
            alphaAnimation = (alpha, alpha, nil)
        } else {
            alphaAnimation = (Self.maxAlpha, Self.maxAlpha, nil)
        }
        motion = .dragging(overscroll: 0)
        lastDrag = nil
        topAtRest = originalOffsetTop
    }

    /// moveSpinner(mTotalUnconsumed): `os` points of pull, os >= 0 (0: taken back to its start).
    public mutating func drag(overscroll os: Double, at t: Double) {
        guard case .dragging = motion, os.isFinite, os >= 0 else { return }
        // The alpha, and whether its animation still runs, as the last frame left them.
        let drawn = min(lastDrag ?? t, t)
        lastDrag = t
        let alpha = alphaValue(at: drawn)
        let below = px(os) < totalDragDistance
        let running = alphaAnimation.since.map { drawn - $0 < Self.alphaDuration } ?? false
        if below, alpha > Self.startingAlpha, !(running && alphaAnimation.to == Self.startingAlpha) {
            alphaAnimation = (alpha, Self.startingAlpha, t)
        } else if !below, alpha < Self.maxAlpha, !(running && alphaAnimation.to == Self.maxAlpha) {
            alphaAnimation = (alpha, Self.maxAlpha, t)
        }
        motion = .dragging(overscroll: px(os))
    }

    /// finishSpinner: the circle goes on from where the last drag put it; `refreshes` when
    /// the refresh machine began refreshing; `lastFrame`: when the last frame was drawn.
    public mutating func release(refreshes: Bool, lastFrame: Double, at t: Double) {
        guard case .dragging(let last) = motion else { return }
        // Taken back to 0: onStopNestedScroll posts reset(), the circle gone at once, alpha 255.
        if last <= 0, !refreshes {
            alphaAnimation = (Self.maxAlpha, Self.maxAlpha, nil)
            motion = .hidden
            return
        }
        // The circle view runs one animation at a time: the move starting now stops the alpha
        // at what the last frame drew (Android applies an animation once per frame).
        let alpha = alphaValue(at: min(lastFrame, t))
        alphaAnimation = (alpha, alpha, nil)
        let shape = dragPose(last)
        let top = shape.top
        if refreshes {
            dragArc = (shape.endTrim, shape.rotation, shape.arrowScale)
            motion = .settling(from: top, since: t)
        } else {
            dragArc = (0, shape.rotation, 0)
            motion = .returning(from: top, since: t)
        }
    }

    /// setRefreshing(true) from the app: at the end target, scaling up, alpha 255.
    public mutating func beginRefreshing(at t: Double) {
        switch motion {
        case .settling, .spinning, .scalingUp: return
        default: break
        }
        alphaAnimation = (Self.maxAlpha, Self.maxAlpha, nil)
        dragArc = (0, 0, 0)
        motion = .scalingUp(since: t)
    }

    /// setRefreshing(false): the circle scales down, then is gone.
    public mutating func endRefreshing(at t: Double) {
        let spin: SpinStart?
        switch motion {
        case .hidden, .returning, .scalingDown: return
        case .dragging: spin = nil
        case .settling(_, let since): spin = SpinStart(since: since + Self.toTriggerDuration, finishing: dragArc.end != 0)
        case .scalingUp(let since): spin = SpinStart(since: since + Self.scaleUpDuration, finishing: false)
        case let .spinning(since, finishing): spin = SpinStart(since: since, finishing: finishing)
        }
        motion = .scalingDown(since: t, spin: spin)
    }

    /// True while the circle animates by itself (the host keeps drawing frames).
    public func isAnimating(at t: Double) -> Bool {
        switch motion {
        case .hidden: return false
        case .dragging: return alphaAnimation.since.map { t - $0 < Self.alphaDuration } ?? false
        case .returning(_, let since): return t < since + Self.toStartDuration + Self.scaleDownDuration
        case .scalingDown(let since, _): return t < since + Self.scaleDownDuration
        default: return true
        }
    }

    // MARK: The view at t

    func alphaValue(at t: Double) -> Int {
        guard let since = alphaAnimation.since else { return alphaAnimation.from }
        let x = min(max((t - since) / Self.alphaDuration, 0), 1)
        return alphaAnimation.from + Int(Double(alphaAnimation.to - alphaAnimation.from) * x)
    }

    /// moveSpinner at `os` px: the circle's top (whole pixels) and its arc, rotation and arrow.
    func dragPose(_ os: Double) -> (top: Int, endTrim: Double, rotation: Double, arrowScale: Double) {
        let p = min(1, abs(os) / totalDragDistance)
        let adjusted = max(p - 0.4, 0) * 5 / 3
        let k = max(0, min(abs(os) - totalDragDistance, slingshot * 2) / slingshot)
        let tension = (k / 4 - Elementary.pow(k / 4, 2)) * 2
        return (originalOffsetTop + Int(slingshot * p + slingshot * tension * 2), min(Self.maxProgressArc, adjusted * 0.8),
                (-0.25 + 0.4 * adjusted + tension * 2) * 0.5, min(1, adjusted))
    }

    static func decelerate(_ x: Double) -> Double { 1 - Elementary.pow(1 - min(max(x, 0), 1), 4) }

    func position(from: Int, to: Int, _ x: Double) -> Int { from + Int(Double(to - from) * x) }

    public func view(at t: Double) -> View {
        var v = View()
        let style = geometry.large
        v.diameter = geometry.diameter
        v.strokeWidth = style ? 3 : 2.5
        v.centerRadius = style ? 11 : 7.5
        v.arrowWidth = style ? 12 : 10
        v.arrowHeight = style ? 6 : 5
        v.alpha = Double(alphaValue(at: t)) / 255
        func points(_ px: Int) -> Double { Double(px) / density }
        switch motion {
        case .hidden:
            v.visible = false
            v.top = points(originalOffsetTop)
        case .dragging(let os):
            v.visible = true
            let shape = dragPose(os)
            v.top = points(shape.top)
            v.endTrim = shape.endTrim
            v.ringRotation = shape.rotation
            v.arrowScale = shape.arrowScale
            v.showsArrow = true
        case let .returning(from, since):
            let x = (t - since) / Self.toStartDuration
            v.visible = true
            v.top = points(position(from: from, to: originalOffsetTop, Self.decelerate(x)))
            v.ringRotation = dragArc.rotation
            v.scale = x < 1 ? 1 : 1 - min((t - since - Self.toStartDuration) / Self.scaleDownDuration, 1)
            v.visible = v.scale > 0
        case let .settling(from, since):
            let x = (t - since) / Self.toTriggerDuration
            if x < 1 {
                v.visible = true
                v.top = points(position(from: from, to: endTarget, Self.decelerate(x)))
                v.endTrim = dragArc.end
                v.ringRotation = dragArc.rotation
                v.showsArrow = true
                v.arrowScale = 1 - Self.decelerate(x)
            } else {
                v = spin(v, since: since + Self.toTriggerDuration, finishing: dragArc.end != 0, at: t)
            }
        case .scalingUp(let since):
            let x = (t - since) / Self.scaleUpDuration
            if x < 1 {
                v.visible = true
                v.top = points(endTarget)
                v.scale = max(x, 0)
            } else {
                v = spin(v, since: since + Self.scaleUpDuration, finishing: false, at: t)
            }
        case let .spinning(since, finishing):
            v = spin(v, since: since, finishing: finishing, at: t)
        case let .scalingDown(since, spinStart):
            let x = (t - since) / Self.scaleDownDuration
            if let spinStart { v = spin(v, since: spinStart.since, finishing: spinStart.finishing, at: t) }
            v.top = Double(endTarget) / density
            v.scale = 1 - min(max(x, 0), 1)
            v.visible = x < 1
        }
        return v
    }

    /// The spinning ring at t, begun at `since` (after the drag's arc first shrinks when `finishing`).
    func spin(_ base: View, since: Double, finishing: Bool, at t: Double) -> View {
        var v = base
        v.visible = true
        v.top = Double(endTarget) / density
        v.scale = 1
        v.alpha = 1
        var elapsed = max(t - since, 0)
        if finishing {
            let half = Self.spinCycle / 2
            if elapsed < half {
                let x = elapsed / half
                let target = (dragArc.rotation / Self.maxProgressArc).rounded(.down) + 1
                v.startTrim = (dragArc.end - Self.minProgressArc) * x
                v.endTrim = dragArc.end
                v.ringRotation = dragArc.rotation + (target - dragArc.rotation) * x
                v.showsArrow = true
                v.arrowScale = 0
                return v
            }
            elapsed -= half
        }
        let startRotation = finishing ? (dragArc.rotation / Self.maxProgressArc).rounded(.down) + 1 : 0
        let startStart = finishing ? dragArc.end - Self.minProgressArc : 0
        let cycles = (elapsed / Self.spinCycle).rounded(.down)
        let x = elapsed / Self.spinCycle - cycles
        // Each cycle stores where the last one ended: trims and rotation carry on.
        // A cycle ends with its tail 0.01 behind its head: the next starts 0.78 further on.
        let ringTurn = 1 - (Self.maxProgressArc - Self.minProgressArc)
        let cycleStart = startStart + cycles * (Self.maxProgressArc - 2 * Self.minProgressArc)
        let cycleRotation = startRotation + cycles * ringTurn
        if x < 0.5 {
            v.startTrim = cycleStart
            v.endTrim = cycleStart + (Self.maxProgressArc - Self.minProgressArc) * CubicBezier.fastOutSlowIn.value(x / 0.5) + Self.minProgressArc
        } else {
            v.endTrim = cycleStart + (Self.maxProgressArc - Self.minProgressArc)
            v.startTrim = v.endTrim - ((Self.maxProgressArc - Self.minProgressArc) * (1 - CubicBezier.fastOutSlowIn.value((x - 0.5) / 0.5))
                + Self.minProgressArc)
        }
        v.ringRotation = cycleRotation + ringTurn * x
        v.groupRotationDegrees = Self.groupFullRotation * (x + cycles)
        v.showsArrow = false
        return v
    }
}
