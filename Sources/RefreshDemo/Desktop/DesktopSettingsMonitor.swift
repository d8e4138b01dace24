import CSDL2
import Foundation
import RefreshDemoModel

/// Follows the desktop's appearance settings on a thread of its own: reads the Settings
/// portal once, then each SettingChanged, and hands the frame loop the latest settings.
///
/// Rules: the frame loop never waits on the bus: it takes what has arrived (`take`),
/// woken by an SDL user event. At start it waits for the first answer at most
/// `startWait` seconds (so a dark desktop opens dark); a bus that is missing, slow or
/// broken leaves GTK_THEME's scheme (else light), and says so only with `verbose`.
final class DesktopSettingsMonitor: @unchecked Sendable {
    /// The longest the portal may take to answer, at start or a call after.
    static let callTimeout = 0.2
    static let startWait = 0.2

    private let lock = NSCondition()
    private var latest: DesktopSettings
    private var generation = 0
    private var taken = -1
    private var answered = false
    /// Whether the session bus connected (nil: not known yet).
    private var busWorks: Bool?
    private var stopped = false
    private var wakeEvent: UInt32?
    private let verbose: Bool
    /// When the first answer is waited for no longer (`startWait` after the start).
    private let firstDeadline: Date

    /// Starts reading at once; `fallback` is what the app shows until (or unless) the portal answers.
    init(fallback: DesktopSettings, verbose: Bool) {
        latest = fallback
        self.verbose = verbose
        firstDeadline = Date(timeIntervalSinceNow: Self.startWait)
        let thread = Thread { [self] in follow(fallback) }
        thread.name = "refreshdemo.desktop-settings"
        thread.start()
    }

    /// Environment's fallback and a started monitor.
    static func start(environment: [String: String], verbose: Bool) -> DesktopSettingsMonitor {
        DesktopSettingsMonitor(fallback: DesktopSettings.fromEnvironment(environment), verbose: verbose)
    }

    /// From now on a change also wakes a window waiting in SDL_WaitEvent (SDL is up).
    func wakeSDL() {
        let type = SDL_RegisterEvents(1)
        lock.lock()
        if type != UInt32.max { wakeEvent = type }
        lock.unlock()
    }

    /// Waits until the portal has answered (or failed), at most `startWait` from the start:
    /// the window and the fonts are made meanwhile, so a quick bus costs no time at all.
    func waitForFirst() {
        lock.lock()
        while !answered && lock.wait(until: firstDeadline) {}
        lock.unlock()
    }

    /// Waits until the connection to the bus has worked or failed, at most `startWait` from
    /// the start; true only when it worked. The host then keeps SDL off a bus that does not
    /// work (`keepSDLOffABrokenBus`).
    func waitForBus() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        while busWorks == nil && lock.wait(until: firstDeadline) {}
        return busWorks ?? false
    }

    /// SDL's own D-Bus client (input methods, the screensaver) connects to the session bus
    /// on the main thread and waits for it without a timeout: on a bus that never answers
    /// the window would never open. When the bus did not work here, its address is made one
    /// that fails at once (and libdbus does not start a bus of its own instead).
    static func keepSDLOffABrokenBus(_ busWorks: Bool) {
        guard !busWorks else { return }
        setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/refreshdemo-no-session-bus", 1)
    }

    /// True once the portal has answered, or the bus has failed.
    var hasAnswered: Bool {
        lock.lock()
        defer { lock.unlock() }
        return answered
    }

    /// The settings when they changed since the last take, else nil.
    func take() -> DesktopSettings? {
        lock.lock()
        defer { lock.unlock() }
        guard generation != taken else { return nil }
        taken = generation
        return latest
    }

    /// Asks the thread to end (it does within half a second); the app does not wait for it.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func publish(_ settings: DesktopSettings, first: Bool = false) {
        lock.lock()
        if settings != latest || first {
            latest = settings
            generation += 1
        }
        answered = true
        let wake = wakeEvent
        lock.broadcast()
        lock.unlock()
        if let wake {
            var event = SDL_Event()
            event.type = wake
            SDL_PushEvent(&event)
        }
    }

    private func setBusWorks(_ works: Bool) {
        lock.lock()
        busWorks = works
        lock.broadcast()
        lock.unlock()
    }

    private func say(_ line: String) {
        guard verbose else { return }
        FileHandle.standardError.write(Data("RefreshDemo: \(line)\n".utf8))
    }

    /// The thread: connect, watch for changes, read everything, then process the bus until stopped.
    private func follow(_ fallback: DesktopSettings) {
        let bus: BusConnection
        var settings = fallback
        do {
            do {
                bus = try BusConnection(timeout: Self.callTimeout)
            } catch {
                setBusWorks(false)
                throw error
            }
            setBusWorks(true)
            // The match first: a change between the read and the match is not lost.
            try bus.addMatch(SettingsPortal.changedRule) { [self] m in
                guard let (ns, key, value) = try? SettingsPortal.changed(m) else {
                    say("desktop settings: a SettingChanged that could not be read was ignored")
                    return
                }
                if settings.apply(namespace: ns, key: key, value) {
                    say("desktop settings: \(ns) \(key) changed: \(Self.describe(settings))")
                    publish(settings)
                }
            }
            settings = try SettingsPortal.read(bus, over: DesktopSettings())
            say("desktop settings from the Settings portal: \(Self.describe(settings))")
            publish(settings, first: true)
        } catch {
            say("no Settings portal (\(error)); GTK_THEME gives \(fallback.scheme.rawValue)")
            publish(fallback, first: true)
            return
        }
        while !isStopped {
            do {
                if try bus.process() { continue }
                try bus.wait(0.5)
            } catch {
                say("the session bus closed (\(error)); the appearance stays as it is")
                return
            }
        }
    }

    static func describe(_ s: DesktopSettings) -> String {
        var parts = [s.scheme.rawValue]
        if let a = s.accent { parts.append(String(format: "accent %.2f %.2f %.2f", a.red, a.green, a.blue)) }
        if s.highContrast { parts.append("high contrast") }
        parts.append(String(format: "text %.2fx", s.textScale))
        parts.append(s.animations ? "animations" : "reduced animations")
        return parts.joined(separator: ", ")
    }
}
