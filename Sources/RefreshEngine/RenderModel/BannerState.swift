/// Where to draw the banner this frame.
public struct BannerState: Equatable, Sendable {
    /// The banner's height in points (its look: the motion is Banner's).
    public static let height = 35.0

    public var text: String
    /// Which banner it is: its icon and fill follow.
    public var kind: BannerKind
    /// Screen y of the banner's top; it slides out from under the bar.
    public var y: Double
    public var height: Double

    public init(text: String, kind: BannerKind, y: Double, height: Double) {
        self.text = text
        self.kind = kind
        self.y = y
        self.height = height
    }

    /// The refresh failed.
    public var failed: Bool { kind == .failure }
}
