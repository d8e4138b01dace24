import Foundation
import CSDL2

/// SDL, SDL_ttf and SDL_image initialised for the lifetime of this value.
final class SDLLibrary {
    let hasVideo: Bool

    /// `video: false` for headless runs: software rendering into a surface needs no display.
    /// `drivers`: the video drivers to try, when the caller has chosen them (DisplayProbe).
    init(video: Bool, drivers chosen: [String]? = nil) throws {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        if video {
            // SDL2's X11 backend reports only whole wheel ticks; Wayland reports a touchpad's
            // fine deltas, which the touchpad gestures need. Prefer it where it runs.
            // Only the drivers that can work here: libwayland prints its own line when asked
            // to connect without a runtime folder, and SDL would try it after X11 fails.
            let env = ProcessInfo.processInfo.environment
            if env["SDL_VIDEODRIVER"] == nil, case .some(let drivers) = chosen ?? Self.videoDrivers(env).drivers {
                SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers.joined(separator: ","))
            }
            SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
            WindowClass.apply()
            SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
            try check(SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)), "SDL_Init(video)")
        } else {
            try check(SDL_Init(0), "SDL_Init")
        }
        hasVideo = video
        if TTF_Init() < 0 {
            let error = SDLError("TTF_Init")
            SDL_Quit()
            throw error
        }
        let png = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(png) & png == 0 {
            let error = SDLError("IMG_Init(PNG)")
            TTF_Quit()
            SDL_Quit()
            throw error
        }
    }

    /// The video drivers the environment can give a window, in order of preference
    /// (Wayland first: its touchpad deltas are fine-grained), or why there are none.
    static func videoDrivers(_ env: [String: String]) -> (drivers: [String]?, problem: String) {
        var drivers: [String] = []
        var problems: [String] = []
        if let w = env["WAYLAND_DISPLAY"], !w.isEmpty {
            var isDir: ObjCBool = false
            let runtime = env["XDG_RUNTIME_DIR"] ?? ""
            if w.hasPrefix("/") || (!runtime.isEmpty && FileManager.default.fileExists(atPath: runtime, isDirectory: &isDir)
                                    && isDir.boolValue) {
                drivers.append("wayland")
            } else {
                problems.append("WAYLAND_DISPLAY is set but XDG_RUNTIME_DIR is not a folder")
            }
        }
        if let d = env["DISPLAY"], !d.isEmpty { drivers.append("x11") }
        if drivers.isEmpty && problems.isEmpty { problems.append("DISPLAY and WAYLAND_DISPLAY are not set") }
        return (drivers.isEmpty ? nil : drivers, problems.joined(separator: "; "))
    }

    /// The drivers of `drivers` whose display server answers DisplayProbe, each one that does
    /// not said in one line; none answering is one line naming each display (exit 1).
    /// (With SDL_VIDEODRIVER set the user has chosen: nothing is probed.)
    static func answeringDrivers(_ drivers: [String], env: [String: String]) throws -> [String]? {
        guard env["SDL_VIDEODRIVER"] == nil, !drivers.isEmpty else { return nil }
        var answering: [String] = [], names: [String] = [], problems: [String] = []
        for driver in drivers {
            let problem: String?
            let name: String
            switch driver {
            case "wayland":
                name = "Wayland display \(env["WAYLAND_DISPLAY"] ?? "")"
                problem = DisplayProbe.wayland(env["WAYLAND_DISPLAY"] ?? "", runtimeDir: env["XDG_RUNTIME_DIR"])
            case "x11":
                name = "X display \(env["DISPLAY"] ?? "")"
                problem = DisplayProbe.x11(env["DISPLAY"] ?? "")
            default:
                name = driver
                problem = nil
            }
            if let problem {
                problems.append("\(name) (\(problem))")
            } else {
                answering.append(driver)
                names.append(name)
            }
        }
        if answering.isEmpty {
            throw AppError("cannot open \(problems.joined(separator: " or ")); run with --headless to render offscreen")
        }
        for p in problems {
            FileHandle.standardError.write(Data("RefreshDemo: cannot open \(p); using \(names.joined(separator: ", ")) instead\n".utf8))
        }
        return answering
    }

    /// Runs `body` with the libraries initialised, and shuts them down only after every
    /// font, texture and renderer made inside `body` is gone (ARC may otherwise end the
    /// library's lifetime at its last use, before the objects that need it).
    static func session<T>(video: Bool, drivers: [String]? = nil, _ body: () throws -> T) throws -> T {
        let library = try SDLLibrary(video: video, drivers: drivers)
        return try withExtendedLifetime(library) { try body() }
    }

    deinit {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }
}
