import Foundation
import RefreshEngine
import RefreshDemoModel

/// A run with no display: a virtual clock advances exactly 1/fps per frame and
/// SDL's software renderer draws into a surface, so every run is deterministic.
///
/// Rule: the run ends when the script has ended and the list has come to rest
/// (or at `quit`); a list still moving `settleTimeout` seconds after the script's
/// end is an error, never a hang.
struct HeadlessRun {
    /// Wall-clock-free epoch for headless content: 2026-09-21 14:13:20 UTC.
    static let epoch = 1_790_000_000.0

    let options: Options
    let script: GestureScript?
    let signals: SignalMonitor

    func run() throws {
        try SDLLibrary.session(video: false) { try play() }
    }

    private func play() throws {
        let assets = try Assets.locate()
        // The desktop's text size a test stands in for sizes the list's text, as a window's does.
        let typography = try Typography(assets: assets, scale: options.scale, textScale: options.desktop?.textScale ?? 1)
        let session = try Session(options: options, epoch: Self.epoch, utcOffset: 0, metrics: typography, script: script)
        session.engine.setPixelDensity(options.scale)
        if options.panel { session.engine.togglePanel(at: 0) }
        if options.hud { session.handle(.key(KeyPress(.f3)), atReal: 0) }
        var target = try OffscreenTarget(width: session.engine.windowWidth, height: Double(options.height),
                                         scale: options.scale, typography: typography, assets: assets)
        let stats = FrameStats(refreshInterval: 1 / options.fps)
        // Headless timing text would differ run to run; goldens need the same pixels.
        stats.frozen = true
        func hud(_ frame: WorkbenchFrame, _ t: Double) -> String? {
            frame.showsHUD || frame.panel.isOpen
                ? HUDText.make(frame, stats: stats, now: t, clock: session.clock,
                               resampling: session.engine.tuning.resampling) + session.artPanelLines + session.shareHUDLine : nil
        }
        // The settle time is the list's own time: in slow motion (key m) it takes ten times the frames.
        let scriptEnd = script?.duration ?? 0
        var frameIndex = 0
        var lastTime = 0.0
        // Sharing, the run serves phones until a signal or quit, its clock paced to the wall's.
        let sharing = session.share != nil
        let wallStart = Date()
        // Frames whose own work took longer than a frame (1/fps), and the longest.
        var lateFrames = 0, longest = 0.0

        func retarget() throws {
            let w = session.engine.windowWidth, h = session.engine.viewportHeight
            if Double(target.surface.width) != (w * options.scale).rounded()
                || Double(target.surface.height) != (h * options.scale).rounded() {
                target = try OffscreenTarget(width: w, height: h, scale: options.scale, typography: typography, assets: assets)
            }
        }

        /// The frame at real time `time`, drawn at the window's size and saved to `path`.
        func screenshot(_ path: String, at time: Double) throws {
            let frame = session.frame(atReal: time)
            try retarget()
            session.supplyArt(to: target.renderer)
            target.draw(frame, hud: hud(frame, time), badge: session.timeBadge)
            session.drawShareCard(on: target.canvas, texts: target.renderer.texts, frame)
            try target.surface.savePNG(to: path)
            session.engine.recordHostEvent(.screenshot(t: session.engineTime(atReal: time), path: path))
        }

        while true {
            let t = Double(frameIndex) / options.fps
            let began = Date()
            try session.advanceScript(to: t) { path, time in try screenshot(path, at: time) }
            session.pollTuningFile(atReal: t)
            session.pollArt(atReal: t)
            // The frame value is not kept past this iteration, so the engine reuses its row buffer.
            let (atRest, phase) = { (f: WorkbenchFrame) in (f.isAtRest, f.phase) }(session.frame(atReal: t))
            try retarget()
            lastTime = t
            try session.flushTrace()
            // A signal ends the run as `quit` does: cleanly, with everything written.
            if session.quitRequested || signals.receivedSignal != nil
                || (session.share == nil && session.scriptFinished && session.replay == nil && (atRest || session.clock.paused)) { break }
            if sharing {
                // A frame that took longer than a frame is late: a client of the server must never cause one.
                let took = Date().timeIntervalSince(began)
                longest = max(longest, took)
                if took > 1 / options.fps { lateFrames += 1 }
                Thread.sleep(until: wallStart.addingTimeInterval(t + 1 / options.fps))
            }
            if session.share == nil, t > scriptEnd, session.engineTime(atReal: t) - session.engineTime(atReal: scriptEnd) > options.settleTimeout {
                throw AppError("headless run: the list was still moving \(options.settleTimeout) s after the script ended (phase \(phase.rawValue))")
            }
            frameIndex += 1
        }
        if sharing {
            FileHandle.standardError.write(Data("RefreshDemo: share: \(frameIndex + 1) frames, \(lateFrames) late, the longest \(Int((longest * 1000).rounded())) ms\n".utf8))
        }
        if let path = options.screenshotPath { try screenshot(path, at: lastTime) }
        try session.finish()
    }
}
