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
    public private(set) var state: TrailerState = .idle
    private(set) var stateTime = 0.0
    /// pull / width, at least 0.
    public private(set) var pullingPercent = 0.0

    public init(settings: Settings = Settings()) { self.settings = settings }

    var isBusy: Bool { state == .refreshing }
    var nextDeadline: Double? { state == .refreshing ? stateTime + settings.timeout : nil }

    public mutating func handle(_ event: Event, at t: Double) -> [Effect] {
        var effects: [Effect] = []
        let width = max(settings.width, 1)
        switch event {
        case let .scrolled(pull, dragging):
            pullingPercent = pull.isFinite ? max(pull, 0) / width : 0
            guard dragging else { break }
            if (state == .idle || state == .failed) && pullingPercent >= 1 {
                go(.pulling, at: t, &effects)
            } else if state == .pulling && pullingPercent < 1 {
                go(.idle, at: t, &effects)
            }
        case .released(let pull):
            pullingPercent = pull.isFinite ? max(pull, 0) / width : 0
            guard state == .pulling else { break }
            go(.refreshing, at: t, &effects)
            effects.append(.setInset(settings.width, duration: settings.openDuration))
            effects.append(.startLoad)
        case .loadFinished(let result):
            guard state == .refreshing else { break }
            effects.append(.setInset(0, duration: settings.closeDuration))
            switch result {
            case .loaded: go(.idle, at: t, &effects)
            case .end: go(.noMoreData, at: t, &effects)
            case .failed: go(.failed, at: t, &effects)
            }
        case .tick:
            if state == .refreshing && t >= stateTime + settings.timeout {
                effects.append(.setInset(0, duration: settings.closeDuration))
                go(.failed, at: t, &effects)
            }
        }
        return effects
    }

    private mutating func go(_ next: TrailerState, at t: Double, _ effects: inout [Effect]) {
        let from = state
        guard next != from else { return }
        state = next
        stateTime = t
        effects.append(.transition(from: from, to: next))
    }
}
