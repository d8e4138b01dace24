@testable import RefreshEngine
@testable import RefreshDemoModel
import XCTest
@testable import RefreshDemo

/// The desktop's text-scaling factor: every text grows with it. The list's rows are laid
/// out in it (taller); the panel is drawn on its grid zoomed by it, in type rasterized at the
/// zoomed density, the window widening by its larger width; the help and the quit prompt
/// grow their boxes. The physics stay in points (the same motion, AppearanceTests).
final class TextScaleTests: XCTestCase {
    func testTheListsTextScales() throws {
        try SDLLibrary.session(video: false) {
            let assets = try Assets.locate()
            let plain = try Typography(assets: assets, scale: 1)
            let large = try Typography(assets: assets, scale: 1, textScale: 1.5)
            for style in TextStyle.allCases {
                XCTAssertEqual(large.lineHeight(style) / plain.lineHeight(style), 1.5, accuracy: 0.12, "\(style)")
                XCTAssertEqual(large.width(of: "Refresh", style: style) / plain.width(of: "Refresh", style: style), 1.5,
                               accuracy: 0.12, "\(style)")
            }
            XCTAssertGreaterThan(ListEngine.estimatedRowHeight(style: RowStyle(), metrics: large),
                                 ListEngine.estimatedRowHeight(style: RowStyle(), metrics: plain) * 1.3, "rows laid out in it")
        }
    }

    /// The open panel at 1.5x: the window widens by 1.5 panels, the panel's type is the one at
    /// 1.5 x the density (its text 1.5 times as large in window points), and back at 1 the
    /// panel shares the list's type again.
    func testThePanelGrowsWithTheText() throws {
        try SDLLibrary.session(video: false) {
            let assets = try Assets.locate()
            let large = try Typography(assets: assets, scale: 1, textScale: 1.5)
            var config = EngineConfig()
            config.width = 420
            config.height = 760
            var w = Workbench(config: config, metrics: large)
            var desktop = DesktopSettings()
            desktop.textScale = 1.5
            w.setDesktop(desktop, at: 0)
            w.togglePanel(at: 0)
            XCTAssertEqual(w.windowWidth, 420 + TuningPanel.width * 1.5)
            let frame = w.frame(at: 0)
            XCTAssertEqual(frame.panel.unit, 1.5)
            let target = try OffscreenTarget(width: w.windowWidth, height: 760, scale: 1, typography: large, assets: assets)
            target.draw(frame, hud: "fps 60")
            XCTAssertEqual(target.renderer.panel.typography.scale, 1.5, "the panel's type at the zoomed density")
            XCTAssertEqual(target.renderer.panel.typography.textScale, 1)
            XCTAssertTrue(target.renderer.panel.texts !== target.renderer.texts)
            // Its text in window points: 1.5 times the 1x panel's.
            let plain = try Typography(assets: assets, scale: 1)
            XCTAssertEqual(target.renderer.panel.typography.width(of: "Refresh", style: .meta) * 1.5,
                           plain.width(of: "Refresh", style: .meta) * 1.5, accuracy: 5, "hinted: not exactly linear")
            // A press on Save where it is drawn at 1.5x saves.
            let save = TuningPanel.rect(of: .save)
            let x = 420 + (save.x + save.width / 2) * 1.5, y = (save.y + save.height / 2) * 1.5
            w.handle(.press(x: x, y: y), at: 0.1)
            w.handle(.release(x: x, y: y), at: 0.15)
            XCTAssertTrue(w.takeHostEffects().contains { if case .saveTuning = $0 { return true } else { return false } })

            let one = try OffscreenTarget(width: 1020, height: 760, scale: 1, typography: plain, assets: assets)
            var w1 = Workbench(config: config, metrics: plain)
            w1.togglePanel(at: 0)
            one.draw(w1.frame(at: 0), hud: "fps 60")
            XCTAssertTrue(one.renderer.panel.texts === one.renderer.texts, "at 1x the panel draws in the list's type")
        }
    }

    /// A new text size's type is made a style a call (a window's frame each), then kept: the
    /// switch itself opens no font, and its type measures as one made at once.
    func testTheShelfMakesANewSizeAStyleAFrameThenKeepsIt() throws {
        try SDLLibrary.session(video: false) {
            let shelf = TypographyShelf(assets: try Assets.locate())
            var calls = 1
            while try shelf.prepare(scale: 1, textScale: 1.5) == nil { calls += 1 }
            XCTAssertEqual(calls, TextStyle.allCases.count)
            let kept = try shelf.typography(scale: 1, textScale: 1.5)
            XCTAssertTrue(try shelf.prepare(scale: 1, textScale: 1.5) === kept)
            let direct = try Typography(assets: try Assets.locate(), scale: 1, textScale: 1.5)
            for style in TextStyle.allCases {
                XCTAssertEqual(kept.lineHeight(style), direct.lineHeight(style))
                XCTAssertEqual(kept.width(of: "Refresh 刷新", style: style), direct.width(of: "Refresh 刷新", style: style))
            }
        }
    }
}
