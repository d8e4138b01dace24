import XCTest
@testable import RefreshEngine

final class RowHeightsTests: XCTestCase {
    func testPrefixSumsAndLookupAgreeWithALinearScan() {
        var rng = SplitMix64(seed: 7)
        var values = (0..<1000).map { _ in 20 + rng.unit() * 100 }
        var h = RowHeights(values)
        for _ in 0..<300 {
            let i = rng.below(values.count)
            values[i] = 10 + rng.unit() * 200
            h.set(i, values[i])
        }
        var top = 0.0
        for i in 0..<values.count {
            XCTAssertEqual(h.top(of: i), top, accuracy: 1e-6)
            XCTAssertEqual(h.index(at: top + 0.001), i)
            top += values[i]
        }
        XCTAssertEqual(h.total, top, accuracy: 1e-6)
        XCTAssertEqual(h.index(at: -5), 0)
        XCTAssertEqual(h.index(at: top + 100), values.count - 1)
    }

    func testInsertAndAppend() {
        var h = RowHeights(count: 3, height: 10)
        h.insert(contentsOf: [5, 5], at: 0)
        h.append(contentsOf: [1])
        XCTAssertEqual(h.count, 6)
        XCTAssertEqual(h.total, 41)
        XCTAssertEqual(h.top(of: 2), 10)
        XCTAssertEqual(h.index(at: 40.5), 5)
    }

    func testEmpty() {
        let h = RowHeights(count: 0, height: 10)
        XCTAssertEqual(h.total, 0)
        XCTAssertEqual(h.index(at: 100), 0)
    }
}
