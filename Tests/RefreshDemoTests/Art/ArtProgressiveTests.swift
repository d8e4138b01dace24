import Foundation
import RefreshDemoModel
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// Art loads progressively in a window: the first frame is drawable before the last is
/// decoded (a snapshot of the load), the header holds the last ready frame, the frame loop
/// keeps drawing while the rest load, and a load that fails after its first frame puts back
/// the art it replaced. Orderings, never timings.
final class ArtProgressiveTests: XCTestCase {
    /// The events of one load, in the order they came: `ready N/M` per snapshot, then `complete M`.
    func events(_ path: String, maxFrames: Int = 120) throws -> (events: [String], snapshots: [ArtDocument], done: ArtDocument) {
        let lock = NSLock()
        nonisolated(unsafe) var snapshots: [ArtDocument] = []
        let done = try ArtLoader.load(path, maxFrames: maxFrames) { doc in lock.withLock { snapshots.append(doc) } }
        let taken = lock.withLock { snapshots }
        return (taken.map { "ready \($0.readyCount)/\($0.frameCount)" } + ["complete \(done.readyCount)/\(done.frameCount)"], taken, done)
    }

    static func largeGIF() throws -> String {
        let path = ProductPaths.temporaryFolder("progressive").appendingPathComponent("large.gif").path
        if !FileManager.default.fileExists(atPath: path) { try BenchArtFiles.gif(path, width: 120, height: 90, frames: 250) }
        return path
    }

    func testALargeGIFsFirstFrameIsReadyBeforeItsLastIsDecoded() throws {
        try SDLLibrary.session(video: false) {
            let (events, snapshots, done) = try events(try Self.largeGIF())
            XCTAssertEqual(events, ["ready 1/120", "complete 120/120"])
            let first = try XCTUnwrap(snapshots.first)
            XCTAssertFalse(first.isComplete)
            // The snapshot's frame is the file's first frame, as the whole decode makes it.
            let a = try ArtFrameCache.rasterize(first, 0, width: 60, height: 45)
            let b = try ArtFrameCache.rasterize(done, 0, width: 60, height: 45)
            for (x, y) in [(2, 2), (30, 20), (59, 44), (6, 30)] {
                XCTAssertEqual(a.pixel(x: x, y: y), b.pixel(x: x, y: y), "pixel \(x),\(y)")
            }
            XCTAssertEqual(first.shown(77), 0, "the header holds the last ready frame")
            XCTAssertEqual(done.shown(77), 77)
        }
    }

    func testAFoldersFramesArriveAsEachIsDecodedWithTheFirstFramesCrop() throws {
        try SDLLibrary.session(video: false) {
            let folder = ProductPaths.temporaryFolder("progressive-frames-\(UUID().uuidString)").path
            try BenchArtFiles.pngFolder(folder, width: 80, height: 40, frames: 40)
            let (events, snapshots, done) = try events(folder)
            XCTAssertEqual(events, ["ready 1/40", "ready 2/40", "ready 4/40", "ready 8/40", "ready 16/40", "ready 32/40", "complete 40/40"])
            for s in snapshots {
                guard case .bitmaps(let surfaces) = s.frames else { return XCTFail("bitmaps") }
                XCTAssertEqual(surfaces.count, s.readyCount, "a snapshot holds exactly its ready frames")
                XCTAssertEqual(s.crop, snapshots[0].crop, "the crop holds still while the rest load")
                XCTAssertEqual(s.timeline, done.timeline, "the whole timeline from the first frame")
                XCTAssertTrue(s.notes.isEmpty, "the load's lines come with its end")
            }
            // The disc moves across: the first frame's bounds are narrower than all frames'.
            XCTAssertLessThan(snapshots[0].crop.width, done.crop.width)
            XCTAssertTrue(snapshots[0].isContinued(by: snapshots[1]))
            XCTAssertFalse(snapshots[0].isContinued(by: done), "the final crop: drawn anew")
        }
    }

    func testALottiesFramesShowAsTheWorkerHasDrawnThem() throws {
        try SDLLibrary.session(video: false) {
            let (events, snapshots, done) = try events(ArtLoaderTests.lottie)
            XCTAssertEqual(events, ["ready 1/75", "ready 2/75", "ready 4/75", "ready 8/75", "ready 16/75", "ready 32/75",
                                    "ready 64/75", "complete 75/75"])
            // One worker for the load: a snapshot's frames drawn stay drawn for the next.
            let canvas = try Canvas(surface: Surface(width: 50, height: 50), scale: 1)
            let cache = ArtRenderer.cache(nil, snapshots[0], width: 40, height: 40, scale: 1, renderer: canvas.handle)
            let held = try XCTUnwrap(try cache.texture(40), "frame 41 asked: the first, the only one ready, is drawn")
            XCTAssertTrue(try cache.texture(0) === held)
            XCTAssertTrue(ArtRenderer.cache(cache, snapshots[3], width: 40, height: 40, scale: 1, renderer: canvas.handle) === cache)
            XCTAssertTrue(try cache.texture(0) === held, "kept across snapshots")
            XCTAssertEqual(done.timeline, snapshots[0].timeline)
        }
    }

    /// A list of 50 rows at 1x whose header may refresh for two minutes, and its target.
    static func scene() throws -> (Workbench, OffscreenTarget) {
        let assets = try Assets.locate()
        let typography = try Typography(assets: assets, scale: 1)
        var config = EngineConfig()
        config.items = 50
        config.header.timeout = 120
        let engine = Workbench(config: config, metrics: typography)
        let target = try OffscreenTarget(width: engine.windowWidth, height: config.height, scale: 1, typography: typography,
                                         assets: assets)
        return (engine, target)
    }

    /// The window's loop (ArtLoadRun): the art shows while the load is under way, and the
    /// loop draws frame after frame meanwhile (the load never holds it up).
    func testTheHeaderShowsTheFirstFrameWhileTheLoopKeepsDrawing() throws {
        try SDLLibrary.session(video: false) {
            var (engine, target) = try Self.scene()
            let frames = try ArtLoadRun.run(try Self.largeGIF(), engine: &engine, target: target, maxFrames: 120)
            let shown = try XCTUnwrap(frames.firstIndex { $0.showsArt }, "the art showed")
            let complete = try XCTUnwrap(frames.firstIndex { $0.isComplete })
            XCTAssertLessThan(shown, complete, "the first frame was drawn before the load completed")
            XCTAssertEqual(frames[shown].ready, 1)
            XCTAssertTrue(frames[shown].loading)
            XCTAssertGreaterThanOrEqual(complete - shown, 3, "frames kept coming while the rest loaded")
            XCTAssertEqual(frames.map(\.ready), frames.map(\.ready).sorted(), "ready frames only grow")
        }
    }

    /// A folder whose crop is refined when its last frame is in (a disc that moves across):
    /// the header draws the art on every frame from the first on, the frame the new crop
    /// is made included (the frames before stand in).
    func testTheArtNeverBlinksOutWhenItsCropIsRefined() throws {
        try SDLLibrary.session(video: false) {
            let folder = ProductPaths.temporaryFolder("progressive-blink-\(UUID().uuidString)").path
            try BenchArtFiles.pngFolder(folder, width: 400, height: 100, frames: 24)
            var (engine, target) = try Self.scene()
            var frames = try ArtLoadRun.run(folder, engine: &engine, target: target, maxFrames: 120)
            // And a few frames after: the complete document's frames are made meanwhile.
            for _ in 0..<5 {
                let before = target.renderer.art.framesDrawn
                target.draw(engine.frame(at: (frames.last?.time ?? 0) + 0.1))
                frames.append(ArtLoadRun.Frame(time: 0, duration: 0, ready: 24, frameCount: 24,
                                               drawn: target.renderer.art.framesDrawn > before, loading: false))
            }
            let first = try XCTUnwrap(frames.firstIndex { $0.showsArt })
            XCTAssertEqual(frames[first...].filter { !$0.showsArt }.count, 0, "no frame without the art after the first")
        }
    }

    /// A GIF whose last frame is corrupt: its first frame shows, then the load fails and the
    /// art it replaced is back, with the failure once.
    func testALoadThatFailsAfterItsFirstFramePutsBackTheArtBefore() throws {
        try SDLLibrary.session(video: false) {
            var data = try Data(contentsOf: URL(fileURLWithPath: try Self.largeGIF()))
            // 9-bit codes of all ones (511) in the last frame: codes not yet defined.
            let end = data.count - 40
            data.replaceSubrange((end - 20)..<end, with: [UInt8](repeating: 0xFF, count: 20))
            let bad = ProductPaths.temporaryFolder("progressive-bad").appendingPathComponent("bad.gif").path
            try data.write(to: URL(fileURLWithPath: bad))
            let library = try ArtLibrary(headerPath: nil, footerPath: nil, maxFrames: 120, synchronous: false)
            var taken: [ArtLibrary.Finished] = []
            func settle() {
                let start = Date()
                repeat {
                    usleep(5_000)
                    taken += library.takeFinished()
                } while (library.isLoading || taken.last?.isPartial == true) && Date().timeIntervalSince(start) < 20
            }
            library.request(ArtLoaderTests.gif, for: .header, maxFrames: 120)
            settle()
            let before = try XCTUnwrap(library.header)
            taken = []
            library.request(bad, for: .header, maxFrames: 120)
            settle()
            XCTAssertEqual(taken.map(\.change), [.shown, .restored])
            XCTAssertEqual(taken.first?.isPartial, true)
            XCTAssertEqual(taken.filter { if case .failure = $0.result { true } else { false } }.count, 1)
            if case .failure(let error) = taken.last?.result {
                XCTAssertTrue("\(error)".hasPrefix("\(bad): a corrupt GIF (frame 250:"), "\(error)")
            }
            XCTAssertTrue(library.header === before, "the art before the load is back")
        }
    }

    /// A drop that fails while an earlier load's first frame shows: that snapshot never
    /// completes now (its load was superseded), so the art before both is back, not a held frame.
    func testAFailedDropAfterASupersededSnapshotPutsBackTheArtBefore() throws {
        try SDLLibrary.session(video: false) {
            let library = try ArtLibrary(headerPath: nil, footerPath: nil, maxFrames: 120, synchronous: false)
            func take(until done: () -> Bool) {
                let start = Date()
                while !done() && Date().timeIntervalSince(start) < 20 {
                    usleep(2_000)
                    _ = library.takeFinished()
                }
            }
            library.request(ArtLoaderTests.gif, for: .header, maxFrames: 120)
            take { !library.isLoading && library.header != nil }
            let before = try XCTUnwrap(library.header)
            library.request(try Self.largeGIF(), for: .header, maxFrames: 120)
            take { library.header?.isComplete == false }
            XCTAssertEqual(library.header?.readyCount, 1, "the large GIF's first frame shows")
            library.request("/nonexistent/art.gif", for: .header, maxFrames: 120)
            var taken: [ArtLibrary.Finished] = []
            let start = Date()
            while taken.isEmpty && Date().timeIntervalSince(start) < 20 {
                usleep(2_000)
                taken = library.takeFinished()
            }
            XCTAssertEqual(taken.map(\.change), [.restored])
            XCTAssertTrue(library.header === before, "not the superseded load's first frame, held")
        }
    }
}
