import XCTest
@testable import RefreshEngine

/// Int(saturating:): the whole part toward zero, NaN as 0, at or past ±9.2e18 (and infinities) Int.max / Int.min.
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

    /// Below the ±9.2e18 cut a value converts exactly (it is a whole number there).
    func testJustInsideTheCutConvertsExactly() {
        check([
            (Double(9.2e18).nextDown, 9_199_999_999_999_998_976),
            (Double(-9.2e18).nextUp, -9_199_999_999_999_998_976),
            (9.1e18, 9_100_000_000_000_000_000),
            (-9.1e18, -9_100_000_000_000_000_000),
            (4_503_599_627_370_497, 4_503_599_627_370_497),  // 2^52 + 1
        ])
    }

    /// The cut is at ±9.2e18, a little inside Int's range (±9.223e18): from there on the
    /// result is the bound itself.
    func testFromTheCutOnTheResultIsTheBound() {
        check([
            (9.2e18, .max),
            (-9.2e18, .min),
            (Double(9_223_372_036_854_775_808.0).nextDown, .max),  // 9223372036854774784, the largest double below 2^63
            (Double(-9_223_372_036_854_775_808.0).nextUp, .min),
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
