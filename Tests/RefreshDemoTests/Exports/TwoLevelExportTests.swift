import Foundation
import XCTest
import RefreshEngine
@testable import RefreshDemoModel

/// The exports carry the second floor (`header.twoLevel`): SmartRefreshLayout's TwoLevelHeader
/// on Android and easy_refresh's secondary header in Flutter, with the app's rates and
/// duration; SwiftUI, UIKit, CSS and the JavaScript module say in a comment that they do not
/// carry it; the JSON tuning file keeps it. (The Kotlin compiles with the other exports:
/// AndroidExportTests.)
final class TwoLevelExportTests: XCTestCase {
    /// MJRefresh's header with the floor on: the default model, and Flutter's and Android's own.
    static func floors() -> [(String, TuningSet)] {
        var plain = TuningSet()
        plain.header.twoLevel = true
        var tall = plain
        tall.header.height = 70
        tall.header.triggerRatio = 1.6
        var out = [("ios", plain), ("tall header", tall)]
        for preset in ["flutter", "android"] {
            var set = TuningPresets.named(preset)!
            set.headerControl = .mj
            set.header.twoLevel = true
            out.append((preset + " model", set))
        }
        return out
    }

    func testAndroidSetsTwoLevelHeaderFromTheAppsRates() throws {
        for (name, set) in Self.floors() {
            let kotlin = FeelExport.text(.android, set)
            let m = set.header
            let arm = max(m.floorRate, m.triggerRatio + 0.5)
            XCTAssertTrue(kotlin.contains("import com.scwang.smart.refresh.header.TwoLevelHeader\n"), name)
            XCTAssertEqual(try exportedNumber(after: "const val REFRESH_RATE =", in: kotlin, name), m.triggerRatio, accuracy: 1e-6)
            XCTAssertEqual(try exportedNumber(after: "const val FLOOR_RATE =", in: kotlin, name), arm, accuracy: 1e-6)
            XCTAssertEqual(try exportedNumber(after: "const val MAX_RATE =", in: kotlin, name), max(m.maxRate, arm + 0.6), accuracy: 1e-6)
            XCTAssertEqual(try exportedNumber(after: "const val FLOOR_DURATION_MS =", in: kotlin, name), m.floorDuration * 1000, accuracy: 0.5)
            for call in ["setEnableTwoLevel(true)", "setRefreshRate(REFRESH_RATE)", "setFloorRate(FLOOR_RATE)", "setMaxRate(MAX_RATE)",
                         "setFloorDuration(FLOOR_DURATION_MS)", "setOnTwoLevelListener("] {
                XCTAssertTrue(kotlin.contains("header." + call), "\(name): \(call)")
            }
        }
    }

    func testFlutterBuildsEasyRefreshsSecondaryHeader() throws {
        for (name, set) in Self.floors() {
            let dart = FeelExport.text(.flutter, set)
            let m = set.header
            let arm = max(m.floorRate, m.triggerRatio + 0.5)
            XCTAssertTrue(dart.contains("import 'package:easy_refresh/easy_refresh.dart';\n"), name)
            XCTAssertTrue(dart.contains("SecondaryBuilderHeader("), name)
            XCTAssertEqual(try exportedNumber(after: "secondaryTriggerOffset:", in: dart, name), m.height * arm, accuracy: 1e-6)
            XCTAssertTrue(dart.contains("secondaryVelocity: listHeight / \(FeelExport.doubleLiteral(m.floorDuration))"), name)
        }
    }

    func testTheOtherFormatsSayTheyDoNotCarryIt() throws {
        for (name, set) in Self.floors() {
            for format in [FeelExport.Format.swiftui, .uikit, .css] {
                let text = FeelExport.text(format, set)
                let line = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("Second floor (header.twoLevel on): not carried") },
                                         "\(format) \(name)")
                XCTAssertTrue(line.hasPrefix(format == .css ? "/* " : "// "), "\(format) \(name): a comment: \(line)")
                if format == .css { XCTAssertTrue(text.split(separator: "\n").filter { $0.contains("floor") }.allSatisfy { $0.hasSuffix(" */") }) }
            }
            XCTAssertTrue(FeelExport.text(.json, set).contains("\"header.twoLevel\": \"on\""), name)
            // The web module's refresh machine is the app's (in the engine's core): it runs the floor.
            let js = FeelExport.text(.js, set)
            XCTAssertTrue(js.contains("// Second floor (header.twoLevel on): the refresh machine runs it as the app's"), name)
        }
    }

    /// A control that runs no floor in the app says so in every format instead of carrying it.
    func testAControlWithoutAFloorSaysItIsNotCarried() throws {
        var set = TuningSet()
        set.header.twoLevel = true
        set.headerControl = .android
        for format in [FeelExport.Format.android, .flutter, .swiftui, .uikit, .css, .js] {
            let text = FeelExport.text(format, set)
            XCTAssertTrue(text.contains("Second floor (header.twoLevel on): not carried, the tuned control (android) has none"), "\(format)")
            XCTAssertFalse(text.contains("TwoLevelHeader(") || text.contains("SecondaryBuilderHeader("), "\(format)")
        }
    }

    /// Off, no export mentions it.
    func testOffNoExportMentionsIt() {
        for format in FeelExport.Format.allCases where format != .json {
            let text = FeelExport.text(format, TuningSet())
            XCTAssertFalse(text.contains("Second floor") || text.contains("TwoLevel") || text.contains("secondary"), "\(format)")
        }
    }
}
