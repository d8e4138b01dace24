import XCTest
@testable import RefreshEngine
import RefreshPhysics

/// fixedDecimals: exactly `decimals` digits after the point, rounded half away from zero; "-" if not finite.
final class FixedDecimalsTests: XCTestCase {
    func check(_ table: [(Double, Int, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (v, decimals, expected) in table {
            XCTAssertEqual(fixedDecimals(v, decimals), expected, "fixedDecimals(\(v), \(decimals))",
                           file: file, line: line)
        }
    }

    func testPadsToTheNumberOfDecimals() {
        check([
            (0.5, 2, "0.50"),
            (100, 0, "100"),
            (0, 0, "0"),
            (0, 3, "0.000"),
            (123, 3, "123.000"),
            (1.5, 1, "1.5"),
            (2.25, 4, "2.2500"),
            (42, 1, "42.0"),
            (0.0001, 4, "0.0001"),
            (1e14, 2, "100000000000000.00"),
        ])
    }

    func testNegativeNumbers() {
        check([
            (-0.5, 2, "-0.50"),
            (-100, 0, "-100"),
            (-1.25, 1, "-1.3"),
            (-2.5, 0, "-3"),
            (-7.004, 2, "-7.00"),
            (-0.4, 0, "0"),
        ])
    }

    /// Rounding is to nearest, halves away from zero, on the binary value (1.005 is 1.00499...).
    func testRounding() {
        check([
            (0.125, 2, "0.13"),
            (2.5, 0, "3"),
            (0.05, 1, "0.1"),
            (99.995, 2, "100.00"),
            (1.005, 2, "1.00"),
            (2.675, 2, "2.68"),
            (0.1 + 0.2, 2, "0.30"),
            (9.99, 0, "10"),
            (0.004, 2, "0.00"),
            (1234.5678, 3, "1234.568"),
        ])
    }

    func testNotFiniteIsADash() {
        check([(.nan, 2, "-"), (.infinity, 0, "-"), (-.infinity, 3, "-"), (.nan, 0, "-")])
    }

    /// From 1e15 on the number is shown as Swift prints it, whatever `decimals` is, and
    /// nothing goes through Int (which would trap past 9.2e18).
    func testHugeNumbersAreShownAsSwiftPrintsThem() {
        check([
            (999_999_999_999_999, 0, "999999999999999"),
            (1e15, 0, "1000000000000000.0"),
            (1e15, 2, "1000000000000000.0"),
            (-1e15, 0, "-1000000000000000.0"),
            (1e16, 0, "1e+16"),
            (9.2e18, 0, "9.2e+18"),
            (9.2e18, 3, "9.2e+18"),
            (-9.3e18, 0, "-9.3e+18"),
            (1e300, 2, "1e+300"),
            (.greatestFiniteMagnitude, 0, "1.7976931348623157e+308"),
        ])
    }

    func testNegativeDecimalsCountAsZero() {
        check([
            (12.3456, -2, "12"),
            (1234.5, -1, "1235"),
            (-0.5, -3, "-1"),
            (100, .min, "100"),
        ])
    }

    /// Small numbers keep fixed notation, a value rounding to zero has no sign, and the
    /// decimals stop at 15 (a double has no more) instead of overflowing the scale.
    func testSmallNumbersNegativeZeroAndManyDecimals() {
        check([
            (0.00001, 5, "0.00001"),
            (1e-7, 8, "0.00000010"),
            (0.000_123_45, 6, "0.000123"),
            (-0.001, 2, "0.00"),
            (-0.4, 0, "0"),
            (-0.006, 2, "-0.01"),
            (1, 400, "1.000000000000000"),
            (123_456_789.123, 9, "123456789.123000000"),
        ])
    }
}
