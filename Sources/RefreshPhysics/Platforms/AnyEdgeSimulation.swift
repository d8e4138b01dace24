/// Any platform's fling with its edge motion, as one value of one type.
///
/// Rule: every answer is the wrapped simulation's own, asked of the value it was made from,
/// so stepping this is stepping that. A value rather than `any EdgeSimulation`: the engine's
/// WebAssembly build (Embedded Swift) holds no existential of a protocol that is not
/// class-bound, and the same Scroller must build for the app and for the page.
public struct AnyEdgeSimulation: EdgeSimulation {
    private let positionAt: @Sendable (Double) -> Double
    private let velocityAt: @Sendable (Double) -> Double
    private let doneAt: @Sendable (Double) -> Bool
    private let bouncingAt: @Sendable (Double) -> Bool
    private let reaim: @Sendable (Double, Double, Double) -> AnyEdgeSimulation?
    public let crossingTime: Double
    public let restPosition: Double
    public let stopTime: Double?

    /// `base`, behind one type.
    public init(_ base: some EdgeSimulation) {
        positionAt = { base.position(at: $0) }
        velocityAt = { base.velocity(at: $0) }
        doneAt = { base.isDone(at: $0) }
        bouncingAt = { base.isBouncing(at: $0) }
        reaim = { base.reaimed(minEdge: $0, maxEdge: $1, at: $2) }
        crossingTime = base.crossingTime
        restPosition = base.restPosition
        stopTime = base.stopTime
    }

    public func position(at t: Double) -> Double { positionAt(t) }
    public func velocity(at t: Double) -> Double { velocityAt(t) }
    public func isDone(at t: Double) -> Bool { doneAt(t) }
    public func isBouncing(at t: Double) -> Bool { bouncingAt(t) }
    public func reaimed(minEdge: Double, maxEdge: Double, at t: Double) -> AnyEdgeSimulation? { reaim(minEdge, maxEdge, t) }
}
