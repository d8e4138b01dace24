import XCTest
import RefreshDemoModel
import RefreshEngine
import RefreshPhysics

/// Stock Flutter draws the newest report: a Flutter export says how to turn the resampler on
/// exactly when the tuning resamples as Flutter's does, under either model.
final class FlutterResamplingExportTests: XCTestCase {
    func testTheFlutterExportSaysHowToOptInWhenTheTuningResamplesAsFlutter() {
        for model in ScrollModel.allCases {
            for mode in InputResampling.allCases {
                var set = TuningSet()
                set.scroll.model = model
                set.scroll.resampling = mode
                let dart = FeelExport.text(.flutter, set)
                let optIn = dart.contains("GestureBinding.instance.resamplingEnabled = true;")
                XCTAssertEqual(optIn, mode == .flutter, "\(model), \(mode)")
                // A comment, never code: the export imports nothing for it (no analyzer warning).
                XCTAssertFalse(dart.contains("import 'package:flutter/gestures.dart'"), "\(model), \(mode)")
            }
        }
    }

    /// The Flutter preset resamples nothing, so its export has no opt-in.
    func testTheFlutterPresetsExportHasNoOptIn() throws {
        let dart = FeelExport.text(.flutter, try XCTUnwrap(TuningPresets.named("flutter")))
        XCTAssertFalse(dart.contains("resamplingEnabled"))
    }
}
