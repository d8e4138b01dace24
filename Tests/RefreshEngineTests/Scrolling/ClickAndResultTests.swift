import XCTest
@testable import RefreshEngine
import TestSupport

/// A click acts on release inside what it pressed, however long it was held; the top bar
/// scrolls to the top; "No new items" is said once, by the header, never by a banner.
final class ClickAndResultTests: XCTestCase {
    func engine(items: Int = 20, failRate: Double = 0) -> ListEngine {
        var config = EngineConfig()
        config.items = items
        config.feed.failRate = failRate
        config.feed.latencyMin = 0.5
        config.feed.latencyMax = 0.5
        return ListEngine(config: config, metrics: FixedTextMetrics())
    }

    /// A failed footer, in view, at rest, from time 3 on.
    func failedFooter() -> (ListEngine, y: Double) {
        var e = engine(failRate: 1)
        e.perform(.bottom, at: 0)
        e.run(until: 3)
        XCTAssertEqual(e.footer.state, .failed)
        e.paging.service.settings.failRate = 0
        return (e, e.frame(at: 3).footer.y + 20)
    }

    func testHoldingTheFailedFooterThenReleasingInsideItRetriesWhateverTheHold() {
        for hold in [0.05, 0.5, 0.8, 3.0] {
            var (e, y) = failedFooter()
            e.handle(.press(x: 200, y: y), at: 3)
            e.run(until: 3 + hold)
            e.handle(.release(x: 200, y: y), at: 3 + hold)
            XCTAssertEqual(e.footer.state, .refreshing, "held \(hold) s, released inside: it retries")
        }
    }

    func testASidewaysSlideWithinTheFooterStillRetries() {
        var (e, y) = failedFooter()
        e.handle(.press(x: 100, y: y), at: 3)
        e.handle(.move(x: 300, y: y), at: 3.2)
        e.handle(.release(x: 300, y: y), at: 3.3)
        XCTAssertEqual(e.footer.state, .refreshing, "the pointer never left the footer")
    }

    func testAPressThatLeftTheFooterDoesNothing() {
        var (e, y) = failedFooter()
        e.handle(.press(x: 200, y: y), at: 3)
        // Dragged down, away from the end: a scroll, not a click (a drag up would be a new
        // pull into the footer, which retries by itself).
        e.handle(.move(x: 200, y: y + 150), at: 3.2)
        e.handle(.release(x: 200, y: y + 150), at: 3.3)
        XCTAssertNotEqual(e.footer.state, .refreshing, "released elsewhere: no retry")
        var (e2, y2) = failedFooter()
        e2.handle(.press(x: 200, y: y2), at: 3)
        e2.handle(.release(x: 900, y: y2), at: 3.3)
        XCTAssertEqual(e2.footer.state, .failed, "released outside the window: no retry")
    }

    func testAClickOnTheTopBarScrollsToTheTop() {
        var e = engine(items: 40)
        e.perform(.pageDown, at: 0)
        e.perform(.pageDown, at: 0.5)
        e.run(until: 2)
        XCTAssertGreaterThan(e.scroller.offset, 500)
        e.handle(.press(x: 200, y: 30), at: 2)
        e.handle(.release(x: 200, y: 30), at: 2.1)
        e.run(until: 4)
        XCTAssertEqual(e.scroller.offset, -64, accuracy: 1e-9, "at the top, under the bar")
        XCTAssertEqual(e.header.state, .idle, "and nothing refreshed")
    }

    func testAClickOnARowDoesNotScrollToTheTop() {
        var e = engine(items: 40)
        e.perform(.pageDown, at: 0)
        e.run(until: 1)
        let offset = e.scroller.offset
        e.handle(.press(x: 200, y: 300), at: 1)
        e.handle(.release(x: 200, y: 300), at: 1.1)
        e.run(until: 2)
        XCTAssertEqual(e.scroller.offset, offset, accuracy: 1e-9)
    }

    func testNoNewItemsShowsNoBannerButNewItemsAndFailuresDo() {
        var e = engine()
        // The first refresh finds the 3 posts unseen at start: a banner.
        e.beginRefreshing(at: 0)
        var banners = 0
        var t = 0.0
        var kinds: Set<BannerKind> = []
        while t < 6 {
            t += 1 / 60
            if let b = e.frame(at: t).banner { banners += 1; kinds.insert(b.kind) }
        }
        XCTAssertGreaterThan(banners, 0, "new items: a banner")
        XCTAssertEqual(kinds, [.success], "good news says so")
        // The second, before a new post appears: none, and said once by the header.
        e.beginRefreshing(at: t)
        var sawNoNewItems = false
        var bannerAt: Double?
        let end = t + 6
        while t < end {
            t += 1 / 60
            if bannerAt == nil, e.frame(at: t).banner != nil { bannerAt = t }
            if e.header.result == .noNewItems { sawNoNewItems = true }
        }
        XCTAssertNil(bannerAt, "no banner for no new items")
        XCTAssertTrue(sawNoNewItems, "the header said it")
        XCTAssertTrue(e.isAtRest(at: t))
        // A failure: a banner.
        e.paging.service.settings.failRate = 1
        e.beginRefreshing(at: t)
        var failed = false
        kinds = []
        let end2 = t + 6
        while t < end2 {
            t += 1 / 60
            if let b = e.frame(at: t).banner { kinds.insert(b.kind); if b.failed { failed = true } }
        }
        XCTAssertTrue(failed, "a failure: a red banner")
        XCTAssertEqual(kinds, [.failure], "a failure banner says it is one")
    }
}
