import CSDL2
import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// Headless frames of the panel in every language: a choice is a segmented control (its
/// chosen segment a filled block, not a slider's 2-pt track), the preset the values match
/// is ringed, and the slot in use stays marked after its message has faded.
final class PanelPixelTests: XCTestCase {
    /// Pixels in the rectangle close to a colour (each channel within 40).
    static func count(_ s: Surface, x: Range<Int>, y: Range<Int>, near c: SDL_Color) -> Int {
        count(s, x: x, y: y, near: (Int(c.r), Int(c.g), Int(c.b)))
    }

    static func count(_ s: Surface, x: Range<Int>, y: Range<Int>, near c: (Int, Int, Int)) -> Int {
        var n = 0
        for yy in y { for xx in x {
            let p = s.pixel(x: xx, y: yy)
            let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
            if abs(r - c.0) < 40 && abs(g - c.1) < 40 && abs(b - c.2) < 40 { n += 1 }
        } }
        return n
    }

    func testSegmentsPresetAndSlotInEveryLanguage() throws {
        let listWidth = 420
        let i = try XCTUnwrap(Tunables.all.firstIndex { $0.name == "scroll.velocityEstimator" })
        let row = try XCTUnwrap(TuningPanel.rows.first { $0.kind == .tunable(i) })
        let top = Int(TuningPanel.listTop + row.y)
        let seg = TuningPanel.segmentRect(0, count: 2)
        let slot = TuningPanel.rect(of: .slot), ios = TuningPanel.rect(of: .preset(.ios))
        for language in Language.allCases {
            // B, then 6 s: the "Tuning B" message has faded.
            let url = try GoldenImageTests.render("panel-marks-\(language.rawValue)", script: "key b\nwait 6\nscreenshot {shot}",
                                                  screenshotInScript: true, size: "\(listWidth)x600") {
                $0.panel = true; $0.language = language
            }
            try SDLLibrary.session(video: false) {
                let s = try Surface(loading: url.path)
                let segX = listWidth + Int(seg.x)
                // The chosen segment (least squares, the default): a filled block.
                let filled = Self.count(s, x: segX..<(segX + Int(seg.width)), y: (top + 22)..<(top + 34), near: Palette.light.segmentDefault)
                XCTAssertGreaterThan(filled, Int(seg.width) * 8, "\(language): a segment, not a track")
                // Slot B in use: the right half of the slot button is filled, the left grey.
                let sx = listWidth + Int(slot.x), sy = Int(slot.y)
                let half = Int(slot.width / 2)
                XCTAssertGreaterThan(Self.count(s, x: (sx + half + 2)..<(sx + 2 * half - 2), y: (sy + 2)..<(sy + Int(slot.height) - 2),
                                           near: Palette.light.accentButton), half * 6, "\(language): B marked")
                XCTAssertEqual(Self.count(s, x: (sx + 2)..<(sx + half - 2), y: (sy + 2)..<(sy + Int(slot.height) - 2),
                                     near: Palette.light.accentButton), 0, "\(language): A not marked")
                // The values are iOS's: its button is ringed in blue.
                let ix = listWidth + Int(ios.x)
                XCTAssertGreaterThan(Self.count(s, x: (ix - 2)..<ix, y: Int(ios.y)..<Int(ios.y + ios.height), near: (0, 122, 255)),
                                     Int(ios.height), "\(language): iOS marked")
            }
        }
    }
}
