import Foundation
import XCTest
import TestSupport
@testable import RefreshEngine
import RefreshPhysics
@testable import RefreshDemoModel

/// `--export`: a golden text per format for a tuned file, and every format parsed back:
/// the constants read out of the text, run through the project's own simulations,
/// reproduce the tuned spring and fling within 1%.
final class FeelExportTests: XCTestCase {
    /// A tuned feel with a visible bounce (the golden files' values).
    static let tunedFile = """
        {
          "version": 1,
          "scroll.decelerationRate": 0.9975,
          "scroll.springStiffness": 180,
          "scroll.springDampingRatio": 0.7,
          "scroll.rubberBandCoefficient": 0.5,
          "header.openDuration": 0.3
        }

        """

    /// The list layouts with goldens of their own (`export-FORMAT-LAYOUT.txt`): the tuned file
    /// with `list.layout` set. (The feed's are `export-FORMAT.txt`.)
    static let goldenLayouts: [ListShape] = [.sections, .chat, .tabs]

    /// The tuned file with `list.layout` set.
    static func tunedFile(layout: ListShape) -> String {
        tunedFile.replacingOccurrences(of: "\"version\": 1,\n", with: "\"version\": 1,\n  \"list.layout\": \"\(layout.rawValue)\",\n")
    }

    func testEachFormatMatchesItsGoldenText() throws {
        let folder = ProductPaths.temporaryFolder("export")
        let cases = [("", Self.tunedFile)] + Self.goldenLayouts.map { ("-" + $0.rawValue, Self.tunedFile(layout: $0)) }
        for (suffix, file) in cases {
            let tuning = folder.appendingPathComponent("tuned\(suffix).json")
            try file.write(to: tuning, atomically: true, encoding: .utf8)
            for format in FeelExport.Format.allCases {
                let r = try runProgram(ProductPaths.executable, ["--export", format.rawValue, "--tuning", tuning.path])
                XCTAssertEqual(r.status, 0, "\(format)\(suffix): \(r.stderr)")
                let golden = ProductPaths.golden.appendingPathComponent("export-\(format.rawValue)\(suffix).txt")
                // The web module's inlined core is a build of the engine, checked by WebModuleModelTests: not golden text.
                let text = format == .js ? WasmCore.withoutCore(r.stdout) : r.stdout
                if format == .js { XCTAssertNotEqual(text, r.stdout, "js\(suffix): the module inlines the core") }
                if ProcessInfo.processInfo.environment["REFRESHDEMO_RECORD_GOLDEN"] == "1" {
                    try text.write(to: golden, atomically: true, encoding: .utf8)
                    continue
                }
                let expected = try String(contentsOf: golden, encoding: .utf8)
                XCTAssertEqual(text, expected, "\(format)\(suffix): differs from \(golden.path)")
            }
        }
    }

    /// Tunings: the golden one, the defaults, each preset, a bouncy and a stiff one.
    static func tunings() throws -> [(String, TuningSet)] {
        var out = [("tuned", try TuningFile.parse(tunedFile, file: "tuned.json")), ("default", TuningSet())]
        for name in TuningPresets.names { out.append((name, TuningPresets.named(name)!)) }
        var bouncy = TuningSet()
        bouncy.scroll.springStiffness = 60
        bouncy.scroll.springDampingRatio = 0.3
        bouncy.scroll.decelerationRate = 0.99
        out.append(("bouncy", bouncy))
        var stiff = TuningSet()
        stiff.scroll.springStiffness = 900
        stiff.scroll.springDampingRatio = 2.5
        stiff.scroll.decelerationRate = 0.9995
        out.append(("stiff", stiff))
        return out
    }

    /// The first number after `label` in `text`.
    func number(after label: String, in text: String, _ context: String) throws -> Double {
        let r = try XCTUnwrap(text.range(of: label), "\(context): no \(label)")
        let rest = text[r.upperBound...]
        let digits = rest.drop { !"-0123456789.".contains($0) }.prefix { "-0123456789.e".contains($0) }
        return try XCTUnwrap(Double(digits), "\(context): \(label) \(digits)")
    }

    /// The values of a CSS linear() after `label`.
    func linearStops(after label: String, in text: String) throws -> [Double] {
        let r = try XCTUnwrap(text.range(of: label + " linear("))
        let inside = text[r.upperBound...].prefix { $0 != ")" }
        return inside.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The tuned spring (from 100 pt at rest) against one made from parsed numbers, over
    /// 1.5 s: within 1 pt (1%).
    func checkSpring(k: Double, zeta: Double, _ tuned: TuningSet, _ context: String) {
        let a = SpringSimulation(from: 100, velocity: 0, to: 0, stiffness: tuned.scroll.springStiffness,
                                 dampingRatio: tuned.scroll.springDampingRatio)
        let b = SpringSimulation(from: 100, velocity: 0, to: 0, stiffness: k, dampingRatio: zeta)
        var worst = 0.0
        for i in 0...1500 { worst = max(worst, abs(a.position(at: Double(i) / 1000) - b.position(at: Double(i) / 1000))) }
        XCTAssertLessThanOrEqual(worst, 1, "\(context): spring off by \(worst) pt of 100")
    }

    /// The tuned 1,000 pt/s fling against one at the parsed rate, until it stops: within 1% of its distance.
    func checkFling(rate: Double, _ tuned: TuningSet, _ context: String) {
        let stop = tuned.scroll.stopPixelSpeed
        let a = FrictionSimulation(position: 0, velocity: 1000, rate: tuned.scroll.decelerationRate, restVelocity: stop)
        let b = FrictionSimulation(position: 0, velocity: 1000, rate: rate, restVelocity: stop)
        let distance = a.position(at: a.duration)
        var worst = 0.0
        for i in 0...1000 {
            let t = a.duration * Double(i) / 1000
            worst = max(worst, abs(a.position(at: t) - b.position(at: t)))
        }
        XCTAssertLessThanOrEqual(worst, 0.01 * distance, "\(context): fling off by \(worst) pt of \(distance)")
        XCTAssertEqual(b.duration, a.duration, accuracy: 0.01 * a.duration, "\(context): stop time")
    }

    func testEveryFormatParsedBackReproducesTheTunedCurves() throws {
        for (name, tuned) in try Self.tunings() {
            for format in [FeelExport.Format.uikit, .swiftui] {
                let text = FeelExport.text(format, tuned), context = "\(format.rawValue) \(name)"
                let k = try number(after: "static let stiffness: Double =", in: text, context)
                checkSpring(k: k, zeta: try number(after: "static let damping: Double =", in: text, context) / (2 * k.squareRoot()),
                            tuned, context)
                checkSpring(k: k, zeta: try number(after: "static let dampingRatio: Double =", in: text, context), tuned, context)
                checkFling(rate: try number(after: "static let decelerationRate: Double =", in: text, context), tuned, context)
            }

            // Under Flutter's or Android's own model, that export is the platform's own physics
            // (OwnPhysicsExportTests): no tuned curve to read back.
            if tuned.scroll.model != .flutter {
                let flutter = FeelExport.text(.flutter, tuned)
                let fk = try number(after: "withDampingRatio(mass: 1, stiffness:", in: flutter, "flutter \(name)")
                checkSpring(k: fk, zeta: try number(after: "ratio:", in: flutter, "flutter \(name)"), tuned, "flutter \(name)")
                // v = v0 drag^t and v = v0 rate^(1000 t): rate = drag^(1/1000).
                let drag = try number(after: "static const double drag =", in: flutter, "flutter \(name)")
                checkFling(rate: pow(drag, 0.001), tuned, "flutter \(name)")
            }

            if tuned.scroll.model != .android {
                let android = FeelExport.text(.android, tuned)
                checkSpring(k: try number(after: "const val STIFFNESS =", in: android, "android \(name)"),
                            zeta: try number(after: "const val DAMPING_RATIO =", in: android, "android \(name)"), tuned, "android \(name)")
                // v = v0 e^(-4.2 friction t): rate = e^(-4.2 friction / 1000).
                let friction = try number(after: "const val FRICTION =", in: android, "android \(name)")
                checkFling(rate: exp(-4.2 * friction / 1000), tuned, "android \(name)")
            }

            let json = try TuningFile.parse(FeelExport.text(.json, tuned), file: "export.json")
            checkSpring(k: json.scroll.springStiffness, zeta: json.scroll.springDampingRatio, tuned, "json \(name)")
            checkFling(rate: json.scroll.decelerationRate, tuned, "json \(name)")

            try checkCSS(FeelExport.text(.css, tuned), tuned, name)
        }
    }

    /// CSS has no constants: the easings, read back and drawn as straight lines between
    /// their stops, must follow the tuned step response and fling within 1%.
    func checkCSS(_ css: String, _ tuned: TuningSet, _ name: String) throws {
        let bounce = try linearStops(after: "--bounce-easing:", in: css)
        let bounceDuration = try number(after: "--bounce-duration:", in: css, "css \(name)")
        let f = SpringForms(stiffness: tuned.scroll.springStiffness, dampingRatio: tuned.scroll.springDampingRatio)
        XCTAssertGreaterThanOrEqual(bounce.count, 61, "css \(name)")
        for (x, curve) in [(bounce, { (u: Double) in f.stepResponse(at: u * bounceDuration) })] {
            var worst = 0.0
            for i in 0...2000 {
                let u = Double(i) / 2000
                let p = u * Double(x.count - 1)
                let j = min(Int(p), x.count - 2)
                let eased = x[j] + (x[j + 1] - x[j]) * (p - Double(j))
                worst = max(worst, abs(eased - curve(u)))
            }
            // Within 0.5 pt of the spring for a 1,000-pt move (FeelExport.cssBounceMove), as the text says.
            XCTAssertLessThanOrEqual(worst * 1000, 0.5, "css \(name): bounce off by \(worst * 1000) pt over 1,000 pt")
        }
        let fling = try linearStops(after: "--fling-easing:", in: css)
        let flingDuration = try number(after: "--fling-duration:", in: css, "css \(name)")
        let distance = try number(after: "--fling-distance:", in: css, "css \(name)")
        let sim = FrictionSimulation(position: 0, velocity: 1000, rate: tuned.scroll.decelerationRate,
                                     restVelocity: tuned.scroll.stopPixelSpeed)
        XCTAssertEqual(flingDuration, sim.duration, accuracy: 0.01 * sim.duration, "css \(name)")
        XCTAssertEqual(distance, sim.position(at: sim.duration), accuracy: 0.01 * distance, "css \(name)")
        var worst = 0.0
        for i in 0...2000 {
            let u = Double(i) / 2000
            let p = u * Double(fling.count - 1)
            let j = min(Int(p), fling.count - 2)
            let eased = (fling[j] + (fling[j + 1] - fling[j]) * (p - Double(j))) * distance
            worst = max(worst, abs(eased - sim.position(at: u * flingDuration)))
        }
        XCTAssertLessThanOrEqual(worst, 0.01 * distance, "css \(name): fling off by \(worst) pt")
    }

    /// `--export css` is CSS alone, for every tuning: outside its comments one `:root` rule of
    /// custom properties and nothing else, and no script anywhere (no export, function or
    /// const statement: the module is `--export js`).
    func testTheCSSIsOnlyCommentsAndTheRootRule() throws {
        for (name, tuned) in try Self.tunings() {
            let css = FeelExport.text(.css, tuned)
            for statement in [#"\bexport\s+(const|function|let|default|\{)"#, #"\bfunction\s*\w*\s*\("#, #"\b(const|let)\s+\w+\s*="#] {
                XCTAssertNil(css.range(of: statement, options: .regularExpression), "css \(name): a script statement \(statement)")
            }
            let bare = css.replacingOccurrences(of: #"(?s)/\*.*?\*/"#, with: "", options: .regularExpression)
            let lines = bare.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            XCTAssertEqual(lines.first, ":root {", "css \(name)")
            XCTAssertEqual(lines.last, "}", "css \(name): nothing after the rule")
            let declarations = lines.dropFirst().dropLast()
            XCTAssertEqual(declarations.count, 7, "css \(name): \(declarations)")
            for line in declarations {
                XCTAssertNotNil(line.range(of: #"^--[a-z-]+: [^;{}]+;$"#, options: .regularExpression), "css \(name): \(line)")
            }
        }
    }

    /// `--export js` is the module alone, ES module syntax from its first line: comments,
    /// then `export const feel` and the exported functions the CSS's comment points to.
    func testTheJSIsTheModuleAlone() throws {
        for (name, tuned) in try Self.tunings() {
            let js = FeelExport.text(.js, tuned)
            let code = js.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }
            XCTAssertEqual(code.first, "export const feel = {", "js \(name): comments, then the module")
            for export in ["export function trajectory(", "export function fling("] {
                XCTAssertTrue(js.contains(export), "js \(name): \(export)")
            }
            XCTAssertFalse(js.contains(":root") || js.contains("--bounce-easing"), "js \(name): no CSS in the module")
            XCTAssertTrue(js.contains("stopPixelSpeed: \(FeelExport.n(tuned.scroll.stopPixelSpeed))"), "js \(name)")
        }
    }

    /// Every format says what its platform cannot express.
    func testEveryFormatNamesWhatItsPlatformCannotExpress() throws {
        for format in FeelExport.Format.allCases where format != .json {
            XCTAssertTrue(FeelExport.text(format, TuningSet()).contains("Not expressible"), "\(format)")
        }
        XCTAssertTrue(FeelExport.text(.android, TuningSet()).contains("rubber band"))
    }

    /// A tuning the app runs with another platform's model is exported as UIKit's model, and
    /// every format's code says so (but that platform's own, OwnPhysicsExportTests); the JSON
    /// file keeps the model.
    func testAnotherPlatformsModelIsNamedInEveryExport() throws {
        var set = TuningSet()
        set.scroll.model = .android
        for format in FeelExport.Format.allCases where format != .json && format != .android && format != .js {
            XCTAssertTrue(FeelExport.text(format, set).contains("runs this tuning with the android model"), "\(format)")
            XCTAssertFalse(FeelExport.text(format, TuningSet()).contains("runs this tuning with"), "\(format)")
        }
        XCTAssertEqual(try TuningFile.parse(FeelExport.text(.json, set), file: "export.json").scroll.model, .android)
        // The web module runs the core: the model is its own (WebModuleModelTests), and it names it.
        XCTAssertTrue(FeelExport.text(.js, set).contains("model: \"android\""))
        XCTAssertFalse(FeelExport.text(.js, set).contains("runs this tuning with"))
    }
}
