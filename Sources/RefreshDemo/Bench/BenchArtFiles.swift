import Foundation
import ZIPFoundation

/// The art files `--bench` loads, made in a scratch folder: GIFs, PNG frame folders and
/// Lottie files of the sizes people drop (typical) and the largest the limits allow.
///
/// Rule: every file is made by the app itself (the bench needs nothing beyond the assets):
/// GIFs are written with uncompressed LZW codes, PNG frames by SDL_image, Lottie files
/// from the sample stretched in time and canvas.
enum BenchArtFiles {
    /// An animated GIF of `frames` frames of `width` x `height`: a dark bar that moves on a
    /// light ground, 50 ms a frame.
    static func gif(_ path: String, width: Int, height: Int, frames: Int) throws {
        var out = Data("GIF89a".utf8)
        func u16(_ v: Int) { out.append(contentsOf: [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)]) }
        u16(width)
        u16(height)
        out.append(contentsOf: [0xF7, 0, 0])
        // 256 colours: a grey ramp; 0 is near black, 255 near white.
        for i in 0..<256 { out.append(contentsOf: [UInt8(i), UInt8(i), UInt8(min(i + 20, 255))]) }
        out.append(contentsOf: [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00])
        var pixels = [UInt8](repeating: 0, count: width * height)
        for f in 0..<frames {
            let bar = f * max(width / max(frames, 1), 1) % max(width, 1)
            for y in 0..<height {
                for x in 0..<width { pixels[y * width + x] = abs(x - bar) < width / 10 ? 16 : UInt8(200 + y % 40) }
            }
            out.append(contentsOf: [0x21, 0xF9, 0x04, 0x04, 5, 0, 0, 0])
            out.append(0x2C)
            u16(0); u16(0); u16(width); u16(height)
            out.append(0)
            out.append(8)
            let codes = lzw(pixels)
            var i = 0
            while i < codes.count {
                let n = min(255, codes.count - i)
                out.append(UInt8(n))
                out.append(contentsOf: codes[i..<(i + n)])
                i += n
            }
            out.append(0)
        }
        out.append(0x3B)
        try out.write(to: URL(fileURLWithPath: path))
    }

    /// `pixels` as 9-bit LZW codes that never grow: a clear code before every 250 literals.
    private static func lzw(_ pixels: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pixels.count * 9 / 8 + 64)
        var acc: UInt32 = 0, bits: UInt32 = 0
        func emit(_ code: Int) {
            acc |= UInt32(code) << bits
            bits += 9
            while bits >= 8 {
                bytes.append(UInt8(acc & 0xFF))
                acc >>= 8
                bits -= 8
            }
        }
        for (k, p) in pixels.enumerated() {
            if k % 250 == 0 { emit(256) }
            emit(Int(p))
        }
        emit(257)
        if bits > 0 { bytes.append(UInt8(acc & 0xFF)) }
        return bytes
    }

    /// A folder of `frames` PNG files of `width` x `height`: a dark disc that moves across, on nothing.
    static func pngFolder(_ path: String, width: Int, height: Int, frames: Int) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let s = try Surface(width: width, height: height)
        let r = max(min(width, height) / 6, 2)
        for f in 0..<frames {
            let cx = r + (width - 2 * r) * f / max(frames - 1, 1), cy = height / 2
            for y in 0..<height {
                for x in 0..<width {
                    let inside = (x - cx) * (x - cx) + (y - cy) * (y - cy) < r * r
                    s.setPixel(x: x, y: y, inside ? 0xFF20_3080 : 0)
                }
            }
            try s.savePNG(to: (path as NSString).appendingPathComponent("\(f + 1).png"))
        }
    }

    /// The Lottie sample at `sample` stretched to `frames` frames on a `width` x `height`
    /// canvas (its shapes stay where they are: the crop finds them).
    static func lottie(_ path: String, sample: String, frames: Int, width: Int, height: Int) throws {
        try lottieJSON(sample: sample, frames: frames, width: width, height: height).write(to: URL(fileURLWithPath: path))
    }

    /// The same as a Telegram sticker: the JSON gzipped (stored deflate blocks).
    static func sticker(_ path: String, sample: String, frames: Int, width: Int, height: Int) throws {
        let json = try lottieJSON(sample: sample, frames: frames, width: width, height: height)
        var out = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        var i = 0
        repeat {
            let n = min(65_535, json.count - i)
            out.append(i + n == json.count ? 1 : 0)
            out.append(contentsOf: [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)])
            out.append(json[i..<(i + n)])
            i += n
        } while i < json.count
        for v in [UInt32(json.crc32(checksum: 0)), UInt32(truncatingIfNeeded: json.count)] {
            withUnsafeBytes(of: v.littleEndian) { out.append(contentsOf: $0) }
        }
        try out.write(to: URL(fileURLWithPath: path))
    }

    private static func lottieJSON(sample: String, frames: Int, width: Int, height: Int) throws -> Data {
        Data(try stretched(sample: sample, frames: frames, width: width, height: height).utf8)
    }

    /// The Lottie sample's text with the root's `op` (and `w`, `h` when given) set: its text
    /// edited, not re-serialized, since rlottie's parser needs a shape's "ty" before its other
    /// keys and JSONSerialization reorders them (rlottie then draws nothing, and the file is
    /// refused as showing nothing). The root's keys come first in the sample.
    static func stretched(sample: String, frames: Int, width: Int? = nil, height: Int? = nil) throws -> String {
        var text = try String(contentsOfFile: sample, encoding: .utf8)
        for (key, value) in [("op", frames), ("w", width), ("h", height)] {
            guard let value else { continue }
            guard let range = text.range(of: "\"\(key)\":\\s*[0-9.]+", options: .regularExpression) else {
                throw AppError("\(sample): no \"\(key)\" to set")
            }
            text.replaceSubrange(range, with: "\"\(key)\": \(value)")
        }
        return text
    }
}
