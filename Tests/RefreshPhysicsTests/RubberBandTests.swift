import XCTest
@testable import RefreshPhysics

final class RubberBandTests: XCTestCase {
    func testReferenceTableFor600() {
        assertTable([(50, 26.2948), (100, 50.3817), (200, 92.9577), (400, 160.9756), (600, 212.9032)],
                    tolerance: 0.0001) { RubberBand.offset(forDrag: $0, dimension: 600, coefficient: 0.55) }
    }

    func testReferenceTableFor960() {
        assertTable([(5, 2.74), (10, 5.47), (100, 52.02), (400, 178.98)], tolerance: 0.005) {
            RubberBand.offset(forDrag: $0, dimension: 960, coefficient: 0.55)
        }
    }

    func testInverseRoundTrips() {
        for x in [0.5, 10, 100, 400, 2000, 20000] {
            let b = RubberBand.offset(forDrag: x, dimension: 760, coefficient: 0.55)
            XCTAssertEqual(RubberBand.drag(forOffset: b, dimension: 760, coefficient: 0.55), x, accuracy: x * 1e-9)
        }
    }

    func testNeverReachesTheDimensionAndHandlesOddInput() {
        XCTAssertLessThan(RubberBand.offset(forDrag: 1e12, dimension: 760, coefficient: 0.55), 760)
        XCTAssertEqual(RubberBand.offset(forDrag: 0, dimension: 760, coefficient: 0.55), 0)
        XCTAssertEqual(RubberBand.offset(forDrag: .nan, dimension: 760, coefficient: 0.55), 0)
        XCTAssertEqual(RubberBand.offset(forDrag: 100, dimension: 0, coefficient: 0.55), 0)
        XCTAssertTrue(RubberBand.drag(forOffset: 760, dimension: 760, coefficient: 0.55).isFinite)
    }
}
