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

    /// A tunable the platform model or the header's control does not use says why in one
    /// line that fits the column whole (no ellipsis), in every language, under every model
    /// and with every control.
    func testUnusedTunableLinesFitTheColumn() throws {
        try SDLLibrary.session(video: false) {
            let t = try Typography(assets: Assets.locate(), scale: 1)
            var shown = 0, byControl = 0
            for language in Language.allCases {
                XCTAssertEqual(Set(language.unusedReasons.keys), Set(UnusedTunable.allCases), "\(language)")
                for model in ScrollModel.allCases {
                    for control in HeaderControlKind.allCases {
                        var values = TuningSet()
                        values.scroll.model = model
                        values.headerControl = control
                        for tunable in Tunables.all {
                            guard let line = language.unusedLine(tunable, values: values) else { continue }
                            shown += 1
                            let owner = values.unusedReason(tunable.name)?.owner ?? control.rawValue
                            if owner == control.rawValue { byControl += 1 }
                            XCTAssertFalse(line.contains("{1}"), line)
                            XCTAssertTrue(line.contains(language.interface.name(ofChoice: owner)), line)
                            XCTAssertLessThanOrEqual(t.width(of: Substring(line), style: .meta), TuningPanel.columnWidth - 28,
                                                     "\(language) \(model) \(control): \(line)")
                        }
                    }
                }
            }
            XCTAssertGreaterThan(shown, 6 * 3 * 10, "every language says it under Flutter, Android and GTK")
            XCTAssertGreaterThan(byControl, 6 * 4 * 4, "and for every control")
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

/// Designer terms explained in one line, and values in the language's units and plurals.
final class PanelWordsTests: XCTestCase {
    func testEveryDesignerTermIsExplainedInOneLineThatFits() throws {
        try SDLLibrary.session(video: false) {
            let t = try Typography(assets: Assets.locate(), scale: 1)
            for language in Language.allCases {
                for tunable in Tunables.all where tunable.group == .designer {
                    let note = try XCTUnwrap(language.interface.explanation(of: tunable), "\(language) \(tunable.name)")
                    XCTAssertLessThanOrEqual(t.width(of: Substring(note), style: .meta), TuningPanel.trackRight - TuningPanel.trackLeft,
                                             "\(language): \(note)")
                }
                // Rows outside the designer group have none (their title says enough).
                XCTAssertNil(language.interface.explanation(of: Tunables.all[0]))
            }
        }
    }

    func testUnitsAndCountsInEveryLanguage() throws {
        let units = Set(Tunables.all.map(\.unit)).subtracting([""])
        for language in Language.allCases {
            for tunable in Tunables.all where !tunable.unit.isEmpty {
                let text = language.valueText(tunable, tunable.defaultValue)
                XCTAssertFalse(text.isEmpty)
                if language == .ru || language == .uk || language == .zhHans || language == .zhHant {
                    // No English unit left (pt, s, frames, items...): Cyrillic or Han symbols.
                    let englishUnit = tunable.unit.filter(\.isLetter)
                    XCTAssertFalse(text.hasSuffix(" " + tunable.unit) && !englishUnit.isEmpty, "\(language) \(tunable.name): \(text)")
                }
            }
            XCTAssertFalse(units.isEmpty)
        }
        let frames = try XCTUnwrap(Tunables.all.first { $0.unit == "frames" })
        XCTAssertEqual([0, 1, 2, 5, 11, 21, 22, 25].map { Language.ru.valueText(frames, Double($0)) },
                       ["0 кадров", "1 кадр", "2 кадра", "5 кадров", "11 кадров", "21 кадр", "22 кадра", "25 кадров"])
        XCTAssertEqual([0, 1, 2, 5, 11, 21, 22, 25].map { Language.uk.valueText(frames, Double($0)) },
                       ["0 кадрів", "1 кадр", "2 кадри", "5 кадрів", "11 кадрів", "21 кадр", "22 кадри", "25 кадрів"])
        XCTAssertEqual([1, 2].map { Language.en.valueText(frames, Double($0)) }, ["1 frame", "2 frames"])
        let spring = try XCTUnwrap(Tunables.all.first { $0.name == "scroll.velocityWindow" })
        XCTAssertEqual(Language.ru.valueText(spring, 0.1), "0,10 с")
        XCTAssertEqual(Language.zhHans.valueText(spring, 0.1), "0.10 秒")
        let stiffness = try XCTUnwrap(Tunables.all.first { $0.name == "scroll.springStiffness" })
        XCTAssertEqual(Language.en.rangeText(stiffness), "10 to 1000, default 100")
        XCTAssertEqual(Language.ru.rangeText(spring), "от 0,02 с до 0,50 с, по умолчанию 0,10 с")
        let estimator = try XCTUnwrap(Tunables.all.first { $0.name == "scroll.velocityEstimator" })
        XCTAssertEqual(Language.ko.rangeText(estimator), "최소제곱~가중 쌍, 기본값 최소제곱")
        XCTAssertEqual(Language.ru.valueText(estimator, 1), "пары с весами")
    }
}

/// The HUD's lines fit the panel's right column in every language (a typical busy frame).
final class HUDFitTests: XCTestCase {
    func testHUDLinesFitTheColumn() throws {
        try SDLLibrary.session(video: false) {
            let t = try Typography(assets: Assets.locate(), scale: 1)
            let stats = FrameStats(refreshInterval: 1.0 / 60)
            for language in Language.allCases {
                var frame = WorkbenchFrame()
                frame.list.language = language
                // The longest words each state line can show.
                let w = language.hud
                frame.list.phase = ScrollPhase.allCases.max { w.state($0.rawValue).count < w.state($1.rawValue).count } ?? .idle
                frame.list.header.state = HeaderState.allCases.max { w.state($0.rawValue).count < w.state($1.rawValue).count } ?? .idle
                frame.list.footer.state = FooterState.allCases.max { w.state($0.rawValue).count < w.state($1.rawValue).count } ?? .idle
                for (paused, haptics) in [(false, HeaderHaptics.none), (true, .none), (false, .refresh), (false, .both), (false, .arm)] {
                    var clock = TimeScale()
                    clock.setPaused(paused, atReal: 0)
                    frame.list.haptics = haptics
                    let text = HUDText.make(frame, stats: stats, now: 1, clock: clock, scrollPath: "Wayland (SDL deltas)",
                                            resampling: .flutter)
                    for line in text.split(separator: "\n") {
                        XCTAssertLessThanOrEqual(t.width(of: line, style: .meta), TuningPanel.width - 312 - 8, "\(language): \(line)")
                    }
                }
            }
        }
    }
}

/// The art's marker rows and the line listing unused markers fit where they are drawn,
/// in every language, with the app's own fonts.
final class MarkerTextFitTests: XCTestCase {
    func testMarkerRowsAndTheUnusedLineFit() throws {
        try SDLLibrary.session(video: false) {
            let t = try Typography(assets: Assets.locate(), scale: 1)
            func width(_ s: String) -> Double { t.width(of: Substring(s), style: .meta) }
            let designers = ["Pull Down", "load_1_refreshing_spin", "Intro", "spin loop", "done", "出场动画", "W", "end"]
            for language in Language.allCases {
                let w = language.markers
                for place in ArtPlace.allCases {
                    XCTAssertLessThanOrEqual(14 + width(w.title(of: place).uppercased()), TuningPanel.columnWidth - 14, "\(language)")
                }
                for phase in ArtMarkerAssignment.phases {
                    // Left of the value's place, where a click resets the choice.
                    XCTAssertLessThanOrEqual(14 + width(w.title(of: phase)), TuningPanel.trackRight - 96, "\(language) \(phase)")
                    XCTAssertNotEqual(w.title(of: phase), language == .en ? "" : MarkerStrings.en.title(of: phase), "\(language) translated")
                }
                let room = TuningPanel.trackRight - TuningPanel.trackLeft - 2 * PanelRenderer.markerArrowWidth
                XCTAssertLessThanOrEqual(width(w.none), room, "\(language)")
                for k in 1...designers.count {
                    let line = "  " + ArtDocument.listed(Array(designers.prefix(k)), after: w.unused)
                    XCTAssertLessThanOrEqual(width(line), TuningPanel.width - 312 - 8, "\(language): \(line)")
                }
            }
        }
    }
}
