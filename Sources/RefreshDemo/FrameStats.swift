import Foundation

/// Frame timing for the HUD, over the last second: frames per second, frame CPU time
/// (last, average, maximum) and frames dropped (an interval over 1.5 refresh periods).
/// Fixed-size storage: recording a frame never allocates.
final class FrameStats {
    private var cpu = [Double](repeating: 0, count: 512)
    private var at = [Double](repeating: 0, count: 512)
    private var head = 0
    private var count = 0
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
        cpu[head] = cpuSeconds
        at[head] = t
        head = (head + 1) % cpu.count
        count = min(count + 1, cpu.count)
    }

    /// The loop is about to sleep: the gap until the next frame is not a dropped frame.
    func pause() { lastFrameTime = nil }

    /// (fps, last ms, average ms, max ms) over the second before `now`.
    func summary(now: Double) -> (fps: Double, last: Double, average: Double, max: Double) {
        guard !frozen, count > 0 else { return (0, 0, 0, 0) }
        var n = 0, sum = 0.0, worst = 0.0
        var i = 0
        while i < count {
            let idx = (head - 1 - i + 2 * cpu.count) % cpu.count
            if now - at[idx] > 1 { break }
            n += 1
            sum += cpu[idx]
            worst = max(worst, cpu[idx])
            i += 1
        }
        let lastIdx = (head - 1 + cpu.count) % cpu.count
        return (Double(n), cpu[lastIdx] * 1000, n > 0 ? sum / Double(n) * 1000 : 0, worst * 1000)
    }

    /// CPU time of the calling thread, s.
    static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
