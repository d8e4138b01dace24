import RefreshEngine

extension FeelExport.ControlExport {
    /// UIRefreshControl as Flutter measured it: CupertinoSliverRefreshControl.
    static let cupertino = Self(
        kind: .cupertino,
        summary: { c in
            "Cupertino (UIRefreshControl as Flutter measured it): refreshes at \(FeelExport.n(c.cupertino.triggerDistance)) pt with the finger still "
                + "down, holds \(FeelExport.n(min(c.cupertino.indicatorExtent, c.cupertino.triggerDistance))) pt, then bounces back"
        },
        flutterWidget: "tunedCupertinoRefreshControl")
}
