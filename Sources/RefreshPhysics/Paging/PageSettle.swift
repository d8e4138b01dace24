/// How a released pager moves to its target page, in closed form, per platform.
///
/// Flutter springs there from the release velocity; Android's PagerSnapHelper scrolls there over a
/// fixed time that does not depend on the velocity, decelerating.
public enum PageSettle: Simulation, Equatable, Sendable {
    /// Flutter's PageScrollPhysics: ScrollSpringSimulation with the physics' spring (the default
    /// SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1): over-damped,
    /// r = -22.04 and -9.08 /s), from the release velocity, done within the tolerance (1/dpr pt,
    /// 1 / (0.050 dpr) pt/s). TabBarView and PageView take this spring on every platform.
    case spring(SpringSimulation)
    /// androidx: x(t) = x0 + d f(t / T), done at T. A fling: LinearSmoothScroller's deceleration,
    /// f(u) = 1 - (1 - u)^2; a release without one: RecyclerView's smoothScrollBy, f(u) = 1 + (u - 1)^5.
    case timed(from: Double, to: Double, duration: Double, quintic: Bool)

    /// Flutter's settle from `position` (pt) released at `velocity` (pt/s) to `target` (pt).
    public static func flutter(from position: Double, velocity: Double, to target: Double, devicePixelRatio: Double) -> PageSettle {
        let dpr = devicePixelRatio.isFinite && devicePixelRatio > 0 ? devicePixelRatio : 1
        return .spring(SpringSimulation(from: position, velocity: velocity, to: target, stiffness: 100, dampingRatio: 1.1,
                                        mass: 0.5, restDistance: 1 / dpr, restVelocity: 1 / (0.050 * dpr)))
    }

    /// Android's settle from `position` to `target` (pt) at `density` px per pt, after a fling
    /// (PagerSnapHelper's snap scroller) or not (snapToTargetExistingView's smoothScrollBy over a
    /// page `pageExtent` pt wide).
    ///
    /// A fling: the scroll time at MILLISECONDS_PER_INCH = 100 over densityDpi = 160 density,
    /// whole ms, at most MAX_SCROLL_ON_FLING_DURATION = 100; the deceleration's time is that over
    /// 0.3356, whole ms (`calculateTimeForDeceleration`): at most 298 ms.
    ///
    ///     T = ceil(min(100, ceil(|d| px · 100 / (160 density))) / 0.3356) ms
    ///
    /// No fling: T = min(int((|d| / extent + 1) · 300), 2000) ms (RecyclerView `computeScrollDuration`).
    public static func android(from position: Double, to target: Double, density: Double, fling: Bool,
                               pageExtent: Double) -> PageSettle {
        let density = density.isFinite && density > 0 ? density : 1
        let px = abs(target - position) * density
        let ms: Double
        if fling {
            let scrolling = min(100, (px * 100 / (160 * density)).rounded(.up))
            ms = (scrolling / 0.3356).rounded(.up)
        } else {
            let extent = pageExtent.isFinite && pageExtent > 0 ? pageExtent * density : 1
            ms = min(((px / extent + 1) * 300).rounded(.towardZero), 2000)
        }
        return .timed(from: position, to: target, duration: px == 0 ? 0 : ms / 1000, quintic: !fling)
    }

    public var target: Double {
        switch self {
        case .spring(let s): return s.target
        case .timed(_, let to, _, _): return to
        }
    }

    public func position(at t: Double) -> Double {
        switch self {
        case .spring(let s):
            // ScrollSpringSimulation reports its end once done.
            return s.isDone(at: t) ? s.target : s.position(at: t)
        case let .timed(from, to, duration, quintic):
            guard duration > 0, t < duration else { return to }
            return from + (to - from) * Self.curve(max(t, 0) / duration, quintic: quintic)
        }
    }

    public func velocity(at t: Double) -> Double {
        switch self {
        case .spring(let s):
            return s.isDone(at: t) ? 0 : s.velocity(at: t)
        case let .timed(from, to, duration, quintic):
            guard duration > 0, t < duration else { return 0 }
            let u = max(t, 0) / duration
            let slope = quintic ? 5 * (u - 1) * (u - 1) * (u - 1) * (u - 1) : 2 * (1 - u)
            return (to - from) * slope / duration
        }
    }

    public func isDone(at t: Double) -> Bool {
        switch self {
        case .spring(let s): return s.isDone(at: t)
        case .timed(_, _, let duration, _): return t >= duration
        }
    }

    /// The share of the distance covered at u = t / T.
    static func curve(_ u: Double, quintic: Bool) -> Double {
        let w = u - 1
        return quintic ? w * w * w * w * w + 1 : 1 - w * w
    }
}
