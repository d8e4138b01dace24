/// Flutter's RenderSliverFloatingPersistentHeader (sliver_persistent_header.dart): the
/// effective scroll offset follows the position's changes, hidden at most up to the scroll
/// offset, and jumps to the scroll offset while scrolling into the list with the header hidden;
/// scrolling towards the top it starts from fully hidden (maxExtent).
struct FloatingPersistentHeaderPort {
    var minExtent: Double
    var maxExtent: Double
    var effectiveScrollOffset: Double?
    var lastActualScrollOffset: Double?

    mutating func layout(scrollOffset: Double) -> Double {
        if let last = lastActualScrollOffset, let effective = effectiveScrollOffset,
           scrollOffset < last || effective < maxExtent {
            let delta = last - scrollOffset
            // allowFloatingExpansion (the user scrolls towards the top): the header comes back
            // from fully hidden, not from however far the list has gone.
            let from = delta > 0 ? min(effective, maxExtent) : effective
            effectiveScrollOffset = min(max(from - delta, 0), scrollOffset)
        } else {
            effectiveScrollOffset = scrollOffset
        }
        lastActualScrollOffset = scrollOffset
        // A pinned floating header keeps its minExtent (RenderSliverFloatingPinnedPersistentHeader).
        return max(minExtent, maxExtent - (effectiveScrollOffset ?? 0))
    }
}
