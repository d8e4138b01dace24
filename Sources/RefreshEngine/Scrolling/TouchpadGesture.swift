import RefreshPhysics

/// Turns a stream of touchpad scroll deltas into a drag. Some sources say when the
/// fingers lift (Wayland's axis_stop); others (SDL2, X11) give only deltas.
///
/// Rules:
/// - A gesture whose source reports the lift (`liftReported`) is held until `end()`:
///   no idle gap, no coasting pause, no coasting detection, since its deltas are the
///   fingers' own and a finger resting still is still down.
/// - The first delta begins a virtual drag; each delta moves the virtual pointer by
///   `dy` points (positive pulls the content down, as dragging down does), so past an
///   edge the same rubber band of the accumulated distance applies as for a mouse drag.
/// - No delta for `idleGap` seconds: the fingers were lifted; the drag is released at
///   last + idleGap (a deadline, so the release time does not depend on the frame rate).
/// - Inside the bounds the host need not wait that long: after 2.5 event intervals with
///   no delta (`coastTime`) it may let the content coast on; a later delta simply starts a
///   new gesture that grabs the content where it is, as a finger catches a fling.
/// - Past an edge, `momentumCount` deltas in a row each smaller than the one before are
///   a driver's coasting, not fingers: the drag is released at once, so coasting can
///   never hold the content stretched. The coasting that follows is ignored (same
///   direction, no larger than the last delta, no idle gap): it cannot grab the content again.
public struct TouchpadGesture: Sendable {
    /// What a touchpad delta or lift means for the list: begin a drag, move it, or end it.
    public enum Action: Equatable, Sendable {
        case begin
        case move(pointer: Double)
        case end
    }

    private(set) var active = false
    public private(set) var pointer = 0.0
    public private(set) var lastTime = -Double.infinity
    private var shrinkingRun = 0
    private var lastMagnitude = Double.infinity
    public var idleGap: Double
    var momentumCount: Int
    /// Typical time between deltas (a running average), s.
    public private(set) var interval = 0.016
    private var coastChecked = false
    /// After a coasting release: the coasting's direction, last size and time.
    private var coasting: (sign: Double, magnitude: Double, time: Double)?
    /// The source of this gesture will report the lift: the timing rules are off.
    public private(set) var liftReported = false

    public init(idleGap: Double = 0.1, momentumCount: Int = 3) {
        self.idleGap = idleGap
        self.momentumCount = momentumCount
    }

    /// When the gesture counts as released if nothing more comes.
    var releaseTime: Double? { active && !liftReported ? lastTime + max(idleGap, 0) : nil }

    /// When a pause in the deltas is long enough to let the content coast (checked once
    /// per pause): 2.5 typical intervals, at least 25 ms, at most the idle gap.
    var coastTime: Double? {
        guard active, !coastChecked, !liftReported else { return nil }
        return lastTime + min(max(2.5 * interval, 0.025), max(idleGap, 0))
    }

    /// The host looked at `coastTime` (and coasted or not): not again until the next delta.
    mutating func markCoastChecked() { coastChecked = true }

    /// One delta (points, already scaled) at time t; `pastEdge` tells whether the content
    /// is currently beyond an edge; `liftReported` whether its source will say when the
    /// fingers lift (one such delta makes the whole gesture wait for the lift).
    mutating func add(_ dy: Double, at t: Double, pastEdge: Bool, liftReported: Bool = false) -> [Action] {
        guard dy.isFinite, dy != 0 else { return [] }
        let magnitude = abs(dy)
        if liftReported { coasting = nil }
        if let c = coasting {
            let sameWay = (dy > 0) == (c.sign > 0)
            if sameWay && magnitude <= c.magnitude * 1.2 && t - c.time < max(idleGap, 0) {
                coasting = (c.sign, magnitude, t)
                return []
            }
            coasting = nil
        }
        var actions: [Action] = []
        if !active {
            active = true
            pointer = 0
            shrinkingRun = 0
            lastMagnitude = .infinity
            self.liftReported = false
            actions.append(.begin)
        }
        if liftReported { self.liftReported = true }
        if !actions.contains(.begin), t > lastTime, t - lastTime < idleGap {
            interval = interval * 0.7 + (t - lastTime) * 0.3
        }
        pointer += dy
        lastTime = t
        coastChecked = false
        actions.append(.move(pointer: pointer))
        if pastEdge && magnitude < lastMagnitude {
            shrinkingRun += 1
        } else {
            shrinkingRun = 0
        }
        lastMagnitude = pastEdge ? magnitude : .infinity
        if pastEdge && shrinkingRun >= max(momentumCount, 1) && !self.liftReported {
            active = false
            coasting = (dy > 0 ? 1 : -1, magnitude, t)
            actions.append(.end)
        }
        return actions
    }

    /// Ends the gesture (the idle gap passed, or a mouse press took over).
    public mutating func end() {
        active = false
    }
}
