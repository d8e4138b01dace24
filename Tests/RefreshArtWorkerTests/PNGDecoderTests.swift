import CSDL2
import Foundation
import RefreshArtFormats
import XCTest
@testable import RefreshArtWorker

/// The worker's PNG decoder (libpng through CPNG, no SDL) against SDL_image, which decoded the
/// frames before: every kind of PNG the standard allows (tools/make_art_corpus.py's png-kinds:
/// each colour type and bit depth, plain and interlaced, with tRNS) and the project's own
/// frames give the same ARGB8888 pixels, byte for byte; except where SDL_image's colour key
/// was wrong (its own FIXME): a grey image's tRNS was keyed on black, a 16-bit one's on the
/// key's high bytes. There the pixels follow the PNG standard: SDL_image's colours of the
/// same image without tRNS, transparent exactly where the samples are the key.
final class PNGDecoderTests: XCTestCase {
    /// The repository, found from this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Writes the art corpus into a fresh folder and returns its png-kinds folder.
    static func kinds() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("png-kinds-\(UUID().uuidString)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = [repository.appendingPathComponent("tools/make_art_corpus.py").path, dir.path]
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "tools/make_art_corpus.py")
        return dir.appendingPathComponent("png-kinds")
    }

    /// SDL_image's pixels for `png`, converted to ARGB8888 as the worker did.
    static func sdlImage(_ png: Data) -> (width: Int, height: Int, pixels: [UInt8])? {
        let loaded: UnsafeMutablePointer<SDL_Surface>? = png.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, let rw = SDL_RWFromConstMem(base, Int32(clamping: raw.count)) else { return nil }
            return IMG_LoadTyped_RW(rw, 1, "PNG")
        }
        guard let surface = loaded else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard let base = converted.pointee.pixels else { return nil }
        var pixels: [UInt8] = []
        for y in 0..<h {
            pixels += UnsafeRawBufferPointer(start: base + y * pitch, count: w * 4)
        }
        return (w, h, pixels)
    }

    /// The worker's pixels for `png`, or its refusal.
    static func worker(_ png: Data) -> (width: Int, height: Int, pixels: [UInt8])? {
        var result: (Int, Int, [UInt8])?
        let refusal = ImageDecodeService.png(png) { w, h, pixels in result = (w, h, Array(pixels)) }
        return refusal == nil ? result : nil
    }

    func testEveryKindOfPNGDecodesAsSDLImageDecodedIt() throws {
        let folder = try Self.kinds()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names.count, 52, "5 colour types x their depths x interlace x tRNS")
        var transparent = 0
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            XCTAssertNil(PNGCheck.decodingProblem(data), name)
            guard let ours = Self.worker(data) else { XCTFail("\(name): refused"); continue }
            XCTAssertEqual(ours.width, 11, name)
            XCTAssertEqual(ours.height, 9, name)
            if stride(from: 3, to: ours.pixels.count, by: 4).contains(where: { ours.pixels[$0] == 0 }) { transparent += 1 }
            let keyedWrongBefore = name.hasSuffix("-t1.png") && (name.hasPrefix("c0-") || name.hasPrefix("c2-d16"))
            if keyedWrongBefore {
                try checkColourKey(ours, name: name, plain: Data(contentsOf: folder.appendingPathComponent(
                    name.replacingOccurrences(of: "-t1.png", with: "-t0.png"))))
                continue
            }
            guard let theirs = Self.sdlImage(data) else { XCTFail("\(name): SDL_image refused"); continue }
            XCTAssertEqual(ours.width, theirs.width, name)
            XCTAssertEqual(ours.height, theirs.height, name)
            let differing = zip(ours.pixels, theirs.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "\(name): \(differing) bytes differ from SDL_image's")
        }
        XCTAssertGreaterThanOrEqual(transparent, 10, "tRNS and alpha kinds give transparent pixels")
    }

    /// A tRNS colour key as the standard reads it: the colours of the same image without tRNS
    /// (SDL_image's), the key pixel (3, 2) transparent, every pixel of another colour opaque, and,
    /// at 8 bits or fewer (where the colours are the samples), every pixel of the key's colour
    /// transparent.
    func checkColourKey(_ ours: (width: Int, height: Int, pixels: [UInt8]), name: String, plain: Data) throws {
        guard let colours = Self.sdlImage(plain) else { return XCTFail("\(name): SDL_image refused the plain image") }
        let key = (2 * ours.width + 3) * 4
        let keyColour = Array(colours.pixels[key..<(key + 3)])
        XCTAssertEqual(ours.pixels[key + 3], 0, "\(name): the key pixel is transparent")
        let exact = !name.contains("-d16-")
        var keyed = 0
        for at in stride(from: 0, to: ours.pixels.count, by: 4) {
            XCTAssertEqual(Array(ours.pixels[at..<(at + 3)]), Array(colours.pixels[at..<(at + 3)]), "\(name): pixel \(at / 4)'s colour")
            let sameColour = Array(colours.pixels[at..<(at + 3)]) == keyColour
            if !sameColour {
                XCTAssertEqual(ours.pixels[at + 3], 255, "\(name): pixel \(at / 4) is not the key")
            } else if exact {
                XCTAssertEqual(ours.pixels[at + 3], 0, "\(name): pixel \(at / 4) is the key")
            }
            if ours.pixels[at + 3] == 0 { keyed += 1 }
        }
        XCTAssertGreaterThanOrEqual(keyed, 1, name)
        XCTAssertLessThan(keyed, ours.width * ours.height, "\(name): the key is one colour of several")
    }

    func testTheProjectsOwnFramesDecodeAsSDLImageDecodedThem() throws {
        let frames = Self.repository.appendingPathComponent("Assets/Frames")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 14)
        for name in names {
            let data = PNGCheck.essential(try Data(contentsOf: frames.appendingPathComponent(name))).png
            let ours = Self.worker(data), theirs = Self.sdlImage(data)
            XCTAssertNotNil(ours, name)
            XCTAssertEqual(ours?.width, theirs?.width, name)
            XCTAssertEqual(ours?.pixels == theirs?.pixels, true, name)
        }
    }

    /// Bytes libpng refuses come back as one line saying so, never a crash or a warning.
    func testBrokenBytesAreRefusedWithAReason() {
        let cut = Data(Self.onePixel.prefix(40))
        var given = false
        let refusal = ImageDecodeService.png(cut) { _, _, _ in given = true }
        XCTAssertFalse(given)
        XCTAssertNotNil(refusal)
        XCTAssertTrue(refusal?.reason.hasSuffix("; expected a PNG frame") == true, refusal?.reason ?? "")
    }

    static let onePixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==") ?? Data()
}
