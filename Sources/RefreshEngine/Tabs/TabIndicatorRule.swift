/// Where the tab strip's indicator is while the pager stands at a (fractional) page.
///
/// Tabs share the strip's width equally (TabBar `isScrollable: false`, TabLayout `MODE_FIXED`);
/// tab i spans [i w / n, (i + 1) w / n]. Between pages the indicator is the linear interpolation of
/// the two tabs' spans (Flutter's `_IndicatorPainter`: `Rect.lerp(from, to, (value - index).abs())`;
/// TabLayout's linear `TabIndicatorInterpolator`), so at page 0.5 it spans half of each tab.
/// The selected tab is the nearest page (TabBar's `_currentIndex` follows the controller's
/// `animation.value` rounded; TabLayout's `setScrollPosition` selects the page rounded).
public enum TabIndicatorRule {
    /// The indicator's left and right edges, pt from the strip's left, at `page` of `count` tabs over `width`.
    public static func span(page: Double, count: Int, width: Double) -> (left: Double, right: Double) {
        let n = max(count, 1)
        let w = width.isFinite ? max(width, 0) / Double(n) : 0
        let p = page.isFinite ? min(max(page, 0), Double(n - 1)) : 0
        let i = p.rounded(.down), u = p - i
        let left = i * w + u * w
        return (left, left + w)
    }

    /// The tab shown as selected at `page`: the nearest, halves to the later.
    public static func selected(page: Double, count: Int) -> Int {
        guard page.isFinite else { return 0 }
        return min(max(Int(page.rounded(.toNearestOrAwayFromZero)), 0), max(count - 1, 0))
    }
}
