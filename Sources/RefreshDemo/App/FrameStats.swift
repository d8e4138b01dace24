import Foundation
import RefreshEngine
import RefreshPhysics

/// Frame timing for the HUD, over the last second: frames per second, frame CPU time
/// (last, average, maximum) and frames dropped (an interval over 1.5 refresh periods).
/// Fixed-size storage: recording a frame never allocates.
final class FrameStats {
    private var frames = RingBuffer(capacity: 512, filler: (at: 0.0, cpu: 0.0))
    private(set) var dropped = 0
    private var lastFrameTime: Double?
    let refreshInterval: Double
    /// Headless goldens need the same text every run: report zeros.
    var frozen = false

    init(refreshInterval: Double) {
        self.refreshInterval = refreshInterval
    }

    func record(cpuSeconds: Double, at t: Double) {
        if let last = lastFrameTime, t - last > refreshInterval * 1.5 { dropped += 1 }
        lastFrameTime = t
        frames.append((t, cpuSeconds))
    }

    /// The loop is about to sleep: the gap until the next frame is not a dropped frame.
    func pause() { lastFrameTime = nil }

    /// (fps, last ms, average ms, max ms) over the second before `now`.
    func summary(now: Double) -> (fps: Double, last: Double, average: Double, max: Double) {
        guard !frozen, !frames.isEmpty else { return (0, 0, 0, 0) }
        var n = 0, sum = 0.0, worst = 0.0
        while n < frames.count {
            let f = frames.newest(n)
            if now - f.at > 1 { break }
            n += 1
            sum += f.cpu
            worst = max(worst, f.cpu)
        }
        return (Double(n), frames.newest(0).cpu * 1000, n > 0 ? sum / Double(n) * 1000 : 0, worst * 1000)
    }

    /// CPU time of the calling thread, s: the one clock of frame costs (HUD and benchmark).
    static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
