/// Ports of the platforms' layout code for the app bars, written from their sources, that the
/// engine's bars are checked against frame by frame (AppBarLayoutTests).

/// Flutter's RenderSliverPinnedPersistentHeader (sliver_persistent_header.dart) as
/// CupertinoSliverNavigationBar and a pinned SliverAppBar use it: the child is laid out at
/// max(minExtent, maxExtent - min(scrollOffset, maxExtent)) plus the stretch (the overlap's
/// size past the top, for a header that stretches).
struct PinnedPersistentHeaderPort {
    var minExtent: Double
    var maxExtent: Double
    var stretches = false

    /// The child's extent at the viewport's `pixels` (0 at rest with the header open, < 0 past the top).
    func childExtent(pixels: Double, stretchLimit: Double = .infinity) -> Double {
        let scrollOffset = max(pixels, 0)
        let overlap = min(pixels, 0)
        let shrinkOffset = min(scrollOffset, maxExtent)
        let stretchOffset = stretches ? min(abs(overlap), stretchLimit) : 0
        return max(minExtent, maxExtent - shrinkOffset) + stretchOffset
    }
}

/// Flutter's RenderSliverFloatingPersistentHeader (sliver_persistent_header.dart): the
/// effective scroll offset follows the position's changes, hidden at most up to the scroll
/// offset, and jumps to the scroll offset while scrolling forward with the header hidden.
struct FloatingPersistentHeaderPort {
    var minExtent: Double
    var maxExtent: Double
    var effectiveScrollOffset: Double?
    var lastActualScrollOffset: Double?

    mutating func layout(scrollOffset: Double) -> Double {
        if let last = lastActualScrollOffset, let effective = effectiveScrollOffset,
           scrollOffset < last || effective < maxExtent {
            let delta = last - scrollOffset
            effectiveScrollOffset = min(max(effective - delta, 0), scrollOffset)
        } else {
            effectiveScrollOffset = scrollOffset
        }
        lastActualScrollOffset = scrollOffset
        // A pinned floating header keeps its minExtent (RenderSliverFloatingPinnedPersistentHeader).
        return max(minExtent, maxExtent - (effectiveScrollOffset ?? 0))
    }
}

/// CoordinatorLayout's nested scrolling for AppBarLayout (scroll|exitUntilCollapsed) over a
/// scrolling child (AppBarLayout.Behavior onNestedPreScroll / onNestedScroll): a scroll up is
/// the bar's first (it collapses down to its collapsed height), then the list's; a scroll down
/// is the list's first, and only what is left past the list's top opens the bar.
struct AppBarLayoutPort {
    var expanded: Double
    var collapsed: Double
    /// AppBarLayout's top-and-bottom offset: 0 open, -(expanded - collapsed) collapsed.
    var offset = 0.0
    /// The child's scroll position.
    var listScroll = 0.0

    var totalScrollRange: Double { expanded - collapsed }
    var height: Double { expanded + offset }

    /// One scroll of dy (> 0: the content moves up).
    mutating func scroll(_ dy: Double) {
        if dy > 0 {
            // onNestedPreScroll: the bar takes what it can before the child.
            let consumed = min(dy, totalScrollRange + offset)
            offset -= consumed
            listScroll += dy - consumed
        } else if dy < 0 {
            // The child first; onNestedScroll hands the unconsumed rest to the bar.
            let consumed = max(dy, -listScroll)
            listScroll += consumed
            offset = min(0, offset - (dy - consumed))
        }
    }
}
