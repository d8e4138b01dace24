/// One scroll shared by the bar all tabs share and the shown tab's list, as Flutter's
/// NestedScrollView and Android's CoordinatorLayout (AppBarLayout over a ViewPager2's lists)
/// share it.
///
/// `outer` is how far the bar has collapsed (0 open, `range` collapsed), kept when the tab
/// changes; `inner` is the shown list's own offset (< 0: pulled past its top, the refresh's
/// pull). A scroll by `delta` (pt, > 0 moves the content up) goes, in order:
///
///     up (delta > 0):    a pulled list back to its top; the bar until collapsed; the list
///     down (delta < 0):  floating: the bar until open; the list to its top; the bar until open;
///                        the rest pulls the list past its top
///
/// Flutter: `_NestedScrollCoordinator.applyUserOffset` (an overscrolled inner position first,
/// then `outer.applyClampedDragUpdate`, then every inner; down: `floatHeaderSlivers` first, the
/// inner's clamped update, the outer by what is left, the rest `applyFullDragUpdate`). Android:
/// SwipeRefreshLayout's `onNestedPreScroll` takes back its spinner first; AppBarLayout's
/// `onNestedPreScroll` collapses the bar before the list scrolls (`enterAlways` opens it before
/// the list too); `onNestedScroll` opens it with what the list left, and SwipeRefreshLayout
/// pulls only with what the bar left (it dispatches to its parents first). A fling is the
/// list's one motion, shared the same way each frame (RecyclerView's fling dispatches nested
/// pre-scroll and scroll as a drag; NestedScrollView simulates outer and inner as one extent):
/// a fling up collapses the bar first, one down from deep in the list opens it with what is
/// left once the list reaches its top. Flutter floats the bar in a drag only: its fling runs
/// with `floats` off (ListEngine's `tabsFollowScroll`).
public struct NestedScroll: Equatable, Sendable {
    /// How far the bar has collapsed, 0 ... `range`.
    public private(set) var outer: Double
    /// The shown list's offset; < 0 past its top (pulled), > `innerMax` past its end.
    public private(set) var inner: Double
    /// How far the bar collapses (its open height less its collapsed height).
    public let range: Double
    /// The bar opens before the list scrolls down (floatHeaderSlivers, enterAlways).
    public let floats: Bool

    public init(outer: Double = 0, inner: Double = 0, range: Double, floats: Bool = false) {
        self.range = range.isFinite ? max(range, 0) : 0
        self.outer = outer.isFinite ? min(max(outer, 0), self.range) : 0
        self.inner = inner.isFinite ? inner : 0
        self.floats = floats
    }

    /// The content's distance from where it starts, bar and list together: what a list with the
    /// bar in it (one CustomScrollView) would have scrolled.
    public var combined: Double { outer + inner }

    /// Takes the tab shown next: its list's offset, the bar as it is.
    public mutating func show(inner offset: Double) {
        inner = offset.isFinite ? offset : 0
    }

    /// Scrolls by `delta` (> 0 moves the content up), the bar and the list each taking their
    /// share in the platforms' order. The list takes what is left past either of its ends: its
    /// own physics (the rubber band, the stretch) say what that does.
    public mutating func scroll(by delta: Double) {
        guard delta.isFinite, delta != 0 else { return }
        var rest = delta
        if rest > 0 {
            if inner < 0 { rest = take(&inner, rest, upTo: 0) }
            rest = take(&outer, rest, upTo: range)
            inner += rest
        } else {
            if floats { rest = take(&outer, rest, downTo: 0) }
            if inner > 0 { rest = take(&inner, rest, downTo: 0) }
            rest = take(&outer, rest, downTo: 0)
            inner += rest
        }
    }

    /// Moves `value` by as much of `delta` (> 0) as keeps it at most `limit`; returns the rest.
    private func take(_ value: inout Double, _ delta: Double, upTo limit: Double) -> Double {
        let moved = min(delta, max(limit - value, 0))
        value += moved
        return delta - moved
    }

    /// Moves `value` by as much of `delta` (< 0) as keeps it at least `limit`; returns the rest.
    private func take(_ value: inout Double, _ delta: Double, downTo limit: Double) -> Double {
        let moved = max(delta, min(limit - value, 0))
        value += moved
        return delta - moved
    }
}
