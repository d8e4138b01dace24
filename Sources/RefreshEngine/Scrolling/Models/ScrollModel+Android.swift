import RefreshPhysics

extension ScrollModel {
    /// Android 12+: OverScroller's spline fling and EdgeEffect's stretch.
    public static let android = ScrollModel(name: "android", physics: AndroidScrollPhysics())
}

/// Android 12+: the stretch EdgeEffect shows for a pull (AndroidStretch, at most the
/// view's height of pull) and OverScroller's spline fling with the stretch's release at
/// the edges (AndroidFling). Its stop is the spline's own.
final class AndroidScrollPhysics: ScrollPhysics {
    func visualOffset(forRaw raw: Double, in s: ScrollSpace) -> Double {
        s.pastEdge(raw) { AndroidStretch.offset(forPull: $0, height: s.extent) }
    }

    func bandSlope(atRaw raw: Double, in s: ScrollSpace) -> Double {
        let x = s.distancePastEdge(raw)
        return x > 0 ? AndroidStretch.slope(atPull: x, height: s.extent) : 1
    }

    func rawOffset(forVisual visual: Double, in s: ScrollSpace) -> Double {
        s.pastEdge(visual) { AndroidStretch.pull(forOffset: $0, height: s.extent) }
    }

    func fling(from x: Double, velocity v: Double, in s: ScrollSpace) -> ScrollFling {
        .edge(AnyEdgeSimulation(AndroidFling(position: x, velocity: v, minEdge: s.leadingEdge, maxEdge: s.trailingEdge,
                               viewportHeight: s.extent, density: s.pixelDensity)))
    }

    /// The stretch at a pull of the view's height, EdgeEffect's most: H s(1), about 3.2 % of H.
    func reach(extent: Double, pixelDensity: Double) -> Double? {
        AndroidStretch.offset(forPull: max(extent, 1), height: extent)
    }

    var unusedTunables: [(TunableID, UnusedTunable)] { ScrollModel.platformFlingAndEdge + [(.scrollStopPixelSpeed, .ownStop)] }
}
