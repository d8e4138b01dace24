import XCTest
@testable import RefreshEngine
import TestSupport
import RefreshPhysics
@testable import RefreshDemoModel

/// The three spring forms and the fling's stop time and distance: reference values and
/// exact round trips.
final class DesignerFormsTests: XCTestCase {
    /// stiffness, damping ratio, mass -> SwiftUI response, damping coefficient c.
    /// Reference: response = 2 pi sqrt(m/k), c = 2 zeta sqrt(k m), worked by hand.
    func testSwiftUIFormReferenceValues() {
        let table: [(k: Double, zeta: Double, m: Double, response: Double, c: Double)] = [
            (100, 1.1, 0.5, 0.444288293816, 15.556349186104),
            (100, 1, 1, 0.628318530718, 20),
            (200, 1.1, 1, 0.444288293816, 31.112698372208), // Flutter's bouncing spring
            (156.25, 1, 1, 0.502654824574, 25),              // the Android preset
        ]
        for row in table {
            let s = SpringForms(stiffness: row.k, dampingRatio: row.zeta, mass: row.m)
            XCTAssertEqual(s.response, row.response, accuracy: 1e-11, "\(row)")
            XCTAssertEqual(s.dampingFraction, row.zeta, accuracy: 1e-15, "\(row)")
            XCTAssertEqual(s.damping, row.c, accuracy: 1e-11, "\(row)")
        }
    }

    /// Origami bounciness/speed -> tension (k, mass 1), friction (c), damping ratio.
    /// Reference: rebound's BouncyConversion + OrigamiValueConverter, evaluated separately.
    func testOrigamiFormReferenceValues() {
        let table: [(bounciness: Double, speed: Double, k: Double, c: Double, zeta: Double)] = [
            (5, 10, 299.618823529412, 27.048704405732, 0.781325367675),
            (0, 12, 342.100588235294, 36.925880917282, 0.998214694331), // no bounce: near critical
            (10, 20, 512.027647058824, 26.748228928148, 0.591041981995),
            (8, 4, 172.173529411765, 16.406019507195, 0.625158350817), // tension in the middle cubic
        ]
        for row in table {
            let s = SpringForms(bounciness: row.bounciness, speed: row.speed)
            XCTAssertEqual(s.stiffness, row.k, accuracy: 1e-9, "\(row)")
            XCTAssertEqual(s.damping, row.c, accuracy: 1e-9, "\(row)")
            XCTAssertEqual(s.dampingRatio, row.zeta, accuracy: 1e-9, "\(row)")
            XCTAssertEqual(s.bounciness, row.bounciness, accuracy: 1e-9, "\(row)")
            XCTAssertEqual(s.speed, row.speed, accuracy: 1e-9, "\(row)")
        }
        // Origami's default spring, Quartz Composer tension 40 and friction 7: k 230.2, c 22.
        let qc = SpringForms(stiffness: 230.2, damping: 22)
        XCTAssertEqual(SpringForms.origamiTension(fromTension: qc.stiffness), 40, accuracy: 1e-12)
        XCTAssertEqual(SpringForms.origamiFriction(fromFriction: qc.damping), 7, accuracy: 1e-12)
    }

    /// Every form to every other and back, to 1e-9, over the panel's ranges and other masses.
    func testRoundTripsBetweenTheThreeForms() {
        let springs: [(Double, Double, Double)] = [
            (100, 1.1, 0.5), (100, 1, 1), (200, 1.1, 1), (156.25, 1, 1), (10, 0.1, 1), (1000, 3, 1),
            (350, 0.7, 2), (100, 0.5, 1), (500, 0.9, 0.25),
        ]
        for (k, zeta, m) in springs {
            let s = SpringForms(stiffness: k, dampingRatio: zeta, mass: m)
            let viaSwiftUI = SpringForms(response: s.response, dampingFraction: s.dampingFraction, mass: m)
            XCTAssertTrue(s.isExactInOrigami, "\(k) \(zeta) \(m)")
            let viaOrigami = SpringForms(bounciness: s.bounciness, speed: s.speed, mass: m)
            let viaDamping = SpringForms(stiffness: k, damping: s.damping, mass: m)
            for (name, back) in [("SwiftUI", viaSwiftUI), ("Origami", viaOrigami), ("damping", viaDamping)] {
                XCTAssertEqual(back.stiffness / k, 1, accuracy: 1e-9, "\(name) \(k) \(zeta) \(m)")
                XCTAssertEqual(back.dampingRatio, zeta, accuracy: 1e-9, "\(name) \(k) \(zeta) \(m)")
            }
            // SwiftUI -> Origami -> SwiftUI
            let o = SpringForms(bounciness: viaSwiftUI.bounciness, speed: viaSwiftUI.speed, mass: m)
            XCTAssertEqual(o.response, s.response, accuracy: 1e-9, "\(k) \(zeta) \(m)")
            XCTAssertEqual(o.dampingFraction, s.dampingFraction, accuracy: 1e-9, "\(k) \(zeta) \(m)")
        }
        // Less damped than Origami's bounciest spring at its speed: it says so.
        XCTAssertFalse(SpringForms(stiffness: 60, dampingRatio: 0.45).isExactInOrigami)
        XCTAssertFalse(SpringForms(stiffness: 400, dampingRatio: 0.02).isExactInOrigami)
        XCTAssertTrue(SpringForms(stiffness: 400, dampingRatio: 0.05).isExactInOrigami)
        for (b, sp) in [(0.0, 1.0), (5, 10), (12, 3), (20, 30), (30, 15), (-4, 8)] {
            let s = SpringForms(bounciness: b, speed: sp)
            let back = SpringForms(response: s.response, dampingFraction: s.dampingFraction)
            XCTAssertEqual(back.bounciness, b, accuracy: 1e-9, "\(b) \(sp)")
            XCTAssertEqual(back.speed, sp, accuracy: 1e-9, "\(b) \(sp)")
        }
    }

    /// The step response starts at 0 at rest, ends at 1, and overshoots only when under-damped.
    func testStepResponse() {
        let critical = SpringForms(stiffness: 100, dampingRatio: 1)
        XCTAssertEqual(critical.stepResponse(at: 0), 0, accuracy: 1e-12)
        // 1 - e^(-10 t)(1 + 10 t) at t = 0.2: 1 - 3 e^-2
        XCTAssertEqual(critical.stepResponse(at: 0.2), 1 - 3 * exp(-2.0), accuracy: 1e-12)
        XCTAssertEqual(critical.stepResponse(at: 5), 1, accuracy: 1e-9)
        let bouncy = SpringForms(stiffness: 100, dampingRatio: 0.5)
        // peak 1 + e^(-pi zeta / sqrt(1 - zeta^2)) at t = pi / wd
        let wd = 10 * (1 - 0.25).squareRoot()
        XCTAssertEqual(bouncy.stepResponse(at: Double.pi / wd), 1 + exp(-Double.pi * 0.5 / 0.75.squareRoot()),
                       accuracy: 1e-12)
    }

    /// Stop time and distance of a 1,000 pt/s fling stopping at 20 pt/s; reference values
    /// T = ln(0.02) / (1000 ln d), D = -980 / (1000 ln d), worked separately.
    func testFlingFormReferenceValues() {
        let table: [(rate: Double, time: Double, distance: Double)] = [
            (0.998, 1.954054838555, 489.509836503126),  // UIKit normal
            (0.99, 0.389243012617, 97.509179223954),    // UIKit fast
            (0.996, 0.976048433232, 244.509672678340),  // the GTK preset
            (0.9965, 1.115763704183, 279.509713665351), // the Android preset
        ]
        for row in table {
            XCTAssertEqual(FlingForms.stopTime(rate: row.rate, stopSpeed: 20), row.time, accuracy: 1e-10, "\(row)")
            XCTAssertEqual(FlingForms.stopDistance(rate: row.rate, stopSpeed: 20), row.distance, accuracy: 1e-8, "\(row)")
            XCTAssertEqual(FlingForms.rate(stopTime: row.time, stopSpeed: 20), row.rate, accuracy: 1e-12, "\(row)")
            XCTAssertEqual(FlingForms.rate(stopDistance: row.distance, stopSpeed: 20), row.rate, accuracy: 1e-12, "\(row)")
        }
        // The README's 2,000 pt/s fling ends after 2.3003 s at 1x.
        XCTAssertEqual(FlingForms.stopTime(rate: 0.998, speed: 2000, stopSpeed: 20), 2.3003, accuracy: 5e-5)
        // And agrees with the simulation the engine runs.
        let sim = FrictionSimulation(position: 0, velocity: 1000, rate: 0.998, restVelocity: 20)
        XCTAssertEqual(sim.duration, FlingForms.stopTime(rate: 0.998, stopSpeed: 20), accuracy: 1e-12)
        XCTAssertEqual(sim.position(at: sim.duration), FlingForms.stopDistance(rate: 0.998, stopSpeed: 20), accuracy: 1e-9)
    }

    func testFlingFormRoundTrips() {
        for rate in stride(from: 0.98, through: 0.9995, by: 0.0005) {
            for stop in [1.0, 20, 60] {
                let t = FlingForms.stopTime(rate: rate, stopSpeed: stop)
                let d = FlingForms.stopDistance(rate: rate, stopSpeed: stop)
                XCTAssertEqual(FlingForms.rate(stopTime: t, stopSpeed: stop), rate, accuracy: 1e-12, "\(rate)")
                XCTAssertEqual(FlingForms.rate(stopDistance: d, stopSpeed: stop), rate, accuracy: 1e-12, "\(rate)")
            }
        }
    }
}

/// The designer terms as panel rows: editing one edits the constants through the exact
/// conversion; files and traces hold only the constants.
final class DesignerTermsTests: XCTestCase {
    func value(_ name: String, _ set: TuningSet) -> Double { Tunables.named(name)!.value(in: set) }

    func testEditingAFormSetsTheConstants() {
        var e = ListEngine(config: EngineConfig(), metrics: FixedTextMetrics())
        e.tracing = true
        e.setTunable("spring.response", 0.5, at: 1)
        // k = (2 pi / 0.5)^2 = 157.913670417...
        XCTAssertEqual(e.tuningSet.scroll.springStiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(value("spring.response", e.tuningSet), 0.5, accuracy: 1e-12)
        XCTAssertEqual(e.tuningSet.scroll.springDampingRatio, 1, "the damping fraction is kept")
        e.setTunable("fling.stopTime", 1.5, at: 2)
        XCTAssertEqual(e.tuningSet.scroll.decelerationRate, exp(log(0.02) / 1500), accuracy: 1e-12)
        XCTAssertEqual(value("fling.stopTime", e.tuningSet), 1.5, accuracy: 1e-9)
        e.setTunable("fling.stopDistance", 300, at: 3)
        XCTAssertEqual(value("fling.stopDistance", e.tuningSet), 300, accuracy: 1e-9)
        e.setTunable("spring.speed", 12, at: 4)
        e.setTunable("spring.bounciness", 8, at: 5)
        XCTAssertEqual(value("spring.speed", e.tuningSet), 12, accuracy: 1e-9)
        XCTAssertEqual(value("spring.bounciness", e.tuningSet), 8, accuracy: 1e-9)
        // The trace names the constants that changed, never a designer term.
        var names: [String] = []
        e.drainTrace { ev in if case let .tuning(_, name, _) = ev { names.append(name) } }
        XCTAssertEqual(names, ["scroll.springStiffness", "scroll.decelerationRate", "scroll.decelerationRate",
                               "scroll.springStiffness", "scroll.springDampingRatio",
                               "scroll.springDampingRatio"])
    }

    func testAFormClampsTheConstantsIntoTheirRanges() {
        var s = TuningSet()
        Tunables.named("spring.response")!.set(0.15, in: &s) // k = 1754.6: past 1000
        XCTAssertEqual(s.scroll.springStiffness, 1000)
        Tunables.named("fling.stopTime")!.set(5, in: &s)      // rate 0.999218: in range
        XCTAssertEqual(s.scroll.decelerationRate, exp(log(0.02) / 5000), accuracy: 1e-12)
        Tunables.named("fling.stopTime")!.set(15, in: &s)     // rate 0.999739: past 0.9995
        XCTAssertEqual(s.scroll.decelerationRate, 0.9995)
        Tunables.named("fling.stopDistance")!.set(40, in: &s) // rate 0.9758: below 0.98
        XCTAssertEqual(s.scroll.decelerationRate, 0.98)
    }

    func testFilesWriteTheConstantsAndMayNameAForm() throws {
        var s = TuningSet()
        Tunables.named("spring.response")!.set(0.5, in: &s)
        let text = TuningFile.serialize(s)
        XCTAssertFalse(text.contains("spring."), text)
        XCTAssertTrue(text.contains("\"scroll.springStiffness\": 157.91367"), text)
        let parsed = try TuningFile.parse("{\"version\": 1, \"spring.response\": 0.5}", file: "t.json")
        XCTAssertEqual(parsed.scroll.springStiffness, s.scroll.springStiffness, accuracy: 1e-12)
        XCTAssertThrowsError(try TuningFile.parse("{\"version\": 1, \"fling.stopTime\": 20}", file: "t.json"))
    }

    /// Apple's published pairs (iOS 17's Spring and WWDC23 "Animate with springs"), both ways:
    /// duration 0.5, bounce 0.3 is mass 1, stiffness 157.9, damping 17.6; mass 1, stiffness
    /// 100, damping 10 is duration 0.628, bounce 0.5. Tolerances: the published digits.
    func testApplesDurationAndBounceReferencePairs() {
        let a = SpringForms(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(a.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(a.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(a.mass, 1)
        // Exactly: k = (2 pi / 0.5)^2, c = 4 pi (1 - 0.3) / 0.5.
        XCTAssertEqual(a.stiffness, pow(4 * Double.pi, 2), accuracy: 1e-9)
        XCTAssertEqual(a.damping, 4 * Double.pi * 0.7 / 0.5, accuracy: 1e-9)
        let b = SpringForms(stiffness: 100, damping: 10)
        XCTAssertEqual(b.duration, 0.628, accuracy: 0.0005)
        XCTAssertEqual(b.bounce, 0.5, accuracy: 1e-12)
        // And back again, exactly.
        let back = SpringForms(duration: b.duration, bounce: b.bounce)
        XCTAssertEqual(back.stiffness, 100, accuracy: 1e-9)
        XCTAssertEqual(back.damping, 10, accuracy: 1e-9)
        // SwiftUI's `.spring()`: response 0.5, dampingFraction 0.825 is duration 0.5, bounce 0.175.
        let swiftUIDefault = SpringForms(response: 0.5, dampingFraction: 0.825)
        XCTAssertEqual(swiftUIDefault.duration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(swiftUIDefault.bounce, 0.175, accuracy: 1e-12)
    }

    /// An over-damped spring is a negative bounce: zeta = 1 / (1 + bounce) (SwiftUI's
    /// springDampingFraction and Flutter's withDurationAndBounce), read back as 1 / zeta - 1;
    /// critical damping is bounce 0 from both sides; a bounce at -1 has no spring and is
    /// taken as just above it (finite, enormous damping), never a NaN.
    func testAnOverDampedSpringIsANegativeBounceBothWays() {
        let table: [(bounce: Double, zeta: Double)] = [(-0.5, 2), (-0.2, 1.25), (0, 1), (0.25, 0.75), (1, 0)]
        for row in table {
            let f = SpringForms(duration: 0.4, bounce: row.bounce)
            XCTAssertEqual(f.dampingRatio, row.zeta, accuracy: 1e-12, "\(row)")
            XCTAssertEqual(f.bounce, row.bounce, accuracy: 1e-12, "\(row)")
            XCTAssertEqual(f.duration, 0.4, accuracy: 1e-12, "\(row)")
        }
        // Apple's example from the WWDC23 slide: duration 0.5, bounce -0.2 is stiffness 157.91, damping 31.42.
        let slide = SpringForms(duration: 0.5, bounce: -0.2)
        XCTAssertEqual(slide.stiffness, 157.91, accuracy: 0.005)
        XCTAssertEqual(slide.damping, 31.42, accuracy: 0.005)
        let limit = SpringForms(duration: 0.5, bounce: -1)
        XCTAssertTrue(limit.dampingRatio.isFinite && limit.dampingRatio > 1e12)
        XCTAssertEqual(SpringForms(stiffness: 100, dampingRatio: 1.25).bounce, -0.2, accuracy: 1e-12)
    }
}

/// The panel's spring graph carries the fling's progress over the spring's 1.5 s.
final class FlingCurveTests: XCTestCase {
    func testTheFlingCurveIsThePercentOfItsStopDistance() {
        var c = TuningCurves()
        var t = Tuning()
        c.update(tuning: t, dimension: 760)
        XCTAssertEqual(c.fling.count, TuningCurves.points)
        XCTAssertEqual(c.fling[0], 0)
        // At 1.5 s a 0.998 fling has covered (1 - e^(-3.003)) / (1 - 0.02) of its way: 96.9%.
        let k = 1000 * log(0.998)
        XCTAssertEqual(c.fling.last!, 100 * (1 - exp(k * 1.5)) / 0.98, accuracy: 1e-9)
        XCTAssertTrue(zip(c.fling, c.fling.dropFirst()).allSatisfy { $0 <= $1 }, "it only rises")
        // A quick fling (0.9 s) is done within the graph: it ends at 100.
        t.decelerationRate = FlingForms.rate(stopTime: 0.9, stopSpeed: 20)
        c.update(tuning: t, dimension: 760)
        XCTAssertEqual(c.fling.last!, 100, accuracy: 1e-9)
    }
}
