import Foundation

/// A port of androidx.dynamicanimation's fling and spring stepping, written from its source
/// (androidx/androidx, dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/
/// animation/), to run the Android export's numbers here, float for float:
///
/// - DynamicAnimation.java: doAnimationFrame: the first frame after start() only records its
///   time and sets the start value; later frames step by deltaT = whole milliseconds since the
///   last, clamp to [min, max] and end when the step says so; setMinimumVisibleChange sets the
///   value threshold to change x THRESHOLD_MULTIPLIER 0.75.
/// - FlingAnimation.java: DragForce: friction = scalar x -4.2; v' = v e^(friction dt),
///   x' = x - v / friction + v / friction e^(friction dt) (floats); at equilibrium when
///   |v| < threshold x VELOCITY_THRESHOLD_MULTIPLIER 1000/16 (the velocity is zeroed);
///   updateValueAndVelocity ends with the value clamped at min or max when it passes one.
/// - SpringForce.java (commit fd79a569): init: gamma+- = -zeta w +- w sqrt(zeta^2 - 1),
///   damped w sqrt(1 - zeta^2); updateValues: the closed-form step from the last displacement
///   and velocity (over, critical for ratio == 1, under); isAtEquilibrium: |v| < value
///   threshold x 62.5 and |x - final| < value threshold.
/// - SpringAnimation.java: updateValueAndVelocity: step, clamp, at equilibrium the value is
///   the final position and the animation ends.
enum AndroidPort {
    struct Fling {
        var value: Float, velocity: Float
        let friction: Float, velocityThreshold: Float, minValue: Float, maxValue: Float

        init(start: Float, velocity: Float, frictionScalar: Float, minimumVisibleChange: Float, min: Float, max: Float) {
            value = start; self.velocity = velocity
            friction = frictionScalar * -4.2
            velocityThreshold = minimumVisibleChange * 0.75 * (1000 / 16)
            minValue = min; maxValue = max
        }

        /// One frame's step; true when the animation ends.
        mutating func step(_ deltaT: Int) -> Bool {
            let v = velocity, x = value
            var nv = Float(Double(v) * exp(Double(Float(deltaT) / 1000 * friction)))
            let nx = Float(Double(x - v / friction) + Double(v / friction) * exp(Double(friction * Float(deltaT) / 1000)))
            if abs(nv) < velocityThreshold { nv = 0 }
            value = nx; velocity = nv
            if value < minValue { value = minValue; return true }
            if value > maxValue { value = maxValue; return true }
            return abs(velocity) < velocityThreshold
        }
    }

    struct Spring {
        var value: Float, velocity: Float
        let final: Double, w: Double, zeta: Double
        let valueThreshold: Double, velocityThreshold: Double

        init(start: Float, velocity: Float, final: Float, stiffness: Float, dampingRatio: Float, minimumVisibleChange: Float) {
            value = start; self.velocity = velocity
            self.final = Double(final)
            w = Double(stiffness).squareRoot()
            zeta = Double(dampingRatio)
            valueThreshold = abs(Double(minimumVisibleChange * 0.75))
            velocityThreshold = valueThreshold * 62.5
        }

        mutating func step(_ deltaT: Int) -> Bool {
            let t = Double(deltaT) / 1000
            let d0 = Double(value) - final, v0 = Double(velocity)
            let x: Double, v: Double
            if zeta > 1 {
                let gp = -zeta * w + w * (zeta * zeta - 1).squareRoot()
                let gm = -zeta * w - w * (zeta * zeta - 1).squareRoot()
                let a = d0 - (gm * d0 - v0) / (gm - gp)
                let b = (gm * d0 - v0) / (gm - gp)
                x = a * pow(M_E, gm * t) + b * pow(M_E, gp * t)
                v = a * gm * pow(M_E, gm * t) + b * gp * pow(M_E, gp * t)
            } else if zeta == 1 {
                let a = d0, b = v0 + w * d0
                x = (a + b * t) * pow(M_E, -w * t)
                v = (a + b * t) * pow(M_E, -w * t) * -w + b * pow(M_E, -w * t)
            } else {
                let wd = w * (1 - zeta * zeta).squareRoot()
                let cosC = d0, sinC = (1 / wd) * (zeta * w * d0 + v0)
                x = pow(M_E, -zeta * w * t) * (cosC * cos(wd * t) + sinC * sin(wd * t))
                v = x * -w * zeta + pow(M_E, -zeta * w * t) * (-wd * cosC * sin(wd * t) + wd * sinC * cos(wd * t))
            }
            value = Float(x + final); velocity = Float(v)
            if abs(Double(velocity)) < velocityThreshold && abs(Double(value) - final) < valueThreshold {
                value = Float(final); velocity = 0
                return true
            }
            return false
        }
    }

    /// Frame times (whole milliseconds, as AnimationHandler reads uptimeMillis) of frame i at `fps`.
    static func frameMillis(_ i: Int, fps: Double) -> Int { Int((Double(i) * 1000 / fps).rounded(.down)) }
}
