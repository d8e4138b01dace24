import Foundation
import RefreshEngine
import RefreshPhysics

/// The tuned feel as code for another platform: the fling's deceleration, the bounce
/// spring and the header's timing in each platform's own terms, with a comment naming
/// what the platform cannot express. Pure text from a TuningSet (the app prints it or
/// puts it on the clipboard).
///
/// Conversions (k = 1000 ln rate, per second; spring mass 1):
///
///     UIKit/SwiftUI  decelerationRate = rate;  UISpringTimingParameters(mass 1, stiffness k, damping 2 zeta sqrt k)
///     SwiftUI        spring(response: 2 pi / sqrt k, dampingFraction: zeta)
///     Flutter        FrictionSimulation drag = rate^1000 (v = v0 drag^t);  SpringDescription(1, k, c)
///     Android        FlingAnimation friction = -k / 4.2 (DragForce: a = -4.2 friction v);  SpringForce(k, zeta)
///     CSS            linear() sampled from the step response and from the fling, over their durations
public enum FeelExport {
    public enum Format: String, CaseIterable, Sendable {
        case uikit, swiftui, flutter, android, css, json

        /// The format's name as a message shows it.
        public var title: String {
            switch self {
            case .uikit: return "UIKit"
            case .swiftui: return "SwiftUI"
            case .flutter: return "Flutter"
            case .android: return "Android"
            case .css: return "CSS"
            case .json: return "JSON"
            }
        }
    }

    /// The numbers every format is made from.
    struct Numbers {
        var rate, k, zeta, damping, response, bounciness, speed, stopSpeed, stopTime, stopDistance: Double
        var flutterDrag, androidFriction, rubberBand, minFling, maxFling: Double
        var headerOpen, headerClose, headerHeight, triggerRatio: Double
        var origamiExact: Bool

        init(_ s: TuningSet) {
            let f = SpringForms(stiffness: s.scroll.springStiffness, dampingRatio: s.scroll.springDampingRatio)
            rate = s.scroll.decelerationRate
            k = f.stiffness
            zeta = f.dampingRatio
            damping = f.damping
            response = f.response
            bounciness = f.bounciness
            speed = f.speed
            origamiExact = f.isExactInOrigami
            stopSpeed = s.scroll.stopPixelSpeed
            stopTime = FlingForms.stopTime(rate: rate, stopSpeed: stopSpeed)
            stopDistance = FlingForms.stopDistance(rate: rate, stopSpeed: stopSpeed)
            flutterDrag = exp(1000 * log(rate))
            androidFriction = -1000 * log(rate) / 4.2
            rubberBand = s.scroll.rubberBandCoefficient
            minFling = s.scroll.minFlingSpeed
            maxFling = s.scroll.maxFlingSpeed
            headerOpen = s.header.openDuration
            headerClose = s.header.closeDuration
            headerHeight = s.header.height
            triggerRatio = s.header.triggerRatio
        }
    }

    static func n(_ x: Double, _ decimals: Int = 6) -> String { TraceEvent.num(x, decimals) }

    /// The text of one format for these values.
    public static func text(_ format: Format, _ s: TuningSet) -> String {
        let v = Numbers(s)
        switch format {
        case .uikit: return uikit(v)
        case .swiftui: return swiftui(v)
        case .flutter: return flutter(v)
        case .android: return android(v)
        case .css: return css(v, s)
        case .json: return json(v)
        }
    }

    static func summary(_ v: Numbers, _ c: String) -> String {
        """
        \(c) Feel tuned in RefreshDemo. A 1,000 pt/s fling runs \(n(v.stopTime, 3)) s and \(n(v.stopDistance, 1)) pt \
        (stopping at \(n(v.stopSpeed)) pt/s).
        \(c) Bounce spring: stiffness \(n(v.k)), damping ratio \(n(v.zeta)), mass 1 = SwiftUI response \(n(v.response)) s, \
        dampingFraction \(n(v.zeta)) = Origami bounciness \(n(v.bounciness, 2)), speed \(n(v.speed, 2))\
        \(v.origamiExact ? "" : " (nearest: Origami has no spring this bouncy at this speed)").

        """
    }

    static func uikit(_ v: Numbers) -> String {
        summary(v, "//") + """
        import UIKit

        // Fling: the velocity kept per millisecond.
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: \(n(v.rate)))

        // The bounce spring, for your own animations (a refresh header settling, a custom edge bounce).
        let bounceSpring = UISpringTimingParameters(mass: 1, stiffness: \(n(v.k)), damping: \(n(v.damping)), initialVelocity: .zero)

        // Refresh header: opens in \(n(v.headerOpen)) s and closes in \(n(v.headerClose)) s, ease in-out; \
        \(n(v.headerHeight)) pt tall, refreshes past \(n(v.triggerRatio)) x its height.
        let headerOpenDuration: TimeInterval = \(n(v.headerOpen))
        let headerCloseDuration: TimeInterval = \(n(v.headerClose))

        // Not expressible: UIScrollView's rubber band (fixed; tuned c = \(n(v.rubberBand)), UIKit's is 0.55) and its
        // own edge bounce spring, min and max fling speeds (\(n(v.minFling)), \(n(v.maxFling)) pt/s) are built in.

        """
    }

    static func swiftui(_ v: Numbers) -> String {
        summary(v, "//") + """
        import SwiftUI

        // The bounce spring (iOS 17: Spring(mass: 1, stiffness: \(n(v.k)), damping: \(n(v.damping))) is the same).
        let bounce = Animation.spring(response: \(n(v.response)), dampingFraction: \(n(v.zeta)), blendDuration: 0)

        // Fling: the velocity kept per millisecond; SwiftUI's ScrollView takes it only through its UIScrollView.
        let decelerationRate = \(n(v.rate))

        // Refresh header: opens in \(n(v.headerOpen)) s and closes in \(n(v.headerClose)) s.
        let headerOpen = Animation.easeInOut(duration: \(n(v.headerOpen)))
        let headerClose = Animation.easeInOut(duration: \(n(v.headerClose)))

        // Not expressible: ScrollView's rubber band (fixed; tuned c = \(n(v.rubberBand))), its edge bounce and fling limits.

        """
    }

    static func flutter(_ v: Numbers) -> String {
        summary(v, "//") + """
        import 'package:flutter/physics.dart';
        import 'package:flutter/widgets.dart';

        /// The tuned feel: fling friction, edge spring and fling limits.
        class TunedScrollPhysics extends BouncingScrollPhysics {
          const TunedScrollPhysics({super.parent});

          /// The velocity kept per second: \(n(v.rate)) per millisecond, to the 1000th power.
          static const double drag = \(n(v.flutterDrag, 9));

          @override
          TunedScrollPhysics applyTo(ScrollPhysics? ancestor) => TunedScrollPhysics(parent: buildParent(ancestor));

          @override
          SpringDescription get spring => const SpringDescription(mass: 1, stiffness: \(n(v.k)), damping: \(n(v.damping)));

          @override
          double get minFlingVelocity => \(n(v.minFling));

          @override
          double get maxFlingVelocity => \(n(v.maxFling));

          // Flutter's drag falls off as (1 - overscroll)^2; the tuned rubber band b(x) = (1 - 1/(x c/d + 1)) d
          // has the same slope c = \(n(v.rubberBand)) at the edge and differs further out.
          @override
          double frictionFactor(double overscrollFraction) => \(n(v.rubberBand)) * (1 - overscrollFraction) * (1 - overscrollFraction);

          @override
          Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
            final Tolerance tolerance = toleranceFor(position);
            if (position.outOfRange) {
              final double end = position.pixels < position.minScrollExtent ? position.minScrollExtent : position.maxScrollExtent;
              return ScrollSpringSimulation(spring, position.pixels, end, velocity, tolerance: tolerance);
            }
            if (velocity.abs() < tolerance.velocity) return null;
            // Not expressible in one simulation: BouncingScrollSimulation fixes its drag at 0.135 (rate 0.998).
            // Here a fling that reaches an edge runs on past it until the friction stops it, then the spring
            // brings it back; the tuned feel hands the fling's speed to the spring at the edge.
            return FrictionSimulation(drag, position.pixels, velocity, tolerance: tolerance);
          }
        }

        """
    }

    static func android(_ v: Numbers) -> String {
        summary(v, "//") + """
        import androidx.dynamicanimation.animation.FlingAnimation
        import androidx.dynamicanimation.animation.SpringForce

        // The bounce spring (mass 1).
        fun bounceSpring(finalPosition: Float) = SpringForce(finalPosition).apply {
            stiffness = \(n(v.k))f
            dampingRatio = \(n(v.zeta))f
        }

        // Fling: DragForce slows by a = -4.2 friction v, so v(t) = v0 e^(-4.2 friction t).
        fun FlingAnimation.tunedFling(): FlingAnimation = apply {
            friction = \(n(v.androidFriction))f
        }

        // Refresh header: opens in \(n(v.headerOpen * 1000, 0)) ms, closes in \(n(v.headerClose * 1000, 0)) ms (AccelerateDecelerateInterpolator).
        const val HEADER_OPEN_MS = \(n(v.headerOpen * 1000, 0))L
        const val HEADER_CLOSE_MS = \(n(v.headerClose * 1000, 0))L

        // Not expressible: the rubber band (c = \(n(v.rubberBand))): Android overscroll is an EdgeEffect (stretch or glow),
        // not a band; and minimum fling speed \(n(v.minFling)) pt/s is ViewConfiguration's, per device.

        """
    }

    // MARK: CSS

    /// Seconds until the step response stays within 0.1% of 1 (scanned at 1 ms, up to 20 s).
    static func settleTime(_ f: SpringForms) -> Double {
        var t = 20.0
        while t > 0.001, abs(1 - f.stepResponse(at: t)) < 0.001 { t -= 0.001 }
        return (t * 1000).rounded(.up) / 1000
    }

    /// Samples for the bounce: straight lines between stops h apart miss the curve by at
    /// most h^2 max|x''| / 8, and |x''| <= omega^2 (its value at the start), so h = 0.2 / omega
    /// keeps them within 0.5%: 5 omega duration stops, at least 60, at most 400.
    static func bounceSamples(_ f: SpringForms, duration: Double) -> Int {
        min(max(60, Int((5 * f.omega * duration).rounded(.up))), 400)
    }

    static func linear(_ count: Int, _ value: (Double) -> Double) -> String {
        "linear(" + (0...count).map { n(value(Double($0) / Double(count)), 4) }.joined(separator: ", ") + ")"
    }

    static func css(_ v: Numbers, _ s: TuningSet) -> String {
        let f = SpringForms(stiffness: v.k, dampingRatio: v.zeta)
        let bounceDuration = settleTime(f)
        // The last sample is the target itself: the bounce lands (it is within 0.1% there).
        let bounce = linear(bounceSamples(f, duration: bounceDuration)) { $0 >= 1 ? 1 : f.stepResponse(at: $0 * bounceDuration) }
        let sim = FrictionSimulation(position: 0, velocity: FlingForms.referenceSpeed, rate: v.rate, restVelocity: v.stopSpeed)
        let flingDuration = sim.duration
        let fling = linear(60) { sim.position(at: $0 * flingDuration) / sim.position(at: flingDuration) }
        return summary(v, "/*").replacingOccurrences(of: "\n", with: " */\n") + """
        :root {
          /* The bounce spring from rest to its target (step response, sampled evenly over its duration). */
          --bounce-duration: \(n(bounceDuration, 3))s;
          --bounce-easing: \(bounce);
          /* A 1,000 pt/s fling: its distance and easing over its duration. */
          --fling-duration: \(n(flingDuration, 4))s;
          --fling-distance: \(n(sim.position(at: flingDuration), 2))px;
          --fling-easing: \(fling);
          --header-open-duration: \(n(v.headerOpen))s;
          --header-close-duration: \(n(v.headerClose))s;
        }
        /* Use: transition: transform var(--bounce-duration) var(--bounce-easing); */
        /* Not expressible: the rubber band (c = \(n(v.rubberBand))) and native scrolling's fling and bounce: */
        /* CSS has overscroll-behavior only; these easings animate what you move yourself. */

        """
    }

    static func json(_ v: Numbers) -> String {
        """
        {
          "spring": {"stiffness": \(n(v.k)), "dampingRatio": \(n(v.zeta)), "mass": 1, "damping": \(n(v.damping)),
                     "response": \(n(v.response)), "dampingFraction": \(n(v.zeta)),
                     "bounciness": \(n(v.bounciness)), "speed": \(n(v.speed)), "origamiExact": \(v.origamiExact)},
          "fling": {"decelerationRate": \(n(v.rate)), "stopSpeed": \(n(v.stopSpeed)),
                    "stopTime1000": \(n(v.stopTime)), "stopDistance1000": \(n(v.stopDistance)),
                    "flutterDrag": \(n(v.flutterDrag, 9)), "androidFriction": \(n(v.androidFriction)),
                    "minSpeed": \(n(v.minFling)), "maxSpeed": \(n(v.maxFling))},
          "rubberBand": {"coefficient": \(n(v.rubberBand))},
          "header": {"height": \(n(v.headerHeight)), "triggerRatio": \(n(v.triggerRatio)),
                     "openDuration": \(n(v.headerOpen)), "closeDuration": \(n(v.headerClose))}
        }

        """
    }
}
