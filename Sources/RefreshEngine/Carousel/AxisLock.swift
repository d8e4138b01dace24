/// The two axes a gesture can scroll: the list's and the carousel's.
public enum GestureAxis: String, Sendable {
    case vertical, horizontal
}

/// Which axis a pointer drag that starts on the carousel scrolls: one gesture, one axis.
///
/// Rule (UIKit's directional lock, Android's nested-scrolling slop): nothing moves until
/// the pointer is `slop` (at least 1 pt) from where it went down along either axis; the
/// gesture then goes to the axis its movement favours, horizontal only when |dx| > |dy|
/// (a drag exactly diagonal stays the list's), and keeps it until the release.
struct AxisLock: Sendable {
    let x0: Double
    let y0: Double
    let t0: Double
    /// The pointer's reports before the decision (x and time), replayed to the axis chosen.
    private(set) var samples: [(x: Double, t: Double)] = []
    private(set) var axis: GestureAxis?

    init(x: Double, y: Double, at t: Double) {
        (x0, y0, t0) = (x, y, t)
    }

    /// Adds a report; returns the axis once decided (on this report or before).
    mutating func add(x: Double, y: Double, at t: Double, slop: Double) -> GestureAxis? {
        if let axis { return axis }
        samples.append((x, t))
        let dx = abs(x - x0), dy = abs(y - y0)
        guard max(dx, dy) >= max(slop, 1) else { return nil }
        axis = dx > dy ? .horizontal : .vertical
        return axis
    }
}

/// Which axis a touchpad gesture over the carousel scrolls.
///
/// Rule: the first delta that moves decides, horizontal only when |dx| > |dy|; the gesture
/// keeps that axis until the fingers lift, so a diagonal swipe never moves both. The fingers
/// lifted when the lift is reported, or when the axis's own gesture is over and no delta on
/// either axis came for the idle gap: X11 reports each axis in events of its own, and a run
/// of the other axis's events is the same fingers still down.
struct TouchpadAxisLock: Sendable {
    private(set) var axis: GestureAxis?
    /// When the gesture's last delta came, on either axis.
    private(set) var lastTime = -Double.infinity

    /// The axis of the gesture this delta at t belongs to: the locked one, or this delta's.
    mutating func decide(dx: Double, dy: Double, at t: Double) -> GestureAxis {
        lastTime = max(lastTime, t)
        if let axis { return axis }
        let a: GestureAxis = abs(dx) > abs(dy) ? .horizontal : .vertical
        axis = a
        return a
    }

    /// Ends the lock if its gesture is over (`running` false) and the fingers have been idle for `idleGap` at t.
    mutating func endIfLifted(running: Bool, idleGap: Double, at t: Double) {
        if axis != nil, !running, t - lastTime >= max(idleGap, 0) { end() }
    }

    mutating func end() { axis = nil }
}
