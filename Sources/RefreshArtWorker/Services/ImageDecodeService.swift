import CPNG
import Foundation
import RefreshArtFormats

/// The worker side of ImageDecoder: a GIF's, an APNG's or one PNG frame's bytes decoded in
/// the art worker (ArtWorkerService), the frames answered one by one as each is made.
///
/// Rule: runs only in the confined worker, on bytes the app has read and walked (sizes,
/// GIFScan's blocks, PNGCheck's chunk CRCs); the LZW decoder, zlib's inflate and libpng
/// run here and nowhere else. A file the decoders refuse is answered with the reason, in
/// the words the app prints after the path.
enum ImageDecodeService {
    /// Reads one request's words and bytes (ArtWorker's protocol) and answers it.
    static func serve(_ op: ArtWorker.Op) {
        guard let count = ArtWorkerService.word(), count >= 0, count <= Int64(ArtLimits.fileBytes) else { _exit(1) }
        var keep: [Int] = []
        if op != .png {
            guard let n = ArtWorkerService.word(), n >= 1, n <= Int64(ArtLimits.sourceFrames) else { _exit(1) }
            for _ in 0..<n {
                guard let k = ArtWorkerService.word(), k >= 0, k < Int64(ArtLimits.sourceFrames) else { _exit(1) }
                keep.append(Int(k))
            }
        }
        // A GIF comes with the app's walk of it: its screen and every frame's record.
        var screen = (width: 0, height: 0), records: [Int64] = []
        if op == .gif {
            guard let w = ArtWorkerService.word(), let h = ArtWorkerService.word(), let n = ArtWorkerService.word(),
                  (1...Int64(ArtLimits.canvas)).contains(w), (1...Int64(ArtLimits.canvas)).contains(h),
                  (1...Int64(ArtLimits.sourceFrames)).contains(n) else { _exit(1) }
            screen = (Int(w), Int(h))
            records = [Int64](repeating: 0, count: Int(n) * GIFScan.Frame.wordCount)
            guard records.withUnsafeMutableBytes({ ArtWorkerService.read(into: $0.baseAddress, $0.count) }) else { _exit(0) }
        }
        var incoming = Incoming(count: Int(count))
        WorkerPlantedFault.strike()
        switch op {
        case .gif: gif(&incoming, screen: screen, records: records, keep: keep)
        case .apng: apng(Data(incoming.all()), keep: keep)
        default:
            if let refusal = png(Data(incoming.all()), give: { answer($0, $1, $2) }) { refuse(refusal.reason) }
        }
        // Whatever the decoder did not need is read too: the next request starts after it.
        _ = incoming.all()
    }

    /// A request's bytes, read from the socket as far as they are needed: a GIF's first
    /// frame is composed while the rest of the file is on its way.
    struct Incoming {
        private(set) var bytes: [UInt8]
        private var received = 0

        init(count: Int) { bytes = [UInt8](repeating: 0, count: count) }

        /// The bytes with at least the first `n` read (the app gone ends the worker).
        mutating func upTo(_ n: Int) -> [UInt8] {
            let want = min(max(n, 0), bytes.count)
            if received < want {
                let from = received
                guard bytes.withUnsafeMutableBytes({ ArtWorkerService.read(into: $0.baseAddress.map { $0 + from }, want - from) }) else {
                    _exit(0)
                }
                received = want
            }
            return bytes
        }

        mutating func all() -> [UInt8] { upTo(bytes.count) }
    }

    /// Runs every decoder once on a tiny image, before the worker is confined: whatever
    /// libpng and zlib set up on first use (their tables) is done while that may still open
    /// files or ask the system for more.
    static func warmUp() {
        _ = png(onePixel) { _, _, _ in }
        // Bytes libpng refuses: its error path (the jump back, the message) taken once too.
        _ = load(Data([0, 1, 2, 3])) { _, _, _ in }
    }

    /// A GIF's kept frames (`keep` ascending), composed on its `screen` from the frames'
    /// `records` (GIFScan's, as words): the app walked the file, the worker does not again.
    /// Each frame is composed once its bytes (up to the next frame's) have come.
    private static func gif(_ incoming: inout Incoming, screen: (width: Int, height: Int), records: [Int64], keep: [Int]) {
        let count = incoming.bytes.count
        var frames: [GIFScan.Frame] = []
        for at in stride(from: 0, to: records.count, by: GIFScan.Frame.wordCount) {
            guard let f = GIFScan.Frame(words: records[at..<(at + GIFScan.Frame.wordCount)], bytes: count) else {
                return refuse("a GIF frame (\(frames.count + 1)) that does not lie within the file; expected an animated GIF")
            }
            frames.append(f)
        }
        guard let last = keep.last, last < frames.count else {
            return refuse("a GIF of \(frames.count) frames; expected an animated GIF")
        }
        let scan = GIFScan.Result(width: screen.width, height: screen.height, frames: frames.count,
                                  extentWidth: screen.width, extentHeight: screen.height, records: frames)
        // A frame's data ends before the next frame's starts (its colour table comes before its data).
        GIFImage.compose(scan, keep: Set(keep), bytes: { n in
            incoming.upTo(n + 1 < frames.count ? max(frames[n + 1].data, frames[n].data + 1) : count)
        }, emit: { answer(scan.width, scan.height, $0) })
    }

    /// An APNG's kept frames, composed.
    private static func apng(_ data: Data, keep: [Int]) {
        do {
            let p = try APNGImage.parse(data)
            guard (1...ArtLimits.canvas).contains(p.width), (1...ArtLimits.canvas).contains(p.height),
                  let last = keep.last, last < p.frames.count else {
                return refuse("an APNG of \(p.width)x\(p.height) pixels and \(p.frames.count) frames; expected an animated PNG")
            }
            try APNGImage.compose(p, keep: Set(keep)) { answer(p.width, p.height, $0) }
        } catch let e as APNGImage.Problem {
            refuse(e.reason + "; expected an animated PNG")
        } catch {
            refuse("\(error); expected an animated PNG")
        }
    }

    struct Refusal: Error { let reason: String }

    /// One PNG frame: an Xcode-optimised one by CgBIImage, any other by libpng once its
    /// fields, chunks and data are read (PNGCheck.decodingProblem: libpng's warnings never
    /// reach stderr). `give` has its size and its straight ARGB pixels, row by row.
    static func png(_ data: Data, give: (_ width: Int, _ height: Int, _ pixels: UnsafeRawBufferPointer) -> Void) -> Refusal? {
        if CgBIImage.isCgBI(data) {
            do {
                let image = try CgBIImage.decode(data)
                image.pixels.withUnsafeBytes { give(image.width, image.height, $0) }
                return nil
            } catch let p as CgBIImage.Problem {
                return Refusal(reason: p.reason + "; expected a PNG frame")
            } catch {
                return Refusal(reason: "\(error); expected a PNG frame")
            }
        }
        if let problem = PNGCheck.decodingProblem(data) { return Refusal(reason: "a corrupt PNG (\(problem)); expected a PNG frame") }
        return load(PNGCheck.essential(data).png, give: give)
    }

    /// What libpng makes of `png` (CPNG: SDL_image's transformations, straight BGRA bytes,
    /// which is ARGB8888 as words on this little-endian machine), given to `give`.
    private static func load(_ png: Data, give: (Int, Int, UnsafeRawBufferPointer) -> Void) -> Refusal? {
        var image = cpng_image()
        let status = png.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return -1 }
            return cpng_decode(base, raw.count, Int32(ArtLimits.canvas), &image)
        }
        guard status == 0, let pixels = image.pixels else {
            let reason = withUnsafeBytes(of: image.reason) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return Refusal(reason: "a truncated or corrupt PNG (\(reason.isEmpty ? "no reason given" : reason)); expected a PNG frame")
        }
        defer { cpng_free(&image) }
        let w = Int(image.width), h = Int(image.height)
        guard w >= 1, h >= 1 else { return Refusal(reason: "a PNG with no pixels; expected a PNG frame") }
        give(w, h, UnsafeRawBufferPointer(start: pixels, count: w * h * 4))
        return nil
    }

    /// A frame: status 0, its size, its pixels.
    private static func answer(_ width: Int, _ height: Int, _ pixels: [UInt32]) {
        pixels.withUnsafeBytes { answer(width, height, $0) }
    }

    private static func answer(_ width: Int, _ height: Int, _ pixels: UnsafeRawBufferPointer) {
        ArtWorkerService.reply([0, Int64(width), Int64(height)])
        _ = ArtWorkerService.write(from: pixels.baseAddress, pixels.count)
    }

    /// The file refused: status 2, the reason's length, a word left 0, the reason.
    private static func refuse(_ reason: String) {
        let text = Array(reason.utf8.prefix(4096))
        ArtWorkerService.reply([ArtWorker.refusedStatus, Int64(text.count), 0])
        text.withUnsafeBytes { _ = ArtWorkerService.write(from: $0.baseAddress, $0.count) }
    }

    /// A one-pixel PNG (the same as rlottie's warm-up image).
    private static let onePixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==") ?? Data()
}
