import CSDL2
import RefreshDemoModel

/// The system clipboard, through SDL (the video subsystem must be up: a window or headless run).
enum Clipboard {
    /// Puts text on the clipboard; the error in one line when SDL cannot.
    static func set(_ text: String) -> String? {
        SDL_SetClipboardText(text) == 0 ? nil : String(cString: SDL_GetError())
    }
}
