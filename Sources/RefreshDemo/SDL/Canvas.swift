import CSDL2
import Foundation

/// An SDL renderer drawing in points: every call scales by the pixel density and
/// snaps to whole pixels. The renderer lives until this and every texture made on it are gone.
final class Canvas {
    let handle: RendererHandle
    var renderer: OpaquePointer { handle.pointer }
    private(set) var scale: Double
    /// Text textures are rasterized at the display's density; drawing into a smaller
    /// target (the bar's backdrop) scales them by this much.
    private var textScale = 1.0
    /// A white anti-aliased disc, tinted and scaled for avatars and rounded ends.
    private(set) var disc: Texture?
    /// The disc's parts at the sizes and in the colours they are drawn.
    private var discs: DiscCache?
    /// What the frames drew, for tests and profiles: reset with `counts = .init()`.
    var counts = DrawCounts()
    /// When set, every SDL drawing call is also appended here: the benchmark replays a
    /// frame's calls as a bare SDL frame to weigh what the app adds to them.
    var recording: [DrawOp]?

    /// What draws a window: "software" or SDL's name of the GL renderer ("opengl"), and
    /// why (the probed GL_RENDERER when `auto` chose), for the HUD.
    private(set) var rendererName = "software"

    /// A renderer for a window: `choice` resolved (auto: SDL's software renderer over XShm
    /// when the GL is a software rasterizer, else GL with vsync); any renderer SDL can make
    /// when the chosen one fails.
    init(window: Window, choice: RendererChoice) throws {
        var resolved = choice, glName: String?
        if choice == .auto { (resolved, glName) = RendererChoice.resolveAuto() }
        if resolved == .software {
            // Blit into the X server's shared memory: with acceleration SDL would upload each
            // frame to the (software) GL, the cost this choice avoids.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        } else {
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl")
        }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        let first = resolved == .software ? SDL_RENDERER_SOFTWARE.rawValue : accelerated
        if let r = SDL_CreateRenderer(window.pointer, -1, first) ?? SDL_CreateRenderer(window.pointer, -1, 0) {
            handle = RendererHandle(r, window: window)
        } else {
            throw SDLError("SDL_CreateRenderer")
        }
        scale = 1
        var info = SDL_RendererInfo()
        let name = SDL_GetRendererInfo(handle.pointer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "?" : "?"
        // The GL's name without its details ("llvmpipe (LLVM 15.0.6, 256 bits)"): the HUD's column is narrow.
        rendererName = name + (glName.map { " (GL: \($0.components(separatedBy: " (").first ?? $0))" } ?? "")
        try finishSetup()
    }

    /// A software renderer drawing into `surface` (headless runs).
    init(surface: Surface, scale: Double) throws {
        guard let r = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError("SDL_CreateSoftwareRenderer")
        }
        handle = RendererHandle(r, surface: surface)
        self.scale = scale
        try finishSetup()
    }


    private func finishSetup() throws {
        try check(SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
        let discSurface = try Self.discSurface(diameter: 128)
        disc = try Texture(renderer: handle, surface: discSurface)
        discs = DiscCache(handle: handle, source: discSurface)
    }

    // MARK: The SDL calls, each recorded when a recording runs

    static func alphaByte(_ c: SDL_Color, _ alpha: Double) -> UInt8 {
        UInt8(clamping: Int(Double(c.a) * min(max(alpha.isFinite ? alpha : 0, 0), 1)))
    }

    private func setClip(_ rect: SDL_Rect?) {
        recording?.append(.clip(rect))
        DrawOp.clip(rect).perform(on: renderer)
    }

    private func fillRect(_ rect: SDL_Rect, _ c: SDL_Color, _ a: UInt8) {
        var rect = rect
        rect.x += originX
        rect.y += originY
        let op = DrawOp.fill(rect, SDL_Color(r: c.r, g: c.g, b: c.b, a: a))
        recording?.append(op)
        op.perform(on: renderer)
        counts.fills += 1
        var mode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(renderer, &mode)
        if a == 255 && mode != SDL_BLENDMODE_NONE { counts.opaqueFillsBlended += 1 }
    }

    private func copy(_ t: Texture, src: SDL_Rect? = nil, dst: SDL_Rect, _ c: SDL_Color, _ a: UInt8) {
        var dst = dst
        dst.x += originX
        dst.y += originY
        let op = DrawOp.copy(t, src: src, dst: dst, tint: SDL_Color(r: c.r, g: c.g, b: c.b, a: a))
        recording?.append(op)
        op.perform(on: renderer)
        count(copyOf: t, src: src, dst: dst, tinted: c.r & c.g & c.b != 255)
    }

    private func count(copyOf t: Texture, src: SDL_Rect?, dst: SDL_Rect, tinted: Bool) {
        counts.copies += 1
        if tinted { counts.tintedCopies += 1 }
        var mode = SDL_BLENDMODE_NONE
        SDL_GetTextureBlendMode(t.pointer, &mode)
        let w = src.map { Int($0.w) } ?? t.width, h = src.map { Int($0.h) } ?? t.height
        if mode != SDL_BLENDMODE_NONE && (w != Int(dst.w) || h != Int(dst.h)) {
            counts.scaledBlendedCopies += 1
            if !inTarget { counts.scaledBlendedCopiesOnOutput += 1 }
        }
    }

    /// Drawing goes into a texture (the bar's backdrop, a row), not the output.
    private(set) var inTarget = false

    /// Whole pixels added to every fill's and copy's y (`translated`).
    private var originY: Int32 = 0
    var pixelOriginY: Int32 { originY }
    /// Whole pixels added to every fill's, copy's and clip's x (`translated(pixelsX:)`): a tab's
    /// list moving across with the pager.
    private var originX: Int32 = 0
    var pixelOriginX: Int32 { originX }

    /// Records and makes a call built elsewhere (Canvas+Shapes).
    func perform(_ op: DrawOp) {
        recording?.append(op)
        op.perform(on: renderer)
    }

    /// Runs `body` with everything it draws moved down by `pixels` whole pixels.
    ///
    /// Rule: a shape at y points inside lands at `pixels + round(y * scale)`, so a row
    /// drawn at its own origin, here or into a texture copied to `pixels`, makes the same pixels.
    func translated(pixelsY pixels: Int32, _ body: () -> Void) {
        let saved = originY
        originY = saved + pixels
        body()
        originY = saved
    }

    /// Runs `body` with everything it draws moved right by `pixels` whole pixels (clips too).
    func translated(pixelsX pixels: Int32, _ body: () -> Void) {
        let saved = originX
        originX = saved + pixels
        body()
        originX = saved
    }

    /// Fills a rectangle given in pixels (of the output, or of the target drawn into).
    func fillPixels(_ rect: SDL_Rect, _ c: SDL_Color) {
        guard rect.w > 0, rect.h > 0 else { return }
        fillRect(rect, c, c.a)
    }

    /// Copies `src` of `t` to `dst`, both in pixels, as `t`'s blend mode says.
    func copyPixels(_ t: Texture, src: SDL_Rect, dst: SDL_Rect) {
        copy(t, src: src, dst: dst, Self.white, 255)
    }

    /// Draws line segments through `points` (pixels).
    func lines(_ points: UnsafeBufferPointer<SDL_FPoint>, _ c: SDL_Color) {
        guard originY == 0 else {
            // Moved with what is translated (a scrolled column's plots), as rectangles and text are.
            let dy = Float(originY)
            let moved = points.map { SDL_FPoint(x: $0.x, y: $0.y + dy) }
            return moved.withUnsafeBufferPointer { drawLines($0, c) }
        }
        drawLines(points, c)
    }

    private func drawLines(_ points: UnsafeBufferPointer<SDL_FPoint>, _ c: SDL_Color) {
        if recording != nil { recording?.append(.lines(Array(points), c)) }
        DrawOp.setDrawColor(c, on: renderer)
        SDL_RenderDrawLinesF(renderer, points.baseAddress, Int32(clamping: points.count))
    }

    /// Restricts drawing to a rectangle in points (nil: the whole output).
    func clip(x: Double, y: Double, width: Double, height: Double) {
        setClip(SDL_Rect(x: px(x) + originX, y: px(y), w: max(px(x + width) - px(x), 0), h: max(px(y + height) - px(y), 0)))
    }

    func clip(_ none: Void?) {
        setClip(nil)
    }

    func setScale(_ s: Double) { scale = s.isFinite && s > 0 ? s : 1 }

    /// Draws `body` with points `unit` times as large (the chrome's grid at the desktop's
    /// text size): shapes and clips scale with it; text textures, rasterized at the zoomed
    /// density by their own type, are copied pixel for pixel.
    func zoomed(by unit: Double, _ body: () -> Void) {
        guard unit != 1, unit.isFinite, unit > 0 else { return body() }
        let saved = scale
        scale = saved * unit
        body()
        scale = saved
    }

    /// Output size in pixels.
    var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    @inline(__always) func px(_ v: Double) -> Int32 { Int32(clamping: Int((v * scale).rounded())) }

    func clear(_ c: SDL_Color) {
        recording?.append(.clear(c))
        DrawOp.clear(c).perform(on: renderer)
    }

    func fill(x: Double, y: Double, width: Double, height: Double, _ c: SDL_Color, alpha: Double = 1) {
        let x0 = px(x), y0 = px(y), x1 = px(x + width), y1 = px(y + height)
        guard x1 > x0, y1 > y0 else { return }
        fillRect(SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), c, Self.alphaByte(c, alpha))
    }

    /// A translucent colour over a large rectangle in points (the help's dimming).
    ///
    /// Why not a blended fill: SDL's software renderer blends a fill pixel by pixel (~34
    /// instructions each); an opaque tile of the colour copied at the alpha goes through
    /// SDL's surface-alpha blit, several times cheaper, within a unit of 255 of the fill.
    /// The tile (256 x 256 pixels, made once per colour) is copied unscaled across the rectangle.
    func shade(x: Double, y: Double, width: Double, height: Double, _ c: SDL_Color) {
        let x0 = px(x), y0 = px(y), x1 = px(x + width), y1 = px(y + height)
        guard x1 > x0, y1 > y0 else { return }
        let rgb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        if shadeTile?.rgb != rgb {
            shadeTile = (try? Texture(opaque: handle, width: Self.shadeTileSize, height: Self.shadeTileSize, color: c)).map { (rgb, $0) }
        }
        guard let t = shadeTile?.texture else {
            fill(x: x, y: y, width: width, height: height, c)
            return
        }
        let n = Int32(Self.shadeTileSize)
        var ty = y0
        while ty < y1 {
            var tx = x0
            let h = min(n, y1 - ty)
            while tx < x1 {
                let w = min(n, x1 - tx)
                copy(t, src: SDL_Rect(x: 0, y: 0, w: w, h: h), dst: SDL_Rect(x: tx, y: ty, w: w, h: h), Self.white, c.a)
                tx += w
            }
            ty += h
        }
    }

    static let shadeTileSize = 256
    private var shadeTile: (rgb: UInt32, texture: Texture)?

    /// A one-pixel line at y (points), whatever the density.
    func hairline(x: Double, y: Double, width: Double, _ c: SDL_Color) {
        let x0 = px(x), x1 = px(x + width)
        guard x1 > x0 else { return }
        fillRect(SDL_Rect(x: x0, y: px(y), w: x1 - x0, h: 1), c, c.a)
    }

    func circle(centerX: Double, centerY: Double, diameter: Double, _ c: SDL_Color, alpha: Double = 1) {
        guard let disc else { return }
        let d = px(diameter)
        discPart(SDL_Rect(x: 0, y: 0, w: Int32(disc.width), h: Int32(disc.height)),
                 dst: SDL_Rect(x: px(centerX) - d / 2, y: px(centerY) - d / 2, w: d, h: d), c, Self.alphaByte(c, alpha))
    }

    /// Part `src` of the disc drawn into `dst`: from the cache of parts scaled and coloured
    /// (drawn untinted and unscaled), else the disc itself scaled and tinted.
    private func discPart(_ src: SDL_Rect, dst: SDL_Rect, _ c: SDL_Color, _ a: UInt8) {
        guard let disc else { return }
        if let part = discs?.part(src, width: dst.w, height: dst.h, c) {
            copy(part, dst: dst, Self.white, a)
        } else {
            copy(disc, src: src, dst: dst, c, a)
        }
    }

    static let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)

    /// A vertical capsule (the scroll indicator): two half discs and the rectangle between,
    /// with no overlap, so a translucent colour stays even.
    func capsule(x: Double, y: Double, width: Double, height: Double, _ c: SDL_Color, alpha: Double) {
        guard let disc else { return }
        let r = width / 2
        let x0 = px(x), x1 = px(x + width), yTop = px(y), yMid0 = px(y + r), yMid1 = px(y + height - r),
            yBottom = px(y + height)
        guard x1 > x0, yBottom > yTop else { return }
        let a = Self.alphaByte(c, alpha)
        let half = Int32(disc.height / 2)
        discPart(SDL_Rect(x: 0, y: 0, w: Int32(disc.width), h: half),
                 dst: SDL_Rect(x: x0, y: yTop, w: x1 - x0, h: yMid0 - yTop), c, a)
        discPart(SDL_Rect(x: 0, y: half, w: Int32(disc.width), h: half),
                 dst: SDL_Rect(x: x0, y: yMid1, w: x1 - x0, h: yBottom - yMid1), c, a)
        if yMid1 > yMid0 {
            fillRect(SDL_Rect(x: x0, y: yMid0, w: x1 - x0, h: yMid1 - yMid0), c, a)
        }
    }

    /// A rectangle with rounded corners of `radius` points: four quarter discs and three
    /// rectangles that do not overlap, so a translucent colour stays even.
    func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, _ c: SDL_Color,
                     alpha: Double = 1) {
        guard let disc else { return }
        let r = min(max(radius, 0), width / 2, height / 2)
        let x0 = px(x), x1 = px(x + r), x2 = px(x + width - r), x3 = px(x + width)
        let y0 = px(y), y1 = px(y + r), y2 = px(y + height - r), y3 = px(y + height)
        guard x3 > x0, y3 > y0 else { return }
        let a = Self.alphaByte(c, alpha)
        let hw = Int32(disc.width / 2), hh = Int32(disc.height / 2)
        let corners: [(SDL_Rect, SDL_Rect)] = [
            (SDL_Rect(x: 0, y: 0, w: hw, h: hh), SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)),
            (SDL_Rect(x: hw, y: 0, w: hw, h: hh), SDL_Rect(x: x2, y: y0, w: x3 - x2, h: y1 - y0)),
            (SDL_Rect(x: 0, y: hh, w: hw, h: hh), SDL_Rect(x: x0, y: y2, w: x1 - x0, h: y3 - y2)),
            (SDL_Rect(x: hw, y: hh, w: hw, h: hh), SDL_Rect(x: x2, y: y2, w: x3 - x2, h: y3 - y2)),
        ]
        for (src, dst) in corners where dst.w > 0 && dst.h > 0 { discPart(src, dst: dst, c, a) }
        let rects = [SDL_Rect(x: x1, y: y0, w: x2 - x1, h: y3 - y0), SDL_Rect(x: x0, y: y1, w: x1 - x0, h: y2 - y1),
                     SDL_Rect(x: x2, y: y1, w: x3 - x2, h: y2 - y1)]
        for r in rects where r.w > 0 && r.h > 0 { fillRect(r, c, a) }
    }

    /// Draws a text texture (rasterized in its colour by TextCache) with its top-left at
    /// (x, y) points. Untinted: a colour modulation would force SDL's slow generic blitter.
    /// `scale` stretches it (a title that grows or shrinks with its bar).
    func text(_ t: Texture, x: Double, y: Double, alpha: Double = 1, scale s: Double = 1) {
        let rect = SDL_Rect(x: px(x), y: px(y), w: Int32(clamping: Int((Double(t.width) * textScale * s).rounded())),
                            h: Int32(clamping: Int((Double(t.height) * textScale * s).rounded())))
        copy(t, dst: rect, Self.white, Self.alphaByte(Self.white, alpha))
    }

    /// Draws `body` into `target` at `fraction` of the density (points stay points), then
    /// returns to the window or surface. Text keeps its size in points.
    func drawing(into target: Texture, fraction: Double, _ body: () -> Void) {
        let savedScale = scale, savedText = textScale
        guard DrawOp.target(target).perform(on: renderer) else { return }
        recording?.append(.target(target))
        scale = savedScale * fraction
        textScale = savedText * fraction
        let savedInTarget = inTarget, savedOrigin = originY, savedOriginX = originX
        inTarget = true
        originY = 0
        originX = 0
        defer { originY = savedOrigin; originX = savedOriginX }
        setClip(nil)
        body()
        recording?.append(.target(nil))
        DrawOp.target(nil).perform(on: renderer)
        scale = savedScale
        textScale = savedText
        inTarget = savedInTarget
    }

    /// Width of a text texture in points.
    func width(of t: Texture) -> Double { Double(t.width) / scale }
    func height(of t: Texture) -> Double { Double(t.height) / scale }

    /// Draws `texture` with its centre at (x, y) points, `width` x `height` points, rotated
    /// by `degrees` about its centre.
    func rotated(_ texture: Texture, centerX x: Double, y: Double, width: Double, height: Double,
                 degrees: Double, _ c: SDL_Color, alpha: Double) {
        let w = px(width), h = px(height)
        let py = h / 2
        let dst = SDL_Rect(x: px(x) - w / 2 + originX, y: px(y) - py + originY, w: w, h: h)
        let op = DrawOp.rotated(texture, dst: dst, degrees: degrees,
                                pivot: SDL_Point(x: w / 2, y: py),
                                tint: SDL_Color(r: c.r, g: c.g, b: c.b, a: Self.alphaByte(c, alpha)))
        recording?.append(op)
        op.perform(on: renderer)
        count(copyOf: texture, src: nil, dst: dst, tinted: c.r & c.g & c.b != 255)
    }

    /// Draws a white mask into a rectangle in points, tinted.
    func tinted(_ t: Texture, x: Double, y: Double, width: Double, height: Double, _ c: SDL_Color, alpha: Double) {
        copy(t, dst: SDL_Rect(x: px(x), y: px(y), w: px(x + width) - px(x), h: px(y + height) - px(y)), c,
             Self.alphaByte(c, alpha))
    }

    /// Draws a texture into a rectangle in points.
    func image(_ t: Texture, x: Double, y: Double, width: Double, height: Double, alpha: Double = 1) {
        copy(t, dst: SDL_Rect(x: px(x), y: px(y), w: px(width), h: px(height)), Self.white, Self.alphaByte(Self.white, alpha))
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
