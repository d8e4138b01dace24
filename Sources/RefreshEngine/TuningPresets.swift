/// Named starting points for the feel, from the constants in physics.md.
///
/// - iOS: the defaults (UIKit deceleration 0.998/ms, rubber band 0.55, critically damped spring, stiffness 100).
/// - Flutter: BouncingScrollPhysics' spring (mass 0.5, stiffness 100 -> 200 at mass 1, damping ratio 1.1),
///   friction drag 0.135/s (0.998/ms), max fling 8000.
/// - GTK: deceleration friction 4/s (e^-0.004 = 0.996/ms), overshoot friction 20 (critically damped, beta 10:
///   stiffness 100), a touchpad that moves 2.5 times as far.
/// - Android: Chromium's elastic release x(t) = (x0 + 0.31 v0 t) e^(-12.5 t) (critically damped, beta 12.5:
///   stiffness 156.25), a stiffer stretch and a shorter fling.
public enum TuningPresets {
    public static let names = ["ios", "flutter", "gtk", "android"]

    public static func named(_ name: String) -> TuningSet? {
        var s = TuningSet()
        switch name.lowercased() {
        case "ios":
            return s
        case "flutter":
            s.scroll.springStiffness = 200
            s.scroll.springDampingRatio = 1.1
            s.scroll.decelerationRate = 0.998
            s.scroll.rubberBandCoefficient = 0.52
            s.scroll.maxFlingSpeed = 8000
            return s
        case "gtk":
            s.scroll.decelerationRate = 0.996
            s.scroll.springStiffness = 100
            s.scroll.springDampingRatio = 1
            s.scroll.rubberBandCoefficient = 0.5
            s.scroll.touchpadPointsPerUnit = 125
            s.scroll.touchpadScale = 2.5
            return s
        case "android":
            s.scroll.decelerationRate = 0.9965
            s.scroll.springStiffness = 156.25
            s.scroll.springDampingRatio = 1
            s.scroll.rubberBandCoefficient = 0.35
            return s
        default:
            return nil
        }
    }
}
