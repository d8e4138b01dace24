@testable import RefreshEngine
import RefreshDemoModel
import XCTest
@testable import RefreshDemo

/// The desktop's text-scaling factor: the list's text grows with it and the rows are laid
/// out in it (taller), the panel and the HUD keep their size (a fixed grid), and the
/// physics stay in points (the same motion, AppearanceTests).
final class TextScaleTests: XCTestCase {
    func testTheListsTextScalesAndThePanelsDoesNot() throws {
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
            let target = try OffscreenTarget(width: 320, height: 200, scale: 1, typography: large, assets: assets)
            XCTAssertTrue(target.renderer.panel.typography === large, "one type for all when there is no chrome of its own")
            let surface = try Surface(width: 320, height: 200)
            let canvas = try Canvas(surface: surface, scale: 1)
            let split = try ListRenderer(canvas: canvas, typography: large, chrome: plain, assets: assets)
            XCTAssertTrue(split.panel.typography === plain)
            XCTAssertTrue(split.panel.texts !== split.texts)
        }
    }
}
