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
            XCTAssertEqual(tracker.velocity(at: t - 1 / hz), 1200, accuracy: 1e-6, "at \(hz) Hz")
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
}
