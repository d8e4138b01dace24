import RefreshEngine

/// The app bar (`list.bar`) as every format carries it: UIKit's large title and where its refresh
/// control sits, SwiftUI's large title display mode, Flutter's CupertinoSliverNavigationBar or
/// SliverAppBar before the refresh sliver, Android's AppBarLayout scroll flags with
/// SwipeRefreshLayout enabled only with the bar fully open, and a sticky collapsing header for
/// the web. The plain bar adds nothing: the exports of a list under a fixed bar are unchanged.
extension FeelExport {
    /// The bar's numbers as the exports give them.
    struct BarNumbers {
        var settings: BarSettings
        /// The open and collapsed heights (pt, dp), without the status area.
        var expanded, collapsed: Double

        init(_ s: TuningSet) {
            settings = s.bar
            let layout = BarLayout(settings: s.bar, plainHeight: BarSettings.navBarHeight)
            expanded = layout.maxHeight
            collapsed = layout.minHeight
        }

        var kind: ListBar { settings.kind }
        var isPlain: Bool { settings.kind == .plain }
        /// SliverAppBar.snap needs floating; AppBarLayout's snap flag goes with any scroll flags.
        var snaps: Bool { settings.snap && (settings.kind != .sliver || settings.floating) }
        var floats: Bool { settings.kind == .sliver && settings.floating }
        var stretches: Bool { settings.kind == .sliver && settings.stretch }

        /// One line: the bar and its heights.
        var summary: String {
            switch settings.kind {
            case .plain: return "a fixed bar"
            case .largeTitle: return "UIKit's large title: a \(n(BarSettings.navBarHeight)) pt bar and a \(n(settings.largeTitleHeight)) pt large title"
            case .collapsing: return "a collapsing toolbar, \(n(expanded)) dp open, \(n(collapsed)) dp collapsed\(snaps ? ", snapping" : "")"
            case .sliver:
                return "a SliverAppBar \(n(expanded)) open, \(settings.pinned ? "pinned at \(n(collapsed))" : "scrolling away")"
                    + (floats ? ", floating" : "") + (snaps ? ", snapping" : "") + (stretches ? ", stretching (trigger \(n(settings.stretchTrigger)))" : "")
            }
        }
    }

    /// UIKit: prefersLargeTitles, and the refresh control in the scroll view, which iOS puts
    /// between the large title and the content.
    static func uikitBar(_ b: BarNumbers) -> String {
        guard !b.isPlain else { return "" }
        return """

        // The app bar: \(b.summary).\(b.kind == .largeTitle ? "" : " UIKit has no such bar: a large title is the nearest.")
        #if canImport(UIKit)
        enum TunedAppBar {
            /// A large title that collapses into the 44 pt bar as the list scrolls. Set the control as the scroll
            /// view's refreshControl (TunedRefresh.attachSystemControl): iOS puts it between the large title and
            /// the content, and the title moves down with a pull past it.
            static func apply(to controller: UIViewController) {
                controller.navigationController?.navigationBar.prefersLargeTitles = true
                controller.navigationItem.largeTitleDisplayMode = .always
            }
        }
        #endif

        """
    }

    /// SwiftUI: the large title display mode (the list's `.refreshable` sits under it).
    static func swiftuiBar(_ b: BarNumbers) -> String {
        guard !b.isPlain else { return "" }
        return """

        // The app bar: \(b.summary).\(b.kind == .largeTitle ? "" : " SwiftUI has no such bar: a large title is the nearest.")
        #if canImport(SwiftUI) && os(iOS)
        extension View {
            /// In a NavigationStack: the large title, with the list's .refreshable control between it and the rows.
            func tunedAppBar(_ title: String) -> some View {
                navigationTitle(title).navigationBarTitleDisplayMode(.large)
            }
        }
        #endif

        """
    }

    /// Flutter: the bar as the first sliver of the CustomScrollView, the refresh control after it.
    static func flutterBar(_ b: BarNumbers) -> String {
        guard !b.isPlain else { return "" }
        let bar: String
        if b.kind == .largeTitle {
            bar = "CupertinoSliverNavigationBar(largeTitle: Text(title))"
        } else {
            let s = b.settings
            bar = """
            SliverAppBar(
                  pinned: \(s.kind == .collapsing || s.pinned),
                  floating: \(b.floats),
                  snap: \(b.snaps && b.floats),
                  stretch: \(b.stretches),
                  stretchTriggerOffset: \(doubleLiteral(s.stretchTrigger)),
                  expandedHeight: \(doubleLiteral(b.expanded)),
                  collapsedHeight: \(doubleLiteral(max(b.collapsed, 56))),
                  flexibleSpace: FlexibleSpaceBar(title: Text(title)),
                )
            """
        }
        return """

        // The app bar: \(b.summary).
        /// The CustomScrollView's slivers: the bar first, the refresh control after it (between the bar and the rows,
        /// where iOS puts its control), then your list.
        List<Widget> tunedAppBarSlivers(String title, {required Future<void> Function() onRefresh, required Widget list}) => [
              \(bar),
              tunedCupertinoRefreshControl(onRefresh: onRefresh),
              list,
            ];

        """
    }

    /// The Material Components import the app bar needs (none under the plain bar).
    static func androidBarImport(_ b: BarNumbers) -> String {
        b.isPlain ? "" : "import com.google.android.material.appbar.AppBarLayout\n"
    }

    /// Android: the toolbar's scroll flags, and SwipeRefreshLayout enabled only with the bar fully open.
    static func androidBar(_ b: BarNumbers) -> String {
        guard !b.isPlain else { return "" }
        var flags = ["AppBarLayout.LayoutParams.SCROLL_FLAG_SCROLL"]
        if b.collapsed > 0 { flags.append("AppBarLayout.LayoutParams.SCROLL_FLAG_EXIT_UNTIL_COLLAPSED") }
        if b.floats { flags.append("AppBarLayout.LayoutParams.SCROLL_FLAG_ENTER_ALWAYS") }
        if b.snaps { flags.append("AppBarLayout.LayoutParams.SCROLL_FLAG_SNAP") }
        return """

        /**
         * The app bar: \(b.summary). The AppBarLayout is \(n(b.expanded)) dp tall; its CollapsingToolbarLayout's
         * minimum height (the Toolbar's) is \(n(b.collapsed)) dp.
         */
        object TunedAppBar {
            const val EXPANDED_DP = \(n(b.expanded))f
            const val COLLAPSED_DP = \(n(b.collapsed))f
            /** The CollapsingToolbarLayout's layout_scrollFlags. */
            const val SCROLL_FLAGS = \(flags.joined(separator: " or\n                "))

            /**
             * The toolbar's scroll flags; SwipeRefreshLayout only with the bar fully open (offset 0): a pull
             * while the bar is collapsed opens it and never refreshes.
             */
            fun apply(appBar: AppBarLayout, toolbar: AppBarLayout.LayoutParams, refresh: SwipeRefreshLayout) {
                toolbar.scrollFlags = SCROLL_FLAGS
                appBar.addOnOffsetChangedListener(AppBarLayout.OnOffsetChangedListener { _, verticalOffset ->
                    refresh.isEnabled = verticalOffset == 0
                })
            }
        }

        """
    }

    /// The web module: a sticky header that collapses with the container's scroll.
    static func jsBar(_ b: BarNumbers) -> String {
        guard !b.isPlain else { return "" }
        return """

        // The app bar: \(b.summary).
        export const appBar = { expanded: \(n(b.expanded)), collapsed: \(n(b.collapsed)), floating: \(b.floats), snap: \(b.snaps) };

        // A sticky header inside `container` (the scrolling element, its first child): its height follows the scroll,
        // max(expanded - scrollTop, collapsed), so the rows under it never jump; pull-to-refresh starts only with it
        // fully open (attachPullToRefresh's onRefresh is not called otherwise). Returns a detach function.
        export function attachCollapsingHeader(container, header, { expanded = appBar.expanded, collapsed = appBar.collapsed } = {}) {
          header.style.position = "sticky";
          header.style.top = "0px";
          header.style.zIndex = "1";
          header.style.boxSizing = "border-box";
          header.style.marginBottom = "0px";
          const update = () => {
            const h = Math.max(expanded - Math.max(container.scrollTop, 0), collapsed);
            header.style.height = h + "px";
            // The rows stay where they are: what the header loses the spacer after it gains.
            header.style.marginBottom = (expanded - h) + "px";
            header.dataset.progress = String(expanded > collapsed ? (expanded - h) / (expanded - collapsed) : 0);
          };
          update();
          container.addEventListener("scroll", update, { passive: true });
          return () => container.removeEventListener("scroll", update);
        }

        """
    }
}
