/// Android's nested scrolling of a tab's RecyclerView in a SwipeRefreshLayout, in a ViewPager2
/// page, under a CoordinatorLayout's AppBarLayout: the bar's offset, the list's scroll and the
/// spinner's pull, moved by a touch drag and by a fling.
///
/// Signs are Android's: dy > 0 moves the content up (the list's scroll grows). Sources:
/// androidx recyclerview/.../widget/RecyclerView.java, swiperefreshlayout/.../widget/
/// SwipeRefreshLayout.java, material-components-android lib/java/com/google/android/material/
/// appbar/AppBarLayout.java (BaseBehavior) and HeaderBehavior.java.
/// - RecyclerView `onTouchEvent` ACTION_MOVE: dy = lastTouchY - y; the move that starts the
///   drag loses the touch slop; `dispatchNestedPreScroll` takes what the parents consume, then
///   `scrollByInternal` scrolls the rest (`scrollStep`, never past its ends) and hands what it
///   left to `dispatchNestedScroll`.
/// - SwipeRefreshLayout `onNestedPreScroll` (touch only): dy > 0 takes back its spinner's
///   `mTotalUnconsumed` first, then dispatches the rest to its parents; `onNestedScroll` dispatches
///   to its parents first and pulls the spinner by what they left (dy < 0, the list at its top).
///   `onStartNestedScroll` refuses a non-touch scroll, so a fling's nested scrolling reaches the
///   CoordinatorLayout past it (NestedScrollingChildHelper walks up the parents).
/// - AppBarLayout.BaseBehavior (scroll|exitUntilCollapsed; `enterAlways` for a floating bar):
///   `onNestedPreScroll` with dy > 0 collapses within [-upNestedPreScrollRange, 0], with dy < 0
///   opens within [-totalScrollRange, -totalScrollRange + downNestedPreScrollRange] (0 without
///   enterAlways: nothing); `onNestedScroll` opens by an unconsumed dy < 0 within
///   [-downNestedScrollRange, 0]. `HeaderBehavior.setHeaderTopBottomOffset` moves only from inside
///   [min, max].
/// - RecyclerView's ViewFlinger dispatches a fling's frames as TYPE_NON_TOUCH the same way; an
///   ACTION_UP ends the spinner's pull (`onStopNestedScroll`, finishSpinner).
/// - ViewPager2 keeps each page's RecyclerView, the bar as it is.
struct CoordinatorNestedPort {
    /// AppBarLayout's top-and-bottom offset: 0 open, -totalScrollRange collapsed.
    var offset = 0.0
    let totalScrollRange: Double
    let enterAlways: Bool
    /// Each page's RecyclerView scroll, and the shown page.
    var lists: [Double]
    var page = 0
    var listMax = Double.infinity
    /// SwipeRefreshLayout's mTotalUnconsumed: what its spinner was pulled by.
    var spinner = 0.0
    let touchSlop: Double
    var lastTouchY: Double?
    var dragging = false

    init(range: Double, enterAlways: Bool, touchSlop: Double, tabs: Int = 3) {
        totalScrollRange = range
        self.enterAlways = enterAlways
        self.touchSlop = touchSlop
        lists = Array(repeating: 0, count: tabs)
    }

    var list: Double {
        get { lists[page] }
        set { lists[page] = newValue }
    }

    /// How far the bar has collapsed, 0 ... range.
    var collapsed: Double { -offset }

    // MARK: Touch

    mutating func down(y: Double) {
        lastTouchY = y
        dragging = false
    }

    mutating func move(y: Double) {
        guard let last = lastTouchY else { return }
        var dy = last - y
        if !dragging {
            guard abs(dy) > touchSlop else { return }
            dy += dy > 0 ? -touchSlop : touchSlop
            dragging = true
        }
        lastTouchY = y
        scrollByInternal(dy, touch: true)
    }

    mutating func up() {
        lastTouchY = nil
        dragging = false
        spinner = 0
    }

    // MARK: One scroll

    /// `RecyclerView.scrollByInternal`: pre-scroll, the list's own step, the nested scroll.
    mutating func scrollByInternal(_ dy: Double, touch: Bool) {
        guard dy != 0 else { return }
        var rest = dy
        // dispatchNestedPreScroll: the SwipeRefreshLayout (touch only), then the bar.
        if touch, rest > 0, spinner > 0 {
            let back = min(rest, spinner)
            spinner -= back
            rest -= back
        }
        rest -= appBarPreScroll(rest)
        // scrollStep
        let to = min(max(list + rest, 0), listMax)
        rest -= to - list
        list = to
        // dispatchNestedScroll: SwipeRefreshLayout gives its parents the rest first.
        rest -= appBarNestedScroll(rest)
        if touch, rest < 0, list <= 0 { spinner += -rest }
    }

    /// BaseBehavior.onNestedPreScroll: what the bar consumed.
    mutating func appBarPreScroll(_ dy: Double) -> Double {
        guard dy != 0 else { return 0 }
        let lo: Double, hi: Double
        if dy < 0 {
            lo = -totalScrollRange
            hi = lo + (enterAlways ? totalScrollRange : 0)
        } else {
            lo = -totalScrollRange
            hi = 0
        }
        guard lo != hi else { return 0 }
        return setHeaderTopBottomOffset(offset - dy, min: lo, max: hi)
    }

    /// BaseBehavior.onNestedScroll: an unconsumed scroll down opens the bar.
    mutating func appBarNestedScroll(_ dyUnconsumed: Double) -> Double {
        guard dyUnconsumed < 0 else { return 0 }
        return setHeaderTopBottomOffset(offset - dyUnconsumed, min: -totalScrollRange, max: 0)
    }

    /// HeaderBehavior.setHeaderTopBottomOffset: returns the consumed scroll.
    mutating func setHeaderTopBottomOffset(_ new: Double, min lo: Double, max hi: Double) -> Double {
        guard lo != 0, offset >= lo, offset <= hi else { return 0 }
        let clamped = Swift.min(Swift.max(new, lo), hi)
        let consumed = offset - clamped
        offset = clamped
        return consumed
    }

    /// ViewPager2 shows page i: its RecyclerView as it was, the bar as it is.
    mutating func show(page i: Int) {
        page = i
    }
}
