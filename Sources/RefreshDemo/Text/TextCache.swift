import CSDL2
import RefreshEngine

/// Text rendered once into textures, in the colour it is drawn in, and reused every
/// frame it is on screen. (Text rendered white and tinted at draw time costs SDL's
/// generic blitter, ~80 instructions a pixel, transparent pixels included.)
///
/// Past twice `softLimit` entries, everything not drawn in the last frames is dropped,
/// so scrolling through a million rows keeps memory flat.
final class TextCache {
    private struct Key: Hashable {
        let text: String
        let style: TextStyle
        let rgb: UInt32
    }

    private struct Entry {
        let texture: Texture?
        var lastUsed: Int
    }

    private let renderer: RendererHandle
    private(set) var typography: Typography
    private var entries: [Key: Entry] = [:]
    private var frame = 0
    let softLimit = 600

    init(renderer: RendererHandle, typography: Typography) {
        self.renderer = renderer
        self.typography = typography
        entries.reserveCapacity(softLimit * 2)
    }

    var count: Int { entries.count }

    /// Called once per frame: past twice the limit, keeps only what the last few frames
    /// used. The rebuild then happens once per many frames, even in a fast fling.
    func beginFrame() {
        frame += 1
        if entries.count > 2 * softLimit {
            let cutoff = frame - 3
            entries = entries.filter { $0.value.lastUsed >= cutoff }
        }
    }

    /// `text` in `style` and `color` (its alpha is the draw's: Canvas.text).
    func texture(_ text: String, _ style: TextStyle, _ color: SDL_Color) -> Texture? {
        let key = Key(text: text, style: style, rgb: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b))
        if var entry = entries[key] {
            entry.lastUsed = frame
            entries[key] = entry
            return entry.texture
        }
        var texture: Texture?
        if let surface = try? typography.chain(style).render(text, color: SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)) {
            texture = try? Texture(renderer: renderer, surface: surface)
        }
        entries[key] = Entry(texture: texture, lastUsed: frame)
        return texture
    }

    func removeAll() { entries.removeAll() }

    /// Renders in `t` from now on; the texts made in the old type are dropped.
    func use(_ t: Typography) {
        guard t !== typography else { return }
        typography = t
        entries.removeAll()
    }
}
