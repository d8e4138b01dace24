import XCTest
@testable import RefreshEngine
import TestSupport
import RefreshPhysics

/// Touchpad scrolling (precise wheel deltas) behaves as a drag; wheel notches animate.
final class TouchpadTests: XCTestCase {
    func testATouchpadPullStretchesExactlyAsAMouseDragOfTheSameDistance() {
        var pad = EngineHarness()
        var t = 0.0
        for _ in 0..<8 {
            pad.engine.handle(.wheel(dx: 0, dy: 0.5, precise: true), at: t)  // 8 x 0.5 x 50 = 200 pt
            t += 0.01
        }
        var mouse = EngineHarness()
        // The mouse first crosses the touch slop; the touchpad has none (its deltas are scrolls).
        mouse.engine.handle(.press(x: 100, y: 100), at: 0)
        mouse.engine.handle(.move(x: 100, y: 300 + mouse.engine.tuning.touchSlop), at: 0.07)
        XCTAssertEqual(pad.engine.scroller.offset, mouse.engine.scroller.offset, accuracy: 1e-9)
        XCTAssertEqual(pad.engine.scroller.offset,
                       -64 - RubberBand.offset(forDrag: 200, dimension: 760, coefficient: 0.55), accuracy: 1e-9)
    }

    func testAPullPastTheThresholdThenTheIdleGapRefreshes() {
        var h = EngineHarness()
        for i in 0..<10 { h.engine.handle(.wheel(dx: 0, dy: 0.4, precise: true), at: Double(i) * 0.016) }
        XCTAssertEqual(h.engine.header.state, .pulling)
        XCTAssertEqual(h.engine.scroller.phase, .tracking)
        h.engine.run(until: 0.144 + 0.099)
        XCTAssertEqual(h.engine.scroller.phase, .tracking, "still within the idle gap")
        h.engine.run(until: 0.144 + 0.12)
        XCTAssertEqual(h.engine.header.state, .refreshing, "the gap counts as the fingers lifting")
        h.engine.run(until: 6)
        XCTAssertEqual(h.engine.header.state, .idle)
        XCTAssertEqual(h.engine.scroller.offset, -64)
    }

    func testAShortPullSpringsBackWithoutRefreshing() {
        var h = EngineHarness()
        for i in 0..<3 { h.engine.handle(.wheel(dx: 0, dy: 0.3, precise: true), at: Double(i) * 0.016) }
        h.engine.run(until: 3)
        XCTAssertEqual(h.engine.header.state, .idle)
        XCTAssertNil(h.engine.paging.newer)
        XCTAssertEqual(h.engine.scroller.offset, -64)
    }

    func testShrinkingDeltasPastAnEdgeAreCoastingAndReleaseAtOnce() {
        var h = EngineHarness()
        var t = 0.0
        for dy in [1.0, 1.0, 1.0, 0.8, 0.6, 0.4] {
            h.engine.handle(.wheel(dx: 0, dy: dy, precise: true), at: t)
            t += 0.016
        }
        XCTAssertNotEqual(h.engine.scroller.phase, .tracking, "released before the idle gap")
        XCTAssertFalse(h.engine.touchpad.active)
        // More coasting deltas start a new gesture only after the release; they cannot
        // hold the content stretched: it comes back.
        h.engine.run(until: 8)
        XCTAssertEqual(h.engine.scroller.offset, -64)
    }

    func testCoastingAfterTheReleaseCannotGrabTheContentAgain() {
        var h = EngineHarness()
        var t = 0.0
        var grabs = 0
        for dy in [1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.2, 1.0, 0.8, 0.6, 0.45, 0.3, 0.2, 0.12, 0.06, 0.02] {
            let wasTracking = h.engine.scroller.phase == .tracking
            h.engine.handle(.wheel(dx: 0, dy: dy, precise: true), at: t)
            if !wasTracking && h.engine.scroller.phase == .tracking { grabs += 1 }
            t += 0.016
        }
        XCTAssertEqual(grabs, 1, "one gesture; the coasting after its release is ignored")
        h.engine.run(until: t + 3)
        XCTAssertEqual(h.engine.scroller.offset, -64)
        // A new gesture (after the idle gap) is taken again.
        h.engine.handle(.wheel(dx: 0, dy: -1, precise: true), at: t + 3.1)
        XCTAssertEqual(h.engine.scroller.phase, .tracking)
    }

    func testSlowMotionMeasuresTheGestureInTheHandsTime() {
        func restAfterDrag(scale: Double) -> Double {
            var h = EngineHarness(items: 1000)
            h.engine.inputTimeScale = scale
            // The same hand movement: 150 pt in 0.2 s of real time, i.e. 0.2 x scale of engine time.
            for i in 0...10 {
                let t = Double(i) * 0.02 * scale
                h.engine.handle(i == 0 ? .press(x: 100, y: 600) : .move(x: 100, y: 600 - 15 * Double(i)), at: t)
            }
            h.engine.handle(.release(x: 100, y: 450), at: 0.2 * scale)
            h.engine.run(until: 10)
            return h.engine.scroller.offset
        }
        XCTAssertEqual(restAfterDrag(scale: 0.1), restAfterDrag(scale: 1), accuracy: 0.5)
    }

    func testAPointerHeldStillLetsTheHostSleep() {
        var h = EngineHarness()
        h.engine.handle(.press(x: 100, y: 300), at: 0)
        h.engine.handle(.move(x: 100, y: 350), at: 0.1)
        _ = h.engine.frame(at: 0.2)
        XCTAssertTrue(h.engine.isAtRest(at: 0.2), "held still: nothing to draw until the next event")
        h.engine.handle(.release(x: 100, y: 350), at: 0.3)
        XCTAssertFalse(h.engine.isAtRest(at: 0.3), "let go past the top: it springs back")
    }

    func testScrollingFastIntoTheBottomOvershootsAndComesBack() {
        var h = EngineHarness(items: 12)
        var t = 0.0
        var deepest = -Double.infinity
        for _ in 0..<40 {
            h.engine.handle(.wheel(dx: 0, dy: -1.2, precise: true), at: t)
            t += 0.012
            deepest = max(deepest, h.engine.scroller.offset)
        }
        h.engine.run(until: t + 3)
        let maxOffset = h.engine.scroller.maxOffset
        XCTAssertGreaterThan(deepest, maxOffset + 20, "it went past the bottom")
        XCTAssertEqual(h.engine.scroller.offset, maxOffset, accuracy: 1e-9)
    }

    func testAFlickOfTheTouchpadFlingsOnAfterTheFingersLift() {
        var h = EngineHarness(items: 1000)
        var t = 0.0
        for _ in 0..<10 {
            h.engine.handle(.wheel(dx: 0, dy: -0.6, precise: true), at: t)
            t += 0.01
        }
        let atLift = h.engine.scroller.offset
        h.engine.run(until: t + 0.2)
        XCTAssertEqual(h.engine.scroller.phase, .decelerating)
        h.engine.run(until: t + 5)
        XCTAssertGreaterThan(h.engine.scroller.offset, atLift + 500, "it coasted")
    }

    func testAFlickCoastsWithoutWaitingForTheIdleGapAndAnotherDeltaCatchesIt() {
        var h = EngineHarness(items: 1000)
        var t = 0.0
        for _ in 0..<10 {
            h.engine.handle(.wheel(dx: 0, dy: -0.6, precise: true), at: t)
            t += 0.01
        }
        let last = t - 0.01
        h.engine.run(until: last + 0.03)
        XCTAssertEqual(h.engine.scroller.phase, .decelerating, "coasting 2.5 intervals after the last delta")
        let before = h.engine.scroller.offset
        h.engine.run(until: last + 0.06)
        XCTAssertGreaterThan(h.engine.scroller.offset, before, "and moving: no hold")
        // A delta during the coast grabs the content where it is: no jump back.
        let at = h.engine.scroller.offset
        h.engine.handle(.wheel(dx: 0, dy: -0.01, precise: true), at: last + 0.06)
        XCTAssertEqual(h.engine.scroller.phase, .tracking)
        XCTAssertEqual(h.engine.scroller.offset, at + 0.5, accuracy: 1e-6)
    }

    func testNotchesScrollTheirTotalDistanceAndBounceAtAnEdgeWithoutRefreshing() {
        var h = EngineHarness(items: 1000)
        for i in 0..<5 { h.engine.handle(.wheel(dx: 0, dy: -1, precise: false), at: Double(i) * 0.03) }
        h.engine.run(until: 3)
        XCTAssertEqual(h.engine.scroller.offset, -64 + 5 * 240)
        h.engine.perform(.top, at: 3)
        h.engine.run(until: 5)
        for i in 0..<3 { h.engine.handle(.wheel(dx: 0, dy: 1, precise: false), at: 5 + Double(i) * 0.03) }
        h.engine.run(until: 8)
        XCTAssertEqual(h.engine.header.state, .idle)
        XCTAssertNil(h.engine.paging.newer)
        XCTAssertEqual(h.engine.scroller.offset, -64)
    }

    func testAMousePressEndsATouchpadGesture() {
        var h = EngineHarness()
        h.engine.handle(.wheel(dx: 0, dy: 1, precise: true), at: 0)
        h.engine.handle(.press(x: 10, y: 300), at: 0.03)
        XCTAssertFalse(h.engine.touchpad.active)
        XCTAssertEqual(h.engine.scroller.phase, .tracking)
    }
}
