import Foundation

/// The bounce spring and the deceleration in designer terms, as panel rows: each is a
/// view of the constants it is computed from (SpringForms, FlingForms), so editing one
/// edits them. They are derived: never written to a tuning file nor traced (the constants
/// they change are), but a file or a script may set them (`set spring.response 0.5`).
///
/// Rule: a write goes through the exact conversion, then clamps the constants into their
/// own ranges; a form the clamped constants cannot reach reads back as the nearest one.
extension Tunables {
    public static let designerTerms: [Tunable] = [
        Tunable(id: .springResponse, group: .designer, title: "Response (SwiftUI)", unit: "s",
                range: 0.15...2.5, step: 0.01, kind: .continuous,
                doc: "SwiftUI spring(response:): the undamped period 2 pi sqrt(m/k) of the bounce spring",
                read: { forms($0).response },
                write: { s, v in setSpring(&s, SpringForms(response: v, dampingFraction: s.scroll.springDampingRatio)) },
                derived: true),
        Tunable(id: .springDampingFraction, group: .designer, title: "Damping fraction (SwiftUI)", unit: "",
                range: 0.1...3, step: 0.05, kind: .continuous,
                doc: "SwiftUI spring(dampingFraction:): the damping ratio (1 = no bounce, < 1 bounces)",
                read: { $0.scroll.springDampingRatio },
                write: { s, v in setSpring(&s, SpringForms(stiffness: s.scroll.springStiffness, dampingRatio: v)) },
                derived: true),
        Tunable(id: .springBounciness, group: .designer, title: "Bounciness (Origami)", unit: "",
                range: -40...40, step: 0.5, kind: .continuous,
                doc: "Origami's bounciness at the current speed (0 = Origami's no-bounce friction; below 0 is more damped)",
                read: { forms($0).bounciness },
                // The speed is the stiffness alone: keep it exactly, set the damping.
                write: { s, v in
                    let f = SpringForms(bounciness: v, speed: forms(s).speed)
                    setSpring(&s, SpringForms(stiffness: s.scroll.springStiffness, damping: f.damping))
                },
                derived: true),
        Tunable(id: .springSpeed, group: .designer, title: "Speed (Origami)", unit: "",
                range: 0...43, step: 0.5, kind: .continuous,
                doc: "Origami's speed at the current bounciness (stiffness 87.2 at 0, 512 at 20, 1000 at 42.97)",
                read: { forms($0).speed },
                write: { s, v in setSpring(&s, SpringForms(bounciness: forms(s).bounciness, speed: v)) },
                derived: true),
        flingTerm(.flingStopTime, title: "Fling stop time", unit: "s", range: 0.1...15, step: 0.05,
                  doc: "how long a 1,000 pt/s fling runs until it slows to the stop speed (sets the deceleration)",
                  form: { FlingForms.stopTime(rate: $0, stopSpeed: $1) }, rate: { FlingForms.rate(stopTime: $0, stopSpeed: $1) }),
        flingTerm(.flingStopDistance, title: "Fling distance", unit: "pt", range: 40...2000, step: 5,
                  doc: "how far a 1,000 pt/s fling travels until it stops (sets the deceleration)",
                  form: { FlingForms.stopDistance(rate: $0, stopSpeed: $1) }, rate: { FlingForms.rate(stopDistance: $0, stopSpeed: $1) }),
    ]

    /// A row for one form of the deceleration, read and written at the set's stop speed.
    ///
    /// Rule: `form` gives the row's value from a deceleration rate, `rate` the rate that
    /// gives a value; every fling row is that pair, so only the pair differs between rows.
    private static func flingTerm(_ id: TunableID, title: String, unit: String, range: ClosedRange<Double>, step: Double,
                                  doc: String, form: @escaping @Sendable (_ rate: Double, _ stopSpeed: Double) -> Double,
                                  rate: @escaping @Sendable (_ value: Double, _ stopSpeed: Double) -> Double) -> Tunable {
        Tunable(id: id, group: .designer, title: title, unit: unit, range: range, step: step, kind: .continuous, doc: doc,
                read: { form($0.scroll.decelerationRate, $0.scroll.stopPixelSpeed) },
                write: { s, v in setRate(&s, rate(v, s.scroll.stopPixelSpeed)) },
                derived: true)
    }

    /// The bounce spring of a set (mass 1, as the engine runs it).
    static func forms(_ s: TuningSet) -> SpringForms {
        SpringForms(stiffness: s.scroll.springStiffness, dampingRatio: s.scroll.springDampingRatio)
    }

    private static func setSpring(_ s: inout TuningSet, _ f: SpringForms) {
        guard f.stiffness.isFinite, f.dampingRatio.isFinite else { return }
        named(.scrollSpringStiffness)?.set(f.stiffness, in: &s)
        named(.scrollSpringDampingRatio)?.set(f.dampingRatio, in: &s)
    }

    private static func setRate(_ s: inout TuningSet, _ rate: Double) {
        guard rate.isFinite else { return }
        named(.scrollDecelerationRate)?.set(rate, in: &s)
    }
}
