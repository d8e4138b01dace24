import Foundation

/// The PNG signature, the size in its IHDR chunk, whether its chunks are whole, and
/// whether libpng would read it without a word.
///
/// Rule: the app's one line must be all the user reads, and a line naming what is wrong is
/// worth more than libpng's own words. So a PNG frame reaches libpng only when
/// `decodingProblem` found nothing it would complain of (IHDR's fields, the critical
/// chunks and their order, the zlib stream inflating to exactly its rows with a matching
/// checksum, every row's filter type), and only as `essential` writes it.
public enum PNGCheck {
    /// Why the chunks are not whole (a length past the end, a CRC that does not match, no
    /// IEND); nil when they are. Any damaged byte changes a chunk's CRC.
    public static func damage(_ d: Data) -> String? {
        let b = [UInt8](d)
        var i = 8
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length <= b.count - i - 12 else { return "a chunk runs past the end of the file" }
            let kind = b[(i + 4)..<(i + 8)]
            let stored = UInt32(b[i + 8 + length]) << 24 | UInt32(b[i + 9 + length]) << 16
                | UInt32(b[i + 10 + length]) << 8 | UInt32(b[i + 11 + length])
            // An ancillary chunk (lower-case first letter) may be damaged: it is left out.
            guard crc32(b[(i + 4)..<(i + 8 + length)]) == stored || b[i + 4] & 0x20 != 0 else {
                return "the CRC of chunk \(String(decoding: kind, as: UTF8.self)) does not match"
            }
            if Array(kind) == Array("IEND".utf8) { return nil }
            i += 12 + length
        }
        return "no IEND chunk: the file ends early"
    }

    /// The file as the decoder gets it: the signature, the critical chunks (IHDR, PLTE,
    /// IDAT, IEND) and tRNS, so libpng has nothing of its own to say (an "incorrect sRGB
    /// profile" in iCCP, a bad text chunk) and an ancillary chunk whose CRC does not match is
    /// ignored, as browsers ignore it; so is a tRNS that does not fit the image (`tRNSFits`).
    /// Returns the names of the damaged ancillary chunks dropped; `damage` must have passed
    /// on the critical ones.
    public static func essential(_ d: Data) -> (png: Data, damaged: [String]) {
        let b = [UInt8](d)
        var out = Data(signature)
        var damaged: [String] = []
        let colourType = b.count > 33 ? Int(b[25]) : -1
        var paletteEntries = 0, imageData = false
        var i = 8
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length <= b.count - i - 12 else { break }
            let kind = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            let critical = b[i + 4] & 0x20 == 0
            if kind == "PLTE" { paletteEntries = length / 3 }
            if kind == "IDAT" { imageData = true }
            if critical || kind == "tRNS" {
                if critical || chunkIsWhole(b, at: i, length: length)
                    && tRNSFits(length, colourType: colourType, paletteEntries: imageData ? nil : paletteEntries) {
                    out.append(contentsOf: b[i..<(i + 12 + length)])
                } else {
                    damaged.append(kind)
                }
            } else if !chunkIsWhole(b, at: i, length: length) {
                damaged.append(kind)
            }
            if kind == "IEND" { break }
            i += 12 + length
        }
        return (out, damaged)
    }

    /// True when a tRNS chunk of `length` bytes fits a `colourType` image: one grey sample (2
    /// bytes), one RGB colour (6), at most one alpha per palette entry after PLTE and before
    /// the image data (`paletteEntries` nil once the data has begun); never with an alpha
    /// channel. libpng warns of any other and ignores it; so do browsers.
    static func tRNSFits(_ length: Int, colourType: Int, paletteEntries: Int?) -> Bool {
        guard let paletteEntries else { return false }
        switch colourType {
        case 0: return length == 2
        case 2: return length == 6
        case 3: return length >= 1 && length <= paletteEntries
        default: return false
        }
    }

    /// The chunks of a whole PNG in order, each its type and data, up to IEND.
    static func chunks(_ d: Data) -> [(kind: String, body: ArraySlice<UInt8>)] {
        let b = [UInt8](d)
        var out: [(kind: String, body: ArraySlice<UInt8>)] = []
        var i = 8
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length <= b.count - i - 12 else { break }
            let kind = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append((kind, b[(i + 8)..<(i + 8 + length)]))
            if kind == "IEND" { break }
            i += 12 + length
        }
        return out
    }

    /// Why libpng would not read `d` (a PNG whose chunks `damage` passed) in silence, in
    /// the user's words; nil when it would. What browsers show and libpng only warns of
    /// (image data past the last row) is refused too: nothing of libpng's reaches stderr.
    public static func decodingProblem(_ d: Data) -> String? {
        let chunks = chunks(d)
        guard let ihdr = chunks.first, ihdr.kind == "IHDR", ihdr.body.count == 13 else { return "no IHDR chunk first" }
        let h = Array(ihdr.body)
        let width = Int(h[0]) << 24 | Int(h[1]) << 16 | Int(h[2]) << 8 | Int(h[3])
        let height = Int(h[4]) << 24 | Int(h[5]) << 16 | Int(h[6]) << 8 | Int(h[7])
        let depth = Int(h[8]), colour = Int(h[9])
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[colour] else { return "colour type \(colour) in IHDR, expected 0, 2, 3, 4 or 6" }
        guard allowed.contains(depth) else { return "bit depth \(depth) in IHDR for colour type \(colour), expected \(allowed.map(String.init).joined(separator: ", "))" }
        guard h[10] == 0, h[11] == 0 else { return "compression or filter method \(h[10])/\(h[11]) in IHDR, expected 0" }
        guard h[12] <= 1 else { return "interlace method \(h[12]) in IHDR, expected 0 or 1" }
        guard width >= 1, height >= 1, width < 1 << 31, height < 1 << 31 else { return "a size of \(width)x\(height) pixels in IHDR" }
        var palette: Int?
        var data: [UInt8] = []
        var dataEnded = false
        for (kind, body) in chunks.dropFirst() {
            let critical = kind.utf8.first.map { $0 & 0x20 == 0 } ?? false
            if !data.isEmpty && kind != "IDAT" { dataEnded = true }
            switch kind {
            case "IHDR": return "a second IHDR chunk"
            case "PLTE":
                guard palette == nil, data.isEmpty else { return "a PLTE chunk out of place" }
                guard colour == 2 || colour == 3 || colour == 6 else { return "a palette (PLTE) in a grey image" }
                guard body.count % 3 == 0, body.count >= 3, body.count / 3 <= (colour == 3 ? 1 << depth : 256) else {
                    return "a palette (PLTE) of \(body.count) bytes"
                }
                palette = body.count / 3
            case "IDAT":
                guard !dataEnded else { return "image data (IDAT) in pieces apart" }
                guard colour != 3 || palette != nil else { return "no palette (PLTE) before the image data" }
                data += body
            case "IEND": break
            default:
                if critical { return "an unknown critical chunk '\(kind)'" }
            }
        }
        guard !data.isEmpty else { return "no image data (IDAT)" }
        return imageDataProblem(data, width: width, height: height, bitsPerPixel: depth * [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colour, default: 4],
                                interlaced: h[12] == 1)
    }

    /// Why the joined IDAT data is not a zlib stream of exactly the rows of a `width` x
    /// `height` image (each a filter type 0-4 and its bytes; seven passes when interlaced)
    /// with a matching Adler-32; nil when it is.
    static func imageDataProblem(_ data: [UInt8], width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool) -> String? {
        // Row lengths, pass by pass (Adam7: start x, start y, step x, step y).
        let passes = interlaced ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var rows: [Int] = []
        for (x0, y0, dx, dy) in passes {
            let w = (width - x0 + dx - 1) / dx, h = (height - y0 + dy - 1) / dy
            guard w > 0, h > 0 else { continue }
            rows += Array(repeating: 1 + (w * bitsPerPixel + 7) / 8, count: h)
        }
        let expected = rows.reduce(0, +)
        guard data.count >= 6, data[0] & 0x0F == 8, data[0] >> 4 <= 7, data[1] & 0x20 == 0,
              (Int(data[0]) << 8 | Int(data[1])) % 31 == 0 else { return "image data that is not a zlib stream" }
        let raw: [UInt8]
        do { raw = [UInt8](try Inflate.raw(data.dropFirst(2), limit: expected)) } catch Inflate.Problem.tooBig {
            return "image data that inflates past its \(expected) bytes"
        } catch Inflate.Problem.cutShort {
            return "image data cut short"
        } catch {
            return "a damaged zlib stream in the image data"
        }
        guard raw.count == expected else { return "image data cut short: \(raw.count) of \(expected) bytes" }
        let stored = data.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard adler32(raw) == stored else { return "the image data's checksum does not match" }
        var at = 0
        for (n, length) in rows.enumerated() {
            guard raw[at] <= 4 else { return "row \(n + 1) of the image data has filter type \(raw[at]), expected 0 to 4" }
            at += length
        }
        return nil
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < bytes.count {
            // 5552 bytes at most between reductions keep the sums within 32 bits.
            let end = min(i + 5552, bytes.count)
            while i < end {
                a &+= UInt32(bytes[i])
                b &+= a
                i += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    static func chunkIsWhole(_ b: [UInt8], at i: Int, length: Int) -> Bool {
        let stored = UInt32(b[i + 8 + length]) << 24 | UInt32(b[i + 9 + length]) << 16
            | UInt32(b[i + 10 + length]) << 8 | UInt32(b[i + 11 + length])
        return crc32(b[(i + 4)..<(i + 8 + length)]) == stored
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The size in the IHDR of the regular file at `path`, from its first bytes alone (nil
    /// for anything else: a FIFO, a short or unreadable file; the decoder's pass says why).
    public static func headerSize(_ path: String) -> (Int, Int)? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        var b = [UInt8](repeating: 0, count: 64)
        let n = b.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, 64) }
        return n > 0 ? size(Data(b.prefix(n))) : nil
    }

    /// The size in IHDR: the first chunk, or the second after an Xcode-optimised file's CgBI.
    public static func size(_ d: Data) -> (Int, Int)? {
        let b = [UInt8](d.prefix(64))
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        guard b.count >= 24, Array(b[0..<8]) == signature else { return nil }
        var at = 8
        if Array(b[12..<16]) == Array("CgBI".utf8), be(8) <= 16 { at += 12 + be(8) }
        guard b.count >= at + 16, Array(b[(at + 4)..<(at + 8)]) == Array("IHDR".utf8) else { return nil }
        return (be(at + 8), be(at + 12))
    }
}
