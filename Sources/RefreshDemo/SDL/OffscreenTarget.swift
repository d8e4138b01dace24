import CSDL2
import RefreshEngine
import RefreshDemoModel

/// A software-rendered surface the size of the virtual window, at a pixel density.
/// Rebuilt when a script resizes the window.
final class OffscreenTarget {
    let surface: Surface
    let canvas: Canvas
    let renderer: ListRenderer

    init(width: Double, height: Double, scale: Double, typography: Typography, assets: Assets,
         shelf: TypographyShelf? = nil) throws {
        // Refused before SDL makes it: SDL's blit crashes on a surface past 2 GiB.
        try CanvasLimit.check(width: width, height: height, scale: scale, what: "the headless canvas")
        surface = try Surface(width: Int((width * scale).rounded()), height: Int((height * scale).rounded()))
        canvas = try Canvas(surface: surface, scale: scale)
        renderer = try ListRenderer(canvas: canvas, typography: typography, assets: assets, shelf: shelf)
    }

    func draw(_ frame: WorkbenchFrame, hud: String? = nil, badge: String? = nil) {
        renderer.draw(frame, hud: hud, badge: badge)
        SDL_RenderFlush(canvas.renderer)
    }
}
