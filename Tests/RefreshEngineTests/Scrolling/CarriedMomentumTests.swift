import XCTest
@testable import RefreshEngine
import TestSupport

/// A press that catches a fling carries the speed of the last frame shown, as the platforms'
/// running animation reports the speed of its last tick, not the speed at the press: for the
/// list and for the carousel, under every scroll model.
final class CarriedMomentumTests: XCTestCase {
    func engine(model: ScrollModel) -> ListEngine {
        var config = testConfig(items: 2000)
        config.tuning.model = model
        config.tuning.carriedMomentum = true
        config.carriesPresentedFrame = true
        return ListEngine(config: config, metrics: FixedTextMetrics())
    }

    /// A flick from (x0, y0) to (x1, y1) over 0.1 s in 240 Hz reports with a frame at each,
    /// released at 0.1 s.
    func flick(_ e: inout ListEngine, from p0: (Double, Double), to p1: (Double, Double)) {
        e.handle(.press(x: p0.0, y: p0.1), at: 0)
        _ = e.frame(at: 0)
        for i in 1...24 {
            let f = Double(i) / 24, t = Double(i) / 240
            e.handle(.move(x: p0.0 + (p1.0 - p0.0) * f, y: p0.1 + (p1.1 - p0.1) * f), at: t)
            _ = e.frame(at: t)
        }
        e.handle(.release(x: p1.0, y: p1.1), at: 0.1)
    }

    /// The velocity a scroller would have at t, the engine left as it is.
    func velocity(of e: ListEngine, at t: Double, carousel: Bool) -> Double {
        var probe = e
        probe.step(to: t)
        return carousel ? probe.carouselFeature.row?.scroller.velocity ?? .nan : probe.scroller.velocity
    }

    func testAPressBetweenFramesCarriesTheListsSpeedAtTheLastFrame() throws {
        for model in ScrollModel.allCases {
            var e = engine(model: model)
            flick(&e, from: (200, 600), to: (200, 450))
            for k in 1...6 { _ = e.frame(at: 0.1 + Double(k) / 60) }
            XCTAssertEqual(e.scroller.phase, .decelerating, "\(model)")
            let atFrame = e.scroller.velocity, press = 0.2 + 0.5 / 60
            let atPress = velocity(of: e, at: press, carousel: false)
            XCTAssertGreaterThan(abs(Scroller.carriedMomentum(atFrame) - Scroller.carriedMomentum(atPress)), 1,
                                 "\(model): half a frame changes what would be carried")
            e.handle(.press(x: 200, y: 600), at: press)
            XCTAssertEqual(e.scroller.carriedVelocity, Scroller.carriedMomentum(atFrame), accuracy: 1e-9, "\(model)")
        }
    }

    func testAPressBeforeTheFlingsFirstFrameCarriesItsStartSpeed() {
        for model in ScrollModel.allCases {
            var e = engine(model: model)
            flick(&e, from: (200, 600), to: (200, 450))
            let start = e.scroller.velocity
            XCTAssertGreaterThan(abs(start), 500, "\(model)")
            e.handle(.press(x: 200, y: 600), at: 0.1 + 0.5 / 60)
            XCTAssertEqual(e.scroller.carriedVelocity, Scroller.carriedMomentum(start), accuracy: 1e-9, "\(model)")
        }
    }

    func testAPressBetweenFramesCarriesTheCarouselsSpeedAtTheLastFrame() throws {
        let y = 64 + Carousel.rowHeight / 2
        for model in ScrollModel.allCases {
            var e = engine(model: model)
            flick(&e, from: (380, y), to: (250, y))
            for k in 1...3 { _ = e.frame(at: 0.1 + Double(k) / 60) }
            let row = try XCTUnwrap(e.carouselFeature.row).scroller
            XCTAssertEqual(row.phase, .decelerating, "\(model)")
            let atFrame = row.velocity, press = 0.15 + 0.5 / 60
            let atPress = velocity(of: e, at: press, carousel: true)
            XCTAssertGreaterThan(abs(Scroller.carriedMomentum(atFrame) - Scroller.carriedMomentum(atPress)), 1,
                                 "\(model): half a frame changes what would be carried")
            // The press on the row, then a move that decides the drag horizontal (no frame between).
            e.handle(.press(x: 380, y: y), at: press)
            e.handle(.move(x: 360, y: y), at: press + 0.001)
            let carried = try XCTUnwrap(e.carouselFeature.row).scroller.carriedVelocity
            XCTAssertEqual(carried, Scroller.carriedMomentum(atFrame), accuracy: 1e-9, "\(model)")
        }
    }
}
