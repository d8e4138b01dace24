import Foundation
import XCTest
import TestSupport
@testable import RefreshEngine
@testable import RefreshDemoModel

/// One table of keys (Keymap): presses map to commands by its rule, and the help overlay
/// in every language and the README's key table name exactly its keys.
final class KeymapTests: XCTestCase {
    func testPressesRunTheirCommandsExactlyOrWithShift() {
        let cases: [(KeyPress, KeyCommand?)] = [
            (KeyPress(.r, .ctrl), .refresh), (KeyPress(.r), .replay), (KeyPress(.r, .shift), .record),
            (KeyPress(.m), .slowMotion), (KeyPress(.m, .shift), .speeds), (KeyPress(.space), .pageDown),
            (KeyPress(.space, .shift), .pageUp), (KeyPress(.h, .shift), .headerStyle), (KeyPress(.left, .shift), .scrubBack),
            (KeyPress(.question, .shift), .help), (KeyPress(.question), .help), (KeyPress(.s), nil),
            (KeyPress(.s, .ctrl), .save), (KeyPress(.q), .quit), (KeyPress(.q, .ctrl), .quit), (KeyPress(.escape), .close),
            (KeyPress(.h, .ctrl), nil), (KeyPress(.delete), nil),
        ]
        for (press, command) in cases { XCTAssertEqual(Keymap.command(for: press), command, press.description) }
        for b in Keymap.bindings {
            XCTAssertEqual(Keymap.command(for: KeyPress(b.key, b.modifiers)), b.command, "\(b.label) is reachable")
        }
        XCTAssertEqual(Set(Keymap.bindings.map(\.command)), Set(KeyCommand.allCases), "every command has a key")
    }

    /// The tokens of a keys label: "F5, Ctrl+R" -> F5, Ctrl+R; "M / P / ." -> M, P, .
    func tokens(_ label: String) -> [String] {
        label.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: " / ", with: " ")
            .split(separator: " ").map(String.init).filter { $0 != "/" }
    }

    func testTheHelpNamesExactlyTheKeymapsKeysInEveryLanguage() {
        let labels = Set(Keymap.bindings.map(\.label))
        let english = Language.en.interface.helpEntries
        // Lines about the pointer, and the panel's own keys (indented), name no Keymap key.
        let isKeyLine = { (label: String) in !label.hasPrefix(" ") && self.tokens(label).allSatisfy(labels.contains) }
        let keyLines = english.indices.filter { isKeyLine(english[$0].key) }
        XCTAssertGreaterThan(keyLines.count, 15)
        XCTAssertEqual(Set(keyLines.flatMap { tokens(english[$0].key) }), labels, "the help names every key, and only those")
        for line in english.indices where !keyLines.contains(line) {
            let label = english[line].key
            XCTAssertTrue(label.hasPrefix("  ") || label.first?.isLetter == true && label.contains(where: \.isLowercase),
                          "\(label): a pointer line or a panel line")
        }
        for language in Language.allCases {
            let entries = language.interface.helpEntries
            XCTAssertEqual(entries.count, english.count, "\(language)")
            for line in keyLines { XCTAssertEqual(entries[line].key, english[line].key, "\(language): keys are keys") }
        }
    }

    func testTheReadmesKeyTableNamesEveryKey() throws {
        let readme = packageRoot().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let start = text.range(of: "| key | action |") else { return XCTFail("no key table in the README") }
        let rows = text[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        let named = Set(rows.flatMap { row in tokens(String(row.split(separator: "|").first ?? "")) })
        for b in Keymap.bindings {
            XCTAssertTrue(named.contains(b.label), "the README's key table names \(b.label) (\(b.command))")
        }
    }
}
