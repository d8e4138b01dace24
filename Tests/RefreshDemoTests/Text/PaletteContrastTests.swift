import CSDL2
import RefreshDemoModel
import XCTest
@testable import RefreshDemo

/// Every text the app draws reads: each text colour against what it is drawn on
/// (Palette.textPairs) meets WCAG's 4.5:1 in light and in dark, with any desktop accent,
/// and 7:1 in high contrast; the rendered frames show the same ratios in their pixels.
final class PaletteContrastTests: XCTestCase {
    /// Accents a desktop may give: GNOME's (blue, teal, green, yellow, orange, red, pink,
    /// purple, slate) and the extremes, white and black.
    static let accents: [AccentColor] = [
        (0.21, 0.52, 0.89), (0.13, 0.56, 0.64), (0.23, 0.58, 0.29), (0.78, 0.53, 0.0), (0.93, 0.36, 0.0),
        (0.90, 0.11, 0.14), (0.84, 0.38, 0.62), (0.57, 0.25, 0.66), (0.43, 0.48, 0.55), (1, 1, 1), (0, 0, 0),
    ].compactMap { AccentColor(red: $0.0, green: $0.1, blue: $0.2) }

    func testTheWCAGFormulaGivesItsKnownRatios() {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255), black = SDL_Color(r: 0, g: 0, b: 0, a: 255)
        XCTAssertEqual(Contrast.ratio(white, black), 21, accuracy: 0.001)
        XCTAssertEqual(Contrast.ratio(white, white), 1, accuracy: 0.001)
        // #767676 on white is the classic 4.54:1.
        XCTAssertEqual(Contrast.ratio(SDL_Color(r: 118, g: 118, b: 118, a: 255), white), 4.54, accuracy: 0.01)
        // iOS's old secondary grey on white fails AA: why the palette's is darker.
        XCTAssertLessThan(Contrast.ratio(SDL_Color(r: 138, g: 138, b: 142, a: 255), white), 4.5)
    }

    func testEveryTextMeetsItsRatioInEveryAppearance() {
        var appearances: [(String, Appearance, Double)] = []
        for scheme in Appearance.Scheme.allCases {
            for high in [false, true] {
                let minimum = high ? 7.0 : 4.5
                appearances.append(("\(scheme)\(high ? " high contrast" : "")", Appearance(scheme: scheme, highContrast: high), minimum))
                for (i, a) in Self.accents.enumerated() {
                    appearances.append(("\(scheme)\(high ? " high contrast" : "") accent \(i)",
                                        Appearance(scheme: scheme, accent: a, highContrast: high), minimum))
                }
            }
        }
        for (name, appearance, minimum) in appearances {
            let palette = Palette.for(appearance)
            XCTAssertGreaterThan(palette.textPairs.count, 30)
            for pair in palette.textPairs {
                let r = Contrast.ratio(pair.text, pair.on)
                XCTAssertGreaterThanOrEqual(r, minimum, "\(name): \(pair.what) is \(String(format: "%.2f", r)):1")
            }
        }
    }

    /// The base palettes meet the rule as written: nothing is moved to make them (the colours
    /// in this file are the colours drawn).
    func testTheBasePalettesAreDrawnAsWritten() {
        for (base, appearance) in [(Palette.light, Appearance.light), (Palette.dark, Appearance.dark)] {
            let drawn = Palette.for(appearance)
            for (a, b) in zip(base.textPairs, drawn.textPairs) {
                XCTAssertTrue(Contrast.same(a.text, b.text) && Contrast.same(a.on, b.on), "\(appearance.scheme): \(a.what)")
            }
        }
    }

    func testHighContrastRaisesTextAndThickensSeparators() {
        for scheme in Appearance.Scheme.allCases {
            let normal = Palette.for(Appearance(scheme: scheme)), high = Palette.for(Appearance(scheme: scheme, highContrast: true))
            XCTAssertEqual(normal.separatorPixels, 1)
            XCTAssertEqual(high.separatorPixels, 2)
            XCTAssertGreaterThan(Contrast.ratio(high.secondaryText, high.row), Contrast.ratio(normal.secondaryText, normal.row))
            XCTAssertGreaterThan(Contrast.ratio(high.separator, high.row), Contrast.ratio(normal.separator, normal.row))
        }
    }

    func testTheAccentTintsTheSpinnerSelectionAndControls() throws {
        let pink = try XCTUnwrap(AccentColor(red: 0.84, green: 0.38, blue: 0.62))
        let p = Palette.for(Appearance(accent: pink))
        XCTAssertTrue(Contrast.same(p.accent, SDL_Color(r: 214, g: 97, b: 158, a: 255)))
        XCTAssertEqual([p.selection.r, p.selection.g, p.selection.b], [214, 97, 158])
        XCTAssertFalse(Contrast.same(p.spinner, Palette.light.spinner))
        XCTAssertFalse(Contrast.same(p.accentButton, Palette.light.accentButton))
        // The platform controls keep their own colours: an accent is the app's, not Cupertino's.
        XCTAssertTrue(Contrast.same(p.cupertinoTick, Palette.light.cupertinoTick))
    }

    /// Cupertino's indicator in each scheme, as Flutter's CupertinoActivityIndicator has it;
    /// the light controls are the renderer's own colours.
    func testCupertinosTicksAreThePlatformsColours() {
        for (a, b) in [(Palette.light.swipeDisc, RefresherRenderer.swipeDisc), (Palette.light.swipeRing, RefresherRenderer.swipeRing),
                       (Palette.light.materialDisc, RefresherRenderer.materialDisc), (Palette.light.materialRing, RefresherRenderer.materialRing),
                       (Palette.light.cupertinoTick, RefresherRenderer.cupertinoTick)] {
            XCTAssertTrue(Contrast.same(a, b))
        }
        XCTAssertEqual([Palette.light.cupertinoTick.r, Palette.light.cupertinoTick.g, Palette.light.cupertinoTick.b], [0x3C, 0x3C, 0x44])
        XCTAssertEqual([Palette.dark.cupertinoTick.r, Palette.dark.cupertinoTick.g, Palette.dark.cupertinoTick.b], [0xEB, 0xEB, 0xF5])
    }
}

extension PaletteContrastTests {
    /// The strongest contrast between the ground at (gx, gy) and any pixel of the box: the
    /// ink of the text drawn there, as the frame shows it.
    static func inkContrast(_ s: Surface, x: Range<Int>, y: Range<Int>, ground: (x: Int, y: Int)) -> Double {
        func color(_ p: UInt32) -> SDL_Color {
            SDL_Color(r: UInt8(p >> 16 & 0xFF), g: UInt8(p >> 8 & 0xFF), b: UInt8(p & 0xFF), a: 255)
        }
        let bg = color(s.pixel(x: ground.x, y: ground.y))
        var best = 1.0
        for yy in y where yy < s.height { for xx in x where xx < s.width {
            best = max(best, Contrast.ratio(color(s.pixel(x: xx, y: yy)), bg))
        } }
        return best
    }

    /// The rendered frames, at 2x (where a glyph's stem reaches its colour): the first row's
    /// time (the secondary grey, the weakest text) and the header's state text, in light and
    /// dark, reach at least 4.5:1 against their ground in the pixels.
    func testTheRenderedTextReachesItsContrastInThePixels() throws {
        for scheme in Appearance.Scheme.allCases {
            // The carousel off: the first row then sits right under the header.
            let url = try GoldenImageTests.render("contrast-\(scheme.rawValue)",
                                                  script: "set list.carousel off\n" + GoldenImageTests.headerStates[3].1,
                                                  screenshotInScript: true, scale: 2, size: "320x260") {
                $0.appearance = scheme == .dark ? .dark : .light
            }
            try SDLLibrary.session(video: false) {
                let s = try Surface(loading: url.path)
                // The header band (64 to 118 pt): its title and last-updated line, centred; ground at its left edge.
                let header = Self.inkContrast(s, x: 160..<560, y: 140..<230, ground: (4, 180))
                XCTAssertGreaterThanOrEqual(header, 4.5, "\(scheme): the header's texts")
                // The first row under it: its time at the right end, ground just left of it.
                let time = Self.inkContrast(s, x: 560..<630, y: 300..<332, ground: (540, 300))
                XCTAssertGreaterThanOrEqual(time, 4.5, "\(scheme): the row's time")
            }
        }
    }
}
