import Foundation
import XCTest
import RefreshEngine
@testable import RefreshDemoModel

/// The exports carry the tuned pull-to-refresh: SwipeRefreshLayout's setters (Android),
/// RefreshIndicator and CupertinoSliverRefreshControl (Flutter), UIRefreshControl or
/// MJRefresh's header (UIKit), `.refreshable` (SwiftUI) and the app's refresh machine in the
/// ES module, run in Chromium against the app's own HeaderRefresher. (The Kotlin and Swift
/// compile with the other exports: AndroidExportTests, AppleExportTests.)
final class ControlExportTests: XCTestCase {
    /// Every control with tuned values, and the presets.
    static func tunings() -> [(String, TuningSet)] {
        var out = ExportScenario.tunings()
        for name in TuningPresets.names { out.append((name, TuningPresets.named(name)!)) }
        var mj = TuningSet()
        mj.header.height = 70
        mj.header.triggerRatio = 1.2
        mj.header.minResultTime = 0.8
        out.append(("tall mj header", mj))
        // Every control alone, and MJRefresh's header with the second floor: the module's machine is the app's.
        for kind in HeaderControlKind.allCases {
            var set = TuningSet()
            set.headerControl = kind
            out.append(("control \(kind)", set))
        }
        var floor = TuningSet()
        floor.header.twoLevel = true
        out.append(("mj two-level", floor))
        return out
    }

    func testAndroidSetsSwipeRefreshLayoutFromTheTunedValues() throws {
        for (name, set) in Self.tunings() {
            let kotlin = FeelExport.text(.android, set)
            let context = "android \(name)"
            XCTAssertTrue(kotlin.contains("const val LARGE = \(set.androidSpinner.large)"), context)
            XCTAssertEqual(try exportedNumber(after: "const val TRIGGER_DP =", in: kotlin, context), set.androidSpinner.triggerDistance)
            XCTAssertEqual(try exportedNumber(after: "const val END_DP =", in: kotlin, context), set.androidSpinner.spinnerOffsetEnd)
            XCTAssertEqual(try exportedNumber(after: "const val SLINGSHOT_DP =", in: kotlin, context), set.androidSpinner.slingshotDistance ?? 0)
            for call in ["setSize(", "setProgressViewEndTarget(false,", "setDistanceToTriggerSync(", "setSlingshotDistance("] {
                XCTAssertTrue(kotlin.contains("layout." + call), "\(context): \(call)")
            }
            XCTAssertEqual(kotlin.contains("The tuned control is"), set.headerControl != .android, context)
        }
    }

    func testFlutterBuildsItsOwnControlsWithTheTunedParameters() throws {
        for (name, set) in Self.tunings() {
            let dart = FeelExport.text(.flutter, set)
            let context = "flutter \(name)"
            XCTAssertEqual(try exportedNumber(after: "RefreshIndicator(displacement:", in: dart, context), set.materialDisplacement)
            let trigger = try exportedNumber(after: "refreshTriggerPullDistance:", in: dart, context)
            let extent = try exportedNumber(after: "refreshIndicatorExtent:", in: dart, context)
            if set.headerControl == .mj {
                XCTAssertEqual(trigger, set.header.height * set.header.triggerRatio, accuracy: 1e-9, context)
                XCTAssertEqual(extent, min(set.header.height, trigger), accuracy: 1e-9, context)
            } else {
                XCTAssertEqual(trigger, set.cupertino.triggerDistance, context)
                XCTAssertEqual(extent, min(set.cupertino.indicatorExtent, set.cupertino.triggerDistance), context)
            }
            XCTAssertLessThanOrEqual(extent, trigger, "\(context): Flutter asserts trigger >= extent")
            let use = set.headerControl == .material || set.headerControl == .android ? "Use tunedRefreshIndicator" : "Use tunedCupertinoRefreshControl"
            XCTAssertTrue(dart.contains(use), context)
        }
    }

    func testUIKitAndSwiftUISayTheControlAndWhatTheSystemKeeps() throws {
        for (name, set) in Self.tunings() {
            for format in [FeelExport.Format.uikit, .swiftui] {
                let swift = FeelExport.text(format, set)
                let context = "\(format) \(name)"
                XCTAssertTrue(swift.contains("static let control = \"\(set.headerControl.rawValue)\""), context)
                XCTAssertEqual(try exportedNumber(after: "static let openDuration: TimeInterval =", in: swift, context),
                               FeelExport.ControlNumbers(set).machine.openDuration)
                XCTAssertTrue(swift.contains("static let refreshesWithFingerDown = \(set.headerControl == .cupertino)"), context)
            }
            XCTAssertTrue(FeelExport.text(.uikit, set).contains("UIRefreshControl()"), name)
            XCTAssertTrue(FeelExport.text(.uikit, set).contains("MJRefreshNormalHeader(refreshingBlock:"), name)
            XCTAssertTrue(FeelExport.text(.swiftui, set).contains(".refreshable"), name)
        }
    }

    /// One script of machine events: the pull over time, a release, the load's end, ticks.
    enum Step: Encodable {
        case scrolled(Double, Bool, Double), released(Double, Double), finished(Double), tick(Double)

        func encode(to encoder: Encoder) throws {
            var c = encoder.unkeyedContainer()
            switch self {
            case let .scrolled(p, d, t): try c.encode("scrolled"); try c.encode(p); try c.encode(d); try c.encode(t)
            case let .released(p, t): try c.encode("released"); try c.encode(p); try c.encode(t)
            case let .finished(t): try c.encode("finished"); try c.encode(t)
            case let .tick(t): try c.encode("tick"); try c.encode(t)
            }
        }
    }

    /// A pull to `peak` over 0.5 s (60 Hz), held, back to `release` and let go; the load ends
    /// 1 s later; then the content goes back over 0.6 s with ticks.
    static func script(peak: Double, release: Double) -> [Step] {
        var s: [Step] = []
        var t = 0.0
        for i in 0...30 { t = Double(i) / 60; s.append(.scrolled(peak * Double(i) / 30, true, t)) }
        for i in 1...12 { t += 1.0 / 60; s.append(.scrolled(peak + (release - peak) * Double(i) / 12, true, t)) }
        s.append(.released(release, t))
        for _ in 1...60 { t += 1.0 / 60; s.append(.scrolled(release, false, t)); s.append(.tick(t)) }
        s.append(.finished(t))
        for i in 0...90 {
            t += 1.0 / 60
            s.append(.tick(t))
            s.append(.scrolled(release * max(0, 1 - Double(i) / 36), false, t))
        }
        return s
    }

    /// The app's own machine under the control's settings, on the same script: [from, to, t].
    static func appTransitions(_ set: TuningSet, _ steps: [Step], listHeight: Double) -> [[String]] {
        let control = set.controlTuning.make(keeping: AnyRefreshControl(MJRefreshControl()), viewportExtent: listHeight, density: 1)
        var r = HeaderRefresher(settings: control.machineSettings(set.header))
        var out: [[String]] = []
        for step in steps {
            let event: HeaderRefresher.Event, t: Double
            switch step {
            case let .scrolled(p, d, time): (event, t) = (.scrolled(pulled: p, dragging: d), time)
            case let .released(p, time): (event, t) = (.released(pulled: p), time)
            case let .finished(time): (event, t) = (.loadFinished(.noNewItems), time)
            case let .tick(time): (event, t) = (.tick, time)
            }
            for e in r.handle(event, at: t, layoutReady: true, otherLoading: false) {
                if case let .transition(from, to, _) = e { out.append([from.rawValue, to.rawValue, TraceEvent.num(t, 6)]) }
            }
        }
        return out
    }

    func testTheModulesRefreshMachineInChromiumFollowsTheApp() throws {
        let folder = ProductPaths.temporaryFolder("export-refresh")
        let tunings = Self.tunings()
        let modules = try WebExportTests.appExports(.js, tunings, in: folder)
        let listHeight = 500.0
        var cases: [(module: Int, script: [Step], expected: [[String]])] = []
        for (i, (_, set)) in tunings.enumerated() {
            let trigger = FeelExport.ControlNumbers(set).kind == .material ? listHeight / 6 : FeelExport.ControlNumbers(set).trigger
            for (peak, release) in [(trigger * 0.8, trigger * 0.8), (trigger * 1.5, trigger * 1.4), (trigger * 1.5, trigger * 0.5),
                                    (trigger * 2.3, trigger * 2.2)] {
                let script = Self.script(peak: peak, release: release)
                cases.append((i, script, Self.appTransitions(set, script, listHeight: listHeight)))
            }
        }
        XCTAssertTrue(cases.contains { !$0.expected.isEmpty && $0.expected.contains { $0[1] == "refreshing" } })
        let names = String(decoding: try JSONEncoder().encode(modules), as: UTF8.self)
        let scripts = String(decoding: try JSONEncoder().encode(cases.map { $0.script }), as: UTF8.self)
        let moduleOf = cases.map { $0.module }
        let page = """
            <!doctype html><html><body><pre id="out">pending</pre>
            <script type="module">
            const out = document.getElementById("out");
            try {
              const modules = await Promise.all(\(names).map((name) => import("./" + name)));
              const scripts = \(scripts), moduleOf = \(moduleOf);
              const results = scripts.map((script, i) => {
                let calls = 0;
                const m = modules[moduleOf[i]].createRefresher(() => { calls += 1; }, { listHeight: \(listHeight) });
                for (const [kind, ...a] of script) m[kind](...a);
                return { calls, transitions: m.transitions.map(([f, t, time]) => [f, t, String(Math.round(time * 1e6) / 1e6)]) };
              });
              out.textContent = "RESULTS=" + JSON.stringify(results);
            } catch (e) { out.textContent = "FAILED=" + e; }
            </script></body></html>

            """
        let text = try WebExportTests.runInChromium(page, in: folder, "js refresh")
        XCTAssertTrue(text.hasPrefix("RESULTS="), String(text))
        struct Result: Decodable { var calls: Int; var transitions: [[String]] }
        let results = try JSONDecoder().decode([Result].self, from: Data(text.dropFirst("RESULTS=".count).utf8))
        XCTAssertEqual(results.count, cases.count)
        for (c, r) in zip(cases, results) {
            let context = "\(tunings[c.module].0)"
            XCTAssertEqual(r.transitions.map { [$0[0], $0[1]] }, c.expected.map { [$0[0], $0[1]] }, context)
            for (a, b) in zip(r.transitions, c.expected) { XCTAssertEqual(Double(a[2]) ?? -1, Double(b[2]) ?? -2, accuracy: 1e-6, context) }
            XCTAssertEqual(r.calls, c.expected.filter { $0[1] == "refreshing" }.count, "onRefresh once per refresh: " + context)
        }
    }
}

/// The module's pull-to-refresh on a page in Chromium, driven by pointer events as a user's
/// drag: each control refreshes once, rests where the app rests (the held extent, or the
/// list still), and is back at the top and idle after the load.
final class WebPullToRefreshTests: XCTestCase {
    /// A page that attaches the module's pull-to-refresh to a 500 pt box, drags down 420 pt
    /// over 30 frames, lets go, and reports what moved and what the machine did; the load
    /// takes 1.5 s, and the list is seen at rest 1 s after the release.
    static func page(module: String) -> String {
        """
        <!doctype html><html><body style="margin:0">
        <div id="box" style="height:500px;overflow:hidden"><div id="content" style="height:2000px"></div><div id="dot"></div></div>
        <pre id="out">pending</pre>
        <script type="module">
        const out = document.getElementById("out");
        // Headless Chromium's dumped page runs on virtual time, which timers follow and frames do not:
        // frames come from a 60 Hz timer here.
        window.requestAnimationFrame = (f) => setTimeout(() => f(performance.now()), 1000 / 60);
        window.cancelAnimationFrame = (id) => clearTimeout(id);
        const wait = (ms) => new Promise((r) => setTimeout(r, ms));
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        try {
          const m = await import("./\(module)");
          const box = document.getElementById("box"), content = document.getElementById("content"), dot = document.getElementById("dot");
          let calls = 0;
          const p = m.attachPullToRefresh(box, content, () => { calls += 1; return wait(1500); }, { indicator: dot });
          const y = (el) => new DOMMatrixReadOnly(getComputedStyle(el).transform === "none" ? "" : getComputedStyle(el).transform).m42;
          const at = (clientY, type) => box.dispatchEvent(new PointerEvent(type, { clientY, bubbles: true, pointerId: 1 }));
          at(20, "pointerdown");
          for (let i = 1; i <= 30; i++) { at(20 + i * 14, "pointermove"); await frame(); }
          const pulled = Math.max(y(content), y(dot));
          at(440, "pointerup");
          await wait(1000);
          const resting = y(content);
          await wait(3500);
          const r = { calls, pulled, resting, end: y(content), dotEnd: y(dot), state: p.machine.state,
                      states: p.machine.transitions.map((s) => s[1]) };
          p.detach();
          out.textContent = "RESULTS=" + JSON.stringify(r);
        } catch (e) { out.textContent = "FAILED=" + e; }
        </script></body></html>

        """
    }

    func testADragOnThePageRefreshesAsTheAppDoes() throws {
        let folder = ProductPaths.temporaryFolder("export-pull")
        let tunings: [(String, TuningSet)] = [("mj", TuningSet()), ("ios", TuningPresets.named("ios")!),
                                               ("android", TuningPresets.named("android")!),
                                               ("material", { var s = TuningSet(); s.headerControl = .material; return s }())]
        let modules = try WebExportTests.appExports(.js, tunings, in: folder)
        struct Result: Decodable {
            var calls: Int
            var pulled, resting, end, dotEnd: Double
            var state: String
            var states: [String]
        }
        // One page a module: Chromium's virtual time ends a page early that runs a second one.
        var results: [Result] = []
        for module in modules {
            let text = try WebExportTests.runInChromium(Self.page(module: module), in: folder, "js pull-to-refresh")
            XCTAssertTrue(text.hasPrefix("RESULTS="), "\(module): \(text)")
            results.append(try JSONDecoder().decode(Result.self, from: Data(text.dropFirst("RESULTS=".count).utf8)))
        }
        XCTAssertEqual(results.count, tunings.count)
        for ((name, set), r) in zip(tunings, results) {
            XCTAssertEqual(r.calls, 1, "\(name): one refresh")
            XCTAssertEqual(r.state, "idle", "\(name): idle after the load")
            XCTAssertEqual(r.end, 0, accuracy: 0.5, "\(name): back at the top")
            XCTAssertEqual(r.dotEnd, 0, accuracy: 0.5, "\(name): the indicator back")
            XCTAssertGreaterThan(r.pulled, 40, "\(name): the drag pulled")
            let held = FeelExport.ControlNumbers(set).held
            XCTAssertEqual(r.resting, held, accuracy: 1, "\(name): rests at \(held) while refreshing")
            let expected: [String] = set.headerControl == .cupertino ? ["refreshing", "finishing", "idle"]
                : ["pulling", "refreshing", "finishing", "idle"]
            XCTAssertEqual(r.states, expected, name)
        }
    }
}
