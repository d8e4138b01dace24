import CDesktopInput
import CSDL2
import Foundation
import RefreshEngine
import RefreshArtWorker
import RefreshDemoModel
import RefreshPhysics

/// The frame loop of a real window: reads the clock, drains every event each frame,
/// draws the engine's frame, and blocks on events when nothing moves.
///
/// Owns what lives from one frame to the next: the window, its canvas and renderer, the
/// type at the window's density and the desktop's text size, the event pump, the HUD's
/// text and the frame statistics. The session is the run's (engine, script, trace).
final class WindowLoop {
    private let options: Options
    private let script: GestureScript?
    private let signals: SignalMonitor
    private let desktop: DesktopSettingsMonitor
    let session: Session
    private let window: Window
    private let canvas: Canvas
    private let assets: Assets
    private let shelf: TypographyShelf
    /// Window units in a point (DesktopScale: the X11 window's own scale, else 1).
    private let points: Double
    private let clock: MonotonicClock
    private let pump: EventPump
    private let refreshInterval: Double
    private let stats: FrameStats
    private var renderer: ListRenderer
    /// Drawable pixels per point.
    private var scale: Double
    /// The desktop's text size the type is made at.
    private var textScale: Double
    private var typography: Typography
    /// The desktop's settings with a new text size whose type is still being made.
    private var pendingSettings: DesktopSettings?
    private var hud = ""
    private var nextHUD = 0.0
    private var needsDraw = true
    private var lastPresent: Double
    private var screenshotTaken = false
    /// The window width last asked for (pixels): asked once per change.
    private var requestedWidth: Int

    /// Opens the window on video driver `driver` and starts the session in it, in the
    /// desktop's appearance and text size when the desktop answered in time.
    init(options: Options, script: GestureScript?, signals: SignalMonitor, desktop: DesktopSettingsMonitor,
         driver: String) throws {
        self.options = options
        self.script = script
        self.signals = signals
        self.desktop = desktop
        assets = try Assets.locate()
        // A dropped file finds its decoder already started (ArtWorker.keepSpare).
        ArtWorker.keepSpare()
        // Bad art on the command line ends the run (exit 2) before a window shows; the window
        // opens with the art's first frame and the rest loads while it runs.
        let art = try ArtPipeline.preload(options)
        // X11 windows scale themselves (DesktopScale): window coordinates are pixels there,
        // `points` of them make a point; elsewhere SDL's HiDPI gives points already.
        points = driver == "x11"
            ? DesktopScale.x11(flag: options.windowScale, environment: ProcessInfo.processInfo.environment,
                               resources: DesktopScale.serverResources())
            : 1
        (window, canvas) = try Self.openWindow(options, points: points, assets: assets)
        scale = Self.pixelDensity(window: window, canvas: canvas, points: points)
        canvas.setScale(scale)
        // The desktop's text size sizes every text from the start: the list's (the rows are
        // laid out in it) and the chrome's (the panel's grid grows with it). The first answer
        // is waited for here. Each type is made once per density and size (the shelf).
        desktop.waitForFirst()
        let startSettings = desktop.take()
        textScale = startSettings?.textScale ?? 1
        shelf = TypographyShelf(assets: assets)
        typography = try shelf.typography(scale: scale, textScale: textScale)
        signals.wakeSDLOnSignal()
        desktop.wakeSDL()
        clock = MonotonicClock()
        session = try Self.startSession(options, script: script, typography: typography, art: art, scale: scale,
                                        desktop: startSettings)
        session.shareWake = SDLWake.registered()
        renderer = try ListRenderer(canvas: canvas, typography: typography, assets: assets, shelf: shelf)
        renderer.art.rendersInBackground = true
        let size = window.size
        session.handle(.resize(width: Double(size.width) / points, height: Double(size.height) / points), atReal: clock.now)
        // A script's `resize` resizes the real window; SDL then reports the new size.
        session.resizeWindow = { [window, points] w, h in
            window.setSize(width: Int(saturating: (w * points).rounded()), height: Int(saturating: (h * points).rounded()))
        }
        if options.panel { session.engine.togglePanel(at: 0) }
        if options.hud { session.handle(.key(KeyPress(.f3)), atReal: clock.now) }
        refreshInterval = Self.refreshInterval(window: window)
        stats = FrameStats(refreshInterval: refreshInterval)
        pump = EventPump(window: window, driver: driver, points: points, clock: clock)
        session.engine.scrollPath = pump.scrollPath.rawValue
        session.engine.recordHostEvent(.setting(t: 0, name: "scrollPath", value: pump.scrollPath.rawValue))
        session.engine.recordHostEvent(.setting(t: 0, name: "renderer", value: canvas.rendererName))
        lastPresent = clock.now
        requestedWidth = size.width
    }

    /// The window (`points` window units a point, as the options' size asks), with the
    /// app's icon, and its canvas.
    private static func openWindow(_ options: Options, points: Double, assets: Assets) throws -> (Window, Canvas) {
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
        return (window, canvas)
    }

    /// The session of the run, on the real clock, at pixel density `scale`; the first
    /// frame in the desktop's appearance when it answered in time (later answers follow live).
    private static func startSession(_ options: Options, script: GestureScript?, typography: Typography,
                                     art: ArtLibrary, scale: Double, desktop: DesktopSettings?) throws -> Session {
        let now = Date()
        let session = try Session(options: options, epoch: now.timeIntervalSince1970,
                                  utcOffset: LocalTime.utcOffset(at: now.timeIntervalSince1970),
                                  metrics: typography, script: script, preloadedArt: art)
        session.engine.setPixelDensity(scale)
        if let desktop { session.engine.setDesktop(desktop, at: 0) }
        return session
    }

    /// Frames until the run quits or a signal arrives; then everything the run owes the disk.
    func run() throws {
        while !session.quitRequested && signals.receivedSignal == nil {
            try step()
        }
        try session.finish()
    }

    /// One turn: wait while nothing moves, take every event, follow the desktop, then
    /// (unless quitting or minimized) draw a frame at the clock's time and pace it.
    private func step() throws {
        waitWhileRestful()
        if pump.drain(into: session) { needsDraw = true }
        try followDesktop()
        if session.quitRequested || window.isMinimized { return }
        try followDensity()
        let now = clock.now
        try advance(to: now)
        try drawFrame(at: now)
        pace()
    }

    /// Nothing moves (or the window is minimized): sleep in the kernel until something
    /// happens (waking twice a second only to look at a watched file, often while
    /// something finishes without an event).
    private func waitWhileRestful() {
        let restful = session.isAtRest(atReal: clock.now) && session.scriptFinished && !needsDraw
        guard restful || window.isMinimized else { return }
        // The wait is not a dropped frame.
        stats.pause()
        // (a load of art or a Lottie frame in flight: often, to swap it in when it is ready;
        // fingers down on a touchpad that moved nothing: often, for their lift, which
        // wakes no SDL event).
        let often = session.art.isLoading || renderer.art.isRendering || pump.fingersDown
        let watching = session.watchesTuningFile || session.art.isWatching
        if pump.wait(for: session, often: often, watching: watching) { needsDraw = true }
    }

    /// The desktop switched (SettingChanged): the next frame is drawn in it; a new text
    /// size once its type is ready, the rest of it at once.
    private func followDesktop() throws {
        if let settings = desktop.take() {
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
    }

    /// Moved to a screen of another density: rasterize text anew at it.
    private func followDensity() throws {
        let newScale = Self.pixelDensity(window: window, canvas: canvas, points: points)
        guard newScale != scale else { return }
        scale = newScale
        session.engine.setPixelDensity(scale)
        canvas.setScale(scale)
        typography = try shelf.typography(scale: scale, textScale: textScale)
        renderer = try ListRenderer(canvas: canvas, typography: typography, assets: assets, shelf: shelf)
        renderer.art.rendersInBackground = true
    }

    /// The files and the script up to real time `now`: the tuning file and the art looked
    /// at, the script played (its screenshots taken at their exact times).
    private func advance(to now: Double) throws {
        session.pollTuningFile(atReal: now)
        session.pollArt(atReal: now)
        session.supplyArt(to: renderer)
        try session.advanceScript(to: now) { path, time in
            let frame = session.frame(atReal: time)
            renderer.draw(frame, hud: frame.showsHUD || frame.panel.isOpen ? hud : nil, badge: session.timeBadge)
            session.drawShareCard(on: canvas, texts: renderer.texts, frame)
            try canvas.readPixels().savePNG(to: path)
            session.engine.recordHostEvent(.screenshot(t: session.engineTime(atReal: time), path: path))
        }
    }

    /// Draws and presents the frame at real time `now`, then does what follows it: the
    /// trace, the window's width, the run's screenshot.
    private func drawFrame(at now: Double) throws {
        let cpuStart = FrameStats.threadCPUTime()
        let frame = session.frame(atReal: now)
        if now >= nextHUD || frame.isAtRest {
            // (and on the last frame before the loop sleeps, so a still HUD is never stale)
            // A few times a second: text that changes every frame would be a new texture every frame.
            hud = HUDText.make(frame, stats: stats, now: now, clock: session.clock, scrollPath: pump.scrollPath.rawValue,
                               renderer: canvas.rendererName, latency: pump.latency.summary(),
                               resampling: session.engine.tuning.resampling)
                + session.artPanelLines + session.shareHUDLine
            nextHUD = now + 0.25
        }
        renderer.draw(frame, hud: frame.showsHUD || frame.panel.isOpen ? hud : nil, badge: session.timeBadge)
        session.drawShareCard(on: canvas, texts: renderer.texts, frame)
        stats.record(cpuSeconds: FrameStats.threadCPUTime() - cpuStart, at: now)
        SDL_RenderPresent(canvas.renderer)
        pump.latency.presented(at: clock.now, lag: session.engine.tuning.resampling.latency)
        // The loop sleeps only after a frame drawn at rest: one drawn an instant before
        // (the banner's last slide in, behind the frosted bar) would stay on screen.
        needsDraw = !frame.isAtRest || pendingSettings != nil
        try session.flushTrace()
        fitWidth(frame.windowWidth)
        if !screenshotTaken, frame.isAtRest { try takeScreenshot() }
    }

    /// The panel opening or closing widens or narrows the window (asked once per change,
    /// so a resize by the user is never undone).
    private func fitWidth(_ width: Double) {
        let want = Int(saturating: (width * points).rounded())
        guard want != requestedWidth else { return }
        requestedWidth = want
        // Within the display: a window wider than the screen would hide the panel's half.
        if want != window.size.width, want > 0 { window.fit(width: want) }
    }

    /// --screenshot with a script: the first frame at rest after the script ended.
    private func takeScreenshot() throws {
        guard let path = options.screenshotPath, session.scriptFinished, script != nil else { return }
        try canvas.readPixels().savePNG(to: path)
        screenshotTaken = true
    }

    /// Without working vsync (some X servers), do not spin faster than the display.
    private func pace() {
        let elapsed = clock.now - lastPresent
        if elapsed < refreshInterval * 0.8 {
            SDL_Delay(UInt32(clamping: Int(saturating: max((refreshInterval - elapsed) * 1000, 0))))
        }
        lastPresent = clock.now
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

    /// Seconds between the display's refreshes (its mode's rate; 60 Hz when it has none).
    static func refreshInterval(window: Window) -> Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window.pointer)
        if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
            return 1 / Double(mode.refresh_rate)
        }
        return 1 / 60
    }
}
