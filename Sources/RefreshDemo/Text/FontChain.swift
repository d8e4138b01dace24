import CSDL2
import RefreshEngine
import RefreshPhysics

/// Text in one style through a chain of fonts: each character comes from the first
/// font that has its glyph (Latin and Cyrillic from DejaVu, Chinese from Droid Sans
/// Fallback), except that Hangul always comes from NanumSquare (Droid has Hangul too, but
/// in one weight only): mixed-script strings render without tofu, bold in every script.
///
/// Measures in points (pixels / scale) for the engine's layout and renders
/// white text (tinted at draw time) at the display's pixel density.
final class FontChain {
    let fonts: [Font]
    let scale: Double
    /// Which font of the chain draws a scalar; looked up once per scalar.
    private var choice: [UInt32: Int] = [:]
    let lineHeightPixels: Int
    let ascentPixels: Int

    /// The face that draws Hangul, whatever comes first in the chain.
    let hangulFont: Int?

    init(faces: [(path: String, syntheticBold: Bool)], pointSize: Double, scale: Double, hangulFont: Int? = nil) throws {
        self.scale = scale
        self.hangulFont = hangulFont
        fonts = try faces.map {
            try Font(path: $0.path, pixelSize: Int(saturating: (pointSize * scale).rounded()), syntheticBold: $0.syntheticBold)
        }
        lineHeightPixels = fonts.map(\.lineSkip).max() ?? 1
        ascentPixels = fonts.map(\.ascent).max() ?? 0
    }

    func fontIndex(for scalar: Unicode.Scalar) -> Int {
        if let i = choice[scalar.value] { return i }
        if let h = hangulFont, WordWrapper.isHangul(scalar), fonts.indices.contains(h), fonts[h].provides(scalar) {
            choice[scalar.value] = h
            return h
        }
        var pick = 0
        for (i, f) in fonts.enumerated() where f.provides(scalar) {
            pick = i
            break
        }
        choice[scalar.value] = pick
        return pick
    }

    /// Splits text into runs that one font draws, calling body(fontIndex, run).
    func forEachRun(_ text: Substring, _ body: (Int, Substring) -> Void) {
        var start = text.startIndex
        var current = -1
        var i = text.startIndex
        while i < text.endIndex {
            let ch = text[i]
            // Spaces and combining marks stay in the run they are in.
            let f = ch == " " && current >= 0 ? current : fontIndex(for: ch.unicodeScalars.first ?? " ")
            if f != current {
                if current >= 0 { body(current, text[start..<i]) }
                start = i
                current = f
            }
            i = text.index(after: i)
        }
        if current >= 0, start < text.endIndex { body(current, text[start..<text.endIndex]) }
    }

    func widthPixels(_ text: Substring) -> Int {
        if let w = widths[text] { return w }
        var total = 0
        forEachRun(text) { f, run in
            total += String(run).withCString { fonts[f].width($0) }
        }
        if widths.count >= Self.maxCachedWidths { widths.removeAll(keepingCapacity: true) }
        widths[text] = total
        return total
    }

    /// Widths already measured, by text: line breaking measures the same words again and
    /// again (each row's words, each twice), and SDL_ttf shapes every call anew.
    private var widths: [Substring: Int] = [:]
    static let maxCachedWidths = 20_000

    /// Renders one line in `color` as an ARGB surface with all runs on one baseline.
    func render(_ text: String, color: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255)) throws -> Surface? {
        var parts: [(Int, UnsafeMutablePointer<SDL_Surface>)] = []
        defer { for (_, s) in parts { SDL_FreeSurface(s) } }
        var failure: SDLError?
        forEachRun(Substring(text)) { f, run in
            guard failure == nil else { return }
            if let s = String(run).withCString({ TTF_RenderUTF8_Blended(fonts[f].pointer, $0, color) }) {
                parts.append((f, s))
            } else {
                failure = SDLError("TTF_RenderUTF8_Blended")
            }
        }
        if let failure { throw failure }
        let width = parts.reduce(0) { $0 + Int($1.1.pointee.w) }
        guard width > 0 else { return nil }
        let line = try Surface(width: width, height: lineHeightPixels)
        SDL_FillRect(line.pointer, nil, 0)
        var x: Int32 = 0
        for (f, s) in parts {
            SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE)
            var dst = SDL_Rect(x: x, y: Int32(ascentPixels - fonts[f].ascent), w: s.pointee.w, h: s.pointee.h)
            SDL_UpperBlit(s, nil, line.pointer, &dst)
            x += s.pointee.w
        }
        return line
    }
}

/// The app's fonts for every text style, which also measure text for the engine.
final class Typography: TextMetrics {
    static let pointSizes: [TextStyle: Double] = [.body: 15, .author: 15, .meta: 13, .title: 17,
                                                  .headerTitle: 14, .headerSubtitle: 12, .banner: 13, .largeTitle: 34]
    static let boldStyles: Set<TextStyle> = [.author, .title, .headerTitle, .banner, .largeTitle]
    let chains: [FontChain]
    let scale: Double
    /// The desktop's text-scaling factor the point sizes are multiplied by (1: as designed).
    let textScale: Double

    convenience init(assets: Assets, scale: Double, textScale: Double = 1) throws {
        try self.init(chains: TextStyle.allCases.map { try Self.chain($0, assets: assets, scale: scale, textScale: textScale) },
                      scale: scale, textScale: textScale)
    }

    /// From chains already made, one per style in `TextStyle.allCases` order (TypographyShelf
    /// makes them one a frame).
    init(chains: [FontChain], scale: Double, textScale: Double) {
        self.scale = scale
        self.textScale = textScale
        self.chains = chains
    }

    /// The fonts of `style`.
    static func chain(_ style: TextStyle, assets: Assets, scale: Double, textScale: Double) throws -> FontChain {
        let bold = boldStyles.contains(style)
        let latin = assets.font(bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf")
        let han = assets.font("DroidSansFallbackFull.ttf")
        let hangul = assets.font(bold ? "NanumSquareB.ttf" : "NanumSquareR.ttf")
        // Latin, Greek and Cyrillic; then Chinese (emboldened for bold styles: Droid Sans
        // Fallback has one weight); Hangul from NanumSquare Bold, emboldened too: alone it
        // reads as regular beside DejaVu Bold (BoldHangulTests measures the ink).
        return try FontChain(faces: [(latin, false), (han, bold), (hangul, bold)],
                             pointSize: (pointSizes[style] ?? 15) * textScale, scale: scale, hangulFont: 2)
    }

    func chain(_ style: TextStyle) -> FontChain { chains[style.rawValue] }

    func width(of text: Substring, style: TextStyle) -> Double {
        Double(chain(style).widthPixels(text)) / scale
    }

    func lineHeight(_ style: TextStyle) -> Double {
        (Double(chain(style).lineHeightPixels) / scale).rounded(.up)
    }
}
