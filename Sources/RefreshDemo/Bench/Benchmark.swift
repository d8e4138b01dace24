import CSDL2
import Foundation
import RefreshArtWorker
import RefreshDemoModel
import RefreshEngine
import RefreshPhysics
import RefreshShare

/// `--bench`: prints the figures the README reports, measured in CPU time.
///
/// - engine step: Scroller.step during flings, and ListEngine.frame (step plus the
///   rows-in-view value) over rows already laid out;
/// - engine start with 1,000,000 rows (the window opens after this);
/// - headless frame CPU time (engine frame + software drawing), median and p99,
///   for 100 and 1,000,000 rows, flinging up and down through the same stretch.
struct Benchmark {
    let options: Options
    /// Only the fling frames (`--bench-fling`), for an instruction count under callgrind.
    var flingOnly = false

    static func cpuNow() -> Double { FrameStats.threadCPUTime() }

    func run() throws {
        try SDLLibrary.session(video: false) { try measure() }
    }

    private func measure() throws {
        let assets = try Assets.locate()
        let typography = try Typography(assets: assets, scale: options.scale)
        if flingOnly {
            // With --share the phone preview runs and waits for a page; each fling frame then does the
            // preview's frame work too (what changed for the pages, the gestures that came).
            let share = try options.share.map { try connectedShare($0, assets: assets) }
            defer { share?.stop() }
            // The page has the list before the fling (laying the rows out is a change's cost, spread over
            // frames, not the fling's): the fling frames count what a connected page costs each frame.
            let (median, p99) = try headlessFrames(items: 100, typography: typography, assets: assets, prepare: { engine in
                guard let share else { return }
                for _ in 0..<10_000 where !share.hasPublishedFeed(of: engine) { share.publishChanges(&engine) }
            }, perFrame: { engine in
                share?.publishChanges(&engine)
                _ = share?.server.hub.takeGestures()
            })
            print(String(format: "fling frame CPU, 100 rows: median %.3f ms, p99 %.3f ms", median, p99))
            return
        }
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

        // The floor of each window size the frames below are drawn at, in the same run.
        let listFloor = try floor(width: Double(options.width), height: Double(options.height))
        print(Self.floorDescription("\(options.width)x\(options.height) pt at \(HUDText.fmt(options.scale, 0))x", listFloor))
        let panelWidth = Double(options.width) + TuningPanel.width
        let panelFloor = try floor(width: panelWidth, height: Double(options.height))
        print(Self.floorDescription("\(Int(panelWidth))x\(options.height) pt (panel open)", panelFloor))

        let bare = try bareFrameRatio(typography: typography, assets: assets)
        print(String(format: "  app frame vs bare SDL frame of the same draws:  app %6.3f ms   bare %6.3f ms   ratio %5.2f   (budget 1.30)",
                     bare.app, bare.bare, bare.app / max(bare.bare, 1e-9)))
        let session = try scriptedSession(typography: typography, assets: assets)
        print(String(format: "  10 s scripted session at 60 fps: %d frames over 16.7 ms (budget 0), worst %6.3f ms",
                     session.over, session.worst))

        var medians: [Double] = []
        for n in [100, 1_000_000] {
            let (median, p99) = try headlessFrames(items: n, typography: typography, assets: assets)
            medians.append(median)
            print(Self.floorLine(String(format: "fling frame CPU, %7d rows:", n), median: median, p99: p99,
                                 floor: listFloor, budget: 2))
        }
        // The carousel's cards flung sideways, the list still: the cards come from their cache.
        let (cardsMedian, cardsP99) = try headlessFrames(items: 100, typography: typography, assets: assets, carousel: true)
        print(Self.floorLine("carousel fling frame CPU:", median: cardsMedian, p99: cardsP99, floor: listFloor, budget: 2))
        let (panelMedian, panelP99) = try headlessFrames(items: 100, typography: typography, assets: assets, panel: true)
        print(Self.floorLine("panel-open frame CPU (budget 8.3 ms):", median: panelMedian, p99: panelP99,
                             floor: panelFloor, budget: 3))
        let drag = try dragLatency(typography: typography, assets: assets)
        print(String(format: "  input to present, scripted drag at 60 fps:   median %6.3f ms   p99 %6.3f ms   (budget one frame + the present: %.1f ms)",
                     drag.median, drag.p99, 1000.0 / 60 + drag.frame))
        // Resampled as Android and Flutter do, the drag is drawn the resampler's lag behind.
        for mode in InputResampling.allCases where mode != .off {
            let d = try dragLatency(typography: typography, assets: assets, resampling: mode)
            let label = "  input to present, resampled as \(mode.rawValue):".padding(toLength: 47, withPad: " ", startingAt: 0)
            print(label + String(format: "median %6.3f ms   p99 %6.3f ms   (budget one frame + the present + %.0f ms: %.1f ms)",
                                 d.median, d.p99, mode.latency * 1000, 1000.0 / 60 + d.frame + mode.latency * 1000))
        }
        if medians.count == 2, medians[0] > 0 {
            print(String(format: "  1,000,000 rows / 100 rows, median frame:      %8.3f   (budget 1.10)", medians[1] / medians[0]))
        }
        // As in a window: a load finds its worker started ahead of need.
        ArtWorker.keepSpare()
        try appearanceSwitchFigures(assets: assets, floor: listFloor)
        try artFigures(typography: typography, assets: assets, floor: listFloor)
        try firstFrameFigures(typography: typography, assets: assets)
    }

    /// Flings across a long list, restarting each time one ends.
    private func scrollerStep() -> Double {
        var s = Scroller(viewportExtent: 760, contentExtent: 200_000)
        let frames = 2_000_000
        var t = 0.0
        var sink = 0.0
        var direction = 1.0
        s.press(pointer: 400, at: 0)
        let start = Self.cpuNow()
        for _ in 0..<frames {
            t += 1.0 / 120
            if s.phase == .idle {
                s.press(pointer: 400, at: t)
                s.move(pointer: 400 - 30 * direction, at: t + 0.01)
                s.move(pointer: 400 - 60 * direction, at: t + 0.02)
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

    private func flingScript(frame i: Int, fps: Double, carousel: Bool = false) -> [(Double, InputEvent)] {
        // Every 90 frames: a quick 120-pt drag that flings, alternating direction.
        let cycle = 90
        guard i % cycle == 0 else { return [] }
        let t = Double(i) / fps
        let up = (i / cycle) % 2 == 0
        if carousel {
            // Sideways across the carousel's cards (its row under the bar), left then right.
            let y = 64 + 89.0
            let (a, b) = up ? (380.0, 260.0) : (200.0, 320.0)
            return [(t, .press(x: a, y: y)), (t + 0.02, .move(x: (a + b) / 2, y: y)),
                    (t + 0.04, .move(x: b, y: y)), (t + 0.04, .release(x: b, y: y))]
        }
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

    /// The benchmark's list at the options' size, with the headless epoch, and its
    /// offscreen target (as wide as the window, the panel included).
    func scene(items: Int, typography: Typography, assets: Assets, panel: Bool = false,
                       configure: (inout EngineConfig) -> Void = { _ in }) throws -> (Workbench, OffscreenTarget) {
        var config = EngineConfig()
        config.items = items
        config.width = Double(options.width)
        config.height = Double(options.height)
        config.epoch = HeadlessRun.epoch
        configure(&config)
        var engine = Workbench(config: config, metrics: typography)
        // --tuning FILE: its values over the defaults (the fling under an app bar, a preset...).
        if options.tuningPath != nil { _ = try TuningFileWatcher(location: options.tuningLocation, engine: &engine) }
        if panel { engine.togglePanel(at: 0) }
        let target = try OffscreenTarget(width: engine.windowWidth, height: config.height, scale: options.scale,
                                         typography: typography, assets: assets)
        return (engine, target)
    }

    /// The same scene drawn twice per frame, in one run: through the app (engine frame,
    /// layout, renderers) and as a bare SDL frame that replays the app's recorded draw
    /// calls with the same textures and nothing else. Medians of CPU time.
    private func bareFrameRatio(typography: Typography, assets: Assets) throws -> (app: Double, bare: Double) {
        var (engine, target) = try scene(items: 100, typography: typography, assets: assets)
        let fps = 60.0
        var app: [Double] = [], bare: [Double] = []
        var ops: [DrawOp] = []
        ops.reserveCapacity(512)
        for i in 0..<1320 {
            let (frame, appTime) = timedFlingFrame(i, of: &engine, fps: fps) { target.draw($0) }
            // Record the same frame's calls (not timed), then replay them alone.
            ops.removeAll(keepingCapacity: true)
            target.canvas.recording = ops
            target.draw(frame)
            ops = target.canvas.recording ?? []
            target.canvas.recording = nil
            let start = Self.cpuNow()
            for op in ops { op.perform(on: target.canvas.renderer) }
            SDL_RenderFlush(target.canvas.renderer)
            let bareTime = Self.cpuNow() - start
            if i >= 120 {
                app.append(appTime * 1000)
                bare.append(bareTime * 1000)
            }
        }
        app.sort()
        bare.sort()
        return (app[app.count / 2], bare[bare.count / 2])
    }

    /// 10 s at 60 fps as a user spends them: a pull that refreshes, flings, the footer
    /// loading, the panel opened and closed, the help: frames whose CPU time passes one
    /// frame's 16.7 ms are frames a window would drop.
    private func scriptedSession(typography: Typography, assets: Assets) throws -> (over: Int, worst: Double) {
        let script = try GestureScript.parse("""
            drag 200,200 -> 200,520 over 0.4 hold 0.2
            wait 1.5
            drag 200,650 -> 200,250 over 0.15
            wait 1
            drag 200,250 -> 200,650 over 0.15
            wait 1
            key end
            wait 1.5
            key tab
            drag 200,600 -> 200,300 over 0.2
            wait 1
            key tab
            key f1
            wait 0.5
            key f1
            key home
            wait 1.5
            """, file: "session")
        var (engine, target) = try scene(items: 200, typography: typography, assets: assets) { config in
            config.feed.latencyMin = 0.5
            config.feed.latencyMax = 0.5
        }
        let height = engine.viewportHeight
        // A window keeps its renderer and its textures (text, rows) through the resize the
        // panel makes: one target as wide as the window with the panel serves every frame
        // (a narrower frame leaves the rest unused, and its clear costs the whole width).
        target = try OffscreenTarget(width: engine.viewportWidth + TuningPanel.width, height: height, scale: options.scale,
                                     typography: typography, assets: assets)
        var player = ScriptPlayer(script: script)
        var over = 0
        var worst = 0.0
        for i in 0..<600 {
            let t = Double(i) / 60
            var due: [(Double, InputEvent)] = []
            player.advance(to: t) { time, action in if case .input(let e) = action { due.append((time, e)) } }
            var start = Self.cpuNow()
            for (time, e) in due { engine.handle(e, at: time) }
            let frame = engine.frame(at: t)
            var elapsed = Self.cpuNow() - start
            start = Self.cpuNow()
            target.draw(frame)
            elapsed += Self.cpuNow() - start
            let ms = elapsed * 1000
            worst = max(worst, ms)
            if ms > 1000.0 / 60 { over += 1 }
        }
        return (over, worst)
    }

    private func headlessFrames(items: Int, typography: Typography, assets: Assets, panel: Bool = false, carousel: Bool = false,
                                prepare: ((inout Workbench) -> Void)? = nil,
                                perFrame: ((inout Workbench) -> Void)? = nil) throws -> (Double, Double) {
        var (engine, target) = try scene(items: items, typography: typography, assets: assets, panel: panel)
        prepare?(&engine)
        let fps = 60.0
        var times: [Double] = []
        times.reserveCapacity(1200)
        for i in 0..<1320 {
            let (_, elapsed) = timedFlingFrame(i, of: &engine, fps: fps, carousel: carousel, perFrame: perFrame) {
                target.draw($0, hud: panel ? "fps 60   dropped 0\nframe CPU 1.00 ms" : nil)
            }
            if i >= 120 { times.append(elapsed * 1000) }
        }
        return Self.medianAndP99(times)
    }

    /// The phone preview at `target` with a page connected: prints its URL and waits up to 120 s
    /// for the first page (tools/callgrind-fling.sh with SHARE=1 connects one).
    private func connectedShare(_ target: ShareTarget, assets: Assets) throws -> PhoneShare {
        let share: PhoneShare
        do { share = try PhoneShare(target: target, assets: assets.root) } catch let e as ShareListenError { throw AppError("--share: \(e)") }
        share.announce()
        let deadline = Date().addingTimeInterval(120)
        while share.phones == 0 {
            guard Date() < deadline else {
                share.stop()
                throw AppError("--bench-fling --share: no page connected within 120 s")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return share
    }

    /// The median and the 99th percentile of `times`.
    static func medianAndP99(_ times: [Double]) -> (Double, Double) {
        let sorted = times.sorted()
        return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))])
    }

    /// Frame `i` of the fling script at `fps`, drawn by `draw`, and its CPU time in seconds.
    ///
    /// Rule: the frame's input is handled before the clock starts; the engine's frame and
    /// the drawing are timed together, as a window's frame is. Never inlined: callgrind counts
    /// the instructions under this symbol (`tools/callgrind-fling.sh`).
    @inline(never)
    private func timedFlingFrame(_ i: Int, of engine: inout Workbench, fps: Double, carousel: Bool = false,
                                 perFrame: ((inout Workbench) -> Void)? = nil,
                                 draw: (WorkbenchFrame) -> Void) -> (frame: WorkbenchFrame, seconds: Double) {
        for (t, e) in flingScript(frame: i, fps: fps, carousel: carousel) { engine.handle(e, at: t) }
        let start = Self.cpuNow()
        perFrame?(&engine)
        let frame = engine.frame(at: Double(i) / fps)
        draw(frame)
        return (frame, Self.cpuNow() - start)
    }
}
