import CSDL2

/// Resamples ARGB8888 pixels to an exact pixel size with a box filter: each output pixel
/// is the area-weighted mean of the source pixels it covers (in premultiplied alpha, so
/// transparent edges do not darken). Downscaled art stays crisp without moiré; upscaled
/// art keeps hard pixel edges.
enum ArtRaster {
    /// `region` (x, y, width, height in source pixels, clamped to it) is the part resampled;
    /// nil is the whole source.
    static func resample(_ src: Surface, region: (x: Int, y: Int, width: Int, height: Int)? = nil,
                         width w: Int, height h: Int) throws -> Surface {
        let out = try Surface(width: w, height: h)
        let rx = min(max(region?.x ?? 0, 0), max(src.width - 1, 0)), ry = min(max(region?.y ?? 0, 0), max(src.height - 1, 0))
        let sw = min(region?.width ?? src.width, src.width - rx), sh = min(region?.height ?? src.height, src.height - ry)
        guard let whole = src.pointer.pointee.pixels, let dp = out.pointer.pointee.pixels, sw > 0, sh > 0 else { return out }
        let sp = whole.advanced(by: ry * src.pitch + rx * 4)
        let xs = weights(from: sw, to: w), ys = weights(from: sh, to: h)
        // Horizontal pass into premultiplied floats, then vertical.
        var tmp = [Float](repeating: 0, count: w * sh * 4)
        for y in 0..<sh {
            let row = sp.advanced(by: y * src.pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
                for (i, wt) in xs[x] {
                    let p = row[i]
                    let pa = Float(p >> 24) * wt
                    a += pa
                    r += Float((p >> 16) & 0xFF) * pa
                    g += Float((p >> 8) & 0xFF) * pa
                    b += Float(p & 0xFF) * pa
                }
                let k = (y * w + x) * 4
                tmp[k] = a; tmp[k + 1] = r; tmp[k + 2] = g; tmp[k + 3] = b
            }
        }
        for y in 0..<h {
            let row = dp.advanced(by: y * out.pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
                for (j, wt) in ys[y] {
                    let k = (j * w + x) * 4
                    a += tmp[k] * wt; r += tmp[k + 1] * wt; g += tmp[k + 2] * wt; b += tmp[k + 3] * wt
                }
                row[x] = pack(a: a, r: r, g: g, b: b)
            }
        }
        return out
    }

    /// Straight-alpha ARGB from premultiplied sums (colour x alpha).
    @inline(__always) static func pack(a: Float, r: Float, g: Float, b: Float) -> UInt32 {
        guard a > 0.5 else { return 0 }
        func c(_ v: Float) -> UInt32 { UInt32(min(max((v / a).rounded(), 0), 255)) }
        return UInt32(min(max(a.rounded(), 0), 255)) << 24 | c(r) << 16 | c(g) << 8 | c(b)
    }

    /// For each output index, the source indices it covers and their share of it (summing to 1).
    static func weights(from n: Int, to m: Int) -> [[(Int, Float)]] {
        let scale = Double(n) / Double(max(m, 1))
        return (0..<max(m, 1)).map { o in
            let lo = Double(o) * scale, hi = Double(o + 1) * scale
            var out: [(Int, Float)] = []
            var i = Int(lo)
            while Double(i) < hi && i < n {
                let cover = min(Double(i + 1), hi) - max(Double(i), lo)
                if cover > 0 { out.append((i, Float(cover / scale))) }
                i += 1
            }
            return out.isEmpty ? [(min(max(Int(lo), 0), n - 1), Float(1))] : out
        }
    }
}
