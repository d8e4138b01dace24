import XCTest

/// Asserts every (input, expected) pair of a reference table within `tolerance`.
func assertTable(_ rows: [(Double, Double)], tolerance: Double, file: StaticString = #filePath, line: UInt = #line,
                 _ f: (Double) -> Double) {
    for (input, expected) in rows {
        let got = f(input)
        XCTAssertEqual(got, expected, accuracy: tolerance, "f(\(input)) = \(got), expected \(expected)",
                       file: file, line: line)
    }
}
