import XCTest
@testable import RefreshPhysics

final class FrictionSimulationTests: XCTestCase {
    let normal = FrictionSimulation(position: 0, velocity: 2000, rate: 0.998)

    func testPositionMatchesReferenceTable() {
        assertTable([(0.1, 181.252), (0.25, 393.379), (0.5, 631.856), (1, 864.070), (2, 980.776)],
                    tolerance: 0.001) { normal.position(at: $0) }
    }

    func testVelocityMatchesReferenceTable() {
        assertTable([(0, 2000), (0.5, 735.02), (1, 270.13)], tolerance: 0.01) { normal.velocity(at: $0) }
    }

    func testRestPositionAndStopTime() {
        XCTAssertEqual(normal.restPosition, 999.000, accuracy: 0.001)
        XCTAssertEqual(normal.duration, 4.1429, accuracy: 0.0001)
        XCTAssertFalse(normal.isDone(at: 4.14))
        XCTAssertTrue(normal.isDone(at: 4.1430))
    }

    func testFastRateTravelsReferenceDistance() {
        let fast = FrictionSimulation(position: 0, velocity: 2000, rate: 0.99)
        XCTAssertEqual(fast.restPosition, 198.998, accuracy: 0.001)
    }

    func testTimeToReachAnEdgeAndVelocityThere() throws {
        let t = try XCTUnwrap(normal.time(toReach: 500))
        XCTAssertEqual(t, 0.34673, accuracy: 0.00001)
        XCTAssertEqual(normal.velocity(at: t), 998.999, accuracy: 0.001)
        XCTAssertEqual(normal.position(at: t), 500, accuracy: 1e-9)
        XCTAssertNil(normal.time(toReach: 1000), "a fling resting at 999 never reaches 1000")
        XCTAssertNil(normal.time(toReach: -10), "a fling never reaches a point behind it")
    }

    func testNegativeVelocityIsSymmetric() {
        let back = FrictionSimulation(position: 0, velocity: -2000, rate: 0.998)
        XCTAssertEqual(back.position(at: 0.5), -631.856, accuracy: 0.001)
        XCTAssertEqual(back.restPosition, -999.000, accuracy: 0.001)
    }

    /// Sampling the closed form at any rate gives the exact result; per-frame
    /// integration (x += v dt; v *= f) would overshoot to 1015.76 at 60 Hz.
    func testSamplingRateDoesNotChangeTheTrajectory() {
        for hz in [30.0, 60, 120, 144] {
            var t = 0.0
            var last = 0.0
            while !normal.isDone(at: t) {
                last = normal.position(at: t)
                t += 1 / hz
            }
            XCTAssertEqual(last, 999.0, accuracy: 0.3, "at \(hz) Hz")
            XCTAssertEqual(normal.position(at: 1), 864.070, accuracy: 0.001)
        }
    }

    func testAbsurdRatesAreClampedToSomethingThatStops() {
        for rate in [Double.nan, 1, 2, -1, 0] {
            let f = FrictionSimulation(position: 0, velocity: 1000, rate: rate)
            XCTAssertTrue(f.k < 0, "rate \(rate)")
            XCTAssertTrue(f.duration.isFinite, "rate \(rate)")
        }
    }
}
