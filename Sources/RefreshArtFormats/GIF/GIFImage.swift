import Foundation

/// A GIF's frames composed on its screen as browsers compose them: each frame's pixels
/// (LZW decoded, interlaced rows put in place, its transparent index leaving what is
/// under it) laid on the canvas, then disposed of as its graphic control says.
///
/// Rules (what Chromium and Firefox do): the canvas starts transparent (the background
/// colour is ignored); disposal 2 clears the frame's rectangle to transparent, 3 restores
/// the canvas as it was before the frame; 0 ("not specified"), 1 and the undefined values
/// leave the frame in place, except 4, which both browsers read as 3 (some encoders wrote
/// it for "restore previous"). A frame is clipped to the screen; a pixel whose index is
/// past its colour table leaves what is under it. Runs only on files GIFScan passed.
public enum GIFImage {
    enum Disposal: Equatable { case keep, background, previous }

    /// What the browsers do after a frame with the stored disposal method `raw` (0-7).
    static func disposal(_ raw: UInt8) -> Disposal {
        switch raw {
        case 2: return .background
        case 3, 4: return .previous
        default: return .keep
        }
    }

    /// How long a frame shows: its delay, or 100 ms for delays under 20 ms (as browsers do).
    public static func seconds(_ delay: Int) -> Double { delay < 2 ? 0.1 : Double(delay) / 100 }

    /// Hands `emit` the composed screens of the frames `keep` names, in order, each as it is
    /// made: straight-alpha ARGB pixels of the screen's size, row by row. `scan` is the
    /// file's scan; `bytes(n)` gives the file with at least frame n's bytes in place (they
    /// may still be arriving). Runs in the art worker only (ImageDecodeService): the LZW
    /// data is a user's.
    public static func compose(_ scan: GIFScan.Result, keep: Set<Int>, bytes: (Int) -> [UInt8], emit: ([UInt32]) -> Void) {
        let w = scan.width, h = scan.height
        var canvas = [UInt32](repeating: 0, count: w * h)
        let last = keep.max() ?? -1
        for (n, f) in scan.records.enumerated() where n <= last {
            // Taken anew for each frame (and let go before the next): the file is never copied.
            let b = bytes(n)
            let dispose = disposal(f.disposal)
            let saved = dispose == .previous ? canvas : nil
            let indices = decode(b, f)
            let palette = colours(b, f)
            // The part of the frame on the screen.
            let x0 = min(f.x, w), y0 = min(f.y, h), x1 = min(f.x + f.width, w), y1 = min(f.y + f.height, h)
            canvas.withUnsafeMutableBufferPointer { c in
                for row in 0..<f.height {
                    let y = f.y + (f.interlaced ? interlacedRow(row, height: f.height) : row)
                    guard y >= y0 && y < y1 else { continue }
                    for x in x0..<x1 {
                        let k = row * f.width + x - f.x
                        guard k < indices.count else { return }
                        let index = Int(indices[k])
                        if index == f.transparent || index >= palette.count { continue }
                        c[y * w + x] = palette[index]
                    }
                }
            }
            if keep.contains(n) { emit(canvas) }
            switch dispose {
            case .keep: break
            case .background:
                for y in y0..<y1 { for x in x0..<x1 { canvas[y * w + x] = 0 } }
            case .previous:
                if let saved { canvas = saved }
            }
        }
    }

    /// The frame's colour table as opaque ARGB.
    static func colours(_ b: [UInt8], _ f: GIFScan.Frame) -> [UInt32] {
        stride(from: f.palette.lowerBound, to: f.palette.upperBound - 2, by: 3).map { i in
            0xFF00_0000 | UInt32(b[i]) << 16 | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2])
        }
    }

    /// The stored row of an interlaced frame's `row`-th decoded row: the rows come in four
    /// passes (every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
    static func interlacedRow(_ row: Int, height: Int) -> Int {
        let passes = [(0, 8), (4, 8), (2, 4), (1, 2)]
        var r = row
        for (start, step) in passes {
            let count = height > start ? (height - start + step - 1) / step : 0
            if r < count { return start + r * step }
            r -= count
        }
        return row
    }

    /// The frame's colour indices, width x height of them at most (fewer when its data ends
    /// early; the pixels past them are left as they were).
    static func decode(_ b: [UInt8], _ f: GIFScan.Frame) -> [UInt8] {
        // The data sub-blocks joined.
        var lzw: [UInt8] = []
        var i = f.data
        while i < b.count, b[i] != 0, i + 1 + Int(b[i]) <= b.count {
            lzw.append(contentsOf: b[(i + 1)..<(i + 1 + Int(b[i]))])
            i += 1 + Int(b[i])
        }
        let pixels = f.width * f.height
        let clear = 1 << f.minCodeSize, end = clear + 1
        var out = [UInt8](repeating: 0, count: pixels)
        var prefix = [Int](repeating: 0, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 1, count: 4096)
        for c in 0..<min(clear, 4096) {
            suffix[c] = UInt8(truncatingIfNeeded: c)
            first[c] = suffix[c]
        }
        var codeSize = f.minCodeSize + 1, next = end + 1
        var previous = -1, produced = 0, bit = 0
        let totalBits = lzw.count * 8
        while produced < pixels && bit + codeSize <= totalBits {
            var code = 0
            for k in 0..<codeSize {
                let at = bit + k
                if lzw[at >> 3] & (1 << (at & 7)) != 0 { code |= 1 << k }
            }
            bit += codeSize
            if code == clear {
                codeSize = f.minCodeSize + 1
                next = end + 1
                previous = -1
                continue
            }
            if code == end { break }
            guard previous >= 0 else {
                guard code < clear else { break }
                out[produced] = UInt8(truncatingIfNeeded: code)
                produced += 1
                previous = code
                continue
            }
            guard code <= next else { break }
            if next < 4096 {
                // The new entry: the previous string and the first byte of this one (of the
                // previous one when this code is the entry being made).
                prefix[next] = previous
                suffix[next] = code == next ? first[previous] : first[code]
                first[next] = first[previous]
                length[next] = length[previous] + 1
                next += 1
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            } else if code == next {
                break
            }
            // The string of `code`, written from its end.
            var c = code, k = produced + length[code] - 1
            while true {
                if k < pixels { out[k] = suffix[c] }
                if length[c] == 1 { break }
                c = prefix[c]
                k -= 1
            }
            produced += length[code]
            previous = code
        }
        return produced < pixels ? Array(out.prefix(produced)) : out
    }
}
