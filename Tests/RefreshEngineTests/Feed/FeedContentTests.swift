import XCTest
@testable import RefreshEngine

final class FeedContentTests: XCTestCase {
    func testSameSeedSameContentAndTimeFallsWithId() {
        let a = FeedContent(seed: 3, epoch: 1000, newestId: 500)
        let b = FeedContent(seed: 3, epoch: 1000, newestId: 500)
        let c = FeedContent(seed: 4, epoch: 1000, newestId: 500)
        XCTAssertEqual(a.item(id: 42), b.item(id: 42))
        XCTAssertNotEqual((300..<320).map { a.item(id: $0).text }, (300..<320).map { c.item(id: $0).text })
        for id in 1..<500 {
            XCTAssertLessThan(a.item(id: id).timestamp, a.item(id: id + 1).timestamp)
        }
    }

    func testTextsCoverEveryScript() {
        let feed = FeedContent(seed: 1, epoch: 0, newestId: 1000)
        let all = (0..<400).map { feed.item(id: $0).text + feed.item(id: $0).author }.joined()
        XCTAssertTrue(all.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "Cyrillic")
        XCTAssertTrue(all.contains("刷新"), "Simplified Chinese")
        XCTAssertTrue(all.contains("鬆開"), "Traditional Chinese")
        XCTAssertTrue(all.unicodeScalars.contains { (0xAC00...0xD7AF).contains($0.value) }, "Hangul")
    }

    func testRelativeTime() {
        let table: [(Double, String)] = [(-5, "now"), (59, "now"), (60, "1m"), (3599, "59m"), (3600, "1h"),
                                         (86_400 * 2, "2d"), (86_400 * 14, "2w"), (86_400 * 800, "2y")]
        for (age, text) in table { XCTAssertEqual(RelativeTime.text(from: 1000, to: 1000 + age), text) }
    }
}
