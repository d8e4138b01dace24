import XCTest
@testable import RefreshPhysics

final class SpringSimulationTests: XCTestCase {
    func testCriticallyDampedStiffness100() {
        let s = SpringSimulation(from: 100, velocity: 0, to: 0, stiffness: 100)
        XCTAssertEqual(s.kind, .critical)
        assertTable([(0, 100), (0.1, 73.5759), (0.3, 19.9148), (0.5, 4.0428)], tolerance: 0.0001) {
            s.position(at: $0)
        }
    }

    func testCriticallyDampedStiffness200() {
        let s = SpringSimulation(from: 100, velocity: 0, to: 0, stiffness: 200)
        assertTable([(0.1, 58.6936), (0.3, 7.5335), (0.5, 0.6855)], tolerance: 0.0001) { s.position(at: $0) }
    }

    func testFlingIntoSpringPeaksAtReferenceOvershoot() {
        let s = SpringSimulation(from: 0, velocity: 999, to: 0, stiffness: 100)
        XCTAssertEqual(s.position(at: 0.1), 36.751, accuracy: 0.001)
        XCTAssertEqual(s.velocity(at: 0.1), 0, accuracy: 1e-9, "the peak is where the velocity is zero")
        XCTAssertLessThan(s.position(at: 0.09), s.position(at: 0.1))
        XCTAssertLessThan(s.position(at: 0.11), s.position(at: 0.1))
    }

    func testTargetOffsetsTheMotion() {
        let s = SpringSimulation(from: 36, velocity: 0, to: -64, stiffness: 100)
        XCTAssertEqual(s.position(at: 0.1), -64 + 73.5759, accuracy: 0.0001)
    }

    /// The velocity is the derivative of the position, for every damping kind.
    func testVelocityIsTheDerivativeOfPosition() {
        for zeta in [0.5, 1.0, 1.1, 2.0] {
            let s = SpringSimulation(from: 80, velocity: -300, to: 10, stiffness: 150, dampingRatio: zeta)
            for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                let h = 1e-6
                let numeric = (s.position(at: t + h) - s.position(at: t - h + (t == 0 ? h : 0))) / (t == 0 ? h : 2 * h)
                XCTAssertEqual(s.velocity(at: t), numeric, accuracy: 0.01, "zeta \(zeta) t \(t)")
            }
            XCTAssertEqual(s.position(at: 0), 80, accuracy: 1e-9)
            XCTAssertEqual(s.velocity(at: 0), -300, accuracy: 1e-9)
        }
    }

    func testUnderdampedOvershootsAndOverdampedDoesNot() {
        let under = SpringSimulation(from: 100, velocity: 0, to: 0, stiffness: 100, dampingRatio: 0.3)
        let over = SpringSimulation(from: 100, velocity: 0, to: 0, stiffness: 100, dampingRatio: 2)
        XCTAssertEqual(under.kind, .under)
        XCTAssertEqual(over.kind, .over)
        let samples = stride(from: 0.0, through: 3, by: 0.01)
        XCTAssertLessThan(samples.map { under.position(at: $0) }.min() ?? 0, -10)
        XCTAssertGreaterThanOrEqual(samples.map { over.position(at: $0) }.min() ?? -1, 0)
    }

    func testDoneWhenCloseAndSlow() {
        let s = SpringSimulation(from: 100, velocity: 0, to: 0, stiffness: 100)
        XCTAssertFalse(s.isDone(at: 0.5))
        XCTAssertTrue(s.isDone(at: 2))
    }
}
