import CSDL2
import RefreshEngine

/// The result banner: its fill and an icon by its kind, then its text, centred together.
///
/// Rule: success and failure differ by more than a hue: good news is a blue fill with a
/// check in a disc, a failure a red fill with a warning triangle. The icon is drawn in the
/// text's colour (`onFill`, at least 4.5:1 on the fill: PaletteContrastTests), its mark cut
/// out in the fill's, so each meets WCAG's 3:1 for graphics.
extension RefresherRenderer {
    /// The icon beside a banner's text.
    enum BannerIcon: Equatable {
        /// A disc with a check mark.
        case check
        /// A triangle with an exclamation mark.
        case warning
    }

    static let bannerIconSize = 16.0
    static let bannerIconGap = 8.0

    static func icon(of kind: BannerKind) -> BannerIcon { kind == .failure ? .warning : .check }

    /// The banner's fill in `palette`.
    static func fill(of kind: BannerKind, in palette: Palette) -> SDL_Color {
        kind == .failure ? palette.bannerError : palette.bannerInfo
    }

    func drawBanner(_ b: BannerState, width: Double) {
        let color = Self.fill(of: b.kind, in: palette)
        canvas.fill(x: 0, y: b.y, width: width, height: b.height, color)
        guard let t = texts.texture(b.text, .banner, palette.onFill) else { return }
        let size = Self.bannerIconSize, gap = Self.bannerIconGap
        let textWidth = canvas.width(of: t)
        let left = (width - size - gap - textWidth) / 2
        let midY = b.y + b.height / 2
        drawBannerIcon(Self.icon(of: b.kind), x: left, midY: midY, size: size, fill: color)
        canvas.text(t, x: left + size + gap, y: b.y + (b.height - canvas.height(of: t)) / 2)
    }

    /// The icon in a `size` square from x, centred on midY: `onFill` with its mark in `fill`.
    private func drawBannerIcon(_ icon: BannerIcon, x: Double, midY: Double, size: Double, fill: SDL_Color) {
        let ink = palette.onFill
        let stroke = max(size / 8, 1.5)
        switch icon {
        case .check:
            canvas.circle(centerX: x + size / 2, centerY: midY, diameter: size, ink)
            let s = size / 16
            canvas.stadium(from: (x + 4.5 * s, midY + 0.5 * s), to: (x + 7 * s, midY + 3 * s), width: stroke, fill)
            canvas.stadium(from: (x + 7 * s, midY + 3 * s), to: (x + 11.5 * s, midY - 3 * s), width: stroke, fill)
        case .warning:
            // A little wider and taller than the disc: a triangle looks smaller than a circle of its size.
            let top = midY - size * 0.52, bottom = midY + size * 0.45
            canvas.triangles([(x + size / 2, top), (x + size + 1, bottom), (x - 1, bottom)], ink)
            let cx = x + size / 2, bar = stroke * 0.85
            canvas.stadium(from: (cx, top + size * 0.38), to: (cx, bottom - size * 0.38), width: bar, fill)
            canvas.circle(centerX: cx, centerY: bottom - size * 0.17, diameter: bar * 1.25, fill)
        }
    }
}
