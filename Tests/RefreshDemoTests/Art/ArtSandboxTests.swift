import Foundation
import RefreshArtFormats
import XCTest
@testable import RefreshArtWorker
@testable import RefreshDemo

/// The Lottie worker is confined before it reads a byte (WorkerSandbox): a forbidden call
/// kills it, the kernel shows it confined while it draws, and a worker killed for a
/// forbidden call costs one line naming the file while the art in use stays.
extension ArtWorkerTests {
    /// Runs `RefreshDemo --art-worker-trial what`: how it ended and what it said.
    func trial(_ what: String) throws -> (reason: Process.TerminationReason, status: Int32, stderr: String) {
        let dir = ProductPaths.temporaryFolder("trial-\(UUID().uuidString)")
        let errURL = dir.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let p = Process()
        p.executableURL = ProductPaths.executable
        p.arguments = [WorkerSandboxTrial.flag, what]
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = try FileHandle(forWritingTo: errURL)
        try p.run()
        let deadline = Date().addingTimeInterval(10)
        while p.isRunning && Date() < deadline { usleep(10_000) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
        return (p.terminationReason, p.terminationStatus, (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    func testTheConfinedWorkerIsKilledForOpeningConnectingOrRunningAnything() throws {
        let alone = try trial("nothing")
        XCTAssertEqual(alone.reason, .exit, "confining itself alone never kills the worker: \(alone.stderr)")
        XCTAssertEqual(alone.status, 0, alone.stderr)
        for what in ["open", "socket", "connect", "exec", "mmap-exec"] {
            let r = try trial(what)
            XCTAssertEqual(r.reason, .uncaughtSignal, "\(what): killed, not returned: \(r.stderr)")
            XCTAssertEqual(r.status, SIGSYS, "\(what): by the seccomp filter (SIGSYS): \(r.stderr)")
            XCTAssertEqual(r.stderr, "", "\(what): nothing came back")
        }
    }

    /// The Landlock ruleset alone (the filter would kill first) refuses to open any file.
    func testTheLandlockRulesetAloneRefusesToOpenAFile() throws {
        let r = try trial("landlock-open")
        if r.reason == .exit && r.status == WorkerSandboxTrial.noLandlock { throw XCTSkip("this kernel has no Landlock") }
        XCTAssertEqual(r.reason, .exit)
        XCTAssertEqual(r.status, WorkerSandboxTrial.survived, r.stderr)
        XCTAssertEqual(r.stderr, "landlock-open came back: -1 (Permission denied)\n", "refused by the ruleset")
    }

    /// What the kernel says of a worker drawing the sample: no new privileges, a seccomp
    /// filter, its limits, and no descriptor but its socket and /dev/null.
    func testTheKernelShowsTheWorkerConfinedWhileALottieLoads() throws {
        let doc: ArtDocument? = try ArtLoader.load(ArtLoaderTests.lottie, maxFrames: 10)
        defer { withExtendedLifetime(doc) {} }
        let pids = workerPIDs()
        XCTAssertEqual(pids.count, 1, "a worker draws the sample")
        for pid in pids {
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            let fields = Dictionary(status.split(separator: "\n").compactMap { line -> (String, String)? in
                let parts = line.split(separator: ":", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), parts[1].trimmingCharacters(in: .whitespaces)) : nil
            }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(fields["NoNewPrivs"], "1")
            XCTAssertEqual(fields["Seccomp"], "2", "a seccomp filter (mode 2)")
            let limits = (try? String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)) ?? ""
            func limit(_ name: String) -> [String] {
                let line = limits.split(separator: "\n").first { $0.hasPrefix(name) } ?? ""
                return line.dropFirst(name.count).split(separator: " ").prefix(2).map(String.init)
            }
            XCTAssertEqual(limit("Max open files"), ["0", "0"])
            XCTAssertEqual(limit("Max cpu time"), ["\(WorkerSandbox.cpuSeconds)", "\(WorkerSandbox.cpuSeconds)"])
            XCTAssertEqual(limit("Max address space"), ["\(WorkerSandbox.addressSpaceBytes)", "\(WorkerSandbox.addressSpaceBytes)"])
            XCTAssertEqual(limit("Max data size"), ["\(ArtLimits.workerBytes)", "\(ArtLimits.workerBytes)"])
            let fds = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).sorted()
            XCTAssertEqual(fds, ["0", "1", "2"], "its socket and /dev/null, nothing else")
        }
    }

    /// A file whose image key is spelt with an escape (left as it is by LottieImageFiles)
    /// makes rlottie open a path: the worker is killed for it and the file refused in one line.
    func testAWorkerKilledByItsSandboxRefusesTheFileInOneLine() throws {
        let path = try ArtSandboxFiles.escapedImageKey()
        let start = Date()
        XCTAssertThrowsError(try ArtLoader.load(path, maxFrames: 10)) { error in
            XCTAssertEqual("\(error)", "\(path): rlottie tried a system call its sandbox forbids on reading it "
                           + "(the renderer was stopped); expected a Lottie JSON file")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 3, "said when the worker died, not at a deadline")
        XCTAssertEqual(workers(), 0, "nothing left of the worker")
    }
}

extension ArtDropAndReloadTests {
    /// A dropped file that gets its worker killed by the sandbox is one line; the art in use stays.
    func testADropWhoseWorkerIsKilledIsOneLineAndThePreviousArtStays() throws {
        let path = try ArtSandboxFiles.escapedImageKey()
        let r = try run("drop \(ArtLoaderTests.gif)\ndrop \(path)\n" + Self.pull)
        XCTAssertEqual(r.status, 0, "a dropped file never ends the run")
        XCTAssertEqual(r.stderr, "RefreshDemo: \(path): rlottie tried a system call its sandbox forbids on reading it "
                       + "(the renderer was stopped); expected a Lottie JSON file\n")
        XCTAssertGreaterThan(try orangePixels(r.shot), 200, "the sun is still there")
    }
}

/// Files made for the sandbox tests.
enum ArtSandboxFiles {
    /// The corpus's image beside the animation, its "p" key spelt "\u0070": rlottie reads it
    /// as "p" and opens images/photo.png.
    static func escapedImageKey() throws -> String {
        let text = try String(contentsOfFile: ArtCorpus.path("external-image.json"), encoding: .utf8)
        let escaped = text.replacingOccurrences(of: #""p": "photo.png""#, with: #""\u0070": "photo.png""#)
        guard escaped != text else { throw XCTSkip("the corpus file names no photo.png") }
        let path = ProductPaths.temporaryFolder("sandbox-\(UUID().uuidString)").appendingPathComponent("escaped.json").path
        try escaped.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
