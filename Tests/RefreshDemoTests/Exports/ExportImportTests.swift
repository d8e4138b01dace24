import Foundation
import XCTest
import RefreshEngine
@testable import RefreshDemoModel

/// No export imports what it does not use (Dart's analyzer and Kotlin's compiler warn of an
/// unused import): for every tuning the export tests run, under every model.
final class ExportImportTests: XCTestCase {
    /// The import lines of a text that start with `keyword`, and the text without them.
    func imports(_ text: String, _ keyword: String) -> (imports: [String], rest: String) {
        var found: [String] = [], rest: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(keyword + " ") { found.append(String(line)) } else { rest.append(line) }
        }
        return (found, rest.joined(separator: "\n"))
    }

    /// True when `word` stands in `text` as a whole identifier.
    func uses(_ text: String, _ word: String) -> Bool {
        text.range(of: "(?<![A-Za-z0-9_])\(NSRegularExpression.escapedPattern(for: word))(?![A-Za-z0-9_])",
                   options: .regularExpression) != nil
    }

    /// Every tuning of the export tests and the list layouts, each also under the Flutter and Android models.
    func sets() -> [(String, TuningSet)] {
        var out: [(String, TuningSet)] = []
        for (name, set) in ExportScenario.tunings() + LayoutExportTests.layouts() {
            for model in ScrollModel.allCases {
                var s = set
                s.scroll.model = model
                out.append(("\(name) (\(model))", s))
            }
        }
        return out
    }

    func testDartImportsOnlyWhatItUses() {
        for (name, set) in sets() {
            let (lines, rest) = imports(FeelExport.text(.flutter, set), "import")
            for line in lines {
                if let r = line.range(of: " as ") {
                    let prefix = line[r.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "; "))
                    XCTAssertTrue(rest.contains(prefix + "."), "flutter, \(name): \(line) is unused")
                } else {
                    // Unprefixed dart:math would need its names; the exports use it prefixed only.
                    XCTAssertFalse(line.contains("dart:math"), "flutter, \(name): \(line) without a prefix")
                }
            }
            XCTAssertEqual(lines.contains { $0.contains("dart:math") }, rest.contains("math."),
                           "flutter, \(name): dart:math is imported exactly when used")
        }
    }

    func testKotlinImportsOnlyWhatItUses() {
        for (name, set) in sets() {
            let (lines, rest) = imports(FeelExport.text(.android, set), "import")
            for line in lines where !line.hasSuffix(".*") {
                let simple = String(line.split(separator: ".").last ?? "").trimmingCharacters(in: .whitespaces)
                XCTAssertTrue(uses(rest, simple), "android, \(name): \(line) is unused")
            }
        }
    }

    func testJavaScriptImportsOnlyWhatItUses() {
        for (name, set) in sets() {
            let (lines, rest) = imports(FeelExport.text(.js, set), "import")
            for line in lines {
                guard let open = line.firstIndex(of: "{"), let close = line.firstIndex(of: "}") else { continue }
                for item in line[line.index(after: open)..<close].split(separator: ",") {
                    let local = String(item.split(separator: " ").last ?? "")
                    XCTAssertTrue(uses(rest, local), "js, \(name): \(local) in \(line) is unused")
                }
            }
        }
    }
}
