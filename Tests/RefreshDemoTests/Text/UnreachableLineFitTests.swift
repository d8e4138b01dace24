import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// The panel's line for a tunable a pull cannot reach fits the column whole, in every
/// language, for every pairing the models leave out (a three-digit reach at worst).
final class UnreachableLineFitTests: XCTestCase {
    func testUnreachableRowLinesFitTheColumn() throws {
        try SDLLibrary.session(video: false) {
            let t = try Typography(assets: Assets.locate(), scale: 1)
            var shown = 0
            for language in Language.allCases {
                for model in ScrollModel.allCases {
                    for control in HeaderControlKind.allCases {
                        var values = TuningSet()
                        values.scroll.model = model
                        values.headerControl = control
                        values.header.twoLevel = true
                        guard var reach = values.unreachablePull(viewportExtent: 760, pixelDensity: 1) else { continue }
                        reach.reach = 888
                        for tunable in Tunables.all {
                            guard let line = language.unreachableRow(tunable, reach: reach, values: values) else { continue }
                            shown += 1
                            XCTAssertFalse(line.contains("{"), line)
                            XCTAssertLessThanOrEqual(t.width(of: Substring(line), style: .meta), TuningPanel.columnWidth - 28,
                                                     "\(language) \(model) \(control): \(line)")
                        }
                    }
                }
            }
            XCTAssertEqual(shown, 6 * 3, "Android: MJRefresh's and Cupertino's triggers; GTK: the floor")
        }
    }
}
