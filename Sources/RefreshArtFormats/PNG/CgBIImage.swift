import Foundation

/// Xcode-optimised PNGs ("CgBI", as iOS apps ship them; MJRefresh's own example frames are
/// these): a CgBI chunk first, pixels stored BGRA with alpha premultiplied, and IDAT a raw
/// deflate stream without zlib's header. libpng cannot read them; this does, for the
/// 8-bit RGB and RGBA, non-interlaced images Xcode writes.
///
/// Rule: the inflated size must be exactly height x (1 + width x bytes per pixel) (it is
/// inflated no further), and every filter byte 0 to 4.
public enum CgBIImage {
    /// Why the bytes are refused, as one line.
    public struct Problem: Error, Sendable { public let reason: String }

    public static func isCgBI(_ d: Data) -> Bool {
        d.count >= 16 && d[d.startIndex + 12..<d.startIndex + 16].elementsEqual("CgBI".utf8)
    }

    /// The image as straight-alpha ARGB pixels, row by row. Runs in the art worker only
    /// (ImageDecodeService): it inflates a user's data.
    public static func decode(_ d: Data) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        let b = [UInt8](d)
        var i = 8
        var width = 0, height = 0, bpp = 0
        var idat: [UInt8] = []
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length <= b.count - i - 12 else { break }
            let kind = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = b[(i + 8)..<(i + 8 + length)]
            if kind == "IHDR", length >= 13 {
                let h = Array(body)
                width = Int(h[0]) << 24 | Int(h[1]) << 16 | Int(h[2]) << 8 | Int(h[3])
                height = Int(h[4]) << 24 | Int(h[5]) << 16 | Int(h[6]) << 8 | Int(h[7])
                guard h[8] == 8, h[9] == 6 || h[9] == 2, h[12] == 0 else {
                    throw Problem(reason: "an Xcode-optimised (CgBI) PNG of bit depth \(h[8]), colour type \(h[9])"
                                  + "\(h[12] != 0 ? ", interlaced" : ""); only 8-bit RGB and RGBA, not interlaced, are read")
                }
                bpp = h[9] == 6 ? 4 : 3
            } else if kind == "IDAT" {
                idat += body
            } else if kind == "IEND" {
                break
            }
            i += 12 + length
        }
        guard width >= 1, height >= 1, bpp > 0 else { throw Problem(reason: "an Xcode-optimised (CgBI) PNG with no IHDR chunk") }
        let stride = width * bpp
        let expected = height * (1 + stride)
        let raw: [UInt8]
        do { raw = [UInt8](try Inflate.raw(idat[...], limit: expected)) } catch {
            throw Problem(reason: "an Xcode-optimised (CgBI) PNG whose pixel data is damaged or too long")
        }
        guard raw.count == expected else {
            throw Problem(reason: "an Xcode-optimised (CgBI) PNG with \(raw.count) bytes of pixel data, expected \(expected)")
        }
        let rows = try unfilter(raw, width: width, height: height, bpp: bpp)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let k = y * stride + x * bpp
                // Stored B, G, R(, A), premultiplied.
                let a = bpp == 4 ? UInt32(rows[k + 3]) : 255
                func c(_ v: UInt8) -> UInt32 { a == 0 ? 0 : min((UInt32(v) * 255 + a / 2) / a, 255) }
                pixels[y * width + x] = a << 24 | c(rows[k + 2]) << 16 | c(rows[k + 1]) << 8 | c(rows[k])
            }
        }
        return (width, height, pixels)
    }

    /// PNG's scanline filters undone: `raw` is height rows of a filter byte and `width x bpp`
    /// bytes; returns the rows without filter bytes.
    static func unfilter(_ raw: [UInt8], width: Int, height: Int, bpp: Int) throws -> [UInt8] {
        let stride = width * bpp
        var out = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (1 + stride)]
            let src = y * (1 + stride) + 1, dst = y * stride, up = dst - stride
            for x in 0..<stride {
                let left = x >= bpp ? Int(out[dst + x - bpp]) : 0
                let above = y > 0 ? Int(out[up + x]) : 0
                let corner = x >= bpp && y > 0 ? Int(out[up + x - bpp]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = above
                case 3: predicted = (left + above) / 2
                case 4:
                    let p = left + above - corner
                    let pa = abs(p - left), pb = abs(p - above), pc = abs(p - corner)
                    predicted = pa <= pb && pa <= pc ? left : pb <= pc ? above : corner
                default: throw Problem(reason: "a PNG row (\(y + 1)) with filter \(filter), expected 0 to 4")
                }
                out[dst + x] = UInt8(truncatingIfNeeded: Int(raw[src + x]) + predicted)
            }
        }
        return out
    }
}
