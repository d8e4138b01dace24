import Foundation

/// A port of Flutter's CupertinoSliverRefreshControl (packages/flutter/lib/src/cupertino/
/// refresh.dart: _CupertinoSliverRefreshControlState.transitionNextState and build,
/// _RenderCupertinoSliverRefresh.performLayout, buildRefreshIndicator) and of
/// CupertinoActivityIndicator's painter (activity_indicator.dart), run once a frame as the
/// sliver's layout runs: the input is where the content is (its top below the list's top),
/// as the scroll view's own physics put it.
final class CupertinoSliverRefreshPort {
    enum Mode { case inactive, drag, armed, refresh, done }

    let trigger: Double
    let extent: Double
    var mode = Mode.inactive
    var hasSliverLayoutExtent = false
    var refreshTask = false
    var refreshCalls = 0
    var latestIndicatorBoxExtent = 0.0
    /// When the activity indicator's controller began to repeat (it animates from armed on).
    var animationStart: Double?
    /// The indicator built at the last layout: top (from the list's top), radius, progress, opacity.
    var built: (top: Double, radius: Double, progress: Double, opacity: Double)?

    init(trigger: Double = 100, extent: Double = 60) {
        self.trigger = trigger
        self.extent = extent
    }

    /// One layout at t, the content's top `contentTop` points below the list's top.
    func layout(contentTop: Double, at t: Double) {
        let layoutExtent = hasSliverLayoutExtent ? extent : 0
        // The sliver is first: its scroll offset and the overlap (overscroll) of the viewport.
        let scrollOffset = max(layoutExtent - contentTop, 0)
        let overlap = min(layoutExtent - contentTop, 0)
        let overscrolled = overlap < 0 ? -overlap : 0
        // The child's box: the held extent and the overscroll (asBoxConstraints(maxExtent:)),
        // its top at paintOrigin -overscrolled - scrollOffset from where the sliver would be.
        latestIndicatorBoxExtent = layoutExtent + overscrolled
        mode = transitionNextState(at: t)
        if mode == .armed || mode == .refresh || mode == .done { animationStart = animationStart ?? t }
        if mode == .inactive { animationStart = nil }
        built = indicator(boxTop: -scrollOffset)
    }

    func transitionNextState(at t: Double) -> Mode {
        var state = mode
        while true {
            switch state {
            case .inactive:
                if latestIndicatorBoxExtent <= 0 { return .inactive }
                state = .drag
            case .drag:
                if latestIndicatorBoxExtent == 0 { return .inactive }
                if latestIndicatorBoxExtent < trigger { return .drag }
                // onRefresh after the frame, and the layout extent with it.
                refreshTask = true
                refreshCalls += 1
                hasSliverLayoutExtent = true
                return .armed
            case .armed:
                if mode == .armed && !refreshTask {
                    hasSliverLayoutExtent = false
                    state = .done
                    continue
                }
                if latestIndicatorBoxExtent > extent { return .armed }
                state = .refresh
            case .refresh:
                if refreshTask { return .refresh }
                hasSliverLayoutExtent = false
                state = .done
            case .done:
                if latestIndicatorBoxExtent > trigger * 0.1 { return .done }
                return .inactive
            }
        }
    }

    /// The refresh's future completed: one more transition.
    func refreshCompleted(at t: Double) {
        refreshTask = false
        mode = transitionNextState(at: t)
    }

    /// buildRefreshIndicator: Positioned 16 below the box's top, radius 14.
    func indicator(boxTop: Double) -> (top: Double, radius: Double, progress: Double, opacity: Double)? {
        let percentage = min(max(latestIndicatorBoxExtent / trigger, 0), 1)
        let top = boxTop + 16
        switch mode {
        case .inactive: return nil
        case .drag:
            let x = min(max(percentage / 0.35, 0), 1)
            return (top, 14, percentage, FlutterCubic.easeInOut.transform(x))
        case .armed, .refresh: return (top, 14, 1, 1)
        case .done: return (top, 14 * percentage, 1, 1)
        }
    }

    /// The painter's first lit tick at t: floor(8 x the 1 s controller's value).
    func activeTick(at t: Double) -> Int {
        guard let s = animationStart else { return 0 }
        let v = (t - s) - (t - s).rounded(.down)
        return Int((8 * v).rounded(.down))
    }
}
