import Foundation
import RefreshEngine

/// The bounce spring in each platform's own words: the code each one takes, written from
/// the same two numbers (SpringForms), for the exports and the panel.
///
/// Rule: a form is exact where the platform takes the number as given; where it rounds
/// (Flutter's `withDurationAndBounce` takes whole milliseconds, Compose takes Floats), the
/// text says by how much, so nobody pastes a different spring without knowing it.
public struct SpringWords: Equatable, Sendable {
    public var forms: SpringForms

    public init(_ forms: SpringForms) { self.forms = forms }

    /// The spring a tuning runs (mass 1, as the engine runs it).
    public init(_ s: TuningSet) {
        self.init(SpringForms(stiffness: s.scroll.springStiffness, dampingRatio: s.scroll.springDampingRatio))
    }

    static func n(_ x: Double, _ decimals: Int = 6) -> String { TraceEvent.num(x, decimals) }

    // MARK: Apple

    /// SwiftUI's and UIKit's iOS 17 form: `Spring(duration:bounce:)`,
    /// `UISpringTimingParameters(duration:bounce:initialVelocity:)`. A negative bounce is
    /// SwiftUI's over-damped spring, so it needs no allowOverDamping.
    public var appleArguments: String { "duration: \(Self.n(forms.duration, 9)), bounce: \(Self.n(forms.bounce, 9))" }

    /// SwiftUI's older form: `.spring(response:dampingFraction:)`.
    public var swiftUIResponseArguments: String {
        "response: \(Self.n(forms.response, 9)), dampingFraction: \(Self.n(forms.dampingFraction, 9))"
    }

    // MARK: Flutter

    /// Flutter's exact form, in every version: mass, stiffness and ratio as tuned.
    public var flutterDescription: String {
        "SpringDescription.withDampingRatio(mass: \(Self.n(forms.mass)), stiffness: \(Self.n(forms.stiffness)), "
            + "ratio: \(Self.n(forms.dampingRatio)))"
    }

    /// The duration Flutter's `withDurationAndBounce` runs: it reads `duration.inMilliseconds`.
    public var flutterMilliseconds: Int { max(Int((forms.duration * 1000).rounded()), 1) }

    /// The spring `withDurationAndBounce` makes of the whole milliseconds (mass 1).
    public var flutterDurationSpring: SpringForms {
        SpringForms(duration: Double(flutterMilliseconds) / 1000, bounce: forms.bounce)
    }

    /// Flutter 3.32's `SpringDescription.withDurationAndBounce`, with what its whole
    /// milliseconds change: the stiffness it gives against the tuned one.
    public var flutterDurationAndBounce: String {
        "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: \(flutterMilliseconds)), "
            + "bounce: \(Self.n(forms.bounce, 9)))"
    }

    /// How far Flutter's whole milliseconds move the stiffness, relative (0: exact).
    public var flutterStiffnessError: Double {
        abs(flutterDurationSpring.stiffness / max(forms.stiffness / forms.mass, .leastNormalMagnitude) - 1)
    }

    // MARK: Jetpack Compose

    /// Compose's named stiffnesses (androidx.compose.animation.core.Spring).
    public static let composeStiffnesses: [(name: String, value: Double)] = [
        ("Spring.StiffnessHigh", 10_000), ("Spring.StiffnessMedium", 1_500), ("Spring.StiffnessMediumLow", 400),
        ("Spring.StiffnessLow", 200), ("Spring.StiffnessVeryLow", 50),
    ]
    /// Compose's named damping ratios.
    public static let composeDampingRatios: [(name: String, value: Double)] = [
        ("Spring.DampingRatioHighBouncy", 0.2), ("Spring.DampingRatioMediumBouncy", 0.5),
        ("Spring.DampingRatioLowBouncy", 0.75), ("Spring.DampingRatioNoBouncy", 1),
    ]

    /// A value as Compose code: its constant's name where it is one as a Float (what Compose
    /// holds), else the literal.
    static func compose(_ value: Double, _ names: [(name: String, value: Double)]) -> String {
        names.first { Float($0.value) == Float(value) }?.name ?? "\(Self.n(value))f"
    }

    /// Compose's `spring(dampingRatio, stiffness)` (mass 1: the stiffness is k / m).
    public var composeSpring: String {
        "spring(dampingRatio = \(Self.compose(forms.dampingRatio, Self.composeDampingRatios)), "
            + "stiffness = \(Self.compose(forms.stiffness / forms.mass, Self.composeStiffnesses)))"
    }

    /// The value of a Compose constant by its name (`Spring.StiffnessMedium`), nil for none.
    public static func composeValue(named name: String) -> Double? {
        (composeStiffnesses + composeDampingRatios).first { $0.name == name }?.value
    }

    // MARK: The web

    /// Motion's (motion.dev) spring transition: stiffness, damping and mass as tuned.
    public var motionTransition: String {
        "{ type: \"spring\", stiffness: \(Self.n(forms.stiffness)), damping: \(Self.n(forms.damping)), mass: \(Self.n(forms.mass)) }"
    }

    /// The lines the panel shows under a spring row: the same spring in every platform's words.
    public var panelLines: [String] {
        [
            "SwiftUI, UIKit (iOS 17): \(appleArguments)",
            "SwiftUI: \(swiftUIResponseArguments)",
            "Compose: \(composeSpring)",
            "Flutter: \(flutterDescription)",
            "Motion: \(motionTransition)",
        ]
    }

    /// The tunables whose rows show `panelLines`: the spring's constants and its designer terms.
    public static let springRows: Set<TunableID> = [
        .scrollSpringStiffness, .scrollSpringDampingRatio, .springResponse, .springDampingFraction, .springBounciness, .springSpeed,
    ]
}
