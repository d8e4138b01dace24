import Foundation
import TestSupport
import XCTest
@testable import RefreshArtWorker
@testable import RefreshDemo

/// rlottie runs in a worker process with a deadline per request: a Lottie file that sends
/// it into an endless loop is refused with one line naming the file and the frame, and
/// neither a headless run nor a window ever freezes on it.
final class ArtWorkerTests: XCTestCase {
    static var loops: String { ArtCorpus.path("loops-rlottie.json") }

    func testALottieThatLoopsRlottieIsRefusedNamingItsFrame() throws {
        let start = Date()
        XCTAssertThrowsError(try ArtLoader.load(Self.loops, maxFrames: 120)) { error in
            XCTAssertEqual("\(error)", "\(Self.loops): rlottie did not finish frame 1 within 0.5 s (it loops on this file); the file is refused")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "refused at the frame's deadline")
    }

    func testTheWorkerEndsWithItsAnimation() throws {
        var doc: ArtDocument? = try ArtLoader.load(ArtLoaderTests.lottie, maxFrames: 10)
        XCTAssertEqual(doc?.kind, .lottie)
        XCTAssertGreaterThanOrEqual(workers(), 1, "the sample is drawn by a worker process")
        doc = nil
        XCTAssertEqual(workers(), 0, "no worker outlives its document")
    }

    func testAHeadlessRunRefusesTheLoopingFileAtOnceWithExitCode2() throws {
        let dir = ProductPaths.temporaryFolder("loops-\(UUID().uuidString)")
        let start = Date()
        let r = try runProgram(ProductPaths.executable, ["--headless", "--header-art", Self.loops, "--state-dir", dir.path,
                                                         "--screenshot", dir.appendingPathComponent("x.png").path], timeout: 30)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "\(Self.loops): rlottie did not finish frame 1 within 0.5 s (it loops on this file); the file is refused\n")
        XCTAssertLessThan(Date().timeIntervalSince(start), 8)
    }

    /// SIGTERM while a headless run's load waits on a looping rlottie ends it within a second.
    func testSIGTERMEndsAHeadlessRunWithinASecondWhileRlottieLoops() throws {
        let dir = ProductPaths.temporaryFolder("loops-term-\(UUID().uuidString)")
        let p = Process()
        p.executableURL = ProductPaths.executable
        p.arguments = ["--headless", "--header-art", Self.loops, "--state-dir", dir.path]
        p.standardError = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        // Its load under way: the worker it started to run rlottie on the file.
        waitUntil(timeout: 5) { !Self.workers(of: p.processIdentifier).isEmpty }
        let sent = Date()
        kill(p.processIdentifier, SIGTERM)
        while p.isRunning && Date().timeIntervalSince(sent) < 5 { usleep(10_000) }
        XCTAssertFalse(p.isRunning)
        XCTAssertLessThan(Date().timeIntervalSince(sent), 1, "ended within a second")
        XCTAssertEqual(p.terminationReason, .exit, "exited, not killed by the signal")
    }

    /// Worker processes of this test process still running.
    /// A process that ignores SIGTERM and SIGHUP (the app once its SignalMonitor is gone, or
    /// started under a parent that ignores them) must not pass that on: the worker starts
    /// with the default actions, so a SIGTERM sent to the worker alone ends it.
    func testTheWorkerStartsWithSIGTERMsDefaultAction() throws {
        let term = signal(SIGTERM, SIG_IGN), hup = signal(SIGHUP, SIG_IGN)
        defer { signal(SIGTERM, term); signal(SIGHUP, hup) }
        let doc: ArtDocument? = try ArtLoader.load(ArtLoaderTests.lottie, maxFrames: 10)
        defer { withExtendedLifetime(doc) {} }
        let pids = workerPIDs()
        XCTAssertFalse(pids.isEmpty, "a worker draws the sample")
        for pid in pids {
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            let ignored = status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }
                .flatMap { UInt64($0.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16) } ?? ~0
            XCTAssertEqual(ignored & (1 << UInt64(SIGTERM - 1)), 0, "the worker \(pid) does not ignore SIGTERM")
            XCTAssertEqual(ignored & (1 << UInt64(SIGHUP - 1)), 0, "nor SIGHUP")
        }
    }

    func workers() -> Int { workerPIDs().count }

    func workerPIDs() -> [Int32] { Self.workerPIDs() }

    /// The art workers of the app running as `pid` (started with ArtWorker.flag and its pid).
    static func workers(of pid: pid_t) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter {
            ((try? String(contentsOfFile: "/proc/\($0)/cmdline", encoding: .utf8)) ?? "").contains("\(ArtWorker.flag)\u{0}\(pid)")
        }
    }

    /// This process's art workers (its children started with ArtWorker.flag), living.
    static func workerPIDs() -> [Int32] {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid -> Int32? in
            guard let n = Int32(pid), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            let mine = fields.count > 2 && fields[0] != "Z" && Int32(fields[1]) == me
                && ((try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "").contains(ArtWorker.flag)
            return mine ? n : nil
        }
    }
}

extension RealWindowTests {
    /// A Lottie that loops rlottie dropped on a real window: the window goes on drawing
    /// while the worker is stuck, says in one line which file and frame, and other art
    /// dropped afterwards still loads.
    func testALottieThatLoopsRlottieNeverFreezesTheWindow() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-loops-\(UUID().uuidString)")
        let traceURL = dir.appendingPathComponent("trace.jsonl"), errURL = dir.appendingPathComponent("err")
        let shot = dir.appendingPathComponent("during.png").path
        let script = dir.appendingPathComponent("shots.txt")
        try "wait 1.2\nscreenshot \(shot)\n".write(to: script, atomically: true, encoding: .utf8)
        let window = try launch(["--no-initial-refresh", "--state-dir", dir.appendingPathComponent("state").path,
                                 "--trace", traceURL.path, "--script", script.path], stderr: errURL)
        _ = try xdotool(["mousemove", "--window", window, "200", "150"])
        let r = try drop(ArtWorkerTests.loops, on: window, y: 150)
        XCTAssertEqual(r.status, 0, "the window took the drop: \(r.stderr)")
        // A pull while the worker loops, and after: the header is drawn (never by rlottie on the loop).
        for _ in 0..<2 {
            var pull = ["mousemove", "--window", window, "200", "200", "mousedown", "1"]
            for y in stride(from: 230, through: 470, by: 30) { pull += ["sleep", "0.016", "mousemove", "--window", window, "200", "\(y)"] }
            _ = try xdotool(pull + ["sleep", "0.3", "mouseup", "1"])
            usleep(1_000_000)
        }
        try drop(ArtLoaderTests.lottie, on: window, y: 150)
        // The good file taken: the header's setting traced (the trace is written line by line).
        waitUntil(timeout: 10) {
            readTrace(traceURL).contains { $0["type"] as? String == "setting" && $0["name"] as? String == "header" }
        }
        try quit(window)
        let err = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        XCTAssertEqual(err, "RefreshDemo: \(ArtWorkerTests.loops): rlottie did not finish frame 1 within 0.5 s (it loops on this file); "
                       + "the file is refused\n")
        let settings = readTrace(traceURL).filter { $0["type"] as? String == "setting" && $0["name"] as? String == "header" }
        XCTAssertEqual(settings.compactMap { $0["value"] as? String }, ["art"], "only the good file became the art")
        XCTAssertTrue(readTrace(traceURL).contains { $0["type"] as? String == "header" && $0["to"] as? String == "refreshing" },
                      "the pulls refreshed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot), "the script's screenshot was taken during the loop")
    }

    /// SIGTERM while a worker is stuck in rlottie ends the window within a second.
    func testSIGTERMEndsTheWindowWithinASecondWhileRlottieLoops() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-loops-term-\(UUID().uuidString)")
        let window = try launch(["--no-initial-refresh", "--state-dir", dir.appendingPathComponent("state").path])
        try drop(ArtWorkerTests.loops, on: window, y: 150)
        guard let p = app else { return XCTFail("no app") }
        // The drop's load under way: the worker running rlottie on the looping file.
        waitUntil(timeout: 5) { ArtWorkerTests.workers(of: p.processIdentifier).count >= 1 }
        let sent = Date()
        kill(p.processIdentifier, SIGTERM)
        while p.isRunning && Date().timeIntervalSince(sent) < 5 { usleep(10_000) }
        XCTAssertLessThan(Date().timeIntervalSince(sent), 1, "ended within a second")
        XCTAssertEqual(p.terminationStatus, 0)
        // The worker sees its socket close (or the app's death signal) and ends: waited for, up to 2 s.
        var left: [String] = []
        waitUntil(timeout: 2) {
            left = ArtWorkerTests.workers(of: p.processIdentifier)
            return left.isEmpty
        }
        XCTAssertEqual(left, [], "the worker ended with the app")
    }
}
