import XCTest
@testable import RefreshEngine
import TestSupport

/// Touchpad deltas from a known touchpad (`.touchpad`) in pixels, and the lift its
/// source reports (`.touchpadLift`, Wayland's axis_stop).
final class TouchpadLiftTests: XCTestCase {
    /// Scrolls into the list first, so the gesture starts inside the bounds.
    func scrolledIntoTheList() -> EngineHarness {
        var h = EngineHarness(items: 1000)
        h.engine.perform(.pageDown, at: 0)
        h.engine.run(until: 2)
        XCTAssertGreaterThan(h.engine.scroller.offset, 300, "inside the list")
        return h
    }

    func testOnePixelMovesOnePointByDefaultAndTheScaleIsTunable() {
        var h = scrolledIntoTheList()
        let start = h.engine.scroller.offset
        for i in 0..<12 { h.engine.handle(.touchpad(dx: 0, dy: -10, liftReported: true), at: 2 + Double(i) * 0.01) }
        XCTAssertEqual(h.engine.scroller.offset - start, 120, accuracy: 1e-9, "10-px steps are deltas, not notches")
        h.engine.handle(.touchpadLift, at: 2.12)
        h.engine.run(until: 6)

        var g = scrolledIntoTheList()
        g.engine.setTunable("input.touchpadScale", 2, at: 2)
        let from = g.engine.scroller.offset
        for i in 0..<3 { g.engine.handle(.touchpad(dx: 0, dy: -7, liftReported: true), at: 2 + Double(i) * 0.01) }
        XCTAssertEqual(g.engine.scroller.offset - from, 42, accuracy: 1e-9)
    }

    func testAFingerHeldStillPastTheThresholdWaitsForTheLiftThenRefreshesAtOnce() {
        var h = EngineHarness()
        // 10 steps of 12 px down from rest: pulled 120 px, past the 54-pt threshold.
        for i in 0..<10 { h.engine.handle(.touchpad(dx: 0, dy: 12, liftReported: true), at: Double(i) * 0.01) }
        XCTAssertEqual(h.engine.header.state, .pulling)
        h.engine.run(until: 0.6)
        XCTAssertEqual(h.engine.scroller.phase, .tracking, "no idle gap: the fingers are still down")
        XCTAssertEqual(h.engine.header.state, .pulling)
        h.engine.handle(.touchpadLift, at: 0.6)
        XCTAssertEqual(h.engine.header.state, .refreshing, "released at the lift itself")
        h.engine.run(until: 6)
        XCTAssertEqual(h.engine.header.state, .idle)
        XCTAssertEqual(h.engine.scroller.offset, -64)
    }

    func testAPullShortOfTheThresholdSpringsBackAtTheLift() {
        var h = EngineHarness()
        for i in 0..<4 { h.engine.handle(.touchpad(dx: 0, dy: 10, liftReported: true), at: Double(i) * 0.01) }
        XCTAssertLessThan(h.engine.scroller.offset, -64 - 10, "pulled")
        h.engine.handle(.touchpadLift, at: 0.05)
        XCTAssertNotEqual(h.engine.scroller.phase, .tracking)
        h.engine.run(until: 3)
        XCTAssertEqual(h.engine.header.state, .idle)
        XCTAssertNil(h.engine.paging.newer)
        XCTAssertEqual(h.engine.scroller.offset, -64)
    }

    func testAPauseInsideTheListIsNotALiftWhenTheSourceReportsLifts() {
        var h = scrolledIntoTheList()
        let start = h.engine.scroller.offset
        for i in 0..<5 { h.engine.handle(.touchpad(dx: 0, dy: -10, liftReported: true), at: 2 + Double(i) * 0.01) }
        // A 60-ms gap (a slow frame, or the fingers slowing): neither coasting nor a release.
        h.engine.run(until: 2.1)
        XCTAssertEqual(h.engine.scroller.phase, .tracking)
        XCTAssertEqual(h.engine.scroller.offset - start, 50, accuracy: 1e-9, "no jump")
        for i in 0..<7 { h.engine.handle(.touchpad(dx: 0, dy: -10, liftReported: true), at: 2.1 + Double(i) * 0.01) }
        XCTAssertEqual(h.engine.scroller.offset - start, 120, accuracy: 1e-9)
    }

    func testAFlickCoastsAtTheLiftWithTheFingersVelocity() {
        var h = scrolledIntoTheList()
        // 30 px every 10 ms: 3,000 pt/s.
        for i in 0..<10 { h.engine.handle(.touchpad(dx: 0, dy: -30, liftReported: true), at: 2 + Double(i) * 0.01) }
        h.engine.handle(.touchpadLift, at: 2.1)
        XCTAssertEqual(h.engine.scroller.phase, .decelerating)
        XCTAssertEqual(h.engine.scroller.velocity, 3000, accuracy: 300, "the finger's speed, within 10%")
    }

    func testAFingerHeldStillBeforeTheLiftDoesNotFling() {
        var h = scrolledIntoTheList()
        for i in 0..<10 { h.engine.handle(.touchpad(dx: 0, dy: -30, liftReported: true), at: 2 + Double(i) * 0.01) }
        let held = h.engine.scroller.offset
        // The fingers rest 200 ms, then lift: nothing coasts.
        h.engine.handle(.touchpadLift, at: 2.29)
        XCTAssertEqual(h.engine.scroller.velocity, 0)
        h.engine.run(until: 4)
        XCTAssertEqual(h.engine.scroller.offset, held, accuracy: 1e-9)
    }

    func testShrinkingDeltasPastAnEdgeFromAReportingSourceAreFingersNotCoasting() {
        var h = EngineHarness()
        var t = 0.0
        for dy in [20.0, 20, 20, 16, 12, 8, 4] {
            h.engine.handle(.touchpad(dx: 0, dy: dy, liftReported: true), at: t)
            t += 0.016
        }
        XCTAssertEqual(h.engine.scroller.phase, .tracking, "a slowing pull is still held")
        XCTAssertTrue(h.engine.touchpad.active)
    }

    func testWithoutReportedLiftsTheIdleGapStillReleases() {
        var h = EngineHarness()
        for i in 0..<10 { h.engine.handle(.touchpad(dx: 0, dy: 12, liftReported: false), at: Double(i) * 0.01) }
        h.engine.run(until: 0.09 + 0.099)
        XCTAssertEqual(h.engine.scroller.phase, .tracking)
        h.engine.run(until: 0.09 + 0.12)
        XCTAssertEqual(h.engine.header.state, .refreshing, "the idle gap is the fallback")
    }

    func testALiftWithoutAGestureAndOddDeltasDoNothing() {
        var h = EngineHarness()
        h.engine.handle(.touchpadLift, at: 0)
        h.engine.handle(.touchpad(dx: 0, dy: .nan, liftReported: true), at: 0.01)
        h.engine.handle(.touchpad(dx: 0, dy: 0, liftReported: true), at: 0.02)
        h.engine.handle(.touchpad(dx: 0, dy: .infinity, liftReported: true), at: 0.03)
        XCTAssertFalse(h.engine.touchpad.active)
        XCTAssertEqual(h.engine.scroller.offset, -64)
    }

    func testTheTraceNamesTouchpadDeltasAndTheLift() {
        var h = EngineHarness()
        h.engine.tracing = true
        h.engine.handle(.touchpad(dx: 0, dy: 3.5, liftReported: true), at: 0)
        h.engine.handle(.touchpadLift, at: 0.01)
        var lines: [String] = []
        h.engine.drainTrace { lines.append($0.jsonLine) }
        XCTAssertTrue(lines.contains("{\"t\":0,\"type\":\"touchpad\",\"dy\":3.5,\"liftReported\":true}"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("\"kind\":\"touchpad-lift\"") })
    }
}
