/// Tabs (`list.layout tabs`): the pager, the other tabs' parked lists, the bar's share of the
/// vertical scroll (NestedScroll) and the gesture's axis (PagerAxisRule).
///
/// Rules:
/// - The shown tab's list is the engine's own; the others wait parked (TabList), their feed's
///   answers and their headers' timeouts still handled at their own times (ListEngine+Tabs).
/// - The carousel's row (`list.carousel`) is the first tab's: the others' lists have no band.
/// - The shown tab changes when a release or a tapped tab decides the page the pager goes to
///   (ViewPager2's `onPageSelected` as the settle starts), traced as a `tab` line.
/// - The bar's collapse is NestedScroll's `outer`, followed from the list's scroll each step: the
///   list's offset under the bar is `outer + inner`, and a tab shown again takes its own `inner`
///   with the bar as it is (Android keeps every page's RecyclerView; Flutter's NestedScrollView
///   gives an inner list its kept position only while the bar is fully collapsed, else its top).
struct TabsFeature: ListFeature {
    var pager = Pager(count: ListShape.tabCount, width: 1)
    /// The tab whose list the engine runs.
    var index = 0
    /// The other tabs' lists (nil at `index`, and before tabs are made).
    var parked: [TabList?] = []
    var nested = NestedScroll(range: 0)
    /// The list's offset below the bar at the last step (`outer + inner`).
    var lastCombined: Double?
    /// The gesture on the list: where it went down, its reports until its axis is decided, and the axis.
    var lock: (x: Double, y: Double, samples: [(x: Double, t: Double)], axis: GestureAxis?)?
    private var traced: [TraceEvent] = []
    /// A touchpad's sideways gesture on the pager: the fingers' travel so far (pt), and when its
    /// last delta came (its end is `touchpadIdleGap` after, unless the lift is reported first).
    var touchpad: (x: Double, last: Double)?
    /// The touchpad gesture under way began over the list with tabs: its sideways part is the pager's.
    var touchpadOwnsSideways = false
    /// How long a touchpad's fingers may rest before the gesture counts as lifted, s.
    var touchpadIdleGap = 0.1

    var isOn: Bool { !parked.isEmpty }

    /// A touchpad's sideways gesture ends by itself when no delta came for the idle gap.
    var nextDeadline: Double? { touchpad.map { $0.last + touchpadIdleGap } }

    mutating func step(to t: Double) { pager.step(to: t) }

    func isAtRest(at t: Double) -> Bool { !pager.isMoving(at: t) && pager.drag == nil && touchpad == nil }

    mutating func resize(width: Double, at t: Double) { if isOn { pager.resize(width: width, at: t) } }

    mutating func drainTrace(into log: inout TraceLog) {
        guard !traced.isEmpty else { return }
        for e in traced { log.record(e) }
        traced.removeAll(keepingCapacity: true)
    }

    mutating func trace(_ e: TraceEvent) { traced.append(e) }

    /// Follows the list to `combined` (its offset below the open bar's resting edge) and returns
    /// how far the bar has collapsed: a motion is shared in NestedScroll's order; past the top the
    /// list is pulled and the bar is open.
    mutating func follow(combined c: Double, range: Double, floats: Bool) -> Double {
        if nested.range != range || nested.floats != floats {
            nested = NestedScroll(outer: nested.outer, inner: nested.inner, range: range, floats: floats)
        }
        if let last = lastCombined, c != last { nested.scroll(by: c - last) }
        lastCombined = c
        // Whatever the order did, outer + inner is where the list is: a pull has the bar open.
        var outer = nested.outer
        if c <= 0 { outer = 0 } else if outer > c { outer = c }
        if outer != nested.outer || nested.inner != c - outer {
            nested = NestedScroll(outer: outer, inner: c - outer, range: range, floats: floats)
        }
        return nested.outer
    }

    /// The list moved by `delta` with nothing on screen moving (rows above reflowed or put on
    /// top): the list's own offset, not the bar's.
    mutating func shifted(by delta: Double) {
        guard let last = lastCombined, delta.isFinite else { return }
        lastCombined = last + delta
        nested.show(inner: nested.inner + delta)
    }
}
