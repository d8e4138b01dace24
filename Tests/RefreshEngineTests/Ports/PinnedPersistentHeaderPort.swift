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
