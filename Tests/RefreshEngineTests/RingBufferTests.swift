import XCTest
@testable import RefreshEngine

/// The one fixed-size ring the engine and the app record into (velocity samples, the
/// live plot's history, frame timings), and the plot's history on top of it.
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

    func testMotionHistoryKeepsTimeOrderAndItsCapacity() {
        var h = MotionHistory()
        h.record(t: 1, offset: 10, velocity: 5)
        h.record(t: 1, offset: 99, velocity: 99)  // not after the last: ignored
        h.record(t: 0.5, offset: 99, velocity: 99)
        XCTAssertEqual(h.sampleCount, 1)
        for i in 0..<(MotionHistory.sampleCapacity + 10) { h.record(t: 2 + Double(i), offset: Double(i), velocity: 0) }
        XCTAssertEqual(h.sampleCount, MotionHistory.sampleCapacity)
        XCTAssertEqual(h.sample(0).offset, 10, "the oldest kept")
        XCTAssertEqual(h.sample(h.sampleCount - 1).offset, Double(MotionHistory.sampleCapacity + 9))
        for i in 0..<(MotionHistory.markerCapacity + 1) { h.mark(t: Double(i), label: "m\(i)", isFooter: i % 2 == 0) }
        XCTAssertEqual(h.markerCount, MotionHistory.markerCapacity)
        XCTAssertEqual(h.marker(0).label, "m1")
        XCTAssertEqual(h.marker(h.markerCount - 1).isFooter, true)
    }
}
