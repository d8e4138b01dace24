/// The footer's states, in MJRefresh's vocabulary, plus a failed state that invites a retry.
public enum FooterState: String, Sendable, CaseIterable {
    case idle, pulling, refreshing, noMoreData, failed
}

/// Auto: loads as soon as it comes into view. Back: pull up past it and release.
public enum FooterStyle: String, Sendable, CaseIterable {
    case auto, back
}

/// How a load of older items ended.
public enum LoadResult: Equatable, Sendable {
    /// n items appended; more remain.
    case loaded(Int)
    /// n items appended and nothing older remains.
    case end(Int)
    case failed
}

/// The load-more state machine: a value that takes events and returns effects.
///
/// Rules:
/// - Auto style: `visible` is how much of the footer is in view (0...1+). Reaching
///   `triggerPercent` starts a load, once per entry into view: it re-arms only after
///   the footer has left the view (so a failed load, or one that added nothing, never loops);
///   with `oncePerDrag` (the default), also at most once per drag.
/// - Auto style on content shorter than the view (`contentIsShort`, an input of each call:
///   top inset + content height <= view height): showing never loads, so nothing loads
///   without a gesture; a drag released with the content pushed up past its resting edge
///   (`releasedPushedUp`) loads, as MJRefresh's pan-ended rule.
/// - Failed: a new drag that pulls further into the footer than where it began retries
///   (auto), and a pull past the threshold goes to pulling again (back).
/// - Back style: `visible` is how far the content is pulled past its bottom edge, in
///   footer heights. While dragging, >= 1 -> pulling, < 1 -> idle; release while pulling
///   -> refreshing, with the footer's height added to the bottom inset until the load ends.
/// - A tap on the footer loads from idle or failed (click to retry).
/// - loaded -> idle; end -> noMoreData, which never loads again until `reset` (a header
///   refresh that succeeded); failed -> failed. No answer after `timeout` -> failed.
/// - While `otherLoading` (the header refreshes) nothing starts: never two loads at once.
public struct FooterRefresher: Sendable {
    /// The footer's geometry, timings and auto-loading rule, from the tuning.
    public struct Settings: Equatable, Sendable {
        public var height = 44.0
        var triggerPercent = 1.0
        public var openDuration = 0.25
        public var closeDuration = 0.4
        var arrowFlipDuration = 0.25
        public var timeout = 15.0
        /// Auto style: at most one load per drag, even if the footer leaves and re-enters
        /// the view during it (MJRefresh's onlyRefreshPerDrag).
        var oncePerDrag = true
        public init() {}
    }

    /// What the footer is told: how much of it shows, a release, a tap, a load's result, a reset, a tick.
    public enum Event: Equatable, Sendable {
        case scrolled(visible: Double, dragging: Bool)
        case released(visible: Double)
        case tapped
        case loadFinished(LoadResult)
        case reset
        case tick
        /// A pointer or touchpad drag began.
        case dragBegan
        /// A drag was released with the content pushed up past its resting edge.
        case releasedPushedUp
    }

    /// What the host must do after the call: report a transition, set the bottom inset, start a load.
    public enum Effect: Equatable, Sendable {
        case transition(from: FooterState, to: FooterState)
        /// Back style: the bottom inset the footer holds (0 or its height), animated over `duration`.
        case setInset(Double, duration: Double)
        case startLoad
    }

    public internal(set) var settings: Settings
    public var style: FooterStyle
    /// The states and transitions the footer shares with the trailer.
    private var machine = LoadMoreMachine<FooterState>()
    public var state: FooterState { machine.state }
    var stateTime: Double { machine.stateTime }
    public var pullingPercent: Double { machine.pullingPercent }
    /// Auto style: may trigger on the next entry into view.
    private(set) var armed = true
    /// The bottom inset the back style holds while it loads.
    var insetExtra: Double { machine.heldInset ?? 0 }
    /// This drag has already started a load (oncePerDrag).
    private var loadedInDrag = false
    /// Failed: how much of the footer showed when the current drag began (a retry needs more).
    private var retryBase: Double?

    public init(settings: Settings = Settings(), style: FooterStyle = .auto) {
        self.settings = settings
        self.style = style
    }

    var isBusy: Bool { machine.isBusy }

    /// The content is shorter than the view (MJRefresh: insetTop + contentHeight <= height): the
    /// auto footer then never loads by showing.
    public static func contentIsShort(leadingInset: Double, contentHeight: Double, viewportHeight: Double) -> Bool {
        leadingInset + contentHeight <= viewportHeight
    }

    /// A drag let go with the content pushed up past its resting edge (half a point of slack: a
    /// list at rest is there to the bit): short content's only trigger (`releasedPushedUp`).
    public static func pushedUp(offset: Double, minOffset: Double) -> Bool { offset > minOffset + 0.5 }

    /// Auto style: the fraction of the footer in view, its top at content y `top`.
    public static func autoVisibility(offset: Double, viewportHeight: Double, top: Double, height: Double) -> Double {
        (offset + viewportHeight - top) / max(height, 1)
    }

    var nextDeadline: Double? { machine.deadline(timeout: settings.timeout) }

    /// The inputs of every call, never flags someone else sets: `otherLoading`, the header
    /// refreshes, so nothing may start now; `contentIsShort`, the content is shorter than
    /// the view (MJRefresh: insetTop + contentHeight <= height), so the auto style never
    /// loads by showing.
    public mutating func handle(_ event: Event, at t: Double, otherLoading blocked: Bool,
                                contentIsShort: Bool) -> [Effect] {
        var effects: [LoadMoreMachine<FooterState>.Effect] = []
        let state = machine.state
        switch event {
        case let .scrolled(visible, dragging):
            machine.pullingPercent = visible.isFinite ? max(visible, 0) : 0
            let pullingPercent = machine.pullingPercent
            switch style {
            case .auto:
                // Half a point of slack: an easing scroll reaches the very bottom only in the limit.
                let reached = pullingPercent + 0.5 / max(settings.height, 1) >= settings.triggerPercent
                if !reached {
                    armed = true
                } else if contentIsShort {
                    break
                } else if state == .failed, dragging, let base = retryBase,
                          pullingPercent >= base + 1 / max(settings.height, 1), !blocked {
                    // Pulled further into the failed footer: that asks again.
                    armed = false
                    loadedInDrag = true
                    start(at: t, &effects)
                } else if armed && (state == .idle || state == .failed) && !blocked
                            && !(settings.oncePerDrag && dragging && loadedInDrag) {
                    armed = false
                    if dragging { loadedInDrag = true }
                    start(at: t, &effects)
                }
            case .back:
                machine.pull(dragging: dragging, at: t, &effects)
            }
        case .released(let visible):
            machine.pullingPercent = visible.isFinite ? max(visible, 0) : 0
            machine.release(holding: heldInset, over: settings.openDuration, blocked: blocked, at: t, &effects)
        case .tapped:
            if (state == .idle || state == .failed) && !blocked {
                armed = false
                start(at: t, &effects)
            }
        case .loadFinished(let result):
            machine.finish(result, closeDuration: settings.closeDuration, at: t, &effects)
        case .dragBegan:
            loadedInDrag = false
            retryBase = state == .failed ? machine.pullingPercent : nil
        case .releasedPushedUp:
            if style == .auto && contentIsShort && (state == .idle || state == .failed) && !blocked {
                armed = false
                start(at: t, &effects)
            }
        case .reset:
            armed = true
            if state == .noMoreData || state == .failed { machine.go(.idle, at: t, &effects) }
        case .tick:
            machine.tick(timeout: settings.timeout, closeDuration: settings.closeDuration, at: t, &effects)
        }
        // Any change of state ends the drag's retry.
        if machine.state != state { retryBase = nil }
        return effects.map(Effect.init)
    }

    /// The back style holds its height below the content while it loads; the auto style holds nothing.
    private var heldInset: Double? { style == .back ? settings.height : nil }

    private mutating func start(at t: Double, _ effects: inout [LoadMoreMachine<FooterState>.Effect]) {
        machine.start(holding: heldInset, over: settings.openDuration, at: t, &effects)
    }
}

extension FooterState: LoadMoreStates {}

extension FooterRefresher.Effect {
    init(_ effect: LoadMoreMachine<FooterState>.Effect) {
        switch effect {
        case let .transition(from, to): self = .transition(from: from, to: to)
        case let .setInset(inset, duration): self = .setInset(inset, duration: duration)
        case .startLoad: self = .startLoad
        }
    }
}
