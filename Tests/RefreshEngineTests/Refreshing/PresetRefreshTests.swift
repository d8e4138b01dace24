import XCTest
@testable import RefreshEngine
import RefreshDemoModel
import TestSupport

/// A pull refreshes under every preset, with the control the preset picks: the same
/// gesture, at 30, 60 and 144 Hz.
final class PresetRefreshTests: XCTestCase {
    func testAPullRefreshesUnderEveryPreset() throws {
        for name in TuningPresets.names {
            for fps in [30.0, 60.0, 144.0] {
                var h = EngineHarness(items: 60, history: 0)
                let preset = try XCTUnwrap(TuningPresets.named(name))
                h.engine.applyTuning(preset, at: 0)
                try h.play("drag 200,150 -> 200,600 over 0.6", fps: fps)
                XCTAssertNotNil(h.engine.lastUpdated, "\(name) at \(fps) Hz: the pull refreshed with \(preset.headerControl)")
            }
        }
    }

    /// A short pull refreshes under none.
    func testAShortPullRefreshesUnderNone() throws {
        for name in TuningPresets.names {
            var h = EngineHarness(items: 60, history: 0)
            h.engine.applyTuning(try XCTUnwrap(TuningPresets.named(name)), at: 0)
            try h.play("drag 200,150 -> 200,190 over 0.3", fps: 60)
            XCTAssertNil(h.engine.lastUpdated, name)
        }
    }
}

/// Each control leaves the others' tunables unused, and MJRefresh's header values where it
/// has no such header: the panel greys them and says whose they are.
final class ControlTunablesTests: XCTestCase {
    func testEachControlUsesItsOwnTunablesOnly() {
        let expectations: [(HeaderControlKind, used: [String], unused: [String])] = [
            (.mj, ["header.height", "header.triggerRatio", "header.position", "header.openDuration", "header.timeout"],
             ["header.androidTrigger", "header.cupertinoTrigger", "header.materialDisplacement"]),
            (.android, ["header.androidTrigger", "header.androidSize", "header.timeout"],
             ["header.height", "header.position", "header.openDuration", "header.cupertinoExtent", "header.materialDisplacement"]),
            (.cupertino, ["header.cupertinoTrigger", "header.cupertinoExtent", "header.openDuration"],
             ["header.height", "header.minResultTime", "header.androidEnd", "header.materialDisplacement"]),
            (.material, ["header.materialDisplacement", "header.timeout"],
             ["header.height", "header.openDuration", "header.androidSlingshot", "header.cupertinoTrigger"]),
        ]
        for (kind, used, unused) in expectations {
            var s = TuningSet()
            s.headerControl = kind
            for name in used { XCTAssertNil(s.unusedReason(name), "\(kind) uses \(name)") }
            for name in unused {
                XCTAssertEqual(s.unusedReason(name)?.reason, .otherControl, "\(kind) leaves \(name)")
                XCTAssertEqual(s.unusedReason(name)?.owner, kind.rawValue)
            }
            XCTAssertTrue(Tunables.all.map(\.name).filter { s.unusedReason($0) != nil }.allSatisfy { Tunables.named($0) != nil })
        }
        // The model's reason comes first: under Flutter the rubber band is Flutter's own.
        var s = TuningSet()
        s.scroll.model = .flutter
        s.headerControl = .android
        XCTAssertEqual(s.unusedReason("scroll.rubberBandCoefficient")?.reason, .ownPull)
    }
}
