import RefreshPhysics

extension ScrollModel {
    /// GTK 4: GtkKineticScrolling's deceleration and overshoot, the scrolled window's limit.
    public static let gtk = ScrollModel(name: "gtk", physics: GtkScrollPhysics())
}

/// GTK 4's scrolled window: 1:1 past an edge up to MAX_OVERSHOOT_DISTANCE (100 px),
/// where it clamps, and GtkKineticScrolling's deceleration with its critically damped
/// overshoot. Its stop is the kinetic scrolling's own.
final class GtkScrollPhysics: ScrollPhysics {
    /// GTK's MAX_OVERSHOOT_DISTANCE, 100 px, in points.
    func overshootLimit(_ s: ScrollSpace) -> Double { GtkKineticSimulation.maxOvershootDistance / s.pixelDensity }

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
                                       density: s.pixelDensity)))
    }

    /// MAX_OVERSHOOT_DISTANCE: the overshoot clamps there.
    func reach(extent: Double, pixelDensity: Double) -> Double? {
        GtkKineticSimulation.maxOvershootDistance / pixelDensity
    }

    var unusedTunables: [(TunableID, UnusedTunable)] { ScrollModel.platformFlingAndEdge + [(.scrollStopPixelSpeed, .ownStop)] }
}
