import RefreshPhysics

extension PlatformProfile {
    /// Android: OverScroller's spline fling and EdgeEffect's stretch; ViewConfiguration's touch
    /// slop 8, min fling 50, max fling 8000; least-squares velocity; no carried momentum;
    /// InputConsumer's resampling (5 ms back); SwipeRefreshLayout as its pull-to-refresh control
    /// (`header.control` android), a circle over a still list: its stretch alone never reaches a trigger.
    /// Its screens show a collapsing toolbar (`list.bar` collapsing, Material 3's large top app bar).
    /// SwipeRefreshLayout plays no haptic (`header.haptics` none: it never calls performHapticFeedback).
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
