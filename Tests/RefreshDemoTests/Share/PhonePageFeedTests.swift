import Foundation
import XCTest
@testable import RefreshEngine
import TestSupport

/// The page shows the app's own list, in a real Chromium: the carousel's row first, then the
/// rows the app holds with their ids, names and texts, at the app's heights, so the page's
/// content is the app's length within 1 pt; the app's new rows after a refresh reach it.
final class PhonePageFeedTests: XCTestCase {
    /// The app's own figure, from its log line: "the list's rows for the pages: N held, content X pt".
    static func appContent(_ log: String) throws -> [(held: Int, content: Double)] {
        log.split(separator: "\n").filter { $0.contains("the list's rows for the pages:") }.compactMap { line in
            let words = line.split(separator: " ")
            guard let h = words.firstIndex(of: "held,"), let c = words.firstIndex(of: "content") else { return nil }
            return Int(words[h - 1]).flatMap { held in Double(words[c + 1]).map { (held, $0) } }
        }
    }

    /// The page's rows: ["carousel", height] then [id, height].
    static func rows(_ line: [String: Any]) throws -> [(id: Int?, height: Double)] {
        let feed = try XCTUnwrap(line["feed"] as? [String: Any])
        return try XCTUnwrap(feed["rows"] as? [[Any]]).map { ($0[0] as? Int, ($0[1] as? NSNumber)?.doubleValue ?? .nan) }
    }

    func testThePageShowsTheAppsRowsAtTheAppsHeights() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, _, app) = try PhonePageListTests.run("", probe: ["--feed"])
        let line = try XCTUnwrap(page.first { $0["feed"] != nil }, phone)
        let rows = try Self.rows(line)
        XCTAssertEqual(rows.first?.id, nil, "the carousel's row is the first: " + phone)
        XCTAssertEqual(rows.first?.height ?? 0, Carousel.rowHeight, accuracy: 0.01)
        XCTAssertEqual(rows.dropFirst().map(\.id), (100_001...100_200).reversed().map { $0 }, "the app's 200 rows, newest first")
        let told = try XCTUnwrap(Self.appContent(app).last, app)
        XCTAssertEqual(told.held, 200)
        let sum = rows.reduce(0) { $0 + $1.height }
        print("share: the page's rows \(sum) pt, the app's content \(told.content) pt")
        XCTAssertEqual(sum, told.content, accuracy: 1, "the page's content is not the app's length")
        XCTAssertGreaterThan(Set(rows.map(\.height)).count, 2, "rows of one height: not the app's laid-out rows")
        let text = try XCTUnwrap(line["text"] as? String)
        let names = FeedContent.authors.filter { text.contains($0) }
        XCTAssertGreaterThanOrEqual(names.count, 3, "the app's feed names are not on the page: " + text.prefix(400))
        XCTAssertFalse(text.contains("Row 1"), "placeholders on the page")
        let feed = try XCTUnwrap(line["feed"] as? [String: Any])
        let cards = try XCTUnwrap(feed["cards"] as? [String])
        XCTAssertEqual(cards.count, 8)
        XCTAssertTrue(cards.allSatisfy { card in FeedContent.authors.contains { $0.hasPrefix(card.replacingOccurrences(of: "…", with: "")) } }, "\(cards)")
        XCTAssertEqual((feed["footerHeight"] as? NSNumber)?.doubleValue ?? 0, 44, accuracy: 0.01, "the app's footer height")
        XCTAssertEqual(feed["older"] as? Int, 100, "the rows the app's footer loads next")
    }

    /// A pull on the page refreshes the app (its replay of the gesture), and the app's new rows
    /// come to the page at the top, at the app's new length.
    func testTheAppsNewRowsAfterARefreshReachThePage() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, _, app) = try PhonePageListTests.run("pull", probe: ["--feed", "--wait-feed", "2"])
        let lines = page.filter { $0["feed"] != nil }
        XCTAssertEqual(lines.count, 2, phone)
        let before = try Self.rows(try XCTUnwrap(lines.first)), after = try Self.rows(try XCTUnwrap(lines.last))
        let added = after.count - before.count
        XCTAssertGreaterThan(added, 0, "no new rows came: " + phone)
        XCTAssertEqual(Array(after.dropFirst(1 + added).map(\.id)), before.dropFirst().map(\.id), "the new rows are not on top")
        XCTAssertTrue(after.dropFirst().prefix(added).allSatisfy { ($0.id ?? 0) > 100_200 }, "the new rows are not newer")
        let told = try XCTUnwrap(Self.appContent(app).last, app)
        XCTAssertEqual(told.held, 200 + added)
        XCTAssertEqual(after.reduce(0) { $0 + $1.height }, told.content, accuracy: 1)
        XCTAssertEqual(lines.last?["offset"] as? Double ?? 0, -64, accuracy: 0.01, "the page at its top kept its top")
    }

    /// The page draws the rows in the app's own fonts (the server serves Assets/Fonts; Hangul and Chinese runs in
    /// NanumSquare and Droid Sans Fallback as the app's FontChain), so the app's line breaks fit: at a DPR of 2 on a
    /// 390 pt screen, at most 2 % of the lines are wider than their room, by at most 12 px (the app measures each
    /// glyph's advance hinted to whole pixels at its own scale; the page lays them out unhinted), and those end in
    /// an ellipsis rather than a glyph cut in half. With the phone's own fonts, lines were cut mid-word.
    func testTheRowsAreDrawnInTheAppsFontsAndTheirLinesFit() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, _, _) = try PhonePageListTests.run("", probe: ["--fit"])
        let fit = try XCTUnwrap(page.first { $0["lines"] != nil }, phone)
        let lines = try XCTUnwrap(fit["lines"] as? Int), over = try XCTUnwrap(fit["over"] as? [String])
        let widest = try XCTUnwrap(fit["widest"] as? Double), fonts = try XCTUnwrap(fit["fonts"] as? [String])
        print("share: \(over.count) of \(lines) lines overflow, by \(widest) px at most; fonts \(fonts)")
        XCTAssertGreaterThan(lines, 100, phone)
        for family in ["RefreshDemo", "RefreshDemo Hangul", "RefreshDemo Han"] {
            XCTAssertTrue(fonts.contains(family), "\(family) did not load: \(fonts)")
        }
        XCTAssertLessThanOrEqual(Double(over.count), Double(lines) * 0.02, "\(over)")
        XCTAssertLessThanOrEqual(widest, 12)
    }
}
