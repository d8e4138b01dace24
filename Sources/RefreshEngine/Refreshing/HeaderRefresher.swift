/// The pull-down refresh state machine: a value that takes events and returns effects.
///
/// Rules (MJRefresh's, without its observers):
/// - idle -> pulling while dragging once pullingPercent >= triggerRatio
///   (pullingPercent = distance pulled past the resting edge / height); back to idle below it.
/// - pulling + release -> refreshing: the control opens (the host holds its inset,
///   animated over openDuration) and a load starts.
/// - begin (a key, launch) -> refreshing from idle, pulling or finishing, scrolling the
///   header into view; before the list is laid out, or while another load runs
///   (`otherLoading`), -> willRefresh, which refreshes as soon as it can.
/// - refreshing + result -> finishing: the result shows for at least minResultTime, then
///   the control closes (its inset removed over closeDuration) -> idle.
/// - A refresh with no answer after `timeout` finishes as failed: never stuck refreshing.
/// - The second floor (`twoLevel`, SmartRefreshLayout's TwoLevelHeader): dragging, idle or
///   pulling -> twoLevelArmed once pullingPercent >= floorRate, back below it; released
///   there -> twoLevelOpening (the floor opens over floorDuration) -> twoLevel; `closeFloor`
///   -> twoLevelClosing (floorDuration / 2) -> idle. `openFloor` opens it from idle or
///   pulling, never over a refresh. While the floor is open nothing refreshes.
/// - `refreshesOnArm` (Cupertino): idle or pulling -> refreshing as soon as
///   pullingPercent >= triggerRatio, dragging or not; `closesBelow`: closing ends when
///   pullingPercent falls to it, not after closeDuration.
/// Open is a state, not an increment (`isOpen`), so ending twice or beginning while
/// closing can never shrink or double the inset. How much inset an open control holds,
/// and where it is drawn, is the control's (RefreshControl), not this machine's.
public struct HeaderRefresher: Sendable {
    /// The header's geometry and timings, from the tuning (MJRefresh's 54-pt header by default).
    public struct Settings: Equatable, Sendable {
        public var height = 54.0
        public var triggerRatio = 1.0
        public var openDuration = 0.25
        public var closeDuration = 0.4
        public var minResultTime = 0.5
        var arrowFlipDuration = 0.25
        public var timeout = 15.0
        /// Refreshes as soon as the pull reaches the trigger, released or not (Cupertino's
        /// sliver arms and calls onRefresh in the same frame); otherwise on release.
        public var refreshesOnArm = false
        /// Closing ends when the pull falls to this fraction of the height (Cupertino: 0.1),
        /// not after closeDuration.
        public var closesBelow: Double?
        /// The second floor: on (`header.twoLevel`), the pull that arms it and the most a pull
        /// shows (x height), and how long it takes to open (closing takes half).
        public var twoLevel = false
        public var floorRate = 1.9
        public var maxRate = 2.5
        public var floorDuration = 1.0
        public init() {}

        /// The pull that arms the floor: floorRate, and always half a height past the refresh
        /// trigger so that a refresh can still be pulled; a pull shows up to maxRate, at least
        /// a little past that.
        public var armRate: Double { max(floorRate, triggerRatio + 0.5) }

        /// The machine under a control over a still list (SwipeRefreshLayout, RefreshIndicator):
        /// triggered past `trigger`, opened and closed by its own animations, no result held, no
        /// second floor (MJRefresh-style headers' alone).
        func overStillList(trigger: Double, open: Double, close: Double) -> Settings {
            var m = self
            m.twoLevel = false
            m.height = trigger
            m.triggerRatio = 1
            m.openDuration = open
            m.closeDuration = close
            m.minResultTime = 0
            return m
        }
        /// The most a pull shows with the floor on (x height): maxRate, at least 0.6 past the arm.
        public var pullLimitRate: Double { max(maxRate, armRate + 0.6) }
    }

    /// What the header is told: the content moved or was released, a begin, a load's result, a tick.
    public enum Event: Equatable, Sendable {
        /// The content moved; `pulled` = points past the resting edge (positive when pulled down).
        case scrolled(pulled: Double, dragging: Bool)
        case released(pulled: Double)
        case begin
        case layoutReady
        case loadFinished(RefreshResult)
        case tick
        /// Open or close the second floor (a key, its button, Esc, a pull up inside it).
        case openFloor
        case closeFloor
    }

    /// What the host must do after the call: report a transition, open or close the control, start a load, save the time.
    public enum Effect: Equatable, Sendable {
        case transition(from: HeaderState, to: HeaderState, pullingPercent: Double)
        /// Open (hold the control's inset) or close it, animating the offset over `duration`;
        /// `reveal` scrolls the header into view (a programmatic begin).
        case setOpen(Bool, duration: Double, reveal: Bool)
        case startLoad
        case saveLastUpdated
        /// Open (the floor covers the list) or close the second floor over `duration`.
        case setFloor(open: Bool, duration: Double)
    }

    public internal(set) var settings: Settings
    public private(set) var state: HeaderState = .idle
    public private(set) var result: RefreshResult?
    /// When the current state began.
    private(set) var stateTime = 0.0
    /// When the closing animation began (finishing only).
    private(set) var closeTime: Double?
    /// The control is open: the host holds its inset.
    private(set) var isOpen = false
    public private(set) var pullingPercent = 0.0

    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// The next time `tick` will change something: a timeout, the end of the result's
    /// minimum time, or the end of closing.
    var nextDeadline: Double? {
        switch state {
        case .refreshing: return stateTime + settings.timeout
        case .twoLevelOpening: return stateTime + settings.floorDuration
        case .twoLevelClosing: return stateTime + settings.floorDuration / 2
        case .finishing:
            // Closed by the pull falling (closesBelow): by the scroll, not by a time.
            if let c = closeTime { return settings.closesBelow == nil ? c + settings.closeDuration : nil }
            return stateTime + settings.minResultTime
        default: return nil
        }
    }

    var isBusy: Bool { state == .refreshing || state == .willRefresh || state == .finishing || state.isFloor }

    /// Closed, and waiting only for the pull to fall (`closesBelow`): nothing happens by itself.
    var closesWithScroll: Bool { state == .finishing && closeTime != nil && settings.closesBelow != nil }

    /// `otherLoading`: the footer loads, so no refresh may start now (it waits in
    /// willRefresh). An input of every call, never a flag someone else sets.
    public mutating func handle(_ event: Event, at t: Double, layoutReady: Bool, otherLoading blocked: Bool) -> [Effect] {
        var effects: [Effect] = []
        switch event {
        case let .scrolled(pulled, dragging):
            pullingPercent = max(pulled, 0) / max(settings.height, 1)
            if state == .willRefresh && layoutReady && !blocked {
                startRefreshing(at: t, reveal: true, &effects)
                break
            }
            if settings.refreshesOnArm, state == .idle || state == .pulling, pullingPercent >= settings.triggerRatio {
                if blocked { go(.willRefresh, at: t, &effects) } else { startRefreshing(at: t, reveal: false, &effects) }
                break
            }
            if state == .finishing, closeTime != nil, let below = settings.closesBelow, pullingPercent <= below {
                go(.idle, at: t, &effects)
                break
            }
            // The open floor has the list: a scroll inside it never pulls the header.
            guard dragging, !state.isFloor else { break }
            if settings.twoLevel, state == .idle || state == .pulling, pullingPercent >= settings.armRate {
                go(.twoLevelArmed, at: t, &effects)
                break
            }
            if state == .twoLevelArmed {
                if pullingPercent < settings.armRate || !settings.twoLevel {
                    go(pullingPercent >= settings.triggerRatio ? .pulling : .idle, at: t, &effects)
                }
                break
            }
            if state == .idle && pullingPercent >= settings.triggerRatio {
                go(.pulling, at: t, &effects)
            } else if state == .pulling && pullingPercent < settings.triggerRatio {
                go(.idle, at: t, &effects)
            }
        case let .released(pulled):
            pullingPercent = max(pulled, 0) / max(settings.height, 1)
            if state == .twoLevelArmed && settings.twoLevel {
                openFloor(at: t, &effects)
            } else if state == .pulling || state == .twoLevelArmed {
                if blocked {
                    // The user asked for a refresh: it waits for the other load, not lost.
                    go(.willRefresh, at: t, &effects)
                } else {
                    startRefreshing(at: t, reveal: false, &effects)
                }
            }
        case .begin:
            switch state {
            case .idle, .pulling, .finishing:
                if layoutReady && !blocked {
                    startRefreshing(at: t, reveal: true, &effects)
                } else {
                    go(.willRefresh, at: t, &effects)
                }
            case .refreshing, .willRefresh, .twoLevelArmed, .twoLevelOpening, .twoLevel, .twoLevelClosing:
                break
            }
        case .openFloor:
            if state == .idle || state == .pulling || state == .twoLevelArmed { openFloor(at: t, &effects) }
        case .closeFloor:
            if state == .twoLevelOpening || state == .twoLevel {
                go(.twoLevelClosing, at: t, &effects)
                effects.append(.setFloor(open: false, duration: settings.floorDuration / 2))
            }
        case .layoutReady:
            if state == .willRefresh && !blocked { startRefreshing(at: t, reveal: true, &effects) }
        case .loadFinished(let r):
            guard state == .refreshing else { break }
            result = r
            if r != .failed { effects.append(.saveLastUpdated) }
            go(.finishing, at: t, &effects)
        case .tick:
            if state == .twoLevelOpening && t >= stateTime + settings.floorDuration { go(.twoLevel, at: t, &effects) }
            if state == .twoLevelClosing && t >= stateTime + settings.floorDuration / 2 { go(.idle, at: t, &effects) }
            if state == .refreshing && t >= stateTime + settings.timeout {
                result = .failed
                go(.finishing, at: t, &effects)
            }
            if state == .finishing {
                if closeTime == nil && t >= stateTime + settings.minResultTime {
                    closeTime = t
                    isOpen = false
                    effects.append(.setOpen(false, duration: settings.closeDuration, reveal: false))
                }
                if let c = closeTime {
                    let closed = settings.closesBelow.map { pullingPercent <= $0 } ?? (t >= c + settings.closeDuration)
                    if closed { go(.idle, at: t, &effects) }
                }
            }
        }
        return effects
    }

    private mutating func openFloor(at t: Double, _ effects: inout [Effect]) {
        go(.twoLevelOpening, at: t, &effects)
        effects.append(.setFloor(open: true, duration: settings.floorDuration))
    }

    private mutating func startRefreshing(at t: Double, reveal: Bool, _ effects: inout [Effect]) {
        result = nil
        go(.refreshing, at: t, &effects)
        isOpen = true
        effects.append(.setOpen(true, duration: settings.openDuration, reveal: reveal))
        effects.append(.startLoad)
    }

    private mutating func go(_ next: HeaderState, at t: Double, _ effects: inout [Effect]) {
        let from = state
        guard next != from else { return }
        state = next
        stateTime = t
        if next != .finishing { closeTime = nil }
        if next == .idle { result = nil }
        effects.append(.transition(from: from, to: next, pullingPercent: pullingPercent))
    }

}
