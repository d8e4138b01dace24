import Foundation
import XCTest
import RefreshEngine
import RefreshPhysics
@testable import RefreshDemoModel

/// The UIKit and SwiftUI exports: their Swift (Foundation part; the UIKit and SwiftUI parts
/// are behind canImport) compiled by swiftc and run against the app's trajectory, and their
/// spring parameters evaluated with the documented formulas of UISpringTimingParameters and
/// SwiftUI's Spring.
final class AppleExportTests: XCTestCase {
    static let formats: [FeelExport.Format] = [.uikit, .swiftui]

    /// One exported file with its top-level names made unique, so every tuning compiles into one program.
    static func renamed(_ text: String, _ suffix: String) -> String {
        var s = text
        for name in ["TunedFeel", "TunedRefresh", "TunedLayout", "headerOpenDuration", "headerCloseDuration", "headerOpen", "headerClose"] {
            s = s.replacingOccurrences(of: "\\b\(name)\\b", with: name + suffix, options: .regularExpression)
        }
        return s
    }

    func testTheExportedSwiftCompiledAndRunFollowsTheAppWithinAPoint() throws {
        guard let swiftc = ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first(where: FileManager.default.isExecutableFile)
                ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/swiftc" })
                    .first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("uikit: swiftc is not on the PATH; the Swift exports were not compiled")
        }
        let folder = ProductPaths.temporaryFolder("export-swift")
        let tunings = ExportScenario.tunings()
        var files: [String] = []
        for format in Self.formats {
            for (i, (_, set)) in tunings.enumerated() {
                let url = folder.appendingPathComponent("\(format.rawValue)\(i).swift")
                try Self.renamed(FeelExport.text(format, set), "_\(format.rawValue)\(i)").write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
            // The list layouts' Foundation part (their words and numbers) compiles too.
            for (i, (_, set)) in LayoutExportTests.layouts().enumerated() {
                let url = folder.appendingPathComponent("\(format.rawValue)-layout\(i).swift")
                try Self.renamed(FeelExport.text(format, set), "_\(format.rawValue)_layout\(i)").write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
        }
        let cases = ExportScenario.cases()
        var main = "import Foundation\nvar out: [[Double]] = []\n"
        for format in Self.formats {
            for c in cases {
                let i = try XCTUnwrap(tunings.firstIndex { $0.0 == c.tuning })
                let r = c.run
                let feel = "TunedFeel_\(format.rawValue)\(i)"
                // A double flick: the export's own first fling, caught `after` seconds in, gives what the flick carries.
                let velocity = r.caught.map { first in
                    "\(feel).releaseVelocity(\(r.velocity), carrying: \(feel)(position: \(first.offset), velocity: \(first.velocity), "
                        + "min: \(r.minEdge), max: \(r.maxEdge), pixelDensity: \(c.scenario.pixelDensity)).momentum(caughtAt: \(first.after)))"
                } ?? "\(r.velocity)"
                main += "do { let m = \(feel)(position: \(r.offset), velocity: \(velocity), "
                    + "min: \(r.minEdge), max: \(r.maxEdge), pixelDensity: \(c.scenario.pixelDensity)); "
                    + "out.append((0..<\(r.samples.count)).map { m.position(at: Double($0) / \(ExportScenario.fps)) }) }\n"
            }
        }
        main += "print(String(decoding: try! JSONSerialization.data(withJSONObject: out), as: UTF8.self))\n"
        let mainURL = folder.appendingPathComponent("main.swift")
        try main.write(to: mainURL, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("exported")
        let build = try runProgram(URL(fileURLWithPath: swiftc), files + [mainURL.path, "-o", binary.path], timeout: 600)
        XCTAssertEqual(build.status, 0, "uikit/swiftui: swiftc failed:\n\(build.stderr)")
        let warnings = build.stderr.split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("main.swift") }
        XCTAssertEqual(warnings, [], "uikit/swiftui: the export compiles with warnings")
        let run = try runProgram(binary, [], timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        let samples = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[Double]])
        XCTAssertEqual(samples.count, cases.count * Self.formats.count)
        for (f, format) in Self.formats.enumerated() {
            for (j, c) in cases.enumerated() {
                let exported = samples[f * cases.count + j]
                assertWithinAPoint(format.rawValue, c.tuning, c.scenario.name, c.run.samples) { exported[$0] }
            }
        }
    }

    /// A release past an edge is a move with a distance: UISpringTimingParameters(mass: 1,
    /// stiffness:, damping:, initialVelocity: velocity / distance) moves from + distance p(t),
    /// p the damped oscillator from 0 to 1 starting at that fraction per second; it follows
    /// the app within 1 pt. SwiftUI's Spring with allowOverDamping is the same; without it a
    /// damping ratio above 1 is clamped to 1, which misses the over-damped tuning.
    func testTheSpringTimingsWithTheirDocumentedFormulasFollowTheApp() throws {
        for c in ExportScenario.cases() where c.scenario.name.hasPrefix("release overscrolled") {
            let text = FeelExport.text(.uikit, c.set)
            let k = try exportedNumber(after: "static let stiffness: Double =", in: text, "uikit")
            let damping = try exportedNumber(after: "static let damping: Double =", in: text, "uikit")
            let cap = try exportedNumber(after: "static let transferCap: Double =", in: text, "uikit")
            let r = c.run
            let from = r.offset, to = r.minEdge
            let velocity = r.velocity < 0 ? max(r.velocity, -cap) : r.velocity
            let unit = velocity / (to - from)
            let zeta = damping / (2 * k.squareRoot())
            let p = SpringSimulation(from: 0, velocity: unit, to: 1, stiffness: k, dampingRatio: zeta)
            assertWithinAPoint("uikit (UISpringTimingParameters)", c.tuning, c.scenario.name, r.samples) {
                from + (to - from) * p.position(at: Double($0) / ExportScenario.fps)
            }
            let swiftui = FeelExport.text(.swiftui, c.set)
            XCTAssertTrue(swiftui.contains("Spring(mass: 1, stiffness: stiffness, damping: damping, allowOverDamping: true)"),
                          "swiftui: the spring allows over-damping")
            if zeta > 1.01 {
                let clamped = SpringSimulation(from: 0, velocity: unit, to: 1, stiffness: k, dampingRatio: 1)
                let gap = worstGap(r.samples) { from + (to - from) * clamped.position(at: Double($0) / ExportScenario.fps) }
                XCTAssertGreaterThan(gap.gap, 1, "swiftui: without allowOverDamping the \(c.tuning) spring would follow the app")
            }
        }
    }
}
