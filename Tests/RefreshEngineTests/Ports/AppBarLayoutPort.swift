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
