import CSDL2

/// Seconds since SDL started, from the high-resolution counter; event timestamps
/// (whole milliseconds on the same base) are clamped so they never run ahead of it.
struct MonotonicClock {
    private let origin: UInt64
    private let frequency: Double
    private let originSeconds: Double

    init() {
        originSeconds = Double(SDL_GetTicks64()) / 1000
        origin = SDL_GetPerformanceCounter()
        frequency = Double(SDL_GetPerformanceFrequency())
    }

    var now: Double { originSeconds + Double(SDL_GetPerformanceCounter() &- origin) / frequency }

    func eventTime(_ timestampMs: UInt32) -> Double {
        let t = Double(timestampMs) / 1000
        let n = now
        return t > 0 && t <= n ? t : n
    }
}
