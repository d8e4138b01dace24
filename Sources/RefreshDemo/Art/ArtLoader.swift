import Foundation
import RefreshArtFormats
import RefreshEngine

/// Reads a user's animation and has it decoded: an animated GIF, a folder of PNG frames, or
/// a Lottie JSON file.
///
/// Rules: the file is read through InputFile (size limit, FIFOs, one-line errors) and
/// checked before any decoder sees it (a GIF's blocks and LZW codes are walked, a PNG's
/// size and chunk CRCs read, a Lottie's JSON checked by LottieCheck); the decoders run
/// only in the confined art worker (ImageDecoder, LottieAnimation), never in the app;
/// every problem is an InputFile.Failure naming the path (a worker lost on the way too). Long animations are sampled to
/// `maxFrames`, keeping the total duration. Runs off the frame loop.
///
/// Progressive: given `progress`, a load hands it snapshots (ArtDocument.readyCount) as the
/// frames come: a GIF's first frame decoded alone before the whole file, a folder's frames
/// as each is decoded, a Lottie's frames as the worker has drawn each once (the probe).
/// Without it (headless runs, tests) only the complete document is made.
enum ArtLoader {
    /// Takes a snapshot of a load under way (on the loading thread).
    typealias Progress = @Sendable (ArtDocument) -> Void

    static func load(_ path: String, maxFrames: Int, progress: Progress? = nil) throws -> ArtDocument {
        do { return try read(path, maxFrames: maxFrames, progress: progress) } catch let lost as ImageDecoder.Lost {
            throw lost.failure
        }
    }

    private static func read(_ path: String, maxFrames: Int, progress: Progress?) throws -> ArtDocument {
        func fail(_ reason: String) -> InputFile.Failure { InputFile.Failure(path: path, reason: reason) }
        guard !path.isEmpty else { throw InputFile.Failure(path: "''", reason: "an empty path; \(ArtLimits.expected)") }
        var st = stat()
        guard stat(path, &st) == 0 else { throw fail(InputFile.plain(errno) + "; \(ArtLimits.expected)") }
        let cap = min(max(maxFrames, 2), 480)
        if (st.st_mode & S_IFMT) == S_IFDIR { return try loadFolder(path, maxFrames: cap, progress: progress) }
        let data = try InputFile.read(path, limit: ArtLimits.fileBytes, what: ArtLimits.what)
        // The worker starts up while the app walks the file.
        if data.starts(with: Array("GIF8".utf8)) {
            return try loadGIF(path, data, maxFrames: cap, decoder: ImageDecoder(for: path), progress: progress)
        }
        if data.starts(with: LottieContainer.gzipMagic) || data.starts(with: LottieContainer.zipMagic) {
            let sticker = data.starts(with: LottieContainer.gzipMagic)
            let (json, worker) = try unpack(path, data, sticker ? .gzip : .dotLottie)
            return try loadLottie(path, json, maxFrames: cap, kind: sticker ? .sticker : .dotLottie, worker: worker, progress: progress)
        }
        if data.starts(with: PNGCheck.signature) {
            if APNGImage.isAnimated(data) { return try loadAPNG(path, data, maxFrames: cap, decoder: ImageDecoder(for: path)) }
            throw fail("a single PNG image is not an animation; \(ArtLimits.expected) (put the frames in a folder)")
        }
        if let first = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }), first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            return try loadLottie(path, data, maxFrames: cap, progress: progress)
        }
        throw fail("not a GIF, a PNG folder or a Lottie file; \(ArtLimits.expected)")
    }

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

    /// Refuses a file whose frames `seen` have no pixel with any alpha: it would show nothing.
    /// `because` says why, in the words of its format.
    static func refuseBlank(_ seen: ArtVisibility, _ path: String, because: String = "every frame is fully transparent") throws {
        guard seen.anyInk else { throw InputFile.Failure(path: path, reason: "shows nothing: " + because) }
    }

    /// What `frames` (bitmaps on a `width` x `height` canvas) show: bounds and contrast.
    static func look(_ frames: [Surface], width: Int, height: Int) -> ArtVisibility {
        var seen = ArtVisibility(width: width, height: height)
        for f in frames { seen.add(f) }
        return seen
    }

    // MARK: GIF

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

    // MARK: APNG

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

    // MARK: PNG folder

    static func loadFolder(_ path: String, maxFrames: Int, progress: Progress? = nil) throws -> ArtDocument {
        func fail(_ reason: String) -> InputFile.Failure { InputFile.Failure(path: path, reason: reason) }
        let pngs: [String]
        do { pngs = try pngNames(in: path) } catch {
            throw fail("cannot list the folder (\(InputFile.plain(errno))); expected a folder of PNG frames")
        }
        guard !pngs.isEmpty else {
            throw fail("a folder with no PNG frames; expected 1.png, 2.png, ... or idle_*.png and refreshing_*.png")
        }
        guard pngs.count <= ArtLimits.sourceFrames else {
            throw fail("a folder of \(pngs.count) PNG files, over the limit of \(ArtLimits.sourceFrames) frames")
        }
        // Frames named like the built-in ones select the segments; otherwise all, in natural order.
        let idle = pngs.filter { $0.lowercased().hasPrefix("idle_") }.sorted(by: NaturalOrder.less)
        let refreshing = pngs.filter { $0.lowercased().hasPrefix("refreshing_") }.sorted(by: NaturalOrder.less)
        let finish = pngs.filter { $0.lowercased().hasPrefix("finish_") }.sorted(by: NaturalOrder.less)
        let named = !idle.isEmpty || !refreshing.isEmpty || !finish.isEmpty
        let groups = named ? [idle, refreshing, finish] : [pngs.sorted(by: NaturalOrder.less)]
        let total = groups.reduce(0) { $0 + $1.count }
        // Each segment keeps its share of the frame cap.
        var kept: [[String]] = []
        for g in groups {
            let share = g.isEmpty ? 0 : max(1, maxFrames * g.count / max(total, 1))
            kept.append(ArtDocument.sample(g.count, to: share).compactMap { g.indices.contains($0) ? g[$0] : nil })
        }
        // What the kept frames take decoded, from their headers, before any is decoded.
        var announced = 0
        for (k, name) in kept.joined().enumerated() {
            guard let (w, h) = PNGCheck.headerSize((path as NSString).appendingPathComponent(name)),
                  w <= ArtLimits.canvas, h <= ArtLimits.canvas else { continue }
            announced += w * h * 4
            guard announced <= ArtLimits.decodedBytes else {
                throw fail("PNG frames that take over \(InputFile.megabytes(ArtLimits.decodedBytes)) decoded (\(k + 1) frames of \(w)x\(h)); use fewer or smaller frames, or a lower art.maxFrames")
            }
        }
        var frames: [Surface] = []
        var size: (Int, Int)?
        var decoded = 0
        // A bad frame is skipped with a note naming it; only a folder with no good frame fails.
        var skipped: [InputFile.Failure] = []
        var ranges: [Range<Int>?] = []
        // Snapshots take the timeline the names make (a frame skipped later shortens the final one).
        let keptCount = kept.reduce(0) { $0 + $1.count }
        var bounds = 0
        let named0 = kept.map { g -> Range<Int>? in
            defer { bounds += g.count }
            return g.isEmpty ? nil : bounds..<(bounds + g.count)
        }
        let announcedTimeline = named
            ? ArtTimeline(frameCount: keptCount, pull: named0[0], refreshing: named0[1], finish: named0[2])
            : ArtTimeline(frameCount: keptCount)
        var firstCrop = ArtCrop.whole
        var inked = false
        // One worker decodes the folder's frames, started at once: it starts up while the
        // first frame is read.
        let decoder = try ImageDecoder(for: path)
        // Each frame is asked of the worker before the one before it is taken: the worker
        // decodes it while the app looks at the last.
        let files = kept.joined().map { (path as NSString).appendingPathComponent($0) }
        var asked: [InputFile.Failure?] = []
        func ask(_ k: Int) throws {
            guard k < files.count, asked.count == k else { return }
            do {
                try checkPNG(files[k]) { try decoder.ask($0, file: files[k]) }
                asked.append(nil)
            } catch let f as InputFile.Failure {
                asked.append(f)
            }
        }
        try ask(0)
        var k = -1
        for g in kept {
            let start = frames.count
            for _ in g {
                k += 1
                let file = files[k]
                try ask(k + 1)
                let surface: Surface
                do {
                    if let refused = asked[k] { throw refused }
                    surface = try decoder.answer(file: file)
                } catch let f as InputFile.Failure {
                    skipped.append(f)
                    continue
                }
                // The kept frames stay decoded at their own size until they are rasterized.
                decoded += surface.width * surface.height * 4
                guard decoded <= ArtLimits.decodedBytes else {
                    throw fail("PNG frames that take over \(InputFile.megabytes(ArtLimits.decodedBytes)) decoded (\(frames.count + 1) frames of \(surface.width)x\(surface.height)); use fewer or smaller frames, or a lower art.maxFrames")
                }
                if size == nil {
                    size = (surface.width, surface.height)
                    firstCrop = look([surface], width: surface.width, height: surface.height).crop
                }
                if !inked { inked = look([surface], width: surface.width, height: surface.height).anyInk }
                frames.append(surface)
                // Snapshots once a frame draws something (a folder that draws nothing is refused).
                if let progress, inked, let (w, h) = size, ArtDocument.isSnapshot(frames.count, of: keptCount) {
                    progress(ArtDocument(path: path, kind: .pngFolder, width: w, height: h, frames: .bitmaps(frames),
                                         timeline: announcedTimeline, sourceFrameCount: total, crop: firstCrop,
                                         readyCount: frames.count))
                }
            }
            ranges.append(frames.count > start ? start..<frames.count : nil)
        }
        if frames.isEmpty, let first = skipped.first { throw first }
        let skipNotes = skipped.map { "frame \(($0.path as NSString).lastPathComponent) skipped: \($0.reason)" }
        let timeline = named
            ? ArtTimeline(frameCount: frames.count, pull: ranges[0], refreshing: ranges[1], finish: ranges[2])
            : ArtTimeline(frameCount: frames.count)
        let seen = look(frames, width: size?.0 ?? 1, height: size?.1 ?? 1)
        try refuseBlank(seen, path)
        return ArtDocument(path: path, kind: .pngFolder, width: size?.0 ?? 1, height: size?.1 ?? 1,
                           frames: .bitmaps(frames), timeline: timeline, sourceFrameCount: total,
                           crop: seen.crop, notes: skipNotes + [seen.problem].compactMap { $0 })
    }

    /// The PNG files of a folder of frames, as the folder lists them; hidden files (a
    /// leading dot) are not frames. The folder's stamp (ArtStamp) looks at the same files.
    static func pngNames(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".png") }
    }

    /// One PNG frame, read through InputFile and its header and chunks checked before
    /// `decode` has it decoded (asks the art worker).
    static func checkPNG(_ file: String, decode: (Data) throws -> Void) throws {
        func fail(_ reason: String) -> InputFile.Failure { InputFile.Failure(path: file, reason: reason) }
        let data = try InputFile.read(file, limit: ArtLimits.fileBytes, what: "a PNG frame")
        guard let (w, h) = PNGCheck.size(data) else { throw fail("not a PNG image; expected a PNG frame") }
        // libpng prints its own complaints to stderr: a damaged file never reaches it.
        if let problem = PNGCheck.damage(data) { throw fail("a truncated or corrupt PNG (\(problem)); expected a PNG frame") }
        if let problem = canvasProblem("PNG", w, h) { throw fail(problem) }
        try decode(data)
    }

    /// Why a `format` image of `width`x`height` pixels is refused; nil when each side is
    /// 1 to ArtLimits.canvas.
    private static func canvasProblem(_ format: String, _ width: Int, _ height: Int) -> String? {
        guard width >= 1, height >= 1, width <= ArtLimits.canvas, height <= ArtLimits.canvas else {
            return "a \(format) of \(width)x\(height) pixels, over the limit of \(ArtLimits.canvas)x\(ArtLimits.canvas)"
        }
        return nil
    }
}
