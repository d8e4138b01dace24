import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// Every panel button's title fits its button whole with 2 pt to spare each side, in every
/// language, at 1x and 2x, in the narrow layouts a small screen gives (480 pt: 1600x1200 px
/// at 2x; 420 pt: the narrowest laid out): buttons wrap onto rows, a button alone on its row
/// takes the column's width, none is narrowed under its title. (The wide layout keeps its
/// widths: its Russian "Reset all" and "Copy" run a point into their 2 pt.)
final class PanelButtonFitTests: XCTestCase {
    func testButtonTitlesFitTheirButtonsInEveryLayout() throws {
        try SDLLibrary.session(video: false) {
            for scale in [1.0, 2.0] {
                let t = try Typography(assets: Assets.locate(), scale: scale)
                for width in [480.0, 420] {
                    let layout = PanelLayout(width: width)
                    for language in Language.allCases {
                        let strings = language.interface
                        for b in TuningPanel.Button.allCases where b != .slot {
                            // Save with unsaved tuning says so: its longest title.
                            let title = b == .save ? strings.title(of: b) + " •" : strings.title(of: b)
                            let r = layout.rect(of: b)
                            XCTAssertLessThanOrEqual(t.width(of: Substring(title), style: .meta) + 4, r.width,
                                                     "\(language) \(title) in \(width) pt at \(scale)x")
                            XCTAssertLessThanOrEqual(r.x + r.width, layout.width - PanelLayout.rightMargin + 1e-9)
                        }
                    }
                }
            }
        }
    }
}
