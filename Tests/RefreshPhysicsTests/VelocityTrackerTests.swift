import XCTest
@testable import RefreshPhysics

final class VelocityTrackerTests: XCTestCase {
    func testSteadyMotionGivesItsVelocityAtAnySampleRate() {
        for hz in [30.0, 60, 125, 144, 1000] {
            var tracker = VelocityTracker()
            var t = 0.0
            while t <= 0.3 {
                tracker.add(time: t, position: 1200 * t)
                t += 1 / hz
            }
            // Times are whole microseconds: 1/30 s is 33333 µs, a few parts in a million off.
            XCTAssertEqual(tracker.velocity(at: t - 1 / hz), 1200, accuracy: 0.01, "at \(hz) Hz")
        }
    }

    func testAcceleratingMotionGivesTheSlopeAtTheNewestSample() {
        var tracker = VelocityTracker()
        for i in 0...10 {
            let t = Double(i) * 0.008
            tracker.add(time: t, position: 5000 * t * t)  // v = 10000 t
        }
        XCTAssertEqual(tracker.velocity(at: 0.08), 800, accuracy: 1e-6)
    }

    func testAPointerThatStoppedReleasesWithNoVelocity() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(time: Double(i) * 0.01, position: Double(i) * 20) }
        XCTAssertEqual(tracker.velocity(at: 0.1 + 0.039), 2000, accuracy: 1e-6)
        XCTAssertEqual(tracker.velocity(at: 0.1 + 0.041), 0)
    }

    func testOnlyTheLast100msCount() {
        var tracker = VelocityTracker()
        // Fast, then 110 ms of slow motion: only the slow part is fitted.
        for i in 0...5 { tracker.add(time: Double(i) * 0.01, position: Double(i) * 50) }
        for i in 1...11 { tracker.add(time: 0.05 + Double(i) * 0.01, position: 250 + Double(i) * 3) }
        XCTAssertEqual(tracker.velocity(at: 0.16), 300, accuracy: 1e-6)
    }

    func testDegenerateInput() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity(at: 0), 0)
        tracker.add(time: 0, position: 10)
        XCTAssertEqual(tracker.velocity(at: 0), 0, "one sample has no velocity")
        tracker.add(time: 0, position: 20)
        tracker.add(time: .nan, position: 30)
        tracker.add(time: 0.01, position: .infinity)
        XCTAssertEqual(tracker.velocity(at: 0.01), 0, "samples at one instant or not finite are ignored")
        tracker.add(time: 0.01, position: 30)
        XCTAssertEqual(tracker.velocity(at: 0.01), 1000, accuracy: 1e-9)
    }

    /// The tracker fed as the scroller feeds it (seconds, one axis) with each recorded fling of
    /// Flutter's and Android's test suites, asked at the lift: the platform's velocity within
    /// 0.1%, except where that opposes the pointer's last movement, where it is 0 (our rule:
    /// never a fling backwards).
    func testRecordedFlingsGiveThePlatformsVelocityOrNoneAgainstTheLastMovement() {
        var backwards: [String] = []
        for (fling, axis, expected) in RecordedFling.all {
            var tracker = VelocityTracker()
            for p in fling.positions(axis) { tracker.add(time: p.t, position: p.x) }
            let got = tracker.velocity(at: Double(fling.up) / 1e9)
            if expected * fling.lastMovement(axis) < 0 {
                backwards.append("\(fling.name) \(axis)")
                XCTAssertEqual(got, 0, "\(fling.name) \(axis): against the last movement")
            } else {
                XCTAssertEqual(got, expected, accuracy: abs(expected) * 0.001, "\(fling.name) \(axis)")
            }
        }
        // The rule is exercised: five of Flutter's estimates oppose the last movement.
        XCTAssertEqual(backwards, ["Flutter fling 3 x", "Flutter fling 3 y", "Flutter fling 5 x", "Flutter fling 9 x",
                                   "Flutter fling 13 x"])
    }

    /// Times are compared in whole microseconds, so where a gesture happens on the clock
    /// changes nothing: a sample exactly 100 ms older than the newest is in the window
    /// at any absolute time (in float seconds 3.1 - 3.0 > 0.1).
    func testTheSameFlingAtAnotherTimeGivesTheSameVelocity() {
        for (fling, axis, _) in RecordedFling.all {
            func velocity(_ shift: Double) -> Double {
                var tracker = VelocityTracker()
                for p in fling.positions(axis, shiftedBy: shift) { tracker.add(time: p.t, position: p.x) }
                return tracker.velocity(at: Double(fling.up) / 1e9 + shift)
            }
            let reference = velocity(0)
            for shift in [3.0, 1000.0, 123_456.789, -216_000.0] {
                XCTAssertEqual(velocity(shift), reference, accuracy: abs(reference) * 1e-9,
                               "\(fling.name) \(axis) shifted by \(shift) s")
            }
        }
        // Steps of exactly 10 ms from 3.0 s: the sample at 3.0 is 100 ms old at 3.1 and counts.
        for start in [0.0, 3.0, 1000.0, 123_456.789] {
            var tracker = VelocityTracker()
            for i in 0...10 { tracker.add(time: start + Double(i) * 0.01, position: i == 0 ? -50 : 10 * Double(i)) }
            XCTAssertEqual(tracker.velocity(at: start + 0.1), VelocityTrackerTests.jumpThenSteady, accuracy: 1e-6,
                           "from \(start) s")
        }
    }

    /// The degree-2 least-squares slope at t = 100 ms of x(0) = -50, x(10k ms) = 10 k (k = 1...10)
    /// (1000 without the first sample).
    static let jumpThenSteady = 353.146853146853
}
