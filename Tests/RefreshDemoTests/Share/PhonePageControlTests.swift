import Foundation
import XCTest
import TestSupport

/// The page's header is the app's control: over a still list (SwipeRefreshLayout, Flutter's
/// RefreshIndicator) a pull in a real Chromium leaves the list where it is and pulls the circle
/// down over the rows, and the circle stands where the app's does (its `frame` lines' indicatorY):
/// held at the end of the pull and at rest while refreshing, within 1 pt; the app refreshes too.
final class PhonePageControlTests: XCTestCase {
    /// The app's indicatorY: the highest before the release, and the last while refreshing.
    static func appCircle(_ traceFile: URL) throws -> (held: Double, rest: Double, refreshed: Bool) {
        let lines = try String(contentsOf: traceFile, encoding: .utf8).split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let release = try XCTUnwrap(lines.first { $0["type"] as? String == "input" && $0["kind"] as? String == "release" }?["t"] as? Double)
        let press = try XCTUnwrap(lines.first { $0["type"] as? String == "input" && $0["kind"] as? String == "press" }?["t"] as? Double)
        let frames = lines.filter { $0["type"] as? String == "frame" }
        let during = frames.filter { ($0["t"] as? Double ?? 0) > press && ($0["t"] as? Double ?? 0) < release }.compactMap { $0["indicatorY"] as? Double }
        let finished = lines.first { $0["type"] as? String == "header" && $0["to"] as? String == "finishing" }?["t"] as? Double ?? .infinity
        let refreshing = frames.filter { ($0["t"] as? Double ?? 0) > release + 0.4 && ($0["t"] as? Double ?? 0) < finished }.compactMap { $0["indicatorY"] as? Double }
        let refreshed = lines.contains { $0["type"] as? String == "header" && $0["to"] as? String == "refreshing" }
        return (try XCTUnwrap(during.max()), try XCTUnwrap(refreshing.last, "the app's circle never stood while refreshing"), refreshed)
    }

    func pull(_ tuning: String, control: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let folder = ProductPaths.temporaryFolder("share-control-\(control)")
        let file = folder.appendingPathComponent("tuning.json")
        try Data(tuning.utf8).write(to: file)
        let (page, phone, traceFile, _) = try PhonePageListTests.run("pull", extra: ["--tuning", file.path, "--trace-frames"],
                                                                   traceUntil: { $0.contains("\"to\":\"finishing\"") })
        let line = try XCTUnwrap(page.first { $0["gesture"] as? String == "pull" }, phone)
        XCTAssertEqual(line["startOffset"] as? Double, -64, phone)
        XCTAssertEqual(line["endOffset"] as? Double, -64, "the list moved under a still list's control: " + phone)
        let timeline = try XCTUnwrap(line["timeline"] as? [[Double]])
        XCTAssertTrue(timeline.allSatisfy { $0[1] == -64 }, "the list moved during the pull")
        let held = try XCTUnwrap(line["held"] as? [String: Any], phone), settled = try XCTUnwrap(line["settled"] as? [String: Any], phone)
        XCTAssertEqual(held["kind"] as? String, control)
        XCTAssertEqual(settled["state"] as? String, "refreshing", phone)
        let app = try Self.appCircle(traceFile)
        let pageHeld = try XCTUnwrap(held["top"] as? Double), pageRest = try XCTUnwrap(settled["top"] as? Double)
        print("share: \(control): the circle held at \(pageHeld) pt on the page, \(app.held) in the app; at rest \(pageRest) and \(app.rest)")
        XCTAssertTrue(app.refreshed, "the app did not refresh")
        XCTAssertEqual(pageHeld, app.held, accuracy: 1, "the circle at the end of the pull")
        XCTAssertEqual(pageRest, app.rest, accuracy: 1, "the circle while refreshing")
    }

    func testSwipeRefreshLayoutsCircleOverAStillList() throws {
        try pull("{\"version\": 1, \"scroll.model\": \"android\", \"header.control\": \"android\"}", control: "android")
    }

    func testRefreshIndicatorsCircleOverAStillList() throws {
        try pull("{\"version\": 1, \"scroll.model\": \"flutter\", \"header.control\": \"material\"}", control: "material")
    }
}
