import XCTest
@testable import RefreshPhysics

/// Flutter's BouncingScrollPhysics against Flutter's own test values (test/physics/friction_test.dart,
/// test/widgets/scroll_physics_test.dart) and the closed forms of its classes.
final class FlutterPhysicsTests: XCTestCase {
    func sim(_ x0: Double, _ v0: Double, _ lo: Double = -64, _ hi: Double = 5000) -> FlutterBouncingSimulation {
        FlutterBouncingSimulation(position: x0, velocity: v0, leadingExtent: lo, trailingExtent: hi,
                                  toleranceDistance: 1, toleranceVelocity: 20)
    }

    /// friction_test.dart, 'Friction simulation positive velocity': FrictionSimulation(0.135, 100, 100)
    /// is within 1 of 110 at 0.1 s, 131 at 0.5 s, 149 at 2 s and finalX 149 (Flutter's tolerances);
    /// and within 1e-3 of the closed form's values.
    func testFrictionMatchesFlutterFrictionTest() {
        let s = sim(100, 100, -1000, 1000)
        assertTable([(0, 100), (0.1, 110), (0.5, 131), (2, 149)], tolerance: 1) { s.position(at: $0) }
        assertTable([(0.1, 109.062), (0.5, 131.590)], tolerance: 1e-3) { s.position(at: $0) }
        XCTAssertEqual(s.friction!.restPosition, 149.938, accuracy: 1e-3, "finalX")
        // The fling is done once slower than 20: 100 - 20 of the 100 pt/s spent, (100 - 20) / ln(1 / 0.135) on.
        XCTAssertEqual(s.restPosition, 100 + 80 / -Foundation.log(0.135), accuracy: 1e-9)
        XCTAssertEqual(s.velocity(at: 0), 100, accuracy: 1e-9)
    }

    /// scroll_physics_test.dart, BouncingScrollPhysics: no resistance when not overscrolled; more
    /// overscroll meets more resistance; easing has resistance but less than tensioning. Exactly:
    /// 0.52 (1 - 20/100)^2 x 10 = 3.328, 0.52 (1 - 40/100)^2 x 10 = 1.872, 0.52 (1 - 10/100)^2 x 10 = 4.212.
    func testApplyPhysicsToUserOffsetMatchesFlutterScrollPhysicsTest() {
        func apply(_ delta: Double, at pixels: Double) -> Double {
            FlutterDragPhysics.userOffset(delta, pixels: pixels, minExtent: 0, maxExtent: 1000, viewport: 100)
        }
        XCTAssertEqual(apply(10, at: 300), 10)
        XCTAssertEqual(apply(-10, at: 300), -10)
        let less = apply(10, at: -20), more = apply(10, at: -40), easing = apply(-10, at: -20)
        XCTAssertGreaterThan(less, 1); XCTAssertLessThan(less, 20)
        XCTAssertGreaterThan(more, 1); XCTAssertLessThan(more, 20)
        XCTAssertGreaterThan(abs(less), abs(more))
        XCTAssertLessThan(easing, -1); XCTAssertGreaterThan(easing, -10)
        XCTAssertGreaterThan(abs(easing), abs(less))
        assertTable([(-20, 3.328), (-40, 1.872)], tolerance: 1e-9) { apply(10, at: $0) }
        XCTAssertEqual(easing, -4.212, accuracy: 1e-9)
        // Past the trailing edge the same, mirrored.
        XCTAssertEqual(FlutterDragPhysics.userOffset(-10, pixels: 1020, minExtent: 0, maxExtent: 1000, viewport: 100),
                       -3.328, accuracy: 1e-9)
        // _applyFriction: an easing delta larger than the way back to the edge moves the rest 1:1.
        XCTAssertEqual(apply(-100, at: -5), -(5 + (100 - 5 / FlutterDragPhysics.frictionFactor(-0.95))), accuracy: 1e-9)
    }

    /// The hand-over: timeAtX(500) = ln(1 + ln(0.135) 500 / 2000) / ln(0.135) = 0.346764 s at 998.760 pt/s,
    /// then the spring (mass 0.5, stiffness 100, ratio 1.1) is 22.586 pt past the edge 0.1 s later.
    func testFrictionHandsOverToTheSpringAtTheEdge() {
        let s = sim(0, 2000, -64, 500)
        XCTAssertEqual(s.crossingTime, 0.346764, accuracy: 1e-6)
        XCTAssertEqual(s.position(at: s.crossingTime), 500, accuracy: 1e-9)
        XCTAssertEqual(s.velocity(at: s.crossingTime), 998.760, accuracy: 1e-3)
        XCTAssertEqual(s.position(at: s.crossingTime + 0.1), 522.586, accuracy: 1e-3)
        XCTAssertEqual(s.restPosition, 500)
        XCTAssertTrue(s.isDone(at: 5))
        XCTAssertEqual(s.position(at: 5), 500, "a done ScrollSpringSimulation reports its end")
    }

    /// maxSpringTransferVelocity is one-sided in Flutter: min(v, 5000) caps a fling into the
    /// trailing edge, not one into the leading edge (-7671.59 pt/s goes to the spring whole).
    func testTransferCapIsOneSidedAsInFlutter() {
        let down = sim(0, 20000, -64, 100)
        XCTAssertEqual(down.velocity(at: down.crossingTime), 5000, accuracy: 1e-6)
        let up = sim(100, -8000)
        XCTAssertEqual(up.crossingTime, 0.0209327, accuracy: 1e-6)
        XCTAssertEqual(up.velocity(at: up.crossingTime), -7671.59, accuracy: 0.01)
    }

    /// Started past an edge the spring runs alone with the velocity it is given (the finger's).
    func testReleasedPastTheEdgeSpringsBackWithTheGivenVelocity() {
        let s = sim(-164, -300)
        XCTAssertEqual(s.crossingTime, 0)
        XCTAssertEqual(s.velocity(at: 0), -300, accuracy: 1e-9)
        XCTAssertLessThan(s.position(at: 0.005), -164)
        XCTAssertEqual(s.restPosition, -64)
        XCTAssertFalse(s.isDone(at: 0.3))
        XCTAssertTrue(s.isDone(at: 3))
    }

    /// Done when slower than the tolerance: |v| = 2000 x 0.135^t = 20 at t = ln(100) / -ln(0.135).
    func testFrictionStopsAtTheToleranceVelocity() {
        let s = sim(0, 2000)
        let end = Foundation.log(100) / -Foundation.log(0.135)
        XCTAssertFalse(s.isDone(at: end - 1e-6))
        XCTAssertTrue(s.isDone(at: end + 1e-6))
    }
}
