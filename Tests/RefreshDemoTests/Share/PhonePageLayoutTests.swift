import Foundation
import XCTest
import TestSupport

/// The list layouts (`list.layout`) on the page, in a real Chromium, run by the app's engine in
/// core.wasm: under sections the page draws the app's section header rows and pins the section the
/// app pins, at the app's y (StickyHeaderRule, asked of the core each frame); under empty it shows
/// the app's empty state in the app's words until a pull brings the app's rows.
final class PhonePageLayoutTests: XCTestCase {
    static func tuning(_ layout: String) throws -> URL {
        let file = ProductPaths.temporaryFolder("share-layout-\(layout)").appendingPathComponent("tuning.json")
        try Data("{\"version\": 1, \"list.layout\": \"\(layout)\"}".utf8).write(to: file)
        return file
    }

    /// After a drag and a fling on the page, the app has played them and rests where the page rests:
    /// the page's pinned section is the app's, at the app's y within 1 pt, its header rows the app's.
    func testSectionsPinTheAppsSectionAtTheAppsY() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let gestures = "drag,fling"
        let (page, phone, traceFile, _) = try PhonePageListTests.run(gestures, extra: ["--tuning", try Self.tuning("sections").path,
                                                                                    "--trace-frames"], probe: ["--feed"], traceUntil: { text in
            text.components(separatedBy: "\"kind\":\"release\"").count > 2 && PhonePageBarTests.appAtRest(text, after: 0.45) != nil
        })
        let feed = try XCTUnwrap(page.first { $0["feed"] != nil }, phone)
        let rows = try PhonePageFeedTests.rows(feed)
        let headers = rows.compactMap(\.id).filter { $0 < 0 }
        XCTAssertGreaterThan(headers.count, 1, "the app's section header rows are not on the page: " + phone)
        XCTAssertEqual((feed["layout"] as? [String: Any])?["shape"] as? String, "sections")
        let line = try XCTUnwrap(page.last { $0["gesture"] as? String == "fling" }, phone)
        let sticky = try XCTUnwrap((line["layout"] as? [String: Any])?["sticky"] as? [String: Any], "nothing pinned: " + phone)
        let text = try String(contentsOf: traceFile, encoding: .utf8)
        let app = try XCTUnwrap(PhonePageBarTests.appAtRest(text, after: 0.45))
        let frames = text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let frame = try XCTUnwrap(frames.last { $0["type"] as? String == "frame" && $0["offsetY"] as? Double == app.offset })
        let end = try XCTUnwrap(line["endOffset"] as? Double)
        let pageY = try XCTUnwrap(sticky["y"] as? Double), appY = try XCTUnwrap(frame["stickyY"] as? Double, "the app pins none")
        print("share: sections: the page pins \(sticky["title"] ?? "") at \(pageY) (offset \(end)), the app \(frame["stickyHeader"] ?? "") at \(appY) (offset \(app.offset))")
        XCTAssertEqual(end, app.offset, accuracy: 1, "the page's list rests elsewhere")
        XCTAssertEqual(sticky["title"] as? String, frame["stickyHeader"] as? String, "the page pins another section")
        XCTAssertEqual(pageY, appY, accuracy: 1, "the page's pinned header is not at the app's y")
    }

    /// An empty list shows the app's empty state (its words, no rows) on the page; a pull there
    /// refreshes the app, whose rows come to the page and the state goes.
    func testEmptyShowsTheAppsStateAndAPullBringsTheRows() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, _, _) = try PhonePageListTests.run("pull", extra: ["--tuning", try Self.tuning("empty").path],
                                                             probe: ["--feed", "--wait-feed", "2"])
        let lines = page.filter { $0["feed"] != nil }
        XCTAssertEqual(lines.count, 2, phone)
        let before = try XCTUnwrap(lines.first?["layout"] as? [String: Any], phone)
        XCTAssertEqual(before["shape"] as? String, "empty")
        let empty = try XCTUnwrap(before["empty"] as? [String: Any], "no empty state: " + phone)
        XCTAssertEqual(empty["title"] as? String, "Nothing here yet")
        XCTAssertEqual(empty["hint"] as? String, "Pull down to load the newest posts")
        XCTAssertTrue(try PhonePageFeedTests.rows(try XCTUnwrap(lines.first)).allSatisfy { $0.id == nil }, "rows in an empty list")
        let after = try XCTUnwrap(lines.last)
        XCTAssertGreaterThan(try PhonePageFeedTests.rows(after).filter { ($0.id ?? 0) > 0 }.count, 0, "the pull brought no rows: " + phone)
        XCTAssertTrue((after["layout"] as? [String: Any])?["empty"] is NSNull, "the empty state stayed over the rows: " + phone)
    }
}
