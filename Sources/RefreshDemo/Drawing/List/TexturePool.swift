import CSDL2

/// Opaque textures of one pixel size, each holding one drawn item (a row, a card) under its
/// id, reused least recently used first: the store under RowCache and CardCache.
///
/// Rule: an item is drawn into its texture once and stays while its content is equal; a new
/// item takes a new texture while `isFull` says there is room, else the entry used longest
/// ago and not in this frame. A new pixel size or density empties the pool.
final class TexturePool<Content: Equatable> {
    private struct Entry {
        var id: Int?
        var content: Content?
        let texture: Texture
        var lastUsed: Int
    }

    private let canvas: Canvas
    private var entries: [Entry] = []
    /// An item's id to its entry's index.
    private var index: [Int: Int] = [:]
    /// The pixel size every texture has, and the density they were drawn at.
    private(set) var size = (width: Int32(0), height: Int32(0), scale: 0.0)
    private var frame = 0
    /// Items drawn into a texture so far (an item met again is not).
    private(set) var drawn = 0
    /// Full with `count` entries, `usedNow` of them used in this frame.
    private let isFull: (_ count: Int, _ usedNow: Int) -> Bool

    init(canvas: Canvas, isFull: @escaping (_ count: Int, _ usedNow: Int) -> Bool) {
        self.canvas = canvas
        self.isFull = isFull
    }

    func beginFrame() { frame += 1 }

    /// Forgets every item: the next frame draws them anew (a new appearance).
    func removeAll() {
        entries.removeAll()
        index.removeAll()
    }

    /// Textures of `width` x `height` pixels at the canvas's density from now on.
    func use(width: Int32, height: Int32) {
        guard width != size.width || height != size.height || canvas.scale != size.scale else { return }
        removeAll()
        size = (width, height, canvas.scale)
    }

    /// The texture holding `content` under `id`, drawn first with `draw` (at its own origin)
    /// when it is not there; nil when it is not and `mayDraw` is false or no texture can be
    /// made (the caller draws in place).
    func texture(id: Int, content: Content, mayDraw: Bool, draw: () -> Void) -> Texture? {
        let slot: Int
        if let i = index[id], entries[i].content == content {
            slot = i
        } else {
            guard mayDraw, let i = freeSlot() else { return nil }
            if let old = entries[i].id, index[old] == i { index[old] = nil }
            entries[i].id = id
            entries[i].content = content
            index[id] = i
            canvas.drawing(into: entries[i].texture, fraction: 1, draw)
            drawn += 1
            slot = i
        }
        entries[slot].lastUsed = frame
        return entries[slot].texture
    }

    private func freeSlot() -> Int? {
        var oldest: Int?
        var usedNow = 0
        for i in entries.indices {
            if entries[i].lastUsed == frame { usedNow += 1; continue }
            if oldest.map({ entries[i].lastUsed < entries[$0].lastUsed }) ?? true { oldest = i }
        }
        if let oldest, isFull(entries.count, usedNow) { return oldest }
        guard let t = try? Texture(target: canvas.handle, width: Int(size.width), height: Int(size.height)) else {
            return oldest
        }
        // Opaque items: copied without a per-pixel blend.
        SDL_SetTextureBlendMode(t.pointer, SDL_BLENDMODE_NONE)
        entries.append(Entry(id: nil, content: nil, texture: t, lastUsed: 0))
        return entries.count - 1
    }
}
