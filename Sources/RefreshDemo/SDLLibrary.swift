import Foundation
import CSDL2

/// SDL, SDL_ttf and SDL_image initialised for the lifetime of this value.
final class SDLLibrary {
    let hasVideo: Bool

    /// `video: false` for headless runs: software rendering into a surface needs no display.
    init(video: Bool) throws {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        if video {
            // SDL2's X11 backend reports only whole wheel ticks; Wayland reports a touchpad's
            // fine deltas, which the touchpad gestures need. Prefer it where it runs.
            if ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil,
               ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
                SDL_SetHint(SDL_HINT_VIDEODRIVER, "wayland,x11")
            }
            SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
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

    /// Runs `body` with the libraries initialised, and shuts them down only after every
    /// font, texture and renderer made inside `body` is gone (ARC may otherwise end the
    /// library's lifetime at its last use, before the objects that need it).
    static func session<T>(video: Bool, _ body: () throws -> T) throws -> T {
        let library = try SDLLibrary(video: video)
        return try withExtendedLifetime(library) { try body() }
    }

    deinit {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }
}
