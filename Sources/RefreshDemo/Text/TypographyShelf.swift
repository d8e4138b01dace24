import RefreshEngine

/// The app's typographies kept by density and text size, made once each: a switch of the
/// desktop's text size (or back) takes the type already made instead of opening every font
/// again in the frame that shows it.
///
/// Rule: a typography is keyed by the pixels per point it is rasterized at and its text
/// scale; the panel's type (the chrome zoomed by the text size) is the one at
/// `scale * textScale` and text scale 1. A shelf past `limit` sizes starts over.
final class TypographyShelf {
    private struct Key: Hashable {
        let scale: Double
        let textScale: Double
    }

    let assets: Assets
    private var made: [Key: Typography] = [:]
    /// Typographies being made a style at a time (`prepare`).
    private var partial: [Key: [FontChain]] = [:]
    /// Two densities times a few text sizes: each typography holds 21 open fonts.
    static let limit = 8

    init(assets: Assets) {
        self.assets = assets
    }

    /// Fonts at `scale` pixels per point, point sizes times `textScale`.
    func typography(scale: Double, textScale: Double = 1) throws -> Typography {
        let key = Key(scale: scale, textScale: textScale)
        if let t = made[key] { return t }
        if made.count >= Self.limit { made.removeAll() }
        let t = try Typography(assets: assets, scale: scale, textScale: textScale)
        made[key] = t
        return t
    }

    /// The typography at `scale` and `textScale` if made; else opens the fonts of one more
    /// style (about 3 ms) and returns nil until the last. A window calls it once a frame
    /// before it switches, so no frame opens them all (about 25 ms, a dropped frame).
    func prepare(scale: Double, textScale: Double = 1) throws -> Typography? {
        let key = Key(scale: scale, textScale: textScale)
        if let t = made[key] { return t }
        var chains = partial[key] ?? []
        let styles = TextStyle.allCases
        chains.append(try Typography.chain(styles[chains.count], assets: assets, scale: scale, textScale: textScale))
        guard chains.count == styles.count else {
            partial[key] = chains
            return nil
        }
        partial[key] = nil
        if made.count >= Self.limit { made.removeAll() }
        let t = Typography(chains: chains, scale: scale, textScale: textScale)
        made[key] = t
        return t
    }

    /// Keeps `t` for its key (a typography made before the shelf).
    func keep(_ t: Typography) {
        made[Key(scale: t.scale, textScale: t.textScale)] = t
    }

    var count: Int { made.count }
}
