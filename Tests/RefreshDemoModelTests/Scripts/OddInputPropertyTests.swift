import PropertyBased
import Testing
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// No input, however odd, crashes the engine, makes its numbers non-finite or leaves a
/// refresher loading: random streams of pointer, wheel, touchpad, key, resize and tuning
/// events, with NaN, infinities, huge and tiny values, against a feed that often fails.
struct OddInputPropertyTests {
    static let odd: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 1e-300, -5, 1, 7e6]

    /// Decodes one generated number into an event and a time step.
    static func event(_ code: Int) -> (InputEvent, Double) {
        var rng = SplitMix64(seed: UInt64(code))
        func value() -> Double {
            rng.below(4) == 0 ? odd[rng.below(odd.count)] : rng.unit() * 900 - 100
        }
        let dt = rng.below(3) == 0 ? 0 : rng.unit() * 0.3
        let keys = Key.allCases.filter { $0 != .escape && $0 != .q }
        switch rng.below(11) {
        case 0: return (.press(x: value(), y: value()), dt)
        case 1, 2: return (.move(x: value(), y: value()), dt)
        case 3: return (.release(x: value(), y: value()), dt)
        case 4: return (.wheel(dx: rng.below(3) == 0 ? value() / 50 : 0, dy: value() / 50, precise: rng.below(2) == 0), dt)
        case 5: return (.key(KeyPress(keys[rng.below(keys.count)], KeyModifiers(rawValue: rng.below(8)))), dt)
        case 6: return (.resize(width: value(), height: value()), dt)
        case 7: return (.hover(x: value(), y: value()), dt)
        case 8: return (.touchpad(dx: rng.below(3) == 0 ? value() / 10 : 0, dy: value() / 10, liftReported: rng.below(2) == 0), dt)
        case 9: return (.touchpadLift, dt)
        default: return (.modifiers(KeyModifiers(rawValue: rng.below(8))), dt)
        }
    }

    @Test func oddInputNeverBreaksTheEngine() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...60), Gen.int(in: 0...99)) {
            codes, seed in
            var config = EngineConfig()
            config.items = seed % 3 == 0 ? 0 : 30
            config.history = 40
            config.seed = UInt64(seed)
            config.feed.failRate = 0.5
            var engine = Workbench(config: config, metrics: FixedTextMetrics())
            engine.setTracing(true)
            var t = 0.0
            // The trace comes out in time order across every drain (a bounce's solved
            // crossing time once came out after later events).
            var lastTraced = -Double.infinity
            func drainInOrder() {
                engine.drainTrace { e in
                    #expect(e.time >= lastTraced, "\(e.jsonLine) after t = \(lastTraced)")
                    lastTraced = max(lastTraced, e.time)
                }
            }
            for code in codes {
                let (e, dt) = Self.event(code)
                t += dt
                engine.handle(e, at: t)
                // A tunable set to an odd value is clamped into its range.
                if code % 11 == 0 {
                    let tunable = Tunables.all[code % Tunables.all.count]
                    engine.setTunable(tunable.name, Self.odd[code % Self.odd.count], at: t)
                }
                let f = engine.frame(at: t)
                #expect(f.offsetY.isFinite)
                #expect(engine.list.scrollVelocity.isFinite)
                #expect(f.rows.allSatisfy { $0.y.isFinite })
                drainInOrder()
            }
            // Let go of everything (the fingers too) and wait: it all comes to rest, nothing stays loading.
            engine.handle(.release(x: 0, y: 0), at: t)
            engine.handle(.touchpadLift, at: t)
            var now = t
            while now < t + 40 {
                now += 0.05
                _ = engine.frame(at: now)
            }
            // An open second floor (O) waits for the user, as a list does; nothing else may stay.
            #expect(engine.header.state == .idle || engine.header.state == .twoLevel
                    || engine.header.state == .willRefresh && engine.footer.isBusy)
            #expect(!engine.footer.isBusy)
            #expect(engine.isAtRest(at: now))
            #expect(engine.scroller.offset >= engine.scroller.minOffset - 1e-6)
            #expect(engine.scroller.offset <= engine.scroller.maxOffset + 1e-6)
            // The constants; the designer terms are views of them (a bounciness has no bounds).
            for tunable in Tunables.all where !tunable.derived {
                #expect(tunable.range.contains(tunable.value(in: engine.tuningSet)), "\(tunable.name)")
            }
            drainInOrder()
        }
    }
}
