import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// Every text of the chrome at every desktop text size (0.5x to 3x), measured in the app's
/// own fonts as they are drawn: in the panel (its own points, its type at the zoomed
/// density) each row's text stays in its row above its track, the right column's HUD and
/// info end within what its scroll reaches; the boxed HUD keeps to the list; the help's
/// lines fit their columns whole (the Russian and Ukrainian quit line is cut at 1x, as the
/// 1x goldens hold it) and the help scrolls when taller than the window; the quit
/// prompt's lines stay above its buttons.
final class ChromeTextFitTests: XCTestCase {
    static let textScales = [0.5, 1, 1.25, 1.5, 2, 3]
    /// The HUD at its longest: 14 lines (ChromeTextFitTests stands in for HUDText.make's; the
    /// haptics' line is the 14th).
    static let hud = (1...14).map { "line \($0): pullingPercent 0.42   offset -123.4" }.joined(separator: "\n")

    func testThePanelsTextStaysInItsRowsAndItsColumnScrollsToAll() throws {
        try SDLLibrary.session(video: false) {
            let assets = try Assets.locate()
            for u in Self.textScales {
                let type = try Typography(assets: assets, scale: u)
                let meta = type.lineHeight(.meta)
                for row in TuningPanel.rows {
                    let track = row.height - (TuningPanel.rowHeightForTrack - TuningPanel.trackOffset)
                    switch row.kind {
                    case .group:
                        // Its line's box may reach into the next row's 4-pt inset, not its text.
                        XCTAssertLessThanOrEqual(8 + meta, row.height + 4, "a group title at \(u)x")
                    case .tunable(let i):
                        XCTAssertLessThanOrEqual(4 + meta, track - 1, "\(Tunables.all[i].name)'s title above its track at \(u)x")
                        if Tunables.all[i].group == .designer {
                            XCTAssertLessThanOrEqual(19 + meta, track - 1, "\(Tunables.all[i].name)'s note at \(u)x")
                        }
                    default:
                        break
                    }
                }
                XCTAssertLessThanOrEqual(12 + type.lineHeight(.headerTitle), TuningPanel.listTop, "the title at \(u)x")
                // The right column in a 760-pt window: the HUD at its longest and the info under it, a spring
                // row's forms in every platform's words included (each wrapped at the info's width).
                let viewport = 760 / u
                let hudBottom = TuningPanel.hudTop + Double(max(6, 14 + 1)) * meta + 8
                let forms = SpringWords(SpringForms(stiffness: 157.913670417, dampingRatio: 0.123456789)).panelLines.flatMap {
                    WordWrapper.wrap($0, width: PanelRenderer.infoWidth, maxLines: 3) { type.width(of: $0, style: .meta) }
                }
                let infoBottom = hudBottom + type.lineHeight(.headerTitle) + 2
                    + Double(PanelRenderer.infoRangeLines + PanelRenderer.infoDocLines + forms.count) * meta
                XCTAssertLessThanOrEqual(infoBottom, TuningPanel.sideContentHeight, "the info within the column at \(u)x")
                XCTAssertGreaterThanOrEqual(viewport + TuningPanel.maxSideScroll(viewportHeight: viewport),
                                            TuningPanel.sideContentHeight, "scrolled, the column shows its end at \(u)x")
                // The slider list scrolls to its last row.
                var panel = TuningPanel()
                panel.wheel(-1e6, viewportHeight: viewport)
                XCTAssertGreaterThanOrEqual(viewport - TuningPanel.listTop + panel.scroll, TuningPanel.contentHeight - 0.001)
                panel.wheel(-1e6, x: 400, viewportHeight: viewport)
                XCTAssertEqual(panel.sideScroll, TuningPanel.maxSideScroll(viewportHeight: viewport))
                XCTAssertEqual(TuningPanel.sideContentHeight <= viewport, panel.sideScroll == 0,
                               "the right column scrolls only when it does not fit, \(u)x")
            }
        }
    }

    func testTheWindowWidensByThePanelAtItsSize() {
        for u in Self.textScales {
            var config = EngineConfig()
            config.width = 420
            var w = Workbench(config: config, metrics: FixedMetrics())
            var d = DesktopSettings()
            d.textScale = u
            w.setDesktop(d, at: 0)
            w.togglePanel(at: 0)
            XCTAssertEqual(w.windowWidth, 420 + 600 * u)
            XCTAssertEqual(w.frame(at: 0).panel.unit, u)
        }
    }

    func testTheBoxedHUDKeepsToTheList() throws {
        try SDLLibrary.session(video: false) {
            let assets = try Assets.locate()
            for u in Self.textScales {
                let type = try Typography(assets: assets, scale: 1, textScale: u)
                var config = EngineConfig()
                config.width = 320
                config.height = 300
                config.epoch = HeadlessRun.epoch
                var w = Workbench(config: config, metrics: type)
                var d = DesktopSettings()
                d.textScale = u
                w.setDesktop(d, at: 0)
                let frame = w.frame(at: 0)
                let target = try OffscreenTarget(width: 320, height: 300, scale: 1, typography: type, assets: assets)
                guard let box = target.renderer.panel.hudBox(Self.hud, frame: frame) else { return XCTFail("no HUD box") }
                XCTAssertLessThanOrEqual(box.y + box.height, 300, "the HUD's box within the window at \(u)x")
                XCTAssertLessThanOrEqual(box.x + box.width, 320, "at \(u)x")
                let lines = target.renderer.panel.hudLines
                XCTAssertEqual(lines.count < 13, lines.last?.hasPrefix("\u{2026} +") == true, "lines left off are counted, \(u)x")
            }
        }
    }

    func testTheHelpsLinesFitWholeAndItScrolls() throws {
        try SDLLibrary.session(video: false) {
            let assets = try Assets.locate()
            for u in Self.textScales {
                let type = try Typography(assets: assets, scale: 1, textScale: u)
                var cut: [String] = []
                for language in Language.allCases {
                    let l = HelpLayout(language: language, width: 420, scrollPath: "x11-xi2", metrics: type, unit: u)
                    let room = max(l.panelWidth - l.keyWidth - 36, 60)
                    // A line is wrapped by the sum of its words' widths: measured whole it may
                    // run a few points on, into the 12-pt gap after its column, never past it.
                    for row in l.rows {
                        for k in row.keys {
                            if k.hasSuffix("\u{2026}") { cut.append("\(language): \(k)") }
                            XCTAssertLessThan(type.width(of: Substring(k), style: .headerTitle), l.keyWidth + 12, "\(language) \(u)x: \(k)")
                        }
                        for a in row.actions {
                            if a.hasSuffix("\u{2026}") { cut.append("\(language): \(a)") }
                            XCTAssertLessThan(type.width(of: Substring(a), style: .meta), room + 12, "\(language) \(u)x: \(a)")
                        }
                    }
                    XCTAssertLessThanOrEqual(l.panelWidth, 420 - 16)
                    XCTAssertEqual(l.maxScroll(height: 760), max(l.panelHeight + 16 - 760, 0))
                }
                XCTAssertEqual(cut.count, u == 1 ? 2 : 0, "lines cut at \(u)x: \(cut)")
            }
        }
    }

    func testTheQuitPromptsLinesStayAboveItsButtons() throws {
        try SDLLibrary.session(video: false) {
            let assets = try Assets.locate()
            for u in Self.textScales {
                let type = try Typography(assets: assets, scale: 1, textScale: u)
                let box = QuitPrompt.box(width: 420, height: 760, top: 64, unit: u)
                XCTAssertLessThanOrEqual(box.x + box.width, 420)
                XCTAssertLessThanOrEqual(box.y + box.height, 760)
                // The question's lines, the file and the keys, as ListRenderer+QuitPrompt stacks them.
                let question = Double(QuitPrompt.questionLines(unit: u))
                let text = 12 * u + question * (type.lineHeight(.headerTitle) + 2) + 2 * (type.lineHeight(.meta) + 2)
                let buttons = QuitPrompt.rect(of: .save, in: box)
                XCTAssertLessThanOrEqual(box.y + text, buttons.y, "at \(u)x")
                XCTAssertLessThanOrEqual(type.lineHeight(.meta), buttons.height, "a label in its button at \(u)x")
            }
        }
    }
}

/// Metrics of a fixed size, for layouts that do not measure text.
private struct FixedMetrics: TextMetrics {
    func width(of text: Substring, style: TextStyle) -> Double { Double(text.count) * 7 }
    func lineHeight(_ style: TextStyle) -> Double { 16 }
}
