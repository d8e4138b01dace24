import XCTest
@testable import RefreshEngine
import RefreshPhysics
import RefreshDemoModel
import TestSupport

/// `list.layout tabs` as a user meets it: a sideways swipe changes tab and a vertical one
/// scrolls, each tab keeps its own scroll, refresh and footer, a tapped tab animates there, and
/// the bar is shared by NestedScroll's rules, played as gestures at 30, 60 and 144 fps.
final class TabsLayoutTests: XCTestCase {
    static let rates = [30.0, 60, 144]

    func engine(model: ScrollModel = .ios, bar: ListBar = .plain, latency: Double = 0.5) -> ListEngine {
        var c = testConfig(items: 200, history: 300)
        c.layout = .tabs
        c.feed.latencyMin = latency
        c.feed.latencyMax = latency
        var e = ListEngine(config: c, metrics: FixedTextMetrics())
        var s = PlatformProfiles.profile(of: model)?.preset ?? e.tuningSet
        s.layout = .tabs
        s.bar.kind = bar
        s.feed = e.tuningSet.feed
        s.carousel = false
        e.applyTuning(s, at: 0)
        e.tracing = true
        _ = e.frame(at: 0)
        return e
    }

    func drive(_ e: inout ListEngine, _ script: String, fps: Double, for duration: Double) throws {
        try playFrames(script, from: e.time, fps: fps, for: duration) { step in
            switch step {
            case .input(let input, let t): e.handle(input, at: t)
            case .frame(let t): _ = e.frame(at: t)
            }
        }
    }

    func tabLines(_ e: inout ListEngine) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        e.drainTrace { if case let .tab(_, from, to) = $0 { out.append((from, to)) } }
        return out
    }

    /// A swipe left moves to tab 1 and a swipe right back, the same at every rate and model; a
    /// vertical drag scrolls the list and never the pager.
    func testSwipesChangeTabAndVerticalDragsScroll() throws {
        for model in [ScrollModel.ios, .flutter, .android] {
            for fps in Self.rates {
                var e = engine(model: model)
                XCTAssertEqual(e.frame(at: 0).tabs?.titles, Language.en.tabTitles)
                try drive(&e, "drag 300,400 -> 100,410 over 0.2", fps: fps, for: 1.5)
                XCTAssertEqual(e.shownTab, 1, "\(model) \(fps)")
                XCTAssertEqual(e.pagerPage, 1, accuracy: 1e-6, "\(model) \(fps): settled")
                XCTAssertEqual(tabLines(&e).map { "\($0.0)>\($0.1)" }, ["0>1"], "\(model) \(fps)")
                XCTAssertEqual(e.scroller.offset, e.scroller.minOffset, accuracy: 0.01, "\(model) \(fps): the list did not move")
                try drive(&e, "drag 100,400 -> 330,395 over 0.2", fps: fps, for: 1.5)
                XCTAssertEqual(e.shownTab, 0, "\(model) \(fps)")
                let before = e.scroller.offset
                try drive(&e, "drag 200,600 -> 210,300 over 0.3", fps: fps, for: 0.4)
                XCTAssertEqual(e.shownTab, 0)
                XCTAssertEqual(e.pagerPage, 0, "\(model) \(fps): a vertical drag leaves the pager")
                XCTAssertGreaterThan(e.scroller.offset, before + 200, "\(model) \(fps): the list scrolled")
            }
        }
    }

    /// Each tab keeps its own scroll: tab 0 scrolled 1,000 pt, tab 1 at its top, back on 0 as left.
    func testEachTabKeepsItsScroll() throws {
        for fps in Self.rates {
            var e = engine()
            try drive(&e, "drag 200,700 -> 200,200 over 0.5 hold 0.2", fps: fps, for: 3)
            try drive(&e, "drag 200,700 -> 200,200 over 0.5 hold 0.2", fps: fps, for: 3)
            let kept = e.scroller.offset
            XCTAssertGreaterThan(kept, 800)
            try drive(&e, "drag 300,400 -> 80,400 over 0.2", fps: fps, for: 1.5)
            XCTAssertEqual(e.shownTab, 1)
            XCTAssertEqual(e.scroller.offset, e.scroller.minOffset, accuracy: 0.01, "\(fps): tab 1 at its top")
            XCTAssertNotEqual(e.frame(at: e.time).rows.first?.layout.author, nil)
            try drive(&e, "drag 80,400 -> 330,400 over 0.2", fps: fps, for: 1.5)
            XCTAssertEqual(e.shownTab, 0)
            XCTAssertEqual(e.scroller.offset, kept, accuracy: 0.01, "\(fps): tab 0 as it was left")
        }
    }

    /// A pull on tab 1 refreshes tab 1 only; its answer arrives while tab 0 shows, at its own time,
    /// and tab 1 has the new rows when it shows again.
    func testARefreshBelongsToItsTab() throws {
        for fps in Self.rates {
            var e = engine(latency: 1)
            e.selectTab(1, at: e.time)
            try drive(&e, "wait 0.5\ndrag 200,300 -> 200,560 over 0.4 hold 0.1", fps: fps, for: 1.1)
            XCTAssertEqual(e.header.state, .refreshing, "\(fps)")
            let count1 = e.layout.count
            e.selectTab(0, at: e.time)
            XCTAssertEqual(e.header.state, .idle, "\(fps): tab 0's header is its own")
            let count0 = e.layout.count
            var responses: [Double] = []
            try drive(&e, "wait 2", fps: fps, for: 2)
            e.drainTrace { if case let .feedResponse(t, kind, _, ok, _) = $0, kind == "newer", ok { responses.append(t) } }
            XCTAssertEqual(responses.count, 1, "\(fps): tab 1's answer came while parked")
            XCTAssertEqual(e.layout.count, count0, "\(fps): tab 0 unchanged")
            e.selectTab(1, at: e.time)
            try drive(&e, "wait 1.5", fps: fps, for: 1.5)
            XCTAssertEqual(e.header.state, .idle)
            XCTAssertGreaterThan(e.layout.count, count1, "\(fps): tab 1 has its new rows")
        }
    }

    /// A tapped tab: the pager animates there (300 ms ease; Android's deceleration), the strip's
    /// indicator follows the page, and the `tab` line says from and to.
    func testATappedTabAnimatesThere() throws {
        for (model, duration) in [(ScrollModel.ios, 0.3), (.android, 0.0)] {
            var e = engine(model: model)
            let strip = try XCTUnwrap(e.frame(at: 0).tabs)
            let y = strip.top + strip.height / 2
            let start = e.time
            try drive(&e, "press 350,\(y)\nrelease", fps: 60, for: 0.05)
            XCTAssertEqual(tabLines(&e).map { "\($0.0)>\($0.1)" }, ["0>2"], "\(model)")
            let settle = TabTapSettle(from: 0, to: 2 * 420, model: model, density: 1)
            if duration > 0 { XCTAssertEqual(settle.duration, duration) }
            var t = start + 0.05
            while t < start + settle.duration + 0.1 {
                let f = e.frame(at: t)
                let pressAt = start
                let expected = settle.position(at: t - pressAt) / 420
                XCTAssertEqual(e.pagerPage, expected, accuracy: 1e-6, "\(model) at \(t)")
                let span = TabIndicatorRule.span(page: expected, count: 3, width: 420)
                XCTAssertEqual(f.tabs?.indicatorLeft ?? -1, span.left, accuracy: 1e-6)
                t += 1.0 / 60
            }
            XCTAssertEqual(e.pagerPage, 2, accuracy: 1e-9)
        }
    }

    /// The shared bar, every frame within 0.5 pt, against a port of the platforms' nested
    /// scrolling (NestedScroll run on the list's own motion): a collapsing bar collapses before
    /// tab 0 scrolls, stays collapsed on tab 1 (at its top), opens at once on a drag down there,
    /// and tab 0 shown again keeps its place (Android) or starts at its top under a bar not fully
    /// collapsed (Flutter's NestedScrollView).
    func testTheBarIsSharedAsNestedScrollingSharesIt() throws {
        for model in [ScrollModel.android, .flutter] {
            for fps in Self.rates {
                var e = engine(model: model, bar: .collapsing)
                let range = e.barFeature.layout.range
                XCTAssertGreaterThan(range, 50)
                var port = NestedScroll(range: range)
                var last = e.barFeature.restInset + e.scroller.offset
                func check(_ label: String) {
                    let c = e.barFeature.restInset + e.scroller.offset
                    port.scroll(by: c - last)
                    last = c
                    let f = e.frame(at: e.time)
                    let expected = e.barFeature.statusHeight + e.barFeature.layout.maxHeight - (c > 0 ? port.outer : 0)
                    XCTAssertEqual(f.topBarHeight, expected, accuracy: 0.5, "\(model) \(fps) \(label)")
                }
                var player = ScriptPlayer(script: try GestureScript.parse("drag 200,700 -> 200,300 over 0.4 hold 0.1", file: "t"))
                let start = e.time
                var frame = 1
                while Double(frame) / fps <= 2.5 {
                    let t = Double(frame) / fps
                    var due: [(Double, InputEvent)] = []
                    player.advance(to: t) { time, action in if case .input(let i) = action { due.append((time, i)) } }
                    for (time, input) in due { e.handle(input, at: start + time) }
                    _ = e.frame(at: start + t)
                    check("frame \(frame)")
                    frame += 1
                }
                XCTAssertEqual(e.frame(at: e.time).bar.progress, 1, accuracy: 1e-9, "\(model) \(fps): collapsed")
                e.selectTab(1, at: e.time)
                try drive(&e, "wait 0.5", fps: fps, for: 0.5)
                XCTAssertEqual(e.frame(at: e.time).bar.progress, 1, accuracy: 1e-9, "\(model) \(fps): the bar as it was")
                XCTAssertEqual(e.tabsFeature.nested.inner, 0, accuracy: 0.01, "\(model) \(fps): tab 1 at its top")
                port = NestedScroll(outer: range, inner: 0, range: range)
                last = e.barFeature.restInset + e.scroller.offset
                player = ScriptPlayer(script: try GestureScript.parse("drag 200,300 -> 200,420 over 0.3 hold 0.1", file: "t"))
                let start2 = e.time
                frame = 1
                while Double(frame) / fps <= 1 {
                    let t = Double(frame) / fps
                    var due: [(Double, InputEvent)] = []
                    player.advance(to: t) { time, action in if case .input(let i) = action { due.append((time, i)) } }
                    for (time, input) in due { e.handle(input, at: start2 + time) }
                    _ = e.frame(at: start2 + t)
                    check("down frame \(frame)")
                    frame += 1
                }
                XCTAssertLessThan(e.frame(at: e.time).bar.progress, 0.5, "\(model) \(fps): tab 1 at its top opens the bar")
                // Back on tab 0, scrolled deep: the bar stays as it is (open), the list where it was.
                e.selectTab(0, at: e.time)
                try drive(&e, "wait 0.5", fps: fps, for: 0.5)
                if model == .android {
                    XCTAssertGreaterThan(e.tabsFeature.nested.inner, 100, "\(fps): Android keeps every page's list")
                } else {
                    XCTAssertEqual(e.tabsFeature.nested.inner, 0, accuracy: 0.01, "\(fps): Flutter's inner list at its top under a bar not collapsed")
                }
            }
        }
    }

    /// A touchpad's sideways swipe over the list moves the pager with the fingers and settles on
    /// the next tab when they lift (reported, or after the idle gap); a vertical one scrolls; over
    /// the first tab's carousel row a sideways swipe stays the row's.
    func testATouchpadSwipesTheTabs() throws {
        for fps in Self.rates {
            var e = engine()
            var script = ""
            for i in 0..<12 { script += "wait 0.016\ntouchpad -\(i < 11 ? 25 : 5),1\n" }
            e.handle(.hover(x: 200, y: 400), at: e.time)
            try drive(&e, script + "lift", fps: fps, for: 1.5)
            XCTAssertEqual(e.shownTab, 1, "\(fps): a lifted swipe left shows the next tab")
            XCTAssertEqual(e.pagerPage, 1, accuracy: 1e-6)
            XCTAssertEqual(e.scroller.offset, e.scroller.minOffset, accuracy: 0.01, "\(fps): the list did not scroll")
            // Without a reported lift: the idle gap ends it.
            var back = ""
            for _ in 0..<12 { back += "wait 0.016\ntouchpad 25,0\n" }
            try drive(&e, back, fps: fps, for: 1.5)
            XCTAssertEqual(e.shownTab, 0, "\(fps): the idle gap ends the swipe back")
            try drive(&e, "touchpad 2,-30\nwait 0.016\ntouchpad 0,-30\nlift", fps: fps, for: 1)
            XCTAssertEqual(e.shownTab, 0)
            XCTAssertEqual(e.pagerPage, 0, "\(fps): a vertical swipe leaves the pager")
            XCTAssertGreaterThan(e.scroller.offset, e.scroller.minOffset + 20, "\(fps): and scrolls the list")
            // The carousel's row on the first tab keeps its own sideways swipes.
            var row = engine()
            var set = row.tuningSet
            set.carousel = true
            row.applyTuning(set, at: row.time)
            let top = try XCTUnwrap(row.frame(at: row.time).carousel?.top)
            row.handle(.hover(x: 200, y: top + 60), at: row.time)
            try drive(&row, script + "lift", fps: fps, for: 1.5)
            XCTAssertEqual(row.shownTab, 0, "\(fps): the row's swipe is not the pager's")
            XCTAssertGreaterThan(row.carouselFeature.row?.scroller.offset ?? 0, 100, "\(fps): the row scrolled")
        }
    }

    /// A drag sideways on the first tab's carousel row scrolls its cards, not the pager (the
    /// carousel keeps its own swipes); the same drag under the row changes tab.
    func testTheCarouselKeepsItsOwnSwipes() throws {
        for fps in Self.rates {
            var e = engine()
            var set = e.tuningSet
            set.carousel = true
            e.applyTuning(set, at: e.time)
            let top = try XCTUnwrap(e.frame(at: e.time).carousel?.top)
            let y = Int(top + 60)
            try drive(&e, "drag 350,\(y) -> 100,\(y + 4) over 0.2", fps: fps, for: 1.5)
            XCTAssertEqual(e.shownTab, 0, "\(fps): the row's swipe is not the pager's")
            XCTAssertEqual(e.pagerPage, 0, "\(fps)")
            XCTAssertGreaterThan(e.carouselFeature.row?.scroller.offset ?? 0, 100, "\(fps): the row scrolled")
            try drive(&e, "drag 350,600 -> 100,604 over 0.2", fps: fps, for: 1.5)
            XCTAssertEqual(e.shownTab, 1, "\(fps): under the row the swipe is the pager's")
            XCTAssertNil(e.frame(at: e.time).carousel, "\(fps): the row is the first tab's")
        }
    }

    /// Each tab's footer loads its own list: scrolled to its end, tab 1 asks for older rows and
    /// gets them; tab 0's footer stays idle and its rows as they were.
    func testAFooterBelongsToItsTab() throws {
        for fps in Self.rates {
            var c = testConfig(items: 12, history: 300)
            c.layout = .tabs
            c.feed.latencyMin = 0.5
            c.feed.latencyMax = 0.5
            var e = ListEngine(config: c, metrics: FixedTextMetrics())
            e.tracing = true
            _ = e.frame(at: 0)
            let rows0 = e.layout.count
            e.selectTab(1, at: 0.1)
            try drive(&e, "wait 0.5", fps: fps, for: 0.6)
            e.perform(.bottom, at: e.time)
            try drive(&e, "wait 3", fps: fps, for: 3)
            XCTAssertGreaterThan(e.layout.count, rows0, "\(fps): tab 1 loaded older rows")
            var footer: [String] = []
            e.drainTrace { if case let .footer(_, from, to) = $0 { footer.append("\(from)>\(to)") } }
            XCTAssertTrue(footer.contains("idle>refreshing") || footer.contains("pulling>refreshing"), "\(fps): \(footer)")
            e.selectTab(0, at: e.time)
            _ = e.frame(at: e.time + 0.5)
            XCTAssertEqual(e.layout.count, rows0, "\(fps): tab 0's rows as they were")
            XCTAssertEqual(e.footer.state, .idle, "\(fps): tab 0's footer idle")
        }
    }
}
