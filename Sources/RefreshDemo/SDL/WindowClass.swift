import CSDL2
import Foundation

/// The name desktops know the window by: X11's WM_CLASS and Wayland's app_id.
///
/// Rule: it is the desktop entry's StartupWMClass and the installed command's name, so a
/// launcher or a task bar puts the window under the entry's name and icon. SDL would take the
/// executable's file name instead ("RefreshDemo" in a source tree, anything when renamed).
enum WindowClass {
    static let name = "refreshdemo"

    /// Tells SDL the name; called before SDL_Init, which reads it when it makes a window.
    /// SDL 2.26 reads SDL_VIDEO_X11_WMCLASS (X11) and SDL_VIDEO_WAYLAND_WMCLASS (Wayland)
    /// from the environment, later SDL the SDL_APP_ID hint. A class the user set in the
    /// environment is kept.
    static func apply() {
        setenv("SDL_VIDEO_X11_WMCLASS", name, 0)
        setenv("SDL_VIDEO_WAYLAND_WMCLASS", name, 0)
        SDL_SetHint("SDL_APP_ID", name)
    }
}
