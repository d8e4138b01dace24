import XCTest
@testable import RefreshEngine

/// ArrowFlip: angle(t) = from + (to - from) e(s), e(s) = s^2 (3 - 2s), each turn starting where the arrow is.
final class ArrowFlipTests: XCTestCase {
    let tolerance = 1e-12

    /// One turn from 0 to pi over 0.5 s starting at t = 2 (times exact in binary).
    func testOneTurnFollowsTheSmoothstep() {
        var arrow = ArrowFlip(angle: 0, duration: 0.5)
        arrow.turn(to: .pi, at: 2)
        // (t, expected angle): s = 0, 0.25, 0.5, 0.75, 1 and e(s) = 0, 5/32, 1/2, 27/32, 1.
        let table: [(Double, Double)] = [
            (2.0, 0),
            (2.125, .pi * 5 / 32),
            (2.25, .pi / 2),
            (2.375, .pi * 27 / 32),
            (2.5, .pi),
        ]
        for (t, expected) in table {
            XCTAssertEqual(arrow.angle(at: t), expected, accuracy: tolerance, "t = \(t)")
        }
        // Before the turn starts it holds the old angle; long after, the target.
        XCTAssertEqual(arrow.angle(at: 1.9), 0, accuracy: tolerance)
        XCTAssertEqual(arrow.angle(at: 100), .pi, accuracy: tolerance)
    }

    func testAFreshArrowRestsAtItsAngle() {
        let arrow = ArrowFlip(angle: 1.25, duration: 0.2)
        XCTAssertEqual(arrow.angle(at: 0), 1.25, accuracy: tolerance)
        XCTAssertEqual(arrow.angle(at: -1e9), 1.25, accuracy: tolerance)
        XCTAssertFalse(arrow.isTurning(at: 0))
    }

    func testAReversalHalfwayTurnsBackFromTheCurrentAngle() {
        var arrow = ArrowFlip(angle: 0, duration: 0.5)
        arrow.turn(to: .pi, at: 0)
        let reversal = 0.25
        let before = arrow
        arrow.turn(to: 0, at: reversal)

        // Continuity: no jump at the reversal.
        XCTAssertEqual(before.angle(at: reversal), .pi / 2, accuracy: tolerance)
        XCTAssertLessThan(abs(arrow.angle(at: reversal) - before.angle(at: reversal)), 1e-9)
        XCTAssertLessThan(abs(arrow.angle(at: reversal + 1e-12) - before.angle(at: reversal - 1e-12)), 1e-9)

        // The new turn runs from pi/2 to 0 over a full duration, with the same curve.
        let table: [(Double, Double)] = [
            (0.25, .pi / 2),
            (0.375, .pi / 2 * (1 - 5.0 / 32)),
            (0.5, .pi / 4),
            (0.625, .pi / 2 * (1 - 27.0 / 32)),
            (0.75, 0),
            (2, 0),
        ]
        for (t, expected) in table {
            XCTAssertEqual(arrow.angle(at: t), expected, accuracy: tolerance, "t = \(t)")
        }
        XCTAssertTrue(arrow.isTurning(at: 0.7499))
        XCTAssertFalse(arrow.isTurning(at: 0.75))
    }

    func testTurningToTheSameTargetDoesNothing() {
        var arrow = ArrowFlip(angle: 0, duration: 0.5)
        arrow.turn(to: .pi, at: 0)
        let before = arrow
        // Mid-turn: the turn is not restarted from the current angle.
        arrow.turn(to: .pi, at: 0.25)
        XCTAssertEqual(arrow, before)
        XCTAssertEqual(arrow.angle(at: 0.375), .pi * 27 / 32, accuracy: tolerance)
        XCTAssertFalse(arrow.isTurning(at: 0.5))

        // At rest: no turn begins.
        var resting = ArrowFlip(angle: 2, duration: 0.5)
        resting.turn(to: 2, at: 10)
        XCTAssertEqual(resting, ArrowFlip(angle: 2, duration: 0.5))
        XCTAssertFalse(resting.isTurning(at: 10))
    }

    func testAZeroDurationJumps() {
        var arrow = ArrowFlip(angle: 0, duration: 0)
        arrow.turn(to: .pi, at: 1)
        XCTAssertEqual(arrow.angle(at: 1), .pi, accuracy: tolerance)
        XCTAssertFalse(arrow.isTurning(at: 1))
        // A negative duration is no turn either.
        var negative = ArrowFlip(angle: 0, duration: -0.5)
        negative.turn(to: -.pi, at: 1)
        XCTAssertEqual(negative.angle(at: 1), -.pi, accuracy: tolerance)
        XCTAssertEqual(negative.angle(at: 1.25), -.pi, accuracy: tolerance)
    }

    func testIsTurningFromTheStartUntilTheDurationHasPassed() {
        var arrow = ArrowFlip(angle: 0, duration: 0.5)
        arrow.turn(to: .pi, at: 3)
        let table: [(Double, Bool)] = [(3, true), (3.25, true), (3.4999, true), (3.5, false), (4, false)]
        for (t, expected) in table {
            XCTAssertEqual(arrow.isTurning(at: t), expected, "t = \(t)")
        }
    }
}
