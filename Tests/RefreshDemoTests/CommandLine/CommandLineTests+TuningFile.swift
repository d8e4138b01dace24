import Foundation
import RefreshEngine
import XCTest
@testable import RefreshDemoModel

extension CommandLineTests {
    func testATuningFileLoadsAtStartAndScriptsSetAndPreset() throws {
        let dir = ProductPaths.temporaryFolder("tuning-ok")
        let file = dir.appendingPathComponent("t.json")
        try "{\"version\": 1, \"scroll.springStiffness\": 250}".write(to: file, atomically: true, encoding: .utf8)
        let events = try traceOf("set header.height 70\npreset flutter\n", ["--tuning", file.path])
        let tuning = events.filter { $0["type"] as? String == "tuning" }
        let names = tuning.compactMap { $0["name"] as? String }
        XCTAssertEqual(names.first, "scroll.springStiffness")
        XCTAssertEqual(tuning.first?["value"] as? Double, 250)
        XCTAssertTrue(names.contains("header.height"))
        XCTAssertTrue(names.contains("scroll.springDampingRatio"), "the preset's values are traced")
    }

    /// A tuning file that sets the platform model: the headless run traces it and the same fling
    /// rests where Android's spline puts it, not where UIKit's friction does.
    func testATuningFileSetsThePlatformModel() throws {
        let dir = ProductPaths.temporaryFolder("tuning-model")
        let file = dir.appendingPathComponent("android.json")
        try "{\"version\": 1, \"scroll.model\": \"android\"}".write(to: file, atomically: true, encoding: .utf8)
        let fling = "drag 200,600 -> 200,300 over 0.2\nwait 4\n"
        let android = try traceOf(fling, ["--tuning", file.path])
        let tuning = android.filter { $0["type"] as? String == "tuning" }
        XCTAssertEqual(tuning.first?["name"] as? String, "scroll.model")
        XCTAssertEqual(tuning.first?["value"] as? Double, 2)
        let ios = try traceOf(fling)
        func rest(_ events: [[String: Any]]) -> Double {
            events.last { $0["type"] as? String == "scroll" }?["offsetY"] as? Double ?? .nan
        }
        XCTAssertGreaterThan(abs(rest(android) - rest(ios)), 20, "Android rests at \(rest(android)), iOS at \(rest(ios))")
        // The preset switches it too.
        let preset = try traceOf("preset gtk\n" + fling)
        XCTAssertTrue(preset.contains { $0["name"] as? String == "scroll.model" && $0["value"] as? Double == 3 })
    }

    func testABadTuningFileAtStartIsOneLineExit2AndUntouched() throws {
        let dir = ProductPaths.temporaryFolder("tuning-bad")
        let cases: [(String, String)] = [
            ("{\n  \"version\": 1,\n  \"scroll.sprngStiffness\": 10\n}", ":3: unknown key 'scroll.sprngStiffness'"),
            ("{\n  \"version\": 1,\n  \"header.height\": \"tall\"\n}", ":3: 'header.height' has the wrong type; expected a number from 30 to 150 (pt)"),
            ("{\n  \"version\": 1,\n  \"feed.failRate\": 1.5\n}", ":3: 'feed.failRate' is 1.5; expected a number from 0 to 1"),
            ("{ \"version\": 1, ", ":1: not valid JSON"),
        ]
        for (i, (text, expected)) in cases.enumerated() {
            let file = dir.appendingPathComponent("bad\(i).json")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let r = try run(["--headless", "--tuning", file.path])
            XCTAssertEqual(r.status, 2, text)
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
            XCTAssertTrue(r.stderr.hasPrefix(file.path + expected), "\(r.stderr) lacks \(expected)")
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text, "never rewritten")
        }
        // A file that does not exist yet is one to create: the run goes on, and says so.
        let newFile = dir.appendingPathComponent("none.json")
        try? FileManager.default.removeItem(at: newFile)
        let missing = try run(["--headless", "--tuning", newFile.path])
        XCTAssertEqual(missing.status, 0)
        XCTAssertTrue(missing.stderr.contains("none.json does not exist yet; Save will create it"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: newFile.path), "nothing written unasked")
    }

    func testATuningFileIsLaidOverTheCommandLine() throws {
        let file = ProductPaths.temporaryFolder("tuning-base").appendingPathComponent("t.json")
        try "{\"version\": 1, \"scroll.springStiffness\": 250}".write(to: file, atomically: true, encoding: .utf8)
        let events = try traceOf("wait 0.1\n", ["--tuning", file.path, "--fail-rate", "0.5", "--footer", "back"])
        let names = events.filter { $0["type"] as? String == "tuning" }.compactMap { $0["name"] as? String }
        XCTAssertEqual(names, ["scroll.springStiffness"], "the flags' values stay")
    }

    func testSaveWritesOnlyChangedValuesAndNeverOverAFileThatDoesNotLoad() throws {
        let dir = ProductPaths.temporaryFolder("tuning-save")
        let file = dir.appendingPathComponent("saved.json")
        try? FileManager.default.removeItem(at: file)
        // Save goes to --tuning's file; start from a valid one.
        try "{\"version\": 1}".write(to: file, atomically: true, encoding: .utf8)
        _ = try traceOf("set scroll.springStiffness 150\nset footer.style back\nkey ctrl+s\n", ["--tuning", file.path])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8),
                       "{\n  \"version\": 1,\n  \"scroll.springStiffness\": 150,\n  \"footer.style\": \"back\"\n}\n")
        XCTAssertTrue(try TuningFile.parse(String(contentsOf: file, encoding: .utf8), file: "x").footerStyle == .back)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "written through a temporary file, renamed")
    }
}

extension CommandLineTests {
    /// A pairing a pull cannot arm says why whichever way it comes: the tuning file at start,
    /// a script's `set` (a `toast` line each, what the window shows).
    func testAnUnreachablePairingSaysWhyFromTheTuningFileAndAScript() throws {
        let why = "No second floor: the GTK edge stops at 100 pt, the floor is at 103 pt"
        func toasts(_ events: [[String: Any]]) -> [String] {
            events.filter { $0["type"] as? String == "toast" }.compactMap { $0["text"] as? String }
        }
        let dir = ProductPaths.temporaryFolder("tuning-reach")
        let file = dir.appendingPathComponent("gtk-floor.json")
        try "{\"version\": 1, \"scroll.model\": \"gtk\", \"header.twoLevel\": \"on\"}".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertTrue(toasts(try traceOf("wait 0.5\n", ["--tuning", file.path])).contains(why), "the tuning file")
        XCTAssertTrue(toasts(try traceOf("preset gtk\nset header.twoLevel on\nwait 0.5\n")).contains(why), "a script's set")
        let android = toasts(try traceOf("preset android\nset header.control mj\nwait 0.5\n"))
        XCTAssertTrue(android.contains { $0.hasPrefix("No refresh: the Android edge stops at") }, "\(android)")
    }
}
