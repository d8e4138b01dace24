/// Flutter's Material RefreshIndicator (the `material` control): the list stays still and a
/// 41 pt circle is pulled down over it (material/refresh_indicator.dart, RefreshIndicatorState).
///
///     position p = drag / (0.25 x viewport), clamped to 0...1; once armed, at least 1/1.5
///     armed when the arc's colour is opaque: p >= 1/1.5 (a drag of viewport / 6)
///     size factor = 1.5 p; the circle's top = (displacement + 49) x 1.5 p - 45 below the
///     list's top (SizeTransition bottom-aligned over displacement + 4 + 41 + 4)
///     arc colour alpha = min(1.5 p, 1); value = 0.75 p
///     release armed: p -> 1/1.5 in 150 ms (snap), then refresh; done: scale 1 -> 0 in 200 ms
///     release not armed: p -> 0 in 200 ms (canceled)
/// The arc is RefreshProgressIndicator's (progress_indicator.dart): always the
/// indeterminate painter, its clock set from the value while dragging and running on
/// from there while refreshing (MaterialArc).
public struct MaterialRefreshControl: RefreshControl {
    /// RefreshIndicator's parameters.
    public struct Geometry: Equatable, Sendable {
        /// Where the circle settles, from the list's top (`displacement`, 40 by default).
        public var displacement = 40.0
        /// The list's visible height (the container extent the drag is measured against).
        public var viewportExtent = 600.0
        public init() {}
    }

    /// What the circle is doing (the position and scale controllers' animations).
    enum Motion: Equatable, Sendable {
        case hidden
        case dragging(position: Double)
        /// Released armed, or begun from code (from 0): to 1/1.5 over 150 ms, then refreshing.
        case snapping(from: Double, since: Double)
        /// Released not armed: to 0 over 200 ms.
        case canceling(from: Double, since: Double)
        /// The refresh ended: scaling down over 200 ms while the arc spins on.
        case done(snapFrom: Double, snapSince: Double, since: Double)
    }

    static let dragExtentFraction = 0.25
    static let sizeFactorLimit = 1.5
    static let snapDuration = 0.15
    static let scaleDuration = 0.2
    /// The circle (41) in its 4 pt margin for the shadow.
    static let circleSize = 41.0
    static let margin = 4.0
    static var armedPosition: Double { 1 / sizeFactorLimit }

    public var geometry = Geometry()
    private(set) var motion = Motion.hidden

    public init(geometry: Geometry = Geometry()) { self.geometry = geometry }

    /// The drag that arms it: p = 1 / 1.5.
    public var triggerDistance: Double { geometry.viewportExtent * Self.dragExtentFraction * Self.armedPosition }

    public var movesContent: Bool { false }

    /// MJRefresh's header values, its open time (no inset opens) and the other controls'.
    public var unusedTunables: [TunableID] {
        ControlTunables.mjHeader + [.headerOpenDuration] + ControlTunables.android + ControlTunables.cupertino
    }

    public func heldInset(_ settings: HeaderRefresher.Settings) -> Double { 0 }

    public func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement {
        .hidden(under: topBar)
    }

    /// Armed at viewport / 6; opened by the 150 ms snap, closed by the 200 ms scale, no result held.
    public func machineSettings(_ s: HeaderRefresher.Settings) -> HeaderRefresher.Settings {
        s.overStillList(trigger: max(triggerDistance, 1), open: Self.snapDuration, close: Self.scaleDuration)
    }

    /// The drag offset follows the finger both ways; once armed it never falls below the
    /// trigger (_checkDragOffset keeps p >= 1/1.5), so a release then always refreshes.
    public func pull(fingerTravel: Double, armed: Bool) -> Double? {
        armed ? max(fingerTravel, triggerDistance) : fingerTravel
    }

    public mutating func beginDrag(at t: Double) { motion = .dragging(position: 0) }

    public mutating func drag(pull: Double, at t: Double) {
        guard case .dragging = motion, pull.isFinite else { return }
        let extent = max(geometry.viewportExtent * Self.dragExtentFraction, 1)
        motion = .dragging(position: min(max(pull / extent, 0), 1))
    }

    public mutating func release(refreshes: Bool, lastFrame: Double, at t: Double) {
        guard case .dragging(let p) = motion else { return }
        motion = refreshes ? .snapping(from: p, since: t) : .canceling(from: p, since: t)
    }

    /// show() from code snaps from 0; the end of a refresh scales the circle away.
    public mutating func setRefreshing(_ refreshing: Bool, at t: Double) {
        switch (refreshing, motion) {
        case (true, .snapping): return
        case (true, _): motion = .snapping(from: 0, since: t)
        case (false, .snapping(let from, let since)): motion = .done(snapFrom: from, snapSince: since, since: t)
        case (false, .dragging(let p)): motion = .canceling(from: p, since: t)
        case (false, _): return
        }
    }

    public func isAnimating(at t: Double) -> Bool {
        switch motion {
        case .hidden, .dragging: return false
        case .snapping: return true
        case .canceling(_, let since): return t < since + Self.scaleDuration
        case .done(_, _, let since): return t < since + Self.scaleDuration
        }
    }

    // MARK: The view at t

    static func snapPosition(from: Double, since: Double, at t: Double) -> Double {
        from + (armedPosition - from) * min(max((t - since) / snapDuration, 0), 1)
    }

    /// The position controller's value, the scale, and when the indeterminate spin began
    /// (nil while the value drives the arc).
    func pose(at t: Double) -> (position: Double, scale: Double, spinSince: Double?)? {
        switch motion {
        case .hidden: return nil
        case .dragging(let p): return (p, 1, nil)
        case let .snapping(from, since):
            let end = since + Self.snapDuration
            return (Self.snapPosition(from: from, since: since, at: t), 1, t >= end ? end : nil)
        case let .canceling(from, since):
            guard t < since + Self.scaleDuration else { return nil }
            let x = (t - since) / Self.scaleDuration
            return (from * (1 - max(x, 0)), 1, nil)
        case let .done(from, snapSince, since):
            guard t < since + Self.scaleDuration else { return nil }
            let x = (t - since) / Self.scaleDuration
            let end = snapSince + Self.snapDuration
            return (Self.snapPosition(from: from, since: snapSince, at: t), 1 - max(x, 0), t >= end ? end : nil)
        }
    }

    public func indicator(pulled: Double, state: HeaderState, since: Double, at t: Double) -> ControlIndicator? {
        var v = SwipeRefreshSpinner.View()
        v.style = .material
        v.diameter = Self.circleSize
        v.strokeWidth = 2.5
        // The painter's 17 pt square (41 less 12 of padding each side): the stroke centred on its edge.
        v.centerRadius = (Self.circleSize - 24) / 2 - v.strokeWidth / 2
        v.arrowWidth = 2 * 2 * v.strokeWidth
        v.arrowHeight = 2 * v.strokeWidth
        guard let pose = pose(at: t) else {
            v.visible = false
            v.top = -Self.circleSize
            return .circle(v)
        }
        let height = geometry.displacement + Self.circleSize + 2 * Self.margin
        v.visible = true
        v.top = height * Self.sizeFactorLimit * pose.position - height + geometry.displacement + Self.margin
        v.scale = pose.scale
        v.alpha = min(max(pose.position * Self.sizeFactorLimit, 0), 1)
        let arc: MaterialArc
        if let since = pose.spinSince {
            // The snap ends at p = 1/1.5: the last value the arc had is 0.5.
            arc = MaterialArc(spinningFrom: 0.75 * Self.armedPosition, for: t - since)
        } else {
            arc = MaterialArc(value: 0.75 * pose.position)
        }
        v.startTrim = arc.startTurns
        v.endTrim = arc.startTurns + arc.sweepTurns
        v.groupRotationDegrees = arc.rotationDegrees
        v.showsArrow = arc.arrowheadScale > 0
        v.arrowScale = arc.arrowheadScale
        return .circle(v)
    }
}

/// RefreshProgressIndicator's arc (progress_indicator.dart): the indeterminate painter at a
/// point of its clock, in path cycles of 1333 ms. While dragging the clock is set from the
/// value v (0...0.75): Interval(0.1, 0.33)(v) x half a cycle; refreshing, it runs on from
/// where the value left it. In a cycle at fraction f:
///
///     head = 1.05 x fastOutSlowIn(Interval(0, 0.5)(f)), tail = fastOutSlowIn(Interval(0.5, 1)(f))
///     start = -pi/2 + 1.5 pi tail + 2 pi frac(cycles x 1333 / 2222) + 0.5 pi f
///     sweep = max(1.5 pi (head - tail), 0.001)
/// turned as a whole by pi x (-0.1 -> -0.2 over v 0...0.33, then -> 1.35 at v = 1) of the
/// last value; the arrowhead grows with Interval(0.1, 0.33)(v) and is gone while spinning.
public struct MaterialArc: Equatable, Sendable {
    /// In turns (1 = 360 degrees) from 3 o'clock, clockwise.
    public var startTurns: Double
    public var sweepTurns: Double
    public var rotationDegrees: Double
    public var arrowheadScale: Double

    static let pathCycle = 1.333
    static let rotationCycles = 2.222 / 1.333

    static func interval(_ a: Double, _ b: Double, _ x: Double) -> Double { min(max((x - a) / (b - a), 0), 1) }

    /// The additional rotation, in half turns, for value v.
    static func additionalRotation(_ v: Double) -> Double {
        v < 0.33 ? -0.1 - 0.1 * v / 0.33 : -0.2 + 1.55 * (v - 0.33) / 0.67
    }

    /// While the value drives it.
    public init(value v: Double) {
        let grown = Self.interval(0.1, 0.33, v)
        self.init(cycles: grown / 2, lastValue: v, arrowhead: grown)
    }

    /// Spinning `elapsed` seconds after the value `lastValue` let go of the clock.
    public init(spinningFrom lastValue: Double, for elapsed: Double) {
        self.init(cycles: Self.interval(0.1, 0.33, lastValue) / 2 + max(elapsed, 0) / Self.pathCycle,
                  lastValue: lastValue, arrowhead: 0)
    }

    init(cycles: Double, lastValue: Double, arrowhead: Double) {
        let f = cycles - cycles.rounded(.down)
        let head = 1.05 * CubicBezier.fastOutSlowIn.value(Self.interval(0, 0.5, f))
        let tail = CubicBezier.fastOutSlowIn.value(Self.interval(0.5, 1, f))
        let r = cycles / Self.rotationCycles
        let rotation = r - r.rounded(.down)
        let start = -0.5 * Double.pi + 1.5 * Double.pi * tail + 2 * Double.pi * rotation + 0.5 * Double.pi * f
        startTurns = start / (2 * Double.pi)
        sweepTurns = max(1.5 * Double.pi * (head - tail), 0.001) / (2 * Double.pi)
        rotationDegrees = 180 * Self.additionalRotation(lastValue)
        arrowheadScale = arrowhead
    }
}

extension HeaderControlKind {
    /// Flutter's Material RefreshIndicator: its displacement, in a list `viewportExtent` high.
    public static let material = HeaderControlKind(name: "material", title: "Material") { tuning, current, viewportExtent, _ in
        var c = current.as(MaterialRefreshControl.self) ?? MaterialRefreshControl()
        c.geometry.displacement = tuning.materialDisplacement
        c.geometry.viewportExtent = viewportExtent
        return AnyRefreshControl(c)
    }
}
