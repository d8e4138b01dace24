import CSDL2
import Foundation
import RefreshArtWorker
import RefreshDemoModel
import RefreshEngine

/// The demo in a real window: finds a display server that answers, starts SDL's video on
/// it and runs the window's frame loop (WindowLoop); a display that is not there is an
/// error that says to run headless.
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
        try WindowLoop(options: options, script: script, signals: signals, desktop: desktop, driver: driver).run()
    }
}
