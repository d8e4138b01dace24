import RefreshEngine

/// The list's layout (`list.layout`, FeelExport+Layout) for Android: an ItemDecoration's sticky
/// header, stackFromEnd with the position kept on prepend, the empty state, the short footer,
/// a ViewPager2 of lists under one AppBarLayout.
extension FeelExport {
    /// Kotlin imports of the layout's code (none for the feed); RecyclerView's and AppBarLayout's
    /// only where the export has not imported them already (the bar's code imports AppBarLayout).
    static func androidLayoutImports(_ l: LayoutNumbers, recyclerViewImported: Bool) -> String {
        var lines: [String] = []
        switch l.shape {
        case .feed: return ""
        case .tabs:
            lines = ["androidx.coordinatorlayout.widget.CoordinatorLayout", "androidx.recyclerview.widget.RecyclerView",
                     "androidx.viewpager2.widget.ViewPager2", "com.google.android.material.appbar.AppBarLayout",
                     "com.google.android.material.tabs.TabLayout", "com.google.android.material.tabs.TabLayoutMediator"]
            if !l.bar.isPlain { lines.removeAll { $0 == "com.google.android.material.appbar.AppBarLayout" } }
        case .sections: lines = ["android.graphics.Canvas", "androidx.recyclerview.widget.RecyclerView"]
        case .chat: lines = ["androidx.recyclerview.widget.LinearLayoutManager", "androidx.recyclerview.widget.RecyclerView"]
        case .empty: lines = ["androidx.recyclerview.widget.RecyclerView", "com.scwang.smart.refresh.layout.api.RefreshLayout"]
        case .short: lines = ["com.scwang.smart.refresh.layout.api.RefreshLayout"]
        }
        if recyclerViewImported { lines.removeAll { $0 == "androidx.recyclerview.widget.RecyclerView" } }
        return lines.map { "import \($0)\n" }.joined()
    }

    /// Kotlin: an ItemDecoration's sticky header, stackFromEnd with the position kept on
    /// prepend, an empty view SwipeRefreshLayout still pulls, SmartRefreshLayout's short list,
    /// CoordinatorLayout's shared bar over a ViewPager2 of pages each with its own refresh.
    static func androidLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .tabs:
            return "\n" + #"""
            /**
            \#(layoutHeading(l, " *"))
             * A CoordinatorLayout holds an AppBarLayout (the tuned bar, then a TabLayout \#(n(l.tabStripHeight)) dp tall with no scroll
             * flags, so the strip stays when the bar collapses) and a ViewPager2 under it whose behavior is
             * AppBarLayout.ScrollingViewBehavior: it is laid out below the bar and moves with it. Each page is a
             * SwipeRefreshLayout around its own RecyclerView with nested scrolling on: the list's drags reach the
             * CoordinatorLayout as nested scrolls (SwipeRefreshLayout passes them up before it pulls), so AppBarLayout's
             * behavior collapses the bar before the list scrolls up and opens it once a list is back at its top, whichever
             * page shows. A sideways swipe is the pager's, an up-down drag the list's: ViewPager2 is a horizontal
             * RecyclerView with the paging touch slop (16 dp), which takes a drag that goes that far sideways before the list's
             * slop (8 dp) up or down. SwipeRefreshLayout has no footer: each list loads its older page when it can scroll down
             * no further (MJRefreshAutoFooter's rule), once until that page is in.
             */
            object TunedTabs {
                /** The tabs' titles (in \#(l.language.rawValue)), left to right. */
                val TITLES = listOf(\#(l.tabTitles))

                /** The TabLayout's height, dp (Material's tabs: 48). */
                const val STRIP_DP = \#(n(l.tabStripHeight))f

                /**
                 * The shared bar over the pager (`pages`: each page's SwipeRefreshLayout, as the pager's adapter made them).
                 * offscreenPageLimit 2: the two pages not shown stay laid out and attached, so every page keeps its list, its
                 * scroll and a refresh under way while another shows (by default ViewPager2 recycles pages as they leave).
                 * A page's pull only with the bar fully open, as TunedAppBar's rule: a pull with the bar collapsed opens it.
                 */
                fun apply(appBar: AppBarLayout, tabs: TabLayout, pager: ViewPager2, pages: List<SwipeRefreshLayout>) {
                    (pager.layoutParams as CoordinatorLayout.LayoutParams).behavior = AppBarLayout.ScrollingViewBehavior()
                    pager.offscreenPageLimit = 2
                    TabLayoutMediator(tabs, pager) { tab, i -> tab.text = TITLES[i] }.attach()
                    appBar.addOnOffsetChangedListener(AppBarLayout.OnOffsetChangedListener { _, verticalOffset ->
                        for (page in pages) page.isEnabled = verticalOffset == 0
                    })
                }

                /**
                 * One page, as the adapter binds it: its own pull (`onRefresh`; end it with refresh.isRefreshing = false) and
                 * its own footer (`loadMore`; `canLoad`: not while a load runs, nor after the last page until a refresh).
                 */
                fun page(refresh: SwipeRefreshLayout, list: RecyclerView, onRefresh: () -> Unit, canLoad: () -> Boolean, loadMore: () -> Unit) {
                    list.isNestedScrollingEnabled = true
                    refresh.setOnRefreshListener { onRefresh() }
                    list.addOnScrollListener(object : RecyclerView.OnScrollListener() {
                        override fun onScrolled(recyclerView: RecyclerView, dx: Int, dy: Int) {
                            if (dy > 0 && !recyclerView.canScrollVertically(1) && canLoad()) loadMore()
                        }
                    })
                }
            }

            """#
        case .sections:
            return "\n" + #"""
            /**
            \#(layoutHeading(l, " *"))
             * RecyclerView has no sticky headers of its own (nor sections: a day's header is an item of its own view type, or
             * a ConcatAdapter holds an adapter per day): this ItemDecoration draws the pinned one over the rows (onDrawOver), at
             * the list's top edge, which is the app bar's bottom edge; the next day's header pushes it up. SwipeRefreshLayout's
             * circle moves over a list that stays still, so the pinned header never hangs below a refresh inset.
             */
            class TunedSectionHeaders(
                /** True for the adapter position of a day's header row. */
                private val isHeader: (Int) -> Boolean,
                /** The header view of the day whose header row is at that position, laid out with layOut(). */
                private val headerAt: (Int) -> View
            ) : RecyclerView.ItemDecoration() {
                override fun onDrawOver(c: Canvas, parent: RecyclerView, state: RecyclerView.State) {
                    val top = parent.getChildAt(0) ?: return
                    val first = parent.getChildAdapterPosition(top)
                    if (first == RecyclerView.NO_POSITION) return
                    // Its own row not yet under the edge: it is drawn as its row.
                    if (isHeader(first) && top.top >= 0) return
                    var section = first
                    while (section >= 0 && !isHeader(section)) section--
                    if (section < 0) return
                    val header = headerAt(section)
                    var y = 0
                    for (i in 1 until parent.childCount) {
                        val child = parent.getChildAt(i)
                        if (child.top >= header.height) break
                        val position = parent.getChildAdapterPosition(child)
                        if (position != RecyclerView.NO_POSITION && isHeader(position)) {
                            // The next day's header has reached the pinned one's bottom: it pushes it up.
                            y = child.top - header.height
                            break
                        }
                    }
                    val saved = c.save()
                    c.translate(0f, y.toFloat())
                    header.draw(c)
                    c.restoreToCount(saved)
                }

                companion object {
                    /** A day header's height, dp: at least UITableView's plain 28, as the app's. */
                    const val HEIGHT_DP = \#(n(l.sectionHeight))f

                    /** Measures and lays out `header` at the list's width and HEIGHT_DP, so that it can be drawn. */
                    fun layOut(header: View, width: Int, density: Float) {
                        val height = (HEIGHT_DP * density).toInt()
                        header.measure(View.MeasureSpec.makeMeasureSpec(width, View.MeasureSpec.EXACTLY),
                            View.MeasureSpec.makeMeasureSpec(height, View.MeasureSpec.EXACTLY))
                        header.layout(0, 0, header.measuredWidth, header.measuredHeight)
                    }
                }
            }

            """#
        case .chat:
            return "\n" + #"""
            /**
            \#(layoutHeading(l, " *"))
             * Oldest message first, and LinearLayoutManager's stackFromEnd lays the list out from its end: a long chat opens at
             * its newest message, a short one sits at the bottom (reverseLayout would flip the order instead, newest first in
             * the adapter). SwipeRefreshLayout pulls at the top, where the list cannot scroll up: the oldest message loaded,
             * so it is the header that loads the older ones. No footer.
             */
            object TunedChat {
                /** The list follows a new message to its end (the app in this many ms; smoothScrollToPosition takes its own). */
                const val FOLLOW_MS = \#(n(l.followDuration * 1000, 0))L

                fun apply(list: RecyclerView, manager: LinearLayoutManager) {
                    manager.stackFromEnd = true
                    list.layoutManager = manager
                }

                /** The list shows its end: it cannot scroll further down. */
                fun isAtEnd(list: RecyclerView): Boolean = !list.canScrollVertically(1)

                /**
                 * The header's older messages: `insert` puts `count` of them at the start of your data and notifies the adapter;
                 * the message last on screen goes back to where it was, so nothing read moves. Under stackFromEnd,
                 * scrollToPositionWithOffset's offset is the item's bottom's distance above the list's bottom edge.
                 */
                fun prepend(list: RecyclerView, manager: LinearLayoutManager, count: Int, insert: () -> Unit) {
                    val last = manager.findLastVisibleItemPosition()
                    val view = if (last == RecyclerView.NO_POSITION) null else manager.findViewByPosition(last)
                    val fromBottom = if (view == null) 0 else list.height - list.paddingBottom - view.bottom
                    insert()
                    if (view != null) manager.scrollToPositionWithOffset(last + count, fromBottom)
                }

                /**
                 * New messages: `insert` appends `count` to your data and notifies the adapter. Followed (a smooth scroll to the
                 * end) only when the list showed its end before they came; else the pill counts them.
                 */
                fun append(list: RecyclerView, manager: LinearLayoutManager, pill: TunedNewMessagesPill, count: Int, insert: () -> Unit) {
                    val follow = isAtEnd(list)
                    insert()
                    if (follow) list.smoothScrollToPosition(manager.itemCount - 1) else pill.add(count)
                }
            }

            /**
             * The "N new messages" pill: a TextView over the list, \#(n(l.pillHeight)) dp tall, centred \#(n(l.pillMargin)) dp above its bottom, \#(n(l.pillPadding)) dp
             * each side of its text. A tap scrolls to the end; coming back to the end by hand clears it too.
             */
            class TunedNewMessagesPill(private val pill: TextView, private val list: RecyclerView, private val manager: LinearLayoutManager) {
                private var unseen = 0

                init {
                    pill.visibility = View.GONE
                    pill.setOnClickListener {
                        list.smoothScrollToPosition(manager.itemCount - 1)
                        clear()
                    }
                    list.addOnScrollListener(object : RecyclerView.OnScrollListener() {
                        override fun onScrolled(recyclerView: RecyclerView, dx: Int, dy: Int) {
                            if (unseen > 0 && TunedChat.isAtEnd(recyclerView)) clear()
                        }
                    })
                }

                fun add(count: Int) {
                    unseen += count
                    pill.text = text(unseen)
                    pill.visibility = View.VISIBLE
                }

                private fun clear() {
                    unseen = 0
                    pill.visibility = View.GONE
                }

                companion object {
                    /** The pill's words for `unseen` messages below (in \#(l.language.rawValue)), "\#(l.pillCap)+" past \#(l.pillCap). */
                    fun text(unseen: Int): String {
            \#(l.pillBody(.kotlin, indent: "            "))
                    }
                }
            }

            """#
        case .empty:
            return "\n" + #"""
            /**
            \#(layoutHeading(l, " *"))
             * SwipeRefreshLayout takes one child and starts a pull only when that child cannot scroll up (canChildScrollUp).
             * With the RecyclerView and the empty view together in a FrameLayout, the FrameLayout, which never scrolls, would let
             * a pull anywhere in a long list refresh: setOnChildScrollUpCallback asks the list itself. (With the empty state as
             * the only child, the usual layout puts it in a NestedScrollView with fillViewport: a nested-scrolling child, whose
             * drags reach SwipeRefreshLayout as nested scrolls.) SmartRefreshLayout's footer is off over no data: nothing is
             * older than nothing.
             */
            object TunedEmptyState {
                const val TITLE = \#(l.emptyTitle)
                const val HINT = \#(l.emptyHint)

                fun apply(refresh: SwipeRefreshLayout, list: RecyclerView, empty: View, isEmpty: Boolean) {
                    refresh.setOnChildScrollUpCallback { _, _ -> list.canScrollVertically(-1) }
                    empty.visibility = if (isEmpty) View.VISIBLE else View.GONE
                }

                fun applyFooter(layout: RefreshLayout, isEmpty: Boolean) {
                    layout.setEnableLoadMore(!isEmpty)
                }
            }

            """#
        case .short:
            return "\n" + #"""
            /**
            \#(layoutHeading(l, " *"))
             * SwipeRefreshLayout has no load-more footer; SmartRefreshLayout's does. setEnableLoadMoreWhenContentNotFull(true)
             * lets a list shorter than the view be pulled up into its footer (else it never loads), and releasing the footer
             * pulled in loads, once per drag; SmartRefreshLayout wants the pull past the footer's trigger rate, where
             * MJRefreshAutoFooter loads on any release with the list pushed up. After the last page it says no more data; a
             * refresh clears it.
             */
            object TunedShortList {
                fun apply(layout: RefreshLayout) {
                    layout.setEnableLoadMore(true)
                    layout.setEnableLoadMoreWhenContentNotFull(true)
                }

                /** A page loaded: `last`, nothing older is left. */
                fun loaded(layout: RefreshLayout, last: Boolean) {
                    if (last) layout.finishLoadMoreWithNoMoreData() else layout.finishLoadMore()
                }

                /** A refresh ended: the footer may load again. */
                fun refreshed(layout: RefreshLayout) {
                    layout.finishRefresh()
                    layout.resetNoMoreData()
                }
            }

            """#
        }
    }
}
