import CSDL2
import RefreshEngine
import RefreshPhysics

/// The frosted top bar of iOS: what scrolls under the bar shows through it blurred.
///
/// How: the content under the bar is drawn a second time into a target a quarter of the
/// density, that is drawn into one a sixteenth of it with linear filtering (an average
/// of 4 x 4 pixels), and that is scaled back up in two steps, each with linear filtering
/// (a single 16x step would show its squares): a downsample-and-blur in three texture
/// copies, no read-back, the same on a GPU and in the software renderer. A white tint
/// over it keeps the title readable, as on iOS.
///
/// Cost: the tint is blended into the coarse target (a sixteenth of the pixels: blending
/// commutes with linear scaling), the last linear step ends at half the density, and that
/// is doubled to the output by nearest copies: a linear stretch costs ~30 instructions a
/// pixel in SDL's software renderer, a blended fill ~34, and the output's pixels are the
/// most. Under the tint the blur shows at 22%, so the nearest step moves no pixel by more
/// than a few units of 255.
final class BarBackdrop {
    private let canvas: Canvas
    private var coarse: Texture?
    private var coarser: Texture?
    private var half: Texture?
    private var size = (width: 0.0, height: 0.0, scale: 0.0)

    /// The first downsample, and the second's further step.
    static let firstFraction = 0.25
    static let secondFraction = 0.25

    /// The colours of the frame's appearance (set by ListRenderer): the ground under the blur.
    var palette: Palette = .light

    init(canvas: Canvas) { self.canvas = canvas }

    /// Draws the blurred backdrop of the bar (0, 0, width, height) under `tint`; `content`
    /// draws what lies under the bar, in the list's points. False when it could not (no
    /// render targets): the caller draws the tint alone.
    func draw(width: Double, height: Double, tint: SDL_Color, content: () -> Void) -> Bool {
        guard width >= 1, height >= 1, let (a, b, h) = targets(width: width, height: height) else { return false }
        canvas.drawing(into: a, fraction: Self.firstFraction) {
            canvas.clear(palette.background)
            content()
        }
        canvas.drawing(into: b, fraction: Self.firstFraction * Self.secondFraction) {
            canvas.clear(palette.background)
            canvas.image(a, x: 0, y: 0, width: width, height: height)
        }
        canvas.drawing(into: a, fraction: Self.firstFraction) {
            canvas.clear(palette.background)
            canvas.image(b, x: 0, y: 0, width: width, height: height)
            canvas.fill(x: 0, y: 0, width: width, height: height, tint)
        }
        canvas.drawing(into: h, fraction: Self.halfFraction) {
            canvas.clear(palette.background)
            canvas.image(a, x: 0, y: 0, width: width, height: height)
        }
        canvas.image(h, x: 0, y: 0, width: width, height: height)
        return true
    }

    /// The density of the last linear step, doubled to the output by nearest copies.
    static let halfFraction = 0.5

    /// The three targets for this size, made again only when the size or density changes.
    private func targets(width: Double, height: Double) -> (Texture, Texture, Texture)? {
        let s = canvas.scale
        if size != (width, height, s) || coarse == nil || coarser == nil || half == nil {
            func pixels(_ v: Double, _ f: Double) -> Int { max(Int(saturating: (v * s * f).rounded(.up)), 1) }
            let f1 = Self.firstFraction, f2 = Self.firstFraction * Self.secondFraction, f3 = Self.halfFraction
            coarse = try? Texture(target: canvas.handle, width: pixels(width, f1), height: pixels(height, f1))
            coarser = try? Texture(target: canvas.handle, width: pixels(width, f2), height: pixels(height, f2))
            half = try? Texture(target: canvas.handle, width: pixels(width, f3), height: pixels(height, f3))
            size = (width, height, s)
            if let half { SDL_SetTextureScaleMode(half.pointer, SDL_ScaleModeNearest) }
        }
        guard let coarse, let coarser, let half else { return nil }
        // Both are cleared to an opaque colour before anything is drawn into them: copied
        // unblended, the same pixels come out without a per-pixel blend (in software, a
        // blended scaled copy also goes through a temporary surface).
        for t in [coarse, coarser, half] { SDL_SetTextureBlendMode(t.pointer, SDL_BLENDMODE_NONE) }
        return (coarse, coarser, half)
    }
}
