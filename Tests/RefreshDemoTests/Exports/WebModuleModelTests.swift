import Foundation
import XCTest
import TestSupport
@testable import RefreshEngine
@testable import RefreshDemoModel

/// `--export js` reproduces the tuning's own model: the module, loaded in node as printed, flings
/// from a release where the app's Scroller flings, under every preset and every model alone, and
/// rests where the app rests within 1 pt (it runs the engine's core, so within 1e-6 pt). Before,
/// the module ran UIKit's model whatever the tuning: an Android tuning's release at 1,500 pt/s
/// from 76 pt rested at 815 pt in the module and at 468 in the app.
final class WebModuleModelTests: XCTestCase {
    static var tunings: [(String, TuningSet)] {
        PlatformProfiles.all.map { ("\($0.name) preset", $0.preset) } + ScrollModel.registered.map { model in
            var set = TuningSet()
            set.scroll.model = model
            return ("\(model) alone", set)
        }
    }

    /// Releases: (position, velocity) between -64 and 4200 in an 800 pt view at density 1 or 3.
    static let releases: [(x: Double, v: Double, density: Double)] = [
        (76, 1500, 1), (76, 1500, 3), (2000, -6000, 2), (4000, 3000, 1), (-120, 0, 2), (4300, 800, 1),
    ]

    func testTheModuleRestsWhereTheAppRestsUnderEveryModel() throws {
        let folder = ProductPaths.temporaryFolder("export-models")
        let core = Array(try Data(contentsOf: try WasmCore.built()))
        var script = "const results = [];\n"
        for (i, (_, set)) in Self.tunings.enumerated() {
            let file = folder.appendingPathComponent("tuned-\(i).mjs")
            try FeelExport.text(.js, set, core: core).write(to: file, atomically: true, encoding: .utf8)
            script += "{ const m = await import(\(String(reflecting: file.path)));\n"
            for r in Self.releases {
                script += "  { const f = m.trajectory(\(r.x), \(r.v), -64, 4200, \(r.density), 800); "
                    + "results.push([f.position(f.duration), f.position(0.25), f.duration]); }\n"
            }
            script += "}\n"
        }
        script += "process.stdout.write(JSON.stringify(results));\n"
        let driver = folder.appendingPathComponent("driver.mjs")
        try script.write(to: driver, atomically: true, encoding: .utf8)
        let out = try WasmCore.run(try WasmCore.node(), [driver.path])
        let results = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[Double]])
        XCTAssertEqual(results.count, Self.tunings.count * Self.releases.count)
        var k = 0
        for (name, set) in Self.tunings {
            var differ = 0
            for r in Self.releases {
                let app = Self.run(set.scroll, r), ios = Self.run(Tuning(), r)
                let label = "\(name), a release at \(r.v) pt/s from \(r.x) at density \(r.density)"
                XCTAssertEqual(results[k][0], app.rest, accuracy: 1e-6, "\(label): rests")
                XCTAssertEqual(results[k][1], app.at250, accuracy: 1e-6, "\(label): at 0.25 s")
                XCTAssertEqual(results[k][2], app.duration, accuracy: 0.0011, "\(label): its duration")
                if abs(app.rest - ios.rest) > 1 || abs(app.at250 - ios.at250) > 1 || abs(app.duration - ios.duration) > 0.01 { differ += 1 }
                k += 1
            }
            // The models do differ: a module that played UIKit's model for all would fail above.
            if set.scroll.model != .ios { XCTAssertGreaterThan(differ, 0, "\(name): moves as UIKit's model in every release") }
        }
    }

    /// How the app's Scroller moves after a release under `tuning` between -64 and 4200 in an 800 pt view: where
    /// it rests, where it is at 0.25 s, how long it runs (to the ms, as the module measures it). Under UIKit's
    /// tuning, for the check that the models differ (Flutter's friction is UIKit's, its bounce is not).
    static func run(_ tuning: Tuning, _ r: (x: Double, v: Double, density: Double)) -> (rest: Double, at250: Double, duration: Double) {
        var s = Scroller(tuning: tuning, viewportExtent: 800, contentExtent: 4200 + 800, leadingInset: 64)
        s.pixelDensity = r.density
        s.startFling(from: r.x, velocity: r.v, at: 0)
        s.step(to: 0.25)
        let at250 = s.offset
        var t = 0.25
        while !s.isAtRest, t < 60 {
            t += 0.001
            s.step(to: t)
        }
        return (s.offset, at250, t)
    }
}
