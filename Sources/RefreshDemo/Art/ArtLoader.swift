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
        let data = try InputFile.read(path, limit: ArtLimits.fileBytes, what: ArtLimits.expected)
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

/// "2.png" before "10.png": runs of digits compare as numbers, the rest as text.
enum NaturalOrder {
    static func less(_ a: String, _ b: String) -> Bool {
        let x = chunks(a.lowercased()), y = chunks(b.lowercased())
        for (p, q) in zip(x, y) where p != q {
            switch (p, q) {
            case let (.number(m, ms), .number(n, ns)): return m != n ? m < n : ms < ns
            case let (.text(s), .text(t)): return s < t
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        return x.count != y.count ? x.count < y.count : a < b
    }

    enum Chunk: Equatable { case text(String), number(Double, String) }

    static func chunks(_ s: String) -> [Chunk] {
        var out: [Chunk] = []
        var current = ""
        var digits = false
        func flush() {
            guard !current.isEmpty else { return }
            out.append(digits ? .number(Double(current) ?? 0, current) : .text(current))
            current = ""
        }
        for c in s {
            let d = c.isASCII && c.isNumber
            if d != digits { flush(); digits = d }
            current.append(c)
        }
        flush()
        return out
    }
}

/// The PNG signature, the size in its IHDR chunk, and whether its chunks are whole.
enum PNGCheck {
    /// Why the chunks are not whole (a length past the end, a CRC that does not match, no
    /// IEND); nil when they are. Any damaged byte changes a chunk's CRC.
    static func damage(_ d: Data) -> String? {
        let b = [UInt8](d)
        var i = 8
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length <= b.count - i - 12 else { return "a chunk runs past the end of the file" }
            let kind = b[(i + 4)..<(i + 8)]
            let stored = UInt32(b[i + 8 + length]) << 24 | UInt32(b[i + 9 + length]) << 16
                | UInt32(b[i + 10 + length]) << 8 | UInt32(b[i + 11 + length])
            guard crc32(b[(i + 4)..<(i + 8 + length)]) == stored else {
                return "the CRC of chunk \(String(decoding: kind, as: UTF8.self)) does not match"
            }
            if Array(kind) == Array("IEND".utf8) { return nil }
            i += 12 + length
        }
        return "no IEND chunk: the file ends early"
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func size(_ d: Data) -> (Int, Int)? {
        let b = [UInt8](d.prefix(24))
        guard b.count == 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be(16), be(20))
    }
}

/// Walks a GIF's blocks: its screen size and frame count, or why it is not a whole GIF
/// (truncated, an unknown block, a frame outside the screen, LZW data that refers to
/// codes not yet defined or ends before the frame's pixels). SDL_image's decoder trusts
/// its input (a damaged LZW stream can crash it), so only GIFs that pass reach it.
enum GIFScan {
    struct Result { var width: Int; var height: Int; var frames: Int }
    struct Problem: Error { let reason: String }

    static func scan(_ data: Data) throws -> Result {
        let b = [UInt8](data)
        guard b.count >= 13, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) else {
            throw Problem(reason: "not a GIF (no GIF87a/GIF89a header)")
        }
        let width = Int(b[6]) | Int(b[7]) << 8, height = Int(b[8]) | Int(b[9]) << 8
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 7) + 1) }
        var frames = 0
        func subBlocks(_ collect: ((Range<Int>) -> Void)? = nil) throws {
            while true {
                guard i < b.count else { throw Problem(reason: "truncated GIF (ends inside a block)") }
                let n = Int(b[i])
                guard i + 1 + n <= b.count else { throw Problem(reason: "truncated GIF (ends inside a block)") }
                collect?((i + 1)..<(i + 1 + n))
                i += 1 + n
                if n == 0 { return }
            }
        }
        while true {
            guard i < b.count else { throw Problem(reason: "truncated GIF (no trailer)") }
            switch b[i] {
            case 0x3B:
                guard frames > 0 else { throw Problem(reason: "a GIF with no frames") }
                return Result(width: width, height: height, frames: frames)
            case 0x21:
                i += 2
                try subBlocks()
            case 0x2C:
                guard i + 10 <= b.count else { throw Problem(reason: "truncated GIF (ends inside a frame)") }
                let fx = Int(b[i + 1]) | Int(b[i + 2]) << 8, fy = Int(b[i + 3]) | Int(b[i + 4]) << 8
                let fw = Int(b[i + 5]) | Int(b[i + 6]) << 8, fh = Int(b[i + 7]) | Int(b[i + 8]) << 8
                guard fw >= 1, fh >= 1 else { throw Problem(reason: "a GIF frame of \(fw)x\(fh) pixels") }
                guard fx + fw <= width, fy + fh <= height else {
                    throw Problem(reason: "a corrupt GIF (frame \(frames + 1) lies outside its \(width)x\(height) screen)")
                }
                let packed = b[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 7) + 1) }
                // LZW minimum code size, then the data.
                guard i < b.count else { throw Problem(reason: "truncated GIF (ends inside a frame)") }
                guard (2...11).contains(b[i]) else { throw Problem(reason: "a corrupt GIF frame (LZW code size \(b[i]))") }
                let minCodeSize = Int(b[i])
                i += 1
                var lzw: [UInt8] = []
                try subBlocks { lzw.append(contentsOf: b[$0]) }
                if let problem = checkLZW(lzw, minCodeSize: minCodeSize, pixels: fw * fh) {
                    throw Problem(reason: "a corrupt GIF (frame \(frames + 1): \(problem))")
                }
                frames += 1
                if frames > ArtLimits.sourceFrames { return Result(width: width, height: height, frames: frames) }
            default:
                throw Problem(reason: "a corrupt GIF (unknown block 0x\(String(b[i], radix: 16)) at byte \(i))")
            }
        }
    }

    /// Runs a frame's LZW codes as a decoder would, without producing pixels: nil when every
    /// code is defined when it comes and the codes make at least `pixels` pixels.
    static func checkLZW(_ data: [UInt8], minCodeSize: Int, pixels: Int) -> String? {
        let clear = 1 << minCodeSize, end = clear + 1
        var codeSize = minCodeSize + 1, next = end + 1
        var lengths = [Int](repeating: 1, count: 4096)
        var previous: Int?
        var produced = 0
        var bit = 0
        let totalBits = data.count * 8
        while true {
            guard bit + codeSize <= totalBits else {
                return produced >= pixels ? nil : "the data ends after \(produced) of \(pixels) pixels"
            }
            var code = 0
            for k in 0..<codeSize {
                let at = bit + k
                if data[at >> 3] & (1 << (at & 7)) != 0 { code |= 1 << k }
            }
            bit += codeSize
            if code == clear {
                codeSize = minCodeSize + 1
                next = end + 1
                previous = nil
                continue
            }
            if code == end { return produced >= pixels ? nil : "the data ends after \(produced) of \(pixels) pixels" }
            guard let prev = previous else {
                guard code < clear else { return "code \(code) before any pixel" }
                produced += 1
                previous = code
                continue
            }
            guard code <= next, code != clear, code != end else { return "code \(code) used before it is defined" }
            let length = code == next ? lengths[prev] + 1 : lengths[code]
            produced += length
            if next < 4096 {
                lengths[next] = lengths[prev] + 1
                next += 1
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            previous = code
            // Pixels past the frame are ignored by decoders; a stream far past it is not a frame.
            if produced > pixels + 4096 { return "more pixels than the frame holds" }
        }
    }
}

extension SDLError {
    /// SDL_GetError() now (thread-local in SDL2): the reason a decoder gave.
    static var lastMessage: String {
        let m = String(cString: SDL_GetError())
        return m.isEmpty ? "no reason given" : m
    }
}
