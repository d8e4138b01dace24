/// The user's art in the header and footer (HeaderFeature.art, FooterFeature.art): set,
/// removed, and cycled to with H.
extension ListEngine {
    /// Sets (or with nil removes) the header's art; new art shows at once.
    public mutating func setHeaderArt(_ timeline: ArtTimeline?, at t: Double) {
        headerFeature.art = timeline
        headerFeature.artShown = timeline != nil
        record(.setting(t: max(t, time), name: "header", value: headerFeature.artShown ? "art" : headerFeature.style.rawValue))
    }

    /// Sets (or with nil removes) the footer's art.
    public mutating func setFooterArt(_ timeline: ArtTimeline?, at t: Double) {
        footerFeature.art = timeline
        record(.setting(t: max(t, time), name: "footerArt", value: timeline == nil ? "off" : "on"))
    }

    /// Replaces the timeline of the art in use with its final one (a load that showed its
    /// first frames before its last were in): the same art, so nothing is recorded and what
    /// shows (the art or a built-in style) stays.
    public mutating func refineArt(header: ArtTimeline?, footer: ArtTimeline?) {
        if let header, headerFeature.art != nil { headerFeature.art = header }
        if let footer, footerFeature.art != nil { footerFeature.art = footer }
    }

    /// Chooses what plays in `phase` of `place`'s art (the panel): a tuning value like the
    /// others (saved, kept per A/B slot), in effect from the next frame.
    public mutating func setArtMarker(_ choice: ArtMarkerChoice, for phase: ArtSegment, of place: ArtPlace, at t: Double) {
        var s = tuningSet
        s.art[markers: place][phase] = choice
        applyTuning(s, at: t)
    }

    /// H: the built-in styles in turn, then the user's art when there is one, then round again.
    ///
    /// Order: the `mj` header's styles (arrow, frames, spinner), the user's art when there is
    /// some, then the other controls (`android`), and round again to the arrow.
    mutating func cycleHeaderStyle(at t: Double) {
        var control = headerControlKind
        if control != .mj {
            control = HeaderControlKind.allCases.drop { $0 != control }.dropFirst().first ?? .mj
            headerFeature.style = HeaderStyle.allCases.first ?? .normal
        } else if headerFeature.artShown {
            headerFeature.artShown = false
            control = .android
        } else if headerFeature.style.next == HeaderStyle.allCases.first {
            if headerFeature.art != nil { headerFeature.artShown = true } else { control = .android }
        } else {
            headerFeature.style = headerFeature.style.next
        }
        if control != headerControlKind {
            var s = tuningSet
            s.headerControl = control
            applyTuning(s, at: t)
        }
        record(.setting(t: t, name: "header", value: headerControlKind != .mj ? headerControlKind.rawValue
            : headerFeature.artShown ? "art" : headerFeature.style.rawValue))
    }
}
