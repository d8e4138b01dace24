/// One part of the list that `ListEngine` composes (the header, the second floor, the footer,
/// the carousel, the app bar): what the coordinator asks of every feature alike.
///
/// Rules:
/// - A feature is a value that owns its state and its logic; what it needs of the list comes in
///   as arguments, and what it asks of the list (a machine's effects, a gesture's decision) goes
///   back as a value the coordinator performs after the call (ListEngine+Effects).
/// - The coordinator holds each feature as a stored property and visits them in one fixed order
///   (`ListEngine.forEachFeature`) through a generic visitor (`ListFeatureVisitor`), never as
///   `any ListFeature`: Embedded Swift, which builds the engine's core for the page, rejects an
///   existential of a protocol that is not class-bound. A new feature is its file and one line
///   there.
/// - A hook a feature has no use for keeps its default below: nothing to wait for, at rest,
///   nothing to step, resize, tune or trace.
protocol ListFeature {
    /// The next moment it acts by itself (a machine's timeout, a row's deadline), nil for none.
    var nextDeadline: Double? { get }
    /// Steps what moves by itself to t, and processes its own deadline when due by then.
    mutating func step(to t: Double)
    /// True when nothing of it moves, fades or waits at t.
    func isAtRest(at t: Double) -> Bool
    /// The list's width is now `width` (a resize).
    mutating func resize(width: Double, at t: Double)
    /// Writes its tunables into `set` (`ListEngine.tuningSet`).
    func read(into set: inout TuningSet)
    /// Takes its tunables from `set`; what a change does to the list is the coordinator's
    /// (`ListEngine.applyTuning`).
    mutating func apply(_ set: TuningSet)
    /// Hands what it traced since the last call to `log`, in time order.
    mutating func drainTrace(into log: inout TraceLog)
}

extension ListFeature {
    var nextDeadline: Double? { nil }
    mutating func step(to t: Double) {}
    func isAtRest(at t: Double) -> Bool { true }
    mutating func resize(width: Double, at t: Double) {}
    func read(into set: inout TuningSet) {}
    mutating func apply(_ set: TuningSet) {}
    mutating func drainTrace(into log: inout TraceLog) {}
}

/// What the coordinator does to each feature in turn (`ListEngine.forEachFeature`): a generic
/// method, so each call is made on the feature's own type.
protocol ListFeatureVisitor {
    mutating func visit<Feature: ListFeature>(_ feature: inout Feature)
}
