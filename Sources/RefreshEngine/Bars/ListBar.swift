/// The app bar above the list (`list.bar`): the platform bar a user's screen ships with.
///
/// Rule: every bar but `plain` is part of the scroll view's leading inset, as the platforms
/// lay it out (a sliver, or an AppBarLayout the list scrolls with): the rows and the header
/// move exactly as the content does, and the bar's visible height is a function of where the
/// content is (`BarLayout`), so nothing jumps when the bar changes height.
public enum ListBar: String, CaseIterable, Sendable {
    /// The fixed 44-pt bar under a 20-pt status area.
    case plain
    /// UIKit's large-title navigation bar, as Flutter's CupertinoSliverNavigationBar measures it.
    case largeTitle = "largetitle"
    /// Android's AppBarLayout with CollapsingToolbarLayout (scroll|exitUntilCollapsed[|snap]).
    case collapsing
    /// Flutter's SliverAppBar (pinned, floating, snap, stretch).
    case sliver
}
