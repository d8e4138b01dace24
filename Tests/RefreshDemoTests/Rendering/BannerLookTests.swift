import CSDL2
import RefreshEngine
import RefreshDemoModel
import XCTest
@testable import RefreshDemo

/// Good news and a failure look different by more than a hue: each kind has its own icon
/// (a check in a disc, a warning triangle) and its own fill, and both keep their contrast in
/// light, dark and high contrast: the text at least 4.5:1 (7:1 in high contrast) on its fill,
/// the icon (drawn in the text's colour, its mark in the fill's) at least 3:1.
final class BannerLookTests: XCTestCase {
    func testEachKindHasItsOwnIcon() {
        XCTAssertEqual(RefresherRenderer.icon(of: .success), .check)
        XCTAssertEqual(RefresherRenderer.icon(of: .failure), .warning)
    }

    /// The hue of a colour in degrees (0...360).
    func hue(_ c: SDL_Color) -> Double {
        let r = Double(c.r) / 255, g = Double(c.g) / 255, b = Double(c.b) / 255
        let mx = max(r, g, b), mn = min(r, g, b), d = mx - mn
        guard d > 0 else { return 0 }
        var h: Double
        if mx == r { h = (g - b) / d } else if mx == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h *= 60
        return h < 0 ? h + 360 : h
    }

    func testContrastInEveryAppearance() {
        for scheme in Appearance.Scheme.allCases {
            for high in [false, true] {
                let palette = Palette.for(Appearance(scheme: scheme, highContrast: high))
                let name = "\(scheme)\(high ? " high contrast" : "")"
                for kind in BannerKind.allCases {
                    let fill = RefresherRenderer.fill(of: kind, in: palette)
                    let r = Contrast.ratio(palette.onFill, fill)
                    XCTAssertGreaterThanOrEqual(r, high ? 7 : 4.5, "\(name) \(kind) text: \(String(format: "%.2f", r)):1")
                    XCTAssertGreaterThanOrEqual(r, 3, "\(name) \(kind) icon")
                }
                let success = RefresherRenderer.fill(of: .success, in: palette)
                let failure = RefresherRenderer.fill(of: .failure, in: palette)
                // Far apart on the colour wheel (the old orange and red were 14 degrees apart).
                let d = abs(hue(success) - hue(failure)), apart = min(d, 360 - d)
                XCTAssertGreaterThan(apart, 90, "\(name): the fills' hues \(hue(success)) and \(hue(failure))")
            }
        }
    }

    /// The old orange (#C93400) and the red were close: the check the hue test makes fails on them.
    func testTheHueCheckTellsTheOldColoursApart() {
        let d = abs(hue(SDL_Color(r: 201, g: 52, b: 0, a: 255)) - hue(SDL_Color(r: 215, g: 0, b: 21, a: 255)))
        XCTAssertLessThan(min(d, 360 - d), 90)
    }
}
