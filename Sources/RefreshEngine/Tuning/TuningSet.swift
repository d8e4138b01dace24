import RefreshPhysics

/// Every value the tuning panel, tuning files and `set` commands can change, together.
public struct TuningSet: Equatable, Sendable {
    public var scroll = Tuning()
    public var header = HeaderRefresher.Settings()
    public var footer = FooterRefresher.Settings()
    public var footerStyle = FooterStyle.auto
    public var feed = FeedService.Settings()
    public var alphaFollowsPull = false
    /// A carousel row with MJRefreshTrailer at the top of the list.
    public var carousel = true
    /// Which list the feed is (`list.layout`): feed, short, empty, chat or sections.
    public var layout = ListShape.feed
    /// Where the `mj` header sits: on the content, behind it or in front (MJRefreshControl).
    public var headerPosition = HeaderPosition.translate
    /// The header's control (`header.control`): MJRefresh's, SwipeRefreshLayout, Cupertino's
    /// sliver or Material's RefreshIndicator.
    public var headerControl = HeaderControlKind.mj
    /// When a pull plays a haptic (`header.haptics`); each preset takes its platform's control's.
    public var headerHaptics = HeaderHaptics.none
    /// SwipeRefreshLayout's circle: its size and distances (`header.android*`).
    public var androidSpinner = SwipeRefreshSpinner.Geometry()
    /// CupertinoSliverRefreshControl's trigger and extent (`header.cupertino*`).
    public var cupertino = CupertinoRefreshControl.Geometry()
    /// RefreshIndicator's displacement (`header.materialDisplacement`).
    public var materialDisplacement = 40.0
    var gifFrameDuration = 0.1
    public var art = ArtSettings()
    /// The app bar above the list (`list.bar`, `bar.*`).
    public var bar = BarSettings()

    public init() {}

    /// The control's values together (the engine makes its control from them).
    public var controlTuning: RefreshControlTuning {
        get {
            var c = RefreshControlTuning()
            c.kind = headerControl
            c.position = headerPosition
            c.android = androidSpinner
            c.cupertino = cupertino
            c.materialDisplacement = materialDisplacement
            return c
        }
        set {
            headerControl = newValue.kind
            headerPosition = newValue.position
            androidSpinner = newValue.android
            cupertino = newValue.cupertino
            materialDisplacement = newValue.materialDisplacement
        }
    }

    /// Two values that cannot go together, with the one line that says why; nil when
    /// the set is consistent. Today one rule: the feed's latency range needs min <= max.
    public var conflict: (first: String, second: String, message: String)? {
        guard feed.latencyMin > feed.latencyMax else { return nil }
        let (min, max) = (TunableID.feedLatencyMin.rawValue, TunableID.feedLatencyMax.rawValue)
        return (min, max,
                "\(min) \(TraceEvent.num(feed.latencyMin, 6)) is more than \(max) "
                    + "\(TraceEvent.num(feed.latencyMax, 6)); expected \(min) <= \(max)")
    }
}

/// One tunable constant: its name in files and scripts, where it shows in the panel,
/// its unit, range, keyboard step and a one-line doc.
public struct Tunable: Sendable {
    /// The panel's group a tunable is listed under; the raw value is its English title.
    public enum Group: String, CaseIterable, Sendable {
        case scroll = "Scroll physics", designer = "Designer terms", header = "Header", footer = "Footer", input = "Input",
             feed = "Feed", art = "Art"
    }

    /// How a tunable's value is set: any number in its range, whole numbers, or named choices.
    public enum Kind: Sendable {
        case continuous
        case integer
        /// Named choices stored as 0, 1, ...
        case choice([String])
    }

    public let id: TunableID
    /// Its name in files and scripts.
    public var name: String { id.rawValue }
    public let group: Group
    public let title: String
    public let unit: String
    public let range: ClosedRange<Double>
    public let step: Double
    public let kind: Kind
    public let doc: String
    let read: @Sendable (TuningSet) -> Double
    let write: @Sendable (inout TuningSet, Double) -> Void
    /// Where the other values let this one go (a latency min up to the max); nil: its range.
    var bound: (@Sendable (TuningSet) -> ClosedRange<Double>)? = nil
    /// A view of other tunables (a designer term): never written to a file nor traced.
    public var derived = false

    public func value(in set: TuningSet) -> Double { read(set) }

    /// Sets the value, clamped into range (and rounded for whole-number kinds) and into
    /// what the other values allow (a latency min never passes the max): what the panel's
    /// sliders and keys do. Files and scripts are checked instead, with an error.
    public func set(_ value: Double, in set: inout TuningSet) {
        guard value.isFinite else { return }
        let allowed = bound?(set) ?? range
        var v = min(max(value, allowed.lowerBound), allowed.upperBound)
        switch kind {
        case .continuous: break
        case .integer, .choice: v = v.rounded()
        }
        write(&set, v)
    }

    /// Sets a value already checked against the range, with no clamping.
    public func assign(_ value: Double, in set: inout TuningSet) { write(&set, value) }

    /// Why `text` (a number, or a choice's name) is not a value of this tunable; nil
    /// when it is. Numbers must be finite, in range, and whole for whole-number kinds;
    /// a choice takes only its names.
    public func parse(_ text: String) -> Double? {
        switch kind {
        case .choice(let names):
            return names.firstIndex(of: text.lowercased()).map(Double.init)
        case .integer, .continuous:
            guard let v = Double(text) else { return nil }
            return accepts(v) ? v : nil
        }
    }

    /// True for a finite number in range (and whole for whole-number kinds).
    public func accepts(_ v: Double) -> Bool {
        guard v.isFinite, range.contains(v) else { return false }
        switch kind {
        case .continuous: return true
        case .integer, .choice: return v == v.rounded()
        }
    }

    public var defaultValue: Double { read(TuningSet()) }

    /// An off/on choice: the panel shows it as a switch, and a click anywhere on its row flips it.
    public var isSwitch: Bool {
        if case .choice(let names) = kind { return names == ["off", "on"] }
        return false
    }

    /// The value as the panel shows it, with its unit.
    public func format(_ v: Double) -> String {
        switch kind {
        case .choice(let names):
            let i = Int(saturating: min(max(v.rounded(), -1), Double(names.count)))
            return names.indices.contains(i) ? names[i] : fixedDecimals(v, 0)
        case .integer, .continuous:
            return number(v) + (unit.isEmpty ? "" : " " + unit)
        }
    }

    /// The value's number alone, with as many decimals as the step has (whole for integers).
    public func number(_ v: Double) -> String {
        if case .continuous = kind {
            let decimals = step >= 1 ? 0 : (step >= 0.1 ? 1 : (step >= 0.01 ? 2 : (step >= 0.001 ? 3 : 4)))
            return fixedDecimals(v, decimals)
        }
        return fixedDecimals(v, 0)
    }
}
