import CRlottie
import CSDL2
import Foundation

/// A Lottie animation loaded by rlottie, destroyed with this value.
///
/// Rule: made only from bytes LottieCheck has accepted; rendered on one thread at a time
/// (the frame loop, once the document is complete).
final class LottieAnimation: @unchecked Sendable {
    private let pointer: OpaquePointer
    /// Frames rlottie counts (op - ip).
    let totalFrames: Int

    init(json: Data, path: String) throws {
        // rlottie reads a NUL-terminated string; an empty key keeps it out of rlottie's cache.
        var bytes = [UInt8](json)
        bytes.append(0)
        let loaded: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { json in
                ArtLoader.decoderLock.withLock { lottie_animation_from_data(json, "", "") }
            }
        }
        guard let p = loaded else {
            throw InputFile.Failure(path: path, reason: "rlottie cannot read it as a Lottie animation; expected a Lottie JSON file")
        }
        pointer = p
        totalFrames = Int(clamping: lottie_animation_get_totalframe(p))
    }

    deinit { lottie_animation_destroy(pointer) }

    /// Frame `frame` (0-based from the start frame) at exactly `width` x `height` pixels,
    /// as straight-alpha ARGB8888 (rlottie gives premultiplied alpha).
    func render(frame: Int, width w: Int, height h: Int) throws -> Surface {
        let surface = try Surface(width: w, height: h)
        guard let base = surface.pointer.pointee.pixels else { throw SDLError("a surface with no pixels") }
        let pitch = surface.pitch
        let f = min(max(frame, 0), max(totalFrames - 1, 0))
        lottie_animation_render(pointer, f, base.assumingMemoryBound(to: UInt32.self), w, h, pitch)
        for y in 0..<h {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = row[x]
                let a = p >> 24
                guard a > 0 && a < 255 else { continue }
                func c(_ v: UInt32) -> UInt32 { min((v * 255 + a / 2) / a, 255) }
                row[x] = a << 24 | c((p >> 16) & 0xFF) << 16 | c((p >> 8) & 0xFF) << 8 | c(p & 0xFF)
            }
        }
        return surface
    }
}
