import Foundation

/// The PNG signature, the size in its IHDR chunk, and whether its chunks are whole.
enum PNGCheck {
    /// Why the chunks are not whole (a length past the end, a CRC that does not match, no
    /// IEND); nil when they are. Any damaged byte changes a chunk's CRC.
    static func damage(_ d: Data) -> String? {
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
    /// ignored, as browsers ignore it. Returns the names of the damaged ancillary chunks
    /// dropped; `damage` must have passed on the critical ones.
    static func essential(_ d: Data) -> (png: Data, damaged: [String]) {
        let b = [UInt8](d)
        var out = Data(signature)
        var damaged: [String] = []
        var i = 8
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length <= b.count - i - 12 else { break }
            let kind = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            let critical = b[i + 4] & 0x20 == 0
            if critical || kind == "tRNS" {
                if critical || chunkIsWhole(b, at: i, length: length) {
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

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The size in the IHDR of the regular file at `path`, from its first bytes alone (nil
    /// for anything else: a FIFO, a short or unreadable file; the decoder's pass says why).
    static func headerSize(_ path: String) -> (Int, Int)? {
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
    static func size(_ d: Data) -> (Int, Int)? {
        let b = [UInt8](d.prefix(64))
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        guard b.count >= 24, Array(b[0..<8]) == signature else { return nil }
        var at = 8
        if Array(b[12..<16]) == Array("CgBI".utf8), be(8) <= 16 { at += 12 + be(8) }
        guard b.count >= at + 16, Array(b[(at + 4)..<(at + 8)]) == Array("IHDR".utf8) else { return nil }
        return (be(at + 8), be(at + 12))
    }
}
