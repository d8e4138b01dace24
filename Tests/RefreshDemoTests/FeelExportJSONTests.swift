import Foundation
import XCTest
import RefreshEngine
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
}
