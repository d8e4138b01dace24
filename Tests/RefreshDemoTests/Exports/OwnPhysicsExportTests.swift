import Foundation
import XCTest
import RefreshEngine
@testable import RefreshDemoModel

/// Under the Flutter or Android model, that platform's export is its own physics
/// (BouncingScrollPhysics; OverScroller and EdgeEffect) with the tuned constants that apply
/// under it, not UIKit's model; GTK has no export of its own, so every export says which
/// model the app ran. (The Kotlin compiles with the others: AndroidExportTests.)
final class OwnPhysicsExportTests: XCTestCase {
    func testFlutterUnderItsOwnModelIsBouncingScrollPhysicsWithTheTunedConstants() throws {
        var set = try XCTUnwrap(TuningPresets.named("flutter"))
        set.scroll.stopPixelSpeed = 35
        set.scroll.minFlingSpeed = 120
        set.scroll.maxFlingSpeed = 6000
        set.scroll.carriedMomentum = false
        let dart = FeelExport.text(.flutter, set)
        XCTAssertTrue(dart.contains("class TunedScrollPhysics extends BouncingScrollPhysics"))
        XCTAssertTrue(dart.contains("with the flutter model: Flutter's own scrolling"))
        for absent in ["createBallisticSimulation", "SpringDescription", "frictionFactor", "reproduces UIKit's model"] {
            XCTAssertFalse(dart.contains(absent), "the platform's own: no \(absent)")
        }
        XCTAssertEqual(try exportedNumber(after: "static const double stopPixelSpeed =", in: dart, "flutter"), 35)
        XCTAssertEqual(try exportedNumber(after: "double get minFlingVelocity =>", in: dart, "flutter"), 120)
        XCTAssertEqual(try exportedNumber(after: "double get maxFlingVelocity =>", in: dart, "flutter"), 6000)
        XCTAssertEqual(try exportedNumber(after: "DeviceGestureSettings(touchSlop:", in: dart, "flutter"), set.scroll.touchSlop)
        XCTAssertTrue(dart.contains("double carriedMomentum(double existingVelocity) => 0;"), "momentum off")
        set.scroll.carriedMomentum = true
        XCTAssertFalse(FeelExport.text(.flutter, set).contains("=> 0;"), "momentum on: BouncingScrollPhysics's own")
        XCTAssertTrue(FeelExport.text(.flutter, set).contains("tunedCupertinoRefreshControl"), "the control goes with it")
    }

    func testAndroidUnderItsOwnModelSetsTheFlingLimitsOnRecyclerView() throws {
        var set = try XCTUnwrap(TuningPresets.named("android"))
        set.scroll.minFlingSpeed = 70
        set.scroll.maxFlingSpeed = 9000
        let kotlin = FeelExport.text(.android, set)
        XCTAssertTrue(kotlin.contains("with the android model: Android's own scrolling"))
        XCTAssertFalse(kotlin.contains("FlingAnimation"), "no tuned fling: OverScroller's own")
        XCTAssertEqual(try exportedNumber(after: "const val MIN_FLING_DP =", in: kotlin, "android"), 70)
        XCTAssertEqual(try exportedNumber(after: "const val MAX_FLING_DP =", in: kotlin, "android"), 9000)
        XCTAssertEqual(try exportedNumber(after: "const val TOUCH_SLOP_DP =", in: kotlin, "android"), set.scroll.touchSlop)
        XCTAssertTrue(kotlin.contains("recyclerView.onFlingListener = object : RecyclerView.OnFlingListener()"))
        XCTAssertTrue(kotlin.contains("object TunedRefresh"), "SwipeRefreshLayout goes with it")
    }

    /// Every other export of a Flutter, Android or GTK tuning reproduces UIKit's model and says so; the web
    /// module runs the engine's core, so the model is its own (WebModuleModelTests).
    func testTheOtherExportsSayWhichModelTheAppRan() throws {
        for model in [ScrollModel.flutter, .android, .gtk] {
            var set = TuningSet()
            set.scroll.model = model
            for format in FeelExport.Format.allCases where format != .json {
                let own = (model == .flutter && format == .flutter) || (model == .android && format == .android) || format == .js
                XCTAssertEqual(FeelExport.text(format, set).contains("runs this tuning with the \(model.rawValue) model"), !own,
                               "\(model) \(format)")
            }
        }
    }
}
