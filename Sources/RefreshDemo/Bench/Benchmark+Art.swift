import Foundation
import RefreshEngine
import RefreshDemoModel

/// `--bench` figures of the user's art: a header refreshing with the Lottie sample
/// against the built-in gif header refreshing (frame CPU once the cache is warm), and
/// the memory of a 120-frame Lottie's cache at 2x.
extension Benchmark {
    func artFigures(typography: Typography, assets: Assets, floor: Floor) throws {
        let builtIn = try refreshingFrames(art: nil, typography: typography, assets: assets)
        let lottiePath = assets.root + "/Art/sample.json"
        let doc = try ArtLoader.load(lottiePath, maxFrames: TuningSet().art.maxFrames)
        let withArt = try refreshingFrames(art: doc, typography: typography, assets: assets)
        print(Self.floorLine("frame CPU, gif header refreshing:", median: builtIn.0, p99: builtIn.1, floor: floor))
        print(Self.floorLine("frame CPU, Lottie header refreshing:", median: withArt.0, p99: withArt.1, floor: floor))
        if builtIn.0 > 0 {
            print(String(format: "  Lottie / gif header, median frame:            %8.3f   (budget 1.10)", withArt.0 / builtIn.0))
        }
        let (bytes, ms) = try lottieCache(frames: 120, scale: 2, assets: assets, typography: typography)
        print(String(format: "  cache of a 120-frame Lottie header at 2x:     %8.2f MB   (first pass %.0f ms)",
                     Double(bytes) / Double(1 << 20), ms))
    }

    /// The header refreshing at the top for 20 s at 60 fps (the feed never answers);
    /// the first 2 s (the first pass over every frame of the art) are not counted.
    private func refreshingFrames(art: ArtDocument?, typography: Typography, assets: Assets) throws -> (Double, Double) {
        var (engine, target) = try scene(items: 100, typography: typography, assets: assets) { config in
            config.headerStyle = .gif
            config.gifIdleFrames = HeaderFrames.idleCount
            config.gifRefreshingFrames = HeaderFrames.refreshingCount
            config.feed.latencyMin = 60
            config.feed.latencyMax = 60
            config.header.timeout = 120
        }
        if let art { engine.setHeaderArt(art.timeline, at: 0) }
        target.renderer.art.header = art
        _ = engine.frame(at: 0)
        engine.beginRefreshing(at: 0)
        var times: [Double] = []
        for i in 1...1200 {
            let start = Self.cpuNow()
            let frame = engine.frame(at: Double(i) / 60)
            target.draw(frame)
            if i > 120 { times.append((Self.cpuNow() - start) * 1000) }
        }
        return Self.medianAndP99(times)
    }

    /// Every frame of a `frames`-frame Lottie rasterized at the header's drawn size at `scale`.
    private func lottieCache(frames: Int, scale: Double, assets: Assets, typography: Typography) throws -> (Int, Double) {
        // The sample stretched to `frames` frames (its last frames are empty: the same cost per frame).
        let stretched = try BenchArtFiles.stretched(sample: assets.root + "/Art/sample.json", frames: frames)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("refreshdemo-bench-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("long.json").path
        try stretched.write(toFile: path, atomically: true, encoding: .utf8)
        let doc = try ArtLoader.load(path, maxFrames: frames)
        let target = try OffscreenTarget(width: 100, height: 100, scale: scale, typography: typography, assets: assets)
        let settings = TuningSet()
        let (w, h) = ArtRenderer.drawnSize(doc, height: settings.header.height, size: settings.art.size, maxWidth: 400)
        let cache = ArtRenderer.cache(nil, doc, width: w, height: h, scale: scale, renderer: target.canvas.handle)
        let start = Self.cpuNow()
        for i in 0..<doc.frameCount {
            cache.beginFrame()
            _ = try cache.texture(i)
        }
        let ms = (Self.cpuNow() - start) * 1000
        return (cache.bytes, ms)
    }
}
