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
