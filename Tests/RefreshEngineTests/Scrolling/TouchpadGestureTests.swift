import XCTest
@testable import RefreshEngine

/// TouchpadGesture as a value: moves, the idle-gap deadline, the coast pause, the momentum release and its coasting, the lift.
final class TouchpadGestureTests: XCTestCase {
    let tolerance = 1e-12

    // MARK: Begin and move

    func testTheFirstDeltaBeginsAndEachMovesByItsDistance() {
        var pad = TouchpadGesture()
        XCTAssertEqual(pad.add(3, at: 1, pastEdge: false), [.begin, .move(pointer: 3)])
        XCTAssertEqual(pad.add(-1.25, at: 1.01, pastEdge: false), [.move(pointer: 1.75)])
        XCTAssertEqual(pad.add(0.5, at: 1.02, pastEdge: false), [.move(pointer: 2.25)])
        XCTAssertTrue(pad.active)
        XCTAssertEqual(pad.lastTime, 1.02)
    }

    func testZeroAndNonFiniteDeltasAreIgnored() {
        var pad = TouchpadGesture()
        for dy in [0.0, -0.0, .nan, .infinity, -.infinity] {
            XCTAssertEqual(pad.add(dy, at: 1, pastEdge: false), [], "\(dy)")
        }
        XCTAssertFalse(pad.active)
        XCTAssertNil(pad.releaseTime)
        _ = pad.add(2, at: 2, pastEdge: false)
        XCTAssertEqual(pad.add(.nan, at: 2.05, pastEdge: false), [])
        XCTAssertEqual(pad.lastTime, 2, "an ignored delta does not push the deadline")
        XCTAssertEqual(pad.releaseTime!, 2.1, accuracy: tolerance)
    }

    func testAfterTheEndTheNextDeltaBeginsAgainFromZero() {
        var pad = TouchpadGesture()
        _ = pad.add(5, at: 0, pastEdge: false)
        _ = pad.add(5, at: 0.01, pastEdge: false)
        pad.end()
        XCTAssertFalse(pad.active)
        XCTAssertNil(pad.releaseTime)
        XCTAssertNil(pad.coastTime)
        XCTAssertEqual(pad.add(-2, at: 0.02, pastEdge: false), [.begin, .move(pointer: -2)])
    }

    // MARK: The idle gap

    /// The release deadline is the last delta's time plus the idle gap, whenever it is read.
    func testTheReleaseIsDueAnIdleGapAfterTheLastDelta() {
        var pad = TouchpadGesture(idleGap: 0.1)
        XCTAssertNil(pad.releaseTime, "no gesture, nothing to release")
        let times = [0.0, 0.016, 0.05, 0.09]
        for t in times {
            _ = pad.add(1, at: t, pastEdge: false)
            XCTAssertEqual(pad.releaseTime!, t + 0.1, accuracy: tolerance, "after the delta at \(t)")
        }
        var slow = TouchpadGesture(idleGap: 0.25)
        _ = slow.add(1, at: 3, pastEdge: false)
        XCTAssertEqual(slow.releaseTime!, 3.25, accuracy: tolerance)
        var negative = TouchpadGesture(idleGap: -1)
        _ = negative.add(1, at: 3, pastEdge: false)
        XCTAssertEqual(negative.releaseTime!, 3, accuracy: tolerance, "a negative gap counts as 0")
    }

    /// The value does not end the gesture itself: a delta after the gap, with no `end()`,
    /// still moves the same gesture (the host ends it at `releaseTime`).
    func testADeltaAfterTheGapWithoutAnEndContinuesTheGesture() {
        var pad = TouchpadGesture(idleGap: 0.1)
        _ = pad.add(1, at: 0, pastEdge: false)
        XCTAssertEqual(pad.add(1, at: 0.5, pastEdge: false), [.move(pointer: 2)])
    }

    // MARK: The coasting pause

    /// coastTime = last + min(max(2.5 interval, 0.025), idleGap); the interval starts at 16 ms.
    func testTheCoastTimeIsTwoAndAHalfIntervalsAfterTheLastDelta() {
        var pad = TouchpadGesture(idleGap: 0.1)
        XCTAssertNil(pad.coastTime)
        _ = pad.add(1, at: 1, pastEdge: false)
        XCTAssertEqual(pad.interval, 0.016, accuracy: tolerance, "the first delta does not measure")
        XCTAssertEqual(pad.coastTime!, 1.04, accuracy: tolerance)
        // One 20 ms interval: 0.7 x 16 + 0.3 x 20 = 17.2 ms.
        _ = pad.add(1, at: 1.02, pastEdge: false)
        XCTAssertEqual(pad.interval, 0.0172, accuracy: tolerance)
        XCTAssertEqual(pad.coastTime!, 1.02 + 0.043, accuracy: tolerance)
        // Then 40 ms: 0.7 x 17.2 + 0.3 x 40 = 24.04 ms.
        _ = pad.add(1, at: 1.06, pastEdge: false)
        XCTAssertEqual(pad.interval, 0.02404, accuracy: tolerance)
        XCTAssertEqual(pad.coastTime!, 1.06 + 0.0601, accuracy: tolerance)
    }

    func testTheIntervalIgnoresGapsOfAnIdleGapOrMoreAndTimeGoingBack() {
        var pad = TouchpadGesture(idleGap: 0.1)
        _ = pad.add(1, at: 1, pastEdge: false)
        _ = pad.add(1, at: 1.1, pastEdge: false)   // exactly the idle gap
        XCTAssertEqual(pad.interval, 0.016, accuracy: tolerance)
        _ = pad.add(1, at: 1.05, pastEdge: false)  // earlier than the last delta
        XCTAssertEqual(pad.interval, 0.016, accuracy: tolerance)
        _ = pad.add(1, at: 1.05, pastEdge: false)  // same time
        XCTAssertEqual(pad.interval, 0.016, accuracy: tolerance)
    }

    func testTheCoastPauseIsAtLeast25MsAndAtMostTheIdleGap() {
        // Deltas every 2 ms: 2.5 intervals fall below 25 ms, which is the floor.
        var fast = TouchpadGesture(idleGap: 0.1)
        for i in 0..<40 { _ = fast.add(1, at: Double(i) * 0.002, pastEdge: false) }
        XCTAssertLessThan(2.5 * fast.interval, 0.025)
        XCTAssertEqual(fast.coastTime!, 0.078 + 0.025, accuracy: tolerance)
        // Deltas every 90 ms: 2.5 intervals pass the idle gap, which is the ceiling.
        var slow = TouchpadGesture(idleGap: 0.1)
        for i in 0..<10 { _ = slow.add(1, at: Double(i) * 0.09, pastEdge: false) }
        XCTAssertGreaterThan(2.5 * slow.interval, 0.1)
        XCTAssertEqual(slow.coastTime!, 0.81 + 0.1, accuracy: tolerance)
    }

    func testTheCoastTimeIsCheckedOncePerPause() {
        var pad = TouchpadGesture(idleGap: 0.1)
        _ = pad.add(1, at: 0, pastEdge: false)
        XCTAssertNotNil(pad.coastTime)
        pad.markCoastChecked()
        XCTAssertNil(pad.coastTime)
        XCTAssertEqual(pad.releaseTime!, 0.1, accuracy: tolerance, "the release still comes")
        _ = pad.add(1, at: 0.016, pastEdge: false)
        // 0.7 x 16 + 0.3 x 16 = 16 ms: 40 ms after the new delta.
        XCTAssertEqual(pad.coastTime!, 0.056, accuracy: tolerance)
    }

    // MARK: Coasting past an edge

    /// With the default count of 3, the third delta in a row past an edge, each smaller
    /// than the one before, releases the drag in the same call.
    func testThreeShrinkingDeltasPastAnEdgeReleaseAtOnce() {
        var pad = TouchpadGesture()
        XCTAssertEqual(pad.add(1.0, at: 0, pastEdge: true), [.begin, .move(pointer: 1)])
        XCTAssertEqual(pad.add(0.75, at: 0.016, pastEdge: true), [.move(pointer: 1.75)])
        XCTAssertEqual(pad.add(0.5, at: 0.032, pastEdge: true), [.move(pointer: 2.25), .end])
        XCTAssertFalse(pad.active)
        XCTAssertNil(pad.releaseTime)
        XCTAssertNil(pad.coastTime)
    }

    /// The first delta past the edge has nothing before it there and opens the run: with the
    /// default count of 3, deltas 1.0, 0.75, 0.5 past the edge end the drag on the third,
    /// though the 1.0 is smaller than no delta before it (the one before was 2.0, inside).
    func testTheRunStartsWithTheFirstDeltaPastTheEdge() {
        var pad = TouchpadGesture(momentumCount: 3)
        _ = pad.add(2.0, at: 0, pastEdge: false)
        _ = pad.add(2.0, at: 0.016, pastEdge: false)
        XCTAssertEqual(pad.add(1.0, at: 0.032, pastEdge: true), [.move(pointer: 5)])
        XCTAssertEqual(pad.add(0.75, at: 0.048, pastEdge: true), [.move(pointer: 5.75)])
        XCTAssertEqual(pad.add(0.5, at: 0.064, pastEdge: true), [.move(pointer: 6.25), .end])
    }

    func testAnEqualOrLargerDeltaOrOneInsideTheBoundsBreaksTheRun() {
        var pad = TouchpadGesture(momentumCount: 3)
        var t = 0.0
        func add(_ dy: Double, _ pastEdge: Bool) -> [TouchpadGesture.Action] {
            defer { t += 0.016 }
            return pad.add(dy, at: t, pastEdge: pastEdge)
        }
        _ = add(1.0, true)   // run 1
        _ = add(0.8, true)   // run 2
        XCTAssertFalse(add(0.8, true).contains(.end), "equal: run 0")
        _ = add(0.6, true)   // run 1
        XCTAssertFalse(add(0.9, true).contains(.end), "larger: run 0")
        _ = add(0.5, true)   // run 1
        _ = add(0.4, true)   // run 2
        XCTAssertFalse(add(0.3, false).contains(.end), "inside the bounds: run 0")
        _ = add(0.2, true)   // run 1
        _ = add(0.1, true)   // run 2
        XCTAssertTrue(pad.active)
        XCTAssertEqual(add(0.05, true).last, .end, "run 3")
    }

    func testTheSizeNotTheSignCountsAndTheCountIsTunable() {
        var two = TouchpadGesture(momentumCount: 2)
        _ = two.add(-1.0, at: 0, pastEdge: true)
        XCTAssertEqual(two.add(-0.5, at: 0.016, pastEdge: true), [.move(pointer: -1.5), .end])

        var five = TouchpadGesture(momentumCount: 5)
        let deltas = [1.0, 0.9, 0.8, 0.7]
        for (i, dy) in deltas.enumerated() {
            XCTAssertFalse(five.add(dy, at: Double(i) * 0.016, pastEdge: true).contains(.end))
        }
        XCTAssertEqual(five.add(0.6, at: 0.064, pastEdge: true).last, .end)
    }

    func testACountBelowOneCountsAsOne() {
        for count in [0, -3] {
            var pad = TouchpadGesture(momentumCount: count)
            XCTAssertEqual(pad.add(1.0, at: 0, pastEdge: true), [.begin, .move(pointer: 1), .end], "count \(count)")
        }
    }

    // MARK: The coasting after a release

    /// After the release, deltas the same way, no larger than 1.2 x the last, within the idle
    /// gap of the last are the driver's coasting: ignored, and the gesture stays ended.
    func testTheCoastingAfterTheReleaseIsIgnored() {
        var pad = TouchpadGesture(idleGap: 0.125)
        _ = pad.add(1.0, at: 0, pastEdge: true)
        _ = pad.add(0.75, at: 0.015625, pastEdge: true)
        XCTAssertEqual(pad.add(0.5, at: 0.03125, pastEdge: true).last, .end)
        // 0.55 <= 1.2 x 0.5 = 0.6: coasting; now the last is 0.55.
        XCTAssertEqual(pad.add(0.55, at: 0.046875, pastEdge: true), [])
        // 0.65 <= 1.2 x 0.55 = 0.66, even inside the bounds.
        XCTAssertEqual(pad.add(0.65, at: 0.0625, pastEdge: false), [])
        XCTAssertFalse(pad.active)
        XCTAssertNil(pad.releaseTime)
        // 0.8 > 1.2 x 0.65 = 0.78: fingers again, a new gesture from zero.
        XCTAssertEqual(pad.add(0.8, at: 0.078125, pastEdge: true), [.begin, .move(pointer: 0.8)])
    }

    func testTheOtherWayEndsTheCoasting() {
        var pad = TouchpadGesture(momentumCount: 1)
        XCTAssertEqual(pad.add(1.0, at: 0, pastEdge: true).last, .end)
        XCTAssertEqual(pad.add(-0.1, at: 0.015625, pastEdge: false), [.begin, .move(pointer: -0.1)])
    }

    func testAnIdleGapEndsTheCoasting() {
        var pad = TouchpadGesture(idleGap: 0.125, momentumCount: 1)
        XCTAssertEqual(pad.add(1.0, at: 1, pastEdge: true).last, .end)
        XCTAssertEqual(pad.add(0.5, at: 1.0625, pastEdge: false), [], "within the gap: coasting")
        // The gap runs from the last coasting delta, not from the release.
        XCTAssertEqual(pad.add(0.5, at: 1.125, pastEdge: false), [], "0.0625 after the last coasting")
        XCTAssertEqual(pad.add(0.5, at: 1.25, pastEdge: false), [.begin, .move(pointer: 0.5)])
    }

    // MARK: A source that reports the lift

    func testAReportedLiftTurnsTheTimingRulesOff() {
        var pad = TouchpadGesture(idleGap: 0.1, momentumCount: 3)
        XCTAssertEqual(pad.add(1.0, at: 0, pastEdge: true, liftReported: true), [.begin, .move(pointer: 1)])
        XCTAssertTrue(pad.liftReported)
        XCTAssertNil(pad.releaseTime)
        XCTAssertNil(pad.coastTime)
        // Shrinking deltas past the edge are the fingers' own: no release.
        for (i, dy) in [0.8, 0.6, 0.4, 0.2, 0.1].enumerated() {
            XCTAssertFalse(pad.add(dy, at: Double(i + 1) * 0.016, pastEdge: true).contains(.end))
        }
        XCTAssertTrue(pad.active)
        XCTAssertEqual(pad.pointer, 3.1, accuracy: tolerance)
    }

    func testOneDeltaWithTheLiftMakesTheWholeGestureWaitForIt() {
        var pad = TouchpadGesture(idleGap: 0.1)
        _ = pad.add(1, at: 0, pastEdge: false)
        XCTAssertEqual(pad.releaseTime!, 0.1, accuracy: tolerance)
        _ = pad.add(1, at: 0.016, pastEdge: false, liftReported: true)
        _ = pad.add(1, at: 0.032, pastEdge: false)
        XCTAssertTrue(pad.liftReported, "held for the gesture")
        XCTAssertNil(pad.releaseTime)
        XCTAssertNil(pad.coastTime)
        // The next gesture starts without it.
        pad.end()
        _ = pad.add(1, at: 1, pastEdge: false)
        XCTAssertFalse(pad.liftReported)
        XCTAssertEqual(pad.releaseTime!, 1.1, accuracy: tolerance)
    }

    func testADeltaWithTheLiftIsNeverTakenForCoasting() {
        var pad = TouchpadGesture(momentumCount: 1)
        XCTAssertEqual(pad.add(1.0, at: 0, pastEdge: true).last, .end)
        // Smaller, same way, within the gap: coasting for a source without the lift ...
        var other = pad
        XCTAssertEqual(other.add(0.5, at: 0.016, pastEdge: true), [])
        // ... but fingers for one that reports it.
        XCTAssertEqual(pad.add(0.5, at: 0.016, pastEdge: true, liftReported: true), [.begin, .move(pointer: 0.5)])
    }
}
