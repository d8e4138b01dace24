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
