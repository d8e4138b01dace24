import Foundation
import RefreshArtFormats
import RefreshEngine

/// GIF art: walked in the app, decoded and composed in the art worker.
extension ArtLoader {
    /// A GIF: its blocks and LZW codes walked (GIFScan), then decoded and composed in the
    /// art worker by GIFImage as browsers compose it (SDL_image's animation loader makes
    /// its canvas the first frame's size and draws nothing of a first frame smaller than
    /// the screen); each kept frame shows for the delays of every frame it stands for.
    static func loadGIF(_ path: String, _ data: Data, maxFrames: Int, decoder: ImageDecoder,
                        progress: Progress? = nil) throws -> ArtDocument {
        func fail(_ reason: String) -> InputFile.Failure { InputFile.Failure(path: path, reason: reason) }
        var scan: GIFScan.Result
        // A progressive load checks the first frame's codes before it shows it, the rest after.
        do { scan = try GIFScan.scan(data, checkedFrames: progress == nil ? .max : 1) } catch let e as GIFScan.Problem {
            throw fail(e.reason + "; expected an animated GIF")
        }
        if let problem = canvasProblem("GIF", scan.extentWidth, scan.extentHeight) { throw fail(problem) }
        guard scan.frames <= ArtLimits.sourceFrames else {
            throw fail("a GIF of \(scan.frames) frames, over the limit of \(ArtLimits.sourceFrames)")
        }
        let decoded = scan.extentWidth * scan.extentHeight * 4 * scan.frames
        guard decoded <= ArtLimits.decodedBytes else {
            throw fail("a GIF that takes \(InputFile.megabytes(decoded)) decoded (\(scan.width)x\(scan.height), \(scan.frames) frames), over the limit of \(InputFile.megabytes(ArtLimits.decodedBytes))")
        }
        let keep = ArtDocument.sample(scan.frames, to: maxFrames)
        // The worker composes the kept frames and hands each over as it is made.
        try decoder.startGIF(data, scan, keep: keep)
        var frames = [try decoder.next(index: keep[0])]
        if let progress, scan.frames > 1, case let seen = look(frames, width: scan.width, height: scan.height), seen.anyInk {
            progress(ArtDocument(path: path, kind: .gif, width: scan.width, height: scan.height, frames: .bitmaps(frames),
                                 timeline: ArtTimeline(frameCount: keep.count), sourceFrameCount: scan.frames,
                                 crop: seen.crop, readyCount: 1))
        }
        // The rest of the codes are run here while the worker decodes the next frames.
        if progress != nil {
            do { scan = try GIFScan.scan(data) } catch let e as GIFScan.Problem { throw fail(e.reason + "; expected an animated GIF") }
        }
        for index in keep.dropFirst() { frames.append(try decoder.next(index: index)) }
        let durations = keep.enumerated().map { k, index in
            let end = k + 1 < keep.count ? keep[k + 1] : scan.records.count
            return scan.records[index..<max(end, index + 1)].reduce(0) { $0 + GIFImage.seconds($1.delay) }
        }
        let seen = look(frames, width: scan.width, height: scan.height)
        try refuseBlank(seen, path)
        return ArtDocument(path: path, kind: .gif, width: scan.width, height: scan.height,
                           frames: .bitmaps(frames), timeline: ArtTimeline(frameCount: frames.count, frameDurations: durations),
                           sourceFrameCount: scan.frames, crop: seen.crop, notes: [seen.problem].compactMap { $0 })
    }
}
