import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// The one-column panel's slider rows in columns down to the narrowest (160 pt): each title
/// fitted beside its value or switch, each value, explanation and segment name inside the
/// column, in every language, measured with the app's own fonts.
final class PanelOneColumnTextFitTests: XCTestCase {
    /// A cut text's ellipsis is measured apart from the text before it (WordWrapper): the
    /// two together may be a point wider, kerned at the join, within the gaps around them.
    static let kerning = 1.0
    static let rooms: [Double] = [160, 200, 240, 280, 320, 360, 419.5]

    func testSliderRowTextsFitTheNarrowedColumn() throws {
        try SDLLibrary.session(video: false) {
            let type = try Typography(assets: Assets.locate(), scale: 1)
            func width(_ s: String) -> Double { type.width(of: Substring(s), style: .meta) }
            for room in Self.rooms {
                let l = PanelLayout(width: room)
                XCTAssertTrue(l.isOneColumn)
                let right = l.trackRight, left = TuningPanel.trackLeft
                XCTAssertLessThanOrEqual(l.sliderColumnWidth, room)
                for language in Language.allCases {
                    let strings = language.interface
                    for t in Tunables.all {
                        let label = "\(language) \(t.name) in \(room) pt"
                        if case .choice(let names) = t.kind {
                            for (k, n) in names.enumerated() {
                                let seg = l.segmentRect(k, count: names.count)
                                XCTAssertLessThanOrEqual(seg.x + seg.width, right + 1e-9, label)
                                let name = PanelRenderer.segmentName(strings.name(ofChoice: n), width: seg.width) { type.width(of: $0, style: .meta) }
                                XCTAssertLessThanOrEqual(width(name), seg.width, "\(label): \(name) inside its segment")
                                XCTAssertFalse(name.isEmpty, label)
                            }
                            continue
                        }
                        for v in [t.range.lowerBound, t.defaultValue, t.range.upperBound] {
                            let value = language.valueText(t, v)
                            let valueWidth = t.isSwitch ? PanelRenderer.switchWidth : width(value)
                            XCTAssertLessThanOrEqual(valueWidth, right - left, "\(label): the value \(value) fits")
                            let title = PanelRenderer.sliderTitle(strings.title(of: t), t, valueWidth: width(value), layout: l) {
                                type.width(of: $0, style: .meta)
                            }
                            XCTAssertLessThanOrEqual(left + width(title) + PanelRenderer.titleGap + valueWidth, right + Self.kerning,
                                                     "\(label): \(title) beside \(value)")
                            XCTAssertGreaterThanOrEqual(title.count, 2, "\(label): something of the title shows")
                        }
                        if let note = strings.explanation(of: t) {
                            let fitted = PanelRenderer.columnLine(note, layout: l) { type.width(of: $0, style: .meta) }
                            XCTAssertLessThanOrEqual(width(fitted), l.sliderColumnWidth - 28 + Self.kerning, "\(label): \(fitted)")
                        }
                    }
                }
                // The HUD's and the info's column.
                XCTAssertGreaterThan(PanelRenderer.infoWidth(l), 100, "the info's column in \(room) pt")
                XCTAssertLessThanOrEqual(l.sideX + PanelRenderer.infoWidth(l), room, "the info inside \(room) pt")
            }
        }
    }

    /// From 420 pt on the column is the panel's own: the texts are drawn as they always were.
    func testTheSideBySideColumnIsThePanelsOwn() {
        for room in [420.0, 480, 600] {
            let l = PanelLayout(width: room)
            XCTAssertEqual(l.sliderColumnWidth, TuningPanel.columnWidth)
            XCTAssertEqual(l.trackRight, TuningPanel.trackRight)
            XCTAssertEqual(PanelRenderer.infoWidth(l), room - 324, "the info's width as before")
            for count in 2...4 {
                for k in 0..<count { XCTAssertTrue(l.segmentRect(k, count: count) == TuningPanel.segmentRect(k, count: count)) }
            }
        }
    }
}
