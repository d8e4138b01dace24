import Foundation
import RefreshArtWorker
import RefreshDemoModel
import RefreshEngine

/// A file dropped on a header drawn at 60 Hz, as the window does it: the load on
/// ArtLibrary's queue, each frame taking what is ready and drawing the header refreshing
/// (frames made off the loop). What every frame showed, for `--bench` and the tests.
enum ArtLoadRun {
    struct Frame {
        /// Seconds from the request to the frame's end.
        let time: Double
        /// CPU seconds the loop's thread spent on the frame (taking what was ready, drawing):
        /// what the load costs the loop, whatever else the machine runs.
        let duration: Double
        /// The header's art: frames ready of its frame count (0 of 0 before any).
        let ready: Int
        let frameCount: Int
        /// The frame drew the art.
        let drawn: Bool
        /// The load was under way when the frame was drawn.
        let loading: Bool

        var showsArt: Bool { drawn }
        var isComplete: Bool { !loading && frameCount > 0 && ready == frameCount }
    }

    /// Requests `path` for the header and draws frames until the load is complete and drawn (or
    /// `limit` seconds); a failed load throws its line.
    static func run(_ path: String, engine: inout Workbench, target: OffscreenTarget, maxFrames: Int,
                    limit: Double = 30) throws -> [Frame] {
        target.renderer.art.rendersInBackground = true
        _ = engine.frame(at: 0)
        engine.beginRefreshing(at: 0)
        let library = try ArtLibrary(headerPath: nil, footerPath: nil, maxFrames: maxFrames, synchronous: false)
        let start = ArtWorker.now()
        library.request(path, for: .header, maxFrames: maxFrames)
        var frames: [Frame] = []
        var tick = start
        while !(frames.last.map { $0.isComplete && $0.showsArt } ?? false) {
            let frameStart = ArtWorker.now(), cpuStart = FrameStats.threadCPUTime()
            for f in library.takeFinished() {
                if case .failure(let error) = f.result { throw error }
                if f.change == .shown { engine.setHeaderArt(library.header?.timeline, at: frameStart - start) }
                if f.change == .refined { engine.refineArt(header: library.header?.timeline, footer: nil) }
            }
            let loading = library.isLoading
            target.renderer.art.header = library.header
            let before = target.renderer.art.framesDrawn
            target.draw(engine.frame(at: frameStart - start))
            let now = ArtWorker.now()
            frames.append(Frame(time: now - start, duration: FrameStats.threadCPUTime() - cpuStart, ready: library.header?.readyCount ?? 0,
                                frameCount: library.header?.frameCount ?? 0, drawn: target.renderer.art.framesDrawn > before,
                                loading: loading))
            guard now - start < limit else { throw AppError("\(path): not loaded within \(Int(limit)) s") }
            tick += 1.0 / 60
            if tick > now { usleep(UInt32((tick - now) * 1e6)) } else { tick = now }
        }
        return frames
    }
}
