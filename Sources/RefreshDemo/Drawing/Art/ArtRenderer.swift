import CSDL2
import Foundation
import RefreshArtFormats
import RefreshEngine
import RefreshPhysics

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
    private var floorCache: ArtFrameCache?
    /// The same file's frames at the size or crop before, drawn until the new cache has made
    /// one (a load refining its crop at its end, a new size): the art never blinks out.
    private var headerStandIn: ArtFrameCache?
    private var footerStandIn: ArtFrameCache?
    /// Frames are made off the frame loop (Lottie frames by their worker, bitmaps resampled),
    /// shown when ready (a window); headless runs wait for each, to stay deterministic.
    var rendersInBackground = false

    init(canvas: Canvas, refreshers: RefresherRenderer) {
        self.canvas = canvas
        self.refreshers = refreshers
    }

    /// A new frame is drawn: each cache may rasterize one more frame of its art.
    func beginFrame() {
        headerCache?.beginFrame()
        footerCache?.beginFrame()
    }

    /// Frames of art drawn so far, header and footer (what `--bench` and the tests count).
    private(set) var framesDrawn = 0

    /// True while a frame is being drawn off the frame loop: the host keeps drawing to show it.
    var isRendering: Bool { (headerCache?.isRendering ?? false) || (footerCache?.isRendering ?? false) }

    /// The art's drawn size in points: `size` x `height` high, aspect kept, at most `maxWidth` wide.
    static func drawnSize(_ doc: ArtDocument, height: Double, size: Double, maxWidth: Double) -> (Double, Double) {
        var h = max(height * size, 1)
        var w = h * doc.shownWidth / doc.shownHeight
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
        headerCache = drawArt(doc, frame.frame, cache: headerCache, standIn: &headerStandIn, beside: textWidth, height: v.height,
                              midY: midY, settings: settings, width: width, alpha: v.alpha)
    }

    /// The second floor's picture: frame `index` of the header's art, as large as fits the rect, centred.
    func drawFloor(_ index: Int, x: Double, y: Double, width: Double, height: Double) {
        guard let doc = header, width > 1, height > 1 else { return }
        let (w, h) = Self.drawnSize(doc, height: height, size: 1, maxWidth: width)
        let made = Self.cache(floorCache, doc, width: w, height: h, scale: canvas.scale, renderer: canvas.handle,
                              background: rendersInBackground)
        floorCache = made
        draw(made, index, x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h, alpha: 1, standIn: nil)
    }

    func drawFooter(_ v: FooterViewState, _ frame: ArtFrame, settings: ArtSettings, width: Double, viewportHeight: Double) {
        guard let doc = footer, v.visible, v.y < viewportHeight, v.y + v.height > 0 else { return }
        let midY = v.y + v.height / 2
        let textWidth = settings.replacesText ? 0 : refreshers.drawFooterTitle(v, midY: midY, width: width)
        footerCache = drawArt(doc, frame.frame, cache: footerCache, standIn: &footerStandIn, beside: textWidth, height: v.height,
                              midY: midY, settings: settings, width: width, alpha: 1)
    }

    /// Draws frame `index` of `doc` fitted to `height` about `midY`: left of the centred
    /// texts `textWidth` wide, or centred in their place when it replaces them. Returns the
    /// cache for the drawn size (`cache` when it matches).
    private func drawArt(_ doc: ArtDocument, _ index: Int, cache: ArtFrameCache?, standIn: inout ArtFrameCache?, beside textWidth: Double,
                         height: Double, midY: Double, settings: ArtSettings, width: Double, alpha: Double) -> ArtFrameCache {
        let maxWidth = settings.replacesText ? width * 0.9 : max((width - textWidth) / 2 - settings.gap - 8, 8)
        let (w, h) = Self.drawnSize(doc, height: height, size: settings.size, maxWidth: maxWidth)
        let x = settings.replacesText ? (width - w) / 2 : max(width / 2 - textWidth / 2 - settings.gap - w, 4)
        let made = Self.cache(cache, doc, width: w, height: h, scale: canvas.scale, renderer: canvas.handle,
                              background: rendersInBackground)
        if let cache, made !== cache, cache.document.path == doc.path, cache.rasterizedCount > 0 { standIn = cache }
        draw(made, index, x: x, y: midY - h / 2, width: w, height: h, alpha: alpha, standIn: standIn)
        if made.rasterizedCount > 0 { standIn = nil }
        return made
    }

    private func draw(_ cache: ArtFrameCache?, _ index: Int, x: Double, y: Double, width: Double, height: Double, alpha: Double,
                      standIn: ArtFrameCache?) {
        guard let cache else { return }
        do {
            var x = x, y = y
            guard let t = try cache.texture(index) ?? standIn?.madeTexture(index).map({ t in
                // Centred in the new box, at its own size.
                x += (width * canvas.scale - Double(t.width)) / 2 / canvas.scale
                y += (height * canvas.scale - Double(t.height)) / 2 / canvas.scale
                return t
            }) else { return }
            // Drawn at its own pixel size: crisp, never resampled by the renderer.
            canvas.text(t, x: (x * canvas.scale).rounded() / canvas.scale, y: (y * canvas.scale).rounded() / canvas.scale, alpha: alpha)
            framesDrawn += 1
        } catch {
            cache.markFailed(index)
            // A refused file is reported by its host, which takes it away.
            guard cache.document.refusal == nil else { return }
            // A frame that cannot be rasterized (out of memory) is skipped, once.
            FileHandle.standardError.write(Data("RefreshDemo: \(cache.document.path): frame \(index + 1): \(error)\n".utf8))
        }
    }

    /// The cache for `doc` at the pixel size of `width` x `height` points: the one given
    /// when it matches, else a new one (the old one and its textures go).
    static func cache(_ current: ArtFrameCache?, _ doc: ArtDocument, width: Double, height: Double, scale: Double,
                      renderer: RendererHandle, background: Bool = false) -> ArtFrameCache {
        let pw = max(Int(saturating: (width * scale).rounded()), 1), ph = max(Int(saturating: (height * scale).rounded()), 1)
        if let current, current.pixelWidth == pw, current.pixelHeight == ph {
            if current.document === doc { return current }
            // A later snapshot of the load: the frames made stay, the header does not blink.
            if current.document.isContinued(by: doc) {
                current.document = doc
                return current
            }
        }
        return ArtFrameCache(document: doc, pixelWidth: pw, pixelHeight: ph, renderer: renderer, background: background)
    }
}

/// The frames of one document rasterized at one pixel size, each made on first use and kept.
///
/// Rules: at most `document.frameCount` textures (the frame cap) of one size: the memory
/// is bounded by frames x width x height x 4 bytes. At most one frame is rasterized per
/// drawn frame (`beginFrame`), so a heavy animation's first pass is spread over frames
/// rather than stalling one; until a frame is made, the nearest one made stands in.
/// With `background`, a frame is made on `queue`, one at a time (a Lottie frame drawn by
/// its worker, a bitmap resampled: a 4K frame takes longer than a frame), and made a
/// texture on the frame loop once it is ready: neither rlottie nor a resample runs on the loop.
final class ArtFrameCache {
    /// The document drawn: a load's later snapshot replaces an earlier one (ArtRenderer.cache).
    fileprivate(set) var document: ArtDocument
    let pixelWidth: Int
    let pixelHeight: Int
    private let renderer: RendererHandle
    private var textures: [Texture?]
    private var failed: Set<Int> = []
    /// Frames that may still be rasterized in this drawn frame.
    private var budget = 1
    private let background: Bool
    private let pending = PendingFrame()
    private lazy var queue = DispatchQueue(label: "refreshdemo.art.frames", qos: .userInitiated)

    init(document: ArtDocument, pixelWidth: Int, pixelHeight: Int, renderer: RendererHandle, background: Bool = false) {
        self.document = document
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.renderer = renderer
        textures = Array(repeating: nil, count: document.frameCount)
        self.background = background
    }

    /// A frame is being drawn off the loop, or is drawn and not yet taken.
    var isRendering: Bool { pending.isBusy }

    var bytes: Int { textures.reduce(0) { $0 + ($1 == nil ? 0 : pixelWidth * pixelHeight * 4) } }
    var rasterizedCount: Int { textures.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    func markFailed(_ i: Int) { failed.insert(document.shown(i)) }

    func beginFrame() { budget = 1 }

    func texture(_ asked: Int) throws -> Texture? {
        // While the rest load, the last ready frame stands for the ones not yet there.
        guard textures.indices.contains(asked) else { return nil }
        let i = document.shown(asked)
        guard !failed.contains(i) else { return nil }
        if background { try takeRendered() }
        if let t = textures[i] { return t }
        if background {
            if !failed.contains(i) { startRendering(i) }
            return nearest(to: i)
        }
        guard budget > 0 else { return nearest(to: i) }
        budget -= 1
        let surface = try rasterize(i)
        let t = try Texture(renderer: renderer, surface: surface)
        // Drawn 1:1: no filtering is wanted.
        SDL_SetTextureScaleMode(t.pointer, SDL_ScaleModeNearest)
        textures[i] = t
        return t
    }

    /// Makes the frame drawn off the loop a texture (a failed one is not tried again).
    private func takeRendered() throws {
        guard let (k, result) = pending.take() else { return }
        switch result {
        case .success(let surface):
            let t = try Texture(renderer: renderer, surface: surface)
            SDL_SetTextureScaleMode(t.pointer, SDL_ScaleModeNearest)
            textures[k] = t
        case .failure(let error):
            failed.insert(k)
            throw error
        }
    }

    /// Has frame i drawn on the queue, unless a frame is under way already.
    private func startRendering(_ i: Int) {
        guard pending.start() else { return }
        queue.async { [document, pixelWidth, pixelHeight, pending] in
            pending.finish(i, Result { try Self.rasterize(document, i, width: pixelWidth, height: pixelHeight) })
        }
    }

    /// Frame i as made so far (or the nearest made), never making one.
    func madeTexture(_ i: Int) -> Texture? {
        let k = document.shown(i)
        guard textures.indices.contains(k) else { return nil }
        return textures[k] ?? nearest(to: k)
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
    func rasterize(_ i: Int) throws -> Surface { try Self.rasterize(document, i, width: pixelWidth, height: pixelHeight) }

    static func rasterize(_ document: ArtDocument, _ i: Int, width pixelWidth: Int, height pixelHeight: Int) throws -> Surface {
        switch document.frames {
        case .bitmaps(let surfaces):
            guard surfaces.indices.contains(i) else { return try Surface(width: pixelWidth, height: pixelHeight) }
            let s = surfaces[i]
            return try ArtRaster.resample(s, region: region(document.crop, s.width, s.height), width: pixelWidth, height: pixelHeight)
        case let .lottie(animation, frameNumbers):
            guard frameNumbers.indices.contains(i) else { return try Surface(width: pixelWidth, height: pixelHeight) }
            let crop = document.crop
            // Vector art: rendered straight at the drawn size, crisp at any density.
            guard crop != .whole else { return try animation.render(frame: frameNumbers[i], width: pixelWidth, height: pixelHeight) }
            // Cropped: the canvas at the size that makes the crop the drawn size (at most
            // ArtLimits.lottieCanvasPixels across), then the crop resampled to it.
            let fw = Double(pixelWidth) / crop.width, fh = Double(pixelHeight) / crop.height
            let k = min(Double(ArtLimits.lottieCanvasPixels) / max(fw, fh), 1)
            let cw = max(Int((fw * k).rounded()), 1), ch = max(Int((fh * k).rounded()), 1)
            let full = try animation.render(frame: frameNumbers[i], width: cw, height: ch)
            return try ArtRaster.resample(full, region: region(crop, cw, ch), width: pixelWidth, height: pixelHeight)
        }
    }

    /// `crop` of a `width` x `height` picture, in whole pixels.
    static func region(_ crop: ArtCrop, _ width: Int, _ height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard crop != .whole else { return nil }
        let x = Int((crop.x * Double(width)).rounded(.down)), y = Int((crop.y * Double(height)).rounded(.down))
        let r = Int((((crop.x + crop.width) * Double(width))).rounded(.up)), b = Int(((crop.y + crop.height) * Double(height)).rounded(.up))
        return (x, y, max(r - x, 1), max(b - y, 1))
    }
}

/// The one frame an ArtFrameCache has drawn off the frame loop: under way, then its result
/// until the loop takes it.
final class PendingFrame: @unchecked Sendable {
    private let lock = NSLock()
    private var busy = false
    private var done: (Int, Result<Surface, Error>)?

    var isBusy: Bool { lock.withLock { busy } }

    /// True when no frame was under way (and now one is).
    func start() -> Bool {
        lock.withLock {
            guard !busy else { return false }
            busy = true
            return true
        }
    }

    func finish(_ i: Int, _ result: Result<Surface, Error>) { lock.withLock { done = (i, result) } }

    func take() -> (Int, Result<Surface, Error>)? {
        lock.withLock {
            guard let d = done else { return nil }
            done = nil
            busy = false
            return d
        }
    }
}
