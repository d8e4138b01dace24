import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// The workbench around a carousel gesture: R replays it, the live plot follows the
/// carousel's x, and A/B draws the other run's ghost along x in the carousel's row.
final class CarouselWorkbenchTests: XCTestCase {
    static let rowY = 64 + Carousel.rowHeight / 2

    func testTheGhostOfACarouselFlingIsTheOtherRunsXAndThePlotFollowsX() throws {
        var h = WorkbenchHarness(items: 200, history: 0)
        h.engine.togglePanel(at: 0)
        try h.play("wait 0.2\ndrag 380,\(Self.rowY) -> 300,\(Self.rowY) over 0.1\nwait 3", fps: 60)
        XCTAssertEqual(h.engine.list.studiedAxis, .horizontal)
        // The plot's newest sample is the carousel's x, not the list's y.
        let carouselX = try XCTUnwrap(h.engine.list.carouselFeature.row).scroller.offset
        XCTAssertGreaterThan(carouselX, 80)
        let plot = h.engine.history
        XCTAssertEqual(plot.sample(plot.sampleCount - 1).offset, carouselX, accuracy: 1e-9)
        XCTAssertTrue((0..<plot.sampleCount).allSatisfy { plot.sample($0).offset >= -1e-9 }, "only x since the gesture")
        let start = h.engine.recorder.startTime
        // A's run, frame by frame.
        var a = try XCTUnwrap(h.engine.replayOfLastGesture(tuning: h.engine.tuningSet))
        var aX: [Double] = []
        for i in 0...150 {
            let t = start + Double(i) / 60
            a.replay.advance(to: t) { ev, at in a.engine.handle(ev, at: at) }
            _ = a.engine.frame(at: t)
            aX.append(a.engine.list.carouselFeature.row?.scroller.offset ?? .nan)
        }
        _ = a.engine.frame(at: h.engine.time)
        XCTAssertEqual(a.engine.list.carouselFeature.row?.scroller.offset ?? 0, carouselX, accuracy: 1e-6,
                       "R replays the carousel's gesture exactly")
        // B with a slower deceleration: the ghost line is where A had the cards' leading edge.
        var e = a.engine
        e.handle(.key(KeyPress(.b)), at: e.time + 0.01)
        e.setTunable("scroll.decelerationRate", 0.9993, at: e.time)
        var b = try XCTUnwrap(e.replayOfLastGesture(tuning: e.tuningSet))
        var checked = 0
        for i in 1...90 {
            let t = start + Double(i) / 60
            b.replay.advance(to: t) { ev, at in b.engine.handle(ev, at: at) }
            let f = b.engine.frame(at: t)
            XCTAssertNil(f.workbench.ghostEdgeY, "a carousel gesture has no vertical ghost")
            let g = try XCTUnwrap(f.workbench.ghostEdgeX, "frame \(i)")
            let x = try XCTUnwrap(b.engine.list.carouselFeature.row).scroller.offset
            XCTAssertEqual(g.x, max(-x, 0) + x - aX[i], accuracy: 1e-6, "frame \(i)")
            XCTAssertEqual(g.top, 64, accuracy: 1e-9)
            checked += 1
        }
        XCTAssertEqual(checked, 90)
        XCTAssertGreaterThan(b.engine.list.carouselFeature.row?.scroller.offset ?? 0, aX[90], "B flings farther")
    }
}
