/// Every value the tuning panel, tuning files and `set` commands can change, together.
public struct TuningSet: Equatable, Sendable {
    public var scroll = Tuning()
    public var header = HeaderRefresher.Settings()
    public var footer = FooterRefresher.Settings()
    public var footerStyle = FooterStyle.auto
    public var feed = FeedService.Settings()
    public var alphaFollowsPull = false
    public var gifFrameDuration = 0.1

    public init() {}
}

/// One tunable constant: its name in files and scripts, where it shows in the panel,
/// its unit, range, keyboard step and a one-line doc.
public struct Tunable: Sendable {
    public enum Group: String, CaseIterable, Sendable {
        case scroll = "Scroll physics", header = "Header", footer = "Footer", input = "Input", feed = "Feed"
    }

    public enum Kind: Sendable {
        case continuous
        case integer
        /// Named choices stored as 0, 1, ...
        case choice([String])
    }

    public let name: String
    public let group: Group
    public let title: String
    public let unit: String
    public let range: ClosedRange<Double>
    public let step: Double
    public let kind: Kind
    public let doc: String
    let read: @Sendable (TuningSet) -> Double
    let write: @Sendable (inout TuningSet, Double) -> Void

    public func value(in set: TuningSet) -> Double { read(set) }

    /// Sets the value, clamped into range (and rounded for whole-number kinds).
    public func set(_ value: Double, in set: inout TuningSet) {
        guard value.isFinite else { return }
        var v = min(max(value, range.lowerBound), range.upperBound)
        switch kind {
        case .continuous: break
        case .integer, .choice: v = v.rounded()
        }
        write(&set, v)
    }

    public var defaultValue: Double { read(TuningSet()) }

    /// The value as the panel shows it, with its unit.
    public func format(_ v: Double) -> String {
        switch kind {
        case .choice(let names):
            let i = Int(v.rounded())
            return names.indices.contains(i) ? names[i] : String(i)
        case .integer:
            return String(Int(v.rounded())) + (unit.isEmpty ? "" : " " + unit)
        case .continuous:
            let decimals = step >= 1 ? 0 : (step >= 0.1 ? 1 : (step >= 0.01 ? 2 : (step >= 0.001 ? 3 : 4)))
            return fixedDecimals(v, decimals) + (unit.isEmpty ? "" : " " + unit)
        }
    }
}
