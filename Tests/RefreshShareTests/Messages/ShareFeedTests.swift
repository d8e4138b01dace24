import Foundation
import XCTest
@testable import RefreshShare

/// The feed message: every text once in a table, the rows by index, heights to a thousandth of
/// a point; over its byte limit the older rows go first, then the held rows from the bottom.
final class ShareFeedTests: XCTestCase {
    static let authors = ["Alice Chen", "李雷", "Олена Коваленко", "김민준"]

    static func feed(held: Int, older: Int) -> ShareFeed {
        let rows = (0..<(held + older)).map { i in
            ShareFeed.Row(id: 100_000 - i, height: [67, 87.333_333, 107.5][i % 3], author: authors[i % 4], time: "\(i)m",
                          initial: String(authors[i % 4].first!), color: i % 8,
                          lines: (0..<(1 + i % 3)).map { "Line \($0) of post \(i) with some words in it" })
        }
        return ShareFeed(rows: rows, held: held, pageSize: 20, end: true,
                         cards: [ShareFeed.Card(id: 24, title: "Chloé Dubois", initial: "C", color: 3)],
                         geometry: ["band": 178, "footerHeight": 44, "bad": .nan], colors: ["#C93400", "#1E7D37"],
                         contentHeight: 178 + rows.prefix(held).reduce(0) { $0 + $1.height })
    }

    /// The message read back as the page reads it (page.js showFeed).
    static func decode(_ text: String) throws -> (rows: [ShareFeed.Row], object: [String: Any]) {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strings = try XCTUnwrap(object["strings"] as? [String])
        let rows = try XCTUnwrap(object["rows"] as? [[Any]]).map { r in
            ShareFeed.Row(id: r[0] as! Int, height: (r[1] as! NSNumber).doubleValue, author: strings[r[2] as! Int],
                          time: strings[r[3] as! Int], initial: strings[r[4] as! Int], color: r[5] as! Int,
                          lines: (r[6] as! [Int]).map { strings[$0] })
        }
        return (rows, object)
    }

    func testTheRowsComeBackAsSentWithEachTextOnce() throws {
        let feed = Self.feed(held: 200, older: 100)
        let text = feed.message(version: 7, byteLimit: 1 << 20)
        let (rows, object) = try Self.decode(text)
        XCTAssertEqual(object["type"] as? String, "feed")
        XCTAssertEqual(object["version"] as? Int, 7)
        XCTAssertEqual(object["held"] as? Int, 200)
        XCTAssertEqual(object["end"] as? Bool, true)
        XCTAssertEqual(rows.count, 300)
        for (sent, got) in zip(feed.rows, rows) {
            XCTAssertEqual(got.height, sent.height, accuracy: 0.0005)
            XCTAssertEqual(got.author, sent.author)
            XCTAssertEqual(got.lines, sent.lines)
            XCTAssertEqual(got.id, sent.id)
        }
        let strings = try XCTUnwrap(object["strings"] as? [String])
        XCTAssertEqual(Set(strings).count, strings.count, "a text twice in the table")
        let sum = 178 + rows.prefix(200).reduce(0) { $0 + $1.height }
        XCTAssertEqual(sum, object["contentHeight"] as? Double ?? 0, accuracy: 0.15)
        XCTAssertNil((object["geometry"] as? [String: Double])?["bad"], "a height that is not a number is left out")
        XCTAssertLessThan(text.utf8.count, 40_000, "300 rows, each line its own: \(text.utf8.count) bytes")
    }

    /// A chat's message: no footer, its pill's four templates and how its language counts, as sent.
    func testAChatsFooterAndPillWordsGoAsSet() throws {
        var feed = Self.feed(held: 3, older: 0)
        feed.layout = "chat"
        feed.footer = false
        feed.newMessages = ["{n} новое сообщение", "{n} новых сообщения", "{n} новых сообщений", "{n} новых сообщений"]
        feed.pluralRule = 2
        let (_, object) = try Self.decode(feed.message(version: 1, byteLimit: 1 << 20))
        XCTAssertEqual(object["layout"] as? String, "chat")
        XCTAssertEqual(object["footer"] as? Bool, false)
        XCTAssertEqual(object["newMessages"] as? [String], feed.newMessages)
        XCTAssertEqual(object["pluralRule"] as? Int, 2)
    }

    /// Under tabs the strip's titles go in the app's words, left to right; another shape sends none.
    func testTheTabsTitlesGoAsSet() throws {
        var feed = Self.feed(held: 3, older: 0)
        XCTAssertEqual(try Self.decode(feed.message(version: 1, byteLimit: 1 << 20)).1["tabTitles"] as? [String], [])
        feed.layout = "tabs"
        feed.tabTitles = ["Новое", "Подписки", "Популярное"]
        let (_, object) = try Self.decode(feed.message(version: 2, byteLimit: 1 << 20))
        XCTAssertEqual(object["layout"] as? String, "tabs")
        XCTAssertEqual(object["tabTitles"] as? [String], feed.tabTitles)
    }

    func testOverItsLimitTheOlderRowsGoFirstThenTheHeldFromTheBottom() throws {
        let whole = Self.feed(held: 200, older: 100).message(version: 1, byteLimit: 1 << 20).utf8.count
        let heldOnly = Self.feed(held: 200, older: 0).message(version: 1, byteLimit: 1 << 20).utf8.count
        XCTAssertLessThan(heldOnly, whole)
        let table: [(held: Int, older: Int, limit: Int, heldLeft: ClosedRange<Int>, olderLeft: ClosedRange<Int>)] = [
            (200, 100, whole, 200...200, 100...100),
            (200, 100, (heldOnly + whole) / 2, 200...200, 1...99),
            (200, 100, heldOnly * 3 / 4, 100...199, 0...0),
            (5000, 0, 48 << 10, 100...4999, 0...0),
        ]
        for row in table {
            let text = Self.feed(held: row.held, older: row.older).message(version: 1, byteLimit: row.limit)
            XCTAssertLessThanOrEqual(text.utf8.count, row.limit)
            XCTAssertGreaterThan(text.utf8.count, row.limit * 3 / 4, "cut far more than needed")
            let (rows, object) = try Self.decode(text)
            let held = try XCTUnwrap(object["held"] as? Int)
            XCTAssertTrue(row.heldLeft.contains(held), "\(row): \(held) held")
            XCTAssertTrue(row.olderLeft.contains(rows.count - held), "\(row): \(rows.count - held) older")
            XCTAssertEqual(object["end"] as? Bool, row.limit == whole, "a cut feed is not the end")
            XCTAssertEqual(rows.map(\.id), (0..<rows.count).map { 100_000 - $0 }, "the top rows are kept, in order")
        }
    }
}
