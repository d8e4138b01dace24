import RefreshPhysics
import RefreshEngine

/// The curves the panel plots for the current values, recomputed only when they change:
/// the rubber band b(x) for x from 0 to 1.5 viewport heights, and the bounce-back
/// spring's x(t) from 100 pt at rest over 1.5 s, and over the same 1.5 s how far a
/// 1,000 pt/s fling has gone, in percent of where it stops (the designer terms' fling).
public struct TuningCurves: Sendable {
    public static let points = 64
    static let springSpan = 1.5
    public private(set) var rubberBand: [Double] = []
    public private(set) var spring: [Double] = []
    /// Percent of a 1,000 pt/s fling's stop distance covered at each of the spring's times.
    public private(set) var fling: [Double] = []
    public private(set) var dimension = 0.0
    private var key = (0.0, 0.0, 0.0, 0.0)
    private var flingKey = (0.0, 0.0)

    public init() {}

    /// Recomputes if the values they depend on changed; allocates only then.
    mutating func update(tuning: Tuning, dimension dim: Double) {
        let fk = (tuning.decelerationRate, tuning.stopPixelSpeed)
        if fk != flingKey || fling.isEmpty {
            flingKey = fk
            let f = FrictionSimulation(position: 0, velocity: FlingForms.referenceSpeed, rate: fk.0, restVelocity: fk.1)
            let end = f.position(at: f.duration)
            fling = (0..<Self.points).map { i in
                let t = min(Self.springSpan * Double(i) / Double(Self.points - 1), f.duration)
                return end > 0 ? 100 * f.position(at: t) / end : 0
            }
        }
        let k = (tuning.rubberBandCoefficient, tuning.springStiffness, tuning.springDampingRatio, dim)
        guard k != key || rubberBand.isEmpty else { return }
        key = k
        dimension = dim
        let n = Self.points
        rubberBand = (0..<n).map { i in
            RubberBand.offset(forDrag: 1.5 * dim * Double(i) / Double(n - 1), dimension: dim,
                              coefficient: tuning.rubberBandCoefficient)
        }
        let s = SpringSimulation(from: 100, velocity: 0, to: 0, stiffness: tuning.springStiffness,
                                 dampingRatio: tuning.springDampingRatio)
        spring = (0..<n).map { i in s.position(at: Self.springSpan * Double(i) / Double(n - 1)) }
    }
}
