import Foundation

/// The deceleration rate in designer terms: how long a fling of a given speed runs and
/// how far it goes before it stops, with exact conversions back to the rate.
///
/// With k = 1000 ln(rate) (per second), a fling at v0 ends when its speed falls to the
/// stop speed vs (FrictionSimulation's rule):
///
///     stop time      T = ln(vs / v0) / k          ->  rate = exp(ln(vs / v0) / (1000 T))
///     stop distance  D = (vs - v0) / k            ->  rate = exp((vs - v0) / (1000 D))
///
/// The panel and the exports quote a 1,000 pt/s fling at a stop speed of 20 pt/s (the
/// stop speed at 1x; the tunable `scroll.stopPixelSpeed`).
public enum FlingForms {
    /// The reference fling, pt/s.
    public static let referenceSpeed = 1000.0

    /// Seconds until a fling at `speed` slows to `stopSpeed`.
    public static func stopTime(rate: Double, speed: Double = referenceSpeed, stopSpeed: Double) -> Double {
        log(stopSpeed / speed) / (1000 * log(rate))
    }

    /// Points a fling at `speed` travels until it slows to `stopSpeed`.
    public static func stopDistance(rate: Double, speed: Double = referenceSpeed, stopSpeed: Double) -> Double {
        (stopSpeed - speed) / (1000 * log(rate))
    }

    /// The rate whose fling at `speed` stops after `stopTime` seconds.
    public static func rate(stopTime: Double, speed: Double = referenceSpeed, stopSpeed: Double) -> Double {
        exp(log(stopSpeed / speed) / (1000 * stopTime))
    }

    /// The rate whose fling at `speed` stops after `stopDistance` points.
    public static func rate(stopDistance: Double, speed: Double = referenceSpeed, stopSpeed: Double) -> Double {
        exp((stopSpeed - speed) / (1000 * stopDistance))
    }
}
