import CSDL2
import Foundation

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
        var bytes = [UInt8](repeating: 0, count: Int(count))
        guard bytes.withUnsafeMutableBytes({ ArtWorkerService.read(into: $0.baseAddress, Int(count)) }) else { _exit(0) }
        let data = Data(bytes)
        WorkerPlantedFault.strike()
        switch op {
        case .gif: gif(data, keep: keep)
        case .apng: apng(data, keep: keep)
        default:
            switch png(data) {
            case .success(let f): answer(f.width, f.height, f.pixels)
            case .failure(let r): refuse(r.reason)
            }
        }
    }

    /// Runs every decoder once on a tiny image, before the worker is confined: whatever
    /// SDL_image, libpng and zlib set up on first use (their tables, SDL's error buffer)
    /// is done while that may still open files or ask the system for more.
    static func warmUp() {
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
        _ = png(onePixel)
        // Bytes SDL_image refuses before libpng sees them (libpng would print its complaint):
        // SDL's error buffer, made on the first error.
        _ = load(Data([0, 1, 2, 3]))
    }

    /// A GIF's kept frames, composed: `keep` must be ascending.
    private static func gif(_ data: Data, keep: [Int]) {
        let scan: GIFScan.Result
        // Only walked: the app ran the codes (the rest decode as far as they go).
        do { scan = try GIFScan.scan(data, checkedFrames: 0) } catch let e as GIFScan.Problem {
            return refuse(e.reason + "; expected an animated GIF")
        } catch {
            return refuse("\(error); expected an animated GIF")
        }
        guard (1...ArtLimits.canvas).contains(scan.width), (1...ArtLimits.canvas).contains(scan.height),
              let last = keep.last, last < scan.records.count else {
            return refuse("a GIF of \(scan.width)x\(scan.height) pixels and \(scan.frames) frames; expected an animated GIF")
        }
        GIFImage.compose(data, scan, keep: Set(keep)) { answer(scan.width, scan.height, $0) }
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
    /// reach stderr).
    static func png(_ data: Data) -> Result<(width: Int, height: Int, pixels: [UInt32]), Refusal> {
        if CgBIImage.isCgBI(data) {
            do { return .success(try CgBIImage.decode(data)) } catch let p as CgBIImage.Problem {
                return .failure(Refusal(reason: p.reason + "; expected a PNG frame"))
            } catch {
                return .failure(Refusal(reason: "\(error); expected a PNG frame"))
            }
        }
        if let problem = PNGCheck.decodingProblem(data) { return .failure(Refusal(reason: "a corrupt PNG (\(problem)); expected a PNG frame")) }
        return load(PNGCheck.essential(data).png)
    }

    /// What SDL_image (libpng) makes of `png`, converted to ARGB8888.
    private static func load(_ png: Data) -> Result<(width: Int, height: Int, pixels: [UInt32]), Refusal> {
        let loaded: UnsafeMutablePointer<SDL_Surface>? = png.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, let rw = SDL_RWFromConstMem(base, Int32(clamping: raw.count)) else { return nil }
            return IMG_LoadTyped_RW(rw, 1, "PNG")
        }
        guard let raw = loaded else {
            return .failure(Refusal(reason: "a truncated or corrupt PNG (\(SDLError.lastMessage)); expected a PNG frame"))
        }
        defer { SDL_FreeSurface(raw) }
        guard let converted = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return .failure(Refusal(reason: "cannot convert the PNG (\(SDLError.lastMessage))"))
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard let base = converted.pointee.pixels, w >= 1, h >= 1 else {
            return .failure(Refusal(reason: "a PNG with no pixels; expected a PNG frame"))
        }
        var pixels = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBytes { out in
            for y in 0..<h { (out.baseAddress.map { $0 + y * w * 4 })?.copyMemory(from: base + y * pitch, byteCount: w * 4) }
        }
        return .success((w, h, pixels))
    }

    /// A frame: status 0, its size, its pixels.
    private static func answer(_ width: Int, _ height: Int, _ pixels: [UInt32]) {
        ArtWorkerService.reply([0, Int64(width), Int64(height)])
        pixels.withUnsafeBytes { _ = ArtWorkerService.write(from: $0.baseAddress, $0.count) }
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
