/// A refresh control of any kind, held as a value: what the engine keeps and asks.
///
/// The control is boxed in a class and copied on write (`isKnownUniquelyReferenced`), so a
/// copied ListEngine holds its own control, with its own animation, as a struct would. It is
/// a box and not `any RefreshControl` because the page's core (Embedded Swift) holds no
/// existential of a protocol that is not class-bound; not an enum of the controls, so that a
/// new control stays one file (its type and its HeaderControlKind) and one line in
/// `HeaderControlKind.registered`.
public struct AnyRefreshControl: RefreshControl {
    private var box: AnyControlBox

    public init<C: RefreshControl>(_ control: C) { box = ControlBox(control) }

    /// The control as its own type, nil when it is of another (a kind keeps its animation).
    public func `as`<C: RefreshControl>(_ type: C.Type) -> C? { (box as? ControlBox<C>)?.control }

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&box) { box = box.copy() }
    }

    public var movesContent: Bool { box.movesContent }
    public func heldInset(_ settings: HeaderRefresher.Settings) -> Double { box.heldInset(settings) }
    public func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement {
        box.placement(contentTop: contentTop, topBar: topBar, settings: settings)
    }
    public func machineSettings(_ settings: HeaderRefresher.Settings) -> HeaderRefresher.Settings { box.machineSettings(settings) }
    public func pull(fingerTravel: Double, armed: Bool) -> Double? { box.pull(fingerTravel: fingerTravel, armed: armed) }
    public mutating func beginDrag(at t: Double) {
        unique()
        box.beginDrag(at: t)
    }
    public mutating func drag(pull: Double, at t: Double) {
        unique()
        box.drag(pull: pull, at: t)
    }
    public mutating func release(refreshes: Bool, lastFrame: Double, at t: Double) {
        unique()
        box.release(refreshes: refreshes, lastFrame: lastFrame, at: t)
    }
    public mutating func setRefreshing(_ refreshing: Bool, at t: Double) {
        unique()
        box.setRefreshing(refreshing, at: t)
    }
    public func indicator(pulled: Double, state: HeaderState, since: Double, at t: Double) -> ControlIndicator? {
        box.indicator(pulled: pulled, state: state, since: since, at: t)
    }
    public func isAnimating(at t: Double) -> Bool { box.isAnimating(at: t) }
    public var settlesByScrollPhysics: Bool { box.settlesByScrollPhysics }
    public var unusedTunables: [TunableID] { box.unusedTunables }
}

/// The box's interface: each RefreshControl requirement, answered by the control it holds.
private class AnyControlBox: @unchecked Sendable {
    func copy() -> AnyControlBox { fatalError("abstract") }
    var movesContent: Bool { fatalError("abstract") }
    func heldInset(_ settings: HeaderRefresher.Settings) -> Double { fatalError("abstract") }
    func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement { fatalError("abstract") }
    func machineSettings(_ settings: HeaderRefresher.Settings) -> HeaderRefresher.Settings { fatalError("abstract") }
    func pull(fingerTravel: Double, armed: Bool) -> Double? { fatalError("abstract") }
    func beginDrag(at t: Double) { fatalError("abstract") }
    func drag(pull: Double, at t: Double) { fatalError("abstract") }
    func release(refreshes: Bool, lastFrame: Double, at t: Double) { fatalError("abstract") }
    func setRefreshing(_ refreshing: Bool, at t: Double) { fatalError("abstract") }
    func indicator(pulled: Double, state: HeaderState, since: Double, at t: Double) -> ControlIndicator? { fatalError("abstract") }
    func isAnimating(at t: Double) -> Bool { fatalError("abstract") }
    var settlesByScrollPhysics: Bool { fatalError("abstract") }
    var unusedTunables: [TunableID] { fatalError("abstract") }
}

/// The box of one control type.
private final class ControlBox<C: RefreshControl>: AnyControlBox, @unchecked Sendable {
    var control: C
    init(_ control: C) { self.control = control }

    override func copy() -> AnyControlBox { ControlBox(control) }
    override var movesContent: Bool { control.movesContent }
    override func heldInset(_ settings: HeaderRefresher.Settings) -> Double { control.heldInset(settings) }
    override func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement {
        control.placement(contentTop: contentTop, topBar: topBar, settings: settings)
    }
    override func machineSettings(_ settings: HeaderRefresher.Settings) -> HeaderRefresher.Settings { control.machineSettings(settings) }
    override func pull(fingerTravel: Double, armed: Bool) -> Double? { control.pull(fingerTravel: fingerTravel, armed: armed) }
    override func beginDrag(at t: Double) { control.beginDrag(at: t) }
    override func drag(pull: Double, at t: Double) { control.drag(pull: pull, at: t) }
    override func release(refreshes: Bool, lastFrame: Double, at t: Double) {
        control.release(refreshes: refreshes, lastFrame: lastFrame, at: t)
    }
    override func setRefreshing(_ refreshing: Bool, at t: Double) { control.setRefreshing(refreshing, at: t) }
    override func indicator(pulled: Double, state: HeaderState, since: Double, at t: Double) -> ControlIndicator? {
        control.indicator(pulled: pulled, state: state, since: since, at: t)
    }
    override func isAnimating(at t: Double) -> Bool { control.isAnimating(at: t) }
    override var settlesByScrollPhysics: Bool { control.settlesByScrollPhysics }
    override var unusedTunables: [TunableID] { control.unusedTunables }
}
