import XCTest
import TestSupport
import RefreshEngine
@testable import RefreshDemoModel
@testable import RefreshDemo

/// The tuning file's path beside the panel's title is shown whole when it fits, at 1x and
/// at 2x (measured in the type it is drawn in), and cut at the front only when it does not.
final class TuningPathFitTests: XCTestCase {
    func testAPathThatFitsIsShownWholeAt1xAnd2x() throws {
        try SDLLibrary.session(video: false) {
            let assets = try Assets.locate()
            for scale in [1.0, 2.0] {
                let shelf = TypographyShelf(assets: assets)
                let type = try shelf.typography(scale: scale)
                var w = Workbench(config: EngineConfig(), metrics: type)
                w.togglePanel(at: 0)
                let target = try OffscreenTarget(width: w.windowWidth, height: 400, scale: scale, typography: type,
                                                 assets: assets, shelf: shelf)
                // The room the panel gives the path: from the title's end + 10 to the column's end - 14.
                w.tuningFile = "/t.json"
                target.draw(w.frame(at: 0))
                let room = try XCTUnwrap(target.renderer.panel.fileLabel.room)
                let measure = { (s: Substring) in type.width(of: s, style: .meta) }
                // The longest path of this shape that fits, and one a folder longer.
                var folder = "a"
                while measure(Substring("/\(folder)b/refreshdemo/tuning.json")) <= room { folder += "b" }
                let fits = "/\(folder)/refreshdemo/tuning.json", longer = "/\(folder)bbbb/refreshdemo/tuning.json"
                XCTAssertLessThanOrEqual(measure(Substring(fits)), room)
                w.tuningFile = fits
                target.draw(w.frame(at: 0.1))
                XCTAssertEqual(target.renderer.panel.fileLabel.text, fits, "whole where it fits at \(scale)x")
                w.tuningFile = longer
                target.draw(w.frame(at: 0.2))
                XCTAssertEqual(target.renderer.panel.fileLabel.text, "\u{2026}/refreshdemo/tuning.json", "cut at \(scale)x")
            }
        }
    }
}
