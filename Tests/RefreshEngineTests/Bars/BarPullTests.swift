import XCTest
@testable import RefreshEngine
import TestSupport

/// Who takes the pull under each bar, and where the header lands (MJRefresh #913 / #922: the
/// header at the wrong offset because of the inset): a pull that begins with the collapsing
/// bar not fully open opens it and never refreshes, under every control; the header rests
/// exactly under the bar before, during and after a refresh and after the bar changes height.
final class BarPullTests: XCTestCase {
    static func engine(bar: ListBar, control: HeaderControlKind = .mj, model: ScrollModel = .ios) -> ListEngine {
        var e = EngineHarness(items: 80, history: 0).engine
        var s = e.tuningSet
        s.bar.kind = bar
        s.headerControl = control
        s.scroll.model = model
        s.carousel = false
        s.feed.latencyMin = 0.5
        s.feed.latencyMax = 0.5
        e.applyTuning(s, at: 0)
        _ = e.frame(at: 0.5)
        return e
    }

    /// A drag from y0 to y1 over `seconds` at fps, from t; then frames for 3 s. Returns the end time.
    @discardableResult
    static func drag(_ e: inout ListEngine, from y0: Double, to y1: Double, seconds: Double, fps: Double, at t0: Double) -> Double {
        let moves = max(Int((seconds * fps).rounded()), 1)
        e.handle(.press(x: 200, y: y0), at: t0)
        var t = t0
        for i in 1...moves {
            t = t0 + Double(i) / fps
            e.handle(.move(x: 200, y: y0 + (y1 - y0) * Double(i) / Double(moves)), at: t)
            _ = e.frame(at: t)
        }
        t += 1 / fps
        e.handle(.release(x: 200, y: y1), at: t)
        for _ in 0..<Int(3 * fps) { t += 1 / fps; _ = e.frame(at: t) }
        return t
    }

    func testAPullWithTheBarCollapsedOpensItAndNeverRefreshes() {
        let cases: [(HeaderControlKind, ScrollModel)] = [(.mj, .ios), (.cupertino, .ios), (.android, .android), (.material, .flutter), (.cupertino, .flutter)]
        for (control, model) in cases {
            for fps in [30.0, 60.0, 144.0] {
                for collapse in [30.0, 88.0, 400.0] {
                    var e = Self.engine(bar: .collapsing, control: control, model: model)
                    let rest = e.config.tuning.topBarHeight
                    // Scroll the bar (and maybe the list) up slowly, so nothing flings.
                    let t = Self.drag(&e, from: 600, to: 600 - collapse, seconds: 1.5, fps: fps, at: 1)
                    let f0 = e.frame(at: t)
                    XCTAssertGreaterThan(f0.bar.progress, 0.2, "\(control) \(fps) Hz: the bar collapsed")
                    // One long pull down: far past every trigger.
                    let end = Self.drag(&e, from: 250, to: 250 + collapse + 500, seconds: 1.2, fps: fps, at: t + 0.5)
                    let label = "\(control) under \(model) at \(fps) Hz after \(collapse) pt"
                    XCTAssertNil(e.lastUpdated, "\(label): it never refreshed")
                    XCTAssertEqual(e.header.state, .idle, label)
                    let f = e.frame(at: end)
                    XCTAssertEqual(f.bar.progress, 0, accuracy: 1e-9, "\(label): the bar is open")
                    XCTAssertEqual(f.offsetY, -rest, accuracy: 0.5, "\(label): the list is at its top")
                    // The next pull, with the bar open, refreshes.
                    Self.drag(&e, from: 250, to: 750, seconds: 0.6, fps: fps, at: end + 0.5)
                    XCTAssertNotNil(e.lastUpdated, "\(label): the next pull refreshed")
                }
            }
        }
    }

    /// The MJRefresh header under each bar: at rest its bottom is the content's top, right
    /// under the open bar; while refreshing it sits exactly under the bar; after the refresh
    /// the list rests under the bar again; switching the bar mid-refresh keeps it there.
    func testTheHeaderLandsRightUnderTheBar() throws {
        for bar in ListBar.allCases {
            var e = Self.engine(bar: bar)
            let rest = e.config.tuning.topBarHeight
            var f = e.frame(at: 0.6)
            XCTAssertEqual(f.topBarHeight, rest, accuracy: 1e-9, "\(bar): the bar is open at rest")
            XCTAssertEqual(f.header.y + f.header.height, rest, accuracy: 1e-9, "\(bar): the header's bottom is the content's top")
            XCTAssertEqual(try XCTUnwrap(f.rows.first).y, rest, accuracy: 1e-9, "\(bar): the first row under the bar")
            e.beginRefreshing(at: 1)
            f = e.frame(at: 1.4)
            XCTAssertEqual(e.header.state, .refreshing)
            XCTAssertEqual(f.header.y, f.topBarHeight, accuracy: 1e-9, "\(bar): refreshing, the header right under the bar")
            XCTAssertEqual(try XCTUnwrap(f.rows.first).y, f.topBarHeight + 54, accuracy: 1e-9, "\(bar): the rows under the header")
            // The feed answers at 1.5; the result shows 0.5 s, the header closes over 0.4 s.
            f = e.frame(at: 4)
            XCTAssertEqual(e.header.state, .idle)
            XCTAssertEqual(f.offsetY, -rest, accuracy: 1e-6, "\(bar): back to its rest, no drift")
            XCTAssertEqual(f.header.y + f.header.height, f.topBarHeight, accuracy: 1e-6)
        }
        // The bar changes height while refreshing: the header follows the bar's new bottom.
        var e = Self.engine(bar: .plain)
        e.beginRefreshing(at: 1)
        _ = e.frame(at: 1.3)
        var s = e.tuningSet
        s.bar.kind = .collapsing
        e.applyTuning(s, at: 1.35)
        let f = e.frame(at: 1.45)
        XCTAssertEqual(f.topBarHeight, 20 + 152, accuracy: 1e-9)
        XCTAssertEqual(f.header.y, f.topBarHeight, accuracy: 1e-9, "the header right under the taller bar")
        XCTAssertEqual(f.offsetY, -(20 + 152 + 54), accuracy: 1e-9)
    }

    /// The bar's height and the rows move together: while the bar collapses the first row's
    /// top stays at the bar's bottom (nothing jumps), at every frame of a slow drag.
    func testTheRowsStayUnderTheBarWhileItCollapses() throws {
        for bar in [ListBar.largeTitle, .collapsing, .sliver] {
            var e = Self.engine(bar: bar)
            e.handle(.press(x: 200, y: 600), at: 1)
            for i in 1...60 {
                let t = 1 + Double(i) / 60
                e.handle(.move(x: 200, y: 600 - Double(i)), at: t)
                let f = e.frame(at: t)
                let row = try XCTUnwrap(f.rows.first)
                if f.bar.progress < 1 {
                    XCTAssertEqual(row.y, f.topBarHeight, accuracy: 1e-9, "\(bar) frame \(i)")
                }
            }
        }
    }

    /// A stretching SliverAppBar takes the pull first, up to its trigger (traced once), then
    /// the header sees the rest; a large title's control sees the whole pull.
    func testTheStretchComesBeforeTheControl() {
        var e = Self.engine(bar: .sliver)
        var s = e.tuningSet
        s.bar.stretch = true
        e.applyTuning(s, at: 0.6)
        e.tracing = true
        let rest = e.config.tuning.topBarHeight
        e.handle(.press(x: 200, y: 300), at: 1)
        e.handle(.move(x: 200, y: 400), at: 1.1)
        var f = e.frame(at: 1.1)
        let pulled = -rest - f.offsetY
        XCTAssertEqual(f.bar.stretch, min(pulled, 100), accuracy: 1e-9)
        XCTAssertEqual(e.header.pullingPercent, max(pulled - 100, 0) / 54, accuracy: 1e-9)
        e.handle(.move(x: 200, y: 900), at: 1.3)
        f = e.frame(at: 1.3)
        XCTAssertEqual(f.bar.stretch, 100, accuracy: 1e-9)
        var events: [String] = []
        e.drainTrace { if case let .bar(_, event, _) = $0 { events.append(event) } }
        XCTAssertEqual(events, ["stretch"])
    }

    /// A collapsing bar with snap settles open or collapsed once the scroll ends, traced.
    func testTheCollapsingBarSnaps() {
        for (up, expected, event) in [(30.0, 0.0, "snapOpen"), (60.0, 1.0, "snapCollapsed")] {
            var e = Self.engine(bar: .collapsing, model: .android)
            var s = e.tuningSet
            s.bar.snap = true
            e.applyTuning(s, at: 0.6)
            e.tracing = true
            let end = Self.drag(&e, from: 600, to: 600 - up, seconds: 1, fps: 60, at: 1)
            let f = e.frame(at: end)
            XCTAssertEqual(f.bar.progress, expected, accuracy: 1e-6)
            var events: [String] = []
            e.drainTrace { if case let .bar(_, ev, _) = $0 { events.append(ev) } }
            XCTAssertEqual(events, [event])
        }
    }
}

extension BarPullTests {
    /// A touchpad gesture that begins with the collapsing bar not fully open opens it and never
    /// refreshes, as a press does; the header's positions sit under the bar's bottom.
    func testATouchpadPullWithTheBarCollapsedNeverRefreshes() {
        var e = Self.engine(bar: .collapsing)
        var t = Self.drag(&e, from: 600, to: 540, seconds: 1, fps: 60, at: 1)
        XCTAssertGreaterThan(e.frame(at: t).bar.progress, 0.5)
        for _ in 0..<60 {
            t += 1 / 60
            e.handle(.touchpad(dx: 0, dy: 20, liftReported: true), at: t)
            _ = e.frame(at: t)
        }
        t += 1 / 60
        e.handle(.touchpadLift, at: t)
        for _ in 0..<180 { t += 1 / 60; _ = e.frame(at: t) }
        XCTAssertNil(e.lastUpdated, "the touchpad's pull never refreshed")
        XCTAssertEqual(e.frame(at: t).bar.progress, 0, accuracy: 1e-9, "the bar opened")
        // The same gesture with the bar open refreshes.
        for _ in 0..<60 {
            t += 1 / 60
            e.handle(.touchpad(dx: 0, dy: 20, liftReported: true), at: t)
            _ = e.frame(at: t)
        }
        t += 1 / 60
        e.handle(.touchpadLift, at: t)
        for _ in 0..<180 { t += 1 / 60; _ = e.frame(at: t) }
        XCTAssertNotNil(e.lastUpdated, "the next touchpad pull refreshed")
    }

    func testTheHeaderBehindOrInFrontSitsUnderTheBar() throws {
        for position in [HeaderPosition.behind, .front] {
            for bar in [ListBar.largeTitle, .collapsing, .sliver] {
                var e = Self.engine(bar: bar)
                var s = e.tuningSet
                s.headerPosition = position
                e.applyTuning(s, at: 0.6)
                e.handle(.press(x: 200, y: 300), at: 1)
                e.handle(.move(x: 200, y: 360), at: 1.1)
                let f = e.frame(at: 1.1)
                XCTAssertEqual(f.header.y, f.topBarHeight, accuracy: 1e-9, "\(position) under \(bar)")
            }
        }
    }
}
