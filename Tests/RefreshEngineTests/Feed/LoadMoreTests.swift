import XCTest
@testable import RefreshEngine
import TestSupport

/// The footer and older pages working inside the engine.
final class LoadMoreTests: XCTestCase {
    func engine(items: Int = 20, history: Int = 200, style: FooterStyle = .auto,
                configure: (inout EngineConfig) -> Void = { _ in }) -> ListEngine {
        var config = EngineConfig()
        config.items = items
        config.history = history
        config.footerStyle = style
        configure(&config)
        return ListEngine(config: config, metrics: FixedTextMetrics())
    }

    func footerTransitions(_ e: inout ListEngine) -> [FooterState] {
        var out: [FooterState] = []
        e.drainTrace { if case let .footer(_, _, to) = $0 { out.append(to) } }
        return out
    }

    func testEndKeyLoadsTheNextPageAndKeepsVisibleRowsStill() {
        var e = engine()
        e.tracing = true
        e.perform(.bottom, at: 0)
        e.run(until: 0.9)
        XCTAssertEqual(e.footer.state, .refreshing)
        let before = e.frame(at: 0.9)
        let anchor = before.rows[1]
        e.run(until: 3)
        XCTAssertEqual(e.layout.count, 40)
        let after = e.frame(at: 3)
        let same = after.rows.first { $0.index == anchor.index }
        XCTAssertEqual(same?.y ?? .nan, anchor.y, accuracy: 1e-9, "appending moved nothing on screen")
        XCTAssertEqual(footerTransitions(&e), [.refreshing, .idle])
    }

    func testTheAutoFooterSitsUnderTheLastRowAndIsHiddenWhenEmpty() {
        var e = engine()
        let f = e.frame(at: 0)
        XCTAssertTrue(f.footer.visible)
        XCTAssertEqual(f.footer.y, e.layout.contentHeight - f.offsetY, accuracy: 1e-9)
        XCTAssertEqual(e.scroller.trailingInset, 44)
        var empty = engine(items: 0)
        XCTAssertFalse(empty.frame(at: 0).footer.visible)
        XCTAssertEqual(empty.scroller.trailingInset, 0)
    }

    func testScrollingToTheEndOfTheHistoryEndsInNoMoreDataInOrder() {
        var e = engine()
        var t = 0.0
        for _ in 0..<15 {
            e.perform(.bottom, at: t)
            t += 2
            e.run(until: t)
        }
        XCTAssertEqual(e.footer.state, .noMoreData)
        XCTAssertEqual(e.layout.count, 220)
        XCTAssertEqual(e.layout.ids, Array((e.paging.service.oldestId...(e.paging.service.oldestId + 219)).reversed()))
    }

    func testNoMoreDataStaysUntilAHeaderRefreshResetsIt() {
        var e = engine(history: 10)
        e.perform(.bottom, at: 0)
        e.run(until: 3)
        XCTAssertEqual(e.footer.state, .noMoreData)
        e.perform(.top, at: 3)
        e.run(until: 4)
        e.perform(.bottom, at: 4)
        e.run(until: 6)
        XCTAssertEqual(e.footer.state, .noMoreData, "never triggers again")
        XCTAssertEqual(e.layout.count, 30)
        e.perform(.refresh, at: 6)
        e.run(until: 9)
        XCTAssertEqual(e.footer.state, .idle, "a successful refresh resets it")
    }

    func testTheFooterNeverLoadsDuringAHeaderRefreshNorTheOtherWayRound() {
        // The carousel off: its row would make six rows taller than the view.
        var e = engine(items: 3) { $0.feed.latencyMin = 1; $0.feed.latencyMax = 1; $0.carousel = false }
        e.tracing = true
        // A short list: the auto footer is in view at once, but the header refreshes first.
        e.beginRefreshing(at: 0)
        e.run(until: 0.5)
        XCTAssertEqual(e.header.state, .refreshing)
        XCTAssertEqual(e.footer.state, .idle)
        e.run(until: 2.5)
        // Once the header is done (closed at about 1.9 s), the footer is in view, but on a list
        // shorter than the view it loads only when the content is pushed up and let go.
        XCTAssertEqual(e.header.state, .idle)
        XCTAssertEqual(e.footer.state, .idle)
        e.handle(.press(x: 200, y: 400), at: 2.5)
        e.handle(.move(x: 200, y: 300), at: 2.55)
        e.handle(.release(x: 200, y: 300), at: 2.6)
        XCTAssertEqual(e.footer.state, .refreshing)
        e.perform(.refresh, at: 2.6)
        XCTAssertEqual(e.header.state, .willRefresh, "no refresh while the footer loads: it waits")
        XCTAssertEqual(e.scroller.leadingInset, 64)
        e.run(until: 3.9)
        XCTAssertEqual(e.header.state, .refreshing, "and starts once the footer is done")
        XCTAssertEqual(e.footer.state, .idle)
        e.run(until: 8)
        XCTAssertEqual(e.layout.count, 3 + 3 + 20)
        var sawBoth = false
        var headerBusy = false, footerBusy = false
        e.drainTrace {
            if case let .header(_, _, to, _, _) = $0 { headerBusy = to == .refreshing || to == .finishing }
            if case let .footer(_, _, to) = $0 { footerBusy = to == .refreshing }
            if headerBusy && footerBusy { sawBoth = true }
        }
        XCTAssertFalse(sawBoth)
    }

    func testAFailedLoadLosesNothingAndATapRetries() {
        var e = engine { $0.feed.failRate = 1 }
        e.perform(.bottom, at: 0)
        e.run(until: 3)
        XCTAssertEqual(e.footer.state, .failed)
        XCTAssertEqual(e.layout.count, 20)
        e.run(until: 6)
        XCTAssertEqual(e.footer.state, .failed, "no retry loop")
        e.paging.service.settings.failRate = 0
        let y = e.frame(at: 6).footer.y + 20
        e.handle(.press(x: 200, y: y), at: 6)
        e.handle(.release(x: 200, y: y), at: 6.1)
        XCTAssertEqual(e.footer.state, .refreshing)
        e.run(until: 8)
        XCTAssertEqual(e.layout.count, 40)
    }

    func testBackStyleNeedsAPullPastTheFooterAndARelease() {
        var e = engine(style: .back)
        e.perform(.bottom, at: 0)
        e.run(until: 2)
        XCTAssertEqual(e.footer.state, .idle, "reaching the end does not load")
        XCTAssertEqual(e.scroller.trailingInset, 0)
        // Short pull: springs back.
        e.handle(.press(x: 200, y: 600), at: 2)
        e.handle(.move(x: 200, y: 540), at: 2.2)
        e.handle(.release(x: 200, y: 540), at: 2.5)
        e.run(until: 4)
        XCTAssertEqual(e.footer.state, .idle)
        // Long pull: pulling, release, loads with the footer held in view.
        e.handle(.press(x: 200, y: 600), at: 4)
        e.handle(.move(x: 200, y: 350), at: 4.3)
        XCTAssertEqual(e.footer.state, .pulling)
        e.handle(.release(x: 200, y: 350), at: 4.6)
        XCTAssertEqual(e.footer.state, .refreshing)
        XCTAssertEqual(e.scroller.trailingInset, 44)
        e.run(until: 4.9)
        let f = e.frame(at: 4.9)
        XCTAssertEqual(f.footer.y + f.footer.height, 760, accuracy: 1, "the footer is held at the bottom")
        e.run(until: 7)
        XCTAssertEqual(e.footer.state, .idle)
        XCTAssertEqual(e.layout.count, 40)
        XCTAssertEqual(e.scroller.trailingInset, 0)
    }

    func testBackStyleWorksWithAShortList() {
        var e = engine(items: 2, style: .back) { $0.feed.unseenAtStart = 0 }
        let f0 = e.frame(at: 0)
        XCTAssertEqual(f0.footer.y, 760, accuracy: 1e-9, "sits at the viewport's bottom, not under two rows")
        e.handle(.press(x: 200, y: 600), at: 0.1)
        e.handle(.move(x: 200, y: 400), at: 0.4)
        e.handle(.release(x: 200, y: 400), at: 0.7)
        XCTAssertEqual(e.footer.state, .refreshing)
        e.run(until: 3)
        XCTAssertEqual(e.layout.count, 22)
    }
}

