import CSDL2
import Foundation

/// The floor of a frame: what the same renderer, at the same size and density, needs for
/// the least a frame can be (clear and present; and one opaque copy of a full-window
/// texture, as a frame that only scrolled a finished picture would). The frame figures
/// are printed as multiples of it, so a budget says how far the app is from the limit of
/// the machine and renderer, whatever their speed.
extension Benchmark {
    struct Floor {
        /// Median CPU ms of clear + present, and of clear + one opaque full-window copy + present.
        let clearPresent: Double
        let copy: Double
    }

    /// The floor at `width` x `height` points and the run's density, medians of 600 frames.
    func floor(width: Double, height: Double) throws -> Floor {
        let w = Int((width * options.scale).rounded()), h = Int((height * options.scale).rounded())
        let surface = try Surface(width: w, height: h)
        guard let r = SDL_CreateSoftwareRenderer(surface.pointer) else { throw SDLError("SDL_CreateSoftwareRenderer") }
        let handle = RendererHandle(r, surface: surface)
        let picture = try Surface(width: w, height: h)
        SDL_FillRect(picture.pointer, nil, 0xFFF2_F2F7)
        let texture = try Texture(renderer: handle, surface: picture)
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE)
        func median(copying: Bool) -> Double {
            var times: [Double] = []
            times.reserveCapacity(600)
            for i in 0..<660 {
                let start = Self.cpuNow()
                SDL_SetRenderDrawColor(r, 242, 242, 247, 255)
                SDL_RenderClear(r)
                if copying { SDL_RenderCopy(r, texture.pointer, nil, nil) }
                SDL_RenderFlush(r)
                if i >= 60 { times.append((Self.cpuNow() - start) * 1000) }
            }
            return Self.medianAndP99(times).0
        }
        return Floor(clearPresent: median(copying: false), copy: median(copying: true))
    }

    /// "label: median M ms, p99 P ms (budget B x floor): N.NN x floor" (no budget: none shown).
    static func floorLine(_ label: String, median: Double, p99: Double, floor: Floor, budget: Double? = nil) -> String {
        let head = "  " + label.padding(toLength: 44, withPad: " ", startingAt: 0)
        let budgetText = budget.map { String(format: " (budget %.2f x floor)", $0) } ?? ""
        return head + String(format: "median %6.3f ms   p99 %6.3f ms%@: %.2f x floor", median, p99, budgetText,
                             median / max(floor.copy, 1e-9))
    }

    /// The floor's own line.
    static func floorDescription(_ label: String, _ floor: Floor) -> String {
        String(format: "  floor, %@: clear + present %6.3f ms; + one opaque full-window copy %6.3f ms (the floor)",
               label, floor.clearPresent, floor.copy)
    }
}
