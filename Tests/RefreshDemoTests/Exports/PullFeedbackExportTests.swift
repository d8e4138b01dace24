import XCTest
import Foundation
@testable import RefreshDemoModel
import RefreshEngine
import TestSupport

/// What the exports tell the hand and the ear: each platform's haptic as `header.haptics`
/// asks, a screen reader's words in the app's language (the result in its plural), an action
/// that refreshes without the swipe, and the system's reduced motion. The Kotlin compiles with
/// the rest (AndroidExportTests, against android.view's and androidx.core's signatures); the
/// web module's words run in node against the app's own for counts 0 to 130.
final class PullFeedbackExportTests: XCTestCase {
    func set(_ haptics: HeaderHaptics) -> TuningSet {
        var s = TuningSet()
        s.headerHaptics = haptics
        return s
    }

    /// Every setting's switches, in every export, with each platform's own means.
    func testEachExportTicksAsTuned() {
        for haptics in HeaderHaptics.allCases {
            let s = set(haptics)
            let arm = haptics.onArm, refresh = haptics.onRefresh
            let uikit = FeelExport.text(.uikit, s), swiftui = FeelExport.text(.swiftui, s)
            let flutter = FeelExport.text(.flutter, s), android = FeelExport.text(.android, s), js = FeelExport.text(.js, s)
            for (name, text, on, means) in [
                ("uikit", uikit, "static let ticksOnArm = \(arm)", "UIImpactFeedbackGenerator(style: .medium)"),
                ("swiftui", swiftui, "static let ticksOnRefresh = \(refresh)", ".sensoryFeedback(.impact(weight: .medium), trigger: armed)"),
                ("flutter", flutter, "static const bool ticksOnArm = \(arm);", "HapticFeedback.mediumImpact()"),
                ("android", android, "const val TICKS_ON_REFRESH = \(refresh)", "HapticFeedbackConstants.GESTURE_THRESHOLD_ACTIVATE"),
                ("js", js, "ticksOnArm: \(arm), ticksOnRefresh: \(refresh)", "navigator.vibrate(10)"),
            ] {
                XCTAssertTrue(text.contains(on), "\(name) \(haptics): \(on)")
                XCTAssertTrue(text.contains(means), "\(name): \(means)")
                XCTAssertTrue(text.contains("header.haptics \(haptics.rawValue):"), "\(name) says what it does")
            }
            // UIKit prepares the generator as the pull starts; Android falls back below API 34.
            XCTAssertTrue(uikit.contains("impact.prepare()"))
            XCTAssertTrue(android.contains("Build.VERSION.SDK_INT >= 34 -> HapticFeedbackConstants.GESTURE_THRESHOLD_ACTIVATE"))
            XCTAssertTrue(android.contains("Build.VERSION.SDK_INT >= 23 -> HapticFeedbackConstants.CONTEXT_CLICK"))
        }
    }

    /// A screen reader's words, the refresh action and reduced motion in every export and
    /// every language, with each platform's own means.
    func testEachExportSpeaksTheAppsWordsWithItsPlatformsMeans() {
        let means: [FeelExport.Format: [String]] = [
            .uikit: ["UIAccessibility.post(notification: .announcement", "UIAccessibilityCustomAction(name: refreshActionName)",
                     "UIAccessibility.isReduceMotionEnabled"],
            .swiftui: ["AccessibilityNotification.Announcement(text).post()", ".accessibilityAction(named: Text(Self.refreshActionName))",
                       "@Environment(\\.accessibilityReduceMotion)"],
            .flutter: ["SemanticsService.announce(", "CustomSemanticsAction(label: refreshActionName)", "MediaQuery.disableAnimationsOf(context)"],
            .android: ["ViewCompat.ACCESSIBILITY_LIVE_REGION_POLITE", "ViewCompat.addAccessibilityAction(list, REFRESH_ACTION_NAME)",
                       "ValueAnimator.areAnimatorsEnabled()", "menu item"],
            .js: ["aria-live", "(prefers-reduced-motion: reduce)", "b.textContent = pullFeedback.refreshActionName"],
        ]
        for language in Language.allCases {
            for (format, needed) in means {
                let text = FeelExport.text(format, TuningSet(), language: language)
                for m in needed { XCTAssertTrue(text.contains(m), "\(format) \(language): \(m)") }
                for word in [language.announcesRefreshing, language.noNewItemsText, language.refreshFailedText, language.refreshActionName] {
                    XCTAssertTrue(text.contains("\"\(word)\"") || text.contains("'\(word)'"), "\(format) \(language): \(word)")
                }
            }
        }
    }

    /// The web module's result words, run in node, are the app's banner's for every count 0 to
    /// 130 in every language (Russian and Ukrainian plurals: 1, 2, 5, 11, 12, 21, 22, 25, 111...),
    /// and null is the failure.
    func testTheModulesWordsAreTheAppsForEveryCount() throws {
        let node = try WasmCore.node()
        let folder = ProductPaths.temporaryFolder("feedback-js")
        for language in Language.allCases {
            let module = folder.appendingPathComponent("tuned-feel-\(language.rawValue).mjs")
            try FeelExport.text(.js, TuningSet(), core: try WasmCore.bytes(), language: language)
                .write(to: module, atomically: true, encoding: .utf8)
            let script = """
                const m = await import(\(String(reflecting: module.path)));
                const out = [];
                for (let n = 0; n <= 130; n++) out.push(m.pullFeedback.result(n));
                out.push(m.pullFeedback.result(null));
                console.log(JSON.stringify(out));
                """
            let printed = try WasmCore.run(node, ["--input-type=module", "-e", script])
            let got = try JSONDecoder().decode([String].self, from: Data(printed.utf8))
            let expected = (0...130).map { language.announcement($0 == 0 ? .noNewItems : .updated($0)) } + [language.announcement(.failed)]
            XCTAssertEqual(got, expected, "\(language)")
        }
    }

    /// The web module in Chromium: createPullFeedback adds a polite live region and a refresh
    /// button; under `both` a pull's arm and its refresh each call navigator.vibrate (a spy
    /// stands in for the phone's motor), under `none` neither; the live region says the app's
    /// words as the refresh starts and ends, and the button refreshes.
    func testTheWebModulesFeedbackInChromium() throws {
        let folder = ProductPaths.temporaryFolder("export-feedback")
        let modules = try WebExportTests.appExports(.js, [("both", set(.both)), ("none", set(.none))], in: folder)
        let page = """
            <!doctype html><html><body><pre id="out">pending</pre><div id="list"></div>
            <script type="module">
            import * as both from "./\(modules[0])";
            import * as none from "./\(modules[1])";
            const calls = [];
            navigator.vibrate = (p) => { calls.push(p); return true; };
            const out = document.getElementById("out");
            try {
              const results = [];
              for (const m of [both, none]) {
                const list = document.createElement("div");
                document.getElementById("list").append(list);
                let refreshed = 0;
                const fb = m.createPullFeedback(list, { onRefresh: () => { refreshed += 1; }, button: true });
                const before = calls.length;
                fb.armed();
                fb.refreshBegan();
                const during = fb.live.textContent;
                fb.refreshEnded(3);
                const after = fb.live.textContent;
                list.querySelector("button").click();
                results.push({ vibrations: calls.length - before, during, after, failed: m.pullFeedback.result(null),
                  live: fb.live.getAttribute("aria-live"), button: list.querySelector("button").textContent, refreshed });
              }
              out.textContent = "RESULTS=" + JSON.stringify(results);
            } catch (e) { out.textContent = "FAILED=" + e; }
            </script></body></html>

            """
        let text = try WebExportTests.runInChromium(page, in: folder, "feedback")
        let json = try XCTUnwrap(text.range(of: "RESULTS=").map { String(text[$0.upperBound...]) }, String(text))
        let results = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        let en = Language(locale: ProcessInfo.processInfo.environment["LANG"])
        for (r, vibrations) in zip(results, [2, 0]) {
            XCTAssertEqual(r["vibrations"] as? Int, vibrations, "navigator.vibrate as header.haptics asks")
            XCTAssertEqual(r["during"] as? String, en.announcesRefreshing)
            XCTAssertEqual(r["after"] as? String, en.announcement(.updated(3)))
            XCTAssertEqual(r["failed"] as? String, en.refreshFailedText)
            XCTAssertEqual(r["live"] as? String, "polite")
            XCTAssertEqual(r["button"] as? String, en.refreshActionName)
            XCTAssertEqual(r["refreshed"] as? Int, 1, "the button refreshes without the swipe")
        }
    }

    /// The Swift, Dart and Kotlin plural code says each category's template under the language's
    /// CLDR condition, so a reader can check it against the app's rule.
    func testThePluralCodeFollowsEachLanguagesRule() {
        let ru = FeelExport.text(.flutter, TuningSet(), language: .ru)
        XCTAssertTrue(ru.contains("if (d == 1 && h != 11) return \"$n новая запись\";"), ru)
        XCTAssertTrue(ru.contains("if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return \"$n новые записи\";"))
        XCTAssertTrue(ru.contains("return \"$n новых записей\";"))
        let en = FeelExport.text(.android, TuningSet(), language: .en)
        XCTAssertTrue(en.contains("return if (n == 1) \"$n new item\" else \"$n new items\""), en)
        let ko = FeelExport.text(.uikit, TuningSet(), language: .ko)
        XCTAssertTrue(ko.contains("return \"새 항목 \\(n)개\""), ko)
    }
}
