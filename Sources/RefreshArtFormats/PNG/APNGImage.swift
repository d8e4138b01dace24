import Foundation

/// Animated PNGs: the frames of an APNG (acTL, then fcTL before each frame's IDAT or fdAT
/// data) composed on its canvas as browsers compose them (blend source or over, dispose
/// none, background or previous), with each frame's delay.
///
/// Rules: 8-bit RGB and RGBA, not interlaced (what animation tools write); every frame
/// inside the canvas; each frame's data inflated to exactly its rows; only the frames
/// `keep` names are kept (all are composed, one canvas at a time).
public enum APNGImage {
    /// Why the bytes are refused, as one line.
    public struct Problem: Error, Sendable { public let reason: String }

    /// One frame as its fcTL chunk gives it, with its image data joined.
    public struct Control: Sendable {
        var width = 0, height = 0, x = 0, y = 0
        public var delay = 0.1
        var dispose: UInt8 = 0, blend: UInt8 = 0
        var data: [UInt8] = []
    }

    /// The canvas and every frame of an APNG, in file order.
    public struct Parsed: Sendable {
        public var width: Int, height: Int
        var bpp: Int
        public var frames: [Control]
    }

    /// True when `d` (a whole PNG) has an acTL chunk before its image data.
    public static func isAnimated(_ d: Data) -> Bool { (PNGCheck.chunks(d).first { $0.kind == "acTL" || $0.kind == "IDAT" }?.kind) == "acTL" }

    static func be32(_ b: ArraySlice<UInt8>, _ at: Int) -> Int {
        let s = b.startIndex + at
        return Int(b[s]) << 24 | Int(b[s + 1]) << 16 | Int(b[s + 2]) << 8 | Int(b[s + 3])
    }

    /// The canvas and each frame's control and data, checked.
    public static func parse(_ d: Data) throws -> Parsed {
        var parsed = Parsed(width: 0, height: 0, bpp: 0, frames: [])
        var current: Control?
        for (kind, body) in PNGCheck.chunks(d) {
            switch kind {
            case "IHDR" where body.count >= 13:
                let h = Array(body)
                parsed.width = be32(body, 0)
                parsed.height = be32(body, 4)
                guard h[8] == 8, h[9] == 6 || h[9] == 2, h[12] == 0 else {
                    throw Problem(reason: "an APNG of bit depth \(h[8]), colour type \(h[9])\(h[12] != 0 ? ", interlaced" : ""); "
                                  + "only 8-bit RGB and RGBA, not interlaced, are read")
                }
                parsed.bpp = h[9] == 6 ? 4 : 3
            case "fcTL" where body.count >= 26:
                if let c = current { parsed.frames.append(c) }
                let num = Int(body[body.startIndex + 20]) << 8 | Int(body[body.startIndex + 21])
                let den = Int(body[body.startIndex + 22]) << 8 | Int(body[body.startIndex + 23])
                let seconds = Double(num) / Double(den == 0 ? 100 : den)
                // Browsers show delays under 20 ms as 100 ms; so does the app (as for GIFs).
                current = Control(width: be32(body, 4), height: be32(body, 8), x: be32(body, 12), y: be32(body, 16),
                                  delay: seconds < 0.02 ? 0.1 : seconds, dispose: body[body.startIndex + 24],
                                  blend: body[body.startIndex + 25])
                guard let c = current, c.width >= 1, c.height >= 1, c.x >= 0, c.y >= 0,
                      c.x + c.width <= parsed.width, c.y + c.height <= parsed.height else {
                    throw Problem(reason: "APNG frame \(parsed.frames.count + 1) lies outside its \(parsed.width)x\(parsed.height) canvas")
                }
            case "IDAT":
                // Image data before any fcTL is a still default image, not a frame.
                current?.data += body
            case "fdAT" where body.count >= 4:
                current?.data += body.dropFirst(4)
            default: break
            }
        }
        if let c = current { parsed.frames.append(c) }
        guard parsed.bpp > 0, !parsed.frames.isEmpty else { throw Problem(reason: "an APNG with no frames") }
        return parsed
    }

    /// Hands `emit` the composed canvases of the frames `keep` names, in order, each as it is
    /// made: straight-alpha ARGB pixels, row by row. Runs in the art worker only
    /// (ImageDecodeService): it inflates a user's data.
    public static func compose(_ p: Parsed, keep: Set<Int>, emit: ([UInt32]) -> Void) throws {
        var canvas = [UInt32](repeating: 0, count: p.width * p.height)
        for (n, f) in p.frames.enumerated() {
            let pixels = try decodeFrame(f, bpp: p.bpp, index: n)
            let saved = f.dispose == 2 ? canvas : nil
            for y in 0..<f.height {
                for x in 0..<f.width {
                    let k = (f.y + y) * p.width + f.x + x
                    let s = pixels[y * f.width + x]
                    canvas[k] = f.blend == 1 ? over(s, canvas[k]) : s
                }
            }
            if keep.contains(n) { emit(canvas) }
            if f.dispose == 1 || (f.dispose == 2 && n == 0) {
                for y in 0..<f.height { for x in 0..<f.width { canvas[(f.y + y) * p.width + f.x + x] = 0 } }
            } else if let saved {
                canvas = saved
            }
        }
    }

    /// One frame's pixels (zlib data: a two-byte header, deflate, a checksum) as straight ARGB.
    static func decodeFrame(_ f: Control, bpp: Int, index: Int) throws -> [UInt32] {
        let stride = f.width * bpp, expected = f.height * (1 + stride)
        guard f.data.count > 2, f.data[0] & 0x0F == 8 else { throw Problem(reason: "APNG frame \(index + 1) has no deflate data") }
        let raw: [UInt8]
        do { raw = [UInt8](try Inflate.raw(f.data.dropFirst(2), limit: expected)) } catch {
            throw Problem(reason: "APNG frame \(index + 1)'s data is damaged or too long")
        }
        guard raw.count == expected else {
            throw Problem(reason: "APNG frame \(index + 1) has \(raw.count) bytes of pixel data, expected \(expected)")
        }
        let rows: [UInt8]
        do { rows = try CgBIImage.unfilter(raw, width: f.width, height: f.height, bpp: bpp) } catch let p as CgBIImage.Problem {
            throw Problem(reason: "APNG frame \(index + 1): " + p.reason)
        }
        return (0..<(f.width * f.height)).map { i in
            let k = i * bpp
            let a: UInt32 = bpp == 4 ? UInt32(rows[k + 3]) : 255
            return a << 24 | UInt32(rows[k]) << 16 | UInt32(rows[k + 1]) << 8 | UInt32(rows[k + 2])
        }
    }

    /// `s` over `d`, straight alpha.
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Double(s >> 24) / 255, da = Double(d >> 24) / 255
        let a = sa + da * (1 - sa)
        guard a > 0 else { return 0 }
        func ch(_ shift: UInt32) -> UInt32 {
            let v = (Double((s >> shift) & 0xFF) * sa + Double((d >> shift) & 0xFF) * da * (1 - sa)) / a
            return UInt32(min(max(v.rounded(), 0), 255)) << shift
        }
        return UInt32((a * 255).rounded()) << 24 | ch(16) | ch(8) | ch(0)
    }
}
