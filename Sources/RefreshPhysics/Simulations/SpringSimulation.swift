/// A damped spring pulling a unit of mass towards `target`, in closed form.
///
/// With beta = zeta sqrt(k/m) and x measured from the target:
///
///     critical (zeta = 1): x(t) = e^(-beta t) (c1 + c2 t),   c1 = x0, c2 = v0 + beta x0
///     under    (zeta < 1): x(t) = e^(-beta t) (c1 cos(wd t) + c2 sin(wd t)),
///                          wd = sqrt(k/m - beta^2), c2 = (v0 + beta x0) / wd
///     over     (zeta > 1): x(t) = c1 e^(r1 t) + c2 e^(r2 t), r = -beta +- sqrt(beta^2 - k/m)
public struct SpringSimulation: Simulation, Equatable, Sendable {
    /// Which solution the damping ratio selects: critically, under- or over-damped.
    public enum Kind: Equatable, Sendable { case critical, under, over }

    public let target: Double
    public let x0: Double
    public let v0: Double
    public let kind: Kind
    let beta: Double
    let wd: Double
    let r1: Double
    let r2: Double
    let c1: Double
    let c2: Double
    /// Done when within this distance of the target (pt) ...
    public let restDistance: Double
    /// ... and slower than this (pt/s).
    public let restVelocity: Double

    public init(from x0: Double, velocity v0: Double, to target: Double,
                stiffness: Double = 100, dampingRatio: Double = 1, mass: Double = 1,
                restDistance: Double = 0.1, restVelocity: Double = 1) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let zeta = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
        self.target = target
        self.x0 = x0
        self.v0 = v0.isFinite ? v0 : 0
        self.restDistance = restDistance
        self.restVelocity = restVelocity
        let omega = (k / m).squareRoot()
        let b = zeta * omega
        let x = x0 - target
        beta = b
        if abs(zeta - 1) < 1e-9 {
            kind = .critical
            wd = 0; r1 = 0; r2 = 0
            c1 = x
            c2 = self.v0 + b * x
        } else if zeta < 1 {
            kind = .under
            let w = (omega * omega - b * b).squareRoot()
            wd = w; r1 = 0; r2 = 0
            c1 = x
            c2 = (self.v0 + b * x) / w
        } else {
            kind = .over
            let s = (b * b - omega * omega).squareRoot()
            let a1 = -b + s, a2 = -b - s
            wd = 0; r1 = a1; r2 = a2
            // x = c1 e^(r1 t) + c2 e^(r2 t); x(0) = x, x'(0) = v0
            let cc2 = (self.v0 - a1 * x) / (a2 - a1)
            c2 = cc2
            c1 = x - cc2
        }
    }

    /// Displacement from the target at time t.
    private func displacement(_ t: Double) -> Double {
        switch kind {
        case .critical: return exp(-beta * t) * (c1 + c2 * t)
        case .under: return exp(-beta * t) * (c1 * cos(wd * t) + c2 * sin(wd * t))
        case .over: return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    public func position(at t: Double) -> Double {
        target + displacement(max(t, 0))
    }

    public func velocity(at t: Double) -> Double {
        let t = max(t, 0)
        switch kind {
        case .critical:
            let e = exp(-beta * t)
            return e * (c2 - beta * (c1 + c2 * t))
        case .under:
            let e = exp(-beta * t)
            let c = cos(wd * t), s = sin(wd * t)
            return e * ((c2 * wd - beta * c1) * c + (-c1 * wd - beta * c2) * s)
        case .over:
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// How far past its target the spring goes when started there at 1 pt/s, pt per pt/s
    /// (the peak is linear in the starting speed). With omega = sqrt(k/m), beta = zeta omega:
    ///
    ///     critical: 1 / (beta e)                                  at t* = 1 / beta
    ///     under:    e^(-beta t*) sin(wd t*) / wd                  at t* = atan2(wd, beta) / wd
    ///     over:     (e^(r1 t*) - e^(r2 t*)) / (r1 - r2)           at t* = ln(r2 / r1) / (r1 - r2)
    static func overshootPerUnitSpeed(stiffness: Double, dampingRatio: Double, mass: Double = 1) -> Double {
        let unit = SpringSimulation(from: 0, velocity: 1, to: 0, stiffness: stiffness, dampingRatio: dampingRatio,
                                    mass: mass)
        let peakTime: Double
        switch unit.kind {
        case .critical: peakTime = 1 / unit.beta
        case .under: peakTime = atan2(unit.wd, unit.beta) / unit.wd
        case .over: peakTime = log(unit.r2 / unit.r1) / (unit.r1 - unit.r2)
        }
        return unit.displacement(peakTime)
    }

    public func isDone(at t: Double) -> Bool {
        abs(displacement(max(t, 0))) < restDistance && abs(velocity(at: t)) < restVelocity
    }
}
