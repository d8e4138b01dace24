import RefreshPhysics

extension PlatformProfile {
    /// GTK 4: GtkKineticScrolling (deceleration friction 4, overshoot friction 20, overshoot shown
    /// up to 100 px), a touchpad that moves 2.5 times as far, drag threshold 8, swipe velocity over
    /// the last 150 ms, no carried momentum. No resampling: GTK's frame clock hands over the newest
    /// motion. GTK ships no pull-to-refresh and keeps MJRefresh's header.
    public static let gtk = PlatformProfile(model: .gtk, title: "GTK", resampling: .off, control: .mj) {
        $0.decelerationRate = 0.996
        $0.springStiffness = 100
        $0.springDampingRatio = 1
        $0.rubberBandCoefficient = 0.5
        $0.touchpadPointsPerUnit = 125
        $0.maxBounceOvershoot = 100
        $0.velocityEstimator = .leastSquares
        $0.velocityWindow = 0.15
        $0.touchSlop = 8
        $0.carriedMomentum = false
        $0.touchpadScale = 2.5
    }
}

extension ScrollModel {
    /// GTK 4: GtkKineticScrolling's deceleration and overshoot, the scrolled window's limit.
    public static let gtk = ScrollModel(name: "gtk", physics: GtkScrollPhysics())
}

/// GTK 4's scrolled window: 1:1 past an edge up to MAX_OVERSHOOT_DISTANCE (100 px),
/// where it clamps, and GtkKineticScrolling's deceleration with its critically damped
/// overshoot. Its stop is the kinetic scrolling's own.
struct GtkScrollPhysics: ScrollPhysics {
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
        .edge(GtkKineticSimulation(position: x, velocity: v, minEdge: s.leadingEdge, maxEdge: s.trailingEdge,
                                       density: s.pixelDensity))
    }

    /// MAX_OVERSHOOT_DISTANCE: the overshoot clamps there.
    func reach(extent: Double, pixelDensity: Double) -> Double? {
        GtkKineticSimulation.maxOvershootDistance / pixelDensity
    }

    var unusedTunables: [String: UnusedTunable] {
        ScrollModel.platformFlingAndEdge.merging([TunableID.scrollStopPixelSpeed.rawValue: .ownStop]) { $1 }
    }
}
