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
    /// Slower releases than this do not fling, pt/s.
    public var minFlingSpeed = 50.0
    /// Samples older than this before the newest are ignored by the velocity fit, s.
    public var velocityWindow = 0.1
    /// A pointer still for longer than this before release releases with no velocity, s.
    public var velocityStopGap = 0.04
    /// A fling slower than this has stopped, pt/s.
    public var restVelocity = 0.5

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
