import XCTest
import Foundation
@testable import RefreshDemoModel
import RefreshEngine
import TestSupport

/// No algorithm of the engine is written in JavaScript: the phone page's scripts and the web
/// module keep the DOM, the pointer plumbing and the socket, and every rule of the feel (a
/// rubber band, a fling, a spring, a machine's thresholds, a bar's layout) is a call to the
/// core (core.wasm, the app's own Swift).
///
/// How it is checked, on the code with its comments and strings taken out:
/// - no elementary function (`Math.exp`, `pow`, `log`, `sqrt`, `sin`, `cos`, `tan`, `atan2`,
///   `tanh`, `hypot`, `cbrt`, `expm1`, `log1p`) but in core.js's imports, which hand the
///   host's `Math` to the core;
/// - no number but 0, 1, 2 and 1000 (ms in a second) and the ones listed below for each file
///   with what they are (drawing, the socket, a placeholder until the app's message comes): a
///   new constant of the feel fails here until someone says why it is not one;
/// - none of the formulas the page and the module used to carry (the rubber band's `band`,
///   `travelFor`, the ease curves, the circle's `circleTop`, the bar's `geometry`).
/// The checker is shown to fail on each kind of slip.
final class ScriptHasNoEngineTests: XCTestCase {
    static let elementary = ["exp", "pow", "log", "sqrt", "sin", "cos", "tan", "atan2", "tanh", "hypot", "cbrt", "expm1", "log1p",
                             "log2", "log10", "asin", "acos", "atan", "sinh", "cosh"]
    static let formulas = ["band(", "travelFor", "decelerate(", "easeInOut", "circleTop", "settledTop", "geometry(pulled",
                           "rubberBand *", "dragRate"]
    /// Numbers any script may hold: nothing, one, a half's two, milliseconds a second.
    static let common: Set<String> = ["0", "1", "2", "1000"]
    /// Each script's other numbers and what they are.
    static let allowed: [String: [String: String]] = [
        "page.js": [
            "600": "the list's height before the page is laid out",
            "390": "the carousel's width before it is laid out",
            "800": "the page's own stand-in load takes 0.8 s (the app's feed is the app's)",
            "5000": "a timeline sampled for a probe stops after 5 s",
            "100": "the socket's keepalive every 100 ms",
            "0.5": "half a point: the at-top test the app makes with the same margin",
            "0.3": "a probe's wait before it calls a still list's circle settled",
            "30": "a probe projects the running motion 30 s ahead to read where it ends",
            "10": "a haptic is a 10-ms vibration (navigator.vibrate)",
            "4000": "the note that the browser cannot vibrate shows for 4 s",
        ],
        "control.js": [
            "8": "Cupertino's eight ticks and the ring's radius in its 24-unit SVG box",
            "255": "a tick's alpha comes as 0-255",
            "28": "the ticks' 28-pt box",
            "360": "degrees a turn",
        ],
        "bar.js": [
            "20": "the status area before the app's bar arrives",
            "44": "the plain bar's height before the app's bar arrives",
            "1.2": "a title's line height, 1.2 its font size (CSS)",
        ],
        "trailer.js": ["60": "the trailer's width before the app's feed says it"],
        "feed.js": [
            "132": "a card's drawn width in the fallback layout", "150": "a card's drawn height in the fallback layout",
            "12": "row padding (CSS px)", "16": "a row's text size (CSS px)", "14": "a row's meta text size (CSS px)",
            "40": "an avatar's size (CSS px)", "66": "a row's fallback height (CSS px)", "3": "a row's body lines",
            "20": "a line's height (CSS px)", "44": "the footer's fallback height (CSS px)", "8": "a card's gap (CSS px)",
        ],
        "link.js": ["500": "the first reconnect after 0.5 s", "5000": "reconnects at most every 5 s"],
        "core.js": Dictionary(uniqueKeysWithValues: (3...16).map { ("\($0)", "an index into the core's answer buffer") }),
    ]

    /// The scripts the page loads.
    static var scripts: [URL] {
        let folder = ProductPaths.repository.appendingPathComponent("Assets/Share")
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "js" }.sorted { $0.path < $1.path }
    }

    func testThePagesScriptsHoldNoRuleOfTheFeel() throws {
        let scripts = Self.scripts
        XCTAssertGreaterThanOrEqual(scripts.count, 7, "page, core, control, bar, trailer, feed, link")
        for url in scripts {
            let name = url.lastPathComponent
            let problems = Self.problems(in: try String(contentsOf: url, encoding: .utf8), file: name)
            XCTAssertEqual(problems, [], name)
        }
    }

    /// The web module, its inlined core and its tuning's numbers (data the core reads) aside.
    func testTheWebModuleHoldsNoRuleOfTheFeel() throws {
        for set in [TuningSet(), PlatformProfile.android.preset, { var s = TuningSet(); s.header.twoLevel = true; s.headerHaptics = .both; return s }()] {
            let module = FeelExport.text(.js, set)
            // Its code: the lines that are not the feel object's or the refresh object's numbers.
            let code = Self.strip(module).split(separator: "\n").filter { !$0.contains(":") || $0.contains("=>") || $0.contains("(") }
                .joined(separator: "\n")
            var found: [String] = []
            for f in Self.elementary where code.contains("Math.\(f)(") { found.append("Math.\(f)") }
            for f in Self.formulas where code.contains(f) { found.append(f) }
            // The core's imports hand Math's functions over by name, not as calls.
            XCTAssertEqual(found, [], "the module under \(set.scroll.model)")
        }
    }

    /// The checker finds each kind of slip: an elementary function, a new number, an old formula.
    func testTheCheckerCatchesEachSlip() {
        XCTAssertEqual(Self.problems(in: "const x = Math.exp(-k * t);", file: "page.js"), ["Math.exp"])
        XCTAssertEqual(Self.problems(in: "let v = v0 * 0.998;", file: "page.js"), ["number 0.998"])
        XCTAssertEqual(Self.problems(in: "const y = band(travel);", file: "page.js"), ["band("])
        XCTAssertEqual(Self.problems(in: "// 0.998 in a comment, Math.exp in a comment\nconst s = \"band( 0.55\";", file: "page.js"), [],
                       "comments and strings are words, not code")
        XCTAssertEqual(Self.problems(in: "const imports = { env: { exp: Math.exp } };", file: "core.js"), [],
                       "core.js hands Math to the core")
        XCTAssertEqual(Self.problems(in: "const imports = { env: { exp: Math.exp } };", file: "page.js"), ["Math.exp"])
    }

    /// What a script holds that the rules above forbid.
    static func problems(in source: String, file: String) -> [String] {
        let code = strip(source)
        var found: [String] = []
        for f in elementary where code.range(of: #"Math\.\#(f)\b"#, options: .regularExpression) != nil {
            // core.js's imports pass the host's functions to the core by name.
            if file == "core.js", code.contains("\(f): Math.\(f)") { continue }
            found.append("Math.\(f)")
        }
        for f in formulas where code.contains(f) { found.append(f) }
        let allowedHere = common.union((allowed[file] ?? [:]).keys)
        for n in numbers(in: code) where !allowedHere.contains(n) && !found.contains("number \(n)") { found.append("number \(n)") }
        return found
    }

    /// The numeric literals of code (no comments, no strings).
    static func numbers(in code: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?<![\w.$])(\d+\.?\d*(?:e-?\d+)?)(?![\w])"#)
        let ns = code as NSString
        return pattern.matches(in: code, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }

    /// The code with its comments and string literals (their text) taken out.
    static func strip(_ source: String) -> String {
        var out = "", chars = Array(source), i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
                continue
            }
            if c == "\"" || c == "'" || c == "`" {
                i += 1
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\" { i += 1 }
                    i += 1
                }
                i += 1
                out += "\"\""
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }
}
