/// The trailer's states: MJRefreshTrailer's, plus a failed state that a new pull retries.
public enum TrailerState: String, Sendable, CaseIterable {
    case idle, pulling, refreshing, noMoreData, failed
}

/// The load-more machine at the trailing end of a horizontal list (MJRefreshTrailer): a
/// value that takes events and returns effects.
///
/// Rules:
/// - `pull` is how far the content is pulled past its trailing edge (points); the trailer's
///   percent is pull / `width` (60, MJRefreshTrailer's width).
/// - While dragging: idle or failed and pull >= width -> pulling; pulling and pull < width -> idle.
/// - Released while pulling -> refreshing: the trailing inset grows by `width` over
///   `openDuration` (0.25 s) and a load starts.
/// - The load's answer: loaded -> idle, end -> noMoreData (which never loads again), failed
///   -> failed; each takes the inset back over `closeDuration` (0.4 s). No answer after
///   `timeout` -> failed.
/// - noMoreData ignores pulls: the end says so and stays.
public struct TrailerRefresher: Sendable {
    /// MJRefreshTrailer's geometry and timings.
    public struct Settings: Equatable, Sendable {
        public var width = 60.0
        public var openDuration = 0.25
        public var closeDuration = 0.4
        public var arrowFlipDuration = 0.25
        public var timeout = 15.0
        public init() {}
    }

    /// What the trailer is told: how far the content is pulled, a release, a load's result, a tick.
    public enum Event: Equatable, Sendable {
        case scrolled(pull: Double, dragging: Bool)
        case released(pull: Double)
        case loadFinished(LoadResult)
        case tick
    }

    /// What the host does after the call: report a transition, set the trailing inset, start a load.
    public enum Effect: Equatable, Sendable {
        case transition(from: TrailerState, to: TrailerState)
        /// The trailing inset the trailer holds (0 or its width), animated over `duration`.
        case setInset(Double, duration: Double)
        case startLoad
    }

    public internal(set) var settings: Settings
    /// The states and transitions the trailer shares with the footer.
    private var machine = LoadMoreMachine<TrailerState>()
    public var state: TrailerState { machine.state }
    var stateTime: Double { machine.stateTime }
    /// pull / width, at least 0.
    public var pullingPercent: Double { machine.pullingPercent }

    public init(settings: Settings = Settings()) { self.settings = settings }

    var isBusy: Bool { machine.isBusy }
    var nextDeadline: Double? { machine.deadline(timeout: settings.timeout) }

    public mutating func handle(_ event: Event, at t: Double) -> [Effect] {
        var effects: [LoadMoreMachine<TrailerState>.Effect] = []
        let width = max(settings.width, 1)
        switch event {
        case let .scrolled(pull, dragging):
            machine.pullingPercent = pull.isFinite ? max(pull, 0) / width : 0
            machine.pull(dragging: dragging, at: t, &effects)
        case .released(let pull):
            machine.pullingPercent = pull.isFinite ? max(pull, 0) / width : 0
            // Nothing else loads in the row: no release is blocked.
            machine.release(holding: settings.width, over: settings.openDuration, blocked: false, at: t, &effects)
        case .loadFinished(let result):
            machine.finish(result, closeDuration: settings.closeDuration, at: t, &effects)
        case .tick:
            machine.tick(timeout: settings.timeout, closeDuration: settings.closeDuration, at: t, &effects)
        }
        return effects.map(Effect.init)
    }
}

extension TrailerState: LoadMoreStates {}

extension TrailerRefresher.Effect {
    init(_ effect: LoadMoreMachine<TrailerState>.Effect) {
        switch effect {
        case let .transition(from, to): self = .transition(from: from, to: to)
        case let .setInset(inset, duration): self = .setInset(inset, duration: duration)
        case .startLoad: self = .startLoad
        }
    }
}
