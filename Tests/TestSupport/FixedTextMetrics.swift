import RefreshEngine

/// A deterministic stand-in: every character has the same advance, wide scripts twice that.
public struct FixedTextMetrics: TextMetrics, Sendable {
    public var advance: Double
    public var lineHeights: [Double]

    public init(advance: Double = 7, lineHeights: [Double] = [20, 19, 16, 20, 17, 16, 16, 41]) {
        self.advance = advance
        self.lineHeights = lineHeights
    }

    public func width(of text: Substring, style: TextStyle) -> Double {
        var w = 0.0
        for scalar in text.unicodeScalars {
            w += WordWrapper.isWide(scalar) || WordWrapper.isHangul(scalar) ? advance * 2 : advance
        }
        return w
    }

    public func lineHeight(_ style: TextStyle) -> Double { lineHeights[style.rawValue] }
}
