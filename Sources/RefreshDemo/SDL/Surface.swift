import CSDL2
import Foundation

/// An SDL surface, freed with this value.
final class Surface {
    let pointer: UnsafeMutablePointer<SDL_Surface>

    init(owning pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
    }

    /// A blank 32-bit ARGB surface.
    convenience init(width: Int, height: Int) throws {
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(max(width, 1)), Int32(max(height, 1)), 32,
                                                     SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat(\(width)x\(height))")
        }
        self.init(owning: s)
    }

    /// A 32-bit ARGB surface holding `pixels`, row by row.
    convenience init(width: Int, height: Int, pixels: [UInt32]) throws {
        try self.init(width: width, height: height)
        guard let base = pointer.pointee.pixels else { throw SDLError("a surface with no pixels") }
        for y in 0..<min(height, pixels.count / max(width, 1)) {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = pixels[y * width + x] }
        }
    }

    /// Loads an image file (PNG) and converts it to ARGB8888.
    convenience init(loading path: String) throws {
        guard let raw = IMG_Load(path) else { throw SDLError("IMG_Load(\(path))") }
        defer { SDL_FreeSurface(raw) }
        guard let converted = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError("SDL_ConvertSurfaceFormat(\(path))")
        }
        self.init(owning: converted)
    }

    deinit { SDL_FreeSurface(pointer) }

    var width: Int { Int(pointer.pointee.w) }
    var height: Int { Int(pointer.pointee.h) }
    var pitch: Int { Int(pointer.pointee.pitch) }

    /// Sets the ARGB pixel at (x, y) (tests edit frames with it).
    func setPixel(x: Int, y: Int, _ value: UInt32) {
        guard let base = pointer.pointee.pixels, x >= 0, y >= 0, x < width, y < height else { return }
        base.advanced(by: y * pitch + x * 4).assumingMemoryBound(to: UInt32.self).pointee = value
    }

    /// The ARGB pixel at (x, y).
    func pixel(x: Int, y: Int) -> UInt32 {
        guard let base = pointer.pointee.pixels else { return 0 }
        return base.advanced(by: y * pitch + x * 4).assumingMemoryBound(to: UInt32.self).pointee
    }

    /// Writes a PNG atomically (AtomicFile): an existing file is never left half-written,
    /// and a failure names the user's path and the reason.
    func savePNG(to path: String) throws {
        let dir = (AtomicFile.resolveLinks(path) as NSString).deletingLastPathComponent
        if !dir.isEmpty { try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        try AtomicFile.replace(path, what: "screenshot") { tmp in
            errno = 0
            if IMG_SavePNG(pointer, tmp) != 0 {
                // SDL_image's message names the temporary file; the reason is what the user needs.
                let reason = errno != 0 ? InputFile.plain(errno) : "the PNG encoder failed"
                throw AtomicFile.Failure(reason: reason)
            }
        }
    }
}
