import Foundation
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// Art dropped by a script (`drop PATH`) in a headless run, and art reloaded when its file
/// changes on disk: a good file takes over, a bad one is a line and a message while the
/// art in use stays.
final class ArtDropAndReloadTests: XCTestCase {
    /// Pixels of the sample sun's orange in the header band of a 320x260 screenshot.
    func orangePixels(_ png: String) throws -> Int {
        try SDLLibrary.session(video: false) {
            let s = try Surface(loading: png)
            var n = 0
            for y in 64..<min(s.height, 200) {
                for x in 0..<s.width {
                    let p = s.pixel(x: x, y: y)
                    let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
                    if r > 200 && (90...180).contains(g) && b < 80 { n += 1 }
                }
            }
            return n
        }
    }

    func run(_ script: String, _ extra: [String] = []) throws -> (status: Int32, stderr: String, shot: String, trace: String) {
        let dir = ProductPaths.temporaryFolder("drop-\(UUID().uuidString)")
        let shot = dir.appendingPathComponent("shot.png").path
        let scriptPath = dir.appendingPathComponent("s.txt").path
        try script.replacingOccurrences(of: "{shot}", with: shot).write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let r = try runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--size", "320x260",
                                                         "--script", scriptPath, "--trace", "-"] + extra)
        return (r.status, r.stderr, shot, r.stdout)
    }

    /// The carousel off: its cards have orange pictures too.
    static let pull = "set list.carousel off\npress 200,100\nmove 200,225 over 0.3\nwait 0.1\nscreenshot {shot}\nrelease\n"

    func testADroppedGIFBecomesTheHeaderArt() throws {
        let without = try run(Self.pull)
        XCTAssertEqual(without.status, 0, without.stderr)
        XCTAssertEqual(try orangePixels(without.shot), 0, "no art: the arrow header")
        let with = try run("drop \(ArtLoaderTests.gif)\n" + Self.pull)
        XCTAssertEqual(with.status, 0, with.stderr)
        XCTAssertGreaterThan(try orangePixels(with.shot), 200, "the sun shows in the pulled header")
        XCTAssertTrue(with.trace.contains("\"type\":\"setting\",\"name\":\"header\",\"value\":\"art\""), with.trace)
    }

    func testADropOnTheLowerHalfIsTheFooterArt() throws {
        let r = try run("drop \(ArtLoaderTests.lottie) at 160,250\nwait 0.1\n")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.trace.contains("\"name\":\"footerArt\",\"value\":\"on\""), r.trace)
        XCTAssertFalse(r.trace.contains("\"value\":\"art\""), "the header keeps its style")
    }

    func testABadDropIsOneLineAndThePreviousArtStays() throws {
        let dir = ProductPaths.temporaryFolder("bad-drop-\(UUID().uuidString)")
        let bad = dir.appendingPathComponent("broken.gif").path
        try Data("GIF89a broken".utf8).write(to: URL(fileURLWithPath: bad))
        let r = try run("drop \(ArtLoaderTests.gif)\ndrop \(bad)\n" + Self.pull)
        XCTAssertEqual(r.status, 0, "a dropped file never ends the run")
        XCTAssertEqual(r.stderr, "RefreshDemo: \(bad): truncated GIF (no trailer); expected an animated GIF\n")
        XCTAssertGreaterThan(try orangePixels(r.shot), 200, "the sun is still there")
    }

    /// A dropped file that would show nothing is refused like a broken one: one line, and the
    /// art in use stays.
    func testADropThatShowsNothingIsOneLineAndThePreviousArtStays() throws {
        for (file, reason) in ArtVisibilityTests.blank {
            let path = ArtCorpus.path(file)
            let r = try run("drop \(ArtLoaderTests.gif)\ndrop \(path)\n" + Self.pull)
            XCTAssertEqual(r.status, 0, "a dropped file never ends the run")
            XCTAssertEqual(r.stderr, "RefreshDemo: \(path): \(reason)\n")
            XCTAssertGreaterThan(try orangePixels(r.shot), 200, "\(file): the sun is still there")
        }
    }

    /// In a window (loads in the background, snapshots as frames come) a file that draws
    /// nothing never replaces the art in use, not even for a frame, and ends in its one line.
    func testABackgroundLoadThatShowsNothingNeverTakesTheSlot() throws {
        try SDLLibrary.session(video: false) {
            let library = try ArtLibrary(headerPath: nil, footerPath: nil, maxFrames: 120, synchronous: false)
            library.request(ArtLoaderTests.gif, for: .header, maxFrames: 120)
            let start = Date()
            while !(library.header?.isComplete ?? false) && Date().timeIntervalSince(start) < 5 {
                _ = library.takeFinished()
                usleep(5_000)
            }
            for (file, reason) in ArtVisibilityTests.blank {
                library.request(ArtCorpus.path(file), for: .header, maxFrames: 120)
                var finished: [ArtLibrary.Finished] = []
                while finished.last?.isPartial ?? true && Date().timeIntervalSince(start) < 20 {
                    finished += library.takeFinished()
                    XCTAssertEqual(library.header?.kind, .gif, "\(file): the GIF stays meanwhile")
                    usleep(5_000)
                }
                XCTAssertEqual(finished.count, 1, "\(file): no snapshot, one end")
                guard case .failure(let error)? = finished.last?.result else { return XCTFail("\(file) was not refused") }
                XCTAssertEqual("\(error)", "\(ArtCorpus.path(file)): \(reason)")
                XCTAssertEqual(library.header?.kind, .gif)
            }
        }
    }

    /// The file in use changes on disk: the next look (twice a second) loads it; a broken
    /// version keeps the art in use and says why.
    func testTheArtFileIsReloadedWhenItChanges() throws {
        let dir = ProductPaths.temporaryFolder("reload-\(UUID().uuidString)")
        let art = dir.appendingPathComponent("art").path
        try FileManager.default.copyItem(atPath: ArtLoaderTests.gif, toPath: art)
        try SDLLibrary.session(video: false) {
            var options = Options()
            options.headless = true
            options.initialRefresh = false
            options.headerArtPath = art
            let typography = try Typography(assets: Assets.locate(), scale: 1)
            let session = try Session(options: options, epoch: HeadlessRun.epoch, utcOffset: 0, metrics: typography,
                                      script: nil)
            XCTAssertEqual(session.engine.art.header?.frameCount, 24)
            session.pollArt(atReal: 0.1)
            // Replaced by the Lottie sample (the kind is told by the bytes, not the name).
            try FileManager.default.removeItem(atPath: art)
            try FileManager.default.copyItem(atPath: ArtLoaderTests.lottie, toPath: art)
            session.pollArt(atReal: 0.3)
            XCTAssertEqual(session.engine.art.header?.frameCount, 24, "looked at twice a second, not more")
            session.pollArt(atReal: 0.7)
            XCTAssertEqual(session.engine.art.header?.frameCount, 75)
            XCTAssertEqual(session.art.header?.kind, .lottie)
            XCTAssertEqual(session.frame(atReal: 0.7).message?.text, "Reloaded art (header)")
            // A broken save: the Lottie stays, the message says why.
            try Data("{\"v\": \"5\"".utf8).write(to: URL(fileURLWithPath: art))
            session.pollArt(atReal: 1.3)
            XCTAssertEqual(session.engine.art.header?.frameCount, 75)
            let message = session.frame(atReal: 1.3).message
            XCTAssertEqual(message?.isError, true)
            XCTAssertEqual(message?.text, "\(art): not valid JSON; expected a Lottie JSON file")
            // Saved as a title alone (a text layer): it would show nothing; the Lottie stays.
            try FileManager.default.removeItem(atPath: art)
            try FileManager.default.copyItem(atPath: ArtCorpus.path("text-only.json"), toPath: art)
            session.pollArt(atReal: 1.9)
            XCTAssertEqual(session.engine.art.header?.frameCount, 75)
            XCTAssertEqual(session.art.header?.kind, .lottie)
            let refused = session.frame(atReal: 1.9).message
            XCTAssertEqual(refused?.isError, true)
            XCTAssertEqual(refused?.text, "\(art): shows nothing: it has only text layers, which rlottie does not draw")
        }
    }

    /// In a window loads run on a background queue: the frame loop only picks up the result
    /// (snapshots of the load first, then its end).
    func testABackgroundLoadArrivesWithinASecond() throws {
        try SDLLibrary.session(video: false) {
            let library = try ArtLibrary(headerPath: nil, footerPath: nil, maxFrames: 120, synchronous: false)
            library.request(ArtLoaderTests.lottie, for: .header, maxFrames: 120)
            XCTAssertTrue(library.isLoading || library.header == nil)
            let start = Date()
            var finished: [ArtLibrary.Finished] = []
            while finished.last?.isPartial ?? true && Date().timeIntervalSince(start) < 1 {
                finished += library.takeFinished()
                usleep(5_000)
            }
            XCTAssertEqual(finished.filter { !$0.isPartial }.count, 1, "one end")
            XCTAssertEqual(finished.last?.isPartial, false, "the end comes last")
            XCTAssertEqual(finished.first?.change, .shown, "the art shows once")
            XCTAssertTrue(finished.dropFirst().allSatisfy { $0.change == .none }, "the same timeline throughout")
            XCTAssertEqual(library.header?.frameCount, 75)
            XCTAssertFalse(library.isLoading)
        }
    }

    /// A FIFO dropped as art is refused at once (never a load that waits for a writer
    /// while the window wakes every 20 ms to see whether it ended), and a later drop comes in.
    func testAFIFOIsRefusedAtOnceAndALaterDropComesIn() throws {
        let dir = ProductPaths.temporaryFolder("fifo-art-\(UUID().uuidString)")
        let fifo = dir.appendingPathComponent("art.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try SDLLibrary.session(video: false) {
            let library = try ArtLibrary(headerPath: nil, footerPath: nil, maxFrames: 120, synchronous: false)
            library.request(fifo, for: .header, maxFrames: 120)
            let start = Date()
            var finished: [ArtLibrary.Finished] = []
            while finished.isEmpty && Date().timeIntervalSince(start) < 2 {
                finished = library.takeFinished()
                usleep(5_000)
            }
            XCTAssertLessThan(Date().timeIntervalSince(start), 1, "refused at once")
            guard case .failure(let error)? = finished.first?.result else { return XCTFail("the FIFO did not fail") }
            XCTAssertEqual("\(error)", "\(fifo): is a FIFO, not a file or a folder; "
                           + "expected an animated GIF, a folder of PNG frames or a Lottie JSON file")
            XCTAssertFalse(library.isLoading, "nothing left waiting")
            library.request(ArtLoaderTests.gif, for: .header, maxFrames: 120)
            while library.header == nil && Date().timeIntervalSince(start) < 5 {
                _ = library.takeFinished()
                usleep(5_000)
            }
            XCTAssertEqual(library.header?.kind, .gif)
        }
    }
}
