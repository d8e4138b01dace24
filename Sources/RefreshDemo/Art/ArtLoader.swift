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

    /// Why a `format` image of `width`x`height` pixels is refused; nil when each side is
    /// 1 to ArtLimits.canvas.
    static func canvasProblem(_ format: String, _ width: Int, _ height: Int) -> String? {
        guard width >= 1, height >= 1, width <= ArtLimits.canvas, height <= ArtLimits.canvas else {
            return "a \(format) of \(width)x\(height) pixels, over the limit of \(ArtLimits.canvas)x\(ArtLimits.canvas)"
        }
        return nil
    }
}
