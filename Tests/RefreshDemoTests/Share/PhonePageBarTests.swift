import Foundation
import XCTest
import TestSupport

/// The page's bar is the app's (`list.bar`; the page's core.wasm runs the app's BarFeature): after
/// the same gestures, under a collapsing toolbar, a large title and a sliver app bar, and with
/// the snaps and a floating SliverAppBar on, the page's bar is as tall as the app's (its frame
/// lines' barHeight) within 1 pt, and the list rests at the app's offset; the device pixel ratio
/// goes 1, 2, 3 in turn.
final class PhonePageBarTests: XCTestCase {
    /// The app's last frame line at rest at least `after` s after the last release: its offset and its bar's height.
    static func appAtRest(_ text: String, after: Double = 0.2) -> (offset: Double, bar: Double)? {
        let lines = text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        guard let release = lines.last(where: { $0["type"] as? String == "input" && $0["kind"] as? String == "release" })?["t"] as? Double,
              let frame = lines.last(where: { $0["type"] as? String == "frame" && ($0["t"] as? Double ?? 0) > release + after
                  && $0["phase"] as? String == "idle" }),
              let offset = frame["offsetY"] as? Double, let bar = frame["barHeight"] as? Double else { return nil }
        return (offset, bar)
    }

    func testAfterTheSameScrollThePagesBarIsTheApps() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        // The bar's tuning, the gestures, its open height, and the app's bar after them (nil: compared with the page only).
        // A collapsing toolbar with snap left half collapsed (50 of 88 pt) snaps collapsed, moving the list; a floating
        // sliver flung away comes back by what a drag back scrolls (190 of 200 pt; with snap, open), pinned or not.
        let table: [(bar: String, gestures: String, inset: Double, height: Double?)] = [
            ("\"list.bar\": \"collapsing\"", "nudge", 172, 102),
            ("\"list.bar\": \"largetitle\"", "nudge", 116, 46),
            ("\"list.bar\": \"sliver\"", "nudge", 220, 150),
            ("\"list.bar\": \"collapsing\", \"bar.snap\": \"on\"", "nudge", 172, 64),
            ("\"list.bar\": \"sliver\", \"bar.floating\": \"on\", \"bar.snap\": \"on\"", "fling,dragback", 220, 200),
            ("\"list.bar\": \"sliver\", \"bar.floating\": \"on\", \"bar.pinned\": \"off\"", "fling,nudgeback", 220, nil),
        ]
        for (i, row) in table.enumerated() {
            let dpr = ["1", "2", "3"][i % 3], label = "\(row.bar) at dpr \(dpr)"
            let folder = ProductPaths.temporaryFolder("share-bar-\(i)")
            let file = folder.appendingPathComponent("tuning.json")
            try Data("{\"version\": 1, \(row.bar)}".utf8).write(to: file)
            // The app has played every gesture (one release each) and come to rest after the last.
            let count = row.gestures.split(separator: ",").count
            let (page, phone, traceFile, _) = try PhonePageListTests.run(row.gestures, dpr: dpr, extra: ["--tuning", file.path, "--trace-frames"],
                                                                         traceUntil: { text in
                text.components(separatedBy: "\"kind\":\"release\"").count > count && Self.appAtRest(text, after: 0.45) != nil
            })
            let last = String(row.gestures.split(separator: ",").last ?? "")
            let line = try XCTUnwrap(page.last { $0["gesture"] as? String == last }, phone)
            let app = try XCTUnwrap(Self.appAtRest(try String(contentsOf: traceFile, encoding: .utf8), after: 0.45))
            let bar = try XCTUnwrap(line["bar"] as? [String: Any]), height = try XCTUnwrap(bar["height"] as? Double)
            let end = try XCTUnwrap(line["endOffset"] as? Double)
            print("share: \(label): the page's bar \(height) pt at offset \(end), the app's \(app.bar) at \(app.offset)")
            XCTAssertEqual(line["inset"] as? Double, row.inset, "\(label): the open bar")
            if let expected = row.height { XCTAssertEqual(app.bar, expected, accuracy: 1, "\(label): the app's bar after \(row.gestures)") }
            XCTAssertEqual(height, app.bar, accuracy: 1, "\(label): the page's bar is not the app's")
            XCTAssertEqual(end, app.offset, accuracy: 1, "\(label): the page's list rests elsewhere")
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
