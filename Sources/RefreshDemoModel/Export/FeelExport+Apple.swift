import RefreshEngine

extension FeelExport {
    /// UIKit: UIScrollView's deceleration, the tuned motion in closed form (`TunedFeel`, Foundation
    /// only: the fling, the hand-over at the edge, the bounce) played on a CADisplayLink, and the
    /// spring as UISpringTimingParameters for a move that has a distance.
    ///
    /// UISpringTimingParameters takes initialVelocity as a fraction of the animation's distance
    /// per second: a bounce that starts at its edge (a fling reaching it) has no distance to
    /// divide by, so its displacement from the edge, x(t), is animated frame by frame instead.
    static func uikit(_ v: Numbers) -> String {
        summary(v, "//") + """
        import Foundation
        #if canImport(UIKit)
        import UIKit
        #endif
        #if canImport(MJRefresh)
        import MJRefresh
        #endif

        """ + tunedFeel(v) + """

        #if canImport(UIKit)
        extension TunedFeel {
            /// The fling of a UIScrollView: the velocity kept per millisecond. (Its own edge bounce is UIKit's; for the
            /// tuned one, stop its deceleration at the edge and play `TunedFeel` with a `Player`.)
            static func apply(to scrollView: UIScrollView) {
                scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(decelerationRate))
            }

            /// The bounce spring for a move from `from` to `to` at `velocity` (pt/s) with UIViewPropertyAnimator.
            /// initialVelocity is a fraction of the distance per second: velocity / (to - from). Nil for no distance
            /// (a bounce from its edge): play that one with a `Player`.
            static func springTiming(from: CGFloat, to: CGFloat, velocity: CGFloat) -> UISpringTimingParameters? {
                let distance = to - from
                guard distance != 0 else { return nil }
                let initial = CGVector(dx: velocity / distance, dy: velocity / distance)
                // iOS 17 takes the spring as designers give it: the same spring, duration and bounce.
                if #available(iOS 17, tvOS 17, *) {
                    return UISpringTimingParameters(duration: springDuration, bounce: CGFloat(springBounce), initialVelocity: initial)
                }
                return UISpringTimingParameters(mass: 1, stiffness: CGFloat(stiffness), damping: CGFloat(damping),
                                                initialVelocity: initial)
            }

            /// Plays a motion on a scroll view's contentOffset.y, frame by frame, until it is done.
            final class Player: NSObject {
                private let motion: TunedFeel
                private weak var scrollView: UIScrollView?
                private var link: CADisplayLink?
                private var start: CFTimeInterval?

                init(_ motion: TunedFeel, on scrollView: UIScrollView) {
                    self.motion = motion
                    self.scrollView = scrollView
                    super.init()
                    let link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    link.add(to: .main, forMode: .common)
                    self.link = link
                }

                /// Seconds since the motion began, at the last frame shown.
                private var elapsed = 0.0

                func stop() { link?.invalidate(); link = nil }

                /// A press: stops the motion and returns what a flick the same way may carry, from the last frame's
                /// speed (give it to `TunedFeel.releaseVelocity(_:carrying:)` at the release).
                func hold() -> Double {
                    let held = link == nil ? 0 : motion.momentum(caughtAt: elapsed)
                    stop()
                    return held
                }

                @objc private func step(_ link: CADisplayLink) {
                    let start = self.start ?? link.timestamp
                    self.start = start
                    let t = link.targetTimestamp - start
                    elapsed = t
                    scrollView?.contentOffset.y = CGFloat(motion.position(at: t))
                    if motion.isDone(at: t) { stop() }
                }
            }
        }
        #endif

        // Refresh header: opens in \(n(v.headerOpen)) s and closes in \(n(v.headerClose)) s, ease in-out; \
        \(n(v.headerHeight)) pt tall, refreshes past \(n(v.triggerRatio)) x its height. UIRefreshControl draws in
        // the system's dynamic colours, light and dark, by itself: leave its tintColor unset.
        let headerOpenDuration: TimeInterval = \(n(v.headerOpen))
        let headerCloseDuration: TimeInterval = \(n(v.headerClose))
        """ + appleRefreshNumbers(v.control) + uikitRefresh(v.control) + uikitFeedback(v.feedback) + uikitBar(v.bar) + uikitLayout(v.layout) + uikitHorizontal() + """

        \(v.twoLevel.notCarried("//", "UIKit (nor MJRefresh)"))// Not expressible: UIScrollView's rubber band (fixed; tuned c = \(n(v.rubberBand)), UIKit's is 0.55) and its
        // own edge bounce spring, min and max fling speeds (\(n(v.minFling)), \(n(v.maxFling)) pt/s) are built in, and so is
        // its carried momentum (iOS's, on whatever the tuning says): the Player's hold() and releaseVelocity carry the tuned one.

        """
    }

    /// SwiftUI: the same `TunedFeel`, and the spring as SwiftUI's Spring with allowOverDamping
    /// (without it a damping ratio above 1 is clamped to critical: a faster spring than tuned).
    static func swiftui(_ v: Numbers) -> String {
        summary(v, "//") + """
        import Foundation
        #if canImport(SwiftUI)
        import SwiftUI
        #endif

        """ + tunedFeel(v) + """

        #if canImport(SwiftUI)
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        extension TunedFeel {
            /// The bounce spring in SwiftUI's own words (a negative bounce is its over-damped spring). The same spring as
            /// Spring(mass: 1, stiffness: stiffness, damping: damping, allowOverDamping: true).
            static let spring = Spring(duration: springDuration, bounce: springBounce)

            /// A move from `from` to `to` at `velocity` (pt/s): SwiftUI's initialVelocity is a fraction of the distance
            /// per second, as UIKit's. A bounce from its edge has no distance: drive it from `TunedFeel.position(at:)`
            /// (a TimelineView, or the offset of your own scroll model).
            static func bounce(from: Double, to: Double, velocity: Double) -> Animation? {
                guard to != from else { return nil }
                return .interpolatingSpring(spring, initialVelocity: velocity / (to - from))
            }
        }
        #endif

        // The fling: SwiftUI's ScrollView takes a deceleration only through its UIScrollView
        // (UIScrollView.appearance().decelerationRate = .init(rawValue: TunedFeel.decelerationRate)).

        // Refresh header: opens in \(n(v.headerOpen)) s and closes in \(n(v.headerClose)) s. .refreshable's
        // indicator takes the system's light and dark colours by itself.
        #if canImport(SwiftUI)
        let headerOpen = Animation.easeInOut(duration: \(n(v.headerOpen)))
        let headerClose = Animation.easeInOut(duration: \(n(v.headerClose)))
        #endif
        """ + appleRefreshNumbers(v.control) + swiftuiRefresh(v.control) + swiftuiFeedback(v.feedback) + swiftuiBar(v.bar) + swiftuiLayout(v.layout) + swiftuiHorizontal() + """

        \(v.twoLevel.notCarried("//", "SwiftUI"))// Not expressible: ScrollView's rubber band (fixed; tuned c = \(n(v.rubberBand))), its edge bounce and fling limits,
        // and its carried momentum (iOS's, on whatever the tuning says): TunedFeel's momentum(caughtAt:) and
        // releaseVelocity carry the tuned one for a motion you drive yourself.

        """
    }

    /// The tuned motion in closed form, in Swift with Foundation only (the app's BouncingScrollSimulation).
    static func tunedFeel(_ v: Numbers) -> String {
        """

        /// The tuned fling and bounce, as RefreshDemo runs them. Offsets grow down the content (contentOffset.y);
        /// velocities are the content's, pt/s. A fling decelerates until it stops or reaches an edge; there a spring
        /// takes the fling's speed (capped) back to the edge. A release past an edge springs back. A press during a
        /// fling keeps `momentum(caughtAt:)`; release with `releaseVelocity(_:carrying:)`.
        struct TunedFeel {
            /// The velocity kept per millisecond.
            static let decelerationRate: Double = \(n(v.rate))
            /// A fling stops below this many device pixels per second.
            static let stopPixelSpeed: Double = \(n(v.stopSpeed))
            static let stiffness: Double = \(n(v.k))
            static let dampingRatio: Double = \(n(v.zeta))
            /// Damping coefficient c = 2 zeta sqrt(k), mass 1.
            static let damping: Double = \(n(v.damping))
            /// The same spring as iOS 17 gives it (Spring(duration:bounce:)): duration 2 pi / sqrt(k), s, and
            /// bounce 1 - zeta (over-damped: 1 / zeta - 1, below 0).
            static let springDuration: Double = \(n(v.springDuration, 9))
            static let springBounce: Double = \(n(v.springBounce, 9))
            /// The fastest speed handed to the spring at an edge (and kept by a release moving outwards past one), pt/s.
            static let transferCap: Double = \(n(v.transferCap))
            /// The bounce has settled within this distance (pt) of its edge and below this speed (pt/s).
            static let restDistance: Double = \(n(v.springRestDistance)), restVelocity: Double = \(n(v.springRestVelocity))
            /// Carried momentum (\(v.carriesMomentum ? "on" : "off") in this tuning): a press that catches a fling still decelerating
            /// keeps sign(v) min(scale |v|^exponent, limit) of its speed v, and a flick the same way faster than
            /// momentumRetain x that adds it; a finger held still longer than momentumStopGap seconds lets it go.
            static let carriesMomentum = \(v.carriesMomentum)
            static let momentumScale: Double = \(n(v.momentumScale)), momentumExponent: Double = \(n(v.momentumExponent))
            static let momentumLimit: Double = \(n(v.momentumLimit)), momentumRetain: Double = \(n(v.momentumRetain))
            static let momentumStopGap: Double = \(n(v.momentumStopGap))
            /// The fastest fling, pt/s, carried momentum included.
            static let maxFlingSpeed: Double = \(n(v.maxFling))

            private let x0, v0, k, stopTime: Double
            /// The edge the spring returns to, when the spring starts and its speed then.
            private let edge: Double?, springStart: Double, springVelocity: Double, springDisplacement: Double

            /// The motion after a release at `position` with `velocity` between the edges `min` and `max`.
            init(position: Double, velocity: Double, min: Double, max: Double, pixelDensity: Double = 1) {
                let cap = { (u: Double) in Swift.min(Swift.max(u, -Self.transferCap), Self.transferCap) }
                x0 = position
                v0 = velocity
                let k = 1000 * log(Self.decelerationRate)
                let stopSpeed = Swift.max(Self.stopPixelSpeed, 1e-3) / pixelDensity
                let stopTime = abs(velocity) <= stopSpeed ? 0 : log(stopSpeed / abs(velocity)) / k
                (self.k, self.stopTime) = (k, stopTime)
                if position < min || position > max {
                    let edge = position < min ? min : max
                    let outwards = position < min ? velocity < 0 : velocity > 0
                    (self.edge, springStart, springDisplacement) = (edge, 0, position - edge)
                    springVelocity = outwards ? cap(velocity) : velocity
                    return
                }
                let rest = position - velocity / k
                let edge: Double? = rest < min ? min : (rest > max ? max : nil)
                let arg = edge.map { e in 1 + k * abs(e - position) / abs(velocity) } ?? 0
                let crossing = arg > 0 ? log(arg) / k : .infinity
                if let edge, velocity != 0, crossing < stopTime {
                    (self.edge, springStart, springDisplacement) = (edge, crossing, 0)
                    springVelocity = cap(velocity * exp(k * crossing))
                } else {
                    (self.edge, springStart, springDisplacement, springVelocity) = (nil, .infinity, 0, 0)
                }
            }

            /// What a press t seconds after the release keeps for a flick the same way, pt/s: the carried momentum of
            /// the fling's speed v0 e^(k t) while it decelerates; 0 once it stopped or reached its edge, or when off.
            func momentum(caughtAt t: Double) -> Double {
                guard Self.carriesMomentum, t >= 0, t < stopTime, t < springStart, v0 != 0 else { return 0 }
                let speed = abs(v0) * exp(k * t)
                let m = Swift.min(Self.momentumScale * pow(speed, Self.momentumExponent), Self.momentumLimit)
                return v0 > 0 ? m : -m
            }

            /// The velocity to fling with for a flick released at `velocity` (pt/s, the content's) that caught
            /// `momentum` (`momentum(caughtAt:)` at the press; 0 if the finger stood still longer than momentumStopGap
            /// since): their sum when the flick goes the same way faster than momentumRetain x it, clamped to
            /// maxFlingSpeed.
            static func releaseVelocity(_ velocity: Double, carrying momentum: Double) -> Double {
                let carried = velocity * momentum > 0 && abs(velocity) > abs(momentum) * momentumRetain ? momentum : 0
                return Swift.min(Swift.max(velocity + carried, -maxFlingSpeed), maxFlingSpeed)
            }

            /// The spring's displacement from its edge and its velocity, t seconds after it starts.
            static func spring(displacement d: Double, velocity v: Double, at t: Double) -> (x: Double, v: Double) {
                let w = stiffness.squareRoot(), b = dampingRatio * w
                if abs(dampingRatio - 1) < 1e-9 {
                    let c2 = v + b * d, e = exp(-b * t)
                    return (e * (d + c2 * t), e * (c2 - b * (d + c2 * t)))
                }
                if dampingRatio < 1 {
                    let wd = (w * w - b * b).squareRoot(), c2 = (v + b * d) / wd, e = exp(-b * t)
                    return (e * (d * cos(wd * t) + c2 * sin(wd * t)),
                            e * ((c2 * wd - b * d) * cos(wd * t) - (d * wd + b * c2) * sin(wd * t)))
                }
                let s = (b * b - w * w).squareRoot(), r1 = -b + s, r2 = -b - s
                let c2 = (v - r1 * d) / (r2 - r1), c1 = d - c2
                return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
            }

            /// The offset t seconds after the release.
            func position(at t: Double) -> Double {
                if let edge, t >= springStart {
                    if isDone(at: t) { return edge }
                    return edge + Self.spring(displacement: springDisplacement, velocity: springVelocity, at: t - springStart).x
                }
                return x0 + v0 * (exp(k * Swift.min(t, stopTime)) - 1) / k
            }

            /// True once the motion has ended (the fling slowed to its stop speed, or the spring settled).
            func isDone(at t: Double) -> Bool {
                guard edge != nil, t >= springStart else { return t >= stopTime }
                let s = Self.spring(displacement: springDisplacement, velocity: springVelocity, at: t - springStart)
                return abs(s.x) < Self.restDistance && abs(s.v) < Self.restVelocity
            }
        }

        """
    }
}
