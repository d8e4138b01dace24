import Foundation
import TestSupport
import XCTest

/// The README is the first page a user reads: short, with the two commands and the first things to try.
final class ReadmeTests: XCTestCase {
    func testTheReadmeStaysShortWithTheTwoCommandsAndTheFirstThingsToTry() throws {
        let readme = packageRoot().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertLessThan(lines.count, 120, "the README has \(lines.count) lines: details go to docs/")
        guard let tryIt = text.range(of: "## Try it"), let first = text.range(of: "## First things to try") else {
            return XCTFail("the README has no 'Try it' or no 'First things to try'")
        }
        let commands = text[tryIt.upperBound..<first.lowerBound]
        XCTAssertTrue(commands.contains("make demo"), "Try it names `make demo`")
        XCTAssertTrue(commands.contains("make test"), "Try it names `make test`")
        let tries = String(text[first.upperBound...]).components(separatedBy: "\n## ")[0]
        XCTAssertGreaterThanOrEqual(tries.split(separator: "\n").filter { $0.hasPrefix("- ") }.count, 8,
                                    "the first things to try are all there")
    }
}
