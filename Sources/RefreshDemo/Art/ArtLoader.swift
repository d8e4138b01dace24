import CSDL2
import Foundation
import RefreshEngine

/// Reads and decodes a user's animation: an animated GIF, a folder of PNG frames, or a
/// Lottie JSON file.
///
/// Rules: the file is read through InputFile (size limit, FIFOs, one-line errors) and
/// checked before any decoder sees it (a GIF's blocks and LZW codes are walked, a PNG's
/// size and chunk CRCs read, a Lottie's JSON checked by LottieCheck);
/// every problem is an InputFile.Failure naming the path. Long animations are sampled to
/// `maxFrames`, keeping the total duration. Runs off the frame loop.
enum ArtLoader {
    /// One decoder call at a time: SDL_image's GIF decoder keeps state in statics, and
    /// loads run on a concurrent queue (reading a file is not serialized, decoding is).
    static let decoderLock = NSLock()

    static func load(_ path: String, maxFrames: Int) throws -> ArtDocument {
        func fail(_ reason: String) -> InputFile.Failure { InputFile.Failure(path: path, reason: reason) }
        guard !path.isEmpty else { throw InputFile.Failure(path: "''", reason: "an empty path; \(ArtLimits.expected)") }
        var st = stat()
        guard stat(path, &st) == 0 else { throw fail(InputFile.plain(errno) + "; \(ArtLimits.expected)") }
        let cap = min(max(maxFrames, 2), 480)
        if (st.st_mode & S_IFMT) == S_IFDIR { return try loadFolder(path, maxFrames: cap) }
        let data = try InputFile.read(path, limit: ArtLimits.fileBytes, what: ArtLimits.what)
        if data.starts(with: Array("GIF8".utf8)) { return try loadGIF(path, data, maxFrames: cap) }
        if data.starts(with: PNGCheck.signature) {
            throw fail("a single PNG image is not an animation; \(ArtLimits.expected) (put the frames in a folder)")
        }
        if let first = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }), first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            return try loadLottie(path, data, maxFrames: cap)
        }
        throw fail("not a GIF, a PNG folder or a Lottie file; \(ArtLimits.expected)")
    }

    /// A Lottie file: checked as JSON with a Lottie's fields within the limits (LottieCheck)
    /// before rlottie reads it; markers `pull`, `refreshing` and `finish` are the segments.
    static func loadLottie(_ path: String, _ data: Data, maxFrames: Int) throws -> ArtDocument {
        let header: LottieCheck.Header
        do { header = try LottieCheck.check(data) } catch let p as LottieCheck.Problem {
            throw InputFile.Failure(path: path, reason: p.reason + "; expected a Lottie JSON file")
        }
        // rlottie's parser does not skip a byte-order mark.
        let json = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
        let animation = try LottieAnimation(json: json, path: path)
        let total = min(header.frameCount, max(animation.totalFrames, 1))
        let keep = ArtDocument.sample(total, to: maxFrames)
        var durations: [Double] = []
        for (k, f) in keep.enumerated() {
            let next = k + 1 < keep.count ? keep[k + 1] : total
            durations.append(Double(max(next - f, 1)) / header.frameRate)
        }
        // A segment is the kept frames inside its marker's range.
        func segment(_ name: String) -> Range<Int>? {
            guard let r = header.markers[name] else { return nil }
            let inside = keep.indices.filter { r.contains(keep[$0]) }
            if let first = inside.first, let last = inside.last { return first..<(last + 1) }
            // A marker shorter than the sampling step: the nearest kept frame.
            let nearest = keep.indices.min { abs(keep[$0] - r.lowerBound) < abs(keep[$1] - r.lowerBound) } ?? 0
            return nearest..<(nearest + 1)
        }
        let timeline = ArtTimeline(frameCount: keep.count, frameDurations: durations, pull: segment("pull"),
                                   refreshing: segment("refreshing"), finish: segment("finish"))
        return ArtDocument(path: path, kind: .lottie, width: header.width, height: header.height,
                           frames: .lottie(animation, frameNumbers: keep), timeline: timeline, sourceFrameCount: total)
    }

    // MARK: GIF

    static func loadGIF(_ path: String, _ data: Data, maxFrames: Int) throws -> ArtDocument {
        func fail(_ reason: String) -> InputFile.Failure { InputFile.Failure(path: path, reason: reason) }
        let scan: GIFScan.Result
        do { scan = try GIFScan.scan(data) } catch let e as GIFScan.Problem { throw fail(e.reason + "; expected an animated GIF") }
        if let problem = canvasProblem("GIF", scan.width, scan.height) { throw fail(problem) }
        guard scan.frames <= ArtLimits.sourceFrames else {
            throw fail("a GIF of \(scan.frames) frames, over the limit of \(ArtLimits.sourceFrames)")
        }
        let decoded = scan.width * scan.height * 4 * scan.frames
        guard decoded <= ArtLimits.decodedBytes else {
            throw fail("a GIF that takes \(InputFile.megabytes(decoded)) decoded (\(scan.width)x\(scan.height), \(scan.frames) frames), over the limit of \(InputFile.megabytes(ArtLimits.decodedBytes))")
        }
        guard let animation = decode(data, { IMG_LoadAnimationTyped_RW($0, 1, "GIF") }) else {
            throw fail("not a readable GIF (\(SDLError.lastMessage)); expected an animated GIF")
        }
        defer { IMG_FreeAnimation(animation) }
        let count = Int(animation.pointee.count)
        guard count >= 1, let surfaces = animation.pointee.frames else { throw fail("a GIF with no frames; expected an animated GIF") }
        let keep = ArtDocument.sample(count, to: maxFrames)
        var frames: [Surface] = []
        var durations: [Double] = []
        for (k, index) in keep.enumerated() {
            guard let s = surfaces[index], let converted = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
                throw fail("frame \(index + 1) cannot be decoded (\(SDLError.lastMessage)); expected an animated GIF")
            }
            frames.append(Surface(owning: converted))
            // A kept frame shows for the delays of every frame it stands for.
            let end = k + 1 < keep.count ? keep[k + 1] : count
            var seconds = 0.0
            for i in index..<max(end, index + 1) {
                let ms = animation.pointee.delays.map { Int($0[i]) } ?? 100
                // Browsers show delays under 20 ms as 100 ms; so does the app.
                seconds += ms < 20 ? 0.1 : Double(ms) / 1000
            }
            durations.append(seconds)
        }
        return ArtDocument(path: path, kind: .gif, width: Int(animation.pointee.w), height: Int(animation.pointee.h),
                           frames: .bitmaps(frames), timeline: ArtTimeline(frameCount: frames.count, frameDurations: durations),
                           sourceFrameCount: count)
    }

    // MARK: PNG folder

    static func loadFolder(_ path: String, maxFrames: Int) throws -> ArtDocument {
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
        var frames: [Surface] = []
        var size: (Int, Int)?
        var decoded = 0
        for name in kept.joined() {
            let file = (path as NSString).appendingPathComponent(name)
            let surface = try loadPNG(file)
            // The kept frames stay decoded at their own size until they are rasterized.
            decoded += surface.width * surface.height * 4
            guard decoded <= ArtLimits.decodedBytes else {
                throw fail("PNG frames that take over \(InputFile.megabytes(ArtLimits.decodedBytes)) decoded (\(frames.count + 1) frames of \(surface.width)x\(surface.height)); use fewer or smaller frames, or a lower art.maxFrames")
            }
            if size == nil { size = (surface.width, surface.height) }
            frames.append(surface)
        }
        var ranges: [Range<Int>?] = []
        var start = 0
        for g in kept {
            ranges.append(g.isEmpty ? nil : start..<(start + g.count))
            start += g.count
        }
        let timeline = named
            ? ArtTimeline(frameCount: frames.count, pull: ranges[0], refreshing: ranges[1], finish: ranges[2])
            : ArtTimeline(frameCount: frames.count)
        return ArtDocument(path: path, kind: .pngFolder, width: size?.0 ?? 1, height: size?.1 ?? 1,
                           frames: .bitmaps(frames), timeline: timeline, sourceFrameCount: total)
    }

    /// The PNG files of a folder of frames, as the folder lists them; hidden files (a
    /// leading dot) are not frames. The folder's stamp (ArtStamp) looks at the same files.
    static func pngNames(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".png") }
    }

    /// One PNG frame, read through InputFile and its header checked before decoding.
    static func loadPNG(_ file: String) throws -> Surface {
        func fail(_ reason: String) -> InputFile.Failure { InputFile.Failure(path: file, reason: reason) }
        let data = try InputFile.read(file, limit: ArtLimits.fileBytes, what: "a PNG frame")
        guard let (w, h) = PNGCheck.size(data) else { throw fail("not a PNG image; expected a PNG frame") }
        // libpng prints its own complaints to stderr: a damaged file never reaches it.
        if let problem = PNGCheck.damage(data) { throw fail("a truncated or corrupt PNG (\(problem)); expected a PNG frame") }
        if let problem = canvasProblem("PNG", w, h) { throw fail(problem) }
        guard let raw = decode(data, { IMG_LoadTyped_RW($0, 1, "PNG") }) else {
            throw fail("a truncated or corrupt PNG (\(SDLError.lastMessage)); expected a PNG frame")
        }
        defer { SDL_FreeSurface(raw) }
        guard let converted = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw fail("cannot convert the PNG (\(SDLError.lastMessage))")
        }
        return Surface(owning: converted)
    }

    /// Why a `format` image of `width`x`height` pixels is refused; nil when each side is
    /// 1 to ArtLimits.canvas.
    private static func canvasProblem(_ format: String, _ width: Int, _ height: Int) -> String? {
        guard width >= 1, height >= 1, width <= ArtLimits.canvas, height <= ArtLimits.canvas else {
            return "a \(format) of \(width)x\(height) pixels, over the limit of \(ArtLimits.canvas)x\(ArtLimits.canvas)"
        }
        return nil
    }

    /// What SDL_image's `load` makes of `data`; nil when SDL cannot read it.
    ///
    /// Rule: `load` gets a memory stream over `data` and frees it (pass 1 as `freesrc`), and
    /// runs under `decoderLock`.
    private static func decode<T>(_ data: Data, _ load: (UnsafeMutablePointer<SDL_RWops>) -> UnsafeMutablePointer<T>?)
        -> UnsafeMutablePointer<T>? {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, let rw = SDL_RWFromConstMem(base, Int32(clamping: raw.count)) else { return nil }
            return decoderLock.withLock { load(rw) }
        }
    }
}
