import XCTest
@testable import RefreshEngine
import TestSupport

/// The list's rows for the phone preview: every held row laid out, a budget of rows a call,
/// band + their heights = the list's content extent, the older rows the footer loads next, the
/// cards, and nothing on screen moves while the rows are laid out.
final class ListSnapshotTests: XCTestCase {
    /// What the preview does over frames: lays the rows out 8 a call, then the older ones.
    static func snapshot(_ e: inout ListEngine, limit: Int, older: Int) -> ListSnapshot {
        while !e.layOutForSnapshot(limit: limit, budget: 8).done {}
        return e.snapshot(limit: limit, older: e.olderIds(older).map { e.olderRow($0) })
    }

    func engine(items: Int = 200, history: Int = 300, carousel: Bool = true) -> ListEngine {
        var config = testConfig(items: items, history: history)
        config.carousel = carousel
        var e = ListEngine(config: config, metrics: FixedTextMetrics())
        _ = e.frame(at: 0)
        return e
    }

    func testTheHeldRowsAddUpToTheListsContentExtent() throws {
        for (items, carousel) in [(200, true), (200, false), (1, true), (37, false)] {
            var e = engine(items: items, carousel: carousel)
            let estimated = e.layout.contentHeight
            let s = Self.snapshot(&e, limit: 500, older: 100)
            XCTAssertEqual(s.held, items)
            XCTAssertEqual(s.rows.prefix(s.held).map(\.id), e.layout.ids, "\(items) rows")
            let sum = s.band + s.rows.prefix(s.held).reduce(0) { $0 + $1.height }
            XCTAssertEqual(sum, s.contentHeight, accuracy: 1e-9)
            XCTAssertEqual(s.contentHeight, e.layout.contentHeight, accuracy: 1e-9)
            XCTAssertEqual(s.contentHeight, e.scroller.contentExtent, accuracy: 1e-9, "the scroller has the laid-out extent")
            XCTAssertEqual(s.band, carousel ? Carousel.rowHeight : 0)
            for i in 0..<items { XCTAssertTrue(e.layout.isLaidOut(i)) }
            // Laid out as the list lays out a row in view, to the point.
            for (i, row) in s.rows.prefix(s.held).enumerated() { XCTAssertEqual(row, e.layout.layout(at: i)) }
            if items > 20 { XCTAssertNotEqual(estimated, s.contentHeight, "every row counted at the estimate: nothing was laid out") }
        }
    }

    /// Under tabs the snapshot carries the strip's titles in the list's language; another shape none.
    func testTheTabsTitlesComeUnderTabsAlone() {
        var config = testConfig(items: 20, history: 0)
        config.layout = .tabs
        var tabbed = ListEngine(config: config, metrics: FixedTextMetrics())
        _ = tabbed.frame(at: 0)
        XCTAssertEqual(Self.snapshot(&tabbed, limit: 500, older: 0).tabTitles, Language.en.tabTitles)
        var feed = engine(items: 20, history: 0)
        XCTAssertEqual(Self.snapshot(&feed, limit: 500, older: 0).tabTitles, [])
    }

    /// Under tabs the page's rows are the first tab's whichever tab the app shows (the page runs
    /// its tabs itself): the same snapshot after the app shows its second tab.
    func testTheTabsRowsAreTheFirstTabsWhicheverShows() {
        var config = testConfig(items: 40, history: 0)
        config.layout = .tabs
        var e = ListEngine(config: config, metrics: FixedTextMetrics())
        _ = e.frame(at: 0)
        let first = Self.snapshot(&e, limit: 500, older: 0)
        let key = e.snapshotKey
        e.selectTab(1, at: 0.1)
        _ = e.frame(at: 1)
        XCTAssertEqual(e.shownTab, 1)
        XCTAssertNotEqual(e.layout.layout(at: 0)?.bodyLines, first.rows.first?.bodyLines, "the second tab's own rows show")
        XCTAssertEqual(e.snapshotKey, key)
        let again = Self.snapshot(&e, limit: 500, older: 0)
        XCTAssertEqual(again.rows.map(\.id), first.rows.map(\.id))
        XCTAssertEqual(again.rows.map(\.bodyLines), first.rows.map(\.bodyLines))
    }

    func testTheOlderRowsAreTheOnesTheFooterLoadsNextDownToTheFeedsOldest() throws {
        var e = engine(items: 200, history: 300)
        let s = Self.snapshot(&e, limit: 500, older: 100)
        XCTAssertEqual(s.rows.count, 300)
        XCTAssertEqual(s.rows.dropFirst(200).map(\.id), Array((100_001 - 100...100_000).reversed()))
        XCTAssertEqual(s.pageSize, 20)
        XCTAssertFalse(s.end)
        var short = engine(items: 200, history: 30)
        let t = Self.snapshot(&short, limit: 500, older: 100)
        XCTAssertEqual(t.rows.count, 230, "only the 30 the feed has")
        XCTAssertTrue(t.end)
        var none = engine(items: 200, history: 0)
        XCTAssertEqual(Self.snapshot(&none, limit: 500, older: 100).rows.count, 200)
        XCTAssertTrue(Self.snapshot(&none, limit: 500, older: 100).end)
    }

    func testALimitBelowTheRowsHoldsThatManyAndNoOlderOnes() throws {
        var e = engine(items: 200)
        let s = Self.snapshot(&e, limit: 50, older: 100)
        XCTAssertEqual(s.held, 50)
        XCTAssertEqual(s.rows.count, 50, "rows past the limit lie between: no older ones after them")
        XCTAssertFalse(s.end)
        XCTAssertEqual(s.contentHeight, s.band + s.rows.reduce(0) { $0 + $1.height }, accuracy: 1e-9)
    }

    func testTheCardsAreTheCarouselsFirstToLast() throws {
        var e = engine()
        let s = Self.snapshot(&e, limit: 500, older: 0)
        XCTAssertEqual(s.cards.map(\.id), e.carouselFeature.row?.cards)
        XCTAssertEqual(s.cards.map(\.index), Array(0..<s.cards.count))
        XCTAssertEqual(s.cards.first?.x, Carousel.inset)
        XCTAssertEqual(s.cards.dropFirst().first?.x, Carousel.inset + Carousel.cardWidth + Carousel.gap)
        XCTAssertEqual(s.cardWidth, 132)
        XCTAssertEqual(s.moreCards.map(\.id), Array((1..<(s.cards.last?.id ?? 1)).reversed()), "the trailer's next cards, down to the first")
        XCTAssertEqual(s.moreCards.first?.index, s.cards.count)
        XCTAssertEqual(s.cardPage, 8)
        XCTAssertEqual(s.trailerWidth, 60)
        XCTAssertFalse(s.cards.isEmpty)
        for card in s.cards { XCTAssertTrue(FeedContent.authors.contains { $0.hasPrefix(card.title.replacingOccurrences(of: "…", with: "")) }, card.title) }
    }

    /// Scrolled into the rows, laying the rest out moves nothing on screen: the rows above the
    /// anchor that change height move the offset by as much.
    func testLayingTheRowsOutMovesNothingOnScreen() throws {
        for offset in [0.0, 3000, 9000] {
            var e = engine()
            e.scroller.shift(by: offset)
            let before = e.frame(at: 1).rows.map { ($0.layout.id, $0.y) }
            _ = Self.snapshot(&e, limit: 500, older: 0)
            let after = e.frame(at: 1).rows.map { ($0.layout.id, $0.y) }
            XCTAssertFalse(before.isEmpty)
            let first = try XCTUnwrap(before.first { $0.1 >= 64 })
            let same = try XCTUnwrap(after.first { $0.0 == first.0 }, "row \(first.0) left the screen at \(offset)")
            XCTAssertEqual(same.1, first.1, accuracy: 1e-9, "row \(first.0) moved at offset \(offset)")
        }
    }

    /// No call lays out more than its budget; the calls add up to every row not yet laid out.
    func testEachCallLaysOutAtMostItsBudget() throws {
        var e = engine(items: 200)
        let before = e.layout.laidOutCount
        var calls = 0
        while true {
            let count = e.layout.laidOutCount
            let step = e.layOutForSnapshot(limit: 500, budget: 8)
            calls += 1
            XCTAssertLessThanOrEqual(e.layout.laidOutCount - count, 8)
            XCTAssertEqual(step.budget, 8 - (e.layout.laidOutCount - count))
            if step.done { break }
            XCTAssertLessThan(calls, 100)
        }
        XCTAssertEqual(e.layout.laidOutCount, 200)
        XCTAssertEqual(calls, max((200 - before + 7) / 8, 1), "calls for \(200 - before) rows")
        XCTAssertEqual(e.layOutForSnapshot(limit: 500, budget: 8).budget, 8, "nothing left: the budget comes back whole")
    }

    func testTheKeyChangesWithTheRowsTheWidthAndTheLanguageNotWithTheLayout() throws {
        var e = engine()
        let key = e.snapshotKey
        _ = Self.snapshot(&e, limit: 500, older: 100)
        XCTAssertEqual(e.snapshotKey, key, "laying the rows out is no change")
        var wider = e
        wider.resize(width: 500, height: 760, at: 1)
        XCTAssertNotEqual(wider.snapshotKey, key)
        var other = e
        other.language = .zhHans
        XCTAssertNotEqual(other.snapshotKey, key)
        var more = e
        more.layout.append([1, 2])
        XCTAssertNotEqual(more.snapshotKey, key)
    }
}
