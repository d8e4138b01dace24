import XCTest
import Foundation
@testable import RefreshDemoModel
import RefreshEngine
import TestSupport

/// The bounce spring in each platform's own words: Compose's named constants both ways,
/// Apple's duration and bounce in UIKit and SwiftUI, Flutter's two descriptions with what
/// its whole milliseconds change, Motion's transition, an over-damped spring in every form,
/// every export carrying them, and the panel's lines on a spring row.
final class SpringWordsTests: XCTestCase {
    /// androidx.compose.animation.core.Spring's constants.
    static let composeStiffness: [(String, Double)] = [
        ("Spring.StiffnessHigh", 10_000), ("Spring.StiffnessMedium", 1_500), ("Spring.StiffnessMediumLow", 400),
        ("Spring.StiffnessLow", 200), ("Spring.StiffnessVeryLow", 50),
    ]
    static let composeDamping: [(String, Double)] = [
        ("Spring.DampingRatioHighBouncy", 0.2), ("Spring.DampingRatioMediumBouncy", 0.5),
        ("Spring.DampingRatioLowBouncy", 0.75), ("Spring.DampingRatioNoBouncy", 1),
    ]

    /// A constant's value is written as its name, and its name reads back as its value.
    func testComposesNamedConstantsBothWays() {
        for (stiffnessName, k) in Self.composeStiffness {
            for (dampingName, zeta) in Self.composeDamping {
                let words = SpringWords(SpringForms(stiffness: k, dampingRatio: zeta))
                XCTAssertEqual(words.composeSpring, "spring(dampingRatio = \(dampingName), stiffness = \(stiffnessName))")
                XCTAssertEqual(SpringWords.composeValue(named: stiffnessName), k)
                XCTAssertEqual(SpringWords.composeValue(named: dampingName), zeta)
            }
        }
        // Not a constant: the literal, as a Float; a mass scales the stiffness Compose takes (its mass is 1).
        XCTAssertEqual(SpringWords(SpringForms(stiffness: 157.913670417, dampingRatio: 0.7)).composeSpring,
                       "spring(dampingRatio = 0.7f, stiffness = 157.91367f)")
        XCTAssertEqual(SpringWords(SpringForms(stiffness: 3000, dampingRatio: 0.5, mass: 2)).composeSpring,
                       "spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessMedium)")
        XCTAssertNil(SpringWords.composeValue(named: "Spring.StiffnessAbsurd"))
    }

    /// Flutter's withDurationAndBounce reads whole milliseconds: exact for 0.5 s, and 0.628318 s
    /// (stiffness 100) becomes 628 ms, a stiffness 0.101% stiffer, which the export says.
    func testFlutterDurationAndBounceRoundsToWholeMilliseconds() {
        let exact = SpringWords(SpringForms(duration: 0.5, bounce: 0.3))
        XCTAssertEqual(exact.flutterMilliseconds, 500)
        XCTAssertLessThan(exact.flutterStiffnessError, 1e-12)
        XCTAssertEqual(exact.flutterDurationAndBounce,
                       "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 500), bounce: 0.3)")
        let rounded = SpringWords(SpringForms(stiffness: 100, dampingRatio: 0.5))
        XCTAssertEqual(rounded.flutterMilliseconds, 628)
        XCTAssertEqual(rounded.flutterStiffnessError, pow(2 * Double.pi / 0.628, 2) / 100 - 1, accuracy: 1e-12)
        XCTAssertEqual(rounded.flutterStiffnessError, 0.00101, accuracy: 0.00001)
        var set = TuningSet()
        set.scroll.springStiffness = 100
        set.scroll.springDampingRatio = 0.5
        let dart = FeelExport.text(.flutter, set)
        XCTAssertTrue(dart.contains("Duration(milliseconds: 628), bounce: 0.5)"), dart)
        XCTAssertTrue(dart.contains("a stiffness 0.101% off"), dart)
    }

    /// An over-damped spring (damping ratio 1.25, bounce -0.2) in every form: each says the
    /// same spring, and none clamps it to critical.
    func testAnOverDampedSpringInEveryForm() {
        let words = SpringWords(SpringForms(stiffness: 100, dampingRatio: 1.25))
        XCTAssertEqual(words.appleArguments, "duration: 0.628318531, bounce: -0.2")
        XCTAssertEqual(words.swiftUIResponseArguments, "response: 0.628318531, dampingFraction: 1.25")
        XCTAssertEqual(words.flutterDescription, "SpringDescription.withDampingRatio(mass: 1, stiffness: 100, ratio: 1.25)")
        XCTAssertEqual(words.flutterDurationAndBounce,
                       "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 628), bounce: -0.2)")
        XCTAssertEqual(words.composeSpring, "spring(dampingRatio = 1.25f, stiffness = 100f)")
        XCTAssertEqual(words.motionTransition, "{ type: \"spring\", stiffness: 100, damping: 25, mass: 1 }")
        // Read back through Apple's form it is the same spring.
        let back = SpringForms(duration: 0.628318531, bounce: -0.2)
        XCTAssertEqual(back.stiffness, 100, accuracy: 1e-6)
        XCTAssertEqual(back.dampingRatio, 1.25, accuracy: 1e-12)
    }

    /// Every export names the spring in its platform's newer form, and the numbers it prints
    /// are the tuned spring: UIKit and SwiftUI through iOS 17's duration and bounce, Android
    /// with Compose's spring, Flutter with withDurationAndBounce, the web module with Motion's.
    func testEveryExportCarriesItsPlatformsForm() throws {
        for (name, set) in [("default", TuningSet()), ("over-damped", { var s = TuningSet(); s.scroll.springDampingRatio = 1.4; return s }()),
                            ("bouncy", { var s = TuningSet(); s.scroll.springDampingRatio = 0.5; s.scroll.springStiffness = 1500; return s }())] {
            let f = SpringForms(stiffness: set.scroll.springStiffness, dampingRatio: set.scroll.springDampingRatio)
            for format in [FeelExport.Format.uikit, .swiftui] {
                let text = FeelExport.text(format, set)
                let d = try XCTUnwrap(Self.number(after: "static let springDuration: Double =", in: text), "\(format) \(name)")
                let b = try XCTUnwrap(Self.number(after: "static let springBounce: Double =", in: text), "\(format) \(name)")
                let read = SpringForms(duration: d, bounce: b)
                XCTAssertEqual(read.stiffness, f.stiffness, accuracy: 1e-6 * f.stiffness, "\(format) \(name)")
                XCTAssertEqual(read.dampingRatio, f.dampingRatio, accuracy: 1e-8, "\(format) \(name)")
            }
            XCTAssertTrue(FeelExport.text(.uikit, set).contains("UISpringTimingParameters(duration: springDuration, bounce: CGFloat(springBounce)"))
            XCTAssertTrue(FeelExport.text(.swiftui, set).contains("static let spring = Spring(duration: springDuration, bounce: springBounce)"))
            let words = SpringWords(f)
            XCTAssertTrue(FeelExport.text(.android, set).contains("In Jetpack Compose the same spring is \(words.composeSpring)."), name)
            XCTAssertTrue(FeelExport.text(.flutter, set).contains(words.flutterDurationAndBounce), name)
            XCTAssertTrue(FeelExport.text(.js, set).contains("export const springTransition = \(words.motionTransition);"), name)
            // The summary line of every format names the same spring each way.
            for format in FeelExport.Format.allCases where format != .json {
                let text = FeelExport.text(format, set)
                XCTAssertTrue(text.contains("bounce \(TraceEvent.num(f.bounce))") && text.contains(words.composeSpring), "\(format) \(name)")
            }
        }
    }

    /// The CSS bounce easing says how far it strays from the spring, and it does stray no
    /// further: measured here between its stops at 64 points each, for a 1,000-pt move it stays
    /// within 0.5 pt, stiff and bouncy springs included (more stops where the curve bends more).
    func testTheCSSBounceEasingStatesItsErrorAndKeepsIt() throws {
        for (k, zeta) in [(100.0, 1.0), (1500, 0.2), (400, 0.5), (50, 1.6), (10_000, 0.75)] {
            var set = TuningSet()
            set.scroll.springStiffness = k
            set.scroll.springDampingRatio = zeta
            let css = FeelExport.text(.css, set)
            let f = SpringForms(stiffness: set.scroll.springStiffness, dampingRatio: set.scroll.springDampingRatio)
            let stated = try XCTUnwrap(Self.number(after: "sampled evenly over its duration): within", in: css), "\(k) \(zeta)")
            let duration = try XCTUnwrap(Self.number(after: "--bounce-duration:", in: css))
            let easing = try XCTUnwrap(css.range(of: "--bounce-easing: linear(").map { css[$0.upperBound...] })
            let stops = easing.prefix { $0 != ")" }.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            XCTAssertGreaterThan(stops.count, 60)
            var worst = 0.0
            for i in 0..<(stops.count - 1) {
                for j in 0...64 {
                    let u = (Double(i) + Double(j) / 64) / Double(stops.count - 1)
                    let line = stops[i] + (stops[i + 1] - stops[i]) * Double(j) / 64
                    worst = max(worst, abs(line - (u >= 1 ? 1 : f.stepResponse(at: u * duration))))
                }
            }
            XCTAssertLessThanOrEqual(worst * 1000, 0.5, "k \(k), zeta \(zeta): \(worst * 1000) pt over 1,000 pt")
            XCTAssertLessThanOrEqual(worst * 100, stated + 0.0015, "k \(k), zeta \(zeta): stated \(stated) pt per 100 pt")
            XCTAssertTrue(css.contains("so within 0.5 pt for any move up to 1000 pt"), css)
        }
    }

    /// The panel: on a row of the spring, the same spring in every platform's words under the
    /// description, for the values as they are; on any other row, nothing.
    func testThePanelShowsTheFormsOnTheSpringsRows() throws {
        var p = PanelViewState()
        p.values.scroll.springStiffness = 1500
        p.values.scroll.springDampingRatio = 0.5
        for id in [TunableID.scrollSpringStiffness, .scrollSpringDampingRatio, .springResponse, .springBounciness] {
            p.selected = try XCTUnwrap(Tunables.all.firstIndex { $0.id == id })
            XCTAssertEqual(p.selectedConversions.count, 5, "\(id)")
            XCTAssertTrue(p.selectedConversions.contains("Compose: spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessMedium)"))
            XCTAssertTrue(p.selectedConversions.contains { $0.hasPrefix("SwiftUI, UIKit (iOS 17): duration: 0.16") && $0.hasSuffix("bounce: 0.5") },
                          "\(p.selectedConversions)")
        }
        p.selected = try XCTUnwrap(Tunables.all.firstIndex { $0.id == .scrollDecelerationRate })
        XCTAssertEqual(p.selectedConversions, [])
        p.selected = try XCTUnwrap(Tunables.all.firstIndex { $0.id == .scrollSpringStiffness })
        p.selectedMarker = PanelMarkers.Row(.header, .pull)
        XCTAssertEqual(p.selectedConversions, [], "a marker row is selected, not the spring's")
    }

    static func number(after marker: String, in text: String) -> Double? {
        guard let r = text.range(of: marker) else { return nil }
        let rest = text[r.upperBound...].drop { $0 == " " }
        return Double(String(rest.prefix { "0123456789.-e".contains($0) }))
    }
}
