import Foundation
import XCTest
import TestSupport

/// The built app against hostile files and habits, as a user's machine gives them:
/// CRLF and byte-order marks, pipes and FIFOs, huge files, bad values, bad flags, a
/// full disk, a closed pipe, and signals mid-run. Each ends in one clear line and a
/// documented exit code, never a crash, and never with a user's file changed.
final class HostileInputTests: XCTestCase {
    let app = ProductPaths.executable
    var dir: URL!

    override func setUp() {
        super.setUp()
        dir = ProductPaths.temporaryFolder("hostile-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: dir)
        super.tearDown()
    }

    func file(_ name: String, _ text: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func run(_ args: [String], stdin: String? = nil, timeout: Double = 60) throws
        -> (status: Int32, stdout: String, stderr: String) {
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C"
        env["XDG_STATE_HOME"] = dir.appendingPathComponent("xdg").path
        if let stdin {
            let input = try file("stdin-\(UUID().uuidString)", stdin)
            // Through a real pipe, as `cat file | RefreshDemo --script -` gives it.
            return try runProgram(URL(fileURLWithPath: "/bin/sh"),
                                  ["-c", "cat '\(input)' 2>/dev/null | \"$0\" \"$@\"", app.path] + args,
                                  environment: env, timeout: timeout)
        }
        return try runProgram(app, args, environment: env, timeout: timeout)
    }

    // MARK: Scripts

    func testACRLFScriptWithAByteOrderMarkRunsAndItsErrorsNameTheRightLine() throws {
        let good = try file("crlf.txt", "\u{FEFF}# pull\r\ndrag 200,200 -> 200,480 over 0.4\r\nwait 0.5\r\n")
        var r = try run(["--headless", "--no-initial-refresh", "--script", good, "--trace", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"to\":\"refreshing\""), "the CRLF drag pulled the header")
        let bad = try file("crlf-bad.txt", "wait 0.1\r\nwait 0.2\r\nwiat 0.3\r\n")
        r = try run(["--headless", "--script", bad])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "\(bad):3: unknown command 'wiat'; expected one of drag, drop, key, lift, move, preset, press, "
                       + "quit, release, resize, screenshot, set, touchpad, wait, wheel\n")
    }

    func testAScriptFromStandardInputAPipeOrAFIFO() throws {
        var r = try run(["--headless", "--no-initial-refresh", "--script", "-", "--trace", "-"],
                        stdin: "key end\nwait 1\n")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"key\":\"end\""), r.stdout)
        r = try run(["--headless", "--script", "/dev/stdin"], stdin: "wiat 1\n")
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "/dev/stdin:1: unknown command 'wiat'; expected one of drag, drop, key, lift, move, preset, "
                       + "press, quit, release, resize, screenshot, set, touchpad, wait, wheel\n")
        let fifo = dir.appendingPathComponent("gesture.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        writeOnce(to: fifo, "key f5\nwait 0.5\n")
        r = try run(["--headless", "--no-initial-refresh", "--script", fifo, "--trace", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"key\":\"f5\""), r.stdout)
    }

    func testAHugeScriptIsRefusedAtOnce() throws {
        let path = dir.appendingPathComponent("huge.txt").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        XCTAssertEqual(truncate(path, 200 << 20), 0)
        let start = Date()
        let r = try run(["--headless", "--script", path])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "\(path): is 200.0 MB, over the limit of 4.0 MB; expected a gesture script\n")
        // Not a budget: a refusal by size never reads 200 MB (which took over a minute).
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        // Through a pipe there is no size: it stops as soon as the limit is passed.
        let big = String(repeating: "wait 0\n", count: (5 << 20) / 7)
        let piped = try run(["--headless", "--script", "-"], stdin: big)
        XCTAssertEqual(piped.status, 2)
        XCTAssertEqual(piped.stderr, "standard input: is over the limit of 4.0 MB; expected a gesture script\n")
    }

    func testScriptValuesAreCheckedByTypeRangeAndTogether() throws {
        let cases: [(String, String)] = [
            ("set feed.pageSize 2.5", "'feed.pageSize' 2.5: expected a whole number from 1 to 200 (items)"),
            ("set footer.style 1", "'footer.style' 1: expected one of auto, back"),
            ("set footer.style true", "'footer.style' true: expected one of auto, back"),
            ("set scroll.springStiffness 1e305", "'scroll.springStiffness' 1e305: expected a number from 10 to 1000"),
            ("set scroll.springStiffness nan", "'scroll.springStiffness' nan: expected a number from 10 to 1000"),
            ("set feed.latencyMin 3", "feed.latencyMin 3 is more than feed.latencyMax 1.2; expected feed.latencyMin <= feed.latencyMax"),
        ]
        for (line, message) in cases {
            let path = try file("set.txt", "wait 0.1\r\n\(line)\r\n")
            let r = try run(["--headless", "--script", path])
            XCTAssertEqual(r.status, 2, line)
            XCTAssertEqual(r.stderr, "\(path):2: \(message)\n", line)
        }
        // In order: raising the max first makes the same min fine.
        let ok = try file("ok.txt", "set feed.latencyMax 5\nset feed.latencyMin 3\nset footer.style back\n")
        XCTAssertEqual(try run(["--headless", "--no-initial-refresh", "--script", ok]).status, 0)
    }

    // MARK: Tuning files

    func testBadTuningFilesAreOneLineExitCode2AndNeverOverwritten() throws {
        let cases: [(String, Int, String)] = [
            ("{\r\n  \"version\": 1,\r\n  \"feed.latencyMin\": 3,\r\n  \"feed.latencyMax\": 1\r\n}\r\n", 4,
             "feed.latencyMin 3 is more than feed.latencyMax 1; expected feed.latencyMin <= feed.latencyMax"),
            ("{\"version\": 1,\n\"footer.style\": true}", 2, "'footer.style' has the wrong type; expected one of auto, back"),
            ("{\"version\": 1,\n\"footer.style\": 1}", 2, "'footer.style' has the wrong type; expected one of auto, back"),
            ("{\"version\": 1,\n\n\"feed.pageSize\": 2.5}", 3,
             "'feed.pageSize' is 2.5; expected a whole number from 1 to 200 (items)"),
            ("{\"version\": 1,\n\"scroll.springStiffness\": 150,\n}", 2,
             "a comma before a closing bracket; expected JSON without trailing commas"),
            ("{\"version\": 1,\n\"scroll.springStiffness\": 1e305}", 2,
             "'scroll.springStiffness' is 1e+305; expected a number from 10 to 1000"),
            ("\u{FEFF}{\"version\": 1,\r\n\"header.height\": \"tall\"}", 2,
             "'header.height' has the wrong type; expected a number from 30 to 150 (pt)"),
        ]
        for (text, line, message) in cases {
            let path = try file("tuning.json", text)
            let r = try run(["--headless", "--tuning", path])
            XCTAssertEqual(r.status, 2, text)
            XCTAssertEqual(r.stderr, "\(path):\(line): \(message)\n", text)
            XCTAssertEqual(FileManager.default.contents(atPath: path), Data(text.utf8), "unchanged")
        }
        let good = try file("good.json", "\u{FEFF}{\r\n\"version\": 1,\r\n\"alphaFollowsPull\": 1,\r\n\"footer.style\": \"back\"\r\n}")
        let r = try run(["--headless", "--no-initial-refresh", "--tuning", good])
        XCTAssertEqual(r.status, 2, "alphaFollowsPull is not a tunable's name")
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1)
        XCTAssertTrue(r.stderr.hasPrefix("\(good):3: unknown key 'alphaFollowsPull'"), r.stderr)
        let fine = try file("fine.json", "\u{FEFF}{\r\n\"version\": 1,\r\n\"header.alphaFollowsPull\": true,\r\n\"footer.style\": \"back\"\r\n}")
        let ok = try run(["--headless", "--no-initial-refresh", "--tuning", fine])
        XCTAssertEqual(ok.status, 0, ok.stderr)
    }

    // MARK: Flags

    func testEachBadFlagNamesItselfAndWhatItExpects() throws {
        let cases: [([String], String)] = [
            (["--items", "-5"], "--items <items>': expected a whole number from 0 to 10000000"),
            (["--fps", "0"], "--fps <fps>': expected a number from 1 to 1000 frames per second"),
            (["--size", "0x0"], "--size <size>': expected WxH in points, each a whole number from 1 to 16384 (e.g. 420x760)"),
            (["--latency", "3-1"], "--latency <latency>': MIN 3 is more than MAX 1; expected MIN-MAX with MIN <= MAX"),
            (["--fail-rate", "2"], "--fail-rate <p>': expected a number from 0 to 1"),
            (["--state-dir", ""], "--state-dir <dir>': expected a path, got an empty one"),
            (["--tuning", ""], "--tuning <tuning>': expected a path, got an empty one"),
            (["--scale", "nan"], "--scale <scale>': expected a number from 0.5 to 4"),
            (["--history", "1e9"], "--history <history>': expected a whole number from 0 to 10000000"),
        ]
        for (args, message) in cases {
            let r = try run(["--headless"] + args)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertEqual(r.stderr, "RefreshDemo: The value '\(args[1])' is invalid for '\(message)\n", "\(args)")
        }
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertFalse(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    // MARK: Writes

    func testAFullDiskOrAClosedPipeIsOneLineNamingThePathAndExitCode3() throws {
        let script = try file("s.txt", "drag 200,200 -> 200,480 over 0.4\n")
        var r = try run(["--headless", "--no-initial-refresh", "--script", script, "--trace", "/dev/full"])
        XCTAssertEqual(r.status, 3)
        XCTAssertEqual(r.stderr, "RefreshDemo: /dev/full: cannot write the trace (no space left on device)\n")
        r = try run(["--headless", "--no-initial-refresh", "--script", script, "--screenshot", "/dev/full"])
        XCTAssertEqual(r.status, 3)
        XCTAssertEqual(r.stderr, "RefreshDemo: /dev/full: cannot write the screenshot (no space left on device)\n")
        let unwritable = dir.appendingPathComponent("a-file").path
        _ = FileManager.default.createFile(atPath: unwritable, contents: Data())
        // A folder that cannot be made is found at start (exit 2), before the run, not at its end.
        r = try run(["--headless", "--no-initial-refresh", "--screenshot", unwritable + "/shot.png"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "RefreshDemo: \(unwritable)/shot.png: cannot write the screenshot (cannot create the "
                       + "folder \(unwritable): a part of the path is not a folder)\n")
        XCTAssertFalse(r.stderr.contains("tmp-"), r.stderr)
        // A reader that stops reading: the trace's write fails, the app says so, no signal.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-c", "set -o pipefail; \"$0\" --headless --no-initial-refresh --script '\(script)' --trace - --trace-frames 2>'\(dir.path)/err' | head -c 10 >/dev/null; echo ${PIPESTATUS[0]} > '\(dir.path)/code'", app.path]
        try p.run()
        p.waitUntilExit()
        let code = try String(contentsOfFile: dir.appendingPathComponent("code").path, encoding: .utf8)
        XCTAssertEqual(code.trimmingCharacters(in: .whitespacesAndNewlines), "3", "exit 3, not killed by SIGPIPE (141)")
        XCTAssertEqual(try String(contentsOfFile: dir.appendingPathComponent("err").path, encoding: .utf8),
                       "RefreshDemo: standard output: cannot write the trace (broken pipe)\n")
    }

    // MARK: Signals

    /// SIGTERM, SIGINT and SIGHUP end a run as `quit` does: exit 0, the trace complete
    /// to its last line, the state saved, no temporary file left.
    func testSignalsEndTheRunCleanly() throws {
        for sig in [SIGTERM, SIGINT, SIGHUP] {
            let state = dir.appendingPathComponent("state-\(sig)")
            let trace = dir.appendingPathComponent("trace-\(sig).jsonl")
            // Headless time is virtual and runs far faster than real time: ten days of it.
            let script = try file("long.txt", "wait 2\nwheel -3\n" + String(repeating: "wait 86400\n", count: 10))
            let p = Process()
            p.executableURL = app
            p.arguments = ["--headless", "--script", script, "--trace", trace.path,
                           "--state-dir", state.path, "--fps", "30"]
            p.standardError = FileHandle.nullDevice
            try p.run()
            // The launch refresh saves the state within the first virtual seconds; then the signal.
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: state.appendingPathComponent("state.json").path),
                  Date() < deadline { usleep(20_000) }
            // Past the wheel (at 2 virtual seconds): in the long wait.
            waitForText("\"type\":\"wheel\"", inFile: trace.path, timeout: 10)
            XCTAssertTrue(p.isRunning, "still in its long wait")
            kill(p.processIdentifier, sig)
            let end = Date().addingTimeInterval(10)
            while p.isRunning && Date() < end { usleep(20_000) }
            XCTAssertFalse(p.isRunning, "ended by signal \(sig)")
            XCTAssertEqual(p.terminationReason, .exit, "exited, not killed, by \(sig)")
            XCTAssertEqual(p.terminationStatus, 0)
            let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.last, "", "the trace ends with a whole line")
            XCTAssertTrue(lines.dropLast().allSatisfy {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil
            }, "every line is whole JSON")
            XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(contentsOf: state.appendingPathComponent("state.json"))))
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: state.path), ["state.json"])
        }
    }
}
