import Foundation
import XCTest
import RefreshEngine
@testable import RefreshDemoModel

/// The app bar in every export: UIKit's prefersLargeTitles and its refresh control in the
/// scroll view; SwiftUI's large title display mode; Flutter's CupertinoSliverNavigationBar or
/// SliverAppBar with the tuned flags, before the refresh sliver; Android's scroll flags with
/// SwipeRefreshLayout enabled only at offset 0 (kotlinc compiles it: AndroidExportTests); the
/// web module's sticky collapsing header, run in Chromium: its height follows the scroll and
/// the first row stays right under it. The plain bar adds nothing to any export.
final class BarExportTests: XCTestCase {
    static func tuning(_ configure: (inout BarSettings) -> Void) -> TuningSet {
        var s = TuningSet()
        configure(&s.bar)
        return s
    }

    func testEachFormatCarriesTheBar() {
        let large = Self.tuning { $0.kind = .largeTitle }
        XCTAssertTrue(FeelExport.text(.uikit, large).contains("navigationBar.prefersLargeTitles = true"))
        XCTAssertTrue(FeelExport.text(.uikit, large).contains("largeTitleDisplayMode = .always"))
        XCTAssertTrue(FeelExport.text(.swiftui, large).contains(".navigationBarTitleDisplayMode(.large)"))
        let flutterLarge = FeelExport.text(.flutter, large)
        let bar = flutterLarge.range(of: "CupertinoSliverNavigationBar(largeTitle: Text(title))")
        let control = flutterLarge.range(of: "tunedCupertinoRefreshControl(onRefresh: onRefresh),\n")
        XCTAssertNotNil(bar)
        XCTAssertNotNil(control)
        if let bar, let control { XCTAssertLessThan(bar.lowerBound, control.lowerBound, "the bar, then the control") }

        let sliver = Self.tuning { $0.kind = .sliver; $0.pinned = false; $0.floating = true; $0.snap = true; $0.stretch = true }
        let flutterSliver = FeelExport.text(.flutter, sliver)
        for expected in ["SliverAppBar(", "pinned: false,", "floating: true,", "snap: true,", "stretch: true,",
                         "stretchTriggerOffset: 100.0,", "expandedHeight: 200.0,", "FlexibleSpaceBar(title: Text(title))"] {
            XCTAssertTrue(flutterSliver.contains(expected), "flutter sliver: \(expected)")
        }
        let android = FeelExport.text(.android, TuningPresets.named("android")!)
        for expected in ["import com.google.android.material.appbar.AppBarLayout", "SCROLL_FLAG_SCROLL",
                         "SCROLL_FLAG_EXIT_UNTIL_COLLAPSED", "refresh.isEnabled = verticalOffset == 0", "EXPANDED_DP = 152f",
                         "COLLAPSED_DP = 64f"] {
            XCTAssertTrue(android.contains(expected), "android: \(expected)")
        }
        XCTAssertFalse(android.contains("SCROLL_FLAG_SNAP"), "no snap unless tuned")
        XCTAssertTrue(FeelExport.text(.android, sliver).contains("SCROLL_FLAG_ENTER_ALWAYS"))
        XCTAssertTrue(FeelExport.text(.android, sliver).contains("SCROLL_FLAG_SNAP"))
        XCTAssertTrue(FeelExport.text(.js, TuningPresets.named("android")!).contains("export function attachCollapsingHeader"))

        // The plain bar: nothing of the above.
        for format in FeelExport.Format.allCases {
            let text = FeelExport.text(format, TuningSet())
            for marker in ["TunedAppBar", "tunedAppBar", "attachCollapsingHeader", "AppBarLayout"] {
                XCTAssertFalse(text.contains(marker), "\(format) under the plain bar: \(marker)")
            }
        }
    }

    /// The module's sticky header in Chromium, scrolled to each offset: its height is
    /// max(152 - scrollTop, 64) within a pixel and the first row's top is the header's bottom
    /// while the header collapses.
    func testTheWebModulesStickyHeaderCollapsesInChromium() throws {
        let folder = ProductPaths.temporaryFolder("export-bar")
        let modules = try WebExportTests.appExports(.js, [("collapsing", Self.tuning { $0.kind = .collapsing })], in: folder)
        let offsets = [0, 20, 44, 88, 120, 300]
        let page = """
            <!doctype html><html><body style="margin:0"><pre id="out">pending</pre>
            <div id="list" style="height:400px;overflow-y:scroll;position:relative">
              <header id="bar" style="background:#eee">Feed</header>
              \(String(repeating: "<div class=\"row\" style=\"height:80px\">row</div>", count: 30))
            </div>
            <script type="module">
            import { attachCollapsingHeader } from "./\(modules[0])";
            const out = document.getElementById("out");
            try {
              const list = document.getElementById("list"), bar = document.getElementById("bar");
              attachCollapsingHeader(list, bar);
              const results = [];
              for (const y of \(offsets)) {
                list.scrollTop = y;
                // The scroll event Chromium sends at its next frame, sent now (headless draws no frames).
                list.dispatchEvent(new Event("scroll"));
                const top = list.getBoundingClientRect().top;
                const row = list.querySelector(".row").getBoundingClientRect().top - top;
                results.push([list.scrollTop, bar.getBoundingClientRect().height, row]);
              }
              out.textContent = "RESULTS=" + JSON.stringify(results);
            } catch (e) { out.textContent = "FAILED=" + e; }
            </script></body></html>

            """
        let text = try WebExportTests.runInChromium(page, in: folder, "bar")
        XCTAssertTrue(text.hasPrefix("RESULTS="), "bar: the page in chromium says \(text)")
        guard text.hasPrefix("RESULTS=") else { return }
        let results = try JSONDecoder().decode([[Double]].self, from: Data(text.dropFirst(8).utf8))
        XCTAssertEqual(results.count, offsets.count)
        for r in results {
            let (scrolled, height, row) = (r[0], r[1], r[2])
            XCTAssertEqual(height, max(152 - scrolled, 64), accuracy: 1, "bar: at \(scrolled) px")
            if scrolled <= 88 { XCTAssertEqual(row, height, accuracy: 1, "bar: the row under the header at \(scrolled) px") }
        }
    }
}
