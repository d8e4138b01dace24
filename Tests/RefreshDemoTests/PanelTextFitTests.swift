import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// The panel's captions and segment names fit where they are drawn, in every language,
/// measured with the app's own fonts (the Russian and Ukrainian plot captions ran past
/// their plots).
final class PanelTextFitTests: XCTestCase {
    func testPlotCaptionsFitTheirPlots() throws {
        try SDLLibrary.session(video: false) {
            let t = try Typography(assets: Assets.locate(), scale: 1)
            for language in Language.allCases {
                let l = language.interface.plotLabels
                for (text, plot) in [(l.live, TuningPanel.livePlot), (l.rubberBand, TuningPanel.rubberBandPlot),
                                     (l.spring, TuningPanel.springPlot)] {
                    // Drawn 4 pt in from the plot's left edge.
                    XCTAssertLessThanOrEqual(t.width(of: Substring(text), style: .meta) + 4, plot.width,
                                             "\(language): \(text)")
                }
            }
        }
    }

    func testChoiceNamesFitTheirSegments() throws {
        try SDLLibrary.session(video: false) {
            let t = try Typography(assets: Assets.locate(), scale: 1)
            for language in Language.allCases {
                for tunable in Tunables.all where !tunable.isSwitch {
                    guard case .choice(let names) = tunable.kind else { continue }
                    let seg = TuningPanel.segmentRect(0, count: names.count)
                    for n in names {
                        let name = language.interface.name(ofChoice: n)
                        XCTAssertNotEqual(name, language == .en ? "" : n, "\(language) names \(n)")
                        XCTAssertLessThanOrEqual(t.width(of: Substring(name), style: .meta) + 6, seg.width, "\(language): \(name)")
                    }
                }
            }
        }
    }
}
