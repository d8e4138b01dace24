import Foundation
import RefreshDemoModel
import RefreshEngine

/// `--bench` figures of art loading: the wall time from a request (a drop; a start and a
/// reload take the same path) to the first frame of the art drawn in the header, and to its
/// last frame loaded, for typical and large files, with the most CPU a frame took meanwhile.
///
/// Rule: measured as the window does it (ArtLoadRun): the first frame counts once a texture
/// of the art was drawn in the header.
extension Benchmark {
    /// What one load took, in milliseconds.
    struct FirstFrame {
        var firstFrame: Double
        var allFrames: Double
        var longestFrame: Double
    }

    func firstFrameFigures(typography: Typography, assets: Assets) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("refreshdemo-bench-art-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func file(_ name: String) -> String { (dir as NSString).appendingPathComponent(name) }
        let sample = assets.root + "/Art/sample.json"
        try BenchArtFiles.gif(file("typical.gif"), width: 200, height: 200, frames: 48)
        try BenchArtFiles.pngFolder(file("typical-frames"), width: 200, height: 200, frames: 30)
        try BenchArtFiles.lottie(file("typical.json"), sample: sample, frames: 90, width: 200, height: 200)
        try BenchArtFiles.sticker(file("typical.tgs"), sample: sample, frames: 60, width: 120, height: 120)
        try BenchArtFiles.gif(file("large.gif"), width: 300, height: 300, frames: 250)
        try BenchArtFiles.pngFolder(file("large-frames"), width: 3840, height: 2160, frames: 6)
        try BenchArtFiles.lottie(file("large.json"), sample: sample, frames: 600, width: 1920, height: 1080)
        let cases: [(String, String)] = [
            ("typical gif (48 fr 200x200)", "typical.gif"), ("typical PNG frames (30 fr 200x200)", "typical-frames"),
            ("typical Lottie (90 fr 200x200)", "typical.json"), ("typical .tgs (60 fr 120x120)", "typical.tgs"),
            ("large gif (250 fr 300x300)", "large.gif"), ("large PNG frames (6 fr 3840x2160)", "large-frames"),
            ("large Lottie (600 fr 1920x1080)", "large.json"),
        ]
        for (label, name) in cases {
            let r = try firstFrame(file(name), typography: typography, assets: assets)
            let budget = label.hasPrefix("typical") ? "(budget 150 ms)" : "(progressive)"
            print(String(format: "  art first frame, %@ %6.0f ms   %@   all loaded %6.0f ms, longest frame CPU while loading %5.1f ms",
                         label.padding(toLength: 36, withPad: " ", startingAt: 0), r.firstFrame, budget, r.allFrames, r.longestFrame))
        }
    }

    /// Loads `path` into the header as a drop does and draws 60 Hz frames until it is complete.
    private func firstFrame(_ path: String, typography: Typography, assets: Assets) throws -> FirstFrame {
        var (engine, target) = try scene(items: 100, typography: typography, assets: assets) { config in
            config.feed.latencyMin = 60
            config.feed.latencyMax = 60
            config.header.timeout = 120
        }
        let frames = try ArtLoadRun.run(path, engine: &engine, target: target, maxFrames: TuningSet().art.maxFrames)
        let first = frames.firstIndex { $0.showsArt } ?? frames.count - 1
        let all = frames.firstIndex { $0.isComplete } ?? frames.count - 1
        return FirstFrame(firstFrame: frames[first].time * 1000, allFrames: frames[all].time * 1000,
                          longestFrame: frames.filter(\.loading).map(\.duration).max().map { $0 * 1000 } ?? 0)
    }
}
