import Foundation
import XCTest
import TestSupport

/// The page's bar is the app's (`list.bar`): after the same gesture, a scroll of 50 pt under a
/// collapsing toolbar, a large title and a sliver app bar, the page's bar is as tall as the app's
/// (its frame lines' barHeight) within 1 pt, and the list rests at the app's offset.
final class PhonePageBarTests: XCTestCase {
    /// The app's last frame line after the release: its offset and its bar's height.
    static func appAtRest(_ text: String) -> (offset: Double, bar: Double)? {
        let lines = text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        guard let release = lines.last(where: { $0["type"] as? String == "input" && $0["kind"] as? String == "release" })?["t"] as? Double,
              let frame = lines.last(where: { $0["type"] as? String == "frame" && ($0["t"] as? Double ?? 0) > release + 0.2
                  && $0["phase"] as? String == "idle" }),
              let offset = frame["offsetY"] as? Double, let bar = frame["barHeight"] as? Double else { return nil }
        return (offset, bar)
    }

    func testAfterTheSameScrollThePagesBarIsTheApps() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        // The bar's open height, and what 50 pt of scroll leave of it.
        let table: [(bar: String, inset: Double, height: Double)] = [("collapsing", 172, 102), ("largetitle", 116, 46), ("sliver", 220, 150)]
        for row in table {
            let folder = ProductPaths.temporaryFolder("share-bar-\(row.bar)")
            let file = folder.appendingPathComponent("tuning.json")
            try Data("{\"version\": 1, \"list.bar\": \"\(row.bar)\"}".utf8).write(to: file)
            let (page, phone, traceFile, _) = try PhonePageListTests.run("nudge", extra: ["--tuning", file.path, "--trace-frames"],
                                                                         traceUntil: { Self.appAtRest($0) != nil })
            let line = try XCTUnwrap(page.first { $0["gesture"] as? String == "nudge" }, phone)
            let app = try XCTUnwrap(Self.appAtRest(try String(contentsOf: traceFile, encoding: .utf8)))
            let bar = try XCTUnwrap(line["bar"] as? [String: Any]), height = try XCTUnwrap(bar["height"] as? Double)
            let end = try XCTUnwrap(line["endOffset"] as? Double)
            print("share: \(row.bar): the page's bar \(height) pt at offset \(end), the app's \(app.bar) at \(app.offset)")
            XCTAssertEqual(line["inset"] as? Double, row.inset, "\(row.bar): the open bar")
            XCTAssertEqual(app.bar, row.height, accuracy: 1, "\(row.bar): the app's bar after 50 pt")
            XCTAssertEqual(height, app.bar, accuracy: 1, "\(row.bar): the page's bar is not the app's")
            XCTAssertEqual(end, app.offset, accuracy: 1, "\(row.bar): the page's list rests elsewhere")
        }
    }

    /// The page's bar shows the app's title (the plain bar's is the app's name, RefreshDemo), no
    /// small title ever shows from the page's load on under a bar that hides it at the top (it
    /// faded out from the plain bar's before), and the badge sits in the bar's status area,
    /// over no row's time. Screenshots: share-title-BAR.png.
    func testThePagesBarHasTheAppsTitleAndTheBadgeCoversNoRow() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        for bar in ["plain", "collapsing", "largetitle", "sliver"] {
            let folder = ProductPaths.temporaryFolder("share-title-\(bar)")
            let file = folder.appendingPathComponent("tuning.json"), shot = folder.appendingPathComponent("share-title-\(bar).png")
            try Data("{\"version\": 1, \"list.bar\": \"\(bar)\"}".utf8).write(to: file)
            let (page, phone, _, _) = try PhonePageListTests.run("", extra: ["--tuning", file.path],
                                                                 probe: ["--bar-report", "--screenshot", shot.path])
            let r = try XCTUnwrap(page.first { $0["smallTitle"] != nil }, phone)
            print("share: \(bar): \(r) (\(shot.path))")
            XCTAssertEqual(r["kind"] as? String, bar)
            if bar == "plain" {
                XCTAssertEqual(r["smallTitle"] as? String, "RefreshDemo", "the app's plain bar shows its name")
                XCTAssertEqual(try XCTUnwrap(r["smallOpacity"] as? Double), 1, accuracy: 0.01)
            } else {
                XCTAssertEqual(r["smallTitle"] as? String, "Feed")
                XCTAssertEqual(try XCTUnwrap(r["smallOpacity"] as? Double), 0, accuracy: 0.01)
                XCTAssertEqual(try XCTUnwrap(r["smallTitleSeen"] as? Double), 0, accuracy: 0.01,
                               "\(bar): a small title showed under the open bar after the load")
            }
            XCTAssertEqual(r["timesUnderBadge"] as? Int, 0, "\(bar): the badge covers a row's time")
            XCTAssertGreaterThan(r["times"] as? Int ?? 0, 3, "\(bar): the rows are there")
            let badge = try XCTUnwrap(r["badgeRect"] as? [Double]), barRect = try XCTUnwrap(r["barRect"] as? [Double])
            XCTAssertLessThanOrEqual(badge[3], barRect[3] + 0.5, "\(bar): the badge is inside the bar: \(badge) \(barRect)")
            XCTAssertTrue((r["badge"] as? String ?? "").hasPrefix("live · tuning "), "\(r)")
        }
    }
}
