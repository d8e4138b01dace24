import XCTest
@testable import RefreshPhysics

/// The one fixed-size ring the engine and the app record into (velocity samples, the
/// live plot's history, frame timings).
final class RingBufferTests: XCTestCase {
    func testKeepsTheLastValuesOldestFirstAndOverwritesTheOldest() {
        var r = RingBuffer(capacity: 3, filler: 0)
        XCTAssertTrue(r.isEmpty)
        for v in 1...2 { r.append(v) }
        XCTAssertEqual((0..<r.count).map { r[$0] }, [1, 2])
        for v in 3...7 { r.append(v) }
        XCTAssertEqual(r.count, 3)
        XCTAssertEqual((0..<r.count).map { r[$0] }, [5, 6, 7])
        XCTAssertEqual(r.newest(0), 7)
        XCTAssertEqual(r.newest(2), 5)
        r.setNewest(0, 70)
        r[0] = 50
        XCTAssertEqual((0..<r.count).map { r[$0] }, [50, 6, 70])
        r.removeAll()
        XCTAssertEqual(r.count, 0)
        r.append(9)
        XCTAssertEqual(r.newest(0), 9)
        XCTAssertEqual(RingBuffer(capacity: 0, filler: 0).capacity, 1, "never an empty storage")
    }
}
