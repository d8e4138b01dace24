import PropertyBased
import Testing
@testable import RefreshEngine

/// For any gesture (random steps, speeds, reversals, pauses, frame intervals and release
/// delays, either estimator) the fling never goes against the pointer's last movement.
struct ReleaseVelocityPropertyTests {
    @Test func releaseVelocityNeverOpposesTheLastMovement() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 2...40), Gen.int(in: 0...999)) {
            codes, seed in
            var rng = SplitMix64(seed: UInt64(seed))
            var tuning = Tuning()
            tuning.touchSlop = 0
            tuning.velocityEstimator = rng.below(2) == 0 ? .leastSquares : .weightedPairs
            var s = Scroller(tuning: tuning, viewportExtent: 760, contentExtent: 1_000_000)
            s.jump(to: 500_000, at: 0)
            var t = 0.0, y = 400.0
            s.press(pointer: y, at: t)
            var lastMotion = 0.0
            for code in codes {
                var step = SplitMix64(seed: UInt64(code))
                // Frame intervals from 1 to 60 ms, sometimes a pause up to 150 ms; steps up to 60 pt
                // either way, sometimes none (a pointer held still reports its position again).
                t += step.below(6) == 0 ? step.unit() * 0.15 : 0.001 + step.unit() * 0.059
                let dy = step.below(5) == 0 ? 0 : (step.unit() * 120 - 60).rounded()
                y += dy
                if dy != 0 { lastMotion = -dy }
                s.move(pointer: y, at: t)
            }
            // Released where the pointer is, up to 100 ms later.
            s.release(at: t + rng.unit() * 0.1)
            #expect(s.velocity.isFinite)
            #expect(s.velocity * lastMotion >= 0, "velocity \(s.velocity) against the last motion \(lastMotion)")
        }
    }
}
