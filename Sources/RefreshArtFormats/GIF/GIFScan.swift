import Foundation

/// Walks a GIF's blocks: its screen size and frames (where each lies, its colour table,
/// its graphic control), or why it is not a whole GIF (truncated, an unknown block, LZW
/// data that refers to codes not yet defined or ends before the frame's pixels). Only GIFs
/// that pass are decoded (GIFImage).
public enum GIFScan {
    /// One image of the file as its descriptor and graphic control extension give it.
    public struct Frame: Sendable {
        var x: Int, y: Int, width: Int, height: Int
        var interlaced: Bool
        /// The bytes of the colour table the frame uses (its own, else the global one);
        /// empty when it has none.
        var palette: Range<Int>
        /// From the graphic control extension just before the frame (each applies to one
        /// image only): transparent index, disposal method as stored (0-7), delay in 1/100 s.
        var transparent: Int?
        var disposal: UInt8
        public var delay: Int
        var minCodeSize: Int
        /// Where its first LZW data sub-block starts.
        public var data: Int
    }

    /// What a walk of a whole GIF found.
    public struct Result: Sendable {
        public var width: Int
        public var height: Int
        public var frames: Int
        /// The screen and every frame together: past the screen when a frame lies past it
        /// (browsers clip such frames to the screen; so does the app).
        public var extentWidth: Int
        public var extentHeight: Int
        /// Every frame walked, in file order.
        public var records: [Frame] = []

        /// A walk's result as the art worker rebuilds it from the frames the app sent.
        public init(width: Int, height: Int, frames: Int, extentWidth: Int, extentHeight: Int, records: [Frame] = []) {
            self.width = width
            self.height = height
            self.frames = frames
            self.extentWidth = extentWidth
            self.extentHeight = extentHeight
            self.records = records
        }
    }
    /// Why the bytes are refused, as one line.
    public struct Problem: Error, Sendable { public let reason: String }

    /// The LZW codes of the first `checkedFrames` frames are run (the rest are only walked:
    /// a progressive load checks its first frame, decodes it, then scans the whole file).
    public static func scan(_ data: Data, checkedFrames: Int = .max) throws -> Result {
        let b = [UInt8](data)
        guard b.count >= 13, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) else {
            throw Problem(reason: "not a GIF (no GIF87a/GIF89a header)")
        }
        let width = Int(b[6]) | Int(b[7]) << 8, height = Int(b[8]) | Int(b[9]) << 8
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 7) + 1) }
        let global = b[10] & 0x80 != 0 ? 13..<(13 + (3 << (Int(b[10] & 7) + 1))) : 13..<13
        var frames = 0
        var records: [Frame] = []
        var control: (transparent: Int?, disposal: UInt8, delay: Int)?
        var extentWidth = width, extentHeight = height
        func result() -> Result {
            Result(width: width, height: height, frames: frames, extentWidth: extentWidth, extentHeight: extentHeight,
                   records: records)
        }
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
                return result()
            case 0x21:
                guard i + 1 < b.count else { throw Problem(reason: "truncated GIF (ends inside a block)") }
                let label = b[i + 1]
                i += 2
                var first: Range<Int>?
                try subBlocks { if first == nil { first = $0 } }
                if label == 0xF9, let g = first, g.count >= 4 {
                    let packed = b[g.lowerBound]
                    control = (packed & 1 != 0 ? Int(b[g.lowerBound + 3]) : nil, (packed >> 2) & 7,
                               Int(b[g.lowerBound + 1]) | Int(b[g.lowerBound + 2]) << 8)
                }
            case 0x2C:
                guard i + 10 <= b.count else { throw Problem(reason: "truncated GIF (ends inside a frame)") }
                let fx = Int(b[i + 1]) | Int(b[i + 2]) << 8, fy = Int(b[i + 3]) | Int(b[i + 4]) << 8
                let fw = Int(b[i + 5]) | Int(b[i + 6]) << 8, fh = Int(b[i + 7]) | Int(b[i + 8]) << 8
                guard fw >= 1, fh >= 1 else { throw Problem(reason: "a GIF frame of \(fw)x\(fh) pixels") }
                extentWidth = max(extentWidth, fx + fw)
                extentHeight = max(extentHeight, fy + fh)
                let packed = b[i + 9]
                i += 10
                var palette = global
                if packed & 0x80 != 0 {
                    palette = i..<(i + (3 << (Int(packed & 7) + 1)))
                    i = palette.upperBound
                }
                // LZW minimum code size, then the data.
                guard i < b.count else { throw Problem(reason: "truncated GIF (ends inside a frame)") }
                guard (2...11).contains(b[i]) else { throw Problem(reason: "a corrupt GIF frame (LZW code size \(b[i]))") }
                let minCodeSize = Int(b[i])
                i += 1
                records.append(Frame(x: fx, y: fy, width: fw, height: fh, interlaced: packed & 0x40 != 0,
                                     palette: palette.upperBound <= b.count ? palette : palette.lowerBound..<palette.lowerBound,
                                     transparent: control?.transparent, disposal: control?.disposal ?? 0,
                                     delay: control?.delay ?? 0, minCodeSize: minCodeSize, data: i))
                control = nil
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
                if frames > ArtLimits.sourceFrames { return result() }
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

extension GIFScan.Frame {
    /// Words per frame on the art worker's socket.
    public static let wordCount = 12

    /// The frame as the app hands it to the art worker (which so never walks the file again).
    public var words: [Int64] {
        [x, y, width, height, interlaced ? 1 : 0, palette.lowerBound, palette.upperBound, transparent ?? -1,
         Int(disposal), delay, minCodeSize, data].map(Int64.init)
    }

    /// A frame from `words` (12 of them), nil when they cannot be one of a GIF of `bytes`
    /// bytes: the worker composes only frames that lie within the file.
    public init?(words w: ArraySlice<Int64>, bytes: Int) {
        guard w.count == Self.wordCount else { return nil }
        let v = w.map { Int(clamping: $0) }
        guard (0...0xFFFF).contains(v[0]), (0...0xFFFF).contains(v[1]), (1...0xFFFF).contains(v[2]), (1...0xFFFF).contains(v[3]),
              v[5] >= 0, v[5] <= v[6], v[6] <= bytes, (v[6] - v[5]) % 3 == 0, (-1...255).contains(v[7]), (0...7).contains(v[8]),
              (0...0xFFFF).contains(v[9]), (2...11).contains(v[10]), (0...bytes).contains(v[11]) else { return nil }
        self.init(x: v[0], y: v[1], width: v[2], height: v[3], interlaced: v[4] != 0, palette: v[5]..<v[6],
                  transparent: v[7] < 0 ? nil : v[7], disposal: UInt8(v[8]), delay: v[9], minCodeSize: v[10], data: v[11])
    }
}
