/// UIRefreshControl as Flutter's CupertinoSliverRefreshControl measured it from iOS
/// (cupertino/refresh.dart; the `cupertino` control). The content follows the pull and the
/// activity indicator is revealed behind it, 16 pt below the top of the gap it opens:
///
///     box = the gap between the list's top and the content (overscroll + held extent)
///     drag: 8 ticks revealed one by one, progress = box / trigger, opacity
///           easeInOut(Interval(0, 0.35)(progress)), every tick at alpha 147
///     armed at box >= trigger (100): it refreshes at once, while the finger is still down,
///           and holds `extent` (60) of the list's top while it refreshes
///     done: the extent is dropped at once, the content stays where it is and the model's
///           own bounce takes it back; the indicator shrinks to radius 14 x box / trigger;
///           inactive again when box <= 10% of the trigger (nothing drawn at that frame)
/// Radius 14, 1 s a turn of the ticks while it refreshes (CupertinoActivityIndicator).
/// It needs a model whose edge lets the content go past it (iOS, Flutter): under Android's
/// stretch the box never reaches the trigger.
public struct CupertinoRefreshControl: RefreshControl {
    /// CupertinoSliverRefreshControl's parameters.
    public struct Geometry: Equatable, Sendable {
        /// refreshTriggerPullDistance: the pull that starts a refresh.
        public var triggerDistance = 100.0
        /// refreshIndicatorExtent: what the list holds at its top while refreshing (<= trigger).
        public var indicatorExtent = 60.0
        public init() {}
    }

    static let margin = 16.0
    static let radius = 14.0
    static let inactiveFraction = 0.1

    public var geometry = Geometry()
    /// When the ticks began to turn (the refresh began), as CupertinoActivityIndicator's
    /// controller repeats from the moment it animates.
    private(set) var spinSince: Double?

    public init(geometry: Geometry = Geometry()) { self.geometry = geometry }

    /// The extent, never more than the trigger (Flutter asserts trigger >= extent).
    var extent: Double { min(max(geometry.indicatorExtent, 0), trigger) }
    var trigger: Double { max(geometry.triggerDistance, 1) }

    public var movesContent: Bool { true }

    /// MJRefresh's header values and the other controls' (the open time still scrolls a
    /// refresh begun from a key into view).
    public var unusedTunables: [TunableID] {
        ControlTunables.mjHeader + ControlTunables.android + ControlTunables.material
    }

    public func heldInset(_ settings: HeaderRefresher.Settings) -> Double { extent }

    /// The MJ header is not drawn: the ticks are (`indicator`).
    public func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement {
        .hidden(under: topBar)
    }

    /// Armed (and refreshing) at the trigger, while dragging or not; closed at once with no
    /// result shown, idle again below 10% of the trigger.
    public func machineSettings(_ s: HeaderRefresher.Settings) -> HeaderRefresher.Settings {
        var m = s
        // The second floor is MJRefresh-style headers' alone.
        m.twoLevel = false
        m.height = trigger
        m.triggerRatio = 1
        m.minResultTime = 0
        m.closeDuration = 0
        m.refreshesOnArm = true
        m.closesBelow = Self.inactiveFraction
        return m
    }

    /// The sliver's extent goes at once and the scroll position corrects by as much
    /// (scrollOffsetCorrection): the content stays, then the model bounces it back.
    public var settlesByScrollPhysics: Bool { true }

    public mutating func setRefreshing(_ refreshing: Bool, at t: Double) {
        if refreshing { spinSince = t }
    }

    public func isAnimating(at t: Double) -> Bool { false }

    public func indicator(pulled: Double, state: HeaderState, since: Double, at t: Double) -> ControlIndicator? {
        let open = state == .refreshing || state == .willRefresh || state == .finishing
        // The box: the extent held while refreshing and the overscroll past it; scrolled into
        // the list while refreshing, its top goes up with the content (paintOrigin -scrollOffset).
        let held = state == .refreshing ? extent : 0
        let box = held + max(pulled - held, 0)
        // The layout that finds the box under 10% of the trigger answers inactive and draws
        // nothing; a box left over shows as a drag again from the next frame on.
        guard box > 0, !(state == .idle && since == t) else { return nil }
        let top = min(0, pulled - held)
        let progress = min(box / trigger, 1)
        var v = ActivityTicks()
        switch state {
        case .idle, .pulling, .twoLevelArmed, .twoLevelOpening, .twoLevel, .twoLevelClosing:
            v.radius = Self.radius
            v.progress = progress
            v.opacity = CubicBezier.easeInOut.value(min(progress / 0.35, 1))
        case .refreshing, .willRefresh, .finishing:
            v.radius = state == .finishing ? Self.radius * progress : Self.radius
            v.progress = 1
            v.opacity = 1
            let turn = open ? max(t - (spinSince ?? t), 0) : 0
            v.activeTick = Int((Double(ActivityTicks.count) * (turn - turn.rounded(.down))).rounded(.down))
        }
        v.top = top + Self.margin
        v.clipBottom = pulled
        return v.radius > 0 ? .ticks(v) : nil
    }
}

/// CupertinoActivityIndicator as drawn (activity_indicator.dart): 8 ticks, the first at
/// 12 o'clock and the next each 45 degrees clockwise; `progress` < 1 shows only the first
/// ceil(8 x progress), all at alpha 147; spinning, tick i has alpha
/// [47, 47, 47, 47, 72, 97, 122, 147][(i - activeTick) mod 8]. Each tick is a rounded
/// rectangle from radius/3 to radius out, radius/5 wide. Colours 0xFF3C3C44 light, 0xFFEBEBF5 dark.
public struct ActivityTicks: Equatable, Sendable {
    public static let count = 8
    public static let alphas = [47, 47, 47, 47, 72, 97, 122, 147]
    public static let revealedAlpha = 147

    /// The indicator's square's top, in points from the list's visible top (the host adds
    /// the bar); it is centred across the list.
    public var top = 0.0
    public var radius = 14.0
    public var progress = 1.0
    public var opacity = 1.0
    public var activeTick = 0
    /// It shows above this (points from the list's top): the content's top edge.
    public var clipBottom = Double.infinity

    public init() {}

    /// How many ticks show.
    public var shownTicks: Int {
        let n = Double(Self.count) * min(max(progress, 0), 1)
        return min(Int(n.rounded(.up)), Self.count)
    }

    /// Tick i's alpha, of 255.
    public func alpha(ofTick i: Int) -> Int {
        guard progress >= 1 else { return Self.revealedAlpha }
        let k = ((i - activeTick) % Self.count + Self.count) % Self.count
        return Self.alphas[k]
    }
}

extension HeaderControlKind {
    /// UIRefreshControl as Flutter's CupertinoSliverRefreshControl measured it ("iOS" in the panel).
    public static let cupertino = HeaderControlKind(name: "cupertino", title: "iOS") { tuning, current, _, _ in
        var c = current.as(CupertinoRefreshControl.self) ?? CupertinoRefreshControl()
        c.geometry = tuning.cupertino
        return AnyRefreshControl(c)
    }
}
