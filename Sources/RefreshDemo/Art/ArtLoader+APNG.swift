import Foundation
import RefreshArtFormats
import RefreshEngine

/// Animated PNG art: its chunks checked in the app, composed in the art worker.
extension ArtLoader {
    /// An animated PNG: its chunks whole, its canvas and frames within the limits, composed
    /// in the art worker by APNGImage; each kept frame shows for the delays of the frames
    /// it stands for.
    static func loadAPNG(_ path: String, _ data: Data, maxFrames: Int, decoder: ImageDecoder) throws -> ArtDocument {
        func fail(_ reason: String) -> InputFile.Failure { InputFile.Failure(path: path, reason: reason) }
        if let problem = PNGCheck.damage(data) { throw fail("a truncated or corrupt PNG (\(problem)); expected an animated PNG") }
        do {
            let p = try APNGImage.parse(data)
            if let problem = canvasProblem("APNG", p.width, p.height) { throw fail(problem) }
            guard p.frames.count <= ArtLimits.sourceFrames else {
                throw fail("an APNG of \(p.frames.count) frames, over the limit of \(ArtLimits.sourceFrames)")
            }
            let keep = ArtDocument.sample(p.frames.count, to: maxFrames)
            let decoded = p.width * p.height * 4 * keep.count
            guard decoded <= ArtLimits.decodedBytes else {
                throw fail("an APNG that takes \(InputFile.megabytes(decoded)) decoded, over the limit of \(InputFile.megabytes(ArtLimits.decodedBytes))")
            }
            try decoder.startAPNG(data, keep: keep)
            let frames = try keep.map { try decoder.next(index: $0) }
            let durations = keep.enumerated().map { k, index in
                let end = k + 1 < keep.count ? keep[k + 1] : p.frames.count
                return p.frames[index..<max(end, index + 1)].reduce(0) { $0 + $1.delay }
            }
            let seen = look(frames, width: p.width, height: p.height)
            try refuseBlank(seen, path)
            return ArtDocument(path: path, kind: .apng, width: p.width, height: p.height, frames: .bitmaps(frames),
                               timeline: ArtTimeline(frameCount: frames.count, frameDurations: durations),
                               sourceFrameCount: p.frames.count, crop: seen.crop, notes: [seen.problem].compactMap { $0 })
        } catch let e as APNGImage.Problem {
            throw fail(e.reason + "; expected an animated PNG")
        }
    }
}
