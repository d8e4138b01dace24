import RefreshPhysics

extension PlatformProfile {
    /// GTK 4: GtkKineticScrolling (deceleration friction 4, overshoot friction 20, overshoot shown
    /// up to 100 px), a touchpad that moves 2.5 times as far, drag threshold 8, swipe velocity over
    /// the last 150 ms, no carried momentum. No resampling: GTK's frame clock hands over the newest
    /// motion. GTK ships no pull-to-refresh and keeps MJRefresh's header, which plays no haptic
    /// (`header.haptics` none; its users have asked for one: MJRefresh #1105, #1311).
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
