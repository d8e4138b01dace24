/// A trigger a header pull can never reach under the scroll model in use: how far the
/// model's edge lets the content go, the pull the trigger needs, and the tunables that
/// cannot take effect (the panel greys them).
///
/// Rule: a control that moves the content (MJRefresh's header, Cupertino's sliver) arms at
/// a distance of the content past its top edge, height x triggerRatio of its machine's
/// settings (MJRefresh: header.height x header.triggerRatio, its second floor at
/// height x max(floorRate 1.9, triggerRatio + 0.5); Cupertino: header.cupertinoTrigger). A
/// model whose edge shows at most `reach` points for any pull (Android's stretch, GTK's
/// 100-px overshoot) never arms a trigger past it. A control over a still list measures
/// the finger, not the content, so every model reaches it. A stretching SliverAppBar takes
/// the first `bar.stretchTrigger` points of the pull before the control sees any
/// (`BarLayout.headerPull`), so the pull needed past the edge is the trigger plus that.
public struct PullReach: Equatable, Sendable {
    /// What cannot be reached.
    public enum Target: String, CaseIterable, Sendable {
        /// The refresh trigger: the header never arms.
        case refresh
        /// The second floor: the pull only ever refreshes.
        case secondFloor
    }

    public var target: Target
    /// The most the model shows past the edge, in points.
    public var reach: Double
    /// The pull past the edge the trigger needs, in points.
    public var needed: Double
    /// The tunables (names in files) that cannot take effect with these values.
    public var tunables: [String]
}

extension TuningSet {
    /// What a pull cannot reach on a view `viewportExtent` points high at `pixelDensity`
    /// pixels a point; nil when the refresh (and the second floor, if on) can be pulled.
    public func unreachablePull(viewportExtent: Double, pixelDensity: Double) -> PullReach? {
        guard let reach = scroll.model.physics.reach(extent: viewportExtent, pixelDensity: pixelDensity) else { return nil }
        let control = controlTuning.make(keeping: AnyRefreshControl(MJRefreshControl()), viewportExtent: viewportExtent, density: pixelDensity)
        guard control.movesContent else { return nil }
        let m = control.machineSettings(header)
        // What the bar takes of a pull before the header sees it, and its tunables.
        let barTakes = min(BarLayout(settings: bar, plainHeight: 0).takenFirst, reach)
        let barTunables = barTakes > 0 ? [TunableID.barStretch, .barStretchTrigger].map(\.rawValue) : []
        let trigger = max(m.height, 1) * m.triggerRatio + barTakes
        if trigger > reach {
            // The trigger's own tunable: whichever of them the control uses.
            let own = [TunableID.headerTriggerRatio, .headerCupertinoTrigger].filter { !control.unusedTunables.contains($0) }.map(\.rawValue)
            return PullReach(target: .refresh, reach: reach, needed: trigger, tunables: own + barTunables)
        }
        let floor = max(m.height, 1) * m.armRate + barTakes
        if m.twoLevel && floor > reach {
            return PullReach(target: .secondFloor, reach: reach, needed: floor,
                             tunables: [TunableID.headerTwoLevel.rawValue] + barTunables)
        }
        return nil
    }
}
