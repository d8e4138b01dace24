import CSDL2
import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// In a short window the panel's rows scroll; they never reach the band of its "Tuning"
/// title (the column's top `TuningPanel.listTop` points): that band looks the same scrolled as not.
final class PanelTitleBandTests: XCTestCase {
    func testScrolledRowsStayBelowTheTitle() throws {
        for scale in [1.0, 1.25, 1.5, 2] { try check(scale: scale) }
    }

    private func check(scale: Double) throws {
        let listWidth = Int(420 * scale), height = Int(300 * scale)
        var shots: [URL] = []
        // Unscrolled, then both columns wheeled down part of a row (an edge of a row reaches the band).
        for (name, wheel) in [("still", ""), ("scrolled", "move 570,200\nwheel -1\nmove 720,200\nwheel -1\n")] {
            shots.append(try GoldenImageTests.render("panel-title-band-\(name)-\(scale)",
                                                     script: "wait 0.5\n\(wheel)wait 2\nscreenshot {shot}",
                                                     screenshotInScript: true, scale: scale, size: "420x300") {
                $0.panel = true
            })
        }
        try SDLLibrary.session(video: false) {
            let still = try Surface(loading: shots[0].path), scrolled = try Surface(loading: shots[1].path)
            let band = Int(TuningPanel.listTop * scale)
            var rowsMoved = 0, bandChanged = 0
            for y in 0..<height { for x in listWidth..<(listWidth + Int(TuningPanel.columnWidth * scale)) {
                guard still.pixel(x: x, y: y) != scrolled.pixel(x: x, y: y) else { continue }
                if y < band { bandChanged += 1 } else { rowsMoved += 1 }
            } }
            XCTAssertGreaterThan(rowsMoved, 100, "the panel scrolled at \(scale)")
            XCTAssertEqual(bandChanged, 0, "no row pixels in the title band at \(scale): \(bandChanged)")
        }
    }
}
