import RefreshPhysics

/// The Scroller asks its platform model's physics (ScrollPhysics, one type per model)
/// how a drag moves the content and what moves it after a release.
extension Scroller {
    /// Where the physics works now: the edges, the view's extent, the density, the tunables.
    var space: ScrollSpace {
        ScrollSpace(leadingEdge: minOffset, trailingEdge: maxOffset, extent: viewportExtent, pixelDensity: pixelDensity,
                    tuning: tuning)
    }

    var physics: any ScrollPhysics { tuning.model.physics }

    /// The visible offset for a raw (unbanded) drag position.
    func visualOffset(forRaw raw: Double) -> Double { physics.visualOffset(forRaw: raw, in: space) }

    /// d(visual)/d(raw): how fast the shown offset moves per raw point.
    func bandSlope(atRaw raw: Double) -> Double { physics.bandSlope(atRaw: raw, in: space) }

    /// The raw drag position that shows `visual`: grabbing a bouncing list does not jump.
    func rawOffset(forVisual visual: Double) -> Double { physics.rawOffset(forVisual: visual, in: space) }
}
