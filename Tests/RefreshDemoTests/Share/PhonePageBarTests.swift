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
}
