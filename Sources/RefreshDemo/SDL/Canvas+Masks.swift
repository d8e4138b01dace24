import CSDL2
import Foundation

/// Masks: shapes rasterized once into white (or one colour's) textures whose alpha is
/// their coverage, then tinted, scaled and rotated when drawn.
extension Canvas {
    /// The white disc the canvas tints and scales (avatars, rounded ends): coverage of a
    /// circle of `diameter` pixels, anti-aliased over half a pixel.
    static func discSurface(diameter: Int) throws -> Surface {
        let r = Double(diameter) / 2
        return try maskSurface(width: diameter, height: diameter, color: white) { x, y in
            let dx = x - r, dy = y - r
            return r - (dx * dx + dy * dy).squareRoot() + 0.5
        }
    }

    /// A texture in `color` (white by default) whose alpha is `coverage(x, y)` (clamped to
    /// 0...1) at each pixel centre: shapes drawn once, then scaled and rotated at draw time.
    /// A shape always drawn in one colour is made in it: a tint would cost a slow blit.
    func makeMask(width: Int, height: Int, color: SDL_Color = white,
                  coverage: (Double, Double) -> Double) throws -> Texture {
        try Texture(renderer: handle, surface: Self.maskSurface(width: width, height: height, color: color, coverage: coverage))
    }

    /// The pixels of a mask (makeMask): `color` with alpha `coverage(x, y)` at each pixel centre.
    private static func maskSurface(width: Int, height: Int, color: SDL_Color,
                                    coverage: (Double, Double) -> Double) throws -> Surface {
        let surface = try Surface(width: width, height: height)
        guard let base = surface.pointer.pointee.pixels else { throw SDLError("mask surface has no pixels") }
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        for y in 0..<surface.height {
            let row = base.advanced(by: y * surface.pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<surface.width {
                let c = min(max(coverage(Double(x) + 0.5, Double(y) + 0.5), 0), 1)
                row[x] = (UInt32(c * 255) << 24) | rgb
            }
        }
        return surface
    }
}
