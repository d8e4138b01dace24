import RefreshPhysics

/// Where a scroll model works: the edges the content may rest between, the extent of
/// the view along the axis, the display's density and the tunables.
struct ScrollSpace {
    /// The offset of the leading edge (the top) and the trailing edge (the bottom).
    var leadingEdge: Double
    var trailingEdge: Double
    /// The view's extent along the axis (its height), in points.
    var extent: Double
    var pixelDensity: Double
    var tuning: Tuning

    /// `position` with its distance past the nearer edge mapped through `map`.
    ///
    /// Rule: inside the bounds a position is its own image; past either edge the same map
    /// applies to the distance, measured outward, so both edges band alike.
    func pastEdge(_ position: Double, _ map: (Double) -> Double) -> Double {
        if position < leadingEdge { return leadingEdge - map(leadingEdge - position) }
        if position > trailingEdge { return trailingEdge + map(position - trailingEdge) }
        return position
    }

    /// How far past the nearer edge `raw` is (0 inside the bounds).
    func distancePastEdge(_ raw: Double) -> Double {
        raw < leadingEdge ? leadingEdge - raw : (raw > trailingEdge ? raw - trailingEdge : 0)
    }
}

/// The motion after a release, by the kind of simulation, not by model.
///
/// Rule: a friction-then-spring fling (BouncingScrollSimulation, whatever its parameters:
/// UIKit's tunables, Flutter's constants) stays its concrete type, so the Scroller steps it
/// every frame without dynamic dispatch; any other deceleration with its edge motion is an
/// EdgeSimulation. The Scroller steps both by the same rule.
enum ScrollFling {
    case bouncing(BouncingScrollSimulation)
    case edge(AnyEdgeSimulation)
}

/// One platform model's scroll physics, as the Scroller asks it: how a drag moves the
/// content (inside the bounds and past an edge) and what moves it after a release.
///
/// Rule: each model is one class (UIKitScrollPhysics, FlutterScrollPhysics,
/// AndroidScrollPhysics, GtkScrollPhysics) with no state, declared in its model's file; the
/// `ScrollModel` value carries it, so nothing asks which model runs. Class-bound, so the
/// engine's WebAssembly build (Embedded Swift, which holds no existential of any other kind of
/// protocol) carries it the same way.
protocol ScrollPhysics: AnyObject, Sendable {
    /// The raw drag position after a pointer event: `total` is the pointer's travel since
    /// the drag's anchor (pointer y grows downwards), `delta` since the last event, from the
    /// shown `offset`; `rawAtAnchor` the raw position when the drag was anchored.
    func dragPosition(rawAtAnchor: Double, total: Double, delta: Double, offset: Double, in space: ScrollSpace) -> Double
    /// The shown offset for a raw drag position.
    func visualOffset(forRaw raw: Double, in space: ScrollSpace) -> Double
    /// d(visual)/d(raw) at a raw position: how fast the shown offset follows the hand.
    func bandSlope(atRaw raw: Double, in space: ScrollSpace) -> Double
    /// The raw drag position that shows `visual`: grabbing a bouncing list does not jump.
    func rawOffset(forVisual visual: Double, in space: ScrollSpace) -> Double
    /// The motion from `x` at velocity `v` after a release (or a change of the edges).
    func fling(from x: Double, velocity v: Double, in space: ScrollSpace) -> ScrollFling
    /// The tunables this model leaves unused, each with why (the panel says so). A list, not a
    /// dictionary: hashing a tunable hashes its name, and the core keeps Strings out.
    var unusedTunables: [(TunableID, UnusedTunable)] { get }
    /// The most the content shows past its edge for an unbounded pull, in points; nil when
    /// a pull shows without bound (a rubber band only slows it).
    func reach(extent: Double, pixelDensity: Double) -> Double?
}

extension ScrollPhysics {
    /// 1:1 with the pointer from the anchor: the raw position is where the hand has taken it.
    func dragPosition(rawAtAnchor: Double, total: Double, delta: Double, offset: Double, in space: ScrollSpace) -> Double {
        rawAtAnchor - total
    }

    /// Unbounded: the rubber bands of UIKit and Flutter give way to any pull.
    func reach(extent: Double, pixelDensity: Double) -> Double? { nil }
}

/// Why a tunable does nothing under a platform model.
public enum UnusedTunable: String, CaseIterable, Sendable {
    /// The pull past an edge is the platform's own (Flutter's friction, Android's stretch, GTK's 1:1 overshoot).
    case ownPull
    /// The fling decelerates by the platform's own friction or spline.
    case ownFling
    /// The bounce at an edge is the platform's own spring or stretch; only a key's bump at an edge uses this.
    case ownBounce
    /// The hand-over of a fling to the edge is the platform's own.
    case ownEdge
    /// The fling stops by the platform's own rule.
    case ownStop
    /// The header's control is another one: this tunable belongs to another control.
    case otherControl
    /// The app bar in use has no such thing (`list.bar`).
    case otherBar
}

extension ScrollModel {
    /// The tunables every model but UIKit's takes from its platform: the fling's
    /// deceleration and the bounce spring, with their designer terms.
    static let platformFlingAndEdge: [(TunableID, UnusedTunable)] = [
        (.scrollDecelerationRate, .ownFling), (.flingStopTime, .ownFling), (.flingStopDistance, .ownFling),
        (.scrollSpringStiffness, .ownBounce), (.scrollSpringDampingRatio, .ownBounce),
        (.springResponse, .ownBounce), (.springDampingFraction, .ownBounce), (.springBounciness, .ownBounce),
        (.springSpeed, .ownBounce), (.scrollSpringTransferCap, .ownEdge), (.scrollMaxBounceOvershoot, .ownEdge),
        (.scrollRubberBandCoefficient, .ownPull),
    ]
}
