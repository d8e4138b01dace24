import CSDL2

/// A TrueType font at one pixel size, closed with this value.
final class Font {
    let pointer: OpaquePointer
    let path: String
    let ascent: Int
    let lineSkip: Int

    /// `syntheticBold`: embolden the outlines (for a face that has no bold of its own).
    init(path: String, pixelSize: Int, syntheticBold: Bool = false) throws {
        guard let f = TTF_OpenFont(path, Int32(max(pixelSize, 1))) else {
            throw AppError("\(path): cannot open font (\(String(cString: SDL_GetError())))")
        }
        pointer = f
        self.path = path
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        if syntheticBold { TTF_SetFontStyle(f, TTF_STYLE_BOLD) }
        ascent = Int(TTF_FontAscent(f))
        lineSkip = Int(TTF_FontLineSkip(f))
    }

    deinit { TTF_CloseFont(pointer) }

    func provides(_ scalar: Unicode.Scalar) -> Bool {
        TTF_GlyphIsProvided32(pointer, scalar.value) != 0
    }

    /// Width in pixels of a UTF-8 string.
    func width(_ text: UnsafePointer<CChar>) -> Int {
        var w: Int32 = 0, h: Int32 = 0
        if TTF_SizeUTF8(pointer, text, &w, &h) < 0 { return 0 }
        return Int(w)
    }
}
