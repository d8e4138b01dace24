import Foundation
import RefreshEngine
import RefreshPhysics

extension FeelExport {
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

    /// `--export css`: CSS alone (comments and one `:root` rule of custom properties), so
    /// the text pasted into a .css file is a valid stylesheet. The module that plays any
    /// release is `--export js`.
    static func css(_ v: Numbers) -> String {
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
        /* The easings fit one case: a 1,000 pt/s fling at 1x, a bounce from rest. Any release speed, pixel */
        /* density and edge: the ES module of refreshdemo --export js (save it as tuned-feel.js). */
        \(v.twoLevel.notCarried("/*", "CSS", end: " */"))/* Not expressible: the rubber band (c = \(n(v.rubberBand))) and native scrolling's fling and bounce: */
        /* CSS has overscroll-behavior only; these easings animate what you move yourself. Carried momentum \
        (\(v.carriesMomentum ? "on" : "off") in this tuning): */
        /* a stylesheet keeps no speed of a running fling for the next flick; the ES module's hold() does. */

        """
    }
}
