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
    private struct Entry {
        var layout: RowLayout?
        let texture: Texture
        var lastUsed: Int
    }

    private let canvas: Canvas
    private var entries: [Entry] = []
    /// A row's id to its entry's index.
    private var index: [Int: Int] = [:]
    /// The pixel size every entry's texture has, and the density they were drawn at.
    private var size = (width: Int32(0), height: Int32(0), scale: 0.0)
    private var frame = 0
    /// Rows drawn into a texture so far (a row met again is not).
    private(set) var rowsDrawn = 0

    init(canvas: Canvas) {
        self.canvas = canvas
    }

    /// Rows drawn into textures in this frame, and at most how many: a frame that meets a
    /// whole screen of new rows (the first, a resize, a jump to the top) draws the rest in
    /// place, as cheap as before, rather than also making and filling textures for them all.
    private var newThisFrame = 0
    static let maxNewPerFrame = 3

    /// Forgets every cached row: the next frame draws them anew (a new appearance).
    func removeAll() {
        entries.removeAll()
        index.removeAll()
    }

    /// Called once per frame before any row.
    func beginFrame() {
        frame += 1
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
        if width != size.width || canvas.scale != size.scale || height + 1 > size.height {
            // A new width or density, or a taller row: the textures are made again, a pixel
            // row taller than the row (the row at another fraction of a pixel spans one more).
            entries.removeAll()
            index.removeAll()
            size = (width, max(max(height, tallest) + 1, width == size.width ? size.height : 0), canvas.scale)
        }
        let slot: Int
        if let i = index[layout.id], entries[i].layout == layout {
            slot = i
        } else {
            guard newThisFrame < Self.maxNewPerFrame, let i = slotForNewRow() else { return false }
            newThisFrame += 1
            if let old = entries[i].layout?.id, index[old] == i { index[old] = nil }
            entries[i].layout = layout
            index[layout.id] = i
            canvas.drawing(into: entries[i].texture, fraction: 1, draw)
            rowsDrawn += 1
            slot = i
        }
        entries[slot].lastUsed = frame
        canvas.copyPixels(entries[slot].texture, src: SDL_Rect(x: 0, y: 0, w: width, h: height),
                          dst: SDL_Rect(x: 0, y: top, w: width, h: height))
        return true
    }

    /// An entry to draw a row into: the least recently used one not drawn in this frame,
    /// or a new one while fewer than twice this frame's rows exist.
    private func slotForNewRow() -> Int? {
        var oldest: Int?
        var usedNow = 0
        for i in entries.indices {
            if entries[i].lastUsed == frame { usedNow += 1; continue }
            if oldest.map({ entries[i].lastUsed < entries[$0].lastUsed }) ?? true { oldest = i }
        }
        if let oldest, entries.count >= 2 * (usedNow + 1) + 4 { return oldest }
        guard let t = try? Texture(target: canvas.handle, width: Int(size.width), height: Int(size.height)) else {
            return oldest
        }
        // Opaque rows: copied without a per-pixel blend.
        SDL_SetTextureBlendMode(t.pointer, SDL_BLENDMODE_NONE)
        entries.append(Entry(layout: nil, texture: t, lastUsed: 0))
        return entries.count - 1
    }
}
