import Foundation
import RefreshArtFormats
import RefreshArtWorker
import RefreshEngine

/// Lottie art: a JSON file, or one unpacked from a sticker or a dotLottie in the art worker,
/// checked, then drawn once in the worker (the probe) before it is taken.
extension ArtLoader {
    /// A Lottie file: checked as JSON with a Lottie's fields within the limits (LottieCheck)
    /// before rlottie reads it; every marker is kept (names and kept frames) with the
    /// document, and those named `pull`, `refreshing` and `finish` are the default segments.
    static func loadLottie(_ path: String, _ data: Data, maxFrames: Int, kind: ArtDocument.Kind = .lottie,
                           worker: ArtWorker? = nil, progress: Progress? = nil) throws -> ArtDocument {
        let header: LottieCheck.Header
        do { header = try LottieCheck.check(data) } catch let p as LottieCheck.Problem {
            throw InputFile.Failure(path: path, reason: p.reason + "; expected a Lottie JSON file")
        }
        // rlottie's parser does not skip a byte-order mark.
        let json = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
        // Image files beside it are never drawn; rlottie must not even try to open them.
        let animation = try LottieAnimation(json: LottieImageFiles.withoutFiles(json), path: path, worker: worker)
        let total = min(header.frameCount, max(animation.totalFrames, 1))
        let keep = ArtDocument.sample(total, to: maxFrames)
        var durations: [Double] = []
        for (k, f) in keep.enumerated() {
            let next = k + 1 < keep.count ? keep[k + 1] : total
            durations.append(Double(max(next - f, 1)) / header.frameRate)
        }
        // A marker's segment is the kept frames inside its range.
        func segment(_ r: Range<Int>) -> Range<Int> {
            let inside = keep.indices.filter { r.contains(keep[$0]) }
            if let first = inside.first, let last = inside.last { return first..<(last + 1) }
            // A marker shorter than the sampling step: the nearest kept frame.
            let nearest = keep.indices.min { abs(keep[$0] - r.lowerBound) < abs(keep[$1] - r.lowerBound) } ?? 0
            return nearest..<(nearest + 1)
        }
        let markers = header.markers.map { ArtMarker(name: $0.name, frames: segment($0.frames)) }
        let named = ArtTimeline(frameCount: keep.count, markers: markers)
        let timeline = ArtTimeline(frameCount: keep.count, frameDurations: durations, pull: named.defaultMarker(for: .pull)?.frames,
                                   refreshing: named.defaultMarker(for: .refreshing)?.frames,
                                   finish: named.defaultMarker(for: .finish)?.frames, markers: markers)
        func document(crop: ArtCrop, notes: [String] = [], ready: Int? = nil) -> ArtDocument {
            ArtDocument(path: path, kind: kind, width: header.width, height: header.height,
                        frames: .lottie(animation, frameNumbers: keep), timeline: timeline, sourceFrameCount: total,
                        crop: crop, notes: notes, readyCount: ready)
        }
        // The frames the probe has drawn are the ones shown while it goes on.
        let seen = try probe(animation, frames: keep, width: header.width, height: header.height) { ready, crop in
            progress?(document(crop: crop, ready: ready))
        }
        // Frames with nothing drawn: refused with the one reason (what rlottie skipped, if
        // that is all the file has), not loaded with a note for each symptom.
        try refuseBlank(seen, path, because: header.skipped.nothingDrawn)
        return document(crop: seen.crop, notes: header.notes + [seen.problem].compactMap { $0 })
    }

    /// The Lottie JSON of a sticker or a dotLottie, unpacked (inflated) in an art worker,
    /// and that worker, which goes on to run rlottie on it.
    static func unpack(_ path: String, _ data: Data, _ kind: LottieContainerService.Kind) throws -> (Data, ArtWorker) {
        let expected = kind == .gzip ? "expected a Telegram sticker (gzipped Lottie JSON)" : "expected a dotLottie file"
        do {
            let worker = try ArtWorker.make(.containers)
            try worker.send([ArtWorker.Op.unpack.rawValue, kind.rawValue, Int64(data.count)], payload: data,
                            deadline: ArtLimits.lottieLoadSeconds, what: "unpacking it")
            return (try worker.bytes(deadline: ArtLimits.lottieLoadSeconds, what: "unpacking it"), worker)
        } catch let r as ArtWorker.Refused {
            throw InputFile.Failure(path: path, reason: r.reason)
        } catch let f as ArtWorker.Failure {
            throw InputFile.Failure(path: path, reason: f.reason + "; " + expected)
        }
    }

    /// Draws every kept frame once, small, in the worker before the file is taken: a frame
    /// that sends rlottie into a loop refuses the file here, naming the frame, rather than at
    /// the first pull. The whole probe has a budget too (ArtLimits.lottieProbeSeconds).
    /// `drawn` hears of the frames drawn so far (at ArtDocument.isSnapshot counts) with the
    /// first frame's crop. Returns what the frames show (their bounds, whether they stand out).
    static func probe(_ animation: LottieAnimation, frames: [Int], width: Int, height: Int,
                      drawn: ((Int, ArtCrop) -> Void)? = nil) throws -> ArtVisibility {
        let scale = min(Double(ArtLimits.lottieProbeSize) / Double(max(width, height, 1)), 1)
        let w = max(Int((Double(width) * scale).rounded()), 1), h = max(Int((Double(height) * scale).rounded()), 1)
        let end = ArtWorker.now() + ArtLimits.lottieProbeSeconds
        var seen = ArtVisibility(width: w, height: h)
        var firstCrop = ArtCrop.whole
        for (k, f) in frames.enumerated() {
            seen.add(try animation.render(frame: f, width: w, height: h, deadline: ArtLimits.lottieProbeFrameSeconds))
            if ArtWorker.now() > end {
                throw InputFile.Failure(path: animation.path, reason: "rlottie took over \(ArtWorker.seconds(ArtLimits.lottieProbeSeconds)) "
                                        + "to draw \(frames.count) frames (by frame \(f + 1)); expected a Lottie animation that draws in time")
            }
            if k == 0 { firstCrop = seen.crop }
            // Nothing is shown before something is drawn: a file that draws nothing is refused
            // before any of it replaced the art in use.
            if let drawn, seen.anyInk, ArtDocument.isSnapshot(k + 1, of: frames.count) { drawn(k + 1, firstCrop) }
        }
        return seen
    }
}
