import Foundation
import RefreshArtFormats
import RefreshEngine

/// A folder of PNG frames: named segments, sampling, each frame checked then decoded in the art worker.
extension ArtLoader {
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
        let skipNotes = [Self.skipNote(skipped, of: keptCount)].compactMap { $0 }
        let timeline = named
            ? ArtTimeline(frameCount: frames.count, pull: ranges[0], refreshing: ranges[1], finish: ranges[2])
            : ArtTimeline(frameCount: frames.count)
        let seen = look(frames, width: size?.0 ?? 1, height: size?.1 ?? 1)
        try refuseBlank(seen, path)
        return ArtDocument(path: path, kind: .pngFolder, width: size?.0 ?? 1, height: size?.1 ?? 1,
                           frames: .bitmaps(frames), timeline: timeline, sourceFrameCount: total,
                           crop: seen.crop, notes: skipNotes + [seen.problem].compactMap { $0 })
    }

    /// The frames `skipped` of the `read` looked at, as one note (nil: none skipped): one frame
    /// named with its reason as it is; more counted and the first three named with what was
    /// wrong (the reason up to its advice, "; expected ...", which is the same for each).
    static func skipNote(_ skipped: [InputFile.Failure], of read: Int) -> String? {
        func name(_ f: InputFile.Failure) -> String { (f.path as NSString).lastPathComponent }
        guard skipped.count > 1 else { return skipped.first.map { "frame \(name($0)) skipped: \($0.reason)" } }
        let shown = ArtDocument.namedProblems
        let named = skipped.prefix(shown).map { f in
            "\(name(f)) (\(f.reason.components(separatedBy: "; expected").first ?? f.reason))"
        }
        let rest = skipped.count - shown
        return "\(skipped.count) of \(read) frames skipped: " + named.joined(separator: ", ")
            + (rest > 0 ? " and \(rest) more" : "")
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
}
