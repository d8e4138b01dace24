import RefreshPhysics

/// How the pager moves to a tab tapped in the strip, in closed form, per platform.
///
/// Flutter: TabController.animateTo over kTabScrollDuration (300 ms) on Curves.ease (cubic
/// (0.25, 0.1, 0.25, 1)); TabBarView animates its PageController the same way (a tab further than
/// the next first jumps to the page beside it, `_warpToCurrentIndex`). Android:
/// `ViewPager2.setCurrentItem(item, true)` smooth-scrolls its RecyclerView with LinearSmoothScroller
/// (25 ms per inch; the page is laid out, offscreenPageLimit), decelerating:
///
///     T = ceil(ceil(|d| px · 25 / (160 density)) / 0.3356) ms,  x(t) = x0 + d (1 - (1 - t / T)^2)
///
/// UIKit and GTK: the same 300 ms ease (UIScrollView's animated `setContentOffset` is about 0.3 s).
public struct TabTapSettle: Simulation, Equatable, Sendable {
    public let from: Double
    public let to: Double
    public let duration: Double
    /// Android's deceleration, else the ease.
    public let decelerates: Bool

    static let ease = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    /// kTabScrollDuration, s.
    public static let tabScrollDuration = 0.3

    /// From page position `from` to `to` (pt) under `model` at `density` px per pt.
    public init(from: Double, to: Double, model: ScrollModel, density: Double) {
        self.from = from
        self.to = to
        if model == .android {
            let d = density.isFinite && density > 0 ? density : 1
            let scrolling = (abs(to - from) * d * 25 / (160 * d)).rounded(.up)
            duration = (scrolling / 0.3356).rounded(.up) / 1000
            decelerates = true
        } else {
            duration = from == to ? 0 : Self.tabScrollDuration
            decelerates = false
        }
    }

    public var target: Double { to }

    public func position(at t: Double) -> Double {
        guard duration > 0, t < duration else { return to }
        let u = max(t, 0) / duration
        let f = decelerates ? 1 - (1 - u) * (1 - u) : Self.ease.value(u)
        return from + (to - from) * f
    }

    public func velocity(at t: Double) -> Double {
        guard duration > 0, t < duration else { return 0 }
        if decelerates { return (to - from) * 2 * (1 - max(t, 0) / duration) / duration }
        // The ease's slope, from its closed form on either side.
        let h = 1e-5
        return (position(at: t + h) - position(at: max(t - h, 0))) / (t + h - max(t - h, 0))
    }

    public func isDone(at t: Double) -> Bool { t >= duration }
}
