import XCTest
@testable import RefreshEngine

/// The pinned section's rule on the header rows' tops alone (the page's core asks the same).
final class StickyHeaderRuleTests: XCTestCase {
    /// Headers at 100 (the band's bottom), 400 and 700, 28 pt tall, under a bar whose bottom is at 64.
    let tops = [100.0, 400, 700]

    func pinned(_ offset: Double) -> StickyHeaderRule.Pinned? {
        StickyHeaderRule.pinned(tops: tops, height: 28, offset: offset, barBottom: 64, band: 100)
    }

    func testNoneInTheBandOrWithAHeaderRowAtTheEdge() {
        XCTAssertNil(pinned(-64), "the list at its top: the edge in the band")
        XCTAssertNil(pinned(36), "the edge at the band's bottom")
        XCTAssertNil(pinned(336), "the second header's row starts at the edge: drawn as its row")
        XCTAssertNil(StickyHeaderRule.pinned(tops: [], height: 28, offset: 500, barBottom: 64, band: 0))
    }

    func testTheSectionUnderTheEdgeIsPinnedAtTheBarAndPushedUpByTheNext() {
        XCTAssertEqual(pinned(37), .init(index: 0, y: 64))
        XCTAssertEqual(pinned(300), .init(index: 0, y: 64), "the next header is a header's height away")
        XCTAssertEqual(pinned(320), .init(index: 0, y: 52), "the next header at 80 pushes the pinned one to 80 - 28")
        XCTAssertEqual(pinned(400), .init(index: 1, y: 64), "past its row the next section is pinned")
        XCTAssertEqual(pinned(5_000), .init(index: 2, y: 64), "the last stays pinned past the rows")
    }

    func testTheEmptyStateIsCentredUnderTheBarAndRidesOnThePull() {
        XCTAssertEqual(EmptyStateRule.centerY(offset: -64, band: 0, viewportHeight: 800, topBar: 64), 64 + 368)
        XCTAssertEqual(EmptyStateRule.centerY(offset: -164, band: 0, viewportHeight: 800, topBar: 64), 164 + 368)
    }
}
