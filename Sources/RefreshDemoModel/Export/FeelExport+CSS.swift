import Foundation
import RefreshEngine
import RefreshPhysics

extension FeelExport {
    // MARK: CSS

    /// Seconds until the step response stays within 0.02% of 1 (scanned at 1 ms, up to 20 s):
    /// the easing's last stop lands on the target there, a jump of at most 0.2 pt in 1,000.
    static func settleTime(_ f: SpringForms) -> Double {
        var t = 20.0
        while t > 0.001, abs(1 - f.stepResponse(at: t)) < 0.0002 { t -= 0.001 }
        return (t * 1000).rounded(.up) / 1000
    }

    /// The longest move the bounce easing is drawn for, pt: the easing stays within
    /// `cssBounceTolerance` of the spring over it (a whole phone screen's pull and more).
    static let cssBounceMove = 1000.0
    static let cssBounceTolerance = 0.5

    /// The bounce easing: its stops (the step response at n / count of its duration, as
    /// printed, the last one the target) and its largest distance from the spring anywhere
    /// between them, as a fraction of the move. Straight lines between stops h apart miss
    /// the curve by at most h^2 max|x''| / 8 with |x''| <= omega^2, so it starts from
    /// h = 0.2 / omega (5 omega duration stops, at least 60) and doubles the stops until the
    /// measured miss (scanned 16 times between stops) times `cssBounceMove` is within
    /// `cssBounceTolerance`, up to 1,600 stops.
    static func bounceEasing(_ f: SpringForms, duration: Double) -> (stops: [Double], error: Double) {
        var count = max(60, Int((5 * f.omega * duration).rounded(.up)))
        while true {
            let stops = (0...count).map { i -> Double in
                i == count ? 1 : (f.stepResponse(at: Double(i) / Double(count) * duration) * 10_000).rounded() / 10_000
            }
            var error = 0.0
            for i in 0..<count {
                for j in 0...16 {
                    let u = (Double(i) + Double(j) / 16) / Double(count)
                    let line = stops[i] + (stops[i + 1] - stops[i]) * Double(j) / 16
                    error = max(error, abs(line - (u >= 1 ? 1 : f.stepResponse(at: u * duration))))
                }
            }
            if error * cssBounceMove <= cssBounceTolerance || count >= 1600 { return (stops, error) }
            count = min(count * 2, 1600)
        }
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
        // The last sample is the target itself: the bounce lands (it is within 0.02% there).
        let easing = bounceEasing(f, duration: bounceDuration)
        let bounce = "linear(" + easing.stops.map { n($0, 4) }.joined(separator: ", ") + ")"
        let sim = FrictionSimulation(position: 0, velocity: FlingForms.referenceSpeed, rate: v.rate, restVelocity: v.stopSpeed)
        let flingDuration = sim.duration
        let fling = linear(60) { sim.position(at: $0 * flingDuration) / sim.position(at: flingDuration) }
        return summary(v, "/*").replacingOccurrences(of: "\n", with: " */\n") + """
        :root {
          /* The bounce spring from rest to its target (step response, sampled evenly over its duration): within \
        \(n(easing.error * 100, 3)) pt of the spring per 100 pt moved, so within \(n(cssBounceTolerance, 1)) pt for any move up to \(n(cssBounceMove, 0)) pt. */
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
        \(cssLayout(v.layout))\(v.twoLevel.notCarried("/*", "CSS", end: " */"))/* Not expressible: the rubber band (c = \(n(v.rubberBand))) and native scrolling's fling and bounce: */
        /* CSS has overscroll-behavior only; these easings animate what you move yourself. Carried momentum \
        (\(v.carriesMomentum ? "on" : "off") in this tuning): */
        /* a stylesheet keeps no speed of a running fling for the next flick; the ES module's hold() does. */

        """
    }
}
