/// The states of a load-more machine (FooterState, TrailerState): MJRefresh's, plus failed.
protocol LoadMoreStates: Equatable, Sendable {
    static var idle: Self { get }
    static var pulling: Self { get }
    static var refreshing: Self { get }
    static var noMoreData: Self { get }
    static var failed: Self { get }
}

/// The load-more state machine under the footer and the trailer: a value that takes the
/// shared steps and appends effects; each refresher adds its own rules and settings around it.
///
/// Rules:
/// - A pull (`pullingPercent` is how far past the edge, in the view's own extents): while
///   dragging, idle or failed and >= 1 -> pulling; pulling and < 1 -> idle.
/// - Released while pulling -> refreshing (or idle when a load is blocked).
/// - A start -> refreshing, holding an inset (if it is given one) over the open duration, and a load starts.
/// - The load's answer, while refreshing: the held inset goes back over the close duration;
///   loaded -> idle, end -> noMoreData, failed -> failed. No answer after the timeout -> failed.
struct LoadMoreMachine<State: LoadMoreStates>: Sendable {
    /// What the host must do after the call: report a transition, set the inset, start a load.
    enum Effect: Equatable, Sendable {
        case transition(from: State, to: State)
        case setInset(Double, duration: Double)
        case startLoad
    }

    private(set) var state: State = .idle
    private(set) var stateTime = 0.0
    /// How far the view shows or is pulled, in its own extents, at least 0.
    var pullingPercent = 0.0
    /// The inset held while a load runs (nil: none).
    private(set) var heldInset: Double?

    var isBusy: Bool { state == .refreshing }

    /// When a running load fails for want of an answer.
    func deadline(timeout: Double) -> Double? { state == .refreshing ? stateTime + timeout : nil }

    /// A pull while `dragging`: past a whole extent it arms the release, back under it disarms.
    mutating func pull(dragging: Bool, at t: Double, _ effects: inout [Effect]) {
        guard dragging else { return }
        if (state == .idle || state == .failed) && pullingPercent >= 1 {
            go(.pulling, at: t, &effects)
        } else if state == .pulling && pullingPercent < 1 {
            go(.idle, at: t, &effects)
        }
    }

    /// A release: a pulling view loads, holding `inset`, unless a load is `blocked`.
    mutating func release(holding inset: Double?, over duration: Double, blocked: Bool, at t: Double,
                          _ effects: inout [Effect]) {
        guard state == .pulling else { return }
        if blocked { go(.idle, at: t, &effects) } else { start(holding: inset, over: duration, at: t, &effects) }
    }

    /// Starts a load: refreshing, the inset (if any) held over `duration`.
    mutating func start(holding inset: Double?, over duration: Double, at t: Double, _ effects: inout [Effect]) {
        go(.refreshing, at: t, &effects)
        if let inset {
            heldInset = inset
            effects.append(.setInset(inset, duration: duration))
        }
        effects.append(.startLoad)
    }

    /// The load's answer: the inset back over `closeDuration`, then idle, noMoreData or failed.
    mutating func finish(_ result: LoadResult, closeDuration: Double, at t: Double, _ effects: inout [Effect]) {
        guard state == .refreshing else { return }
        giveBackInset(over: closeDuration, &effects)
        switch result {
        case .loaded: go(.idle, at: t, &effects)
        case .end: go(.noMoreData, at: t, &effects)
        case .failed: go(.failed, at: t, &effects)
        }
    }

    /// No answer after `timeout`: the load failed.
    mutating func tick(timeout: Double, closeDuration: Double, at t: Double, _ effects: inout [Effect]) {
        guard state == .refreshing && t >= stateTime + timeout else { return }
        giveBackInset(over: closeDuration, &effects)
        go(.failed, at: t, &effects)
    }

    private mutating func giveBackInset(over duration: Double, _ effects: inout [Effect]) {
        guard heldInset != nil else { return }
        heldInset = nil
        effects.append(.setInset(0, duration: duration))
    }

    mutating func go(_ next: State, at t: Double, _ effects: inout [Effect]) {
        let from = state
        guard next != from else { return }
        state = next
        stateTime = t
        effects.append(.transition(from: from, to: next))
    }
}
