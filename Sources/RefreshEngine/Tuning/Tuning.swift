import RefreshPhysics

/// Every constant of the engine's feel, in one value with iOS-like defaults.
///
/// Units: points, seconds, points per second. Later the tuning panel and
/// tuning files edit this value; the engine reads it at the start of each
/// gesture or animation, so a change applies to the next one.
public struct Tuning: Equatable, Sendable {
    // Scroll physics
    /// Rubber-band coefficient c in b(x) = (1 - 1/(x c/dim + 1)) dim.
    public var rubberBandCoefficient = 0.55
    /// Fling velocity kept per millisecond (UIKit normal: 0.998, fast: 0.99).
    public var decelerationRate = 0.998
    /// Bounce-back spring stiffness (mass 1).
    public var springStiffness = 100.0
    /// Bounce-back spring damping ratio (1 = critically damped).
    public var springDampingRatio = 1.0
    /// Fastest fling, pt/s.
    public var maxFlingSpeed = 8000.0
    /// Slower releases than this do not fling (the drift of a lifting finger), pt/s.
    /// Flutter's BouncingScrollPhysics: 2 x kMinFlingVelocity = 100.
    public var minFlingSpeed = 100.0
    /// How the release velocity is estimated: least squares (Flutter's), because a mouse
    /// reports whole points at up to 1000 Hz, where iOS's weighted pairs (made for a touch
    /// digitizer's sub-point samples at 60-120 Hz) err by up to 39% and the fit by 3%.
    public var velocityEstimator = VelocityEstimator.leastSquares
    /// Samples older than this before the newest are ignored by the velocity fit, s.
    public var velocityWindow = 0.1
    /// A pointer still for longer than this before release releases with no velocity, s.
    public var velocityStopGap = 0.04
    /// Fastest speed a fling hands to the bounce spring at an edge, pt/s (Flutter: 5000).
    public var springTransferCap = 5000.0
    /// Farthest a fling's bounce may overshoot an edge, pt: the speed handed to the spring
    /// is also capped at maxBounceOvershoot / (the spring's overshoot per unit speed).
    public var maxBounceOvershoot = 120.0
    /// A fling slower than this many physical pixels per second no longer visibly moves
    /// and stops (Flutter's toleranceFor: 1 / (0.05 s x devicePixelRatio)).
    public var stopPixelSpeed = 20.0
    /// A flick in the direction the list still flies adds the carried momentum
    /// sign(v) min(0.000816 |v|^1.967, 40000) of the running fling (iOS; Flutter on iOS).
    public var carriedMomentum = true
    /// Whose algorithms run the drag, fling and edges (ScrollModel).
    public var model = ScrollModel.ios

    /// A fling slower than this has stopped, pt/s: stopPixelSpeed / pixelDensity, where
    /// pixelDensity is the display's physical pixels per point (the host's, not the feel's).
    func restVelocity(pixelDensity: Double) -> Double {
        let density = pixelDensity.isFinite && pixelDensity > 0 ? pixelDensity : 1
        return max(stopPixelSpeed, 1e-3) / density
    }

    // Layout
    /// The original top inset: the list lies under a bar of this height, pt.
    public var topBarHeight = 64.0

    // Wheel and keys
    /// Distance of one wheel notch, pt (about three rows).
    public var notchDistance = 240.0
    /// Stiffness of the spring that animates wheel, key and programmatic scrolls.
    public var scrollAnimationStiffness = 300.0
    /// Speed given to the content when a notch hits an edge: a small bounce, pt/s.
    public var edgeBumpSpeed = 500.0

    // Pointer
    /// A press moves nothing until the pointer is this far from where it went down; the
    /// drag then follows 1:1 from where the slop ended (a click with a shaky hand stays a click), pt.
    public var touchSlop = 10.0
    /// Where a drag is drawn at each frame (InputResampling): off, the newest report, by
    /// default, as iOS (UIKit hands touches to the app once per display refresh, already
    /// coalesced to it) and GTK (frame-clock-compressed motion, the newest report) do; the
    /// Android and Flutter presets use their platform's resampler.
    public var resampling = InputResampling.off

    // Touchpad
    /// Points per unit of SDL's precise wheel delta (scripts' `wheel ... precise`).
    public var touchpadPointsPerUnit = 50.0
    /// Points per pixel of a known touchpad's scrolling: 1 follows the fingers.
    public var touchpadScale = 1.0
    /// Display-server pixels one notch stands for: SDL2 divides Wayland's axis values by
    /// it, Xwayland reports one X11 scroll increment per this many pixels.
    public var pixelsPerNotch = 10.0
    /// No touchpad delta for this long means the fingers were lifted, s.
    public var touchpadIdleGap = 0.1
    /// This many shrinking deltas in a row past an edge are coasting: release, events.
    public var touchpadMomentumCount = 3

    // Scroll indicator
    /// How long the indicator stays after motion stops, s.
    public var indicatorHold = 0.5
    /// How long it takes to fade out, s.
    public var indicatorFade = 0.3

    public init() {}
}
