/// The user's animation in the header and footer: the host decodes and draws it; the
/// engine holds its timeline and decides, each frame, which frame of it shows.
public struct ArtState: Sendable {
    public var header: ArtTimeline?
    public var footer: ArtTimeline?
    /// The header shows its art rather than a built-in style (H cycles through both).
    public internal(set) var headerShown = false
    public var settings = ArtSettings()
    public init() {}

    /// The art as the header and the footer hold it, with how it shows.
    init(header: ArtTimeline?, footer: ArtTimeline?, headerShown: Bool, settings: ArtSettings) {
        self.header = header
        self.footer = footer
        self.headerShown = headerShown
        self.settings = settings
    }
}

/// What the host draws of the art this frame: nil where no art shows.
public struct ArtViewState: Equatable, Sendable {
    public var header: ArtFrame?
    public var footer: ArtFrame?
    public var settings = ArtSettings()
    public init() {}
}
