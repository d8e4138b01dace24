import CSDL2
import Foundation
import RefreshEngine

/// Draws the refresh controls from their view states: the header (MJRefresh's normal
/// header with arrow, state text and last-updated line; its gif header; or a bare
/// UIRefreshControl-like spinner), the load-more footer, and the result banner.
final class RefresherRenderer {
    let canvas: Canvas
    let texts: TextCache
    var typography: Typography
    let frames: HeaderFrames
    private var arrow: Texture
    /// The spinner's 12 spokes, each drawn once at its own angle: a rotated copy of one
    /// spoke would be resampled every frame and look jagged at 1x.
    private var spokes: [Texture]
    private var spinnerBox: Double
    /// The colours of the frame's appearance (`use`): the masks are made in the arrow's and
    /// the spinner's, so drawing them needs no colour modulation (SDL's slow generic blitter).
    private(set) var palette: Palette

    static let arrowSize = (width: 15.0, height: 40.0)
    static let spoke = (width: 2.5, length: 7.5, radius: 11.0)

    init(canvas: Canvas, texts: TextCache, typography: Typography, frames: HeaderFrames,
         palette: Palette = .light) throws {
        self.canvas = canvas
        self.texts = texts
        self.typography = typography
        self.frames = frames
        self.palette = palette
        (arrow, spokes, spinnerBox) = try Self.masks(canvas: canvas, palette: palette)
    }

    /// Draws in `palette` from now on; the arrow and the spinner are made again in its
    /// colours only when those change (a dozen small masks: well within a frame).
    func use(_ palette: Palette) throws {
        let remake = !Contrast.same(palette.arrow, self.palette.arrow) || !Contrast.same(palette.spinner, self.palette.spinner)
        self.palette = palette
        if remake { (arrow, spokes, spinnerBox) = try Self.masks(canvas: canvas, palette: palette) }
    }

    /// The arrow, the spinner's spokes and the spinner's box in points, in `palette`'s colours.
    private static func masks(canvas: Canvas, palette: Palette) throws -> (Texture, [Texture], Double) {
        let s = canvas.scale
        // A down arrow: a 2-pt shaft and a 10-pt wide head, drawn once at the pixel density.
        let aw = Int((Self.arrowSize.width * s).rounded()), ah = Int((Self.arrowSize.height * s).rounded())
        let arrow = try canvas.makeMask(width: aw, height: ah, color: palette.arrow) { x, y in
            let cx = Double(aw) / 2, head = 9 * s, shaftHalf = 1 * s
            let top = 1 * s, bottom = Double(ah) - 1 * s
            if y < bottom - head {
                return min(shaftHalf - abs(x - cx) + 0.5, y - top + 0.5)
            }
            // Triangle: width shrinks linearly to the tip.
            let half = (bottom - y) / head * (Double(aw) / 2 - 0.5)
            return min(half - abs(x - cx) + 0.5, bottom - y + 0.5)
        }
        // Each spoke is a capsule from the centre outwards, clockwise from 12 o'clock.
        let box = 2 * (Self.spoke.radius + 1)
        let side = Int((box * s).rounded(.up))
        let half = Double(side) / 2
        let r = Self.spoke.width / 2 * s
        let outer = (Self.spoke.radius - Self.spoke.width / 2) * s
        let inner = (Self.spoke.radius - Self.spoke.length + Self.spoke.width / 2) * s
        let spokes = try (0..<12).map { i in
            let theta = Double(i) * .pi / 6
            let ux = sin(theta), uy = -cos(theta)
            return try canvas.makeMask(width: side, height: side, color: palette.spinner) { x, y in
                let px = x - half, py = y - half
                let t = min(max(px * ux + py * uy, inner), outer)
                let dx = px - t * ux, dy = py - t * uy
                return r - (dx * dx + dy * dy).squareRoot() + 0.5
            }
        }
        return (arrow, spokes, Double(side) / s)
    }

    func draw(_ v: HeaderViewState, width: Double) {
        // Off screen above the bar or fully covered: nothing to draw.
        guard v.y + v.height > 0, v.alpha > 0.001 else { return }
        let midY = v.y + v.height / 2
        // Every style says what is happening: the spinner alone left the user guessing.
        _ = drawHeaderTexts(v, midY: midY, width: width)
        // The indicator sits left of the texts (MJRefresh), inside the window (RefresherLayout).
        let indicatorX = v.indicatorX
        switch v.style {
        case .normal, .spinner:
            if v.showsArrow {
                canvas.rotated(arrow, centerX: indicatorX, y: midY, width: Self.arrowSize.width,
                               height: Self.arrowSize.height, degrees: v.arrowAngle * 180 / .pi,
                               Canvas.white, alpha: v.alpha)
            }
            if v.showsSpinner {
                drawSpinner(spokes: v.spinnerSpokes, step: v.spinnerStep,
                            spinning: v.state == .refreshing || v.state == .willRefresh,
                            centerX: indicatorX, centerY: midY, alpha: v.alpha)
            }
        case .gif:
            let all = frames.all
            if !all.isEmpty {
                canvas.image(all[min(max(v.gif.frame, 0), all.count - 1)], x: indicatorX - 20, y: midY - 20,
                             width: 40, height: 40, alpha: v.alpha)
            }
        }
    }

    /// The header's title and subtitle, centred in `width` about `midY`; the widest one's
    /// width (0 when there is no text). The art header draws the same texts beside its art.
    func drawHeaderTexts(_ v: HeaderViewState, midY: Double, width: Double) -> Double {
        var textWidth = 0.0
        let title = texts.texture(v.title, .headerTitle, palette.headerText)
        let subtitle = texts.texture(v.subtitle, .headerSubtitle, palette.headerText)
        let lineT = typography.lineHeight(.headerTitle), lineS = typography.lineHeight(.headerSubtitle)
        let top = midY - (lineT + lineS) / 2
        if let title {
            textWidth = canvas.width(of: title)
            canvas.text(title, x: v.textCenterX - textWidth / 2, y: top, alpha: v.alpha)
        }
        if let subtitle {
            textWidth = max(textWidth, canvas.width(of: subtitle))
            canvas.text(subtitle, x: v.textCenterX - canvas.width(of: subtitle) / 2, y: top + lineT, alpha: v.alpha)
        }
        return textWidth
    }

    /// The footer's title, centred in `width` about `midY`; its width (0 when there is none).
    /// The art footer draws the same text beside its art.
    func drawFooterTitle(_ v: FooterViewState, midY: Double, width: Double) -> Double {
        guard let t = texts.texture(v.title, .headerTitle, palette.headerText) else { return 0 }
        let textWidth = canvas.width(of: t)
        canvas.text(t, x: v.textCenterX - textWidth / 2, y: midY - canvas.height(of: t) / 2)
        return textWidth
    }

    /// 12 spokes; while spinning the leading one is darkest and the rest trail off.
    private func drawSpinner(spokes: Int, step: Int, spinning: Bool, centerX: Double, centerY: Double, alpha: Double) {
        for i in 0..<min(max(spokes, 0), 12) {
            let behind = (step - i + 12) % 12
            let a = spinning ? 1 - Double(behind) / 12 * 0.8 : 0.6
            canvas.tinted(self.spokes[i], x: centerX - spinnerBox / 2, y: centerY - spinnerBox / 2,
                          width: spinnerBox, height: spinnerBox, Canvas.white, alpha: a * alpha)
        }
    }

    /// A haptic's pulse (`hapticPulse`, 1 down to 0): a disc of the accent colour that grows
    /// from the indicator and fades, where a phone would tick under the thumb.
    func drawHapticPulse(_ pulse: Double, centerX: Double, centerY: Double) {
        guard pulse > 0 else { return }
        canvas.circle(centerX: centerX, centerY: centerY, diameter: 28 + 24 * (1 - pulse), palette.accent, alpha: 0.35 * pulse)
    }

    /// The trailer's indicator: the header's arrow turned to lie along the row (at 0 it
    /// points back at the cards, at pi away from them: release), or the spinner while loading.
    func drawTrailerIndicator(_ t: TrailerView, centerX: Double, centerY: Double) {
        if t.showsSpinner {
            drawSpinner(spokes: 12, step: t.spinnerStep, spinning: true, centerX: centerX, centerY: centerY, alpha: 1)
        } else if t.showsArrow {
            // The arrow's texture points down; a quarter turn clockwise points it left. At its
            // own size: a scaled blended copy would cost a frame of a fling its slow path.
            canvas.rotated(arrow, centerX: centerX, y: centerY, width: Self.arrowSize.width,
                           height: Self.arrowSize.height, degrees: 90 + t.arrowAngle * 180 / .pi,
                           Canvas.white, alpha: 1)
        }
    }

    /// The footer: its text centred, with a spinner (loading) or, for the back style, an arrow.
    func drawFooter(_ v: FooterViewState, width: Double, viewportHeight: Double) {
        guard v.visible, v.y < viewportHeight, v.y + v.height > 0 else { return }
        if v.pressed { canvas.fill(x: 0, y: v.y, width: width, height: v.height, palette.footerPressed) }
        let midY = v.y + v.height / 2
        _ = drawFooterTitle(v, midY: midY, width: width)
        let indicatorX = v.indicatorX
        if v.showsSpinner {
            drawSpinner(spokes: 12, step: v.spinnerStep, spinning: true, centerX: indicatorX, centerY: midY, alpha: 1)
        } else if v.showsArrow {
            canvas.rotated(arrow, centerX: indicatorX, y: midY, width: Self.arrowSize.width,
                           height: Self.arrowSize.height * 0.8, degrees: v.arrowAngle * 180 / .pi,
                           Canvas.white, alpha: 1)
        }
    }
}

/// The gif header's frames from Assets/Frames, loaded once, in the order of their timeline
/// (ArtTimeline.builtInFrames): the idle frames, then the refreshing ones.
final class HeaderFrames {
    let all: [Texture]

    static let idleCount = 10
    static let refreshingCount = 4

    static func paths(_ assets: Assets) -> [String] {
        (0..<idleCount).map { assets.frame("idle", $0) } + (0..<refreshingCount).map { assets.frame("refreshing", $0) }
    }

    init(renderer: RendererHandle, assets: Assets) throws {
        func load(_ path: String) throws -> Texture {
            do {
                return try Texture(renderer: renderer, surface: Surface(loading: path))
            } catch let e as SDLError {
                throw AppError("\(path): not a readable PNG image (\(e.message))")
            }
        }
        all = try Self.paths(assets).map(load)
    }
}
