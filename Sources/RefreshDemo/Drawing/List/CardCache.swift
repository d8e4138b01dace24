import CSDL2
import RefreshEngine

/// The carousel's cards drawn once into textures, then copied while they stay the same,
/// as rows are (RowCache): a carousel fling copies each card's pixels instead of drawing
/// its picture and blending its text again.
///
/// Rule: a card is drawn at its own origin into a texture of the card's size in pixels
/// and copied to a whole pixel position; it is the same while its title, initial, colour
/// and place are. Bound: `capacity` cards, about three times what a 420-pt row shows (at 2x
/// ~0.3 MB each); when full, the card used longest ago and not in this frame is reused.
final class CardCache {
    /// What a card shows, wherever it is.
    private struct Look: Equatable {
        var title: String
        var initial: String
        var color: Int
        var index: Int
    }

    static let capacity = 12

    private let canvas: Canvas
    private let pool: TexturePool<Look>

    init(canvas: Canvas) {
        self.canvas = canvas
        pool = TexturePool(canvas: canvas) { count, _ in count >= Self.capacity }
    }

    /// Cards drawn into a texture so far (a card met again is not).
    var cardsDrawn: Int { pool.drawn }

    func removeAll() { pool.removeAll() }

    func beginFrame() { pool.beginFrame() }

    /// Copies `card` to pixel (x, y), drawing it first with `draw` when it is not cached;
    /// false when it cannot (no render target): the caller draws it in place.
    func copy(_ card: CarouselCard, width: Int32, height: Int32, x: Int32, y: Int32, draw: () -> Void) -> Bool {
        guard width > 0, height > 0 else { return true }
        pool.use(width: width, height: height)
        let look = Look(title: card.title, initial: card.initial, color: card.color, index: card.index)
        guard let t = pool.texture(id: card.id, content: look, mayDraw: true, draw: draw) else { return false }
        canvas.copyPixels(t, src: SDL_Rect(x: 0, y: 0, w: width, h: height), dst: SDL_Rect(x: x, y: y, w: width, h: height))
        return true
    }
}
