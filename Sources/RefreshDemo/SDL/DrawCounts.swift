/// What a canvas drew since its counts were last reset: the regression guard of the
/// frame's cost counts these instead of timing them (counts are exact, times are not).
struct DrawCounts: Equatable {
    /// Rectangles filled, and those of them opaque yet blended (SDL blends every pixel of
    /// a fill drawn with SDL_BLENDMODE_BLEND, even at alpha 255).
    var fills = 0
    var opaqueFillsBlended = 0
    /// Texture copies, those tinted by a colour modulation (SDL's generic blitter), and
    /// those both blended and scaled (a temporary surface per copy in software), in all
    /// and on the output (not into the bar's backdrop).
    var copies = 0
    var tintedCopies = 0
    var scaledBlendedCopies = 0
    var scaledBlendedCopiesOnOutput = 0
}
