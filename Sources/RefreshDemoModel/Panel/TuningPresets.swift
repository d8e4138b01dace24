import RefreshEngine

/// Named starting points for the feel: each preset runs its platform's model (`scroll.model`,
/// ScrollModel; docs/physics.md, "Platform models") with that platform's input constants.
///
/// - iOS: UIKit's model with the defaults (deceleration 0.998/ms, rubber band 0.55, critically damped
///   spring, stiffness 100; touch slop 10, min fling 100, bounce at most 120 pt, carried momentum). Its
///   release velocity is the least-squares fit: iOS's weighted pairs assume a touch digitizer, and a
///   mouse's whole points at up to 1000 Hz make them err by up to 39% (a choice in the panel all the same).
/// - Flutter: BouncingScrollPhysics (friction per drag delta, BouncingScrollSimulation, spring mass 0.5,
///   stiffness 100, ratio 1.1), max fling 8000, min fling 2 x 50, kTouchSlop 18, carried momentum, the
///   IOSScrollViewFlingVelocityTracker (`weightedpairs`) and PointerEventResampler's resampling (38 ms
///   back). The spring values are also kept in the UIKit tunables (stiffness 200 at mass 1, ratio 1.1,
///   transfer cap 5000) for the exports.
/// - GTK: GtkKineticScrolling (deceleration friction 4, overshoot friction 20, overshoot shown up to
///   100 px), a touchpad that moves 2.5 times as far, drag threshold 8, swipe velocity over the last
///   150 ms, no carried momentum.
/// - Android: OverScroller's spline fling and EdgeEffect's stretch; ViewConfiguration's touch slop 8,
///   min fling 50, max fling 8000; least-squares velocity; no carried momentum; InputConsumer's
///   resampling (5 ms back); SwipeRefreshLayout as its pull-to-refresh control (`header.control`
///   android): its stretch alone never reaches a trigger.
/// - iOS and Flutter pull with the Cupertino control (UIRefreshControl as Flutter measured it);
///   GTK ships no pull-to-refresh and keeps MJRefresh's header. The app itself starts with `mj`.
/// - iOS and GTK: no resampling (`off`): UIKit delivers touches once per display refresh, already
///   coalesced to it, and GTK's frame clock hands over the newest motion; neither resamples.
public enum TuningPresets {
    /// In the order of the platform model's choice (and the panel's buttons).
    public static let names = ["ios", "flutter", "android", "gtk"]

    /// The preset whose feel (scroll physics) the values have now, if any: the panel marks
    /// its button after the message has faded.
    public static func active(in values: TuningSet) -> String? {
        names.first { named($0)?.scroll == values.scroll }
    }

    public static func named(_ name: String) -> TuningSet? {
        var s = TuningSet()
        switch name.lowercased() {
        case "ios":
            // UIRefreshControl, as Flutter's Cupertino control measured it from iOS.
            s.headerControl = .cupertino
            return s
        case "flutter":
            // Flutter's bouncing physics is its iOS look: its Cupertino control goes with it.
            s.headerControl = .cupertino
            s.scroll.model = .flutter
            s.scroll.springStiffness = 200
            s.scroll.springDampingRatio = 1.1
            s.scroll.decelerationRate = 0.998
            s.scroll.rubberBandCoefficient = 0.52
            s.scroll.maxFlingSpeed = 8000
            s.scroll.minFlingSpeed = 100
            s.scroll.springTransferCap = 5000
            s.scroll.maxBounceOvershoot = 1000
            s.scroll.velocityEstimator = .weightedPairs
            s.scroll.touchSlop = 18
            s.scroll.carriedMomentum = true
            s.scroll.resampling = .flutter
            return s
        case "gtk":
            s.scroll.model = .gtk
            s.scroll.decelerationRate = 0.996
            s.scroll.springStiffness = 100
            s.scroll.springDampingRatio = 1
            s.scroll.rubberBandCoefficient = 0.5
            s.scroll.touchpadPointsPerUnit = 125
            s.scroll.maxBounceOvershoot = 100
            s.scroll.velocityEstimator = .leastSquares
            s.scroll.velocityWindow = 0.15
            s.scroll.touchSlop = 8
            s.scroll.carriedMomentum = false
            s.scroll.touchpadScale = 2.5
            return s
        case "android":
            s.scroll.model = .android
            s.scroll.decelerationRate = 0.9965
            s.scroll.springStiffness = 156.25
            s.scroll.springDampingRatio = 1
            s.scroll.rubberBandCoefficient = 0.35
            s.scroll.velocityEstimator = .leastSquares
            s.scroll.touchSlop = 8
            s.scroll.minFlingSpeed = 50
            s.scroll.maxFlingSpeed = 8000
            s.scroll.carriedMomentum = false
            s.scroll.resampling = .android
            // Android's own pull-to-refresh: SwipeRefreshLayout's circle over a still list.
            s.headerControl = .android
            return s
        default:
            return nil
        }
    }
}
