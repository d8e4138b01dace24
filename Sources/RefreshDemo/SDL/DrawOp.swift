import CSDL2

/// One SDL drawing call with everything it needs, so a frame's calls can be recorded
/// and played back with nothing else: the benchmark's bare SDL frame.
enum DrawOp {
    case clear(SDL_Color)
    case clip(SDL_Rect?)
    case fill(SDL_Rect, SDL_Color)
    case copy(Texture, src: SDL_Rect?, dst: SDL_Rect, tint: SDL_Color)
    case rotated(Texture, dst: SDL_Rect, degrees: Double, pivot: SDL_Point, tint: SDL_Color)
    case lines([SDL_FPoint], SDL_Color)
    /// Filled triangles, three vertices each (in pixels, one colour), blended.
    case triangles([SDL_Vertex])
    /// Draw into a texture from here on (nil: back to the window or surface).
    case target(Texture?)

    /// Sets the colour of fills and lines, and their blend mode: none when the colour is
    /// opaque (the same pixels; SDL's software renderer blends each pixel otherwise, ~70
    /// times the work of a plain fill).
    static func setDrawColor(_ c: SDL_Color, on renderer: OpaquePointer) {
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_SetRenderDrawBlendMode(renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    /// Makes the call; false when SDL refused it (a render target it cannot use).
    @discardableResult
    func perform(on renderer: OpaquePointer) -> Bool {
        switch self {
        case .clear(let c):
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            return SDL_RenderClear(renderer) == 0
        case .clip(let rect):
            guard var r = rect else { return SDL_RenderSetClipRect(renderer, nil) == 0 }
            return SDL_RenderSetClipRect(renderer, &r) == 0
        case .fill(var rect, let c):
            Self.setDrawColor(c, on: renderer)
            return SDL_RenderFillRect(renderer, &rect) == 0
        case let .copy(t, src, dst, tint):
            SDL_SetTextureColorMod(t.pointer, tint.r, tint.g, tint.b)
            SDL_SetTextureAlphaMod(t.pointer, tint.a)
            var d = dst
            guard var s = src else { return SDL_RenderCopy(renderer, t.pointer, nil, &d) == 0 }
            return SDL_RenderCopy(renderer, t.pointer, &s, &d) == 0
        case let .rotated(t, dst, degrees, pivot, tint):
            SDL_SetTextureColorMod(t.pointer, tint.r, tint.g, tint.b)
            SDL_SetTextureAlphaMod(t.pointer, tint.a)
            var d = dst, p = pivot
            return SDL_RenderCopyEx(renderer, t.pointer, nil, &d, degrees, &p, SDL_FLIP_NONE) == 0
        case let .lines(points, c):
            Self.setDrawColor(c, on: renderer)
            return points.withUnsafeBufferPointer {
                SDL_RenderDrawLinesF(renderer, $0.baseAddress, Int32(clamping: $0.count)) == 0
            }
        case .triangles(let vertices):
            return vertices.withUnsafeBufferPointer {
                SDL_RenderGeometry(renderer, nil, $0.baseAddress, Int32(clamping: $0.count), nil, 0) == 0
            }
        case .target(let t):
            return SDL_SetRenderTarget(renderer, t?.pointer) == 0
        }
    }
}
