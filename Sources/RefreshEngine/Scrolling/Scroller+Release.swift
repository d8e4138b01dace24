import RefreshPhysics

/// The release: the hand's velocity, the momentum a caught fling carries, and the fling.
extension Scroller {
    /// Lets go at t. `velocityAt` samples the velocity at an earlier moment (a touchpad
    /// released after its idle gap); the friction it would have lost since is taken off.
    public mutating func release(at t: Double, velocityAt sample: Double? = nil) {
        guard phase == .tracking else { return }
        catchUp(at: t)
        let s = min(sample ?? t, t)
        let scale = inputTimeScale > 0 && inputTimeScale.isFinite ? inputTimeScale : 1
        var v = tracker.velocity(at: s) * bandSlope(atRaw: rawOffset(forVisual: offset)) * scale
        if s < t {
            // The content stood still since `s`: past an edge it simply springs back; inside,
            // it flings with what friction would have left of its speed.
            v = isOutOfBounds ? 0 : v * FrictionSimulation(position: 0, velocity: 1, rate: tuning.decelerationRate)
                .velocity(at: t - s)
        }
        if !v.isFinite || withinSlop { v = 0 }
        v = Self.releaseVelocity(v, carrying: carriedVelocity, maxFlingSpeed: tuning.maxFlingSpeed)
        carriedVelocity = 0
        withinSlop = false
        pointerStayed = false
        // The estimate carries the rounding of the positions it is drawn from (shifted by
        // rows laid out at whichever frames): a release at the threshold speed itself
        // flings at every frame rate, not on the side its last bits fall.
        if isOutOfBounds || abs(v) >= tuning.minFlingSpeed * (1 - Self.speedRounding) {
            startFling(from: offset, velocity: v, at: t)
        } else {
            velocity = 0
            setPhase(.idle, at: t)
        }
    }

    /// A frame showed the content as it is now: a press from here on carries this velocity
    /// (the host calls it for each frame it draws, after stepping to the frame's time).
    mutating func framePresented() {
        readsPresentedFrames = true
        presentedVelocity = velocity
        presentedDecelerating = phase == .decelerating
    }

    /// The velocity a release at `v` flings with, carrying `momentum` (what the press caught):
    /// Flutter's rule, the momentum carries if the flick goes the same way and is not much slower
    /// than it; clamped to ±maxFlingSpeed. Public: the web export's module asks the core for it.
    public static func releaseVelocity(_ v: Double, carrying momentum: Double, maxFlingSpeed: Double) -> Double {
        var v = v
        if momentum != 0, v * momentum > 0, abs(v) > abs(momentum) * momentumRetainFactor { v += momentum }
        return min(max(v, -maxFlingSpeed), maxFlingSpeed)
    }

    /// A flick slower than this fraction of the carried momentum does not take it
    /// (Flutter's momentumRetainVelocityThresholdFactor). Public: the exports write it.
    public static let momentumRetainFactor = 0.5

    /// Relative rounding a release speed may carry (1e-9: far above the last bits of a
    /// double, far below any speed a hand tells apart) when compared with minFlingSpeed.
    static let speedRounding = 1e-9

    /// What a running fling at velocity v adds to a same-direction flick (Flutter's
    /// BouncingScrollPhysics.carriedMomentum, a fit to iOS): sign(v) min(0.000816 |v|^1.967, 40000), pt/s.
    /// The fit's constants are iOS's behaviour, not a feel to tune: the tunable switches it on or off.
    public static func carriedMomentum(_ v: Double) -> Double {
        guard v.isFinite, v != 0 else { return 0 }
        let m = min(carriedMomentumFit.scale * Elementary.pow(abs(v), carriedMomentumFit.exponent), carriedMomentumFit.limit)
        return v > 0 ? m : -m
    }

    /// The constants of `carriedMomentum`: scale |v|^exponent, at most limit (pt/s). Public: the exports write them.
    public static let carriedMomentumFit = (scale: 0.000816, exponent: 1.967, limit: 40_000.0)
}
