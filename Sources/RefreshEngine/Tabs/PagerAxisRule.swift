/// Which axis a drag on a tab's list goes to, the pager's or the list's: one gesture, one axis.
///
/// Each platform decides on each pointer report, from the travel since the press (|dx|, |dy|):
///
///     android:   |dx| > 2 slop → horizontal, else |dy| > slop → vertical
///     flutter:   |dy| > slop → vertical, else |dx| > slop → horizontal
///     favoured:  max(|dx|, |dy|) ≥ slop → horizontal when |dx| > |dy|, else vertical
///
/// Android: ViewPager2's RecyclerView intercepts once |dx| passes its paging slop
/// (`TOUCH_SLOP_PAGING`, ViewConfiguration's `getScaledPagingTouchSlop`, twice the touch slop:
/// 16 dp), a page's vertical RecyclerView takes the drag once |dy| passes the touch slop (8 dp); the
/// parent's `onInterceptTouchEvent` runs first on each move, so a report past both goes sideways.
/// Flutter: the page's VerticalDragGestureRecognizer and TabBarView's HorizontalDragGestureRecognizer
/// each accept once their own axis passes kTouchSlop (18); the inner list's is nearer in the hit
/// test, so it sees a report first and wins one past both. UIKit and GTK: the directional lock the
/// carousel uses (AxisLock): the axis the travel favours once past the slop.
public struct PagerAxisRule: Equatable, Sendable {
    /// Which axis is tested first on a report, and against which slop.
    public enum Order: Equatable, Sendable {
        /// The pager's axis is tested first, against twice the slop (ViewPager2).
        case pagerFirst
        /// The list's axis is tested first, both against the slop (Flutter's arena).
        case listFirst
        /// The axis the travel favours once either passes the slop (UIKit, GTK).
        case favoured
    }

    public var order: Order
    /// The touch slop, pt (`input.touchSlop`): 8 on Android, 18 in Flutter.
    public var slop: Double

    public init(order: Order, slop: Double) {
        self.order = order
        self.slop = slop.isFinite ? max(slop, 1) : 1
    }

    /// The platform's rule under scroll model `model` with touch slop `slop`.
    public static func rule(model: ScrollModel, slop: Double) -> PagerAxisRule {
        if model == .android { return PagerAxisRule(order: .pagerFirst, slop: slop) }
        if model == .flutter { return PagerAxisRule(order: .listFirst, slop: slop) }
        return PagerAxisRule(order: .favoured, slop: slop)
    }

    /// The axis a drag that has travelled (dx, dy) pt since the press goes to, or nil while undecided.
    public func decide(dx: Double, dy: Double) -> GestureAxis? {
        let x = dx.isFinite ? abs(dx) : 0, y = dy.isFinite ? abs(dy) : 0
        switch order {
        case .pagerFirst:
            if x > 2 * slop { return .horizontal }
            return y > slop ? .vertical : nil
        case .listFirst:
            if y > slop { return .vertical }
            return x > slop ? .horizontal : nil
        case .favoured:
            guard max(x, y) >= slop else { return nil }
            return x > y ? .horizontal : .vertical
        }
    }
}
