import Foundation
import XCTest
@testable import RefreshDemoModel
@testable import RefreshEngine

/// JSONText: BOM dropped, lines counted on bytes (CRLF once), first `"key"`'s line or 1, `isBool` true/false only,
/// numbers read as the doubles their digits name.
final class JSONTextTests: XCTestCase {
    func testALeadingByteOrderMarkIsDropped() throws {
        let table: [(String, String)] = [
            ("\u{FEFF}{\"a\": 1}", "{\"a\": 1}"),
            ("{\"a\": 1}", "{\"a\": 1}"),
            ("\u{FEFF}", ""),
            ("\u{FEFF}\u{FEFF}{}", "\u{FEFF}{}"),   // only the first
            ("{\"a\": \"\u{FEFF}\"}", "{\"a\": \"\u{FEFF}\"}"),  // not one inside
        ]
        for (raw, expected) in table {
            XCTAssertEqual(Array(JSONText(raw).text.unicodeScalars), Array(expected.unicodeScalars),
                           "\(Array(raw.unicodeScalars))")
        }
        // Without the mark the text parses.
        let data = Data(JSONText("\u{FEFF}{\"a\": 1}").text.utf8)
        XCTAssertEqual((try JSONSerialization.jsonObject(with: data) as? [String: Int])?["a"], 1)
    }

    func testLinesAtAByteOffset() {
        let lf = "{\n  \"a\": 1,\n  \"b\": 2\n}"
        let crlf = "{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}"
        let cr = "{\r  \"a\": 1\r}"
        // (text, byte offset, line)
        let table: [(String, Int, Int)] = [
            (lf, 0, 1), (lf, 1, 1), (lf, 2, 2), (lf, 13, 3), (lf, 21, 4), (lf, 1000, 4), (lf, -5, 1),
            (crlf, 1, 1), (crlf, 2, 1), (crlf, 3, 2), (crlf, 15, 3), (crlf, 24, 4),
            (cr, 12, 1),  // a lone CR does not end a line
        ]
        for (text, offset, expected) in table {
            XCTAssertEqual(JSONText.line(atUTF8Offset: offset, in: text), expected, "\(text.debugDescription) @ \(offset)")
        }
    }

    func testTheLineOfAKey() {
        let lines = ["{", "  \"speed\": 1,", "  \"mode\": \"speed\",", "  \"nested\": {\"speed\": 2},", "  \"ü\": true", "}"]
        // (key, line): the first occurrence of "key" in quotes, even as a value.
        let table: [(String, Int)] = [("speed", 2), ("mode", 3), ("nested", 4), ("ü", 5),
                                      ("absent", 1), ("spee", 1), ("", 1)]
        for separator in ["\n", "\r\n"] {
            let json = JSONText(lines.joined(separator: separator))
            for (key, expected) in table {
                XCTAssertEqual(json.line(ofKey: key), expected, "\(key) with \(separator.debugDescription)")
            }
        }
        // A value that is the key's name, before the key itself, is what is found.
        let valueFirst = JSONText("{\n\"a\": \"b\",\n\n\"b\": 1\n}")
        XCTAssertEqual(valueFirst.line(ofKey: "b"), 2)
        // With a BOM and multi-byte text before it, lines still count from the (dropped) mark.
        let bom = JSONText("\u{FEFF}{\r\n\"名前\": \"ü\",\r\n\"x\": 1}")
        XCTAssertEqual(bom.line(ofKey: "x"), 3)
        XCTAssertEqual(bom.line(ofKey: "名前"), 2)
    }

    func testBoolsAreToldFromNumbers() throws {
        // Made directly.
        let table: [(NSNumber, Bool)] = [
            (NSNumber(value: true), true), (NSNumber(value: false), true),
            (NSNumber(value: 0), false), (NSNumber(value: 1), false),
            (NSNumber(value: 1.0), false), (NSNumber(value: 0.0), false), (NSNumber(value: -1), false),
        ]
        for (n, expected) in table {
            XCTAssertEqual(JSONText.isBool(n), expected, "\(n) (\(String(cString: n.objCType)))")
        }
        // As JSONSerialization gives them.
        let data = Data("[true, false, 0, 1, 1.0, 0.0, -1]".utf8)
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [NSNumber])
        XCTAssertEqual(parsed.map(JSONText.isBool), [true, true, false, false, false, false, false])
    }
    /// A JSON number reads as the double its text names, to the last bit, however many
    /// digits it has (Foundation hands long ones over as decimals whose own conversion is
    /// a unit in the last place off for many of them).
    func testNumbersReadAsTheDoubleTheirTextNames() throws {
        let texts = ["0.9973953825804647", "0.9984364144733922", "288.37466217513926", "0.998", "100", "-0.0", "1e-7",
                     "1.5e300", "0.30000000000000004", "2.5", "157.91367041742973", "0.1", "6000"]
        var random = SplitMix64(seed: 11)
        let randomTexts = (0..<200).map { _ in "\(0.98 + 0.0195 * Double(random.next() >> 11) / Double(1 << 53))" }
        for text in texts + randomTexts {
            let data = Data("[\(text)]".utf8)
            let n = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [NSNumber]).first
            let expected = try XCTUnwrap(Double(text))
            XCTAssertEqual(JSONText.double(try XCTUnwrap(n)).bitPattern, expected.bitPattern, text)
        }
    }
}
