import CSDL2

/// What of an animation shows on the header: the union of its frames' visible bounds (the
/// art is cropped to it, so a small loader on a big canvas is drawn large) and whether any
/// pixel stands out from the header's colour.
///
/// Rules: a pixel is visible when its alpha is at least `minAlpha`; it shows when, laid on
/// the header's colour, a channel differs from it by at least `minContrast`. Large frames
/// are looked at every `step` pixels (the bounds are then padded by a step). Whether any
/// pixel at all has alpha (`anyInk`) is exact: a frame the steps find empty is looked at
/// whole, since art with none is refused (ArtLoader), never only noted.
struct ArtVisibility {
    static let minAlpha: UInt32 = 16
    static let minContrast = 24
    /// The header's colour (Palette.background): white-on-white art is what it hides.
    static let headerColour = (r: 242, g: 242, b: 247)

    /// The canvas looked at, in pixels.
    let width: Int
    let height: Int
    private var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
    private(set) var anyVisible = false
    /// Some pixel of some frame has an alpha above 0.
    private(set) var anyInk = false
    private(set) var anyShows = false
    private var pad = 1

    init(width: Int, height: Int) {
        self.width = max(width, 1)
        self.height = max(height, 1)
    }

    /// Looks at one frame of `width` x `height` straight-alpha ARGB pixels.
    mutating func add(_ surface: Surface) {
        guard let base = surface.pointer.pointee.pixels else { return }
        let step = max(max(surface.width, surface.height) / 256, 1)
        pad = max(pad, step)
        let bg = Self.headerColour
        for y in stride(from: 0, to: surface.height, by: step) {
            let row = base.advanced(by: y * surface.pitch).assumingMemoryBound(to: UInt32.self)
            for x in stride(from: 0, to: surface.width, by: step) {
                let p = row[x]
                let a = p >> 24
                if a > 0 { anyInk = true }
                guard a >= Self.minAlpha else { continue }
                anyVisible = true
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
                guard !anyShows else { continue }
                func over(_ c: UInt32, _ b: Int) -> Int { (Int(c) * Int(a) + b * (255 - Int(a))) / 255 }
                let d = max(abs(over((p >> 16) & 0xFF, bg.r) - bg.r), abs(over((p >> 8) & 0xFF, bg.g) - bg.g),
                            abs(over(p & 0xFF, bg.b) - bg.b))
                if d >= Self.minContrast { anyShows = true }
            }
        }
        // The steps may have passed over a thin line: the whole frame decides.
        if !anyInk && step > 1 {
            for y in 0..<surface.height where !anyInk {
                let row = base.advanced(by: y * surface.pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<surface.width where row[x] >> 24 > 0 {
                    anyInk = true
                    break
                }
            }
        }
    }

    /// The part of the canvas to draw, as fractions of it: the visible bounds padded, or the
    /// whole canvas when they cover most of it (or nothing is visible).
    var crop: ArtCrop {
        guard anyVisible else { return .whole }
        let lx = max(x0 - pad, 0), ly = max(y0 - pad, 0)
        let hx = min(x1 + 1 + pad, width), hy = min(y1 + 1 + pad, height)
        let c = ArtCrop(x: Double(lx) / Double(width), y: Double(ly) / Double(height),
                        width: Double(hx - lx) / Double(width), height: Double(hy - ly) / Double(height))
        return c.width > 0.9 && c.height > 0.9 ? .whole : c
    }

    /// One line when nothing the frames draw would show on the header; nil when something does.
    /// (Frames with no alpha at all are refused: `anyInk`.)
    var problem: String? {
        if !anyVisible { return "every frame is nearly transparent (alpha under \(Self.minAlpha)): nothing would show" }
        if !anyShows {
            return "its colours are too close to the header's (#F2F2F7) to show; expected art that stands out from it"
        }
        return nil
    }
}

/// A part of an art's canvas, in fractions of its width and height.
struct ArtCrop: Equatable {
    var x: Double, y: Double, width: Double, height: Double
    static let whole = ArtCrop(x: 0, y: 0, width: 1, height: 1)
}
