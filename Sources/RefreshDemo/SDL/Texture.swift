import CSDL2

/// An SDL renderer, destroyed with the last value that holds it: the canvas and every
/// texture made on it. SDL_DestroyRenderer frees the renderer's textures, so a texture
/// must never outlive it; holding the handle makes that impossible.
final class RendererHandle {
    let pointer: OpaquePointer
    /// A renderer must go before the window or surface it draws into.
    private let window: Window?
    private let surface: Surface?
    /// Textures made on this renderer so far (a steady frame makes none).
    var texturesMade = 0

    init(_ pointer: OpaquePointer, window: Window? = nil, surface: Surface? = nil) {
        self.pointer = pointer
        self.window = window
        self.surface = surface
    }

    deinit { SDL_DestroyRenderer(pointer) }
}

/// An SDL texture with its pixel size, destroyed with this value (before its renderer).
final class Texture {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    private let owner: RendererHandle

    init(renderer: RendererHandle, surface: Surface) throws {
        guard let t = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
            throw SDLError("SDL_CreateTextureFromSurface")
        }
        pointer = t
        owner = renderer
        renderer.texturesMade += 1
        width = surface.width
        height = surface.height
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
    }

    /// A texture to draw into (SDL_SetRenderTarget), cleared to transparent.
    init(target renderer: RendererHandle, width: Int, height: Int) throws {
        guard let t = SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                        Int32(clamping: max(width, 1)), Int32(clamping: max(height, 1))) else {
            throw SDLError("SDL_CreateTexture(target)")
        }
        pointer = t
        owner = renderer
        renderer.texturesMade += 1
        self.width = max(width, 1)
        self.height = max(height, 1)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
    }

    /// A texture of one opaque colour and no alpha channel, drawn blended by its alpha mod
    /// (SDL's per-surface alpha blit, not the per-pixel one).
    convenience init(opaque renderer: RendererHandle, width: Int, height: Int, color: SDL_Color) throws {
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(clamping: max(width, 1)), Int32(clamping: max(height, 1)), 32,
                                                     SDL_PIXELFORMAT_RGB888.rawValue) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat(\(width)x\(height))")
        }
        let surface = Surface(owning: s)
        SDL_FillRect(s, nil, SDL_MapRGB(s.pointee.format, color.r, color.g, color.b))
        try self.init(renderer: renderer, surface: surface)
    }

    deinit { SDL_DestroyTexture(pointer) }
}
