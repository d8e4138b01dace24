import CSDL2
import Foundation

/// WCAG 2's contrast ratio between two colours, and colours moved until they meet one.
///
/// Rule: relative luminance from sRGB (the WCAG formula); a ratio runs from 1 (the same)
/// to 21 (black on white); text needs 4.5, large text and graphics 3, AAA 7.
enum Contrast {
    /// The relative luminance of an opaque colour, 0 (black) to 1 (white).
    static func luminance(_ c: SDL_Color) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// The contrast ratio of two opaque colours, 1 to 21.
    static func ratio(_ a: SDL_Color, _ b: SDL_Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` blended over an opaque `bottom` by its alpha: what a translucent fill shows.
    static func over(_ top: SDL_Color, _ bottom: SDL_Color) -> SDL_Color {
        let a = Double(top.a) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
        return SDL_Color(r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 255)
    }

    /// `c` moved in steps towards black or white (away from `against`) until its ratio with
    /// `against` is at least `minimum`; `c` itself when it already is.
    static func adjusted(_ c: SDL_Color, against: SDL_Color, minimum: Double) -> SDL_Color {
        adjusted(c, againstAll: [against], minimum: minimum)
    }

    /// `c` moved towards black or white (away from the first of `grounds`) until it meets
    /// `minimum` against every one of them; a translucent `c` is measured as it shows over each.
    static func adjusted(_ c: SDL_Color, againstAll grounds: [SDL_Color], minimum: Double) -> SDL_Color {
        func meets(_ x: SDL_Color) -> Bool { grounds.allSatisfy { ratio(over(x, $0), $0) >= minimum } }
        guard let first = grounds.first, !meets(c) else { return c }
        let target: UInt8 = luminance(first) > 0.18 ? 0 : 255
        var best = c
        for step in 1...40 {
            let f = Double(step) / 40
            func mix(_ v: UInt8) -> UInt8 { UInt8((Double(v) * (1 - f) + Double(target) * f).rounded()) }
            best = SDL_Color(r: mix(c.r), g: mix(c.g), b: mix(c.b), a: c.a)
            if meets(best) { return best }
        }
        return best
    }

    /// The fill `fill` moved (towards black or white, away from `text`) until `text` on it,
    /// as it shows over `ground`, meets `minimum`.
    static func fill(_ fill: SDL_Color, under text: SDL_Color, over ground: SDL_Color, minimum: Double) -> SDL_Color {
        if ratio(text, over(fill, ground)) >= minimum { return fill }
        let target: UInt8 = luminance(text) > 0.18 ? 0 : 255
        var best = fill
        for step in 1...40 {
            let f = Double(step) / 40
            func mix(_ v: UInt8) -> UInt8 { UInt8((Double(v) * (1 - f) + Double(target) * f).rounded()) }
            best = SDL_Color(r: mix(fill.r), g: mix(fill.g), b: mix(fill.b), a: fill.a)
            if ratio(text, over(best, ground)) >= minimum { return best }
        }
        return best
    }

    /// True when two colours are the same, alpha included (SDL_Color is not Equatable).
    static func same(_ a: SDL_Color, _ b: SDL_Color) -> Bool {
        a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
    }
}
