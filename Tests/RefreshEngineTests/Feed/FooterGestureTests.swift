import XCTest
@testable import RefreshEngine
import TestSupport

/// The auto footer never loads on short content without a gesture, and a new pull into a
/// failed footer retries (MJRefresh's pan-ended rule, and a retry a hand can ask for).
final class FooterGestureTests: XCTestCase {
    func engine(items: Int, style: FooterStyle = .auto, failRate: Double = 0) -> ListEngine {
        var config = EngineConfig()
        config.items = items
        config.history = 200
        config.footerStyle = style
        config.feed.failRate = failRate
        config.feed.latencyMin = 0.5
        config.feed.latencyMax = 0.5
        var e = ListEngine(config: config, metrics: FixedTextMetrics())
        e.tracing = true
        return e
    }

    func olderRequests(_ e: inout ListEngine) -> Int {
        var n = 0
        e.drainTrace { if case .feedRequest(_, "older", _, _) = $0 { n += 1 } }
        return n
    }

    func drag(_ e: inout ListEngine, from y0: Double, to y1: Double, at t: Double) {
        e.handle(.press(x: 200, y: y0), at: t)
        e.handle(.move(x: 200, y: (y0 + y1) / 2), at: t + 0.05)
        e.handle(.move(x: 200, y: y1), at: t + 0.1)
        e.handle(.release(x: 200, y: y1), at: t + 0.1)
    }

    // MARK: State machine

    func testShortContentShowingNeverLoadsAPushUpDoes() {
        var f = FooterHost()
        f.contentIsShort = true
        XCTAssertEqual(f.handle(.scrolled(visible: 1, dragging: false), at: 0), [])
        XCTAssertEqual(f.handle(.scrolled(visible: 3, dragging: true), at: 0.1), [])
        XCTAssertEqual(f.handle(.released(visible: 3), at: 0.2), [])
        XCTAssertEqual(f.handle(.releasedPushedUp, at: 0.2), [.transition(from: .idle, to: .refreshing), .startLoad])
        XCTAssertEqual(f.handle(.loadFinished(.failed), at: 1), [.transition(from: .refreshing, to: .failed)])
        XCTAssertEqual(f.handle(.releasedPushedUp, at: 2), [.transition(from: .failed, to: .refreshing), .startLoad],
                       "a push up retries after a failure")
        f.headerLoading = true
        _ = f.handle(.loadFinished(.loaded(3)), at: 3)
        XCTAssertEqual(f.handle(.releasedPushedUp, at: 4), [], "never while the header loads")
        f.headerLoading = false
        f.contentIsShort = false
        XCTAssertEqual(f.handle(.releasedPushedUp, at: 5), [], "long content: showing is the trigger")
        var back = FooterHost(style: .back)
        back.contentIsShort = true
        XCTAssertEqual(back.handle(.releasedPushedUp, at: 0), [], "the back footer needs its threshold")
    }

    func testAFailedAutoFooterRetriesWhenANewDragPullsFurtherIntoIt() {
        var f = FooterHost()
        _ = f.handle(.scrolled(visible: 1, dragging: false), at: 0)
        XCTAssertEqual(f.state, .refreshing)
        _ = f.handle(.loadFinished(.failed), at: 1)
        XCTAssertEqual(f.handle(.scrolled(visible: 1.5, dragging: false), at: 1.1), [], "no retry by itself")
        _ = f.handle(.dragBegan, at: 2)
        XCTAssertEqual(f.handle(.scrolled(visible: 1.49, dragging: true), at: 2.1), [], "moving away: no retry")
        XCTAssertEqual(f.handle(.scrolled(visible: 1.5 + 0.5 / 44, dragging: true), at: 2.2), [], "under 1 pt further")
        XCTAssertEqual(f.handle(.scrolled(visible: 1.6, dragging: true), at: 2.3),
                       [.transition(from: .failed, to: .refreshing), .startLoad])
    }

    func testAFailedBackFooterPulledPastItsThresholdPullsAgain() {
        var f = FooterHost(style: .back)
        _ = f.handle(.scrolled(visible: 1.2, dragging: true), at: 0)
        _ = f.handle(.released(visible: 1.2), at: 0.1)
        _ = f.handle(.loadFinished(.failed), at: 1)
        XCTAssertEqual(f.state, .failed)
        XCTAssertEqual(f.handle(.scrolled(visible: 1.1, dragging: true), at: 2), [.transition(from: .failed, to: .pulling)])
        XCTAssertEqual(f.handle(.released(visible: 1.1), at: 2.1),
                       [.transition(from: .pulling, to: .refreshing), .setInset(44, duration: 0.25), .startLoad])
    }

    // MARK: In the engine

    func testAShortListLoadsNothingWithoutAGesture() {
        var e = engine(items: 3)
        e.run(until: 5)
        XCTAssertEqual(e.footer.state, .idle)
        XCTAssertEqual(olderRequests(&e), 0, "no input, no load")
        // Pulled down (towards the header, short of it) and let go: still nothing.
        drag(&e, from: 200, to: 240, at: 5)
        e.run(until: 6)
        XCTAssertEqual(olderRequests(&e), 0)
        // Pushed up and let go: the footer loads.
        drag(&e, from: 400, to: 330, at: 6)
        XCTAssertEqual(e.footer.state, .refreshing)
        e.run(until: 7)
        XCTAssertEqual(olderRequests(&e), 1)
        XCTAssertEqual(e.layout.count, 23)
    }

    func testAClickWithAShakyHandOnTheFooterStillLoads() {
        var e = engine(items: 3)
        let f = e.frame(at: 0.1)
        let y = f.footer.y + 20
        e.handle(.press(x: 200, y: y), at: 1)
        e.handle(.move(x: 203, y: y + 4), at: 1.05)
        e.handle(.move(x: 199, y: y - 3), at: 1.1)
        e.handle(.release(x: 201, y: y + 2), at: 1.15)
        XCTAssertEqual(e.footer.state, .refreshing, "a click, not a drag")
        XCTAssertEqual(e.scroller.offset, -64, "and nothing scrolled")
    }

    func testAFailedLoadRetriesOnANewPullIntoTheFooter() {
        var e = engine(items: 20, failRate: 1)
        e.perform(.bottom, at: 0)
        e.run(until: 2)
        XCTAssertEqual(e.footer.state, .failed)
        XCTAssertEqual(olderRequests(&e), 1)
        e.setTunable("feed.failRate", 0, at: 2)
        e.run(until: 4)
        e.perform(.bottom, at: 4)
        e.run(until: 5)
        XCTAssertEqual(e.footer.state, .failed, "showing again without a drag is no retry")
        // A pull up into the footer: retry, and this time it loads.
        drag(&e, from: 500, to: 420, at: 5)
        XCTAssertEqual(e.footer.state, .refreshing)
        e.run(until: 7)
        XCTAssertEqual(e.footer.state, .idle)
        XCTAssertEqual(e.layout.count, 40)
    }
}
