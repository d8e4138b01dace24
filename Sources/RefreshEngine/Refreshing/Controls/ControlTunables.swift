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

    /// The tunables, as the unused lists hold them (ids, not names: the core compares no String).
    static func names(_ ids: TunableID...) -> [TunableID] { ids }
}
