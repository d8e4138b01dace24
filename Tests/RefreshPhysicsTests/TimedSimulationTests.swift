import XCTest
@testable import RefreshPhysics

final class TimedSimulationTests: XCTestCase {
    func testEndsExactlyAtTheTargetAtTheDurationWithContinuousVelocity() {
        let s = TimedSimulation(from: -200, velocity: -300, to: -118, duration: 0.25)
        XCTAssertEqual(s.position(at: 0), -200)
        XCTAssertEqual(s.velocity(at: 0), -300, accuracy: 1e-9)
        XCTAssertEqual(s.position(at: 0.25), -118)
        XCTAssertEqual(s.velocity(at: 0.2499999), 0, accuracy: 0.01)
        XCTAssertTrue(s.isDone(at: 0.25))
        XCTAssertFalse(s.isDone(at: 0.2))
        for t in stride(from: 0.01, to: 0.24, by: 0.01) {
            let numeric = (s.position(at: t + 1e-6) - s.position(at: t - 1e-6)) / 2e-6
            XCTAssertEqual(s.velocity(at: t), numeric, accuracy: 0.01)
        }
    }

    func testFromRestItIsTheEaseInOutCurve() {
        let s = TimedSimulation(from: 0, velocity: 0, to: 100, duration: 1)
        XCTAssertEqual(s.position(at: 0.5), 50, accuracy: 1e-12)
        XCTAssertEqual(s.position(at: 0.25), 15.625, accuracy: 1e-12)
    }
}
