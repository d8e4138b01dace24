import CSDL2
import RefreshEngine

/// The carousel's cards drawn once into textures, then copied while they stay the same,
/// as rows are (RowCache): a carousel fling copies each card's pixels instead of drawing
/// its picture and blending its text again.
///
/// Rule: a card is drawn at its own origin into a texture of the card's size in pixels
/// and copied to a whole pixel position; it is the same while its id, title and size are.
/// Bound: `capacity` cards, about three times what a 420-pt row shows (at 2x ~0.3 MB each);
/// when full, the entry used longest ago and not in this frame is reused.
final class CardCache {
    private struct Entry {
        var card: CarouselCard?
        let texture: Texture
        var lastUsed: Int
    }

    private let canvas: Canvas
    private var entries: [Entry] = []
    private var index: [Int: Int] = [:]
    private var size = (width: Int32(0), height: Int32(0), scale: 0.0)
    private var frame = 0
    /// Cards drawn into a texture so far (a card met again is not).
    private(set) var cardsDrawn = 0

    init(canvas: Canvas) { self.canvas = canvas }

    func removeAll() {
        entries.removeAll()
        index.removeAll()
    }

    func beginFrame() { frame += 1 }

    /// Copies `card` to pixel (x, y), drawing it first with `draw` when it is not cached;
    /// false when it cannot (no render target): the caller draws it in place.
    func copy(_ card: CarouselCard, width: Int32, height: Int32, x: Int32, y: Int32, draw: () -> Void) -> Bool {
        guard width > 0, height > 0 else { return true }
        if width != size.width || height != size.height || canvas.scale != size.scale {
            removeAll()
            size = (width, height, canvas.scale)
        }
        let slot: Int
        if let i = index[card.id], entries[i].card?.title == card.title, entries[i].card?.initial == card.initial {
            slot = i
        } else {
            guard let i = freeSlot() else { return false }
            if let old = entries[i].card?.id, index[old] == i { index[old] = nil }
            var stored = card
            stored.x = 0
            entries[i].card = stored
            index[card.id] = i
            canvas.drawing(into: entries[i].texture, fraction: 1, draw)
            cardsDrawn += 1
            slot = i
        }
        entries[slot].lastUsed = frame
        canvas.copyPixels(entries[slot].texture, src: SDL_Rect(x: 0, y: 0, w: width, h: height),
                          dst: SDL_Rect(x: x, y: y, w: width, h: height))
        return true
    }

    static let capacity = 12

    private func freeSlot() -> Int? {
        var oldest: Int?
        for i in entries.indices where entries[i].lastUsed != frame {
            if oldest.map({ entries[i].lastUsed < entries[$0].lastUsed }) ?? true { oldest = i }
        }
        if let oldest, entries.count >= Self.capacity { return oldest }
        guard let t = try? Texture(target: canvas.handle, width: Int(size.width), height: Int(size.height)) else {
            return oldest
        }
        // Opaque cards (their corners are the row's ground): copied without a blend.
        SDL_SetTextureBlendMode(t.pointer, SDL_BLENDMODE_NONE)
        entries.append(Entry(card: nil, texture: t, lastUsed: 0))
        return entries.count - 1
    }
}
