/// The result banner that slides down under the top bar after a refresh (seed 001):
/// slide in over 1 s, hold 1 s, slide out over 1 s, each slide an ease-in-out.
public struct Banner: Equatable, Sendable {
    public static let height = 35.0
    public static let slide = 1.0
    public static let hold = 1.0

    public var text: String
    public var failed: Bool
    public var start: Double

    public var end: Double { start + 2 * Self.slide + Self.hold }

    /// How far the banner is out from behind the bar, 0...1, at t.
    public func progress(at t: Double) -> Double {
        let e = t - start
        if e <= 0 || e >= 2 * Self.slide + Self.hold { return 0 }
        let ease = { (s: Double) in s * s * (3 - 2 * s) }
        if e < Self.slide { return ease(e / Self.slide) }
        if e < Self.slide + Self.hold { return 1 }
        return ease(1 - (e - Self.slide - Self.hold) / Self.slide)
    }
}

/// Where to draw the banner this frame.
public struct BannerState: Equatable, Sendable {
    public var text: String
    public var failed: Bool
    /// Screen y of the banner's top; it slides out from under the bar.
    public var y: Double
    public var height: Double
}
