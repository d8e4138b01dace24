/// Which header tunables belong to which control: a control leaves the others' unused, and
/// the panel greys them with the control's name.
enum ControlTunables {
    static let android = names(.headerAndroidSize, .headerAndroidTrigger, .headerAndroidEnd, .headerAndroidSlingshot)
    static let cupertino = names(.headerCupertinoTrigger, .headerCupertinoExtent)
    static let material = names(.headerMaterialDisplacement)
    /// MJRefresh's header: its height and trigger, how long the result shows and it closes,
    /// where it sits, its fade, its arrow's flip, its frames' time (the art shows in it alone)
    /// and its second floor.
    static let mjHeader = names(.headerHeight, .headerTriggerRatio, .headerCloseDuration, .headerMinResultTime,
                                .headerPosition, .headerAlphaFollowsPull, .headerGifFrameDuration, .headerArrowFlipDuration,
                                .headerTwoLevel)

    /// The tunables' names, as the unused lists hold them.
    static func names(_ ids: TunableID...) -> Set<String> { Set(ids.map(\.rawValue)) }
}

extension RefreshControlTuning {
    /// The header tunables the control these values make leaves unused.
    public var unusedTunables: Set<String> {
        make(keeping: MJRefreshControl(), viewportExtent: 600, density: 1).unusedTunables
    }
}
