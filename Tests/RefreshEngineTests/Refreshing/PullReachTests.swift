import XCTest
@testable import RefreshEngine
import TestSupport

/// Every scroll model with every header control (MJRefresh's in each position) and the
/// second floor off and on: a pull far past anything a trigger needs arms the refresh (and
/// opens the floor) exactly when `TuningSet.unreachablePull` says it can be reached.
final class PullReachTests: XCTestCase {
    /// What a long, slow pull did: the states the header went through.
    struct Pulled {
        var armed: Bool
        var floor: Bool
        var maxPercent: Double
    }

    /// A 2000-pt drag over 1.5 s at 60 Hz, held 0.3 s, released and left 5 s, on a display
    /// of `density` pixels a point.
    func pull(_ set: TuningSet, density: Double = 1) -> (Pulled, PullReach?) {
        var h = EngineHarness(items: 60, history: 0)
        h.engine.pixelDensity = density
        h.engine.applyTuning(set, at: 0)
        let expected = h.engine.tuningSet.unreachablePull(viewportExtent: h.engine.viewportHeight,
                                                         pixelDensity: h.engine.pixelDensity)
        var states = Set<HeaderState>()
        var maxP = 0.0
        func note() {
            states.insert(h.engine.header.state)
            maxP = max(maxP, h.engine.header.pullingPercent)
        }
        h.engine.handle(.press(x: 200, y: 100), at: 0.5)
        var t = 0.5
        for i in 1...90 {
            t = 0.5 + Double(i) / 60
            h.engine.handle(.move(x: 200, y: 100 + 2000 * Double(i) / 90), at: t)
            _ = h.engine.frame(at: t)
            note()
        }
        for _ in 1...18 { t += 1.0 / 60; _ = h.engine.frame(at: t); note() }
        h.engine.handle(.release(x: 200, y: 2100), at: t)
        for _ in 1...300 { t += 1.0 / 60; _ = h.engine.frame(at: t); note() }
        let armed = !states.isDisjoint(with: [.pulling, .refreshing, .twoLevelArmed])
        let floor = states.contains { $0.isFloor }
        return (Pulled(armed: armed, floor: floor, maxPercent: maxP), expected)
    }

    /// The same at 1x, 1.5x, 2x and 3x: every model's limit is in points (GTK's pixels are
    /// logical, Android's stretch a fraction of the view).
    func testEveryPairingArmsExactlyWhenItsTriggerIsWithinReach() {
        for density in [1.0, 1.5, 2.0, 3.0] {
            everyPairingArmsExactlyWhenItsTriggerIsWithinReach(density: density)
        }
    }

    func everyPairingArmsExactlyWhenItsTriggerIsWithinReach(density: Double) {
        var unreachable: [String] = []
        for model in ScrollModel.allCases {
            for control in HeaderControlKind.allCases {
                for position in control == .mj ? HeaderPosition.allCases : [.translate] {
                    for twoLevel in [false, true] {
                        var s = TuningSet()
                        s.scroll.model = model
                        s.headerControl = control
                        s.headerPosition = position
                        s.header.twoLevel = twoLevel
                        let (p, reach) = pull(s, density: density)
                        let name = "\(density)x: \(model) \(control) \(position) twoLevel=\(twoLevel) max pullingPercent \(p.maxPercent)"
                        XCTAssertEqual(p.armed, reach?.target != .refresh, name)
                        // Only MJRefresh-style headers have a second floor.
                        let floorOn = twoLevel && control == .mj
                        XCTAssertEqual(p.floor, floorOn && reach == nil, name)
                        if let reach { unreachable.append("\(model) \(control) \(position) \(twoLevel) \(reach.target)") }
                    }
                }
            }
        }
        // The pairings the models' edges leave out at the default tuning.
        XCTAssertEqual(unreachable.sorted(), [
            "android cupertino translate false refresh", "android cupertino translate true refresh",
            "android mj behind false refresh", "android mj behind true refresh",
            "android mj front false refresh", "android mj front true refresh",
            "android mj translate false refresh", "android mj translate true refresh",
            "gtk mj behind true secondFloor", "gtk mj front true secondFloor", "gtk mj translate true secondFloor",
        ], "at \(density)x")
    }

    /// A stretching SliverAppBar takes the first 100 pt of every pull before the control sees
    /// any (Flutter's order: the bar's sliver, then the refresh sliver): the same exhaustive
    /// pull under it arms exactly when the check, counting the bar's share, says it can.
    func testUnderAStretchingSliverEveryPairingArmsExactlyWhenTheCheckSays() {
        var unreachable: [String] = []
        for model in ScrollModel.allCases {
            for control in HeaderControlKind.allCases {
                for twoLevel in [false, true] {
                    var s = TuningSet()
                    s.scroll.model = model
                    s.headerControl = control
                    s.header.twoLevel = twoLevel
                    s.bar.kind = .sliver
                    s.bar.stretch = true
                    let (p, reach) = pull(s)
                    let name = "sliver stretch: \(model) \(control) twoLevel=\(twoLevel) max pullingPercent \(p.maxPercent)"
                    XCTAssertEqual(p.armed, reach?.target != .refresh, name)
                    XCTAssertEqual(p.floor, twoLevel && control == .mj && reach == nil, name)
                    if let reach {
                        unreachable.append("\(model) \(control) \(twoLevel) \(reach.target)")
                        XCTAssertTrue(reach.tunables.contains(TunableID.barStretchTrigger.rawValue), name)
                    }
                }
            }
        }
        // Android's stretch and GTK's 100-px overshoot are all taken by the bar's 100 pt.
        XCTAssertEqual(unreachable.sorted(), [
            "android cupertino false refresh", "android cupertino true refresh",
            "android mj false refresh", "android mj true refresh",
            "gtk cupertino false refresh", "gtk cupertino true refresh",
            "gtk mj false refresh", "gtk mj true refresh",
        ], "the pairings a stretching bar leaves out")
    }

    func testReachIsTheEdgesLimit() {
        var s = TuningSet()
        s.scroll.model = .gtk
        s.header.twoLevel = true
        let r = s.unreachablePull(viewportExtent: 760, pixelDensity: 1)
        XCTAssertEqual(r?.target, .secondFloor)
        XCTAssertEqual(r?.reach ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(r?.needed ?? 0, 1.9 * 54, accuracy: 1e-9)
        XCTAssertEqual(r?.tunables, [TunableID.headerTwoLevel.rawValue])
        for density in [0.5, 1.5, 2, 3] {
            XCTAssertEqual(s.unreachablePull(viewportExtent: 760, pixelDensity: density)?.reach ?? 0, 100, accuracy: 1e-9,
                           "GTK's 100 logical px are 100 pt at \(density)x")
        }
        s.scroll.model = .android
        s.headerControl = .cupertino
        XCTAssertEqual(s.unreachablePull(viewportExtent: 760, pixelDensity: 1)?.tunables, [TunableID.headerCupertinoTrigger.rawValue])
        s.headerControl = .mj
        XCTAssertEqual(s.unreachablePull(viewportExtent: 760, pixelDensity: 1)?.tunables, [TunableID.headerTriggerRatio.rawValue])
        s.headerControl = .android
        XCTAssertNil(s.unreachablePull(viewportExtent: 760, pixelDensity: 1), "the finger, not the content")
    }
}
