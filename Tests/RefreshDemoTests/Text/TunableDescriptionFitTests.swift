import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// The selected tunable's description in the panel's info area: it fits its lines in every
/// language, measured with the app's own fonts, and a non-English panel draws it translated.
final class TunableDescriptionFitTests: XCTestCase {
    func testDescriptionsFitTheInfoArea() throws {
        try SDLLibrary.session(video: false) {
            let t = try Typography(assets: Assets.locate(), scale: 1)
            for language in Language.allCases {
                for tunable in Tunables.all {
                    let text = language.doc(of: tunable)
                    // Wrapped as the panel wraps it, with room for one line more: it must not need it.
                    let lines = WordWrapper.wrap(text, width: PanelRenderer.infoWidth, maxLines: PanelRenderer.infoDocLines + 1) {
                        t.width(of: $0, style: .meta)
                    }
                    XCTAssertLessThanOrEqual(lines.count, PanelRenderer.infoDocLines, "\(language) \(tunable.name): \(lines)")
                    XCTAssertFalse(lines.joined().contains(WordWrapper.ellipsis), "\(language) \(tunable.name): \(lines)")
                    // The lines the panel draws, the range and the description, end inside the panel (a whole
                    // line measures a few points more than its words summed, within the area's 12-pt margin).
                    for line in PanelRenderer.infoLines(tunable, language, measure: { t.width(of: $0, style: .meta) }) {
                        XCTAssertLessThanOrEqual(t.width(of: Substring(line), style: .meta), TuningPanel.width - 312,
                                                 "\(language) \(tunable.name): \(line)")
                        XCTAssertFalse(line.contains(WordWrapper.ellipsis), "\(language) \(tunable.name): \(line)")
                    }
                }
            }
        }
    }

    /// The last tunable selected (Up from the first), in English and in Russian: the bottom
    /// two lines of the English description, where the same text would give the same pixels,
    /// differ in Russian.
    func testRussianPanelDrawsTheRussianDescription() throws {
        let listWidth = 420, height = 900
        let tunable = try XCTUnwrap(Tunables.all.last)
        var shots: [Language: URL] = [:]
        for language in [Language.en, .ru] {
            shots[language] = try GoldenImageTests.render("panel-doc-\(language.rawValue)", script: "key up\nwait 0.2\nscreenshot {shot}",
                                                          screenshotInScript: true, size: "\(listWidth)x\(height)") {
                $0.panel = true; $0.language = language
            }
        }
        try SDLLibrary.session(video: false) {
            let t = try Typography(assets: Assets.locate(), scale: 1)
            let enLines = WordWrapper.wrap(tunable.doc, width: PanelRenderer.infoWidth, maxLines: 3) { t.width(of: $0, style: .meta) }
            XCTAssertGreaterThanOrEqual(enLines.count, 2, "the English description takes two lines or more")
            let en = try Surface(loading: try XCTUnwrap(shots[.en]).path)
            let ru = try Surface(loading: try XCTUnwrap(shots[.ru]).path)
            XCTAssertEqual(en.width, ru.width)
            XCTAssertEqual(en.height, ru.height)
            let columns = (listWidth + 312)..<(listWidth + 312 + Int(PanelRenderer.infoWidth))
            let background = en.pixel(x: columns.upperBound - 1, y: height - 2)
            // The last row with ink in the info column: the end of the English description.
            let bottom = try XCTUnwrap((Int(TuningPanel.hudTop)..<height).last { y in columns.contains { en.pixel(x: $0, y: y) != background } })
            let top = bottom - Int((2 * t.lineHeight(.meta)).rounded())
            var inkEN = 0, inkRU = 0, different = 0
            for y in top...bottom { for x in columns {
                let a = en.pixel(x: x, y: y), b = ru.pixel(x: x, y: y)
                if a != background { inkEN += 1 }
                if b != background { inkRU += 1 }
                if a != b { different += 1 }
            } }
            XCTAssertGreaterThan(inkEN, 200, "English text drawn")
            XCTAssertGreaterThan(inkRU, 200, "Russian text drawn")
            XCTAssertGreaterThan(different, inkEN / 2, "the Russian panel draws its own description")
        }
    }
}

