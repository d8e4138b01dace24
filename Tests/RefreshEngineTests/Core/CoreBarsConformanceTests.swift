import XCTest
@testable import RefreshEngine
import TestSupport

/// The engine's WebAssembly core against the app's own types for what the page draws and decides
/// beside the scroll: the app bar (BarFeature: its layout, a floating SliverAppBar's effective
/// offset, the snaps, the stretch, the titles, the pull the header sees) under every preset's bar
/// and the floating, snapping, stretching and unpinned variants; the carousel's axis lock; the
/// trailer's machine and the inset it holds. The same calls give the same answers within 1e-9
/// (through the page's core.js in node).
final class CoreBarsConformanceTests: XCTestCase {
    /// The bars: every preset's, and the variants the `bar.*` tunables make.
    static var bars: [(name: String, settings: BarSettings)] {
        var all = PlatformProfiles.all.map { ("\($0.name) preset", $0.preset.bar) }
        func variant(_ name: String, _ kind: ListBar, _ change: (inout BarSettings) -> Void) {
            var s = BarSettings()
            s.kind = kind
            change(&s)
            all.append((name, s))
        }
        variant("sliver floating snap", .sliver) { $0.floating = true; $0.snap = true }
        variant("sliver floating unpinned snap stretch", .sliver) { $0.floating = true; $0.snap = true; $0.pinned = false; $0.stretch = true }
        variant("sliver stretch", .sliver) { $0.stretch = true; $0.stretchTrigger = 60 }
        variant("collapsing snap", .collapsing) { $0.snap = true }
        variant("large title 80", .largeTitle) { $0.largeTitleHeight = 80 }
        variant("plain", .plain) { _ in }
        return all
    }

    /// A scroll path at 60 Hz: (t, pulled, idle): into the list, back a little (a floating bar
    /// shows again), at rest (the snaps), further, back to the top and past it (the stretch).
    static var path: [(t: Double, pulled: Double, idle: Bool)] {
        let legs: [(to: Double, seconds: Double, idle: Bool)] = [
            (-400, 0.8, false), (-330, 0.3, false), (-330, 0.5, true), (-40, 0.6, false), (-40, 0.5, true),
            (-620, 0.3, false), (-590, 0.2, false), (-590, 0.5, true), (0, 0.5, false), (130, 0.3, false), (0, 0.3, false),
            (-70, 0.2, false), (-70, 0.6, true),
        ]
        var out: [(Double, Double, Bool)] = [(0, 0, true)]
        var t = 0.0, p = 0.0
        for leg in legs {
            let n = Int((leg.seconds * 60).rounded())
            for i in 1...n {
                out.append((t + Double(i) / 60, p + (leg.to - p) * Double(i) / Double(n), leg.idle))
            }
            t += Double(n) / 60
            p = leg.to
        }
        return out
    }

    enum BarCall {
        case press(Double), follow(Double, Bool, Double), view(Double, Double, Double), headerPull(Double, Bool), animating(Double)
        var json: String {
            switch self {
            case let .press(p): return "[\"press\",\(p)]"
            case let .follow(p, idle, t): return "[\"follow\",\(p),\(idle ? 1 : 0),\(t)]"
            case let .view(p, c, t): return "[\"view\",\(p),\(c),\(t)]"
            case let .headerPull(r, busy): return "[\"headerPull\",\(r),\(busy ? 1 : 0)]"
            case let .animating(t): return "[\"animating\",\(t)]"
            }
        }
    }

    static func barCalls() -> [BarCall] {
        var calls: [BarCall] = []
        for (i, f) in path.enumerated() {
            if i == 0 || (!f.idle && path[i - 1].idle) { calls.append(.press(f.pulled)) }
            calls += [.follow(f.pulled, f.idle, f.t), .view(f.pulled, 50, f.t), .headerPull(f.pulled, false), .headerPull(f.pulled, true),
                      .animating(f.t)]
        }
        return calls
    }

    /// The app's answer to a call, as the core's comes back from node.
    static func native(_ call: BarCall, _ bar: inout BarFeature) -> Any {
        switch call {
        case let .press(p):
            bar.press(pulled: p)
            return NSNull()
        case let .follow(p, idle, t):
            guard let move = bar.followScroll(pulled: p, idle: idle, at: t).snap?.move else { return NSNull() }
            return [move.scrolled, move.duration]
        case let .view(p, c, t):
            let v = bar.view(pulled: p, controlSpace: c, at: t)
            return [v.statusHeight, v.height, v.progress, v.stretch, v.smallTitleOpacity]
                + (v.title.map { [$0.x, $0.bottom, $0.scale, $0.opacity, $0.clipTop, $0.size] } ?? [])
        case let .headerPull(r, busy): return bar.headerPull(r, headerBusy: busy)
        case let .animating(t): return bar.isAnimating(at: t) ? 1.0 : 0.0
        }
    }

    /// The axis lock's presses and reports: sideways, down, exactly diagonal, a jitter under the slop then sideways, no slop.
    static let axes: [(x: Double, y: Double, slop: Double, reports: [(Double, Double)])] = [
        (200, 300, 10, [(197, 301), (190, 302), (170, 320), (150, 360)]),
        (200, 300, 10, [(201, 304), (202, 311), (260, 312)]),
        (200, 300, 10, [(195, 305), (190, 310), (150, 300)]),
        (200, 300, 10, [(203, 303), (196, 297), (188, 301), (100, 400)]),
        (200, 300, 0, [(200.5, 300.2), (201.2, 300.4)]),
    ]

    enum TrailerCall {
        case scrolled(Double, Bool, Double), released(Double, Double), finished(Int, Int, Double), tick(Double)
        case hold(Double, Double, Double), openTarget(Double, Bool, Double)
        var json: String {
            switch self {
            case let .scrolled(p, d, t): return "[\"scrolled\",\(p),\(d ? 1 : 0),\(t)]"
            case let .released(p, t): return "[\"released\",\(p),\(t)]"
            case let .finished(r, n, t): return "[\"finished\",\(r),\(n),\(t)]"
            case let .tick(t): return "[\"tick\",\(t)]"
            case let .hold(i, w, c): return "[\"hold\",\(i),\(w),\(c)]"
            case let .openTarget(o, tr, e): return "[\"openTarget\",\(o),\(tr ? 1 : 0),\(e)]"
            }
        }
    }

    /// Pulls past the width and back, a release that loads, its answers (loaded, failed, the end), a
    /// timeout, a pull after the end; the held inset over content narrower and wider than the view.
    static func trailerCalls() -> [TrailerCall] {
        var calls: [TrailerCall] = []
        var t = 0.0
        func pull(to: Double, dragging: Bool = true) {
            for i in 0...10 { t += 0.016; calls.append(.scrolled(to * Double(i) / 10, dragging, t)) }
        }
        pull(to: 80); pull(to: 30); pull(to: 75)
        calls += [.released(75, t), .hold(60, 390, 1200), .openTarget(830, false, 810), .openTarget(830, true, 810)]
        t += 0.8; calls += [.finished(0, 8, t), .hold(0, 390, 2300), .openTarget(1960, false, 1910)]
        pull(to: 64); calls += [.released(64, t), .hold(60, 390, 300)]
        t += 0.5; calls += [.finished(2, 0, t), .tick(t + 1)]
        pull(to: 62); calls += [.released(62, t), .tick(t + 14.9), .tick(t + 15)]
        t += 15
        pull(to: 70); calls += [.released(70, t)]
        t += 0.4; calls += [.finished(1, 8, t)]
        pull(to: 90); calls += [.released(90, t), .tick(t + 20)]
        pull(to: 70, dragging: false)
        return calls
    }

    static func native(_ call: TrailerCall, _ m: inout TrailerRefresher, _ hold: inout TrailerHold) -> Any {
        func after(_ effects: [TrailerRefresher.Effect]) -> [Any] {
            [m.state.rawValue] + effects.map { e -> [Any] in
                switch e {
                case let .transition(from, to): return ["transition", from.rawValue, to.rawValue]
                case let .setInset(i, d): return ["inset", i, d]
                case .startLoad: return ["load"]
                }
            }
        }
        switch call {
        case let .scrolled(p, d, t): return after(m.handle(.scrolled(pull: p, dragging: d), at: t))
        case let .released(p, t): return after(m.handle(.released(pull: p), at: t))
        case let .finished(r, n, t): return after(m.handle(.loadFinished(r == 0 ? .loaded(n) : r == 1 ? .end(n) : .failed), at: t))
        case let .tick(t): return after(m.handle(.tick, at: t))
        case let .hold(i, w, c):
            hold.held = i
            return hold.trailingInset(viewWidth: w, contentWidth: c)
        case let .openTarget(o, tr, e): return hold.openTarget(offset: o, tracking: tr, restingEnd: e) ?? NSNull()
        }
    }

    /// Equal as JSON values, numbers within 1e-9.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if a is NSNull || b is NSNull { return a is NSNull && b is NSNull }
        if let x = a as? [Any], let y = b as? [Any] { return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) } }
        if let x = a as? String, let y = b as? String { return x == y }
        if let x = a as? Double, let y = b as? Double { return abs(x - y) <= 1e-9 }
        if let x = a as? NSNumber, let y = b as? NSNumber { return abs(x.doubleValue - y.doubleValue) <= 1e-9 }
        return false
    }

    func testTheBarsTheAxisLockAndTheTrailerInTheCoreAreTheApps() throws {
        let bars = Self.bars, barCalls = Self.barCalls(), trailerCalls = Self.trailerCalls()
        let barsJSON = bars.map { b in
            "{\"status\":20,\"plain\":44,\"wire\":[\(b.settings.wire.map { "\($0)" }.joined(separator: ","))]," +
                "\"calls\":[\(barCalls.map(\.json).joined(separator: ","))]}"
        }.joined(separator: ",")
        let axesJSON = Self.axes.map { a in
            "{\"x\":\(a.x),\"y\":\(a.y),\"t\":0,\"slop\":\(a.slop),\"reports\":[" +
                a.reports.enumerated().map { "[\($1.0),\($1.1),\(Double($0 + 1) / 120)]" }.joined(separator: ",") + "]}"
        }.joined(separator: ",")
        let trailersJSON = [60.0, 80].map { w in "{\"width\":\(w),\"calls\":[\(trailerCalls.map(\.json).joined(separator: ","))]}" }
            .joined(separator: ",")
        let input = "{\"bars\":[\(barsJSON)],\"axes\":[\(axesJSON)],\"trailers\":[\(trailersJSON)]}"
        let output = try WasmCore.run(try WasmCore.node(), ["tools/core_bars_conformance.mjs", try WasmCore.built().path],
                                      input: Data(input.utf8))
        let core = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let coreBars = try XCTUnwrap(core["bars"] as? [[Any]]), coreAxes = try XCTUnwrap(core["axes"] as? [[Any]])
        let coreTrailers = try XCTUnwrap(core["trailers"] as? [[Any]])
        XCTAssertEqual(coreBars.count, bars.count)
        var snaps = 0, stretched = 0
        for (b, answers) in zip(bars, coreBars) {
            var bar = BarFeature()
            if b.settings != bar.settings { bar.set(b.settings) }
            XCTAssertEqual(answers.count, barCalls.count, b.name)
            for (i, (call, answer)) in zip(barCalls, answers).enumerated() {
                let app = Self.native(call, &bar)
                if case .follow = call, !(app is NSNull) { snaps += 1 }
                if case .view = call, let v = app as? [Double], v[3] > 0 { stretched += 1 }
                if !Self.same(app, answer) {
                    XCTFail("\(b.name), call \(i) \(call.json): the core gave \(answer), the app \(app)")
                    break
                }
            }
        }
        // The paths do snap a collapsing toolbar and stretch a bar: a table of open bars would compare little.
        XCTAssertGreaterThan(snaps, 1, "a collapsing toolbar snapped")
        XCTAssertGreaterThan(stretched, 10, "a bar stretched")
        for (a, answers) in zip(Self.axes, coreAxes) {
            var lock = AxisLock(x: a.x, y: a.y, at: 0)
            let app: [Any] = a.reports.enumerated().map { i, r in
                lock.add(x: r.0, y: r.1, at: Double(i + 1) / 120, slop: a.slop).map { $0.rawValue as Any } ?? NSNull()
            }
            XCTAssertTrue(Self.same(app, answers), "axis lock from (\(a.x), \(a.y)): the core \(answers), the app \(app)")
        }
        for (w, answers) in zip([60.0, 80], coreTrailers) {
            var settings = TrailerRefresher.Settings()
            settings.width = w
            var m = TrailerRefresher(settings: settings), hold = TrailerHold()
            for (i, (call, answer)) in zip(trailerCalls, answers).enumerated() {
                let app = Self.native(call, &m, &hold)
                if !Self.same(app, answer) {
                    XCTFail("trailer \(w) wide, call \(i) \(call.json): the core gave \(answer), the app \(app)")
                    break
                }
            }
        }
        print("CoreBarsConformanceTests: \(bars.count) bars x \(barCalls.count) calls, \(Self.axes.count) axis locks, "
              + "2 trailers x \(trailerCalls.count) calls; \(snaps) snaps")
    }

    /// A bar's settings cross the wire whole, for every preset and variant.
    func testABarCrossesTheWireWhole() {
        for b in Self.bars { XCTAssertEqual(BarSettings(wire: b.settings.wire), b.settings, b.name) }
        XCTAssertEqual(BarSettings(wire: [99]).kind, .plain, "an unknown kind keeps the kind")
    }
}
