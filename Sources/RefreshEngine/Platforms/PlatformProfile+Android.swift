import RefreshPhysics

extension PlatformProfile {
    /// Android: OverScroller's spline fling and EdgeEffect's stretch; ViewConfiguration's touch
    /// slop 8, min fling 50, max fling 8000; least-squares velocity; no carried momentum;
    /// InputConsumer's resampling (5 ms back); SwipeRefreshLayout as its pull-to-refresh control
    /// (`header.control` android), a circle over a still list: its stretch alone never reaches a trigger.
    /// Its screens show a collapsing toolbar (`list.bar` collapsing, Material 3's large top app bar).
    public static let android = PlatformProfile(model: .android, title: "Android", resampling: .android, control: .android) {
        $0.decelerationRate = 0.9965
        $0.springStiffness = 156.25
        $0.springDampingRatio = 1
        $0.rubberBandCoefficient = 0.35
        $0.velocityEstimator = .leastSquares
        $0.touchSlop = 8
        $0.minFlingSpeed = 50
        $0.maxFlingSpeed = 8000
        $0.carriedMomentum = false
    }.showing(.collapsing)
}

extension ScrollModel {
    /// Android 12+: OverScroller's spline fling and EdgeEffect's stretch.
    public static let android = ScrollModel(name: "android", physics: AndroidScrollPhysics())
}

/// Android 12+: the stretch EdgeEffect shows for a pull (AndroidStretch, at most the
/// view's height of pull) and OverScroller's spline fling with the stretch's release at
/// the edges (AndroidFling). Its stop is the spline's own.
struct AndroidScrollPhysics: ScrollPhysics {
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
        .edge(AndroidFling(position: x, velocity: v, minEdge: s.leadingEdge, maxEdge: s.trailingEdge,
                               viewportHeight: s.extent, density: s.pixelDensity))
    }

    /// The stretch at a pull of the view's height, EdgeEffect's most: H s(1), about 3.2 % of H.
    func reach(extent: Double, pixelDensity: Double) -> Double? {
        AndroidStretch.offset(forPull: max(extent, 1), height: extent)
    }

    var unusedTunables: [String: UnusedTunable] {
        ScrollModel.platformFlingAndEdge.merging([TunableID.scrollStopPixelSpeed.rawValue: .ownStop]) { $1 }
    }
}
