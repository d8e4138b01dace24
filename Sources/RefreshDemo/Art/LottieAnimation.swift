import CSDL2
import Foundation
import RefreshArtFormats
import RefreshArtWorker

/// A Lottie animation loaded by rlottie in a worker process (ArtWorker), which ends
/// with this value.
///
/// Rules: made only from bytes LottieCheck has accepted; each request has a deadline
/// (ArtLimits.lottieLoadSeconds, .lottieFrameSeconds). A frame past its deadline refuses
/// the file: `refusal` says so in one line naming the file and the frame, and every later
/// render throws it. Safe to call from any thread (the worker takes one request at a time).
final class LottieAnimation: @unchecked Sendable {
    private let worker: ArtWorker
    let path: String
    /// Frames rlottie counts (op - ip).
    let totalFrames: Int
    private let lock = NSLock()
    private var refused: InputFile.Failure?

    /// `worker`: one that unpacked the file, taken over; else one is started.
    init(json: Data, path: String, worker given: ArtWorker? = nil) throws {
        self.path = path
        do {
            worker = try given ?? ArtWorker.make(.lottie)
            worker.serve(as: .lottie)
            let reply = try worker.request([ArtWorker.Op.load.rawValue, Int64(json.count)], payload: json, replyWords: 1,
                                           deadline: ArtLimits.lottieLoadSeconds, what: "reading it")
            totalFrames = Int(clamping: reply[0])
        } catch let f as ArtWorker.Failure {
            throw InputFile.Failure(path: path, reason: f.reason + "; expected a Lottie JSON file")
        } catch let r as ArtWorker.Refused {
            throw InputFile.Failure(path: path, reason: r.reason + "; expected a Lottie JSON file")
        }
    }

    /// Why the file was refused after it loaded (a frame rlottie could not finish), if it was.
    var refusal: InputFile.Failure? { lock.withLock { refused } }

    /// Frame `frame` (0-based from the start frame) at exactly `width` x `height` pixels,
    /// as straight-alpha ARGB8888 (rlottie gives premultiplied alpha).
    /// `deadline` seconds for it (the small frames drawn at load have less than the rest).
    func render(frame: Int, width w: Int, height h: Int, deadline: Double = ArtLimits.lottieFrameSeconds) throws -> Surface {
        if let refused = refusal { throw refused }
        let surface = try Surface(width: w, height: h)
        guard let base = surface.pointer.pointee.pixels else { throw SDLError("a surface with no pixels") }
        let pitch = surface.pitch
        let f = min(max(frame, 0), max(totalFrames - 1, 0))
        var packed = [UInt32](repeating: 0, count: w * h)
        do {
            try packed.withUnsafeMutableBytes { buffer in
                _ = try worker.request([ArtWorker.Op.render.rawValue, Int64(f), Int64(w), Int64(h)], replyWords: 0,
                                       bytes: buffer.count, into: buffer.baseAddress,
                                       deadline: deadline, what: "frame \(f + 1)")
            }
        } catch let e as ArtWorker.Failure {
            let failure = InputFile.Failure(path: path, reason: e.reason + "; the file is refused")
            lock.withLock { refused = refused ?? failure }
            throw failure
        } catch let r as ArtWorker.Refused {
            let failure = InputFile.Failure(path: path, reason: r.reason + "; the file is refused")
            lock.withLock { refused = refused ?? failure }
            throw failure
        }
        for y in 0..<h {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = packed[y * w + x]
                let a = p >> 24
                guard a > 0 && a < 255 else {
                    row[x] = p
                    continue
                }
                func c(_ v: UInt32) -> UInt32 { min((v * 255 + a / 2) / a, 255) }
                row[x] = a << 24 | c((p >> 16) & 0xFF) << 16 | c((p >> 8) & 0xFF) << 8 | c(p & 0xFF)
            }
        }
        return surface
    }
}
