import Foundation

/// Walks a GIF's blocks: its screen size and frame count, or why it is not a whole GIF
/// (truncated, an unknown block, LZW data that refers to
/// codes not yet defined or ends before the frame's pixels). SDL_image's decoder trusts
/// its input (a damaged LZW stream can crash it), so only GIFs that pass reach it.
enum GIFScan {
    struct Result {
        var width: Int
        var height: Int
        var frames: Int
        /// The screen and every frame together: past the screen when a frame lies past it
        /// (browsers clip such frames to the screen; so does the app).
        var extentWidth: Int
        var extentHeight: Int
    }
    struct Problem: Error { let reason: String }

    /// The LZW codes of the first `checkedFrames` frames are run (the rest are only walked:
    /// a progressive load checks its first frame, decodes it, then scans the whole file).
    static func scan(_ data: Data, checkedFrames: Int = .max) throws -> Result {
        let b = [UInt8](data)
        guard b.count >= 13, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) else {
            throw Problem(reason: "not a GIF (no GIF87a/GIF89a header)")
        }
        let width = Int(b[6]) | Int(b[7]) << 8, height = Int(b[8]) | Int(b[9]) << 8
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 7) + 1) }
        var frames = 0
        var extentWidth = width, extentHeight = height
        func subBlocks(_ collect: ((Range<Int>) -> Void)? = nil) throws {
            while true {
                guard i < b.count else { throw Problem(reason: "truncated GIF (ends inside a block)") }
                let n = Int(b[i])
                guard i + 1 + n <= b.count else { throw Problem(reason: "truncated GIF (ends inside a block)") }
                collect?((i + 1)..<(i + 1 + n))
                i += 1 + n
                if n == 0 { return }
            }
        }
        while true {
            guard i < b.count else { throw Problem(reason: "truncated GIF (no trailer)") }
            switch b[i] {
            case 0x3B:
                guard frames > 0 else { throw Problem(reason: "a GIF with no frames") }
                return Result(width: width, height: height, frames: frames, extentWidth: extentWidth, extentHeight: extentHeight)
            case 0x21:
                i += 2
                try subBlocks()
            case 0x2C:
                guard i + 10 <= b.count else { throw Problem(reason: "truncated GIF (ends inside a frame)") }
                let fx = Int(b[i + 1]) | Int(b[i + 2]) << 8, fy = Int(b[i + 3]) | Int(b[i + 4]) << 8
                let fw = Int(b[i + 5]) | Int(b[i + 6]) << 8, fh = Int(b[i + 7]) | Int(b[i + 8]) << 8
                guard fw >= 1, fh >= 1 else { throw Problem(reason: "a GIF frame of \(fw)x\(fh) pixels") }
                extentWidth = max(extentWidth, fx + fw)
                extentHeight = max(extentHeight, fy + fh)
                let packed = b[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 7) + 1) }
                // LZW minimum code size, then the data.
                guard i < b.count else { throw Problem(reason: "truncated GIF (ends inside a frame)") }
                guard (2...11).contains(b[i]) else { throw Problem(reason: "a corrupt GIF frame (LZW code size \(b[i]))") }
                let minCodeSize = Int(b[i])
                i += 1
                if frames < checkedFrames {
                    var lzw: [UInt8] = []
                    try subBlocks { lzw.append(contentsOf: b[$0]) }
                    if let problem = checkLZW(lzw, minCodeSize: minCodeSize, pixels: fw * fh) {
                        throw Problem(reason: "a corrupt GIF (frame \(frames + 1): \(problem))")
                    }
                } else {
                    try subBlocks()
                }
                frames += 1
                if frames > ArtLimits.sourceFrames { return Result(width: width, height: height, frames: frames, extentWidth: extentWidth, extentHeight: extentHeight) }
            default:
                throw Problem(reason: "a corrupt GIF (unknown block 0x\(String(b[i], radix: 16)) at byte \(i))")
            }
        }
    }

    /// Runs a frame's LZW codes as a decoder would, without producing pixels: nil when every
    /// code is defined when it comes and the codes make at least `pixels` pixels.
    static func checkLZW(_ data: [UInt8], minCodeSize: Int, pixels: Int) -> String? {
        let clear = 1 << minCodeSize, end = clear + 1
        var codeSize = minCodeSize + 1, next = end + 1
        var lengths = [Int](repeating: 1, count: 4096)
        var previous: Int?
        var produced = 0
        var bit = 0
        let totalBits = data.count * 8
        while true {
            guard bit + codeSize <= totalBits else {
                return produced >= pixels ? nil : "the data ends after \(produced) of \(pixels) pixels"
            }
            var code = 0
            for k in 0..<codeSize {
                let at = bit + k
                if data[at >> 3] & (1 << (at & 7)) != 0 { code |= 1 << k }
            }
            bit += codeSize
            if code == clear {
                codeSize = minCodeSize + 1
                next = end + 1
                previous = nil
                continue
            }
            if code == end { return produced >= pixels ? nil : "the data ends after \(produced) of \(pixels) pixels" }
            guard let prev = previous else {
                guard code < clear else { return "code \(code) before any pixel" }
                produced += 1
                previous = code
                continue
            }
            guard code <= next, code != clear, code != end else { return "code \(code) used before it is defined" }
            let length = code == next ? lengths[prev] + 1 : lengths[code]
            produced += length
            if next < 4096 {
                lengths[next] = lengths[prev] + 1
                next += 1
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            previous = code
            // Pixels past the frame are ignored by decoders; a stream far past it is not a frame.
            if produced > pixels + 4096 { return "more pixels than the frame holds" }
        }
    }
}
