import XCTest
@testable import RefreshEngine
import TestSupport

/// The pulls' haptics (`header.haptics`): which transition ticks under each setting, the
/// `haptic` trace line at the arming frame at 30, 60 and 144 Hz, one tick where arming and
/// refreshing are one moment (Cupertino), none for a refresh no finger made, the second
/// floor's and the trailer's arm, the pulse the window shows instead of a motor, and each
/// preset's default as its platform's control plays it.
final class HapticsTests: XCTestCase {
    /// Every header transition that can tick, under every setting (by a finger), and none
    /// without one.
    func testEveryCueOfTheHeaderAndTheTrailer() {
        let table: [(from: HeaderState, to: HeaderState, none: HapticKind?, arm: HapticKind?, refresh: HapticKind?, both: HapticKind?)] = [
            (.idle, .pulling, nil, .arm, nil, .arm),
            (.pulling, .refreshing, nil, nil, .refresh, .refresh),
            // A control that refreshes as it arms (Cupertino): one tick, whichever moment is asked for.
            (.idle, .refreshing, nil, .arm, .refresh, .refresh),
            (.pulling, .twoLevelArmed, nil, .floor, nil, .floor),
            (.idle, .twoLevelArmed, nil, .floor, nil, .floor),
            // Backing off the floor's arm, or the trigger: no new arm.
            (.twoLevelArmed, .pulling, nil, nil, nil, nil),
            (.pulling, .idle, nil, nil, nil, nil),
            (.refreshing, .finishing, nil, nil, nil, nil),
            (.finishing, .idle, nil, nil, nil, nil),
            (.twoLevelArmed, .twoLevelOpening, nil, nil, nil, nil),
            (.willRefresh, .refreshing, nil, nil, nil, nil),
        ]
        for row in table {
            for (setting, expected) in [(HeaderHaptics.none, row.none), (.arm, row.arm), (.refresh, row.refresh), (.both, row.both)] {
                XCTAssertEqual(setting.cue(from: row.from, to: row.to, byFinger: true), expected, "\(row.from) -> \(row.to) under \(setting)")
                XCTAssertNil(setting.cue(from: row.from, to: row.to, byFinger: false), "no finger: \(row.from) -> \(row.to)")
            }
        }
        for setting in HeaderHaptics.allCases {
            XCTAssertEqual(setting.cue(trailerFrom: .idle, to: .pulling), setting.onArm ? .trailer : nil)
            XCTAssertEqual(setting.cue(trailerFrom: .failed, to: .pulling), setting.onArm ? .trailer : nil)
            XCTAssertNil(setting.cue(trailerFrom: .pulling, to: .refreshing))
            XCTAssertNil(setting.cue(trailerFrom: .pulling, to: .idle))
        }
    }

    func engine(_ haptics: HeaderHaptics, control: HeaderControlKind = .mj, twoLevel: Bool = false) -> ListEngine {
        var config = EngineConfig()
        config.feed.latencyMin = 0.5
        config.feed.latencyMax = 0.5
        var e = ListEngine(config: config, metrics: FixedTextMetrics())
        e.tracing = true
        _ = e.frame(at: 0)
        var s = e.tuningSet
        s.headerHaptics = haptics
        s.headerControl = control
        s.header.twoLevel = twoLevel
        s.carousel = false
        e.applyTuning(s, at: 0)
        return e
    }

    func drain(_ e: inout ListEngine) -> [TraceEvent] {
        var out: [TraceEvent] = []
        e.drainTrace { out.append($0) }
        return out
    }

    /// A finger pulling `distance` down over 0.5 s at `fps`, a frame after each move, held.
    func pull(_ e: inout ListEngine, by distance: Double, fps: Double, from t0: Double = 1, until end: Double = .infinity) -> Double {
        e.handle(.press(x: 200, y: 150), at: t0)
        let moves = Int(0.5 * fps)
        var t = t0
        for i in 1...moves where t0 + Double(i) / fps <= end {
            t = t0 + Double(i) / fps
            e.handle(.move(x: 200, y: 150 + distance * Double(i) / Double(moves)), at: t)
            _ = e.frame(at: t)
        }
        return t
    }

    static func haptics(_ trace: [TraceEvent]) -> [(t: Double, kind: HapticKind)] {
        trace.compactMap { if case let .haptic(t, kind) = $0 { return (t, kind) } else { return nil } }
    }

    static func headerTime(_ trace: [TraceEvent], to state: HeaderState) -> Double? {
        trace.first { if case let .header(_, _, to, _, _) = $0 { return to == state } else { return false } }?.time
    }

    /// Under `both`, a pull ticks at the frame it arms and again as the release refreshes,
    /// at 30, 60 and 144 Hz: the haptic lines are at the header's own transition times, and
    /// `arm` alone or `refresh` alone keep just theirs.
    func testAPullTicksAtItsArmingFrameAndItsRefreshAtEveryRate() throws {
        for fps in [30.0, 60.0, 144.0] {
            for setting in [HeaderHaptics.arm, .refresh, .both] {
                var e = engine(setting)
                let t = pull(&e, by: 300, fps: fps)
                XCTAssertEqual(e.header.state, .pulling, "\(fps) Hz")
                e.handle(.release(x: 200, y: 450), at: t + 0.01)
                _ = e.frame(at: t + 2)
                let trace = drain(&e)
                let armed = try XCTUnwrap(Self.headerTime(trace, to: .pulling)), refreshed = try XCTUnwrap(Self.headerTime(trace, to: .refreshing))
                var expected: [(Double, HapticKind)] = []
                if setting.onArm { expected.append((armed, .arm)) }
                if setting.onRefresh { expected.append((refreshed, .refresh)) }
                let got = Self.haptics(trace)
                XCTAssertEqual(got.map(\.kind), expected.map(\.1), "\(fps) Hz, \(setting)")
                for (g, x) in zip(got, expected) { XCTAssertEqual(g.t, x.0, accuracy: 1e-12, "\(fps) Hz, \(setting)") }
                // The arming frame is one frame's span after the pull crossed the trigger at most.
                if setting.onArm { XCTAssertLessThanOrEqual(armed - 1, 0.5, "\(fps) Hz") }
            }
        }
    }

    /// With nothing asked, no haptic at all; a pull that never reaches the trigger ticks nothing.
    func testNoneAndAShortPullTickNothing() {
        var e = engine(.none)
        let t = pull(&e, by: 300, fps: 60)
        e.handle(.release(x: 200, y: 450), at: t + 0.01)
        _ = e.frame(at: t + 2)
        XCTAssertTrue(Self.haptics(drain(&e)).isEmpty)
        var short = engine(.both)
        let t2 = pull(&short, by: 40, fps: 60)
        short.handle(.release(x: 200, y: 190), at: t2 + 0.01)
        _ = short.frame(at: t2 + 2)
        XCTAssertTrue(Self.haptics(drain(&short)).isEmpty)
    }

    /// Cupertino refreshes as the pull arms it: under `both` one tick there, of kind refresh,
    /// at 30, 60 and 144 Hz.
    func testCupertinoTicksOnceAsItArmsAndRefreshes() throws {
        for fps in [30.0, 60.0, 144.0] {
            var e = engine(.both, control: .cupertino)
            let t = pull(&e, by: 400, fps: fps)
            e.handle(.release(x: 200, y: 550), at: t + 0.01)
            _ = e.frame(at: t + 2)
            let trace = drain(&e)
            let refreshed = try XCTUnwrap(Self.headerTime(trace, to: .refreshing))
            let got = Self.haptics(trace)
            XCTAssertEqual(got.map(\.kind), [.refresh], "\(fps) Hz")
            XCTAssertEqual(got.first?.t ?? -1, refreshed, accuracy: 1e-12)
        }
    }

    /// A refresh begun by a key (F5) or a script has no thumb under it: nothing ticks.
    func testARefreshNoFingerMadeTicksNothing() {
        var e = engine(.both)
        e.beginRefreshing(at: 1)
        _ = e.frame(at: 3)
        let trace = drain(&e)
        XCTAssertNotNil(Self.headerTime(trace, to: .refreshing))
        XCTAssertTrue(Self.haptics(trace).isEmpty)
    }

    /// The second floor's arm ticks with `arm` (kind floor), at the header's transition to
    /// twoLevelArmed, after the refresh's arm on the way.
    func testTheSecondFloorsArmTicks() throws {
        var e = engine(.arm, twoLevel: true)
        _ = pull(&e, by: 500, fps: 60)
        let trace = drain(&e)
        let floor = try XCTUnwrap(Self.headerTime(trace, to: .twoLevelArmed))
        let got = Self.haptics(trace)
        XCTAssertEqual(got.map(\.kind), [.arm, .floor])
        XCTAssertEqual(got.last?.t ?? -1, floor, accuracy: 1e-12)
    }

    /// The trailer's arm ticks with `arm` (kind trailer) at its transition to pulling, and not
    /// under `refresh`.
    func testTheTrailersArmTicks() throws {
        for setting in [HeaderHaptics.arm, .refresh] {
            var e = engine(setting)
            var s = e.tuningSet
            s.carousel = true
            e.applyTuning(s, at: 0)
            _ = e.frame(at: 0.1)
            let y = CarouselTests.rowY
            e.handle(.hover(x: 200, y: y), at: 0.2)
            e.handle(.wheel(dx: 40, dy: 0, precise: false), at: 0.2)
            for i in 1...90 { _ = e.frame(at: 0.2 + Double(i) / 60) }
            e.handle(.press(x: 380, y: y), at: 2)
            var pulse = 0.0
            for i in 1...20 {
                e.handle(.move(x: 380 - 300 * Double(i) / 20, y: y), at: 2 + Double(i) / 40)
                let f = e.frame(at: 2 + Double(i) / 40)
                // Held where it armed: the frame there shows the pulse.
                if e.carouselFeature.row?.trailer.state == .pulling {
                    pulse = f.carousel?.trailer?.hapticPulse ?? 0
                    break
                }
            }
            XCTAssertEqual(e.carouselFeature.row?.trailer.state, .pulling, "\(setting)")
            let trace = drain(&e)
            let armed = trace.first { if case let .trailer(_, _, to) = $0 { return to == .pulling } else { return false } }?.time
            let got = Self.haptics(trace)
            if setting.onArm {
                XCTAssertEqual(got.map(\.kind), [.trailer])
                XCTAssertEqual(got.first?.t ?? -1, try XCTUnwrap(armed), accuracy: 1e-12)
                XCTAssertGreaterThan(pulse, 0.8, "it shows at the row's end, the frame it armed")
            } else {
                XCTAssertTrue(got.isEmpty, "refresh: the trailer's arm is an arm")
                XCTAssertEqual(pulse, 0)
            }
        }
    }

    /// The window's pulse: 1 at the haptic, half at 0.125 s, gone at 0.25 s; the list is not at
    /// rest while it shows, and the control's header carries it (not the trailer).
    func testThePulseTheWindowShowsInsteadOfAMotor() throws {
        var first = engine(.arm)
        _ = pull(&first, by: 300, fps: 60)
        let t = try XCTUnwrap(Self.haptics(drain(&first)).first?.t)
        // The same pull again, held at the frame it armed.
        var e = engine(.arm)
        _ = pull(&e, by: 300, fps: 60, until: t)
        XCTAssertEqual(e.frame(at: t + 0.001).header.hapticPulse, 1 - 0.001 / 0.25, accuracy: 1e-9)
        XCTAssertEqual(e.frame(at: t + 0.125).header.hapticPulse, 0.5, accuracy: 1e-9)
        XCTAssertFalse(e.hapticFeature.isAnimating(at: t + 0.25))
        XCTAssertEqual(e.frame(at: t + 0.25).header.hapticPulse, 0)
        XCTAssertTrue(e.hapticFeature.isAnimating(at: t + 0.2))
        XCTAssertEqual(e.frame(at: t + 0.3).haptics, .arm, "the HUD's setting")
    }

    /// Each preset takes its platform's control's haptics: Cupertino's sliver (iOS, Flutter)
    /// plays mediumImpact as it arms and refreshes; SwipeRefreshLayout (Android) and MJRefresh
    /// (GTK) play none.
    func testEachPresetTakesItsPlatformsDefault() {
        let expected: [String: HeaderHaptics] = ["ios": .refresh, "flutter": .refresh, "android": .none, "gtk": .none]
        for p in PlatformProfiles.all {
            XCTAssertEqual(p.preset.headerHaptics, expected[p.name], p.name)
        }
        XCTAssertEqual(TuningSet().headerHaptics, .none, "the default tuning plays none")
    }

    /// The trace line as written.
    func testTheTraceLine() {
        XCTAssertEqual(TraceEvent.haptic(t: 1.25, kind: .floor).jsonLine, #"{"t":1.25,"type":"haptic","kind":"floor"}"#)
    }
}
