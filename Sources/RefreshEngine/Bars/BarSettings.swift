/// The bar's kind and constants (`list.bar`, `bar.*`), each from its platform's source.
///
/// UIKit (Flutter nav_bar.dart): `_kNavBarPersistentHeight` 44, `_kNavBarLargeTitleHeightExtension`
/// 52, `_kNavBarShowLargeTitleThreshold` 10, `_kNavBarTitleFadeDuration` 150 ms. Android
/// (Material 3 large top app bar): 152 dp expanded, 64 dp collapsed. Flutter (app_bar.dart):
/// kToolbarHeight 56 collapsed, `stretchTriggerOffset` 100.
public struct BarSettings: Equatable, Sendable {
    public var kind = ListBar.plain
    /// The large title's band under the 44-pt bar (`bar.largeTitleHeight`), pt.
    public var largeTitleHeight = 52.0
    /// CollapsingToolbarLayout's expanded and collapsed heights (`bar.collapsingExpanded`,
    /// `bar.collapsingCollapsed`), dp.
    public var collapsingExpanded = 152.0
    public var collapsingCollapsed = 64.0
    /// SliverAppBar's expandedHeight and collapsedHeight (`bar.sliverExpanded`, `bar.sliverCollapsed`).
    public var sliverExpanded = 200.0
    public var sliverCollapsed = 56.0
    /// SliverAppBar.pinned: the collapsed bar stays; off, it scrolls away entirely.
    public var pinned = true
    /// SliverAppBar.floating: the bar comes back on any scroll towards the top.
    public var floating = false
    /// Snap: the bar settles open or closed when the scroll ends (AppBarLayout's `snap`
    /// flag under `collapsing`; SliverAppBar.snap, which needs `floating`, under `sliver`).
    public var snap = false
    /// SliverAppBar.stretch: the bar takes the overscroll, up to `stretchTrigger`.
    public var stretch = false
    /// SliverAppBar.stretchTriggerOffset: the stretch past which onStretchTrigger fires.
    public var stretchTrigger = 100.0

    public init() {}

    /// UIKit's bar under the large title (`_kNavBarPersistentHeight`).
    public static let navBarHeight = 44.0
    /// The large title's space from the bottom of its band (`_kNavBarBottomPadding`).
    public static let largeTitleBottomPadding = 8.0
    /// The small title shows once the large title is this close to scrolled away.
    public static let showLargeTitleThreshold = 10.0
    /// The small title's fade (`_kNavBarTitleFadeDuration`), s.
    public static let titleFadeDuration = 0.15
    /// SliverAppBar's floating snap (FloatingHeaderSnapConfiguration: 200 ms, easeOut).
    public static let floatingSnapDuration = 0.2
}
