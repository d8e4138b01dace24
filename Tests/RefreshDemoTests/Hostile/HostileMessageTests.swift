import Foundation
import XCTest
import RefreshEngine
import TestSupport
@testable import RefreshDemo
@testable import RefreshDemoModel

/// Each message says one thing, correctly, and at the right moment: before a long run
/// rather than after it, naming what is wrong rather than what it led to.
final class HostileMessageTests: XCTestCase {
    let app = ProductPaths.executable
    var dir: URL!

    override func setUp() {
        super.setUp()
        dir = ProductPaths.temporaryFolder("messages-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: dir)
        super.tearDown()
    }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    func run(_ args: [String], env extra: [String: String] = [:], timeout: Double = 60) throws
        -> (status: Int32, stdout: String, stderr: String) {
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C"
        env["XDG_STATE_HOME"] = path("xdg")
        for (k, v) in extra { env[k] = v }
        return try runProgram(app, args, environment: env, timeout: timeout)
    }

    func testSeedErrorsSayWhatIsExpected() throws {
        for bad in ["x", "-1", "18446744073709551616", "1.5"] {
            let r = try run(["--headless", "--seed", bad])
            XCTAssertEqual(r.status, 2)
            XCTAssertEqual(r.stderr, "RefreshDemo: The value '\(bad)' is invalid for '--seed <seed>': "
                           + "expected a whole number from 0 to 18446744073709551615\n")
        }
    }

    func testHelpIntoAReaderThatStopsExitsZero() throws {
        let r = try runProgram(URL(fileURLWithPath: "/bin/bash"),
                               ["-c", "\"$0\" --help | head -1 >/dev/null; echo \"${PIPESTATUS[0]}\"", app.path])
        XCTAssertEqual(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "0", "not SIGPIPE's 141")
    }

    func testAnArtFileOverTheLimitSaysExpectedOnce() throws {
        let big = path("big.gif")
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        XCTAssertEqual(truncate(big, 40 << 20), 0)
        let r = try run(["--headless", "--header-art", big])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "\(big): is 40.0 MB, over the limit of 32.0 MB; "
                       + "expected an animated GIF, a folder of PNG frames or a Lottie JSON file\n")
    }

    /// Each side within its range, the canvas not: refused before anything is made
    /// (SDL's blit crashed past 2 GiB), also when the panel is what makes it too wide.
    func testAHeadlessCanvasTooBigToMakeIsRefusedWithOneLine() throws {
        var r = try run(["--headless", "--size", "16384x16384", "--scale", "2"], timeout: 30)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("RefreshDemo: the headless canvas would be 32768x32768 pixels (4.0 GB), over the "),
                      r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1)
        r = try run(["--headless", "--size", "16000x16384", "--scale", "2", "--panel"], timeout: 30)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("33200x32768 pixels"), r.stderr)
    }

    func testATuningFileInAMissingFolderIsNamedAtStart() throws {
        let tuning = path("nodir/t.json")
        let r = try run(["--headless", "--no-initial-refresh", "--tuning", tuning])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "RefreshDemo: \(tuning) does not exist yet, and Save cannot create it: "
                       + "the folder \(path("nodir")) does not exist\n")
    }

    /// `key m` alone: slow motion from the start, so the launch refresh takes ten times the
    /// frames; the run settles in the list's own time and ends cleanly.
    func testASlowMotionScriptSettles() throws {
        let script = path("m.txt")
        try "key m\n".write(toFile: script, atomically: true, encoding: .utf8)
        let r = try run(["--headless", "--script", script, "--latency", "1.2-1.2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
    }

    func testAHomeThatDoesNotExistIsNeverCreated() throws {
        let home = path("nohome")
        let r = try run(["--headless", "--state-dir", home + "/.local/state/refreshdemo", "--latency", "0.1-0.1"],
                        env: ["HOME": home])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home), "HOME was created")
        XCTAssertTrue(r.stderr.contains("the home folder \(home) does not exist"), r.stderr)
    }

    /// The trace and the screenshot follow one rule: a missing folder is made, a folder that
    /// cannot be written to is one line and exit 2 before the script runs.
    func testTraceAndScreenshotPathsAreCheckedAtStartAlike() throws {
        let script = path("wait.txt")
        try "wait 2\n".write(toFile: script, atomically: true, encoding: .utf8)
        let trace = path("a/b/trace.jsonl"), shot = path("c/d/shot.png")
        var r = try run(["--headless", "--no-initial-refresh", "--script", script, "--trace", trace, "--screenshot", shot])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: trace))
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot))
        // /sys refuses new files even to root; elsewhere a folder without write permission.
        let locked = getuid() == 0 ? "/sys" : path("locked")
        if getuid() != 0 { XCTAssertEqual(mkdir(locked, 0o555), 0) }
        let out = path("ran.jsonl")
        r = try run(["--headless", "--no-initial-refresh", "--script", script, "--trace", out, "--screenshot", locked + "/shot.png"])
        XCTAssertEqual(r.status, 2, "refused at start, not exit 3 at the end")
        XCTAssertEqual(r.stderr, "RefreshDemo: \(locked)/shot.png: cannot write the screenshot "
                       + "(the folder \(locked) is not writable: permission denied)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing ran")
        r = try run(["--headless", "--no-initial-refresh", "--trace", locked + "/t.jsonl"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "RefreshDemo: \(locked)/t.jsonl: cannot write the trace "
                       + "(the folder \(locked) is not writable: permission denied)\n")
    }

    func testAFIFODroppedAsArtIsRefusedAtOnce() throws {
        let fifo = path("art.gif")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let script = path("drop.txt")
        try "drop \(fifo)\nwait 1\n".write(toFile: script, atomically: true, encoding: .utf8)
        let started = Date()
        let r = try run(["--headless", "--no-initial-refresh", "--script", script], timeout: 15)
        XCTAssertLessThan(Date().timeIntervalSince(started), 4, "the load waited for a writer")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "RefreshDemo: \(fifo): is a FIFO, not a file or a folder; "
                       + "expected an animated GIF, a folder of PNG frames or a Lottie JSON file\n")
    }

    /// A POSIX TZ rule (no zone file behind it) gives New York's offsets, winter and summer.
    func testAPOSIXTimeZoneRuleIsHonoured() {
        let saved = ProcessInfo.processInfo.environment["TZ"]
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        setenv("TZ", "EST5EDT,M3.2.0,M11.1.0", 1)
        XCTAssertEqual(LocalTime.utcOffset(at: 1_768_000_000), -5 * 3600, "January: EST")
        XCTAssertEqual(LocalTime.utcOffset(at: 1_783_000_000), -4 * 3600, "July: EDT")
        setenv("TZ", "<+0330>-3:30", 1)
        XCTAssertEqual(LocalTime.utcOffset(at: 1_768_000_000), 3.5 * 3600)
        XCTAssertNotEqual(Double(TimeZone(identifier: "EST5EDT,M3.2.0,M11.1.0")?.secondsFromGMT() ?? 0), -5 * 3600,
                          "Foundation alone reads the rule as UTC: the reason for LocalTime")
    }

    func session(tuning: String) throws -> Session {
        var options = Options()
        options.headless = true
        options.tuningPath = tuning
        options.stateDirectory = path("state")
        options.initialRefresh = false
        return try Session(options: options, epoch: 1_790_000_000, utcOffset: 0, metrics: FixedTextMetrics(), script: nil)
    }

    /// A symlink loop where the tuning file was: the reload says so, in the window.
    func testASymlinkLoopOnReloadIsReported() throws {
        let tuning = path("t.json")
        try "{\"version\": 1}".write(toFile: tuning, atomically: false, encoding: .utf8)
        let s = try session(tuning: tuning)
        s.pollTuningFile(atReal: 0)
        XCTAssertNil(s.frame(atReal: 0.1).message)
        unlink(tuning)
        symlink(tuning + ".b", tuning)
        symlink(tuning, tuning + ".b")
        s.pollTuningFile(atReal: 1)
        let message = s.frame(atReal: 1.1).message
        XCTAssertEqual(message?.isError, true)
        XCTAssertEqual(message?.text, "\(tuning):1: a symlink loop (or too many symlinks); not reloaded")
    }

    /// The watched tuning file replaced by a FIFO (`mkfifo f; mv f t.json`): the poll and
    /// Save refuse it at once, saying what it is, instead of waiting in open() for a writer.
    func testATuningFileReplacedByAFIFOIsNeitherReadNorWritten() throws {
        let tuning = path("t.json")
        try "{\"version\": 1}".write(toFile: tuning, atomically: false, encoding: .utf8)
        let s = try session(tuning: tuning)
        let fifo = path("f")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(rename(fifo, tuning), 0)
        let started = Date()
        s.pollTuningFile(atReal: 1)
        XCTAssertEqual(s.frame(atReal: 1.1).message?.text,
                       "\(tuning):1: is a FIFO, not a regular file; expected a tuning file (JSON)")
        s.saveTuning()
        XCTAssertTrue(s.frame(atReal: 1.2).message?.text.contains("is a FIFO, not a regular file") ?? false,
                      s.frame(atReal: 1.2).message?.text ?? "")
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, "waited for a writer")
    }
}

extension HostileMessageTests {
    /// Ctrl+S with both A/B slots in use says which slot it wrote (a file holds one); with
    /// one slot it says the file as before. The quit prompt's Save quits only once written.
    func testSaveSaysWhichSlotItWroteAndThePromptsSaveQuitsOnlyWhenWritten() throws {
        let tuning = path("slots.json")
        let s = try session(tuning: tuning)
        s.handle(.key(KeyPress(.s, .ctrl)), atReal: 0.1)
        XCTAssertEqual(s.frame(atReal: 0.2).message?.text, "Saved \(tuning)")
        s.handle(.key(KeyPress(.b)), atReal: 0.3)
        _ = s.engine.setTunable("scroll.springStiffness", 250, at: s.engine.time)
        s.handle(.key(KeyPress(.s, .ctrl)), atReal: 0.4)
        XCTAssertEqual(s.frame(atReal: 0.5).message?.text, "Saved slot B (the one in use) in \(tuning)")
        XCTAssertTrue(try String(contentsOfFile: tuning, encoding: .utf8).contains("\"scroll.springStiffness\": 250"))

        // Asked to quit with unsaved tuning, the prompt's Save on a file that cannot be
        // written (its folder is gone) leaves the app running with the error shown.
        let gone = path("gone/t.json")
        let t = try session(tuning: gone)
        _ = t.engine.setTunable("scroll.springStiffness", 300, at: 0)
        t.handle(.key(KeyPress(.escape)), atReal: 0.1)
        XCTAssertTrue(t.engine.quitAsked)
        t.handle(.key(KeyPress(.enter)), atReal: 0.2)
        XCTAssertFalse(t.quitRequested, "not written: the app stays")
        XCTAssertEqual(t.frame(atReal: 0.3).message?.isError, true)
        // Written: it quits.
        _ = s.engine.setTunable("scroll.springStiffness", 350, at: s.engine.time)
        s.handle(.key(KeyPress(.q)), atReal: 0.6)
        s.handle(.key(KeyPress(.enter)), atReal: 0.7)
        XCTAssertTrue(s.quitRequested, "written: it quits")
        XCTAssertTrue(try String(contentsOfFile: tuning, encoding: .utf8).contains("\"scroll.springStiffness\": 350"))
    }
}
