import RefreshEngine

extension FeelExport.ControlExport {
    /// MJRefresh's header: Flutter has no twin; the Cupertino sliver holds its height.
    static let mj = Self(
        kind: .mj,
        summary: { c in
            "MJRefresh's header (\(c.position.rawValue)): refreshes on a release past \(FeelExport.n(c.trigger)) pt, holds \(FeelExport.n(c.held)) pt, "
                + "opens in \(FeelExport.n(c.machine.openDuration)) s, shows the result \(FeelExport.n(c.machine.minResultTime)) s, "
                + "closes in \(FeelExport.n(c.machine.closeDuration)) s"
        },
        flutterWidget: "tunedCupertinoRefreshControl (MJRefresh's header has no Flutter twin; the sliver holds its height)",
        flutterSliver: { ($0.trigger, min($0.held, $0.trigger)) })
}
