import CSDL2

/// An SDL texture with its pixel size, destroyed with this value.
final class Texture {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    init(renderer: OpaquePointer, surface: Surface) throws {
        guard let t = SDL_CreateTextureFromSurface(renderer, surface.pointer) else {
            throw SDLError("SDL_CreateTextureFromSurface")
        }
        pointer = t
        width = surface.width
        height = surface.height
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
    }

    deinit { SDL_DestroyTexture(pointer) }
}
