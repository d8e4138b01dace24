import Foundation
import RefreshEngine

/// One scroll report from the display server, as the listeners of CDesktopInput give it.
struct ScrollReport: Equatable {
    enum Kind: Equatable {
        case scroll, fingersLifted, pointerLeft
        /// An X11 wheel button of a device without scroll valuators (value: notches),
        /// reported whatever window the pointer is over.
        case buttonClick
    }
    /// Where the report comes from: it decides the units of `value` and what a source means.
    enum Server: Equatable { case wayland, x11 }

    var kind: Kind
    /// Wayland's wl_pointer.axis_source (0 wheel, 1 finger, 2 continuous, 3 wheel tilt);
    /// X11: 1 a touchpad device, 0 a wheel; -1 when the server does not say.
    var source: Int32
    /// The server's time, ms (32 bits, wrapping).
    var time: UInt32
    /// Wayland: surface pixels; X11: scroll increments. > 0 scrolls down (content moves up).
    var value: Double
    var discrete: Int32 = 0
    var value120: Int32 = 0
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
/// - Wayland, finger source: a touchpad delta of the axis value (pixels), whose lift the
///   compositor reports (axis_stop). Continuous sources (a trackpoint) are deltas too,
///   released by the idle gap unless a stop comes.
/// - Wayland, wheel or tilt: notches; high-resolution wheels in fractions
///   (axis_value120 / 120), else axis_discrete, else the value over `pixelsPerNotch`.
/// - Wayland, no source: click steps make it a wheel; otherwise a touchpad delta.
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
struct ScrollReportTranslator {
    var clock = ServerClock()
    /// When the last delta of an X11 touchpad stream of unknown source came (app time).
    private var lastUnknownTouchpad = -Double.infinity

    mutating func translate(_ r: ScrollReport, server: ScrollReport.Server, pixelsPerNotch: Double,
                            idleGap: Double = 0.1, arrival: Double,
                            monotonic: Double) -> (event: InputEvent, time: Double)? {
        let t = clock.time(server: r.time, arrival: arrival, monotonic: monotonic)
        switch r.kind {
        case .fingersLifted:
            return (.touchpadLift, t)
        case .pointerLeft:
            // A leave has no time of its own: it happened at its arrival.
            return (.touchpadLift, arrival)
        case .buttonClick:
            return r.value.isFinite && r.value != 0 ? (.wheel(dx: 0, dy: -r.value, precise: false), t) : nil
        case .scroll:
            break
        }
        let perNotch = pixelsPerNotch > 0 && pixelsPerNotch.isFinite ? pixelsPerNotch : 10
        guard r.value.isFinite else { return nil }
        switch server {
        case .wayland:
            let isWheel = r.source == 0 || r.source == 3 || (r.source < 0 && (r.discrete != 0 || r.value120 != 0))
            if isWheel {
                let notches = r.value120 != 0 ? Double(r.value120) / 120
                    : r.discrete != 0 ? Double(r.discrete) : r.value / perNotch
                return notches == 0 ? nil : (.wheel(dx: 0, dy: -notches, precise: false), t)
            }
            return r.value == 0 ? nil : (.touchpad(dx: 0, dy: -r.value, liftReported: r.source == 1), t)
        case .x11:
            guard r.value != 0 else { return nil }
            if r.source == 0 { return (.wheel(dx: 0, dy: -r.value, precise: false), t) }
            if r.source < 0 {
                let whole = abs(r.value - r.value.rounded()) < 1e-6
                if whole && t - lastUnknownTouchpad > idleGap { return (.wheel(dx: 0, dy: -r.value, precise: false), t) }
                lastUnknownTouchpad = t
            }
            return (.touchpad(dx: 0, dy: -r.value * perNotch, liftReported: false), t)
        }
    }
}
