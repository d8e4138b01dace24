import RefreshEngine

/// What the panel says on a tunable's row in place of its control, or beside it: why the
/// values leave the tunable unused, or why a pull cannot bring it into play.
///
/// Rule: the model makes it from the values, what a pull can reach and the language, and
/// the renderer draws exactly these lines (fitted to its column): a row is greyed exactly
/// when `TuningSet.unusedReason` leaves its tunable unused (the model in use, the control
/// or the bar), whatever changed the values (a preset, the panel, its keys, a script, the
/// tuning file, a slot). An out-of-reach switch stays a switch: the second floor turns off
/// where it is said to be out of reach.
public struct PanelRowNotes: Equatable, Sendable {
    /// Rows (indices in `Tunables.all`) whose tunable does nothing with these values:
    /// greyed, with why, in place of the control.
    public var unused: [Int: String] = [:]
    /// Rows whose tunable a pull cannot bring into play on this view (`PullReach.tunables`),
    /// with why.
    public var outOfReach: [Int: String] = [:]

    public init() {}

    public init(values: TuningSet, reach: PullReach?, language: Language) {
        for (i, t) in Tunables.all.enumerated() {
            switch Self.note(t, values: values, reach: reach, language: language) {
            case let (line, true)?: unused[i] = line
            case let (line, false)?: outOfReach[i] = line
            case nil: break
            }
        }
    }

    /// `tunable`'s note and whether it is unused (else out of reach); nil when it applies.
    static func note(_ tunable: Tunable, values: TuningSet, reach: PullReach?, language: Language) -> (String, unused: Bool)? {
        if let (reason, owner) = values.unusedReason(tunable.name) {
            return (MessageStrings.fill(language.unusedReasons[reason] ?? "", language.interface.name(ofChoice: owner)), true)
        }
        return language.unreachableRow(tunable, reach: reach, values: values).map { ($0, false) }
    }

    /// The line on row `i`, of either kind; nil when its control stands alone.
    public func line(_ i: Int) -> String? { unused[i] ?? outOfReach[i] }
}
