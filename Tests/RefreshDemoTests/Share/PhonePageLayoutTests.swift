import Foundation
import XCTest
import TestSupport
import RefreshEngine

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

    /// The app's trace as lines.
    static func lines(_ traceFile: URL) throws -> [[String: Any]] {
        try String(contentsOf: traceFile, encoding: .utf8).split(separator: "\n")
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// A chat on the page is the app's: it opens at its end at the app's offset (within 1 pt) with the app's
    /// messages; the app's next message reaches it and is followed there, as the app followed it; scrolled up
    /// (a drag the app plays too), the next is counted in the pill in the app's words, as the app counted it;
    /// a tap on the pill takes the page and the app to the end (within 1 pt of each other) and the pill goes.
    func testChatOpensAtItsEndFollowsAnArrivalAndCountsTheNextInThePill() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, traceFile, _) = try PhonePageListTests.run("open,arrival,dragback,arrival,tappill",
                                                                  extra: ["--tuning", try Self.tuning("chat").path, "--trace-frames"],
                                                                  traceUntil: { text in
            text.components(separatedBy: "\"type\":\"arrival\"").count > 2 && PhonePageBarTests.appAtRest(text, after: 0.6) != nil
        })
        let steps = Dictionary(grouping: page.filter { $0["gesture"] != nil }, by: { $0["gesture"] as? String ?? "" })
        let trace = try Self.lines(traceFile)
        let arrivals = trace.filter { $0["type"] as? String == "arrival" }
        XCTAssertGreaterThanOrEqual(arrivals.count, 2, phone)
        guard arrivals.count >= 2 else { return }
        let firstArrival = try XCTUnwrap(arrivals.first?["t"] as? Double)

        // Open: the page at its end, where the app rested before its first arrival, with the same messages.
        let open = try XCTUnwrap(steps["open"]?.first, phone)
        let opened = try XCTUnwrap(trace.last { $0["type"] as? String == "frame" && ($0["t"] as? Double ?? .infinity) < firstArrival })
        let openOffset = try XCTUnwrap(open["offset"] as? Double), openMax = try XCTUnwrap(open["maxOffset"] as? Double)
        let appOpened = try XCTUnwrap(opened["offsetY"] as? Double)
        print("share: chat: the page opens at \(openOffset) (its end \(openMax)), the app at \(appOpened)")
        XCTAssertEqual(openOffset, openMax, accuracy: 1, "the page's chat did not open at its end")
        XCTAssertEqual(openOffset, appOpened, accuracy: 1, "the page's chat opened elsewhere than the app's")
        let posts = try XCTUnwrap(open["posts"] as? [Int])
        XCTAssertEqual(posts, posts.sorted(), "a chat's messages go oldest first")
        XCTAssertEqual((open["footer"] as? [String: Any])?["shown"] as? Bool, false, "a chat has no footer")

        // An arrival at the end: followed on the page and in the app.
        let followed = try XCTUnwrap(steps["arrival"]?.first, phone)
        XCTAssertEqual(arrivals[0]["followed"] as? Bool, true, "the app did not follow its first arrival")
        XCTAssertGreaterThan((followed["posts"] as? [Int])?.count ?? 0, posts.count, "the app's message did not reach the page")
        XCTAssertEqual(try XCTUnwrap(followed["offset"] as? Double), try XCTUnwrap(followed["maxOffset"] as? Double), accuracy: 1,
                       "the page did not follow the arrival to its end")
        XCTAssertTrue((followed["layout"] as? [String: Any])?["pill"] is NSNull, "a pill at the end")

        // Scrolled up: the next arrival is the pill's, in the app's words for the app's count.
        let counted = try XCTUnwrap(steps["arrival"]?.last, phone)
        XCTAssertEqual(arrivals[1]["followed"] as? Bool, false, "the app followed an arrival while scrolled up")
        let unseen = try XCTUnwrap(arrivals[1]["unseen"] as? Int)
        let pill = try XCTUnwrap((counted["layout"] as? [String: Any])?["pill"] as? [String: Any], "no pill: " + phone)
        print("share: chat: scrolled up, the page's pill says \(pill["text"] ?? ""), the app counts \(unseen)")
        XCTAssertEqual(pill["text"] as? String, Language.en.newMessagesForms.text(unseen, in: .en))
        XCTAssertLessThan(try XCTUnwrap(counted["offset"] as? Double), try XCTUnwrap(counted["maxOffset"] as? Double) - 1,
                          "the page followed an arrival while scrolled up")

        // A tap on the pill: both at their ends, the pill gone.
        let tapped = try XCTUnwrap(steps["tappill"]?.first, phone)
        let end = try XCTUnwrap(tapped["offset"] as? Double)
        XCTAssertEqual(end, try XCTUnwrap(tapped["maxOffset"] as? Double), accuracy: 1, "the pill's tap did not reach the end")
        XCTAssertTrue((tapped["layout"] as? [String: Any])?["pill"] is NSNull, "the pill stayed at the end")
        let app = try XCTUnwrap(PhonePageBarTests.appAtRest(try String(contentsOf: traceFile, encoding: .utf8), after: 0.6))
        let last = try XCTUnwrap(trace.last { $0["type"] as? String == "frame" })
        print("share: chat: after the pill's tap the page rests at \(end), the app at \(app.offset)")
        XCTAssertEqual(end, app.offset, accuracy: 1, "the app's list is not where the page's is after the pill")
        XCTAssertEqual(last["unseen"] as? Int, 0, "the app's pill stayed")
    }

    /// A pull at a chat's top brings the app's older messages above (the app's count), and the message that was
    /// first stays where it was on the page's screen, within 1 pt (the core's PrependShiftRule, the app's).
    func testAPullAtAChatsTopBringsOlderMessagesAndNothingMoves() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, traceFile, _) = try PhonePageListTests.run("dragback,older", extra: ["--tuning", try Self.tuning("chat").path,
                                                                                    "--items", "5"], traceUntil: { text in
            text.contains("\"response\":\"older\"")
        })
        let line = try XCTUnwrap(page.first { $0["gesture"] as? String == "older" }, phone)
        let id = try XCTUnwrap(line["id"] as? Int), posts = try XCTUnwrap(line["posts"] as? [Int])
        let kept = try XCTUnwrap(line["kept"] as? [String: Any], "nothing was put on top: " + phone)
        let before = try XCTUnwrap(kept["before"] as? Double), after = try XCTUnwrap(kept["after"] as? Double)
        XCTAssertEqual(kept["id"] as? Int, id, "the row kept is not the message that was first")
        let response = try XCTUnwrap(try Self.lines(traceFile).first { $0["response"] as? String == "older" })
        let added = try XCTUnwrap(posts.firstIndex(of: id))
        print("share: chat: \(added) older messages on the page (the app's \(response["count"] ?? "")); message \(id) at \(before), then \(after)")
        XCTAssertGreaterThan(added, 0, "no older message came: " + phone)
        XCTAssertEqual(added, response["count"] as? Int, "the page has other older messages than the app's")
        XCTAssertEqual(posts, posts.sorted(), "the older messages are not above")
        XCTAssertEqual(after, before, accuracy: 1, "the message on screen moved when the older ones came")
    }

    /// Short content (`short`): the footer shows under the rows and loads nothing by showing; a drag released
    /// pushed up loads once (the app's two older rows, as the app's own footer loads them for the same drag),
    /// and "no more data" stays below the rows.
    func testShortLoadsOnlyOnADragReleasedPushedUpOnce() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, traceFile, _) = try PhonePageListTests.run("settle,drag,settle,drag,settle",
                                                                  extra: ["--tuning", try Self.tuning("short").path], traceUntil: { text in
            text.components(separatedBy: "\"kind\":\"release\"").count > 2 && text.contains("\"response\":\"older\"")
        })
        let settles = page.filter { $0["gesture"] as? String == "settle" }
        XCTAssertEqual(settles.count, 3, phone)
        guard settles.count == 3 else { return }
        func loads(_ line: [String: Any]) -> Int { (line["footer"] as? [String: Any])?["loads"] as? Int ?? -1 }
        func posts(_ line: [String: Any]) -> Int { (line["posts"] as? [Int])?.count ?? -1 }
        print("share: short: loads \(settles.map(loads)), posts \(settles.map(posts))")
        XCTAssertEqual(loads(settles[0]), 0, "showing the footer loaded: " + phone)
        XCTAssertEqual(posts(settles[0]), 4)
        XCTAssertEqual(loads(settles[1]), 1, "a drag released pushed up did not load once: " + phone)
        XCTAssertEqual(posts(settles[1]), 6)
        XCTAssertEqual(loads(settles[2]), 1, "the second drag loaded past the end")
        XCTAssertEqual((settles[2]["footer"] as? [String: Any])?["state"] as? String, "noMoreData")
        let older = try Self.lines(traceFile).filter { $0["response"] as? String == "older" }
        XCTAssertEqual(older.count, 1, "the app's footer did not load once for the same drags")
        XCTAssertEqual(older.first?["count"] as? Int, 2, "the app's load brought another count")
    }
}
