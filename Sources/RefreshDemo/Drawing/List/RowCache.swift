import CSDL2
import RefreshEngine

/// Rows drawn once into textures, then copied to the output unblended while they stay the
/// same: a fling frame copies each row's pixels once instead of blending its text again.
///
/// Rule: a row is drawn at its own origin, `canvas.translated` or into its texture, so the
/// copy makes exactly the pixels drawing it in place makes (ListRenderer.drawRow).
/// A row is the same while its layout is (text, time, height, avatar) at the same width and
/// density. Bound: about twice the rows a window shows, each `width x tallest row` pixels
/// of 4 bytes (at 2x a 420-pt list, ~0.7 MB a row); an entry not used in this frame is reused first.
final class RowCache {
    private let canvas: Canvas
    private let pool: TexturePool<RowLayout>
    /// The row height the textures are made for (the tallest row met, plus one pixel row).
    private var textureHeight: Int32 = 0

    init(canvas: Canvas) {
        self.canvas = canvas
        // Twice this frame's rows and a few more: a fling's next rows find textures free.
        pool = TexturePool(canvas: canvas) { count, usedNow in count >= 2 * (usedNow + 1) + 4 }
    }

    /// Rows drawn into textures so far (a row met again is not).
    var rowsDrawn: Int { pool.drawn }

    /// Rows drawn into textures in this frame, and at most how many: a frame that meets a
    /// whole screen of new rows (the first, a resize, a jump to the top) draws the rest in
    /// place, as cheap as before, rather than also making and filling textures for them all.
    private var newThisFrame = 0
    static let maxNewPerFrame = 3

    /// Forgets every cached row: the next frame draws them anew (a new appearance).
    func removeAll() { pool.removeAll() }

    /// Called once per frame before any row.
    func beginFrame() {
        pool.beginFrame()
        newThisFrame = 0
    }

    /// Copies `layout`'s row, `height` pixels of it, to the output at pixel row `top`,
    /// drawing it first with `draw` (at its own origin) when it is not cached. `tallest` is
    /// the tallest row of the frame in pixels: the textures are made a pixel row taller. False when
    /// it does not (no render target, or this frame's new rows are drawn): the caller draws
    /// the row in place, the same pixels.
    func copy(_ layout: RowLayout, width: Int32, height: Int32, tallest: Int32, top: Int32,
              draw: () -> Void) -> Bool {
        guard width > 0, height > 0 else { return true }
        if width != pool.size.width || canvas.scale != pool.size.scale || height + 1 > textureHeight {
            // A new width or density, or a taller row: the textures are made again, a pixel
            // row taller than the row (the row at another fraction of a pixel spans one more).
            let sameWidth = width == pool.size.width && canvas.scale == pool.size.scale
            textureHeight = max(max(height, tallest) + 1, sameWidth ? textureHeight : 0)
            pool.removeAll()
        }
        pool.use(width: width, height: textureHeight)
        let before = pool.drawn
        guard let t = pool.texture(id: layout.id, content: layout, mayDraw: newThisFrame < Self.maxNewPerFrame,
                                   draw: draw) else { return false }
        if pool.drawn != before { newThisFrame += 1 }
        canvas.copyPixels(t, src: SDL_Rect(x: 0, y: 0, w: width, h: height), dst: SDL_Rect(x: 0, y: top, w: width, h: height))
        return true
    }
}
