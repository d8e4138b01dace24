import XCTest
@testable import RefreshEngine
import TestSupport

/// The header and the feed working together inside the engine.
final class RefreshCycleTests: XCTestCase {
    func testPullPastTheThresholdRefreshesPrependsAndReturnsToTheRestingOffset() throws {
        var h = EngineHarness()
        h.engine.tracing = true
        let before = h.engine.layout.count
        try h.play("drag 200,150 -> 200,450 over 0.3", fps: 60)
        XCTAssertEqual(h.engine.layout.count, before + 3, "the three unseen items arrived")
        XCTAssertEqual(h.engine.scroller.offset, -64)
        XCTAssertEqual(h.engine.scroller.leadingInset, 64)
        XCTAssertEqual(h.engine.header.state, .idle)
        var headers: [HeaderState] = []
        h.engine.drainTrace { if case let .header(_, _, to, _, _) = $0 { headers.append(to) } }
        XCTAssertEqual(headers, [.pulling, .refreshing, .finishing, .idle])
    }

    func testWhileRefreshingTheHeaderIsHeldInView() throws {
        var h = EngineHarness()
        h.engine.beginRefreshing(at: 0)
        XCTAssertEqual(h.engine.header.state, .willRefresh, "not laid out yet")
        h.engine.run(until: 0.3)
        XCTAssertEqual(h.engine.header.state, .refreshing)
        XCTAssertEqual(h.engine.scroller.offset, -118)
        let f = h.engine.frame(at: 0.3)
        XCTAssertEqual(f.header.y, 64, "the header sits right under the bar")
        XCTAssertTrue(f.header.showsSpinner)
        XCTAssertFalse(f.isAtRest)
    }

    func testFKeyFromDeepInTheListScrollsToTheTopAndRefreshes() {
        var h = EngineHarness(items: 5000)
        h.engine.perform(.pageDown, at: 0)
        h.engine.perform(.pageDown, at: 0.1)
        h.engine.run(until: 1)
        XCTAssertGreaterThan(h.engine.scroller.offset, 500)
        h.engine.perform(.refresh, at: 1)
        h.engine.run(until: 1.25)
        XCTAssertEqual(h.engine.scroller.offset, -118, accuracy: 1e-9)
        XCTAssertEqual(h.engine.header.state, .refreshing)
        h.engine.perform(.refresh, at: 1.3)
        h.engine.run(until: 10)
        XCTAssertEqual(h.engine.scroller.offset, -64)
    }

    func testAHundredCyclesSomeFailingSomeInterruptedKeepTheOffsetExactAndNoDuplicates() {
        var config = EngineConfig()
        config.feed.failRate = 0.3
        config.feed.newItemInterval = 0.7
        var engine = ListEngine(config: config, metrics: FixedTextMetrics())
        var t = 0.0
        var rng = SplitMix64(seed: 99)
        func advance(_ d: Double) {
            let end = t + d
            while t < end {
                t = min(t + 1 / 60, end)
                _ = engine.frame(at: t)
            }
        }
        var finishes = 0
        for cycle in 0..<100 {
            if cycle % 3 == 0 {
                engine.perform(.refresh, at: t)
            } else {
                engine.handle(.press(x: 200, y: 150), at: t)
                for i in 1...10 { advance(0.02); engine.handle(.move(x: 200, y: 150 + 30 * Double(i)), at: t) }
                engine.handle(.release(x: 200, y: 450), at: t)
            }
            // Sometimes the user grabs the list while the refresh is running or ending.
            advance(rng.unit() * 2)
            if rng.unit() < 0.5 {
                engine.handle(.press(x: 100, y: 300), at: t)
                advance(0.1)
                engine.handle(.move(x: 100, y: 300 + rng.unit() * 200 - 100), at: t)
                advance(rng.unit() * 0.8)
                engine.handle(.release(x: 100, y: 300), at: t)
            }
            advance(20)
            XCTAssertEqual(engine.header.state, .idle, "cycle \(cycle)")
            XCTAssertEqual(engine.scroller.leadingInset, 64, "cycle \(cycle)")
            XCTAssertTrue(engine.isAtRest(at: t), "cycle \(cycle)")
            // The user's drags may have scrolled the list; back at the top it rests exactly
            // where it started.
            if engine.scroller.offset != -64 {
                engine.perform(.top, at: t)
                advance(5)
            }
            XCTAssertEqual(engine.scroller.offset, -64, "cycle \(cycle)")
            finishes += engine.takeLastUpdatedSaves().count
        }
        XCTAssertGreaterThan(finishes, 40, "most refreshes succeeded")
        XCTAssertLessThan(finishes, 100, "some failed")
        let ids = engine.layout.ids
        XCTAssertEqual(Set(ids).count, ids.count, "no item twice")
        for (a, b) in zip(ids, ids.dropFirst()) { XCTAssertEqual(a - b, 1, "newest first, no gap") }
    }

    func testLastUpdatedIsSavedOnSuccessOnly() {
        var config = EngineConfig()
        config.feed.failRate = 1
        var h = EngineHarness()
        h.engine = ListEngine(config: config, metrics: FixedTextMetrics())
        h.engine.beginRefreshing(at: 0)
        h.engine.run(until: 5)
        var effects: [Double] = []
        effects += h.engine.takeLastUpdatedSaves()
        XCTAssertEqual(effects, [])
        XCTAssertNil(h.engine.lastUpdated)

        var ok = EngineHarness()
        ok.engine.beginRefreshing(at: 0)
        ok.engine.run(until: 5)
        effects += ok.engine.takeLastUpdatedSaves()
        XCTAssertEqual(effects.count, 1)
        if let s = effects.first {
            XCTAssertEqual(s, ok.engine.lastUpdated)
            XCTAssertGreaterThan(s, ok.engine.config.epoch)
        }
    }

    func testAResizeDuringARefreshKeepsIt() {
        var h = EngineHarness()
        h.engine.beginRefreshing(at: 0)
        h.engine.run(until: 0.3)
        h.engine.handle(.resize(width: 300, height: 500), at: 0.3)
        h.engine.run(until: 0.4)
        XCTAssertEqual(h.engine.header.state, .refreshing)
        XCTAssertEqual(h.engine.scroller.offset, -118)
        h.engine.run(until: 6)
        XCTAssertEqual(h.engine.scroller.offset, -64)
    }

    func testAlphaFollowsPullWhenAsked() {
        var config = EngineConfig()
        config.alphaFollowsPull = true
        var h = EngineHarness()
        h.engine = ListEngine(config: config, metrics: FixedTextMetrics())
        h.engine.handle(.press(x: 100, y: 100), at: 0)
        h.engine.handle(.move(x: 100, y: 150), at: 0.1)
        let f = h.engine.frame(at: 0.1)
        XCTAssertEqual(f.header.pullingPercent, (-64 - f.offsetY) / 54, accuracy: 1e-9)
        XCTAssertEqual(f.header.alpha, f.header.pullingPercent, accuracy: 1e-9)
        XCTAssertGreaterThan(f.header.alpha, 0.2)
        XCTAssertLessThan(f.header.alpha, 1)
        var plain = EngineHarness()
        plain.engine.handle(.press(x: 100, y: 100), at: 0)
        plain.engine.handle(.move(x: 100, y: 150), at: 0.1)
        XCTAssertEqual(plain.engine.frame(at: 0.1).header.alpha, 1)
    }

    func testStylesAndLanguagesSwitchAtRunTime() {
        var h = EngineHarness()
        var f = h.engine.frame(at: 0)
        XCTAssertEqual(f.header.title, "Pull down to refresh")
        XCTAssertEqual(f.header.subtitle, "Last updated: No record")
        h.engine.perform(.language, at: 0.1)
        f = h.engine.frame(at: 0.1)
        XCTAssertEqual(f.header.title, "下拉可以刷新")
        h.engine.perform(.headerStyle, at: 0.2)
        XCTAssertEqual(h.engine.frame(at: 0.2).header.style, .gif)
        h.engine.perform(.headerStyle, at: 0.3)
        f = h.engine.frame(at: 0.3)
        XCTAssertEqual(f.header.style, .spinner)
        XCTAssertEqual(f.header.title, "下拉可以刷新", "the spinner style says what happens too")
    }
}
