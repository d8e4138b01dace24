/// Settings the engine starts with.
public struct EngineConfig: Sendable {
    public var items = 200
    public var seed: UInt64 = 1
    /// Seconds since the Unix epoch at engine time 0 (the host's wall clock, or a fixed
    /// value for deterministic headless runs).
    public var epoch = 1_790_000_000.0
    /// Local time's offset from UTC, seconds (for the last-updated time).
    public var utcOffset = 0.0
    public var width = 420.0
    public var height = 760.0
    public var title = "RefreshDemo"
    public var tuning = Tuning()
    public var style = RowStyle()
    public var header = HeaderRefresher.Settings()
    public var feed = FeedService.Settings()
    public var footer = FooterRefresher.Settings()
    public var footerStyle = FooterStyle.auto
    /// Items older than the first page that the feed can still page through.
    public var history = 300
    public var headerStyle = HeaderStyle.normal
    public var language = Language.en
    /// The header's alpha follows pullingPercent (MJRefresh's automaticallyChangeAlpha).
    public var alphaFollowsPull = false
    /// When the list last refreshed successfully (Unix time), if ever.
    public var lastUpdated: Double?
    /// Frames of the gif header: idle/pulling set and refreshing set (seconds per frame is
    /// a tunable, `TuningSet.gifFrameDuration`).
    public var gifIdleFrames = 10
    public var gifRefreshingFrames = 4
    /// A carousel row at the top of the list (`list.carousel`).
    public var carousel = true
    /// Which list the feed is (`list.layout`).
    public var layout = ListShape.feed
    /// The app bar above the list (`list.bar`): the top bar is its status area and the open bar.
    public var bar = BarSettings()
    /// A press on a fling carries the velocity of the last frame drawn, as the platforms read
    /// a running fling's speed at its last tick (a window's frames). Off: the velocity at the
    /// press, so a headless run or a script ends the same at any frame rate.
    public var carriesPresentedFrame = false
    /// Their timeline, as the user's art has one.
    var builtInFrames: ArtTimeline { ArtTimeline.builtInFrames(idle: gifIdleFrames, refreshing: gifRefreshingFrames) }

    public init() {}
}
