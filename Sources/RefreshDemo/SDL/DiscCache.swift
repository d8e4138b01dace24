import CSDL2

/// Parts of the app's anti-aliased disc (whole, halves, quarters) already scaled to the
/// pixel size they are drawn at and already in their colour, made once per size and colour.
///
/// Why: drawing the 128-px white disc scaled and tinted makes SDL's software renderer
/// stretch it into a temporary surface and blend it with its generic blitter at every draw.
/// The cached part is stretched by the same `SDL_SoftStretchLinear` and coloured as the
/// tint would colour it (the disc is white: the tint's colour exactly), so it draws the
/// same pixels through the fast unscaled blend.
final class DiscCache {
    private struct Key: Hashable {
        let src: Int32x4
        let width: Int32
        let height: Int32
        let rgb: UInt32
    }

    private struct Int32x4: Hashable { let x, y, w, h: Int32 }

    private let handle: RendererHandle
    /// The white disc's pixels, the source of every part.
    let source: Surface
    private var parts: [Key: Texture] = [:]
    /// Sizes come from the layout (avatars, knobs, capsule ends, corners): a few dozen.
    /// Past this many, the cache starts over rather than grow with odd sizes.
    static let limit = 256

    init(handle: RendererHandle, source: Surface) {
        self.handle = handle
        self.source = source
    }

    var count: Int { parts.count }

    /// The part `src` of the disc, `width` x `height` pixels, in `color`'s RGB (alpha is the
    /// disc's coverage; the caller's alpha goes to the copy).
    func part(_ src: SDL_Rect, width: Int32, height: Int32, _ color: SDL_Color) -> Texture? {
        guard width > 0, height > 0 else { return nil }
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let key = Key(src: Int32x4(x: src.x, y: src.y, w: src.w, h: src.h), width: width, height: height, rgb: rgb)
        if let t = parts[key] { return t }
        guard let surface = try? Surface(width: Int(width), height: Int(height)),
              let base = surface.pointer.pointee.pixels else { return nil }
        var s = src
        guard SDL_SoftStretchLinear(source.pointer, &s, surface.pointer, nil) == 0 else { return nil }
        for y in 0..<surface.height {
            let row = base.advanced(by: y * surface.pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<surface.width { row[x] = (row[x] & 0xFF00_0000) | rgb }
        }
        guard let t = try? Texture(renderer: handle, surface: surface) else { return nil }
        if parts.count >= Self.limit { parts.removeAll(keepingCapacity: true) }
        parts[key] = t
        return t
    }
}
