/// The coordinator's questions to every feature, each a visitor of `ListEngine.forEachFeature`:
/// the earliest deadline, a step, whether all are at rest, a resize, the tuning read and
/// applied, the trace drained.
struct EarliestDeadline: ListFeatureVisitor {
    /// The earliest so far (the list's own deadlines first), nil for none.
    var due: Double?

    mutating func visit<Feature: ListFeature>(_ feature: inout Feature) {
        // No array here: this runs on every step.
        guard let d = feature.nextDeadline else { return }
        due = due.map { min($0, d) } ?? d
    }
}

/// Steps every feature to `t`.
struct StepFeatures: ListFeatureVisitor {
    let t: Double

    mutating func visit<Feature: ListFeature>(_ feature: inout Feature) { feature.step(to: t) }
}

/// True when every feature is at rest at `t`.
struct FeaturesAtRest: ListFeatureVisitor {
    let t: Double
    var all = true

    mutating func visit<Feature: ListFeature>(_ feature: inout Feature) {
        if all { all = feature.isAtRest(at: t) }
    }
}

/// Gives every feature the list's new width.
struct ResizeFeatures: ListFeatureVisitor {
    let width: Double
    let t: Double

    mutating func visit<Feature: ListFeature>(_ feature: inout Feature) { feature.resize(width: width, at: t) }
}

/// Reads every feature's tunables into `set`.
struct ReadTuning: ListFeatureVisitor {
    var set: TuningSet

    mutating func visit<Feature: ListFeature>(_ feature: inout Feature) { feature.read(into: &set) }
}

/// Gives every feature its tunables from `set`.
struct ApplyTuning: ListFeatureVisitor {
    var set: TuningSet

    mutating func visit<Feature: ListFeature>(_ feature: inout Feature) { feature.apply(set) }
}

/// Moves every feature's trace events into `log`.
struct DrainFeatureTraces: ListFeatureVisitor {
    var log: TraceLog

    mutating func visit<Feature: ListFeature>(_ feature: inout Feature) { feature.drainTrace(into: &log) }
}
