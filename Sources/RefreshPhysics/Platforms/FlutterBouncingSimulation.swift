/// Flutter's BouncingScrollSimulation (packages/flutter/lib/src/widgets/scroll_simulation.dart)
/// with BouncingScrollPhysics' spring and tolerance, in closed form: the friction-then-spring
/// BouncingScrollSimulation with Flutter's parameters (`Parameters.flutter`).
///
/// Inside [leading, trailing]: FrictionSimulation(0.135, x0, v0) (physics/friction_simulation.dart):
///
///     x(t) = x0 + v0 (0.135^t - 1) / ln 0.135,   v(t) = v0 0.135^t,   done when |v| < tolerance.velocity
///
/// If its finalX lies past an edge, at timeAtX(edge) a ScrollSpringSimulation
/// (spring mass 0.5, stiffness 100, damping ratio 1.1: BouncingScrollPhysics.spring) takes over
/// from the edge with `min(dx(tc), maxSpringTransferVelocity)`. Flutter's cap is one-sided:
/// min(v, 5000) caps a fling into the trailing edge, while one into the leading edge (v < 0)
/// keeps its whole speed. Started past an edge, the spring alone runs with v0 uncapped.
/// The spring is done when |x - edge| < tolerance.distance and |v| < tolerance.velocity,
/// and a done ScrollSpringSimulation reports the edge itself.
public typealias FlutterBouncingSimulation = BouncingScrollSimulation

/// Flutter's constants of BouncingScrollSimulation and BouncingScrollPhysics.
public enum FlutterBouncing {
    /// FrictionSimulation's drag: UIScrollView's 0.998 per ms over one second.
    public static let drag = 0.135
    public static let maxSpringTransferVelocity = 5000.0
    public static let springMass = 0.5, springStiffness = 100.0, springDampingRatio = 1.1
}

extension BouncingScrollSimulation.Parameters {
    /// Flutter's: the drag 0.135 a second, the spring (mass 0.5, stiffness 100, ratio 1.1), the
    /// one-sided transfer cap, the tolerances for rest; `toleranceDistance` and `toleranceVelocity`
    /// are ScrollPhysics.toleranceFor: 1 / dpr and 1 / (0.05 dpr) in logical pixels.
    public static func flutter(toleranceDistance: Double, toleranceVelocity: Double) -> Self {
        var p = Self()
        p.decelerationRate = pow(FlutterBouncing.drag, 0.001)
        p.restVelocity = toleranceVelocity
        p.springStiffness = FlutterBouncing.springStiffness
        p.springDampingRatio = FlutterBouncing.springDampingRatio
        p.springMass = FlutterBouncing.springMass
        p.springRestDistance = toleranceDistance
        p.springRestVelocity = toleranceVelocity
        p.springTransferCap = FlutterBouncing.maxSpringTransferVelocity
        p.maxBounceOvershoot = .infinity
        p.capsLeadingTransfer = false
        p.capsOutwardRelease = false
        p.crossesOnlyWhileMoving = false
        p.reportsEdgeWhenDone = true
        p.stopsAtExactTime = false
        return p
    }
}

extension BouncingScrollSimulation {
    /// Flutter's BouncingScrollSimulation between `leadingExtent` and `trailingExtent`, with
    /// ScrollPhysics.toleranceFor's `toleranceDistance` and `toleranceVelocity`.
    public init(position x0: Double, velocity v0: Double, leadingExtent lo: Double, trailingExtent hi: Double,
                toleranceDistance: Double, toleranceVelocity: Double) {
        self.init(position: x0, velocity: v0, minEdge: lo, maxEdge: hi,
                  parameters: .flutter(toleranceDistance: toleranceDistance, toleranceVelocity: toleranceVelocity))
    }
}
