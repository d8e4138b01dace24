import RefreshEngine

/// The list's layout (`list.layout`, FeelExport+Layout) for Flutter: SliverMainAxisGroup
/// sections, a chat around a center sliver, SliverFillRemaining's empty state, NestedScrollView's
/// tabs.
extension FeelExport {
    /// Dart: SliverMainAxisGroup sections, a chat around a center sliver, SliverFillRemaining's
    /// empty state, a short list's release read by a Listener, a TabBarView under one SliverAppBar.
    static func flutterLayout(_ l: LayoutNumbers) -> String {
        guard !l.isFeed else { return "" }
        let refresh = l.flutterIndicator
            ? "tunedRefreshIndicator(onRefresh: onRefresh, child: CustomScrollView(physics: tunedListPhysics, slivers: slivers))"
            : "CustomScrollView(physics: tunedListPhysics, slivers: [tunedCupertinoRefreshControl(onRefresh: onRefresh), ...slivers])"
        let physics = """

        \(layoutHeading(l, "//"))
        /// A list that does not fill the view, or has nothing to scroll, still takes a drag: the pull that refreshes it.
        const ScrollPhysics tunedListPhysics = TunedScrollPhysics(parent: AlwaysScrollableScrollPhysics());


        """
        let common = physics + """
        /// The list's scroll view with the tuned pull (\(l.flutterIndicator ? "RefreshIndicator around it" : "the refresh sliver first")) and `slivers` after it.
        Widget tunedListView({required Future<void> Function() onRefresh, required List<Widget> slivers}) =>
            \(refresh);


        """
        switch l.shape {
        case .feed: return ""
        case .tabs: return physics + flutterTabs(l)
        case .sections:
            return common + #"""
            /// Day sections: each day a SliverMainAxisGroup (Flutter 3.13+) of its header, a SliverPersistentHeader(pinned:
            /// true), and its rows. A pinned header stays at the top of the viewport, under a pinned SliverAppBar before it or
            /// under the Scaffold's appBar, while its group is in view, and leaves with the group's end: the next day's header
            /// pushes it up. The refresh sliver is not pinned, so a header pins at the bar's edge, never below a held refresh
            /// indicator. Give these to tunedListView (after the bar's slivers when it has one).
            List<Widget> tunedDaySections<T>(List<({String title, List<T> items})> days, Widget Function(BuildContext context, T item) row) => [
                  for (final day in days)
                    SliverMainAxisGroup(slivers: [
                      SliverPersistentHeader(pinned: true, delegate: TunedSectionHeader(day.title)),
                      SliverList.builder(itemCount: day.items.length, itemBuilder: (context, i) => row(context, day.items[i])),
                    ]),
                ];

            /// A day's header ("Today", "Yesterday", then the weekday and date): at least UITableView's plain 28 pt.
            class TunedSectionHeader extends SliverPersistentHeaderDelegate {
              const TunedSectionHeader(this.title);

              final String title;
              static const double height = \#(doubleLiteral(l.sectionHeight));

              @override
              double get minExtent => height;

              @override
              double get maxExtent => height;

              @override
              Widget build(BuildContext context, double shrinkOffset, bool overlapsContent) => Container(
                    color: Theme.of(context).colorScheme.surface,
                    alignment: AlignmentDirectional.centerStart,
                    padding: const EdgeInsets.symmetric(horizontal: 16),
                    child: Text(title, style: Theme.of(context).textTheme.titleSmall),
                  );

              @override
              bool shouldRebuild(TunedSectionHeader oldDelegate) => oldDelegate.title != title;
            }

            """#
        case .chat:
            return physics + #"""
            /// The pill's words for `unseen` messages below (in \#(l.language.rawValue)), "\#(l.pillCap)+" past \#(l.pillCap).
            String tunedNewMessages(int unseen) {
            \#(l.pillBody(.dart, indent: "  "))
            }

            /// A chat, oldest message first, opened at its end: a CustomScrollView whose center is the boundary between the
            /// messages it opened with (with the older ones the header loads, in the sliver before the center, which grows
            /// upwards) and those that arrived since (after it, growing downwards), anchored at the viewport's bottom (anchor:
            /// 1.0). A message added on either side leaves everything on screen where it is, and a short chat sits at the
            /// bottom. A new message is followed (in \#(n(l.followDuration)) s) only when the list was at its end; else the pill counts it.
            /// The pull is RefreshIndicator around the scroll view, at its top edge whatever the slivers (the Cupertino refresh
            /// sliver would have to sit before the center, among the older messages laid out upwards).
            ///
            /// ListView(reverse: true) is the usual shorter way: it opens at its end and older messages go on at its far end
            /// without moving anything, but its leading edge is the bottom, where RefreshIndicator then pulls (at the newest
            /// message), so the older page loads as the reversed list reaches its end instead (a ScrollNotification near
            /// maxScrollExtent), and a message inserted at index 0 moves what is read unless the list is at its end.
            class TunedChatList<T> extends StatefulWidget {
              const TunedChatList({super.key, required this.older, required this.newer, required this.loadOlder, required this.row});

              /// The messages up to the one the chat opened at, and the older ones the header loaded: oldest first.
              final List<T> older;

              /// The messages that arrived since, oldest first.
              final List<T> newer;

              final Future<void> Function() loadOlder;
              final Widget Function(BuildContext context, T message) row;

              @override
              State<TunedChatList<T>> createState() => _TunedChatListState<T>();
            }

            class _TunedChatListState<T> extends State<TunedChatList<T>> {
              final ScrollController _controller = ScrollController();
              final Key _center = UniqueKey();
              int _newer = 0;
              int _unseen = 0;

              bool get _atEnd => !_controller.hasClients || _controller.position.pixels >= _controller.position.maxScrollExtent - 1;

              void _toEnd() => _controller.animateTo(_controller.position.maxScrollExtent,
                  duration: const Duration(milliseconds: \#(n(l.followDuration * 1000, 0))), curve: Curves.easeInOut);

              @override
              void initState() {
                super.initState();
                _newer = widget.newer.length;
                _controller.addListener(() {
                  if (_unseen > 0 && _atEnd) setState(() => _unseen = 0);
                });
              }

              @override
              void didUpdateWidget(TunedChatList<T> oldWidget) {
                super.didUpdateWidget(oldWidget);
                final arrived = widget.newer.length - _newer;
                _newer = widget.newer.length;
                if (arrived <= 0) return;
                if (_atEnd) {
                  // Followed from the end only: to the new end once it is laid out.
                  WidgetsBinding.instance.addPostFrameCallback((_) {
                    if (_controller.hasClients) _toEnd();
                  });
                } else {
                  _unseen += arrived;
                }
              }

              @override
              void dispose() {
                _controller.dispose();
                super.dispose();
              }

              @override
              Widget build(BuildContext context) => Stack(children: [
                    tunedRefreshIndicator(
                      onRefresh: widget.loadOlder,
                      child: CustomScrollView(
                        controller: _controller,
                        center: _center,
                        anchor: 1.0,
                        physics: tunedListPhysics,
                        slivers: [
                          // Before the center the sliver grows upwards: its first item is the newest of them.
                          SliverList.builder(
                            itemCount: widget.older.length,
                            itemBuilder: (context, i) => widget.row(context, widget.older[widget.older.length - 1 - i]),
                          ),
                          SliverList.builder(
                            key: _center,
                            itemCount: widget.newer.length,
                            itemBuilder: (context, i) => widget.row(context, widget.newer[i]),
                          ),
                        ],
                      ),
                    ),
                    if (_unseen > 0)
                      Positioned(
                        left: 0,
                        right: 0,
                        bottom: \#(doubleLiteral(l.pillMargin)),
                        child: Center(
                          child: SizedBox(
                            height: \#(doubleLiteral(l.pillHeight)),
                            child: FilledButton(
                              onPressed: () {
                                _toEnd();
                                setState(() => _unseen = 0);
                              },
                              style: FilledButton.styleFrom(
                                  shape: const StadiumBorder(), padding: const EdgeInsets.symmetric(horizontal: \#(doubleLiteral(l.pillPadding)))),
                              child: Text(tunedNewMessages(_unseen)),
                            ),
                          ),
                        ),
                      ),
                  ]);
            }

            """#
        case .empty:
            return common + #"""
            /// The empty list: its state (title and hint) fills what the viewport leaves (SliverFillRemaining, hasScrollBody:
            /// false) inside the CustomScrollView, so the pull still reaches the refresh control, and tunedListPhysics lets a
            /// list with nothing to scroll take the drag. No footer. tunedListView(onRefresh: ..., slivers: const [TunedEmptyState()]).
            class TunedEmptyState extends StatelessWidget {
              const TunedEmptyState({super.key});

              static const String title = \#(l.emptyTitle);
              static const String hint = \#(l.emptyHint);

              @override
              Widget build(BuildContext context) => SliverFillRemaining(
                    hasScrollBody: false,
                    child: Center(
                      child: Column(mainAxisSize: MainAxisSize.min, children: [
                        Text(title, style: Theme.of(context).textTheme.titleMedium),
                        const SizedBox(height: 4),
                        Text(hint, textAlign: TextAlign.center, style: Theme.of(context).textTheme.bodyMedium),
                      ]),
                    ),
                  );
            }

            """#
        case .short:
            return common + #"""
            /// The short list's footer. Flutter has none; tunedListPhysics lets the list be dragged at all (a list that does not
            /// fill the view takes no drag otherwise: no pull, no push). The load is a release (one pointer-up a drag): a drag let
            /// go with the list pushed up \#(l.footerStyle == .auto ? "past where it rests" : "past the footer's \(n(l.footerHeight)) pt (footer.style back)") loads, once per drag; showing the
            /// footer never loads (MJRefreshAutoFooter's rule for content shorter than the view). `canLoad`: not while a load
            /// runs, nor after the last page until a refresh. `child`: the tunedListView whose controller is `controller`.
            Widget tunedShortListFooter({required ScrollController controller, required bool Function() canLoad,
                    required VoidCallback loadMore, required Widget child}) =>
                Listener(
                  onPointerUp: (_) {
                    if (!controller.hasClients || !canLoad()) return;
                    final ScrollPosition p = controller.position;
                    if (p.pixels - p.maxScrollExtent > \#(doubleLiteral(l.loadPush))) loadMore();
                  },
                  child: child,
                );

            """#
        }
    }

    /// Dart: DefaultTabController, NestedScrollView with the bar absorbed and injected in each
    /// tab, a TabBarView of CustomScrollViews each with its own pull and PageStorageKey.
    static func flutterTabs(_ l: LayoutNumbers) -> String {
        let b = l.bar
        var bar = ["pinned: true"]
        if !b.isPlain {
            // The tuned bar's heights, its strip included (expandedHeight counts the bottom widget).
            bar += ["floating: \(b.floats)", "snap: \(b.snaps && b.floats)",
                    "expandedHeight: \(doubleLiteral(b.expanded + l.tabStripHeight))",
                    "flexibleSpace: FlexibleSpaceBar(title: Text(title))"]
        } else {
            bar.append("title: Text(title)")
        }
        bar += ["forceElevated: innerBoxIsScrolled", "bottom: TabBar(tabs: [for (final t in tunedTabTitles) Tab(text: t)])"]
        let page = l.flutterIndicator
            ? """
              // Material's pull: a RefreshIndicator around each tab's list. Its circle starts at the list's top edge,
                  // which the pinned bar covers: edgeOffset (RefreshIndicator's) moves it below the bar if yours draws there.
                  return tunedRefreshIndicator(onRefresh: () => onRefresh(tab), child: list);
              """
            : """
              // The tuned pull is the Cupertino sliver (see slivers): the list itself.
                  return list;
              """
        let pull = l.flutterIndicator ? "" : "\n        // The pull: the refresh sliver first after the bar's space, as in a list of its own.\n"
            + "        tunedCupertinoRefreshControl(onRefresh: () => onRefresh(tab)),"
        return #"""
        /// The tabs' titles (in \#(l.language.rawValue)), left to right.
        const List<String> tunedTabTitles = [\#(l.tabTitles)];

        /// Three lists side by side under one bar (Flutter's NestedScrollView with a TabBarView, as its documentation's
        /// example): DefaultTabController(length: 3) ties the TabBar in the SliverAppBar's bottom to the TabBarView; a
        /// sideways swipe is the TabBarView's, an up-down drag the shown list's. The bar is the outer scroll view's and
        /// is shared: a drag up collapses it before the list scrolls, a drag down opens it once the list is back at its
        /// top. SliverOverlapAbsorber takes the pinned bar's height out of the outer view and each tab's
        /// SliverOverlapInjector gives it back at its list's top, so no row starts under the bar.
        ///
        /// Each tab keeps its own scroll (its CustomScrollView's PageStorageKey: TabBarView drops a page that leaves and
        /// builds it again at the offset stored under that key), its own pull (onRefresh(tab)) and its own footer: the
        /// last of `slivers(context, tab)` (your rows, then a footer that loads as it is built, or a ScrollNotification
        /// near maxScrollExtent). NestedScrollView's outer scroll view is always clamping (its coordinator clamps the
        /// outer drag and gives the overscroll to the inner list): the bar never bounces, and a pull past the top is the
        /// inner list's (tunedListPhysics). TabBarView's pager, given no physics, is ClampingScrollPhysics (PageScrollPhysics
        /// over it): a swipe past the first or last tab stops.
        class TunedTabs extends StatelessWidget {
          const TunedTabs({super.key, required this.title, required this.onRefresh, required this.slivers});

          final String title;

          /// Tab `tab`'s pull: its newest rows.
          final Future<void> Function(int tab) onRefresh;

          /// Tab `tab`'s slivers after the bar's space and its pull: its rows and its load-more footer.
          final List<Widget> Function(BuildContext context, int tab) slivers;

          @override
          Widget build(BuildContext context) => DefaultTabController(
                length: tunedTabTitles.length,
                child: NestedScrollView(
                  headerSliverBuilder: (context, innerBoxIsScrolled) => [
                    SliverOverlapAbsorber(
                      handle: NestedScrollView.sliverOverlapAbsorberHandleFor(context),
                      sliver: SliverAppBar(
                        \#(bar.joined(separator: ",\n                ")),
                      ),
                    ),
                  ],
                  body: TabBarView(children: [
                    // A Builder: the handle is the NestedScrollView's, found from a context under it.
                    for (var tab = 0; tab < tunedTabTitles.length; tab++) Builder(builder: (context) => _page(context, tab)),
                  ]),
                ),
              );

          Widget _page(BuildContext context, int tab) {
            final list = CustomScrollView(
              key: PageStorageKey<String>(tunedTabTitles[tab]),
              physics: tunedListPhysics,
              slivers: [
                SliverOverlapInjector(handle: NestedScrollView.sliverOverlapAbsorberHandleFor(context)),\#(pull)
                ...slivers(context, tab),
              ],
            );
            \#(page)
          }
        }

        """#
    }
}
