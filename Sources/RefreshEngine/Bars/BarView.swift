/// The bar as the app draws it this frame (FrameState.bar): heights, progress and titles.
public struct BarView: Equatable, Sendable {
    public var kind = ListBar.plain
    /// The status area above the bar, pt.
    public var statusHeight = 0.0
    /// The bar's visible height without the status area, stretch included, pt.
    public var height = 0.0
    /// 0 open, 1 collapsed.
    public var progress = 0.0
    /// What the overscroll added to the height, pt.
    public var stretch = 0.0
    /// The bar's own title, centred in its last 44 pt (UIKit's small title, or the plain
    /// bar's), and its opacity.
    public var smallTitleOpacity = 1.0
    /// The large, collapsing or flexible-space title (nil under `plain`).
    public var title: BarTitle?
    /// What the titles say under a bar other than `plain` (the screen's title in the list's language).
    public var text = ""

    public init() {}

    /// The bar's bottom edge in window points.
    public var bottom: Double { statusHeight + height }
}

/// A title that moves and scales with the bar: drawn left-aligned at `x` with its bottom at
/// `bottom` (window points), scaled by `scale` about its bottom-left corner, shown only below
/// `clipTop` (it scrolls under the bar's top part).
public struct BarTitle: Equatable, Sendable {
    public var x = 16.0
    public var bottom = 0.0
    public var scale = 1.0
    public var opacity = 1.0
    public var clipTop = 0.0
    /// The type it is drawn in at scale 1: the large title (34 pt on iOS), the expanded
    /// headline (Material 3: 28) or the toolbar's title (Flutter: 20).
    public var size = 34.0

    public init() {}
}
