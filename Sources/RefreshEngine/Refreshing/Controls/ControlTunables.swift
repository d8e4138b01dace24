/// Which header tunables belong to which control: a control leaves the others' unused, and
/// the panel greys them with the control's name.
enum ControlTunables {
    static let android: Set = ["header.androidSize", "header.androidTrigger", "header.androidEnd", "header.androidSlingshot"]
    static let cupertino: Set = ["header.cupertinoTrigger", "header.cupertinoExtent"]
    static let material: Set = ["header.materialDisplacement"]
    /// MJRefresh's header: its height and trigger, how long the result shows and it closes,
    /// where it sits, its fade, its arrow's flip, its frames' time (the art shows in it alone)
    /// and its second floor.
    static let mjHeader: Set = ["header.height", "header.triggerRatio", "header.closeDuration", "header.minResultTime",
                                "header.position", "header.alphaFollowsPull", "header.gifFrameDuration", "header.arrowFlipDuration",
                                "header.twoLevel"]
}

extension RefreshControlTuning {
    /// The header tunables the control these values make leaves unused.
    public var unusedTunables: Set<String> {
        make(keeping: MJRefreshControl(), viewportExtent: 600, density: 1).unusedTunables
    }
}
