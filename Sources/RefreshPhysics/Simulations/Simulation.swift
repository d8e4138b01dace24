/// A motion evaluated in closed form: time is an argument, never a clock.
///
/// `t` is seconds since the simulation started. Implementations must be pure:
/// the same `t` always gives the same answer, so a trajectory does not depend
/// on how often (at what frame rate) it is sampled.
public protocol Simulation {
    func position(at t: Double) -> Double
    func velocity(at t: Double) -> Double
    func isDone(at t: Double) -> Bool
}
