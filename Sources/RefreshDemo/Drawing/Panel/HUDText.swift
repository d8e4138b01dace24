import RefreshEngine
import RefreshPhysics
import RefreshDemoModel

/// The HUD's lines: frame timing from the host, and the engine's states, in the language shown;
/// one state to a line, so the longest words fit the panel's column (HUDFitTests).
enum HUDText {
    /// `scrollPath`: how scrolling reaches a window, `renderer`: what draws it, `latency`:
    /// input to present, median and p99 ms (none when headless), the resampler's lag counted;
    /// `resampling`: the drag's resampling, on its own line with its lag when on. Each on its
    /// own line.
    static func make(_ frame: WorkbenchFrame, stats: FrameStats, now: Double, clock: TimeScale,
                     scrollPath: String? = nil, renderer: String? = nil,
                     latency: (median: Double, p99: Double)? = nil, resampling: InputResampling = .off) -> String {
        let s = stats.summary(now: now)
        let w = frame.list.language.hud
        let time = clock.paused ? w.paused : (clock.isSlow ? w.slowMotion + Timeline.speedText(clock.scale) : "x1")
        // At rest the loop sleeps until input: a frame rate would only say how long it slept.
        // A pointer held still on the list (tracking) counts as rest for the loop, but the
        // user is dragging: that is never idle, so the rate shows.
        let idle = frame.list.isAtRest && frame.list.phase != .tracking
        let rate = idle && !clock.paused ? w.asleep : fmt(s.fps, 0)
        return """
        \(w.fps) \(rate)   \(w.dropped) \(stats.frozen ? 0 : stats.dropped)
        \(w.frameCPU) \(fmt(s.last, 2)) \(w.milliseconds) (\(w.average) \(fmt(s.average, 2)), \(w.maximum) \(fmt(s.max, 2)))
        \(w.scroll) \(w.state(frame.list.phase.rawValue))
        \(w.time) \(time)
        \(w.header) \(w.state(frame.list.header.state.rawValue))
        \(w.footer) \(w.state(frame.list.footer.state.rawValue))
        pullingPercent \(fmt(frame.list.header.pullingPercent, 2))   \(w.offset) \(fmt(frame.list.offsetY, 1))
        """ + (scrollPath.map { "\n\(w.scrolling) \($0)" } ?? "") + (renderer.map { "\nrenderer \($0)" } ?? "")
            + (resampling == .off ? ""
                : "\n\(w.resampling) \(frame.list.language.interface.name(ofChoice: resampling.rawValue)) \(fmt(resampling.latency * 1000, 0)) \(w.milliseconds)")
            + (frame.list.haptics == .none ? ""
                : "\n\(w.haptics) \(frame.list.language.interface.name(ofChoice: frame.list.haptics.rawValue)): \(w.noMotor)")
            + (latency.map { "\ninput to present \(fmt($0.median, 1)) \(w.milliseconds) (p99 \(fmt($0.p99, 1)))" } ?? "")
            + appearanceLine(frame.overlays.appearance, choice: frame.overlays.appearanceChoice)
    }

    /// The appearance when it is not the plain light one followed from the desktop: its
    /// scheme, contrast, text size, and "reduced animations" while the chrome is still.
    static func appearanceLine(_ a: Appearance, choice: AppearanceChoice) -> String {
        a == .light && choice == .auto ? "" : "\nappearance " + Workbench.describe(a, choice: choice)
    }

    static func fmt(_ v: Double, _ decimals: Int) -> String { fixedDecimals(v, decimals) }
}
