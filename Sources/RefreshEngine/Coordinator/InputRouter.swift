/// The input router: where the pointer is and whether it holds the list, and the order in
/// which an event is offered to the list's parts. The engine owns one, steps to an event's
/// time, then asks it (ListEngine+Input); a part that takes the event ends its way, else each
/// part sees it in turn.
///
/// Order:
/// 1. The second floor (FloorFeature): open or moving, it has the pointer, the wheel and the
///    touchpad; the list under it never scrolls and nothing refreshes.
/// 2. The carousel (CarouselFeature): a press on its row, a drag it has, a gesture whose axis
///    is not decided yet; a release that ends its drag; horizontal wheel notches and a
///    touchpad gesture decided horizontal over it.
/// 3. The header's control (`HeaderFeature.controlTakes`): a pull that keeps the content still.
/// 4. The list: the scroller, then the header and footer follow where it is.
struct InputRouter {
    /// The list is held by the pointer (a press on the list not yet released).
    var pointerDown = false
    /// Where and when the pointer went down, to tell a tap from a drag.
    var pressPoint = (x: 0.0, y: 0.0, t: 0.0)
    /// Where the pointer is (window points): which row a wheel or touchpad scrolls.
    var hover = (x: -1.0, y: -1.0)

    /// The time an event stamped `eventTime` happens at: never before `now` (one stamped
    /// before the last frame happened at it).
    static func time(of eventTime: Double, now: Double) -> Double {
        eventTime.isFinite ? max(eventTime, now) : now
    }

    /// A wheel's or touchpad's delta the list can take: finite, not nothing, not absurd.
    static func takes(dx: Double, dy: Double) -> Bool {
        dy.isFinite && dx.isFinite && (dy != 0 || dx != 0) && abs(dy) < 1e6 && abs(dx) < 1e6
    }

    /// A press at (x, y): the pointer holds the list from now on.
    mutating func press(x: Double, y: Double, at t: Double) {
        pointerDown = true
        pressPoint = (x, y, t)
        hover = (x, y)
    }

    /// A move: true when the list's parts see it (the pointer holds the list).
    mutating func move(x: Double, y: Double) -> Bool {
        guard pointerDown, y.isFinite else { return false }
        hover = (x, y)
        return true
    }

    /// A release: true when the pointer held the list (it lets go now).
    mutating func release() -> Bool {
        guard pointerDown else { return false }
        pointerDown = false
        return true
    }

    /// A wheel's event is a touchpad's when precise, or while a touchpad gesture runs (on the
    /// list or the row): its deltas go on that gesture rather than scrolling by notches.
    static func isTouchpad(precise: Bool, gestureRuns: Bool) -> Bool { precise || gestureRuns }

    /// The axis a wheel's notches scroll: the larger part's, never both.
    static func notchAxis(dx: Double, dy: Double) -> GestureAxis { abs(dx) > abs(dy) ? .horizontal : .vertical }
}
