import XCTest
@testable import RefreshPhysics

final class BouncingScrollSimulationTests: XCTestCase {
    let p = BouncingScrollSimulation.Parameters()

    func testFlingThatStopsInsideNeverBounces() {
        let s = BouncingScrollSimulation(position: 0, velocity: 2000, minEdge: -64, maxEdge: 5000, parameters: p)
        XCTAssertNil(s.spring)
        XCTAssertEqual(s.finalPosition, 999, accuracy: 0.001)
        XCTAssertEqual(s.position(at: 1), 864.070, accuracy: 0.001)
    }

    /// The reference case: an edge 500 pt ahead is crossed at 0.34673 s at 998.999 pt/s,
    /// and the stiffness-100 spring then overshoots by 36.751 pt at 0.1 s after the crossing.
    func testFlingCrossingAnEdgeHandsItsVelocityToTheSpring() {
        let s = BouncingScrollSimulation(position: 0, velocity: 2000, minEdge: -64, maxEdge: 500, parameters: p)
        XCTAssertEqual(s.crossingTime, 0.34673, accuracy: 0.00001)
        let tc = s.crossingTime
        XCTAssertEqual(s.position(at: tc), 500, accuracy: 1e-9)
        XCTAssertEqual(s.velocity(at: tc), 998.999, accuracy: 0.001)
        // No jump in position or velocity across the hand-over.
        XCTAssertEqual(s.position(at: tc - 1e-7), s.position(at: tc + 1e-7), accuracy: 0.001)
        XCTAssertEqual(s.velocity(at: tc - 1e-7), s.velocity(at: tc + 1e-7), accuracy: 0.05)
        XCTAssertEqual(s.position(at: tc + 0.1), 500 + 36.751, accuracy: 0.002)
        XCTAssertTrue(s.isBouncing(at: tc + 0.01))
        XCTAssertFalse(s.isBouncing(at: tc - 0.01))
        XCTAssertEqual(s.finalPosition, 500)
    }

    func testFlingUpwardsBouncesOffTheTop() {
        let s = BouncingScrollSimulation(position: 100, velocity: -3000, minEdge: -64, maxEdge: 5000, parameters: p)
        XCTAssertTrue(s.crossingTime.isFinite)
        XCTAssertLessThan(s.position(at: s.crossingTime + 0.05), -64)
        XCTAssertEqual(s.finalPosition, -64)
    }

    func testStartingOutOfBoundsSpringsBack() {
        let s = BouncingScrollSimulation(position: -200, velocity: 0, minEdge: -64, maxEdge: 5000, parameters: p)
        XCTAssertEqual(s.crossingTime, 0)
        XCTAssertEqual(s.position(at: 0.1), -64 - 136 * 0.735759, accuracy: 0.001)
        XCTAssertTrue(s.isDone(at: 3))
    }
}
