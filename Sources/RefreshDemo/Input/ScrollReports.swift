import Foundation
import RefreshEngine

/// One scroll report from the display server, as the listeners of CDesktopInput give it:
/// both axes of one wl_pointer frame or one XI2 motion.
struct ScrollReport: Equatable {
    enum Kind: Equatable {
        case scroll, fingersLifted, pointerLeft
        /// An X11 wheel button of a device without scroll valuators (value: notches),
        /// reported whatever window the pointer is over.
        case buttonClick
    }
    /// Where the report comes from: it decides the units of `value` and what a source means.
    enum Server: Equatable { case wayland, x11 }

    /// What one axis moved.
    struct Amount: Equatable {
        /// Wayland: surface pixels; X11: scroll increments. > 0 scrolls down (content moves
        /// up), or right (content moves left).
        var value = 0.0
        /// Wayland: axis_discrete steps and axis_value120 (0 when none came).
        var discrete: Int32 = 0
        var value120: Int32 = 0
    }

    var kind: Kind
    /// Wayland's wl_pointer.axis_source (0 wheel, 1 finger, 2 continuous, 3 wheel tilt);
    /// X11: 1 a touchpad device, 0 a wheel; -1 when the server does not say.
    var source: Int32
    /// The server's time, ms (32 bits, wrapping).
    var time: UInt32
    var vertical = Amount()
    var horizontal = Amount()
}

/// Maps the display server's millisecond clock onto the app's clock.
///
/// Rules:
/// - Compositors (wlroots, Mutter, KWin, stamping with libinput's times) and X servers
///   count CLOCK_MONOTONIC milliseconds. When a report's time is at most `maxLag`
///   behind CLOCK_MONOTONIC read at its arrival, it is that clock: the report happened
///   `lag` before its arrival, exactly, even for the first report of a burst.
/// - Otherwise (another base), the offset is the smallest (arrival - server time) seen:
///   the report that came fastest shows it best, a report can only be late. A jump of
///   more than `maxLag` (the 32-bit clock wrapped) starts over.
/// - A mapped time is never after the arrival.
struct ServerClock {
    private var offset: Double?
    let maxLag = 2.0

    /// `monotonic`: CLOCK_MONOTONIC in seconds, read together with `arrival`.
    mutating func time(server ms: UInt32, arrival: Double, monotonic: Double) -> Double {
        if monotonic.isFinite, monotonic >= 0 {
            let now = UInt32(truncatingIfNeeded: UInt64(monotonic * 1000))
            let lag = Double(now &- ms) / 1000
            if lag <= maxLag { return arrival - lag }
        }
        let s = Double(ms) / 1000
        let candidate = arrival - s
        if let o = offset, candidate >= o, candidate - o <= maxLag {
            return min(s + o, arrival)
        }
        offset = candidate
        return arrival
    }

    /// CLOCK_MONOTONIC now, s.
    static func monotonicNow() -> Double {
        var ts = timespec()
        guard clock_gettime(CLOCK_MONOTONIC, &ts) == 0 else { return .nan }
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// Turns scroll reports into the engine's events: the source decides touchpad or wheel,
/// never whether the number has a fraction.
///
/// - Both axes of one report make one event: a diagonal step of the fingers is one
///   `.touchpad(dx:dy:)`, so the engine sees each step's true direction. Signs become
///   the engine's: a wheel's dy > 0 is up and dx > 0 right; a touchpad's dy > 0 moves the
///   content down and dx > 0 right (the server's values count the other way vertically,
///   and for touchpads horizontally too).
/// - Wayland, finger source: a touchpad delta of the axis values (pixels), whose lift the
///   compositor reports (axis_stop of either axis: one gesture has one lift). Continuous
///   sources (a trackpoint) are deltas too, released by the idle gap unless a stop comes.
/// - Wayland, wheel or tilt (a tilt is horizontal notches): notches; high-resolution
///   wheels in fractions (axis_value120 / 120), else axis_discrete, else the value over
///   `pixelsPerNotch`.
/// - Wayland, no source: click steps on either axis make it a wheel; otherwise a touchpad delta.
/// - X11: values are scroll increments; a touchpad's become pixels (× `pixelsPerNotch`),
///   a wheel's stay notches. No lift exists: the idle gap releases.
/// - X11, a device that does not say (Xwayland has one pointer for every device, and
///   its scroll valuator moves one increment per wheel click and per 10 px of fingers
///   alike): a step of a whole number of increments is a wheel click unless a touchpad
///   stream of the same device is running (its last delta less than `idleGap` ago);
///   any other step is a touchpad's and keeps the stream running. So a 10-px finger step
///   that begins a gesture through Xwayland counts as a click: there is nothing else to
///   tell it by.
/// - axis_stop, and the pointer leaving mid-gesture, are a lift.
/// - With `shift` held, a wheel's vertical notches scroll sideways (`ShiftWheel`).
struct ScrollReportTranslator {
    var clock = ServerClock()
    /// When the last delta of an X11 touchpad stream of unknown source came (app time).
    private var lastUnknownTouchpad = -Double.infinity
    /// Fingers are down on a touchpad whose lift the server reports: a delta came, its lift
    /// not yet. SDL makes no event of axis_stop, so a resting app would read the lift only
    /// at its next wake: while this holds, it looks at the listener often.
    private(set) var fingersDown = false

    mutating func translate(_ r: ScrollReport, server: ScrollReport.Server, pixelsPerNotch: Double,
                            idleGap: Double = 0.1, shift: Bool = false, arrival: Double,
                            monotonic: Double) -> (event: InputEvent, time: Double)? {
        let t = clock.time(server: r.time, arrival: arrival, monotonic: monotonic)
        switch r.kind {
        case .fingersLifted:
            fingersDown = false
            return (.touchpadLift, t)
        case .pointerLeft:
            fingersDown = false
            // A leave has no time of its own: it happened at its arrival.
            return (.touchpadLift, arrival)
        case .buttonClick, .scroll:
            break
        }
        let (h, v) = (r.horizontal, r.vertical)
        guard h.value.isFinite, v.value.isFinite else { return nil }
        // Notches: dx > 0 right as the server counts, dy > 0 up against it.
        func wheel(_ dx: Double, _ dy: Double) -> (event: InputEvent, time: Double)? {
            dx == 0 && dy == 0 ? nil : (ShiftWheel.apply(.wheel(dx: dx, dy: Self.negated(dy), precise: false), shift: shift), t)
        }
        // Deltas move the content against the server's values on both axes.
        func touchpad(_ dx: Double, _ dy: Double, lift: Bool) -> (event: InputEvent, time: Double)? {
            guard dx != 0 || dy != 0 else { return nil }
            if lift { fingersDown = true }
            return (.touchpad(dx: Self.negated(dx), dy: Self.negated(dy), liftReported: lift), t)
        }
        if r.kind == .buttonClick { return wheel(h.value, v.value) }
        let perNotch = pixelsPerNotch > 0 && pixelsPerNotch.isFinite ? pixelsPerNotch : 10
        switch server {
        case .wayland:
            let clicks = h.discrete != 0 || h.value120 != 0 || v.discrete != 0 || v.value120 != 0
            if r.source == 0 || r.source == 3 || (r.source < 0 && clicks) {
                return wheel(Self.notches(h, perNotch: perNotch), Self.notches(v, perNotch: perNotch))
            }
            return touchpad(h.value, v.value, lift: r.source == 1)
        case .x11:
            guard h.value != 0 || v.value != 0 else { return nil }
            if r.source == 0 { return wheel(h.value, v.value) }
            if r.source < 0 {
                let whole = Self.isWhole(h.value) && Self.isWhole(v.value)
                if whole && t - lastUnknownTouchpad > idleGap { return wheel(h.value, v.value) }
                lastUnknownTouchpad = t
            }
            return touchpad(h.value * perNotch, v.value * perNotch, lift: false)
        }
    }

    /// A Wayland wheel axis in notches: high-resolution steps in fractions, else click
    /// steps, else the value over `perNotch`.
    static func notches(_ a: ScrollReport.Amount, perNotch: Double) -> Double {
        a.value120 != 0 ? Double(a.value120) / 120 : a.discrete != 0 ? Double(a.discrete) : a.value / perNotch
    }

    static func isWhole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }

    /// -v, but 0 for 0: an axis that did not move stays +0 (a trace never says -0).
    static func negated(_ v: Double) -> Double { v == 0 ? 0 : -v }
}
