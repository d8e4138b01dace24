import XCTest
@testable import RefreshEngine
import TestSupport

/// The header and footer lay out in any width from 200 pt: the indicator stays inside, the
/// texts shorten, in every language.
final class RefresherLayoutTests: XCTestCase {
    func testWideIsMJRefreshsLayout() {
        let p = RefresherLayout(width: 420, textWidth: 140, indicatorHalfWidth: 12)
        XCTAssertEqual(p.textCenterX, 210)
        XCTAssertEqual(p.indicatorX, 210 - 70 - 34)
        XCTAssertEqual(p.textRoom, 420 - 8 - 140, accuracy: 1e-9)
    }

    /// A table of widths and text widths: the indicator's box and the texts stay inside.
    func testNarrowKeepsEverythingInside() {
        for width in [200.0, 240, 320, 420] {
            for text in [0.0, 60, 150, 190, 260, 400] {
                for h in [12.0, 20] {
                    let p = RefresherLayout(width: width, textWidth: text, indicatorHalfWidth: h)
                    let shown = min(text, p.textRoom)
                    XCTAssertGreaterThanOrEqual(p.indicatorX - h, RefresherLayout.margin - 1e-9, "\(width) \(text) \(h)")
                    XCTAssertLessThanOrEqual(p.textCenterX + shown / 2, width - RefresherLayout.margin + 1e-9)
                    XCTAssertGreaterThanOrEqual(p.textCenterX - shown / 2, p.indicatorX + h + RefresherLayout.minGap - 1e-9)
                }
            }
        }
    }

    /// Today's 240-pt defect: the centred text pushed the spinner half outside.
    func testTheSpinnerAt240IsInside() {
        var h = EngineHarness(width: 240)
        h.engine.headerStyle = .spinner
        for language in Language.allCases {
            h.engine.language = language
            let v = h.engine.frame(at: 1).header
            XCTAssertGreaterThanOrEqual(v.indicatorX - 12, RefresherLayout.margin - 1e-9, "\(language)")
        }
    }

    /// Every language at 200, 240 and 320 pt: the texts shown fit their room; Russian's
    /// last-updated line keeps its time and drops its label rather than being cut.
    func testHeaderAndFooterTextsFitInEveryLanguage() {
        let m = FixedTextMetrics()
        for width in [200.0, 240, 320] {
            for language in Language.allCases {
                var h = EngineHarness(width: width)
                h.engine.language = language
                let f = h.engine.frame(at: 1)
                for (text, style) in [(f.header.title, TextStyle.headerTitle), (f.header.subtitle, .headerSubtitle)] {
                    let w = m.width(of: Substring(text), style: style)
                    XCTAssertLessThanOrEqual(f.header.textCenterX + w / 2, width - RefresherLayout.margin + 1e-9,
                                             "\(language) \(width): \(text)")
                    XCTAssertFalse(text.isEmpty)
                }
                let fw = m.width(of: Substring(f.footer.title), style: .headerTitle)
                XCTAssertLessThanOrEqual(f.footer.textCenterX + fw / 2, width - RefresherLayout.margin + 1e-9, "\(language) \(width)")
                XCTAssertGreaterThanOrEqual(f.footer.indicatorX - 12, RefresherLayout.margin - 1e-9)
            }
        }
        var h = EngineHarness(width: 200)
        h.engine.language = .ru
        let sub = h.engine.frame(at: 1).header.subtitle
        XCTAssertFalse(sub.hasPrefix("Последнее"), sub)
    }
}
