import Foundation
import XCTest

/// The built app where the machine itself is hostile: FIFOs with no writer, a terminal
/// that never ends the script, display sockets that accept and then stall, close or
/// talk nonsense. Each case ends in one line and a documented exit code, and a signal
/// (Ctrl+C, SIGTERM, SIGHUP) ends the run within a second whatever it is blocked on.
final class HostileEnvironmentTests: XCTestCase {
    let app = ProductPaths.executable
    var dir: URL!
    var running: [Process] = []

    override func setUp() {
        super.setUp()
        dir = ProductPaths.temporaryFolder("hostile-env-\(UUID().uuidString)")
    }

    override func tearDown() {
        for p in running where p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() }
        try? FileManager.default.removeItem(at: dir)
        super.tearDown()
    }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    func fifo(_ name: String) -> String {
        let p = path(name)
        XCTAssertEqual(mkfifo(p, 0o600), 0)
        return p
    }

    /// The app started with `args` (and `env` over the test's own; "" unsets), its standard error in a file.
    func launch(_ args: [String], env extra: [String: String] = [:], program: URL? = nil) throws -> (Process, URL) {
        let p = Process()
        p.executableURL = program ?? app
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C"
        env["XDG_STATE_HOME"] = path("xdg")
        for (k, v) in extra { env[k] = v.isEmpty ? nil : v }  // "": unset
        p.environment = env
        p.currentDirectoryURL = dir
        let err = dir.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = try FileHandle(forWritingTo: err)
        p.standardInput = FileHandle.nullDevice
        try p.run()
        running.append(p)
        return (p, err)
    }

    /// Seconds until `p` ends (nil: still running after `limit`).
    @discardableResult
    func waitForExit(_ p: Process, within limit: Double) -> Double? {
        let start = Date()
        while p.isRunning && Date().timeIntervalSince(start) < limit { usleep(10_000) }
        return p.isRunning ? nil : Date().timeIntervalSince(start)
    }

    /// Starts the app with `args`, lets it block for `after` seconds, sends `sig`, and
    /// checks that it ended within a second, by exit (not killed), with code 0.
    func assertSignalEndsIt(_ args: [String], env: [String: String] = [:], after: Double = 1.2,
                            signals: [Int32] = [SIGINT, SIGTERM, SIGHUP], file: StaticString = #filePath, line: UInt = #line) throws {
        for sig in signals {
            let (p, err) = try launch(args, env: env)
            usleep(UInt32(after * 1_000_000))
            XCTAssertTrue(p.isRunning, "still blocked after \(after) s (the case did not block at all)", file: file, line: line)
            kill(p.processIdentifier, sig)
            let took = waitForExit(p, within: 1.0)
            XCTAssertNotNil(took, "signal \(sig) did not end the run within 1 s: \(args)", file: file, line: line)
            if took == nil { kill(p.processIdentifier, SIGKILL) }
            p.waitUntilExit()
            XCTAssertEqual(p.terminationReason, .exit, "exited, not killed", file: file, line: line)
            XCTAssertEqual(p.terminationStatus, 0, (try? String(contentsOf: err, encoding: .utf8)) ?? "", file: file, line: line)
        }
    }

    // MARK: FIFOs and terminals

    func testASignalEndsARunBlockedOnAScriptOrTuningFIFOWithNoWriter() throws {
        let script = fifo("script.fifo"), tuning = fifo("tuning.fifo")
        try assertSignalEndsIt(["--headless", "--script", script])
        try assertSignalEndsIt(["--headless", "--tuning", tuning], signals: [SIGINT])
    }

    func testAFIFOWithNoWriterIsGivenUpOnWithOneLine() throws {
        let script = fifo("script.fifo")
        let (p, err) = try launch(["--headless", "--script", script])
        XCTAssertNotNil(waitForExit(p, within: 10), "a FIFO with no writer held the run")
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 2)
        XCTAssertEqual(try String(contentsOf: err, encoding: .utf8),
                       "\(script): nothing came through it in 5 s (no writer?); expected a gesture script\n")
    }

    func testATuningFIFOWithOneWriterLoadsOnceAndIsNotReopened() throws {
        let tuning = fifo("tuning.fifo")
        let script = path("wait.txt")
        try "wait 3\n".write(toFile: script, atomically: true, encoding: .utf8)
        writeOnce(to: tuning, "{\"version\": 1, \"scroll.rubberBandCoefficient\": 0.4}\n")
        let trace = path("trace.jsonl")
        let (p, err) = try launch(["--headless", "--no-initial-refresh", "--tuning", tuning, "--script", script,
                                   "--trace", trace])
        XCTAssertNotNil(waitForExit(p, within: 20), "the watcher reopened the FIFO and waited for another writer")
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, (try? String(contentsOf: err, encoding: .utf8)) ?? "")
        XCTAssertEqual(try String(contentsOf: err, encoding: .utf8), "")
    }

    /// `--script -` typed at a terminal (a pty): the app waits for the script, and Ctrl+C
    /// (SIGINT to the foreground group, as the terminal sends it) ends it within a second.
    func testCtrlCEndsAScriptReadFromATerminal() throws {
        let helper = ProductPaths.repository.appendingPathComponent("tools/pty_run.py").path
        let r = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"),
                               [helper, "--interrupt-after", "1.2", "--limit", "1.0", "--", app.path, "--headless", "--script", "-"],
                               environment: ["LANG": "C", "XDG_STATE_HOME": path("xdg"), "PATH": "/usr/bin:/bin"], timeout: 30)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("reading a gesture script from the terminal; end it with Ctrl+D"), r.stdout)
        XCTAssertTrue(r.stdout.contains("exit 0"), r.stdout)
    }

    // MARK: Display servers that misbehave

    /// A fake display server listening at `socketPath`, stopped at teardown.
    func fakeDisplay(_ mode: String, at socketPath: String) throws {
        running.append(try startFakeDisplay(mode, at: socketPath))
    }

    /// A free X display number: no socket and no lock for it.
    func freeXDisplay() -> Int {
        (150...250).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
            && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") } ?? 251
    }

    /// X servers that accept and then stall, close or talk nonsense: one line naming the
    /// display, exit 1, within 5 s (never a hang in XOpenDisplay).
    func testAnXServerThatStallsClosesOrTalksNonsenseIsOneLineAndExit1() throws {
        let cases = [("stall", "accepted the connection, then said nothing for 2 s"),
                     ("close", "accepted the connection, then closed it without an answer"),
                     ("garbage", "answered with something that is not its protocol")]
        for (mode, reason) in cases {
            let n = freeXDisplay()
            try fakeDisplay(mode, at: "/tmp/.X11-unix/X\(n)")
            defer { unlink("/tmp/.X11-unix/X\(n)") }
            let (p, err) = try launch(["--no-initial-refresh", "--state-dir", path("state")],
                                      env: ["DISPLAY": ":\(n)", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
            XCTAssertNotNil(waitForExit(p, within: 5), "\(mode): still running after 5 s")
            if p.isRunning { kill(p.processIdentifier, SIGKILL) }
            p.waitUntilExit()
            XCTAssertEqual(p.terminationReason, .exit, mode)
            XCTAssertEqual(p.terminationStatus, 1, mode)
            XCTAssertEqual(try String(contentsOf: err, encoding: .utf8),
                           "RefreshDemo: cannot open X display :\(n) (\(reason)); run with --headless to render offscreen\n")
        }
    }

    /// Wayland sockets that misbehave with no X display to fall back on: one line, exit 1,
    /// never SDL's SIGSEGV.
    func testAWaylandSocketThatClosesOrTalksNonsenseNeverCrashes() throws {
        for mode in ["stall", "close", "garbage"] {
            let socketPath = path("wl-\(mode).sock")
            try fakeDisplay(mode, at: socketPath)
            let (p, err) = try launch(["--no-initial-refresh", "--state-dir", path("state")],
                                      env: ["WAYLAND_DISPLAY": socketPath, "DISPLAY": "", "SDL_VIDEODRIVER": ""])
            XCTAssertNotNil(waitForExit(p, within: 5), "\(mode): still running after 5 s")
            if p.isRunning { kill(p.processIdentifier, SIGKILL) }
            p.waitUntilExit()
            XCTAssertEqual(p.terminationReason, .exit, "\(mode): not a crash")
            XCTAssertEqual(p.terminationStatus, 1, mode)
            let text = try String(contentsOf: err, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("RefreshDemo: cannot open Wayland display \(socketPath) ("), text)
            XCTAssertEqual(text.split(separator: "\n").count, 1, text)
        }
    }

    /// Ctrl+C while the display server is silent ends the run within a second.
    func testASignalEndsARunWaitingForASilentDisplay() throws {
        let n = freeXDisplay()
        try fakeDisplay("stall", at: "/tmp/.X11-unix/X\(n)")
        defer { unlink("/tmp/.X11-unix/X\(n)") }
        try assertSignalEndsIt(["--no-initial-refresh", "--state-dir", path("state")],
                               env: ["DISPLAY": ":\(n)", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""], after: 1.0,
                               signals: [SIGINT, SIGTERM])
    }
}

/// A display server that misbehaves (tools/fake_display.py: stall, close or garbage),
/// listening at `socketPath` once this returns; the caller stops it.
func startFakeDisplay(_ mode: String, at socketPath: String) throws -> Process {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    p.arguments = [ProductPaths.repository.appendingPathComponent("tools/fake_display.py").path, mode, socketPath]
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    for _ in 0..<100 where !FileManager.default.fileExists(atPath: socketPath) { usleep(20_000) }
    XCTAssertTrue(FileManager.default.fileExists(atPath: socketPath), "the fake display is listening")
    return p
}

/// One writer for the FIFO at `path`, on a thread of its own: it opens it (waiting for the
/// reader), writes `text` and closes it.
func writeOnce(to path: String, _ text: String) {
    Thread {
        let fd = open(path, O_WRONLY)
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }.start()
}
