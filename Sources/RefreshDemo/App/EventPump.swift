import CDesktopInput
import CSDL2
import RefreshEngine
import RefreshDemoModel

/// The window's input: SDL's events and the scroll listener's reports turned into the
/// engine's `InputEvent`s at their own times and handed to the session; the wait in the
/// kernel while nothing moves.
///
/// Owns the translators (SDL events, scroll reports), the scroll listener, the server's
/// clock for pointer times and the input latency measured from each input's time.
final class EventPump {
    private let window: Window
    private let clock: MonotonicClock
    private var event = SDL_Event()
    private var translator = InputTranslator()
    private var reports = ScrollReportTranslator()
    private var pointerClock = ServerClock()
    /// The listener that reports scrolling with its source (nil: SDL's wheel events).
    private let scrollSource: ScrollSource?
    private let waylandDrops: WaylandScrollSource?
    /// Where scrolling comes from (the listener's path, or SDL's on this driver).
    let scrollPath: ScrollPath
    /// From each input's time to the frame that shows it (the HUD's latency).
    var latency = InputLatency()

    /// The pump for `window` on video driver `driver`, whose window coordinates are
    /// `points` to a point (DesktopScale).
    init(window: Window, driver: String, points: Double, clock: MonotonicClock) {
        self.window = window
        self.clock = clock
        let size = window.size
        translator.pointScale = points
        translator.windowSize = (Double(size.width) / points, Double(size.height) / points)
        scrollSource = Self.scrollSource(window: window, driver: driver)
        waylandDrops = scrollSource as? WaylandScrollSource
        let fallback = ScrollPath.fallback(driver: driver)
        scrollPath = scrollSource?.path ?? fallback.0
        // With a listener, SDL's copy of the same scrolling is dropped.
        translator.sdlWheel = scrollSource != nil ? .ignored : fallback.1
    }

    /// Fingers down on a touchpad that moved nothing: their lift wakes no SDL event.
    var fingersDown: Bool { reports.fingersDown }

    /// Nothing moves: sleeps in the kernel until something happens, then hands it over;
    /// true when it asks for a frame. `often`: something finishes without an SDL event
    /// (a load of art or a Lottie frame in flight, fingers down): wakes every 20 ms to
    /// look; `watching`: a watched file (the tuning file, the art): twice a second.
    func wait(for session: Session, often: Bool, watching: Bool) -> Bool {
        let woke = often ? SDL_WaitEventTimeout(&event, 20)
            : watching ? SDL_WaitEventTimeout(&event, 500) : SDL_WaitEvent(&event)
        return woke != 0 && handleEvent(session)
    }

    /// Hands the session every event waiting (SDL's, then the listener's); true when one
    /// asks for a frame.
    func drain(into session: Session) -> Bool {
        var draw = false
        while SDL_PollEvent(&event) != 0 {
            if handleEvent(session) { draw = true }
        }
        if drainScrollReports(into: session) { draw = true }
        translator.pixelsPerNotch = session.engine.tuning.pixelsPerNotch
        return draw
    }

    /// After SDL read the socket: the listener's reports, stamped with the server's times.
    private func drainScrollReports(into session: Session) -> Bool {
        guard let scrollSource else { return false }
        var draw = false
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
            draw = true
        }
        return draw
    }

    /// The event just read, to the session; true when it asks for a frame.
    private func handleEvent(_ session: Session) -> Bool {
        let size = window.size
        translator.windowSize = (Double(size.width) / translator.pointScale, Double(size.height) / translator.pointScale)
        if event.type == SDL_DROPFILE.rawValue {
            drop(into: session)
            return true
        }
        switch translator.translate(&event) {
        case .quit:
            session.requestQuit(atReal: clock.now)
            return false
        case .redraw:
            return true
        case .input(let e):
            waylandDrops?.notePointerTimes()
            let t = Self.pointerTime(event, clock: clock, server: &pointerClock) ?? clock.eventTime(event.common.timestamp)
            session.handle(e, atReal: t)
            latency.input(at: t)
            return true
        case .none:
            return false
        }
    }

    /// A file or folder dropped on the window: the user's art, header or footer by where.
    private func drop(into session: Session) {
        guard let file = event.drop.file else { return }
        let path = String(cString: file)
        SDL_free(file)
        // Where the drop happened: the drag source holds the pointer grab, so SDL's
        // mouse state is where the pointer was before the drag. On Wayland the data
        // device's drop (surface-local points, as SDL's window coordinates there);
        // on X11 XDND's last position (window pixels).
        if let at = waylandDrops?.dropPosition() {
            session.drop(path, x: at.x, y: at.y, atReal: clock.now)
        } else {
            var x: Int32 = 0, y: Int32 = 0
            if cdi_drop_take_position(&x, &y) == 0 { SDL_GetMouseState(&x, &y) }
            session.drop(path, x: Double(x) / translator.pointScale, y: Double(y) / translator.pointScale, atReal: clock.now)
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
}
