import RefreshEngine
import RefreshDemoModel

/// The HUD's lines: frame timing from the host, and the engine's states.
enum HUDText {
    /// `scrollPath`: how scrolling reaches a window, `renderer`: what draws it, `latency`:
    /// input to present, median and p99 ms (none when headless).
    static func make(_ frame: WorkbenchFrame, stats: FrameStats, now: Double, clock: TimeScale,
                     scrollPath: String? = nil, renderer: String? = nil,
                     latency: (median: Double, p99: Double)? = nil) -> String {
        let s = stats.summary(now: now)
        let time = clock.paused ? "paused (. steps a frame)" : (clock.isSlow ? "slow motion x" + Timeline.speedText(clock.scale) : "x1")
        // At rest the loop sleeps until input: a frame rate would only say how long it slept.
        let rate = frame.isAtRest && !clock.paused ? "idle (asleep until input)" : fmt(s.fps, 0)
        return """
        fps \(rate)   dropped \(stats.frozen ? 0 : stats.dropped)
        frame CPU \(fmt(s.last, 2)) ms (avg \(fmt(s.average, 2)), max \(fmt(s.max, 2)))\(renderer.map { "   \($0)" } ?? "")
        scroll \(frame.phase.rawValue)   time \(time)
        header \(frame.header.state.rawValue)   footer \(frame.footer.state.rawValue)
        pullingPercent \(fmt(frame.header.pullingPercent, 2))   offset \(fmt(frame.offsetY, 1))
        """ + (scrollPath.map { "\nscrolling \($0)" } ?? "")
            + (latency.map { "\ninput to present \(fmt($0.median, 1)) ms (p99 \(fmt($0.p99, 1)))" } ?? "")
    }

    static func fmt(_ v: Double, _ decimals: Int) -> String { fixedDecimals(v, decimals) }
}
