import RefreshEngine
import RefreshDemoModel
import RefreshPhysics

/// The paused timeline and the playback speeds: what the host shows instead of the live
/// engine while the user scrubs (Left/Right while paused), and the speeds Shift+M cycles.
struct Timeline {
    /// Playback speeds, as DevTools' animation panel offers them (plus half speed).
    static let speeds = [1.0, 0.5, 0.25, 0.1]
    /// One scrub step, s of engine time (a 60 Hz frame); Shift: ten.
    static let step = 1.0 / 60

    /// The scrubbed moment and the engine rewound to it; nil: the live engine shows.
    var time: Double?
    var engine: Workbench?

    /// The next speed after `scale` in `speeds`.
    static func nextSpeed(after scale: Double) -> Double {
        let i = speeds.firstIndex { abs($0 - scale) < 1e-9 } ?? 0
        return speeds[(i + 1) % speeds.count]
    }

    /// Moves the scrubbed moment by `frames` (clamped to the last gesture's run, up to `now`)
    /// and rewinds a copy of `live` to it.
    mutating func scrub(by frames: Int, live: Workbench, now: Double) {
        scrub(to: (time ?? now) + Double(frames) * Self.step, live: live, now: now)
    }

    /// Shows the run at engine time t (clamped to the last gesture's run, up to `now`).
    mutating func scrub(to t: Double, live: Workbench, now: Double) {
        guard live.recorder.hasGesture, t.isFinite else { return }
        let clamped = min(max(t, live.recorder.startTime), now)
        time = clamped
        engine = live.rewound(to: clamped)
    }

    /// The badge's words: the speed, and while scrubbing where in the run the frame is.
    static func badge(paused: String, slowMotion: String, scale: Double, scrubbed: Double?, start: Double, now: Double) -> String? {
        if let t = scrubbed {
            return "\(paused)  \(fixedDecimals(t - start, 3)) s / \(fixedDecimals(now - start, 3)) s"
        }
        guard scale != 1 else { return nil }
        return "\(slowMotion) ×\(speedText(scale))"
    }

    static func speedText(_ s: Double) -> String { s == 0.5 ? "0.5" : (s == 0.25 ? "0.25" : (s == 0.1 ? "0.1" : "1")) }
}
