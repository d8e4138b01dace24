/// Where to draw the banner this frame.
public struct BannerState: Equatable, Sendable {
    /// The banner's height in points (its look: the motion is Banner's).
    public static let height = 35.0

    public var text: String
    public var failed: Bool
    /// Screen y of the banner's top; it slides out from under the bar.
    public var y: Double
    public var height: Double
}
