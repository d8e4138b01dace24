import CDesktopInput
import CSDL2
import Foundation
import RefreshEngine
import RefreshDemoModel

/// The demo in a real window: reads the clock, drains every event each frame,
/// draws the engine's frame, and blocks on events when nothing moves.
final class WindowApp {
    let options: Options
    let script: GestureScript?
    let signals: SignalMonitor

    init(options: Options, script: GestureScript?, signals: SignalMonitor) {
        self.options = options
        self.script = script
        self.signals = signals
    }

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        // Asked first, on its own thread: the portal answers while the window opens.
        let desktop = DesktopSettingsMonitor.start(environment: env, verbose: options.verbose)
        defer { desktop.stop() }
        DesktopSettingsMonitor.keepSDLOffABrokenBus(desktop.waitForBus())
        let usable = SDLLibrary.videoDrivers(env)
        if usable.drivers == nil && env["SDL_VIDEODRIVER"] == nil {
            throw AppError("no display available (\(usable.problem)); run with --headless to render offscreen")
        }
        // Each display server asked for one answer first: SDL would wait forever on a silent
        // one, or crash on a Wayland socket that closes or talks nonsense.
        let drivers = try SDLLibrary.answeringDrivers(usable.drivers ?? [], env: env)
        do {
            try SDLLibrary.session(video: true, drivers: drivers) { try loop(desktop: desktop) }
        } catch let error as SDLError where error.call.hasPrefix("SDL_Init") {
            let named = [env["WAYLAND_DISPLAY"].map { "Wayland display \($0)" }, env["DISPLAY"].map { "X display \($0)" }]
                .compactMap { $0 }.joined(separator: " or ")
            throw AppError("cannot open \(named.isEmpty ? "a display" : named) (\(error.message)); "
                           + "run with --headless to render offscreen")
        }
    }

    private func loop(desktop: DesktopSettingsMonitor) throws {
        // SDL falls back to its offscreen driver when there is no display: that is not a window.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if ["offscreen", "dummy"].contains(driver), ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
            throw AppError("no display available (DISPLAY and WAYLAND_DISPLAY are not set); run with --headless to render offscreen")
        }
        let assets = try Assets.locate()
        // A dropped file finds its decoder already started (ArtWorker.keepSpare).
        ArtWorker.keepSpare()
        // Bad art on the command line ends the run (exit 2) before a window shows; the window
        // opens with the art's first frame and the rest loads while it runs.
        let art = try ArtLibrary(headerPath: options.headerArtPath, footerPath: options.footerArtPath,
                                 maxFrames: TuningSet().art.maxFrames, synchronous: false)
        // X11 windows scale themselves (DesktopScale): window coordinates are pixels there,
        // `points` of them make a point; elsewhere SDL's HiDPI gives points already.
        let points = driver == "x11"
            ? DesktopScale.x11(flag: options.windowScale, environment: ProcessInfo.processInfo.environment,
                               resources: DesktopScale.serverResources())
            : 1
        let window: Window
        do {
            window = try Window(title: "RefreshDemo", width: Int(saturating: (Double(options.width) * points).rounded()),
                                height: Int(saturating: (Double(options.height) * points).rounded()))
        } catch let error as SDLError {
            throw AppError("cannot open a window (\(error.message)); run with --headless to render offscreen")
        }
        // The app's icon on the window, as the desktop entry's; without it the window still
        // opens (a window manager then shows its generic icon).
        if let icon = try? Surface(loading: assets.icon) { window.setIcon(icon) }
        let canvas = try Canvas(window: window, choice: options.renderer)
        // Drops land where they are dropped (X11 here; Wayland by the scroll listener's data
        // device; elsewhere SDL's mouse state is used).
        _ = cdi_drop_watch(window.pointer)
        var scale = Self.pixelDensity(window: window, canvas: canvas, points: points)
        canvas.setScale(scale)
        // The desktop's text size sizes every text from the start: the list's (the rows are
        // laid out in it) and the chrome's (the panel's grid grows with it). The first answer
        // is waited for here. Each type is made once per density and size (the shelf).
        desktop.waitForFirst()
        let startSettings = desktop.take()
        var textScale = startSettings?.textScale ?? 1
        let shelf = TypographyShelf(assets: assets)
        var typography = try shelf.typography(scale: scale, textScale: textScale)
        signals.wakeSDLOnSignal()
        desktop.wakeSDL()
        let clock = MonotonicClock()
        let now = Date()
        let session = try Session(options: options, epoch: now.timeIntervalSince1970,
                                  utcOffset: LocalTime.utcOffset(at: now.timeIntervalSince1970),
                                  metrics: typography, script: script, preloadedArt: art)
        session.engine.setPixelDensity(scale)
        // The first frame in the desktop's appearance when it answered in time; later answers follow live.
        if let startSettings { session.engine.setDesktop(startSettings, at: 0) }
        var renderer = try ListRenderer(canvas: canvas, typography: typography, assets: assets, shelf: shelf)
        renderer.art.rendersInBackground = true
        let size = window.size
        session.handle(.resize(width: Double(size.width) / points, height: Double(size.height) / points), atReal: clock.now)
        // A script's `resize` resizes the real window; SDL then reports the new size.
        session.resizeWindow = { w, h in
            window.setSize(width: Int(saturating: (w * points).rounded()), height: Int(saturating: (h * points).rounded()))
        }
        if options.panel { session.engine.togglePanel(at: 0) }
        if options.hud { session.handle(.key(KeyPress(.f3)), atReal: clock.now) }

        let refreshInterval = Self.refreshInterval(window: window)
        let stats = FrameStats(refreshInterval: refreshInterval)
        var hud = ""
        var nextHUD = 0.0
        var event = SDL_Event()
        var needsDraw = true
        var translator = InputTranslator()
        translator.pointScale = points
        translator.windowSize = (Double(size.width) / points, Double(size.height) / points)
        let scrollSource = Self.scrollSource(window: window, driver: driver)
        let waylandDrops = scrollSource as? WaylandScrollSource
        let fallback = ScrollPath.fallback(driver: driver)
        let scrollPath = scrollSource?.path ?? fallback.0
        // With a listener, SDL's copy of the same scrolling is dropped.
        translator.sdlWheel = scrollSource != nil ? .ignored : fallback.1
        session.engine.scrollPath = scrollPath.rawValue
        session.engine.recordHostEvent(.setting(t: 0, name: "scrollPath", value: scrollPath.rawValue))
        session.engine.recordHostEvent(.setting(t: 0, name: "renderer", value: canvas.rendererName))
        var reports = ScrollReportTranslator()
        var latency = InputLatency()
        var pointerClock = ServerClock()
        var lastPresent = clock.now
        var screenshotTaken = false
        /// The desktop's settings with a new text size whose type is still being made.
        var pendingSettings: DesktopSettings?
        var requestedWidth = size.width

        while !session.quitRequested && signals.receivedSignal == nil {
            let restful = session.isAtRest(atReal: clock.now) && session.scriptFinished && !needsDraw
            if restful || window.isMinimized {
                // The wait is not a dropped frame.
                stats.pause()
                // Nothing moves: sleep in the kernel until something happens (waking twice a
                // second only to look at a watched tuning file).
                // (a load of art or a Lottie frame in flight: often, to swap it in when it is ready;
                // fingers down on a touchpad that moved nothing: often, for their lift, which
                // wakes no SDL event).
                let woke = session.art.isLoading || renderer.art.isRendering || reports.fingersDown
                    ? SDL_WaitEventTimeout(&event, 20)
                    : session.watchesTuningFile || session.art.isWatching ? SDL_WaitEventTimeout(&event, 500) : SDL_WaitEvent(&event)
                if woke != 0 {
                    handle(&event, translator: &translator, window: window, session: session, clock: clock,
                           needsDraw: &needsDraw, latency: &latency, pointerClock: &pointerClock,
                           wayland: waylandDrops)
                }
            }
            while SDL_PollEvent(&event) != 0 {
                handle(&event, translator: &translator, window: window, session: session, clock: clock, needsDraw: &needsDraw,
                       latency: &latency, pointerClock: &pointerClock, wayland: waylandDrops)
            }
            if let scrollSource {
                // After SDL read the socket: the listener's reports, stamped with the server's times.
                let arrival = clock.now, monotonic = ServerClock.monotonicNow()
                let pixelsPerNotch = session.engine.tuning.pixelsPerNotch
                let idleGap = session.engine.tuning.touchpadIdleGap
                let shift = translator.modifiers.contains(.shift)
                scrollSource.drain { report in
                    guard let (e, t) = reports.translate(report, server: scrollSource.server,
                                                         pixelsPerNotch: pixelsPerNotch, idleGap: idleGap, shift: shift,
                                                         arrival: arrival, monotonic: monotonic) else { return }
                    session.handle(e, atReal: t)
                    latency.input(at: t)
                    needsDraw = true
                }
            }
            translator.pixelsPerNotch = session.engine.tuning.pixelsPerNotch
            if let settings = desktop.take() {
                // The desktop switched (SettingChanged): the next frame is drawn in it; a new
                // text size once its type is ready (below), the rest of it at once.
                var now = settings
                now.textScale = textScale
                session.setDesktop(now, atReal: clock.now)
                pendingSettings = settings.textScale != textScale ? settings : nil
                needsDraw = true
            }
            if let settings = pendingSettings {
                // Its text size: the fonts opened a style a frame, then the rows reflow in the
                // list's type at it and the chrome is drawn at it, in one frame (TextSizeSwitch).
                if try TextSizeSwitch.prepare(settings.textScale, scale: scale, shelf: shelf) {
                    textScale = settings.textScale
                    typography = try TextSizeSwitch.apply(textScale, scale: scale, shelf: shelf, renderer: renderer) {
                        session.setMetrics($0, atReal: clock.now)
                    }
                    session.setDesktop(settings, atReal: clock.now)
                    pendingSettings = nil
                }
                needsDraw = true
            }
            if session.quitRequested { break }
            if window.isMinimized { continue }

            let newScale = Self.pixelDensity(window: window, canvas: canvas, points: points)
            if newScale != scale {
                // Moved to a screen of another density: rasterize text anew at it.
                scale = newScale
                session.engine.setPixelDensity(scale)
                canvas.setScale(scale)
                typography = try shelf.typography(scale: scale, textScale: textScale)
                renderer = try ListRenderer(canvas: canvas, typography: typography, assets: assets, shelf: shelf)
                renderer.art.rendersInBackground = true
            }

            let now = clock.now
            session.pollTuningFile(atReal: now)
            session.pollArt(atReal: now)
            session.supplyArt(to: renderer)
            try session.advanceScript(to: now) { path, time in
                let frame = session.frame(atReal: time)
                renderer.draw(frame, hud: frame.showsHUD || frame.panel.isOpen ? hud : nil, badge: session.timeBadge)
                try canvas.readPixels().savePNG(to: path)
                session.engine.recordHostEvent(.screenshot(t: session.engineTime(atReal: time), path: path))
            }
            let cpuStart = FrameStats.threadCPUTime()
            let frame = session.frame(atReal: now)
            if now >= nextHUD || frame.isAtRest {
                // (and on the last frame before the loop sleeps, so a still HUD is never stale)
                // A few times a second: text that changes every frame would be a new texture every frame.
                hud = HUDText.make(frame, stats: stats, now: now, clock: session.clock, scrollPath: scrollPath.rawValue,
                                   renderer: canvas.rendererName, latency: latency.summary(),
                                   resampling: session.engine.tuning.resampling)
                    + session.artPanelLines
                nextHUD = now + 0.25
            }
            renderer.draw(frame, hud: frame.showsHUD || frame.panel.isOpen ? hud : nil, badge: session.timeBadge)
            stats.record(cpuSeconds: FrameStats.threadCPUTime() - cpuStart, at: now)
            SDL_RenderPresent(canvas.renderer)
            latency.presented(at: clock.now, lag: session.engine.tuning.resampling.latency)
            // The loop sleeps only after a frame drawn at rest: one drawn an instant before
            // (the banner's last slide in, behind the frosted bar) would stay on screen.
            needsDraw = !frame.isAtRest || pendingSettings != nil
            try session.flushTrace()
            // The panel opening or closing widens or narrows the window (asked once per change,
            // so a resize by the user is never undone).
            let want = Int(saturating: (frame.windowWidth * points).rounded())
            if want != requestedWidth {
                requestedWidth = want
                // Within the display: a window wider than the screen would hide the panel's half.
                if want != window.size.width, want > 0 { window.fit(width: want) }
            }
            if let path = options.screenshotPath, !screenshotTaken, session.scriptFinished, frame.isAtRest, script != nil {
                try canvas.readPixels().savePNG(to: path)
                screenshotTaken = true
            }

            // Without working vsync (some X servers), do not spin faster than the display.
            let elapsed = clock.now - lastPresent
            if elapsed < refreshInterval * 0.8 {
                SDL_Delay(UInt32(clamping: Int(saturating: max((refreshInterval - elapsed) * 1000, 0))))
            }
            lastPresent = clock.now
        }
        try session.finish()
    }

    private func handle(_ event: inout SDL_Event, translator: inout InputTranslator, window: Window, session: Session,
                        clock: MonotonicClock, needsDraw: inout Bool, latency: inout InputLatency,
                        pointerClock: inout ServerClock, wayland: WaylandScrollSource?) {
        let size = window.size
        translator.windowSize = (Double(size.width) / translator.pointScale, Double(size.height) / translator.pointScale)
        if event.type == SDL_DROPFILE.rawValue {
            // A file or folder dropped on the window: the user's art, header or footer by where.
            if let file = event.drop.file {
                let path = String(cString: file)
                SDL_free(file)
                // Where the drop happened: the drag source holds the pointer grab, so SDL's
                // mouse state is where the pointer was before the drag. On Wayland the data
                // device's drop (surface-local points, as SDL's window coordinates there);
                // on X11 XDND's last position (window pixels).
                if let at = wayland?.dropPosition() {
                    session.drop(path, x: at.x, y: at.y, atReal: clock.now)
                } else {
                    var x: Int32 = 0, y: Int32 = 0
                    if cdi_drop_take_position(&x, &y) == 0 { SDL_GetMouseState(&x, &y) }
                    session.drop(path, x: Double(x) / translator.pointScale, y: Double(y) / translator.pointScale, atReal: clock.now)
                }
            }
            needsDraw = true
            return
        }
        switch translator.translate(&event) {
        case .quit:
            session.requestQuit(atReal: clock.now)
        case .redraw:
            needsDraw = true
        case .input(let e):
            wayland?.notePointerTimes()
            let t = Self.pointerTime(event, clock: clock, server: &pointerClock) ?? clock.eventTime(event.common.timestamp)
            session.handle(e, atReal: t)
            latency.input(at: t)
            needsDraw = true
        case .none:
            break
        }
    }

    /// When a mouse motion, press or release happened, from the display server's time of
    /// its event (cdi_pointer_time; X11 and Wayland): SDL2's own stamp is when the frame
    /// loop read it, so a 125 Hz mouse would seem to report once a frame, all at once, and
    /// the drag could be neither measured nor resampled. Nil when not noted (SDL's time then).
    static func pointerTime(_ event: SDL_Event, clock: MonotonicClock, server: inout ServerClock) -> Double? {
        var ms: UInt32 = 0
        switch event.type {
        case SDL_MOUSEMOTION.rawValue:
            guard cdi_pointer_time(0, event.motion.x, event.motion.y, &ms) != 0 else { return nil }
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            guard cdi_pointer_time(1, event.button.x, event.button.y, &ms) != 0 else { return nil }
        default:
            return nil
        }
        return server.time(server: ms, arrival: clock.now, monotonic: ServerClock.monotonicNow())
    }

    /// The listener that reports scrolling with its source, if this display server has
    /// one that starts; nil keeps SDL's wheel events (the reason is not an error: the
    /// app scrolls as before).
    static func scrollSource(window: Window, driver: String) -> ScrollSource? {
        if driver == "wayland" { return try? WaylandScrollSource(window: window) }
        if driver == "x11" { return try? X11ScrollSource(window: window) }
        return nil
    }

    /// Drawable pixels per point (2 on a HiDPI display): per window unit, times the
    /// window units in a point (`points`: the X11 window's own scale, else 1).
    static func pixelDensity(window: Window, canvas: Canvas, points: Double) -> Double {
        let units = window.size
        let pixels = canvas.outputSize
        guard units.width > 0, pixels.width > 0 else { return 1 }
        let s = Double(pixels.width) / Double(units.width) * points
        return s.isFinite && s > 0 ? s : 1
    }

    static func refreshInterval(window: Window) -> Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window.pointer)
        if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
            return 1 / Double(mode.refresh_rate)
        }
        return 1 / 60
    }
}

/// Seconds since SDL started, from the high-resolution counter; event timestamps
/// (whole milliseconds on the same base) are clamped so they never run ahead of it.
struct MonotonicClock {
    private let origin: UInt64
    private let frequency: Double
    private let originSeconds: Double

    init() {
        originSeconds = Double(SDL_GetTicks64()) / 1000
        origin = SDL_GetPerformanceCounter()
        frequency = Double(SDL_GetPerformanceFrequency())
    }

    var now: Double { originSeconds + Double(SDL_GetPerformanceCounter() &- origin) / frequency }

    func eventTime(_ timestampMs: UInt32) -> Double {
        let t = Double(timestampMs) / 1000
        let n = now
        return t > 0 && t <= n ? t : n
    }
}
