import XCTest
@testable import RefreshEngine
import RefreshPhysics
import TestSupport

/// The engine's WebAssembly core against the app's own types for the tabs layout's rules the page
/// asks (wasm/TabExports.swift): which axis a drag takes (PagerAxisRule), the indicator and the
/// selected tab (TabIndicatorRule), a released pager's page and motion (PageTarget, PageSettle:
/// Android's under its model, Flutter's under every other), a tapped tab's motion (TabTapSettle),
/// under every preset's tuning at 1, 2 and 3 device pixels a point, and the nested scroll the shared
/// bar and the shown list share (NestedScroll) under every preset's bar and a floating one. The same
/// calls give the same answers within 1e-9 (through the page's core.js in node).
final class CoreTabsConformanceTests: XCTestCase {
    static let axes: [(Double, Double)] = [(0, 0), (5, 3), (9, 0), (0, 9), (12, 11), (11, 12), (17, 9), (20, 19), (-30, 2),
                                           (3, -25), (16, 16), (40, 8.5)]
    static let releases: [(Double, Double)] = [(0, 0), (150, 0), (200, 0), (195, 0), (390, 0), (400, 30), (400, 60), (400, -60),
                                               (520, 900), (700, -1400), (780, 2500), (-20, -300), (790, 40), (260, 140)]
    static let taps: [(Int, Double)] = [(2, 0), (0, 780), (1, 390), (1, 100), (2, 585), (0, 0)]
    static let width = 390.0
    static let times = (0...48).map { Double($0) / 40 }

    /// A motion as the page reads it at `times`: each position, the one at which it is done, then nothing.
    static func read(_ position: (Double) -> Double, _ done: (Double) -> Bool) -> [Any] {
        var over = false
        return times.map { t -> Any in
            if over { return NSNull() }
            over = done(t)
            return position(t)
        }
    }

    /// The app's release: the page and its settle by the model's rule, as TabExports.swift gives them.
    static func release(_ tuning: Tuning, dpr: Double, _ position: Double, _ velocity: Double) -> [Any] {
        let page = position / width, count = ListShape.tabCount
        let target: Int, settle: PageSettle
        if tuning.model == .android {
            target = PageTarget.android(page: page, velocity: velocity, minimumFlingVelocity: tuning.minFlingSpeed, pageCount: count)
            settle = .android(from: position, to: Double(target) * width, density: dpr, fling: abs(velocity) > tuning.minFlingSpeed,
                              pageExtent: width)
        } else {
            target = PageTarget.flutter(page: page, velocity: velocity, velocityTolerance: tuning.restVelocity(pixelDensity: dpr),
                                        pageCount: count)
            settle = .flutter(from: position, velocity: velocity, to: Double(target) * width, devicePixelRatio: dpr)
        }
        return [Double(target)] + read(settle.position(at:), settle.isDone(at:))
    }

    static func same(_ a: Any, _ b: Any) -> Bool { CoreBarsConformanceTests.same(a, b) }

    func testTheTabsRulesInTheCoreAreTheApps() throws {
        var lists: [(name: String, tuning: Tuning, dpr: Double)] = []
        for profile in PlatformProfiles.all {
            for dpr in [1.0, 2, 3] { lists.append(("\(profile.name) at \(dpr)", profile.preset.scroll, dpr)) }
        }
        let numbers = { (values: [Double]) in values.map { "\($0)" }.joined(separator: ",") }
        let listsJSON = lists.map { l in
            "{\"wire\":[\(numbers(l.tuning.wire))],\"dpr\":\(l.dpr),\"times\":[\(numbers(Self.times))]," +
                "\"axes\":[\(Self.axes.map { "[\($0.0),\($0.1)]" }.joined(separator: ","))]," +
                "\"releases\":[\(Self.releases.map { "[\($0.0),\($0.1),\(Self.width)]" }.joined(separator: ","))]," +
                "\"taps\":[\(Self.taps.map { "[\($0.0),\($0.1),\(Self.width)]" }.joined(separator: ","))]}"
        }.joined(separator: ",")
        let pages = [0, 0.2, 0.5, 0.75, 1, 1.5, 1.99, 2, 2.4, -1, 3.5]
        let indicatorsJSON = pages.map { "[\($0),\(Self.width)]" }.joined(separator: ",")
        var bars = PlatformProfiles.all.map { ($0.name, $0.preset.bar) }
        bars.append(("sliver floating", { var s = BarSettings(); s.kind = .sliver; s.floating = true; return s }()))
        let deltas: [Double] = [30, 40, 200, -20, -150, -90, -40, 60, 10, -400, 500, -30]
        let shows: [Double?] = [nil, nil, nil, nil, 120, nil, nil, nil, 0, nil, nil, 35]
        let nestedJSON = bars.map { b in
            "{\"bar\":{\"status\":20,\"plain\":44,\"wire\":[\(numbers(b.1.wire))]},\"deltas\":[\(numbers(deltas))]," +
                "\"shows\":[\(shows.map { $0.map { "\($0)" } ?? "null" }.joined(separator: ","))]}"
        }.joined(separator: ",")
        let input = "{\"lists\":[\(listsJSON)],\"indicators\":[\(indicatorsJSON)],\"nested\":[\(nestedJSON)]}"
        let output = try WasmCore.run(try WasmCore.node(), ["tools/core_tabs_conformance.mjs", try WasmCore.built().path],
                                      input: Data(input.utf8))
        let core = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let coreLists = try XCTUnwrap(core["lists"] as? [[String: Any]])
        XCTAssertEqual(coreLists.count, lists.count)
        var compared = 0
        for (l, answers) in zip(lists, coreLists) {
            let rule = PagerAxisRule.rule(model: l.tuning.model, slop: l.tuning.touchSlop)
            let axes = Self.axes.map { rule.decide(dx: $0.0, dy: $0.1).map { $0.rawValue } as Any? ?? NSNull() }
            let releases = Self.releases.map { Self.release(l.tuning, dpr: l.dpr, $0.0, $0.1) as Any }
            let taps = Self.taps.map { tap -> Any in
                let s = TabTapSettle(from: tap.1, to: Double(tap.0) * Self.width, model: l.tuning.model, density: l.dpr)
                return Self.read(s.position(at:), s.isDone(at:))
            }
            for (name, app) in [("axes", axes), ("releases", releases), ("taps", taps)] {
                let given = try XCTUnwrap(answers[name] as? [Any], name)
                XCTAssertEqual(given.count, app.count, "\(l.name) \(name)")
                for (i, (a, c)) in zip(app, given).enumerated() where !Self.same(a, c) {
                    XCTFail("\(l.name), \(name) \(i): the core gave \(c), the app \(a)")
                }
                compared += app.count
            }
        }
        let indicators = try XCTUnwrap(core["indicators"] as? [Any])
        for (page, answer) in zip(pages, indicators) {
            let span = TabIndicatorRule.span(page: page, count: ListShape.tabCount, width: Self.width)
            let app: [Any] = [span.left, span.right, Double(TabIndicatorRule.selected(page: page, count: ListShape.tabCount))]
            XCTAssertTrue(Self.same(app, answer), "page \(page): the core gave \(answer), the app \(app)")
        }
        let nested = try XCTUnwrap(core["nested"] as? [Any])
        XCTAssertEqual(nested.count, bars.count)
        for (b, answer) in zip(bars, nested) {
            let layout = BarLayout(settings: b.1, plainHeight: 44)
            var n = NestedScroll(range: layout.maxHeight - layout.minHeight, floats: b.1.floating)
            let app = zip(deltas, shows).map { d, show -> Any in
                n.scroll(by: d)
                if let show { n.show(inner: show) }
                return [n.outer, n.inner]
            }
            XCTAssertTrue(Self.same(app, answer), "\(b.0): the core gave \(answer), the app \(app)")
        }
        print("CoreTabsConformanceTests: \(lists.count) tunings, \(compared) answers, \(pages.count) indicators, \(bars.count) bars")
    }
}
