import Foundation
import RefreshEngine

/// `--bench`: prints the figures the README reports, measured in CPU time.
///
/// - engine step: Scroller.step during flings, and ListEngine.frame (step plus the
///   rows-in-view value) over rows already laid out;
/// - engine start with 1,000,000 rows (the window opens after this);
/// - headless frame CPU time (engine frame + software drawing), median and p99,
///   for 100 and 1,000,000 rows, flinging up and down through the same stretch.
struct Benchmark {
    let options: Options

    static func cpuNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    func run() throws {
        try SDLLibrary.session(video: false) { try measure() }
    }

    private func measure() throws {
        let assets = try Assets.locate()
        let typography = try Typography(assets: assets, scale: options.scale)
        print("RefreshDemo benchmark: \(options.width)x\(options.height) pt at \(options.scale)x, CPU time of one thread")

        let stepNs = scrollerStep()
        print(String(format: "  engine step (Scroller.step, flings):          %8.1f ns   (budget 2000 ns)", stepNs))
        for n in [100, 1_000_000] {
            let ns = engineFrame(items: n, metrics: typography)
            print(String(format: "  engine frame (ListEngine.frame, %7d rows): %8.1f ns", n, ns))
        }
        let start = Self.cpuNow()
        var config = EngineConfig()
        config.items = 1_000_000
        let big = ListEngine(config: config, metrics: typography)
        let startMs = (Self.cpuNow() - start) * 1000
        print(String(format: "  engine start with 1,000,000 rows:             %8.1f ms   (budget 1000 ms to open)", startMs))
        _ = big.layout.count

        var medians: [Double] = []
        for n in [100, 1_000_000] {
            let (median, p99) = try headlessFrames(items: n, typography: typography, assets: assets)
            medians.append(median)
            print(String(format: "  headless frame CPU, %7d rows:  median %6.3f ms   p99 %6.3f ms", n, median, p99))
        }
        let (panelMedian, panelP99) = try headlessFrames(items: 100, typography: typography, assets: assets, panel: true)
        print(String(format: "  headless frame CPU, panel open:      median %6.3f ms   p99 %6.3f ms", panelMedian, panelP99))
        if medians.count == 2, medians[0] > 0 {
            print(String(format: "  1,000,000 rows / 100 rows, median frame:      %8.3f   (budget 1.10)", medians[1] / medians[0]))
        }
        try artFigures(typography: typography, assets: assets)
    }

    /// Flings across a long list, restarting each time one ends.
    private func scrollerStep() -> Double {
        var s = Scroller(viewportHeight: 760, contentHeight: 200_000)
        let frames = 2_000_000
        var t = 0.0
        var sink = 0.0
        var direction = 1.0
        s.press(pointerY: 400, at: 0)
        let start = Self.cpuNow()
        for _ in 0..<frames {
            t += 1.0 / 120
            if s.phase == .idle {
                s.press(pointerY: 400, at: t)
                s.move(pointerY: 400 - 30 * direction, at: t + 0.01)
                s.move(pointerY: 400 - 60 * direction, at: t + 0.02)
                s.release(at: t + 0.02)
                direction = -direction
            }
            s.step(to: t)
            sink += s.offset
            s.drainPhaseChanges { _ in }
        }
        let elapsed = Self.cpuNow() - start
        if sink.isNaN { print("") }
        return elapsed / Double(frames) * 1e9
    }

    private func flingScript(frame i: Int, fps: Double) -> [(Double, InputEvent)] {
        // Every 90 frames: a quick 120-pt drag that flings, alternating direction.
        let cycle = 90
        guard i % cycle == 0 else { return [] }
        let t = Double(i) / fps
        let up = (i / cycle) % 2 == 0
        let (a, b) = up ? (600.0, 480.0) : (300.0, 420.0)
        return [(t, .press(x: 200, y: a)), (t + 0.02, .move(x: 200, y: (a + b) / 2)),
                (t + 0.04, .move(x: 200, y: b)), (t + 0.04, .release(x: 200, y: b))]
    }

    private func engineFrame(items: Int, metrics: TextMetrics) -> Double {
        var config = EngineConfig()
        config.items = items
        config.width = Double(options.width)
        config.height = Double(options.height)
        var engine = ListEngine(config: config, metrics: metrics)
        let fps = 120.0
        // Warm-up lays out the stretch the measured pass scrolls through.
        for i in 0..<3600 {
            for (t, e) in flingScript(frame: i, fps: fps) { engine.handle(e, at: t) }
            _ = engine.frame(at: Double(i) / fps)
        }
        var sink = 0.0
        let frames = 36_000
        let start = Self.cpuNow()
        for i in 3600..<(3600 + frames) {
            for (t, e) in flingScript(frame: i % 3600, fps: fps) {
                engine.handle(e, at: t + 30 * Double(i / 3600))
            }
            sink += engine.frame(at: Double(i % 3600) / fps + 30 * Double(i / 3600)).offsetY
        }
        let elapsed = Self.cpuNow() - start
        if sink.isNaN { print("") }
        return elapsed / Double(frames) * 1e9
    }

    private func headlessFrames(items: Int, typography: Typography, assets: Assets,
                                panel: Bool = false) throws -> (Double, Double) {
        var config = EngineConfig()
        config.items = items
        config.width = Double(options.width)
        config.height = Double(options.height)
        config.epoch = HeadlessRun.epoch
        var engine = ListEngine(config: config, metrics: typography)
        if panel { engine.togglePanel(at: 0) }
        let target = try OffscreenTarget(width: engine.windowWidth, height: config.height, scale: options.scale,
                                         typography: typography, assets: assets)
        let fps = 60.0
        var times: [Double] = []
        times.reserveCapacity(1200)
        for i in 0..<1320 {
            for (t, e) in flingScript(frame: i, fps: fps) { engine.handle(e, at: t) }
            let start = Self.cpuNow()
            let frame = engine.frame(at: Double(i) / fps)
            target.draw(frame, hud: panel ? "fps 60   dropped 0\nframe CPU 1.00 ms" : nil)
            let elapsed = Self.cpuNow() - start
            if i >= 120 { times.append(elapsed * 1000) }
        }
        times.sort()
        return (times[times.count / 2], times[min(times.count - 1, Int(Double(times.count) * 0.99))])
    }
}
