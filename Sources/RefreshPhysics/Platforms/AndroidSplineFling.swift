/// Android's fling: OverScroller.SplineOverScroller (core/java/android/widget/OverScroller.java),
/// in closed form.
///
/// In physical pixels and milliseconds, as Android computes them (velocity v in px/s, truncated
/// to an int as fling(int...) takes it):
///
///     physicalCoeff = 9.80665 (g) x 39.37 (in/m) x 160 density (ppi) x 0.84
///     l = ln(INFLEXION |v| / (friction physicalCoeff))         getSplineDeceleration, INFLEXION 0.35
///     duration = (int) 1000 e^(l / (DECELERATION_RATE - 1)) ms    getSplineFlingDuration
///     distance = (int) friction physicalCoeff e^(DECELERATION_RATE l / (DECELERATION_RATE - 1))
///
/// with DECELERATION_RATE = ln 0.78 / ln 0.9 and friction ViewConfiguration.getScrollFriction()
/// = 0.015. The position follows SPLINE_POSITION (101 samples of the spline with tension 0.5 / 1
/// crossing at INFLEXION, built by bisection in float as the static block does), linearly
/// interpolated (SplineOverScroller.update, case SPLINE): x(t) = x0 + D P(t / duration), and the
/// velocity is the slope of the sample interval, D dP/ds / duration. Android evaluates this each
/// frame at the frame's time; the formula is the same at any time, so this is exact, not fitted.
public struct AndroidSplineFling: Equatable, Sendable {
    static let inflexion = Double(Float(0.35))
    /// A float in Java, as the other constants: kept at float precision.
    static let decelerationRate = Double(Float(log(0.78) / log(0.9)))
    static let scrollFriction = Double(Float(0.015))
    static let samples = 100

    /// SPLINE_POSITION[0...100], computed in Float like the Java static initialiser.
    static let splinePosition: [Double] = {
        let startTension: Float = 0.5, endTension: Float = 1
        let p1 = startTension * Float(0.35), p2 = 1 - endTension * (1 - Float(0.35))
        var table = [Double](repeating: 1, count: samples + 1)
        var xMin: Float = 0
        for i in 0..<samples {
            let alpha = Float(i) / Float(samples)
            var xMax: Float = 1
            var x: Float = 0, coef: Float = 0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            table[i] = Double(coef * ((1 - x) * startTension + x) + x * x * x)
        }
        return table
    }()

    /// mPhysicalCoeff for a display of `density` (px per dp), px/s^2.
    public static func physicalCoefficient(density: Double) -> Double {
        Double(Float(9.80665) * Float(39.37) * Float(density * 160) * Float(0.84))
    }

    /// getSplineFlingDuration, ms (an int, as Android has it).
    public static func duration(velocity v: Double, density: Double) -> Double {
        let l = log(inflexion * abs(v.rounded(.towardZero)) / (scrollFriction * physicalCoefficient(density: density)))
        return (1000 * exp(l / (decelerationRate - 1))).rounded(.towardZero)
    }

    /// getSplineFlingDistance, px (truncated to an int as mSplineDistance is).
    public static func distance(velocity v: Double, density: Double) -> Double {
        let c = scrollFriction * physicalCoefficient(density: density)
        let l = log(inflexion * abs(v.rounded(.towardZero)) / c)
        return (c * exp(decelerationRate / (decelerationRate - 1) * l)).rounded(.towardZero)
    }

    /// Start, in points.
    public let x0: Double
    /// Signed distance, points (Android's whole pixels / density).
    public let distance: Double
    /// Seconds (Android's whole milliseconds).
    public let duration: Double

    /// A fling from `x0` (pt) at `velocity` (pt/s) on a display of `density` px per pt.
    public init(position x0: Double, velocity v: Double, density: Double) {
        let d = density.isFinite && density > 0 ? density : 1
        let px = v * d
        self.x0 = x0
        if abs(px.rounded(.towardZero)) < 1 {
            distance = 0
            duration = 0
        } else {
            distance = (px > 0 ? 1 : -1) * Self.distance(velocity: px, density: d) / d
            duration = Self.duration(velocity: px, density: d) / 1000
        }
    }

    private func sample(_ t: Double) -> (coef: Double, slope: Double) {
        guard duration > 0, t < duration else { return (1, 0) }
        let s = max(t, 0) / duration
        let i = min(Int(Double(Self.samples) * s), Self.samples - 1)
        let lo = Self.splinePosition[i], hi = Self.splinePosition[i + 1]
        let slope = (hi - lo) * Double(Self.samples)
        return (lo + (s - Double(i) / Double(Self.samples)) * slope, slope)
    }

    public func position(at t: Double) -> Double { x0 + distance * sample(t).coef }

    /// getCurrVelocity: the slope of the sample interval, pt/s.
    public func velocity(at t: Double) -> Double {
        guard duration > 0 else { return 0 }
        return sample(t).slope * distance / duration
    }

    public func isDone(at t: Double) -> Bool { t >= duration }

    /// When the fling reaches `p`, or nil if it stops short: the inverse of the interpolated table.
    public func time(toReach p: Double) -> Double? {
        let want = p - x0
        if want == 0 { return 0 }
        guard distance != 0, (want > 0) == (distance > 0), abs(want) < abs(distance) else { return nil }
        let f = abs(want) / abs(distance)
        let table = Self.splinePosition
        for i in 0..<Self.samples where table[i + 1] > f {
            let s = (Double(i) + (f - table[i]) / (table[i + 1] - table[i])) / Double(Self.samples)
            return s * duration
        }
        return nil
    }
}
