import Foundation
import RefreshEngine
import TestSupport
import XCTest

/// What `--help` says is what the man page says (help2man renders it): the command's own name,
/// and each option's description apart from the option, never run onto its line.
final class HelpTextTests: XCTestCase {
    func testHelpNamesTheCommandAsItIsInstalled() throws {
        let r = try runProgram(ProductPaths.executable, ["--help"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("USAGE: refreshdemo "), "usage line: \(r.stdout.prefix(200))")
        XCTAssertFalse(r.stdout.contains("USAGE: RefreshDemo"))
    }

    /// help2man takes the text after an option as its description only when two spaces part them:
    /// an option whose label fills the column exactly (`--fail-rate <fail-rate> Probability…`) ran
    /// its description onto the option's line in the man page.
    func testEveryOptionsDescriptionIsApartFromTheOption() throws {
        let r = try runProgram(ProductPaths.executable, ["--help"])
        let options = r.stdout.split(separator: "\n").filter { $0.hasPrefix("  -") }
        XCTAssertGreaterThan(options.count, 20)
        for line in options {
            let text = line.dropFirst(2)
            // The label: the flags and their value names, up to the first gap of two spaces (a long
            // label stands alone, its description on the next line).
            let label = text.range(of: "  ").map { text[..<$0.lowerBound] } ?? text
            let words = label.split(separator: " ")
            for w in words.dropFirst() {
                // A value is <VALUE>, or [VALUE] when it may be left out (--share).
                XCTAssertTrue(w.hasPrefix("-") || w.hasPrefix("<") || w.hasSuffix(">") || w.hasSuffix(",") || w == "|"
                              || (w.hasPrefix("[") && w.hasSuffix("]")),
                              "'\(w)' runs onto the option's line: \(line)")
            }
        }
    }

    /// The first line says what the app is: a list with every registered platform's feel
    /// (PlatformProfiles.all), not iOS's alone; the man page (help2man renders `--help`) and
    /// the package's descriptions say the same.
    func testTheFirstLineNamesEveryPlatform() throws {
        let r = try runProgram(ProductPaths.executable, ["--help"])
        let first = String(r.stdout.split(separator: "\n").first ?? "")
        XCTAssertTrue(first.hasPrefix("OVERVIEW: "), first)
        XCTAssertLessThanOrEqual(first.count, 80, "one line: \(first)")
        let titles = PlatformProfiles.all.map(\.title)
        XCTAssertEqual(titles.count, 4)
        for title in titles { XCTAssertTrue(first.contains(title), "\(title) missing: \(first)") }
        XCTAssertFalse(first.contains("an iOS scroll view"), first)
        for path in ["packaging/debian/control.in", "packaging/org.refreshdemo.RefreshDemo.metainfo.xml"] {
            let text = try String(contentsOf: packageRoot().appendingPathComponent(path), encoding: .utf8)
            XCTAssertFalse(text.contains("an iOS scroll view"), path)
            for title in titles { XCTAssertTrue(text.contains(title), "\(path) does not name \(title)") }
        }
    }
}
