import XCTest
@testable import RefreshDemo

/// Input-to-present latency: measured from the earliest input a frame shows to the return
/// of its present; frames without input add nothing.
final class InputLatencyTests: XCTestCase {
    func testTheEarliestInputOfAFrameCountsAndFramesWithoutInputDoNot() throws {
        var l = InputLatency()
        XCTAssertNil(l.summary())
        // (inputs, present time, expected sample ms)
        let frames: [([Double], Double, Double?)] = [
            ([1.000, 1.004], 1.010, 10),
            ([], 1.027, nil),
            ([1.030], 1.031, 1),
            ([1.050, 1.040], 1.060, 20),
        ]
        for (inputs, present, expected) in frames {
            let before = l.count
            for t in inputs { l.input(at: t) }
            l.presented(at: present)
            XCTAssertEqual(l.count, before + (expected == nil ? 0 : 1))
        }
        let s = try XCTUnwrap(l.summary())
        XCTAssertEqual(s.median, 10, accuracy: 1e-9)
        XCTAssertEqual(s.p99, 20, accuracy: 1e-9)
    }

    /// A resampled drag is drawn the resampler's lag behind the frame: each sample counts it.
    func testTheResamplersLagIsAddedToEachSample() throws {
        for (lag, expected) in [(0.0, 10.0), (0.005, 15), (0.038, 48)] {
            var l = InputLatency()
            l.input(at: 1.000)
            l.presented(at: 1.010, lag: lag)
            XCTAssertEqual(try XCTUnwrap(l.summary()).median, expected, accuracy: 1e-9, "lag \(lag)")
        }
    }
}
