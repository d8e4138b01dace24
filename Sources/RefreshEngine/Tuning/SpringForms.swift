import Foundation
import RefreshPhysics

/// One damped spring in the three forms designers use, with exact conversions.
///
/// The motion depends only on omega = sqrt(k/m) and the damping ratio zeta, so every form
/// describes a spring by those two numbers (mass scales stiffness and damping alike):
///
///     physical:  stiffness k, damping ratio zeta, mass m;   damping c = 2 zeta sqrt(k m)
///     SwiftUI:   response = 2 pi / omega,  dampingFraction = zeta     (spring(response:dampingFraction:))
///     Origami:   bounciness, speed -> tension T = k/m and friction F = c/m (rebound's
///                BouncyConversion and OrigamiValueConverter, mass 1):
///                  s = speed / 34,   qT = 0.5 + 199.5 s,            T = 194 + 3.62 (qT - 30)
///                  b = 0.8 bounciness / 34,  q = 2b - b^2,
///                  qF = n(qT) + q (0.01 - n(qT)),                   F = 25 + 3 (qF - 8)
///                where n is Origami's no-bounce friction, a cubic in qT in three pieces.
///                Back: qT from T, speed from qT; q = (qF - n) / (0.01 - n), b = 1 - sqrt(1 - q).
///     Apple (iOS 17) and Flutter (3.32): duration = 2 pi / omega (SwiftUI's response), and
///                bounce = 1 - zeta (zeta <= 1) or 1 / zeta - 1 (over-damped: below 0, above -1);
///                back: zeta = 1 - bounce (bounce >= 0) or 1 / (1 + bounce) (bounce < 0).
///                With mass 1 and bounce >= 0: k = (2 pi / duration)^2, c = 4 pi (1 - bounce) / duration.
///     Compose:   spring(dampingRatio = zeta, stiffness = k / m) (Compose's spring has mass 1).
public struct SpringForms: Equatable, Sendable {
    public var stiffness: Double
    public var dampingRatio: Double
    public var mass: Double

    public init(stiffness: Double, dampingRatio: Double, mass: Double = 1) {
        self.stiffness = stiffness
        self.dampingRatio = dampingRatio
        self.mass = mass
    }

    /// Natural angular frequency, rad/s: sqrt(k/m).
    public var omega: Double { (stiffness / mass).squareRoot() }

    /// The damping coefficient c = 2 zeta sqrt(k m) (Flutter's SpringDescription.damping).
    public var damping: Double { 2 * dampingRatio * (stiffness * mass).squareRoot() }

    /// Builds the ratio form from a damping coefficient: zeta = c / (2 sqrt(k m)).
    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        self.init(stiffness: stiffness, dampingRatio: damping / (2 * (stiffness * mass).squareRoot()), mass: mass)
    }

    // MARK: SwiftUI

    /// SwiftUI's response, s: the period of the undamped spring, 2 pi sqrt(m/k).
    public var response: Double { 2 * Double.pi / omega }

    /// SwiftUI's dampingFraction: the damping ratio itself.
    public var dampingFraction: Double { dampingRatio }

    /// k = m (2 pi / response)^2, zeta = dampingFraction.
    public init(response: Double, dampingFraction: Double, mass: Double = 1) {
        let w = 2 * Double.pi / response
        self.init(stiffness: mass * w * w, dampingRatio: dampingFraction, mass: mass)
    }

    // MARK: Apple and Flutter: duration and bounce

    /// Apple's and Flutter's perceptual duration, s: 2 pi / omega, the same number as `response`.
    public var duration: Double { response }

    /// Apple's and Flutter's bounce: 1 - zeta up to critical damping, then 1 / zeta - 1, so an
    /// over-damped spring reads below 0 and never reaches -1 (SpringDescription.bounce).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// k = m (2 pi / duration)^2; zeta = 1 - bounce for bounce >= 0, 1 / (1 + bounce) below 0
    /// (SwiftUI's springDampingFraction(bounce:) and Flutter's withDurationAndBounce). A bounce
    /// at or below -1 has no spring: it is taken as just above it.
    public init(duration: Double, bounce: Double, mass: Double = 1) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, .ulpOfOne)
        self.init(response: duration, dampingFraction: ratio, mass: mass)
    }

    // MARK: Origami

    /// Origami's bounciness (0 = no bounce for this speed).
    public var bounciness: Double {
        // q = 2b - b^2 has a real root only up to q = 1 (b = 1, bounciness 42.5); past it,
        // the spring is less damped than any bounciness gives: keep the nearest, 42.5.
        let b = 1 - max(1 - origamiBounceFraction, 0).squareRoot()
        return b * 34 / 0.8
    }

    /// q = 2b - b^2, where the friction lies between Origami's no-bounce friction (0) and
    /// its least friction 0.01 (1).
    var origamiBounceFraction: Double {
        let n = Self.noBounceFriction(Self.origamiTension(fromTension: stiffness / mass))
        return (Self.origamiFriction(fromFriction: damping / mass) - n) / (0.01 - n)
    }

    /// False when no bounciness reproduces this damping at this speed: a spring less damped
    /// than Origami's bounciest (bounciness 42.5) for its stiffness. `bounciness` is then
    /// the nearest, 42.5, and the motion differs.
    public var isExactInOrigami: Bool { origamiBounceFraction <= 1 }

    /// Origami's speed.
    public var speed: Double {
        let qT = Self.origamiTension(fromTension: stiffness / mass)
        return (qT - 0.5) / 199.5 * 34
    }

    /// The spring Origami's Pop Animation runs for this bounciness and speed, with mass m.
    public init(bounciness: Double, speed: Double, mass: Double = 1) {
        let b = 0.8 * bounciness / 34
        let qT = 0.5 + 199.5 * speed / 34
        let n = Self.noBounceFriction(qT)
        let q = 2 * b - b * b
        let qF = n + q * (0.01 - n)
        let tension = 194 + 3.62 * (qT - 30)
        let friction = 25 + 3 * (qF - 8)
        self.init(stiffness: tension * mass, damping: friction * mass, mass: mass)
    }

    /// Origami's (Quartz Composer's) tension value for a physical tension.
    static func origamiTension(fromTension t: Double) -> Double { (t - 194) / 3.62 + 30 }
    /// Origami's friction value for a physical friction.
    static func origamiFriction(fromFriction f: Double) -> Double { (f - 25) / 3 + 8 }

    /// Origami's friction that just does not bounce at an Origami tension (three cubic pieces).
    static func noBounceFriction(_ t: Double) -> Double {
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }

    // MARK: What it does

    /// The step response from 0 to 1, starting at rest (the panel's spring graph and the
    /// CSS easing): 1 + x(t) of a SpringSimulation from -1 to 0.
    public func stepResponse(at t: Double) -> Double {
        1 + SpringSimulation(from: -1, velocity: 0, to: 0, stiffness: stiffness, dampingRatio: dampingRatio,
                             mass: mass).position(at: t)
    }
}
