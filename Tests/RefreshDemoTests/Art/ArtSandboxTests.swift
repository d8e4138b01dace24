import CSDL2
import Foundation
import RefreshArtFormats
import TestSupport
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

    /// The worker starts with its socket and /dev/null alone while the app holds its fonts
    /// open without close-on-exec (SDL_ttf opens them so): read from /proc at its first step,
    /// before it confines itself (it stops itself there, WorkerStartPause).
    func testTheWorkerStartsWithItsSocketAndDevNullAloneWhileTheAppHoldsItsFonts() throws {
        XCTAssertGreaterThanOrEqual(TTF_Init(), 0, "SDL_ttf starts")
        defer { TTF_Quit() }
        let folder = ProductPaths.repository.appendingPathComponent("Assets/Fonts")
        let faces = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DroidSansFallbackFull.ttf", "NanumSquareR.ttf", "NanumSquareB.ttf", "DejaVuSans.ttf"]
        // The app's chains at four sizes: 24 fonts, as a window holds.
        let fonts = try [12, 14, 17, 22].flatMap { size in try faces.map { try Font(path: folder.appendingPathComponent($0).path, pixelSize: size) } }
        defer { withExtendedLifetime(fonts) {} }
        let inherited = Self.descriptors(getpid()).filter { $0.target.hasPrefix(folder.path) && fcntl($0.fd, F_GETFD) & FD_CLOEXEC == 0 }
        XCTAssertGreaterThanOrEqual(inherited.count, 24, "the fonts are open without close-on-exec, as in the app")
        setenv(WorkerStartPause.variable, "1", 1)
        let worker = try ArtWorker(.images)
        unsetenv(WorkerStartPause.variable)
        defer { withExtendedLifetime(worker) {} }
        var paused: Int32?
        XCTAssertTrue(waitUntil(timeout: 10) {
            paused = workerPIDs().first { Self.state($0) == "T" }
            return paused != nil
        }, "the worker stops itself at its first step")
        let pid = try XCTUnwrap(paused)
        defer { kill(pid, SIGCONT) }
        let held = Self.descriptors(pid)
        XCTAssertEqual(held.map(\.fd), [0, 1, 2], "its socket and /dev/null, nothing of the app's: \(held)")
        XCTAssertTrue(held.first?.target.hasPrefix("socket:") ?? false, "0 is its socket: \(held)")
        XCTAssertEqual(held.dropFirst().map(\.target), ["/dev/null", "/dev/null"])
    }

    /// The descriptors of a process and what each is, from /proc.
    static func descriptors(_ pid: pid_t) -> [(fd: Int32, target: String)] {
        let folder = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { name in
            guard let fd = Int32(name), let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(name)") else { return nil }
            return (fd, target)
        }.sorted { $0.fd < $1.fd }
    }

    /// A process's state letter in /proc/PID/stat ("T": stopped).
    static func state(_ pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
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
