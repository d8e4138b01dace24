import Foundation
import RefreshArtFormats
import XCTest
@testable import RefreshArtWorker
@testable import RefreshDemo

/// GIFs, APNGs and PNG frames are decoded only in the confined art worker: the kernel shows
/// it confined while it decodes, the app cannot decode them without it, and a decoder that
/// writes past a buffer takes down the worker alone, costing one line naming the file.
extension ArtWorkerTests {
    /// What /proc says of `pid`'s NoNewPrivs and Seccomp fields.
    static func confinement(_ pid: Int32) -> (noNewPrivs: String?, seccomp: String?) {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        func field(_ name: String) -> String? {
            status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
                .map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) }
        }
        return (field("NoNewPrivs"), field("Seccomp"))
    }

    /// Loads `path` and, at its first snapshot (the worker still decoding the rest), looks
    /// at the workers: one, with no new privileges and a seccomp filter (mode 2).
    func expectConfinedWorker(loading path: String) throws {
        let lock = NSLock()
        nonisolated(unsafe) var seen: [(Int32, String?, String?)] = []
        let doc = try ArtLoader.load(path, maxFrames: 120) { _ in
            let found = Self.workerPIDs().map { pid in (pid, Self.confinement(pid).noNewPrivs, Self.confinement(pid).seccomp) }
            lock.withLock { if seen.isEmpty { seen = found } }
        }
        XCTAssertTrue(doc.isComplete)
        let looked = lock.withLock { seen }
        XCTAssertEqual(looked.count, 1, "one worker decodes \(path)")
        for (pid, noNewPrivs, seccomp) in looked {
            XCTAssertEqual(noNewPrivs, "1", "worker \(pid)")
            XCTAssertEqual(seccomp, "2", "worker \(pid): a seccomp filter (mode 2)")
        }
    }

    func testTheKernelShowsTheWorkerConfinedWhileAGIFLoads() throws {
        try SDLLibrary.session(video: false) { try expectConfinedWorker(loading: ArtProgressiveTests.largeGIF()) }
    }

    func testTheKernelShowsTheWorkerConfinedWhilePNGFramesLoad() throws {
        try SDLLibrary.session(video: false) {
            let folder = ProductPaths.temporaryFolder("confined-frames-\(UUID().uuidString)").path
            try BenchArtFiles.pngFolder(folder, width: 80, height: 40, frames: 12)
            try expectConfinedWorker(loading: folder)
        }
    }

    /// With no worker to run, nothing decodes: each kind of image is refused in one line
    /// naming it (in the app's own process the decoders are never called), and a sticker
    /// or a dotLottie is not even unpacked.
    func testWithoutItsWorkerTheAppDecodesNoImage() throws {
        let folder = ProductPaths.temporaryFolder("no-worker-frames-\(UUID().uuidString)").path
        try SDLLibrary.session(video: false) { try BenchArtFiles.pngFolder(folder, width: 40, height: 20, frames: 3) }
        ArtWorker.replacement = "/nonexistent/RefreshDemo"
        defer { ArtWorker.replacement = nil }
        for path in [ArtLoaderTests.gif, ArtCorpus.path("animated.png"), ArtCorpus.path("frames-cgbi"), folder, ArtLoaderTests.frames] {
            XCTAssertThrowsError(try ArtLoader.load(path, maxFrames: 120), path) { error in
                let line = "\(error)"
                XCTAssertTrue(line.hasPrefix(path), line)
                XCTAssertTrue(line.contains("cannot start the image decoder /nonexistent/RefreshDemo (No such file or directory)"), line)
                XCTAssertFalse(line.contains("\n"), line)
            }
        }
        for path in [ArtCorpus.path("sticker.tgs"), ArtCorpus.path("loader.lottie")] {
            XCTAssertThrowsError(try ArtLoader.load(path, maxFrames: 120), path) { error in
                XCTAssertTrue("\(error)".hasPrefix(path + ": cannot start the unpacker /nonexistent/RefreshDemo (No such file or directory); "),
                              "\(error)")
            }
        }
    }

    /// A sticker is unpacked and drawn by one worker, which the kernel shows confined.
    func testAStickerIsUnpackedAndDrawnByOneConfinedWorker() throws {
        let before = ArtWorker.launches
        let doc: ArtDocument? = try ArtLoader.load(ArtCorpus.path("sticker.tgs"), maxFrames: 10)
        defer { withExtendedLifetime(doc) {} }
        XCTAssertEqual(ArtWorker.launches, before + 1, "the unpacking worker goes on to run rlottie")
        let pids = workerPIDs()
        XCTAssertEqual(pids.count, 1)
        for pid in pids {
            XCTAssertEqual(Self.confinement(pid).noNewPrivs, "1")
            XCTAssertEqual(Self.confinement(pid).seccomp, "2")
        }
    }

    /// The same loads with the worker: each started one (the counter is the app's).
    func testEveryImageLoadStartsAWorker() throws {
        try SDLLibrary.session(video: false) {
            for path in [ArtLoaderTests.gif, ArtCorpus.path("animated.png"), ArtCorpus.path("frames-cgbi"), ArtLoaderTests.frames] {
                let before = ArtWorker.launches
                _ = try ArtLoader.load(path, maxFrames: 120)
                XCTAssertEqual(ArtWorker.launches, before + 1, path)
            }
        }
        XCTAssertEqual(workers(), 0, "each ended with its load")
    }

    /// In a window a worker is started ahead of need, confined before any file comes; a load
    /// takes it and the next one is started meanwhile. Without that, no worker waits.
    func testAWindowsLoadTakesTheWorkerStartedAheadOfNeed() throws {
        XCTAssertEqual(workers(), 0)
        ArtWorker.keepSpare()
        defer { ArtWorker.dropSpare() }
        // The spare is a child at once, but shows as a worker (its command line) only once it has
        // exec'd: on a loaded machine a moment later.
        let until = Date().addingTimeInterval(5)
        var spare = workerPIDs()
        while spare.isEmpty && Date() < until {
            usleep(10_000)
            spare = workerPIDs()
        }
        XCTAssertEqual(spare.count, 1, "one worker waits")
        guard spare.count == 1 else { return }
        while spare.first.map({ Self.confinement($0).seccomp }) != "2" && Date() < until { usleep(10_000) }
        XCTAssertEqual(spare.first.map { Self.confinement($0).noNewPrivs } ?? nil, "1")
        XCTAssertEqual(spare.first.map { Self.confinement($0).seccomp } ?? nil, "2", "confined while it waits")
        let lock = NSLock()
        nonisolated(unsafe) var during: [Int32] = []
        let doc = try SDLLibrary.session(video: false) {
            try ArtLoader.load(ArtProgressiveTests.largeGIF(), maxFrames: 120) { _ in
                let now = Self.workerPIDs()
                lock.withLock { if during.isEmpty { during = now } }
            }
        }
        XCTAssertTrue(doc.isComplete)
        let seen = lock.withLock { during }
        XCTAssertTrue(seen.contains(spare[0]), "the load's decoder is the worker that waited: \(seen) \(spare)")
        // The next spare was started when the load took this one; it shows once it has exec'd.
        var next = seen.filter { $0 != spare[0] }
        while next.isEmpty && Date() < until.addingTimeInterval(5) {
            usleep(10_000)
            next = workerPIDs().filter { $0 != spare[0] }
        }
        XCTAssertEqual(next.count, 1, "and the next one was started: \(seen)")
        ArtWorker.dropSpare()
        XCTAssertEqual(workers(), 0, "dropped, none waits")
    }

    /// A worker whose decoder writes past a buffer (the planted fault) dies of it; the load
    /// fails in one line naming the file, quickly, and the next load (without the fault) works.
    func testADecoderThatWritesPastABufferTakesDownOnlyTheWorker() throws {
        setenv(WorkerPlantedFault.variable, "1", 1)
        let start = Date()
        for (path, what) in [(ArtLoaderTests.gif, "frame 1"), (ArtCorpus.path("animated.png"), "frame 1")] {
            XCTAssertThrowsError(try ArtLoader.load(path, maxFrames: 120), path) { error in
                XCTAssertEqual("\(error)", "\(path): the image decoder failed on \(what) (out of memory or crashed); the file is refused")
            }
        }
        let sticker = ArtCorpus.path("sticker.tgs")
        XCTAssertThrowsError(try ArtLoader.load(sticker, maxFrames: 120)) { error in
            XCTAssertEqual("\(error)", "\(sticker): the unpacker failed on unpacking it (out of memory or crashed); "
                           + "expected a Telegram sticker (gzipped Lottie JSON)")
        }
        XCTAssertThrowsError(try ArtLoader.load(ArtLoaderTests.frames, maxFrames: 120)) { error in
            let line = "\(error)"
            XCTAssertTrue(line.hasPrefix(ArtLoaderTests.frames + "/"), "names the frame's file: \(line)")
            XCTAssertTrue(line.hasSuffix(" (out of memory or crashed); the file is refused"), line)
        }
        unsetenv(WorkerPlantedFault.variable)
        XCTAssertLessThan(Date().timeIntervalSince(start), ArtLimits.imageFrameSeconds, "said when the worker died, not at a deadline")
        XCTAssertEqual(workers(), 0, "nothing left of the workers")
        XCTAssertEqual(try ArtLoader.load(ArtLoaderTests.gif, maxFrames: 120).kind, .gif, "the app goes on")
    }
}

extension ArtDropAndReloadTests {
    /// A run whose workers all die of the planted fault: the dropped GIF is one line naming
    /// it, the run goes on to its end and the header keeps the art it had (the built-in one).
    func testADropWhoseDecoderCrashesIsOneLineAndTheRunGoesOn() throws {
        setenv(WorkerPlantedFault.variable, "1", 1)
        defer { unsetenv(WorkerPlantedFault.variable) }
        let r = try run("drop \(ArtLoaderTests.gif)\n" + Self.pull)
        XCTAssertEqual(r.status, 0, "a dropped file never ends the run")
        XCTAssertEqual(r.stderr, "RefreshDemo: \(ArtLoaderTests.gif): the image decoder failed on frame 1 (out of memory or crashed); "
                       + "the file is refused\n")
        XCTAssertLessThan(try orangePixels(r.shot), 50, "the sun never replaced the built-in header")
    }
}
