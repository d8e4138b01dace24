import RefreshPhysics

/// The curves the panel plots for the current values, recomputed only when they change:
/// the rubber band b(x) for x from 0 to 1.5 viewport heights, and the bounce-back
/// spring's x(t) from 100 pt at rest over 1.5 s.
public struct TuningCurves: Sendable {
    public static let points = 64
    static let springSpan = 1.5
    public private(set) var rubberBand: [Double] = []
    public private(set) var spring: [Double] = []
    public private(set) var dimension = 0.0
    private var key = (0.0, 0.0, 0.0, 0.0)

    public init() {}

    /// Recomputes if the values they depend on changed; allocates only then.
    mutating func update(tuning: Tuning, dimension dim: Double) {
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
