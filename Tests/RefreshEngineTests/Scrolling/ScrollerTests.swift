import XCTest
@testable import RefreshEngine
import RefreshPhysics

final class ScrollerTests: XCTestCase {
    /// Without touch slop: these tests measure tracking from the first move (slop has its own).
    func makeScroller(content: Double = 5000) -> Scroller {
        var tuning = Tuning()
        tuning.touchSlop = 0
        return Scroller(tuning: tuning, viewportExtent: 760, contentExtent: content)
    }

    func testRestsUnderTheTopBar() {
        let s = makeScroller()
        XCTAssertEqual(s.offset, -64)
        XCTAssertEqual(s.minOffset, -64)
        XCTAssertEqual(s.maxOffset, 5000 - 760)
        XCTAssertEqual(s.phase, .idle)
    }

    func testDragInsideTheBoundsIsOneToOne() {
        var s = makeScroller()
        s.press(pointer: 500, at: 0)
        s.move(pointer: 300, at: 0.1)
        XCTAssertEqual(s.offset, -64 + 200)
        s.move(pointer: 437.5, at: 0.2)
        XCTAssertEqual(s.offset, -64 + 62.5)
    }

    func testPullPastTheTopFollowsTheRubberBandOfTheTotalDistance() {
        var s = makeScroller()
        s.press(pointer: 100, at: 0)
        // The same total distance in one event or in many gives the same offset.
        s.move(pointer: 500, at: 0.1)
        let once = s.offset
        var t = makeScroller()
        t.press(pointer: 100, at: 0)
        for i in 1...37 { t.move(pointer: 100 + 400 * Double(i) / 37, at: Double(i) * 0.003) }
        XCTAssertEqual(once, t.offset, accuracy: 1e-9)
        XCTAssertEqual(once, -64 - RubberBand.offset(forDrag: 400, dimension: 760, coefficient: 0.55), accuracy: 1e-9)
    }

    func testDraggingPastTheEdgeAndBackReturnsExactlyToOneToOne() {
        var s = makeScroller()
        s.press(pointer: 100, at: 0)
        s.move(pointer: 600, at: 0.1)
        XCTAssertLessThan(s.offset, -64)
        s.move(pointer: 50, at: 0.2)
        XCTAssertEqual(s.offset, -64 + 50, "back inside, the content is exactly where a 1:1 drag puts it")
        s.move(pointer: 100, at: 0.3)
        XCTAssertEqual(s.offset, -64)
    }

    func testPullPastTheBottomBands() {
        var s = makeScroller(content: 1000)
        s.jump(to: s.maxOffset, at: 0)
        s.press(pointer: 600, at: 0)
        s.move(pointer: 400, at: 0.1)
        XCTAssertEqual(s.offset, 240 + RubberBand.offset(forDrag: 200, dimension: 760, coefficient: 0.55), accuracy: 1e-9)
    }

    func testShortContentStillBouncesAndRestsAtTheTop() {
        var s = makeScroller(content: 100)
        XCTAssertEqual(s.maxOffset, s.minOffset)
        s.press(pointer: 400, at: 0)
        s.move(pointer: 300, at: 0.05)
        XCTAssertGreaterThan(s.offset, -64)
        XCTAssertLessThan(s.offset, -64 + 100)
        s.release(at: 0.05)
        XCTAssertEqual(s.phase, .bouncing)
        s.step(to: 3)
        XCTAssertEqual(s.phase, .idle)
        XCTAssertEqual(s.offset, -64)
    }

    func testReleaseAfterHoldingStillDoesNotFling() {
        var s = makeScroller()
        s.press(pointer: 500, at: 0)
        s.move(pointer: 300, at: 0.1)
        s.release(at: 0.3)
        XCTAssertEqual(s.phase, .idle)
        XCTAssertEqual(s.offset, 136)
    }

    func testFlingReleaseVelocityIsClampedToTheMaximum() {
        var s = makeScroller(content: 1_000_000)
        s.press(pointer: 700, at: 0)
        s.move(pointer: 100, at: 0.01)
        s.release(at: 0.01)
        XCTAssertEqual(s.phase, .decelerating)
        XCTAssertEqual(s.velocity, 8000)
    }

    func testPullReleasedPastTheTopSpringsBackToExactlyTheRestingOffset() {
        var s = makeScroller()
        s.press(pointer: 100, at: 0)
        s.move(pointer: 400, at: 0.3)
        s.release(at: 0.5)
        XCTAssertEqual(s.phase, .bouncing)
        var t = 0.5
        while s.phase != .idle && t < 10 {
            t += 1 / 60
            s.step(to: t)
        }
        XCTAssertEqual(s.offset, -64)
        XCTAssertLessThan(t, 2)
    }

    func testPhaseChangesAreStampedWithTheirExactTimes() {
        var s = makeScroller(content: 1400)
        s.press(pointer: 600, at: 0)
        // 2000 pt/s, a report every 25 ms (a gap over 40 ms would end the velocity's history).
        for i in 1...4 { s.move(pointer: 600 - 50 * Double(i), at: 0.025 * Double(i)) }
        s.release(at: 0.1)
        for i in 1...200 { s.step(to: 0.1 + Double(i) / 30) }
        var phases: [Scroller.PhaseChange] = []
        s.drainPhaseChanges { phases.append($0) }
        XCTAssertEqual(phases.map(\.phase), [.tracking, .decelerating, .bouncing, .idle])
        // The bounce starts at the solved crossing time, not at a frame boundary.
        let sim = BouncingScrollSimulation(position: 136, velocity: 2000, minEdge: -64, maxEdge: 640, tuning: Tuning())
        XCTAssertEqual(phases[2].time, 0.1 + sim.crossingTime, accuracy: 1e-9)
        XCTAssertEqual(phases[2].offset, 640, accuracy: 1e-6)
        XCTAssertEqual(s.offset, 640)
    }

    func testGrabbingABouncingListDoesNotJump() {
        var s = makeScroller()
        s.press(pointer: 100, at: 0)
        s.move(pointer: 500, at: 0.2)
        s.release(at: 0.2)
        s.step(to: 0.3)
        let before = s.offset
        s.press(pointer: 300, at: 0.3)
        XCTAssertEqual(s.offset, before)
        s.move(pointer: 300, at: 0.31)
        XCTAssertEqual(s.offset, before, accuracy: 1e-9)
    }

    func testWheelNotchesAccumulateIntoOneMotion() {
        var s = makeScroller()
        s.scroll(by: 240, at: 0)
        s.step(to: 0.05)
        s.scroll(by: 240, at: 0.05)
        XCTAssertEqual(s.phase, .animating)
        s.step(to: 3)
        XCTAssertEqual(s.phase, .idle)
        XCTAssertEqual(s.offset, -64 + 480)
    }

    func testNotchAtTheTopGivesASmallBounceNotAPull() {
        var s = makeScroller()
        s.scroll(by: -240, at: 0)
        XCTAssertEqual(s.phase, .bouncing)
        var lowest = s.offset
        for i in 1...120 {
            s.step(to: Double(i) / 60)
            lowest = min(lowest, s.offset)
        }
        XCTAssertLessThan(lowest, -64 - 5)
        XCTAssertGreaterThan(lowest, -64 - 60)
        XCTAssertEqual(s.offset, -64)
    }

    func testShrinkingContentAtRestKeepsTheOffsetInBounds() {
        var s = makeScroller()
        s.jump(to: 4000, at: 0)
        s.setGeometry(viewportExtent: 760, contentExtent: 1000, at: 1)
        XCTAssertEqual(s.offset, 240)
    }

    func testOddInputNeverProducesNaN() {
        var s = makeScroller()
        s.press(pointer: .nan, at: 0)
        s.press(pointer: 100, at: 0)
        s.move(pointer: .infinity, at: 0.01)
        s.move(pointer: -.infinity, at: 0.02)
        s.move(pointer: 1e300, at: 0.03)
        s.release(at: 0.03)
        for i in 1...600 { s.step(to: 0.03 + Double(i) / 60) }
        XCTAssertTrue(s.offset.isFinite)
        XCTAssertEqual(s.phase, .idle)
        s.setGeometry(viewportExtent: .nan, contentExtent: -5, at: 20)
        s.scroll(by: .nan, at: 20)
        XCTAssertTrue(s.offset.isFinite)
    }
}
