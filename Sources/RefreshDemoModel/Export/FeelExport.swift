import Foundation
import RefreshEngine
import RefreshPhysics

/// The tuned feel as code for another platform that reproduces the app's own model, edges
/// included: a fling decelerates until it stops (at stopPixelSpeed device pixels per second)
/// or reaches an edge, where a spring from that edge takes its speed (capped, `transferCap`);
/// a release past an edge springs back. Pure text from a TuningSet (the app prints it or
/// puts it on the clipboard); every format takes its numbers from `Numbers` alone.
///
/// Conversions (k = 1000 ln rate, per second; spring mass 1, damping c = 2 zeta sqrt k):
///
///     UIKit/SwiftUI  decelerationRate = rate; TunedFeel (closed form); UISpringTimingParameters(1, k, c,
///                    initialVelocity: v / distance); Spring(mass: 1, stiffness: k, damping: c, allowOverDamping: true)
///     Flutter        FrictionSimulation drag = rate^1000 (v = v0 drag^t), then ScrollSpringSimulation(withDampingRatio(1, k, zeta))
///     Android        FlingAnimation friction = -k / 4.2 (DragForce: a = -4.2 friction v), minimum visible change
///                    stopPixelSpeed / 46.875; then SpringAnimation(SpringForce(k, zeta))
///     Carried        a press keeps carriedMomentum(the fling's speed), a same-way flick over momentumRetain x it adds it
///                    (Flutter: TunedScrollPhysics.carriedMomentum, 0 when off; the others: TunedFeel/TunedFling/module)
///     CSS            linear() sampled from the step response and a 1,000 pt/s fling (custom properties only)
///     JS             an ES module with the engine's core inlined (WebAssembly): the tuning's own model, played
///                    with the Web Animations API
///     JSON           a tuning file of every tunable that is not a view of others
public enum FeelExport {
    public enum Format: String, CaseIterable, Sendable {
        case uikit, swiftui, flutter, android, css, js, json

        /// The format's name as a message shows it.
        public var title: String {
            switch self {
            case .uikit: return "UIKit"
            case .swiftui: return "SwiftUI"
            case .flutter: return "Flutter"
            case .android: return "Android"
            case .css: return "CSS"
            case .js: return "JavaScript"
            case .json: return "JSON"
            }
        }
    }

    /// The numbers every format is made from.
    struct Numbers {
        var rate, k, zeta, damping, response, bounciness, speed, stopSpeed, stopTime, stopDistance: Double
        /// The spring as Apple's and Flutter's duration (s) and bounce, and in every platform's words.
        var springDuration, springBounce: Double
        var spring: SpringWords
        var flutterDrag, androidFriction, rubberBand, minFling, maxFling: Double
        var headerOpen, headerClose, headerHeight, triggerRatio: Double
        var origamiExact: Bool
        /// The platform model the app runs this tuning with; the code reproduces UIKit's (`.ios`).
        var model: ScrollModel
        /// The fastest speed a fling hands to the spring at an edge, and the most a release
        /// moving outwards past an edge keeps (pt/s): min(springTransferCap, maxBounceOvershoot / P).
        var transferCap: Double
        /// The spring has settled within this distance (pt) of its edge and below this speed (pt/s).
        var springRestDistance, springRestVelocity: Double
        /// A press that catches a fling still decelerating keeps sign(v) min(scale |v|^exponent, limit) of
        /// its speed v (pt/s), and a flick the same way at more than `momentumRetain` times that adds it
        /// (Scroller.carriedMomentum, Flutter's fit to iOS); a finger held still longer than
        /// `momentumStopGap` seconds meanwhile lets it go. Off (`carriesMomentum` false): nothing is kept.
        var carriesMomentum: Bool
        var momentumScale, momentumExponent, momentumLimit, momentumRetain, momentumStopGap: Double
        /// The tuned pull-to-refresh control.
        var control: ControlNumbers
        /// Where a drag is drawn at a frame (`input.resampling`): the Flutter exports say how an
        /// app opts in when it is Flutter's.
        var resampling: InputResampling
        /// The app bar above the list.
        var bar: BarNumbers
        /// The second floor.
        var twoLevel: TwoLevelNumbers
        /// What the pull tells the hand and the ear (haptics, a screen reader's words).
        var feedback: PullFeedbackNumbers
        /// The list's layout (`list.layout`).
        var layout: LayoutNumbers

        init(_ s: TuningSet, language: Language = .en) {
            feedback = PullFeedbackNumbers(s, language: language)
            control = ControlNumbers(s)
            twoLevel = TwoLevelNumbers(s, control: control)
            bar = BarNumbers(s)
            layout = LayoutNumbers(s, bar: bar, control: control, language: language)
            resampling = s.scroll.resampling
            let f = SpringForms(stiffness: s.scroll.springStiffness, dampingRatio: s.scroll.springDampingRatio)
            rate = s.scroll.decelerationRate
            k = f.stiffness
            zeta = f.dampingRatio
            damping = f.damping
            response = f.response
            springDuration = f.duration
            springBounce = f.bounce
            spring = SpringWords(f)
            bounciness = f.bounciness
            speed = f.speed
            origamiExact = f.isExactInOrigami
            model = s.scroll.model
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
            var p = BouncingScrollSimulation.Parameters()
            p.springStiffness = k
            p.springDampingRatio = zeta
            p.springTransferCap = s.scroll.springTransferCap
            p.maxBounceOvershoot = s.scroll.maxBounceOvershoot
            transferCap = BouncingScrollSimulation.transferVelocity(.greatestFiniteMagnitude, parameters: p)
            let rest = SpringSimulation(from: 0, velocity: 0, to: 0)
            springRestDistance = rest.restDistance
            springRestVelocity = rest.restVelocity
            carriesMomentum = s.scroll.carriedMomentum
            (momentumScale, momentumExponent, momentumLimit) = Scroller.carriedMomentumFit
            momentumRetain = Scroller.momentumRetainFactor
            momentumStopGap = s.scroll.velocityStopGap
        }
    }

    static func n(_ x: Double, _ decimals: Int = 6) -> String { TraceEvent.num(x, decimals) }

    /// The text of one format for these values; `core`: the engine's WebAssembly core (core.wasm's
    /// bytes), which the web module inlines (without it, the module says so when imported);
    /// `language`: the words a screen reader hears (the language the app shows).
    public static func text(_ format: Format, _ s: TuningSet, core: [UInt8] = [], language: Language = .en) -> String {
        let v = Numbers(s, language: language)
        // Under a platform's own model, that platform's export is its own physics with the
        // constants that apply; every other export reproduces UIKit's model and says so.
        if let own = PlatformProfiles.profile(of: v.model)?.ownExport, own.format == format { return own.text(v, s) }
        switch format {
        case .uikit: return uikit(v)
        case .swiftui: return swiftui(v)
        case .flutter: return flutter(v)
        case .android: return android(v)
        case .css: return css(v)
        case .js: return js(v, s, core: core)
        case .json: return json(s)
        }
    }

    /// The summary; `ownModel`: the code runs the tuning's own model (the web module's core), so
    /// it names no other.
    static func summary(_ v: Numbers, _ c: String, ownModel: Bool = false) -> String {
        """
        \(c) Feel tuned in RefreshDemo. A 1,000 pt/s fling runs \(n(v.stopTime, 3)) s and \(n(v.stopDistance, 1)) pt \
        (stopping at \(n(v.stopSpeed)) pt/s).
        \(c) Bounce spring: stiffness \(n(v.k)), damping ratio \(n(v.zeta)), mass 1 = SwiftUI response \(n(v.response)) s, \
        dampingFraction \(n(v.zeta)) = Origami bounciness \(n(v.bounciness, 2)), speed \(n(v.speed, 2))\
        \(v.origamiExact ? "" : " (nearest: Origami has no spring this bouncy at this speed)").
        \(c) The same spring: iOS 17 / Flutter duration \(n(v.springDuration)) s, bounce \(n(v.springBounce)) = Compose \
        \(v.spring.composeSpring) = Motion \(v.spring.motionTransition).
        \(v.model == .ios || ownModel ? "" : "\(c) The app runs this tuning with the \(v.model.rawValue) model; this code reproduces UIKit's model "
            + "(the ios model) with these constants, not \(v.model.rawValue)'s own algorithms.\n")
        """
    }
}
