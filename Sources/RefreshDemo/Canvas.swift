import CSDL2
import Foundation

/// An SDL renderer drawing in points: every call scales by the pixel density and
/// snaps to whole pixels. Destroys the renderer with this value.
final class Canvas {
    let renderer: OpaquePointer
    private(set) var scale: Double
    /// A white anti-aliased disc, tinted and scaled for avatars and rounded ends.
    private(set) var disc: Texture?

    /// A hardware (or Xvfb's software) renderer for a window, with vsync.
    init(window: Window) throws {
        let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        if let r = SDL_CreateRenderer(window.pointer, -1, flags) {
            renderer = r
        } else if let r = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            renderer = r
        } else {
            throw SDLError("SDL_CreateRenderer")
        }
        scale = 1
        try finishSetup()
    }

    /// A software renderer drawing into `surface` (headless runs).
    init(surface: Surface, scale: Double) throws {
        guard let r = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError("SDL_CreateSoftwareRenderer")
        }
        renderer = r
        self.scale = scale
        try finishSetup()
    }

    deinit {
        disc = nil
        SDL_DestroyRenderer(renderer)
    }

    private func finishSetup() throws {
        try check(SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
        disc = try makeDisc(diameter: 128)
    }

    func setScale(_ s: Double) { scale = s.isFinite && s > 0 ? s : 1 }

    /// Output size in pixels.
    var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    @inline(__always) func px(_ v: Double) -> Int32 { Int32(clamping: Int((v * scale).rounded())) }

    func clear(_ c: SDL_Color) {
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_RenderClear(renderer)
    }

    func fill(x: Double, y: Double, width: Double, height: Double, _ c: SDL_Color, alpha: Double = 1) {
        let x0 = px(x), y0 = px(y), x1 = px(x + width), y1 = px(y + height)
        guard x1 > x0, y1 > y0 else { return }
        var rect = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, UInt8(clamping: Int(Double(c.a) * min(max(alpha, 0), 1))))
        SDL_RenderFillRect(renderer, &rect)
    }

    /// A one-pixel line at y (points), whatever the density.
    func hairline(x: Double, y: Double, width: Double, _ c: SDL_Color) {
        let x0 = px(x), x1 = px(x + width)
        guard x1 > x0 else { return }
        var rect = SDL_Rect(x: x0, y: px(y), w: x1 - x0, h: 1)
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_RenderFillRect(renderer, &rect)
    }

    func circle(centerX: Double, centerY: Double, diameter: Double, _ c: SDL_Color, alpha: Double = 1) {
        guard let disc else { return }
        let d = px(diameter)
        var rect = SDL_Rect(x: px(centerX) - d / 2, y: px(centerY) - d / 2, w: d, h: d)
        SDL_SetTextureColorMod(disc.pointer, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(disc.pointer, UInt8(clamping: Int(Double(c.a) * min(max(alpha, 0), 1))))
        SDL_RenderCopy(renderer, disc.pointer, nil, &rect)
    }

    /// A vertical capsule (the scroll indicator).
    func capsule(x: Double, y: Double, width: Double, height: Double, _ c: SDL_Color, alpha: Double) {
        let r = width / 2
        circle(centerX: x + r, centerY: y + r, diameter: width, c, alpha: alpha)
        circle(centerX: x + r, centerY: y + height - r, diameter: width, c, alpha: alpha)
        fill(x: x, y: y + r, width: width, height: max(height - width, 0), c, alpha: alpha)
    }

    /// Draws a text texture with its top-left at (x, y) points, tinted.
    func text(_ t: Texture, x: Double, y: Double, _ c: SDL_Color, alpha: Double = 1) {
        var rect = SDL_Rect(x: px(x), y: px(y), w: Int32(t.width), h: Int32(t.height))
        SDL_SetTextureColorMod(t.pointer, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(t.pointer, UInt8(clamping: Int(Double(c.a) * min(max(alpha, 0), 1))))
        SDL_RenderCopy(renderer, t.pointer, nil, &rect)
    }

    /// Width of a text texture in points.
    func width(of t: Texture) -> Double { Double(t.width) / scale }
    func height(of t: Texture) -> Double { Double(t.height) / scale }

    private func makeDisc(diameter: Int) throws -> Texture {
        let surface = try Surface(width: diameter, height: diameter)
        guard let base = surface.pointer.pointee.pixels else { throw SDLError("disc surface has no pixels") }
        let r = Double(diameter) / 2
        for y in 0..<diameter {
            let row = base.advanced(by: y * surface.pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<diameter {
                let dx = Double(x) + 0.5 - r, dy = Double(y) + 0.5 - r
                let coverage = min(max(r - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                row[x] = (UInt32(coverage * 255) << 24) | 0x00FF_FFFF
            }
        }
        return try Texture(renderer: renderer, surface: surface)
    }

    /// The pixels of what was drawn, for screenshots of a window.
    func readPixels() throws -> Surface {
        let size = outputSize
        let surface = try Surface(width: size.width, height: size.height)
        try check(SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                       surface.pointer.pointee.pixels, Int32(surface.pitch)),
                  "SDL_RenderReadPixels")
        return surface
    }
}
