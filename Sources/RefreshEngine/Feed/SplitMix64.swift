/// A tiny deterministic random generator (SplitMix64), so content depends only on (seed, id).
///
///     z = (state += 0x9E3779B97F4A7C15); z = (z ^ z>>30) * 0xBF58476D1CE4E5B9;
///     z = (z ^ z>>27) * 0x94D049BB133111EB; return z ^ z>>31
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<n without the bias of a plain modulo being visible for small n.
    public mutating func below(_ n: Int) -> Int {
        Int(truncatingIfNeeded: next() % UInt64(max(n, 1)))
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
