import RefreshPhysics

extension PlatformProfile {
    /// Flutter: BouncingScrollPhysics (friction per drag delta, BouncingScrollSimulation, spring
    /// mass 0.5, stiffness 100, ratio 1.1), max fling 8000, min fling 2 x 50, kTouchSlop 18, carried
    /// momentum and the IOSScrollViewFlingVelocityTracker (`weightedpairs`). No resampling: stock
    /// Flutter draws the newest report (GestureBinding.resamplingEnabled is false unless an app turns it
    /// on, and then for touch pointers only); `input.resampling flutter` stays a choice for apps that
    /// opt in, and the Flutter export then says how. The spring values are also kept in the UIKit tunables (stiffness 200
    /// at mass 1, ratio 1.1, transfer cap 5000) for the exports. Its bouncing physics is its iOS
    /// look: its Cupertino control goes with it.
    /// Its screens show a pinned SliverAppBar (`list.bar` sliver). Its Cupertino control ticks as it arms
    /// and refreshes (`header.haptics` refresh: HapticFeedback.mediumImpact() from drag to armed,
    /// cupertino/refresh.dart); RefreshIndicator, its Material one, plays none.
    public static let flutter = PlatformProfile(model: .flutter, title: "Flutter", resampling: .off, control: .cupertino) {
        $0.springStiffness = 200
        $0.springDampingRatio = 1.1
        $0.decelerationRate = 0.998
        $0.rubberBandCoefficient = 0.52
        $0.maxFlingSpeed = 8000
        $0.minFlingSpeed = 100
        $0.springTransferCap = 5000
        $0.maxBounceOvershoot = 1000
        $0.velocityEstimator = .weightedPairs
        $0.touchSlop = 18
        $0.carriedMomentum = true
    }.showing(.sliver).ticking(.refresh)
}
