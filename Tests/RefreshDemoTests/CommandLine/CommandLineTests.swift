import Foundation
import RefreshEngine
import XCTest
import TestSupport
@testable import RefreshDemoModel

/// The built app run as a user runs it: flags, scripts, traces, exit codes.
final class CommandLineTests: XCTestCase {
    let app = ProductPaths.executable

    /// The app's environment with its state in a fresh folder: tests never touch the user's.
    func environment(_ name: String = UUID().uuidString) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        let dir = ProductPaths.temporaryFolder("state-\(name)")
        try? FileManager.default.removeItem(at: dir)
        env["XDG_STATE_HOME"] = dir.path
        env["LANG"] = "C"
        return env
    }

    func run(_ args: [String], env: [String: String]? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        try runProgram(app, args, environment: env ?? environment())
    }

    func script(_ name: String, _ text: String) throws -> URL {
        let url = ProductPaths.temporaryFolder("cli").appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testABadScriptGetsOneLineNamingFileAndLineAndExitCode2() throws {
        let bad = try script("bad.txt", "# fine\nwait 0.1\ndrag 1,2 -> 3,4\n")
        let shot = ProductPaths.temporaryFolder("cli").appendingPathComponent("never.png")
        try? FileManager.default.removeItem(at: shot)
        let r = try run(["--headless", "--script", bad.path, "--screenshot", shot.path])
        XCTAssertEqual(r.status, 2)
        let lines = r.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("\(bad.path):3: expected 'drag X,Y -> X,Y over S [hold S]'"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: shot.path), "nothing ran")
    }

    func testAMissingScriptIsOneLineAndExitCode2() throws {
        let r = try run(["--headless", "--script", "/nonexistent/gesture.txt"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("/nonexistent/gesture.txt"), r.stderr)
    }

    func testHeadlessScriptWritesTraceToStdoutAndEndsAtRest() throws {
        let s = try script("pull.txt", "drag 200,200 -> 200,500 over 0.4\n")
        let r = try run(["--headless", "--script", s.path, "--trace", "-", "--trace-frames", "--fps", "144",
                         "--no-initial-refresh"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let events = r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        XCTAssertEqual(events.count, r.stdout.split(separator: "\n").count, "every line is a JSON object")
        let times = events.compactMap { $0["t"] as? Double }
        XCTAssertEqual(times.count, events.count)
        XCTAssertEqual(times, times.sorted(), "in time order")
        let scroll = events.filter { $0["type"] as? String == "scroll" }
        // Pulled past the header: it opens (animating to -118), waits for the feed, then closes.
        XCTAssertEqual(scroll.compactMap { $0["phase"] as? String },
                       ["tracking", "bouncing", "animating", "idle", "animating", "idle"])
        XCTAssertEqual(scroll[3]["offsetY"] as? Double, -118)
        XCTAssertEqual(scroll.last?["offsetY"] as? Double, -64)
        let header = events.filter { $0["type"] as? String == "header" }
        XCTAssertEqual(header.compactMap { $0["to"] as? String }, ["pulling", "refreshing", "finishing", "idle"])
        XCTAssertEqual(header[2]["result"] as? String, "updated")
        let feed = events.filter { $0["type"] as? String == "feed" }
        XCTAssertEqual(feed.first?["request"] as? String, "newer")
        XCTAssertEqual(feed.first?["since_id"] as? Int, 100_200)
        XCTAssertEqual(feed.last?["response"] as? String, "newer")
        XCTAssertEqual(feed.last?["count"] as? Int, 3)
        XCTAssertEqual(feed.last?["ok"] as? Bool, true)
        let frames = events.filter { $0["type"] as? String == "frame" }
        XCTAssertGreaterThan(frames.count, 100)
        XCTAssertEqual(frames.first?["items"] as? Int, 200)
        XCTAssertEqual(frames.last?["items"] as? Int, 203)
        let pulled = frames.compactMap { $0["offsetY"] as? Double }.min() ?? 0
        XCTAssertLessThan(pulled, -150)
    }

    func testAMillionRowsHeadless() throws {
        let s = try script("end.txt", "key end\n")
        let shot = ProductPaths.temporaryFolder("cli").appendingPathComponent("million.png")
        let r = try run(["--headless", "--items", "1000000", "--script", s.path, "--screenshot", shot.path,
                                     "--trace", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot.path))
        XCTAssertTrue(r.stdout.contains("\"phase\":\"animating\""))
    }

    func testBadFlagsAreRejected() throws {
        for args in [["--size", "0x10"], ["--fps", "0"], ["--items", "-1"], ["--scale", "nan"], ["--header", "fancy"],
                     ["--lang", "fr"], ["--fail-rate", "2"], ["--latency", "2-1"]] {
            let r = try run(["--headless"] + args)
            XCTAssertNotEqual(r.status, 0, "\(args)")
            XCTAssertFalse(r.stderr.isEmpty, "\(args)")
        }
    }

    func testAnUnopenableTraceIsOneLineAndExitCode2() throws {
        // A folder that cannot be made (a missing one is made, as for --screenshot).
        let r = try run(["--headless", "--trace", "/proc/nonexistent/dir/trace.jsonl"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("/proc/nonexistent/dir/trace.jsonl"), r.stderr)
    }

    func testTheLastUpdatedTimeSurvivesARestart() throws {
        let env = environment("restart")
        let dir = ProductPaths.temporaryFolder("restart-state")
        try? FileManager.default.removeItem(at: dir)
        let s = try script("launch.txt", "wait 0.1\n")
        var r = try run(["--headless", "--script", s.path, "--state-dir", dir.path], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let file = dir.appendingPathComponent("state.json")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        XCTAssertEqual(saved?["version"] as? Int, 1)
        // The headless epoch (2026-09-21 14:13:20 UTC) plus the launch refresh's latency.
        let time = (saved?["lastUpdated"] as? [String: Any])?["feed"] as? Double ?? 0
        XCTAssertGreaterThan(time, 1_790_000_000.2)
        XCTAssertLessThan(time, 1_790_000_002)
        // Next launch shows it from the start.
        let shot = ProductPaths.temporaryFolder("cli").appendingPathComponent("restart.png")
        r = try run(["--headless", "--no-initial-refresh", "--script", s.path, "--screenshot", shot.path,
                     "--state-dir", dir.path], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
    }

    /// A headless run is a test or a render: without --state-dir it neither reads nor
    /// writes the user's state file (its virtual clock would overwrite their time).
    func testAHeadlessRunNeverTouchesTheUsersStateFile() throws {
        let env = environment("untouched")
        let dir = URL(fileURLWithPath: env["XDG_STATE_HOME"]!).appendingPathComponent("refreshdemo")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("state.json")
        let mine = "{\"version\": 1, \"lastUpdated\": {\"feed\": 1700000000}}"
        try mine.write(to: file, atomically: true, encoding: .utf8)
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        let s = try script("refresh.txt", "key f5\nwait 2\n")
        let r = try run(["--headless", "--script", s.path, "--trace", "-"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"result\":\"updated\""), "it refreshed (and would have saved)")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), mine)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date, before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["state.json"])
    }

    /// A bad state file: one warning line naming it, moved aside (an earlier bad file is
    /// never overwritten), the run starts with no record, and the next save is fresh.
    func testABadStateFileIsMovedAsideAndTheAppStartsWithNoRecord() throws {
        let dir = ProductPaths.temporaryFolder("bad-state")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("state.json")
        let s = try script("nothing.txt", "wait 0.1\n")
        let bad = ["{ not json", "{\"version\": 1, \"lastUpdated\": {\"feed\": 9.3e18}}"]
        for (i, text) in bad.enumerated() {
            try text.write(to: file, atomically: true, encoding: .utf8)
            let r = try run(["--headless", "--no-initial-refresh", "--script", s.path, "--state-dir", dir.path])
            XCTAssertEqual(r.status, 0, r.stderr)
            let lines = r.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, r.stderr)
            let aside = dir.appendingPathComponent(i == 0 ? "state.json.bad" : "state.json.bad-2")
            XCTAssertTrue(lines.first?.contains(file.path + ":1: ") ?? false, r.stderr)
            XCTAssertTrue(lines.first?.hasSuffix("moved it to \(aside.path) and starting with no record") ?? false, r.stderr)
            XCTAssertEqual(try String(contentsOf: aside, encoding: .utf8), text, "kept as it was")
            XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
        }
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("state.json.bad"), encoding: .utf8), bad[0],
                       "the first bad file was not overwritten by the second")
        // A successful refresh saves anew.
        let r = try run(["--headless", "--script", s.path, "--state-dir", dir.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }

    func testAnAlwaysFailingFeedNeverLeavesTheListRefreshing() throws {
        let s = try script("fail.txt", "drag 200,150 -> 200,450 over 0.3\nwait 0.5\nkey f5\n")
        let r = try run(["--headless", "--script", s.path, "--fail-rate", "1", "--trace", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let results = r.stdout.split(separator: "\n").filter { $0.contains("\"to\":\"finishing\"") }
        XCTAssertFalse(results.isEmpty)
        XCTAssertTrue(results.allSatisfy { $0.contains("\"result\":\"failed\"") })
        let last = r.stdout.split(separator: "\n").last { $0.contains("\"type\":\"header\"") }
        XCTAssertTrue(last?.contains("\"to\":\"idle\"") ?? false)
    }

    /// Scrolling to the end of a 200-item history: exactly the first page plus 200, in
    /// order, and the footer in noMoreData.
    func testScrollingThroughTheWholeHistory() throws {
        let lines = Array(repeating: "key end\nwait 1.5", count: 14).joined(separator: "\n")
        let s = try script("history.txt", lines + "\n")
        let r = try run(["--headless", "--items", "20", "--history", "200", "--no-initial-refresh", "--script", s.path,
                         "--trace", "-", "--trace-frames"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let events = r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        XCTAssertEqual(events.last { $0["type"] as? String == "frame" }?["items"] as? Int, 220)
        XCTAssertEqual(events.last { $0["type"] as? String == "footer" }?["to"] as? String, "noMoreData")
        let requests = events.filter { $0["request"] as? String == "older" }.compactMap { $0["max_id"] as? Int }
        XCTAssertEqual(requests, Array(stride(from: 100_000, through: 99_820, by: -20)))
        let responses = events.filter { $0["response"] as? String == "older" }
        XCTAssertEqual(responses.compactMap { $0["count"] as? Int }, Array(repeating: 20, count: 10))
        XCTAssertEqual(responses.last?["end"] as? Bool, true)
    }

    func traceOf(_ text: String, _ extra: [String] = []) throws -> [[String: Any]] {
        let s = try script("input-\(abs(text.hashValue)).txt", text)
        let r = try run(["--headless", "--no-initial-refresh", "--script", s.path, "--trace", "-"] + extra)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    func testTouchpadPullRefreshes() throws {
        let events = try traceOf("wheel 4 precise over 0.4\n")
        let wheels = events.filter { $0["type"] as? String == "wheel" }
        XCTAssertGreaterThan(wheels.count, 10)
        XCTAssertTrue(wheels.allSatisfy { $0["precise"] as? Bool == true })
        let header = events.filter { $0["type"] as? String == "header" }.compactMap { $0["to"] as? String }
        XCTAssertEqual(header, ["pulling", "refreshing", "finishing", "idle"])
        let release = events.first { $0["kind"] as? String == "touchpad-release" }
        XCTAssertEqual(release?["t"] as? Double ?? 0, 0.5, accuracy: 1e-6, "last delta at 0.4 s + 0.1 s idle gap")
        XCTAssertEqual(events.last { $0["type"] as? String == "scroll" }?["offsetY"] as? Double, -64)
    }

    func testNotchesScrollSmoothlyAndAddUp() throws {
        let events = try traceOf("wheel -1\nwait 0.05\nwheel -1\nwait 0.05\nwheel -1\n", ["--trace-frames"])
        let scroll = events.filter { $0["type"] as? String == "scroll" }
        XCTAssertEqual(scroll.compactMap { $0["phase"] as? String }, ["animating", "idle"], "one smooth motion")
        XCTAssertEqual(scroll.last?["offsetY"] as? Double, -64 + 3 * 240)
        let offsets = events.filter { $0["type"] as? String == "frame" }.compactMap { $0["offsetY"] as? Double }
        XCTAssertEqual(offsets, offsets.sorted(), "never goes back")
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        XCTAssertLessThan(steps.max() ?? 0, 120, "animated, not a jump")
    }

    func testKeyboardPaging() throws {
        let events = try traceOf("key pagedown\nwait 1\nkey space\nwait 1\nkey shift+space\nwait 1\nkey down\nwait 1\nkey home\n")
        let idles = events.filter { $0["type"] as? String == "scroll" && $0["phase"] as? String == "idle" }
            .compactMap { $0["offsetY"] as? Double }
        let page = 760.0 - 64 - 44 - 40
        XCTAssertEqual(idles.count, 5)
        XCTAssertEqual(idles[0], -64 + page, accuracy: 1e-6)
        XCTAssertEqual(idles[1], -64 + 2 * page, accuracy: 1e-6)
        XCTAssertEqual(idles[2], -64 + page, accuracy: 1e-6)
        XCTAssertGreaterThan(idles[3], idles[2])
        XCTAssertEqual(idles[4], -64)
    }

    func testOnePixelAndFourKWindowsDraw() throws {
        let dir = ProductPaths.temporaryFolder("sizes")
        let tiny = dir.appendingPathComponent("tiny.png").path, big = dir.appendingPathComponent("big.png").path
        let s = try script("sizes.txt", "resize 1 1\nscreenshot \(tiny)\nresize 3840 2160\nscreenshot \(big)\n")
        let r = try run(["--headless", "--script", s.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tiny))
        XCTAssertTrue(FileManager.default.fileExists(atPath: big))
    }

    func testAResizeDuringARefreshKeepsItAndTheListSane() throws {
        let events = try traceOf("key f5\nwait 0.3\nresize 300 400\nwait 0.1\nresize 1 1\nwait 0.1\nresize 900 1200\n",
                                 ["--latency", "1-1"])
        let header = events.filter { $0["type"] as? String == "header" }.compactMap { $0["to"] as? String }
        XCTAssertEqual(header, ["willRefresh", "refreshing", "finishing", "idle"], "asked before the first frame")
        XCTAssertEqual(events.filter { $0["type"] as? String == "resize" }.count, 3)
        XCTAssertEqual(events.last { $0["type"] as? String == "scroll" }?["offsetY"] as? Double, -64)
    }

    /// Without a usable display the user reads exactly one line (libwayland once added
    /// its own "XDG_RUNTIME_DIR is invalid" line before it), and the exit code is 1.
    func testWithoutADisplayTheUserReadsExactlyOneLine() throws {
        var base = environment("no-display")
        base["DISPLAY"] = nil
        base["WAYLAND_DISPLAY"] = nil
        base["SDL_VIDEODRIVER"] = nil
        var badX = base
        badX["DISPLAY"] = ":97"
        var badWayland = base
        badWayland["WAYLAND_DISPLAY"] = "wayland-97"
        badWayland["XDG_RUNTIME_DIR"] = nil
        let cases: [([String: String], String)] = [
            (base, "RefreshDemo: no display available (DISPLAY and WAYLAND_DISPLAY are not set); run with --headless to render offscreen\n"),
            (badX, "RefreshDemo: cannot open X display :97 (not running: cannot connect, no such file); "
                + "run with --headless to render offscreen\n"),
            (badWayland, "RefreshDemo: no display available (WAYLAND_DISPLAY is set but XDG_RUNTIME_DIR is not a folder); run with --headless to render offscreen\n"),
        ]
        for (env, line) in cases {
            let r = try run(["--no-initial-refresh"], env: env)
            XCTAssertEqual(r.status, 1)
            XCTAssertEqual(r.stderr, line)
        }
    }
    /// `--export` with `--scale`: every export takes the pixel density where it runs, so the
    /// flag would change nothing; it is refused with one line and exit 2 for every format,
    /// before anything is printed, in either order. Without `--scale` each format prints.
    func testExportRefusesScaleWithOneLineAndExitCode2() throws {
        let tuning = try script("export-tuned.json", FeelExportTests.tunedFile)
        let tuned = try TuningFile.parse(FeelExportTests.tunedFile, file: tuning.path)
        for format in FeelExport.Format.allCases {
            for args in [["--export", format.rawValue, "--scale", "2"], ["--scale", "1", "--export", format.rawValue]] {
                let r = try run(args)
                XCTAssertEqual(r.status, 2, "\(args)")
                XCTAssertEqual(r.stdout, "", "\(args): nothing exported")
                XCTAssertEqual(r.stderr.split(separator: "\n", omittingEmptySubsequences: false).count, 2, "\(args): one line: \(r.stderr)")
                XCTAssertTrue(r.stderr.hasPrefix("RefreshDemo: --scale does not apply to --export: "), "\(args): \(r.stderr)")
            }
            let plain = try run(["--export", format.rawValue, "--tuning", tuning.path])
            XCTAssertEqual(plain.status, 0, "\(format): \(plain.stderr)")
            XCTAssertEqual(plain.stdout, FeelExport.text(format, tuned, core: format == .js ? try WasmCore.bytes() : []), "\(format)")
        }
    }

    /// `--help` names every export format (css and js apart), says which tuning is exported
    /// and that `--scale` does not go with it.
    func testTheHelpOfExportNamesEveryFormatAndItsTuning() throws {
        let r = try run(["--help"])
        XCTAssertEqual(r.status, 0)
        let help = r.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let start = try XCTUnwrap(help.range(of: "--export <format>"), help)
        let end = try XCTUnwrap(help.range(of: "--version", range: start.upperBound..<help.endIndex), help)
        let entry = String(help[start.upperBound..<end.lowerBound])
        for format in FeelExport.Format.allCases {
            XCTAssertNotNil(entry.range(of: "\\b\(format.rawValue)\\b", options: .regularExpression), "\(format): \(entry)")
        }
        for phrase in ["css (custom properties only)", "js (an ES module)", "the one the window would start with", "Not with --scale"] {
            XCTAssertTrue(entry.contains(phrase), "\(phrase): \(entry)")
        }
    }
}
