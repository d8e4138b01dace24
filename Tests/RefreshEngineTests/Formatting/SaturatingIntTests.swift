import XCTest
@testable import RefreshEngine
import RefreshPhysics

/// Int(saturating:): the whole part toward zero, NaN as 0, at or past 2^63 Int.max, below -2^63 Int.min.
final class SaturatingIntTests: XCTestCase {
    func check(_ table: [(Double, Int)], file: StaticString = #filePath, line: UInt = #line) {
        for (v, expected) in table {
            XCTAssertEqual(Int(saturating: v), expected, "Int(saturating: \(v))", file: file, line: line)
        }
    }

    func testNotANumberIsZero() {
        check([(.nan, 0), (-.nan, 0), (.signalingNaN, 0)])
    }

    func testOutOfRangeSaturates() {
        check([
            (.infinity, .max),
            (-.infinity, .min),
            (1e300, .max),
            (-1e300, .min),
            (.greatestFiniteMagnitude, .max),
            (-.greatestFiniteMagnitude, .min),
            // 2^63 is just past Int.max; -2^63 is Int.min itself; the next double below it is outside.
            (9_223_372_036_854_775_808.0, .max),
            (-9_223_372_036_854_775_808.0, .min),
            (Double(-9_223_372_036_854_775_808.0).nextDown, .min),
            (1e19, .max),
            (-1e19, .min),
        ])
    }

    /// Every double inside Int's range converts exactly (they are whole numbers there),
    /// up to the largest double below 2^63.
    func testInsideTheRangeConvertsExactly() {
        check([
            (9.2e18, 9_200_000_000_000_000_000),
            (-9.2e18, -9_200_000_000_000_000_000),
            (9.21e18, 9_210_000_000_000_000_000),
            (Double(9_223_372_036_854_775_808.0).nextDown, 9_223_372_036_854_774_784),
            (Double(-9_223_372_036_854_775_808.0).nextUp, -9_223_372_036_854_774_784),
            (-9_223_372_036_854_775_808.0, .min),
            (9.1e18, 9_100_000_000_000_000_000),
            (-9.1e18, -9_100_000_000_000_000_000),
            (4_503_599_627_370_497, 4_503_599_627_370_497),  // 2^52 + 1
        ])
    }

    func testFractionsTruncateTowardZero() {
        check([
            (0, 0),
            (-0.0, 0),
            (2.9, 2),
            (-2.9, -2),
            (0.999_999, 0),
            (-0.999_999, 0),
            (1.5, 1),
            (-1.5, -1),
            (.leastNonzeroMagnitude, 0),
            (-.leastNonzeroMagnitude, 0),
            (123_456.789, 123_456),
            (-123_456.789, -123_456),
        ])
    }
}
