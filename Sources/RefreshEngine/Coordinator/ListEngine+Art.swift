/// The user's animation in the header and footer: the host decodes and draws it; the
/// engine holds its timeline and decides, each frame, which frame of it shows.
public struct ArtState: Sendable {
    public var header: ArtTimeline?
    public var footer: ArtTimeline?
    /// The header shows its art rather than a built-in style (H cycles through both).
    var headerShown = false
    public var settings = ArtSettings()
    public init() {}
}

/// What the host draws of the art this frame: nil where no art shows.
public struct ArtViewState: Equatable, Sendable {
    public var header: ArtFrame?
    public var footer: ArtFrame?
    public var settings = ArtSettings()
    public init() {}
}

extension ListEngine {
    /// Sets (or with nil removes) the header's art; new art shows at once.
    public mutating func setHeaderArt(_ timeline: ArtTimeline?, at t: Double) {
        art.header = timeline
        art.headerShown = timeline != nil
        record(.setting(t: max(t, time), name: "header", value: art.headerShown ? "art" : headerStyle.rawValue))
    }

    /// Sets (or with nil removes) the footer's art.
    public mutating func setFooterArt(_ timeline: ArtTimeline?, at t: Double) {
        art.footer = timeline
        record(.setting(t: max(t, time), name: "footerArt", value: timeline == nil ? "off" : "on"))
    }

    /// H: the built-in styles in turn, then the user's art when there is one, then round again.
    mutating func cycleHeaderStyle(at t: Double) {
        if art.headerShown {
            art.headerShown = false
            headerStyle = HeaderStyle.allCases.first ?? .normal
        } else if art.header != nil && headerStyle.next == HeaderStyle.allCases.first {
            art.headerShown = true
        } else {
            headerStyle = headerStyle.next
        }
        record(.setting(t: t, name: "header", value: art.headerShown ? "art" : headerStyle.rawValue))
    }
}
