/// How to carry the tuned feel to a horizontal list (the app's carousel): the same physics
/// on a horizontal scroll view, and MJRefreshTrailer's geometry and timings at its end.
///
/// Rule: nothing here is a second set of numbers: the scroll values are the vertical list's,
/// applied along x; the trailer's are MJRefreshTrailer's (60 pt, 0.25 s in, 0.4 s out),
/// which the app does not tune.
extension FeelExport {
    /// MJRefreshTrailer's width and its open and close durations, as the app runs them.
    static let trailer = (width: 60.0, open: 0.25, close: 0.4)

    static func uikitHorizontal() -> String {
        """

        // Horizontal lists (a carousel of cards): the same values on a horizontal UIScrollView or UICollectionView
        // (alwaysBounceHorizontal = true, decelerationRate as above); the fling, band and spring are the same along x.
        #if canImport(MJRefresh)
        extension TunedRefresh {
            /// MJRefreshTrailer: pull past the last card to load more. \(n(trailer.width)) pt wide, the list's full height,
            /// at x = max(contentSize.width, bounds.width); releasing past its width holds it (right inset += \
        \(n(trailer.width)) over
            /// MJRefreshFastAnimationDuration, \(n(trailer.open)) s) until the load ends, then gives it back over
            /// MJRefreshSlowAnimationDuration (\(n(trailer.close)) s). Append the new cards after the last: nothing on screen moves.
            static func attachTrailer(to scrollView: UIScrollView, refreshing: @escaping () -> Void) {
                let trailer = MJRefreshNormalTrailer(refreshingBlock: refreshing)
                trailer.mj_w = \(n(trailer.width))
                scrollView.mj_trailer = trailer
            }
        }
        #endif

        """
    }

    static func swiftuiHorizontal() -> String {
        """

        // Horizontal lists: ScrollView(.horizontal) { LazyHStack { ... } } scrolls with the system's physics along x, as
        // vertically; it has no trailer: load more with .onAppear on the last card (UIKit: MJRefreshTrailer, \
        \(n(trailer.width)) pt wide,
        // \(n(trailer.open)) s in, \(n(trailer.close)) s out).

        """
    }

    static func flutterHorizontal() -> String {
        """

        // Horizontal lists (a carousel of cards): the same physics along x,
        //   ListView(scrollDirection: Axis.horizontal, physics: const TunedScrollPhysics(), children: cards)
        // and at its end a trailer of your own: a \(n(trailer.width))-pt-wide last child that says "release" past its width,
        // held \(n(trailer.open)) s in and \(n(trailer.close)) s out while the next page loads (MJRefreshTrailer's numbers).

        """
    }

    /// Flutter draws the newest report unless an app turns its resampler on: said when the tuning
    /// resamples as Flutter's PointerEventResampler does (`input.resampling flutter`), else nothing.
    static func flutterResampling(_ v: Numbers) -> String {
        guard v.resampling == .flutter else { return "" }
        return """
        // Resampling: this tuning draws a drag where Flutter's PointerEventResampler puts the finger (38 ms back).
        // Stock Flutter draws the newest report; an app opts in before runApp, for touch pointers only
        // (package:flutter/gestures.dart):
        //   void main() {
        //     WidgetsFlutterBinding.ensureInitialized();
        //     GestureBinding.instance.resamplingEnabled = true;
        //     runApp(const MyApp());
        //   }

        """
    }

    static func androidHorizontal() -> String {
        """

        // Horizontal lists (a carousel of cards): the same fling and edge along x, e.g. a RecyclerView with
        //   LinearLayoutManager(context, RecyclerView.HORIZONTAL, false)
        // driven as the vertical list is (its OverScroller fling and EdgeEffect work on either axis), and at its end a
        // \(n(trailer.width))-dp-wide trailer item that loads the next page when released past its width (MJRefreshTrailer:
        // \(n(trailer.open * 1000, 0)) ms in, \(n(trailer.close * 1000, 0)) ms out).

        """
    }

    static func jsHorizontal() -> String {
        """

        // Horizontal lists (a carousel of cards): trajectory() and releaseVelocity() know no axis; animate translateX
        // with the same motion (scrollLeft for the position, the finger's x velocity), and at the end keep a
        // \(n(trailer.width))-px trailer that loads more when released past its width (\(n(trailer.open)) s in, \(n(trailer.close)) s out).

        """
    }
}
