import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel

/// The live plot's history: samples in time order, markers, both in fixed rings.
final class MotionHistoryTests: XCTestCase {
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
