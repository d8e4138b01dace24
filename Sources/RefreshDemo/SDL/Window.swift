import CSDL2

/// An SDL window, destroyed with this value.
final class Window {
    let pointer: OpaquePointer

    /// `width`×`height` points, clamped to the first display's usable area: a window larger
    /// than the screen (`--size 16000x16000`) costs seconds a frame and gigabytes for
    /// pixels nobody can see.
    init(title: String, width: Int, height: Int) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        var width = width, height = height
        var bounds = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 {
            width = min(width, Int(bounds.w))
            height = min(height, Int(bounds.h))
        }
        guard let w = SDL_CreateWindow(title, centered, centered, Int32(clamping: width), Int32(clamping: height), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        pointer = w
        SDL_SetWindowMinimumSize(w, 1, 1)
    }

    deinit { SDL_DestroyWindow(pointer) }

    /// Shows `image` as the window's icon (the title bar, the task switcher, _NET_WM_ICON on
    /// X11). SDL copies the pixels: the surface may be freed after.
    func setIcon(_ image: Surface) {
        SDL_SetWindowIcon(pointer, image.pointer)
    }

    /// Size in points (window coordinates, what mouse events use).
    var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return (Int(w), Int(h))
    }

    var id: UInt32 { SDL_GetWindowID(pointer) }

    var isMinimized: Bool { SDL_GetWindowFlags(pointer) & SDL_WINDOW_MINIMIZED.rawValue != 0 }

    func setSize(width: Int, height: Int) {
        SDL_SetWindowSize(pointer, Int32(clamping: max(width, 1)), Int32(clamping: max(height, 1)))
    }

    /// Widens (or narrows) to `width` within the usable part of its display: never wider
    /// than it, and moved left as far as needed so its right edge stays on screen.
    /// Returns the width it took.
    @discardableResult
    func fit(width: Int) -> Int {
        var bounds = SDL_Rect()
        let display = SDL_GetWindowDisplayIndex(pointer)
        guard display >= 0, SDL_GetDisplayUsableBounds(display, &bounds) == 0, bounds.w > 0 else {
            setSize(width: width, height: size.height)
            return width
        }
        let w = min(max(width, 1), Int(bounds.w))
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(pointer, &x, &y)
        let right = Int(bounds.x) + Int(bounds.w)
        setSize(width: w, height: size.height)
        if Int(x) + w > right {
            SDL_SetWindowPosition(pointer, Int32(clamping: max(right - w, Int(bounds.x))), y)
        }
        return w
    }
}
