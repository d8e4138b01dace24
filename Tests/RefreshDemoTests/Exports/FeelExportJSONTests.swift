import Foundation
import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel

/// `--export json` is a tuning file: `--tuning` of it runs the exported feel exactly.
final class FeelExportJSONTests: XCTestCase {
    /// A feel far from the defaults in every group, with a designer term whose stiffness
    /// has more than 6 decimals (response 0.37 s).
    static let farFile = """
        {
          "version": 1,
          "scroll.rubberBandCoefficient": 0.8,
          "scroll.decelerationRate": 0.99,
          "spring.response": 0.37,
          "scroll.springDampingRatio": 1.6,
          "scroll.maxFlingSpeed": 6000,
          "scroll.velocityWindow": 0.08,
          "scroll.minFlingSpeed": 150,
          "scroll.velocityEstimator": "weightedpairs",
          "scroll.velocityStopGap": 0.06,
          "scroll.springTransferCap": 3000,
          "scroll.maxBounceOvershoot": 80,
          "scroll.stopPixelSpeed": 35,
          "scroll.carriedMomentum": false,
          "header.height": 70,
          "header.openDuration": 0.3,
          "footer.style": "back",
          "input.touchSlop": 4,
          "input.notchDistance": 180,
          "feed.pageSize": 30
        }

        """

    func testTheExportIsATuningFileNamingEveryTunableThatLoadsBackTheSameSet() throws {
        for (name, set) in [("far", try TuningFile.parse(Self.farFile, file: "far.json")), ("default", TuningSet())] {
            let json = FeelExport.text(.json, set)
            let loaded = try TuningFile.parseNamingKeys(json, file: "export.json")
            XCTAssertEqual(loaded.set, set, "json \(name): the loaded set differs")
            let constants = Set(Tunables.all.filter { !$0.derived }.map(\.name))
            XCTAssertEqual(loaded.keys, constants, "json \(name): the file names every tunable that is not a view")
            for t in Tunables.all {
                XCTAssertEqual(t.value(in: loaded.set), t.value(in: set), "json \(name): \(t.name) reads back differently")
            }
        }
        // The response's stiffness needs all its digits.
        let far = try TuningFile.parse(Self.farFile, file: "far.json")
        XCTAssertTrue(FeelExport.text(.json, far).contains("\"scroll.springStiffness\": \(far.scroll.springStiffness)"))
    }

    /// A fling into the edge, a pull past the header, a flick: the run with the exported
    /// file traces byte for byte what the run with the original traces.
    func testTheExportedFileGivesAByteIdenticalTrace() throws {
        let folder = ProductPaths.temporaryFolder("export-json")
        let original = folder.appendingPathComponent("far.json")
        try Self.farFile.write(to: original, atomically: true, encoding: .utf8)
        let exported = folder.appendingPathComponent("exported.json")
        let r = try runProgram(ProductPaths.executable, ["--export", "json", "--tuning", original.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        try r.stdout.write(to: exported, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("gesture.txt")
        try "wait 0.3\ndrag 200,300 -> 200,700 over 0.3 hold 0.2\nwait 2\ndrag 200,600 -> 200,200 over 0.15\nwait 3\n"
            .write(to: script, atomically: true, encoding: .utf8)
        func trace(_ tuning: URL) throws -> String {
            let run = try runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--script", script.path,
                                                               "--tuning", tuning.path, "--trace", "-", "--trace-frames"])
            XCTAssertEqual(run.status, 0, run.stderr)
            return run.stdout
        }
        let a = try trace(original), b = try trace(exported)
        XCTAssertGreaterThan(a.split(separator: "\n").count, 300, "the run traced its frames")
        XCTAssertEqual(a, b, "json: the trace with the exported file differs from the original's")
        // A file the app would not load fails here, not in a user's hands.
        XCTAssertTrue(b.contains("\"phase\":\"bouncing\""), "the pull bounced back")
    }
    /// Tunings whose export must be a fixed point: the defaults, each preset, springs at
    /// damping ratios 0.4 and 1.6 and at the ends of the stiffness range, designer terms
    /// whose constants need all 17 digits (fling stop time 2.5 s, response 0.37 s, bounciness
    /// 7.3), and sets with every continuous constant at a random value of its range.
    static func roundTripTunings() throws -> [(String, TuningSet)] {
        var out: [(String, TuningSet)] = [("default", TuningSet())]
        for name in TuningPresets.names { out.append((name, try XCTUnwrap(TuningPresets.named(name)))) }
        func with(_ values: [(String, Double)]) throws -> TuningSet {
            var set = TuningSet()
            for (name, v) in values { try XCTUnwrap(Tunables.named(name), name).set(v, in: &set) }
            return set
        }
        out.append(("ratio 0.4", try with([("scroll.springDampingRatio", 0.4), ("scroll.springStiffness", 60)])))
        out.append(("ratio 1.6", try with([("scroll.springDampingRatio", 1.6), ("scroll.decelerationRate", 0.99)])))
        out.append(("stiffness 1000", try with([("scroll.springStiffness", 1000), ("scroll.springDampingRatio", 3)])))
        out.append(("stiffness 10", try with([("scroll.springStiffness", 10), ("scroll.springDampingRatio", 0.1)])))
        out.append(("stop time 2.5 s", try with([("fling.stopTime", 2.5)])))
        out.append(("response 0.37 s, bounciness 7.3", try with([("spring.response", 0.37), ("spring.bounciness", 7.3)])))
        out.append(("far", try TuningFile.parse(farFile, file: "far.json")))
        var random = SplitMix64(seed: 7)
        for i in 0..<8 {
            var set = TuningSet()
            for t in Tunables.all where !t.derived {
                guard case .continuous = t.kind, t.bound == nil else { continue }
                let u = Double(random.next() >> 11) / Double(1 << 53)
                t.set(t.range.lowerBound + u * (t.range.upperBound - t.range.lowerBound), in: &set)
            }
            out.append(("random \(i)", set))
        }
        return out
    }

    /// Export, load, export: the same bytes, and again the same bytes (the loaded set is
    /// the exported one, digit for digit).
    func testExportLoadExportIsByteIdentical() throws {
        for (name, set) in try Self.roundTripTunings() {
            let first = FeelExport.text(.json, set)
            let loaded = try TuningFile.parse(first, file: "a.json")
            let second = FeelExport.text(.json, loaded)
            XCTAssertEqual(second, first, "json \(name): export -> load -> export changed the file")
            XCTAssertEqual(FeelExport.text(.json, try TuningFile.parse(second, file: "b.json")), second,
                           "json \(name): a second round trip changed the file")
            for t in Tunables.all where !t.derived {
                XCTAssertEqual(t.value(in: loaded), t.value(in: set), "json \(name): \(t.name) read back differently")
            }
        }
    }

    /// The same through the built app, as a user runs it: `--export json > a.json`, then
    /// `--tuning a.json --export json > b.json`, and once more: `cmp` finds no difference.
    func testTheAppsExportOfItsOwnExportIsByteIdentical() throws {
        let folder = ProductPaths.temporaryFolder("export-json-fixed-point")
        var env = ProcessInfo.processInfo.environment
        // No tuning the user keeps can reach the run.
        env["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        env["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        let start = folder.appendingPathComponent("start.json")
        try "{\n  \"version\": 1,\n  \"fling.stopTime\": 2.5,\n  \"spring.response\": 0.37\n}\n"
            .write(to: start, atomically: true, encoding: .utf8)
        var files = [start]
        for i in 0..<3 {
            let r = try runProgram(ProductPaths.executable, ["--tuning", files[i].path, "--export", "json"], environment: env)
            XCTAssertEqual(r.status, 0, r.stderr)
            let next = folder.appendingPathComponent("export-\(i).json")
            try r.stdout.write(to: next, atomically: true, encoding: .utf8)
            files.append(next)
        }
        let a = try Data(contentsOf: files[1]), b = try Data(contentsOf: files[2]), c = try Data(contentsOf: files[3])
        XCTAssertEqual(b, a, "the export of the export differs from the export")
        XCTAssertEqual(c, b, "a second round trip differs")
        XCTAssertTrue(String(decoding: a, as: UTF8.self).contains("\"scroll.decelerationRate\": 0.9984364144733922"),
                      "the stop time's rate is written with all its digits")
        // And without a tuning file: the defaults' export is a fixed point too.
        let plain = try runProgram(ProductPaths.executable, ["--export", "json"], environment: env)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let defaults = folder.appendingPathComponent("defaults.json")
        try plain.stdout.write(to: defaults, atomically: true, encoding: .utf8)
        let again = try runProgram(ProductPaths.executable, ["--tuning", defaults.path, "--export", "json"], environment: env)
        XCTAssertEqual(again.stdout, plain.stdout, "the defaults' export read back differs")
    }
}
