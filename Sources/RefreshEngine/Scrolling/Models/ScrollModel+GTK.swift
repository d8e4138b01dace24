import RefreshPhysics

extension ScrollModel {
    /// GTK 4: GtkKineticScrolling's deceleration and overshoot, the scrolled window's limit.
    public static let gtk = ScrollModel(name: "gtk", physics: GtkScrollPhysics())
}

/// GTK 4's scrolled window: 1:1 past an edge up to MAX_OVERSHOOT_DISTANCE (100 px),
/// where it clamps, and GtkKineticScrolling's deceleration with its critically damped
/// overshoot. Its stop is the kinetic scrolling's own.
///
/// Rule: GTK's pixels are logical (surface coordinates; the surface's scale maps them to
/// device pixels, gdk_surface_get_scale), and the scrolled window's adjustment, its overshoot
/// limit and the kinetic scrolling's thresholds are all in them: every limit here is the same
/// number of points at any pixel density.
final class GtkScrollPhysics: ScrollPhysics {
    /// GTK's pixels per point at any display scale: its pixels are logical.
    static let logicalDensity = 1.0

    /// GTK's MAX_OVERSHOOT_DISTANCE, 100 logical px: 100 pt at any scale.
    func overshootLimit(_ s: ScrollSpace) -> Double { GtkKineticSimulation.maxOvershootDistance / Self.logicalDensity }

    func visualOffset(forRaw raw: Double, in s: ScrollSpace) -> Double {
        let cap = overshootLimit(s)
        return s.pastEdge(raw) { min($0, cap) }
    }

    /// 1 up to the limit, 0 beyond.
    func bandSlope(atRaw raw: Double, in s: ScrollSpace) -> Double {
        s.distancePastEdge(raw) < overshootLimit(s) ? 1 : 0
    }

    func rawOffset(forVisual visual: Double, in s: ScrollSpace) -> Double { visual }

    func fling(from x: Double, velocity v: Double, in s: ScrollSpace) -> ScrollFling {
        .edge(AnyEdgeSimulation(GtkKineticSimulation(position: x, velocity: v, minEdge: s.leadingEdge, maxEdge: s.trailingEdge,
                                       density: Self.logicalDensity)))
    }

    /// MAX_OVERSHOOT_DISTANCE: the overshoot clamps there, 100 pt whatever the display's density.
    func reach(extent: Double, pixelDensity: Double) -> Double? {
        GtkKineticSimulation.maxOvershootDistance / Self.logicalDensity
    }

    var unusedTunables: [(TunableID, UnusedTunable)] { ScrollModel.platformFlingAndEdge + [(.scrollStopPixelSpeed, .ownStop)] }
}
