import XCTest
@testable import RefreshEngine
import TestSupport

/// The carousel is a scroll view on the list's display: its flings stop at the same pixel
/// speed as the list's (scroll.stopPixelSpeed in device pixels), so it takes the list's density,
/// also when the row comes back, and a flick travels further on a denser display.
final class CarouselDensityTests: XCTestCase {
    func engine() -> ListEngine {
        var config = testConfig(items: 50, width: 390, height: 800)
        config.carousel = true
        var e = ListEngine(config: config, metrics: FixedTextMetrics())
        _ = e.frame(at: 0)
        return e
    }

    func testTheRowTakesTheListsDensity() throws {
        var e = engine()
        for density in [1.0, 2, 3, 1.5] {
            e.pixelDensity = density
            XCTAssertEqual(e.carouselFeature.row?.scroller.pixelDensity, density)
        }
        e.setCarousel(false, at: 1)
        e.setCarousel(true, at: 2)
        XCTAssertEqual(e.carouselFeature.row?.scroller.pixelDensity, 1.5, "the row came back at another density than the list's")
    }

    /// A short sideways flick on the row at densities 1, 2 and 3: where it stops is the list's
    /// rule for the same flick (further as the stop speed in points falls).
    func testAFlickTravelsAsTheListsWouldAtTheSameDensity() throws {
        var ends: [Double] = []
        for density in [1.0, 2, 3] {
            var e = engine()
            e.pixelDensity = density
            let y = try XCTUnwrap(e.carouselTop) + Carousel.rowHeight / 2
            e.handle(.press(x: 300, y: y), at: 1)
            for i in 1...12 {
                let t = 1 + Double(i) / 120
                e.handle(.move(x: 300 - 50 * Double(i) / 12, y: y), at: t)
                _ = e.frame(at: t)
            }
            e.handle(.release(x: 250, y: y), at: 1.1)
            var t = 1.1
            while t < 6 { t += 1.0 / 60; _ = e.frame(at: t) }
            let x = try XCTUnwrap(e.carouselFeature.row?.scroller.offset)
            XCTAssertGreaterThan(x, 60, "no fling at \(density)")
            XCTAssertLessThan(x, 600, "the flick hit the end at \(density)")
            ends.append(x)
        }
        XCTAssertLessThan(ends[0], ends[1])
        XCTAssertLessThan(ends[1], ends[2])
    }
}
