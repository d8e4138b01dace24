import Foundation
import RefreshEngine
import RefreshDemoModel
import RefreshPhysics

/// `--bench`'s input-to-present latency of a scripted drag, as a window at 60 fps has it.
extension Benchmark {
    /// A 2 s drag at 60 fps (one move a frame), drawn and presented each frame. Each
    /// move's OS time falls somewhere in the frame interval before the frame that takes it
    /// (spread evenly, as a mouse's events are): the latency runs from that time, on the
    /// wall clock, to the return of the present, plus the lag of `resampling` (the frame
    /// draws the pointer where it was that long before). Returns (median, p99, frame median) ms.
    func dragLatency(typography: Typography, assets: Assets,
                     resampling: InputResampling = .off) throws -> (median: Double, p99: Double, frame: Double) {
        var (engine, target) = try scene(items: 100, typography: typography, assets: assets)
        var values = TuningSet()
        values.scroll.resampling = resampling
        engine.applyTuning(values, at: 0)
        let interval = 1.0 / 60
        var latency = InputLatency()
        var frames: [Double] = []
        // The same drag twice from the same start; only the second is measured (the first
        // lays the rows out and makes their text, as any earlier look at them would have).
        let initial = engine
        for pass in 0..<2 {
            engine = initial
            let start = 0.0
            engine.handle(.press(x: 200, y: 600), at: start)
            for i in 1...120 {
                let t = start + Double(i) * interval
                let frameStart = Self.wallNow()
                // The move happened `wait` before the frame began (it waited for it in the queue).
                let wait = interval * Double((i * 37) % 100) / 100
                if pass == 1 { latency.input(at: frameStart - wait) }
                engine.handle(.move(x: 200, y: 600 - 3 * Double(i)), at: t)
                target.draw(engine.frame(at: t))
                let end = Self.wallNow()
                if pass == 1 {
                    latency.presented(at: end, lag: resampling.latency)
                    frames.append((end - frameStart) * 1000)
                }
            }
        }
        let s = latency.summary() ?? (0, 0)
        return (s.median, s.p99, Self.medianAndP99(frames).0)
    }

    /// Monotonic wall-clock seconds (latency is felt in wall time, not CPU time).
    static func wallNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
