import CSDL2
import Foundation
import RefreshEngine

/// Draws the user's art in the header and footer, with the state text beside it or
/// instead of it, at the display's pixel density.
///
/// Rules: the art is fitted to `art.size` x the header's (footer's) height, aspect kept,
/// and drawn 1:1 in pixels (never scaled by the renderer). Each frame is rasterized once
/// per drawn pixel size and kept (ArtFrameCache); a new size (a tunable, a new density:
/// the renderer is rebuilt) rasterizes anew and drops the old size.
final class ArtRenderer {
    let canvas: Canvas
    /// Draws the state texts beside the art, as it does beside its own indicators.
    let refreshers: RefresherRenderer
    /// The documents to draw, set by the host before each frame.
    var header: ArtDocument?
    var footer: ArtDocument?
    private var headerCache: ArtFrameCache?
    private var footerCache: ArtFrameCache?

    init(canvas: Canvas, refreshers: RefresherRenderer) {
        self.canvas = canvas
        self.refreshers = refreshers
    }

    /// A new frame is drawn: each cache may rasterize one more frame of its art.
    func beginFrame() {
        headerCache?.beginFrame()
        footerCache?.beginFrame()
    }

    /// The art's drawn size in points: `size` x `height` high, aspect kept, at most `maxWidth` wide.
    static func drawnSize(_ doc: ArtDocument, height: Double, size: Double, maxWidth: Double) -> (Double, Double) {
        var h = max(height * size, 1)
        var w = h * Double(doc.width) / Double(doc.height)
        if w > maxWidth, maxWidth > 0 {
            h *= maxWidth / w
            w = maxWidth
        }
        return (w, h)
    }

    func drawHeader(_ v: HeaderViewState, _ frame: ArtFrame, settings: ArtSettings, width: Double) {
        guard let doc = header, v.y + v.height > 0, v.alpha > 0.001 else { return }
        let midY = v.y + v.height / 2
        let textWidth = settings.replacesText ? 0 : refreshers.drawHeaderTexts(v, midY: midY, width: width)
        headerCache = drawArt(doc, frame.frame, cache: headerCache, beside: textWidth, height: v.height, midY: midY,
                              settings: settings, width: width, alpha: v.alpha)
    }

    func drawFooter(_ v: FooterViewState, _ frame: ArtFrame, settings: ArtSettings, width: Double, viewportHeight: Double) {
        guard let doc = footer, v.visible, v.y < viewportHeight, v.y + v.height > 0 else { return }
        let midY = v.y + v.height / 2
        let textWidth = settings.replacesText ? 0 : refreshers.drawFooterTitle(v, midY: midY, width: width)
        footerCache = drawArt(doc, frame.frame, cache: footerCache, beside: textWidth, height: v.height, midY: midY,
                              settings: settings, width: width, alpha: 1)
    }

    /// Draws frame `index` of `doc` fitted to `height` about `midY`: left of the centred
    /// texts `textWidth` wide, or centred in their place when it replaces them. Returns the
    /// cache for the drawn size (`cache` when it matches).
    private func drawArt(_ doc: ArtDocument, _ index: Int, cache: ArtFrameCache?, beside textWidth: Double, height: Double,
                         midY: Double, settings: ArtSettings, width: Double, alpha: Double) -> ArtFrameCache {
        let maxWidth = settings.replacesText ? width * 0.9 : max((width - textWidth) / 2 - settings.gap - 8, 8)
        let (w, h) = Self.drawnSize(doc, height: height, size: settings.size, maxWidth: maxWidth)
        let x = settings.replacesText ? (width - w) / 2 : max(width / 2 - textWidth / 2 - settings.gap - w, 4)
        let cache = Self.cache(cache, doc, width: w, height: h, scale: canvas.scale, renderer: canvas.handle)
        draw(cache, index, x: x, y: midY - h / 2, alpha: alpha)
        return cache
    }

    private func draw(_ cache: ArtFrameCache?, _ index: Int, x: Double, y: Double, alpha: Double) {
        guard let cache else { return }
        do {
            guard let t = try cache.texture(index) else { return }
            // Drawn at its own pixel size: crisp, never resampled by the renderer.
            canvas.text(t, x: (x * canvas.scale).rounded() / canvas.scale, y: (y * canvas.scale).rounded() / canvas.scale, alpha: alpha)
        } catch {
            // A frame that cannot be rasterized (out of memory) is skipped, once.
            FileHandle.standardError.write(Data("RefreshDemo: \(cache.document.path): frame \(index + 1): \(error)\n".utf8))
            cache.markFailed(index)
        }
    }

    /// The cache for `doc` at the pixel size of `width` x `height` points: the one given
    /// when it matches, else a new one (the old one and its textures go).
    static func cache(_ current: ArtFrameCache?, _ doc: ArtDocument, width: Double, height: Double, scale: Double,
                      renderer: RendererHandle) -> ArtFrameCache {
        let pw = max(Int(saturating: (width * scale).rounded()), 1), ph = max(Int(saturating: (height * scale).rounded()), 1)
        if let current, current.document === doc, current.pixelWidth == pw, current.pixelHeight == ph { return current }
        return ArtFrameCache(document: doc, pixelWidth: pw, pixelHeight: ph, renderer: renderer)
    }
}

/// The frames of one document rasterized at one pixel size, each made on first use and kept.
///
/// Rules: at most `document.frameCount` textures (the frame cap) of one size: the memory
/// is bounded by frames x width x height x 4 bytes. At most one frame is rasterized per
/// drawn frame (`beginFrame`), so a heavy animation's first pass is spread over frames
/// rather than stalling one; until a frame is made, the nearest one made stands in.
final class ArtFrameCache {
    let document: ArtDocument
    let pixelWidth: Int
    let pixelHeight: Int
    private let renderer: RendererHandle
    private var textures: [Texture?]
    private var failed: Set<Int> = []
    /// Frames that may still be rasterized in this drawn frame.
    private var budget = 1

    init(document: ArtDocument, pixelWidth: Int, pixelHeight: Int, renderer: RendererHandle) {
        self.document = document
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.renderer = renderer
        textures = Array(repeating: nil, count: document.frameCount)
    }

    var bytes: Int { textures.reduce(0) { $0 + ($1 == nil ? 0 : pixelWidth * pixelHeight * 4) } }
    var rasterizedCount: Int { textures.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    func markFailed(_ i: Int) { failed.insert(i) }

    func beginFrame() { budget = 1 }

    func texture(_ i: Int) throws -> Texture? {
        guard textures.indices.contains(i), !failed.contains(i) else { return nil }
        if let t = textures[i] { return t }
        guard budget > 0 else { return nearest(to: i) }
        budget -= 1
        let surface = try rasterize(i)
        let t = try Texture(renderer: renderer, surface: surface)
        // Drawn 1:1: no filtering is wanted.
        SDL_SetTextureScaleMode(t.pointer, SDL_ScaleModeNearest)
        textures[i] = t
        return t
    }

    /// The made frame nearest to i (the earlier one on a tie), if any.
    func nearest(to i: Int) -> Texture? {
        for d in 1..<max(textures.count, 1) {
            if i - d >= 0, let t = textures[i - d] { return t }
            if i + d < textures.count, let t = textures[i + d] { return t }
        }
        return nil
    }

    /// Frame i at this cache's pixel size.
    func rasterize(_ i: Int) throws -> Surface {
        switch document.frames {
        case .bitmaps(let surfaces):
            guard surfaces.indices.contains(i) else { return try Surface(width: pixelWidth, height: pixelHeight) }
            return try ArtRaster.resample(surfaces[i], width: pixelWidth, height: pixelHeight)
        case let .lottie(animation, frameNumbers):
            // Vector art: rendered straight at the drawn size, crisp at any density.
            guard frameNumbers.indices.contains(i) else { return try Surface(width: pixelWidth, height: pixelHeight) }
            return try animation.render(frame: frameNumbers[i], width: pixelWidth, height: pixelHeight)
        }
    }
}
