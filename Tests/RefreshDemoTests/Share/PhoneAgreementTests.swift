import Foundation
import XCTest
import TestSupport

/// The page and the app agree: a drag and a fling made with a finger on the page (a real
/// Chromium's touch emulation at device pixel ratios 1, 2 and 3) and played by the app as its
/// own input travel the same distance within 1 pt; a pull past the header refreshes both, and
/// its offset over time (the press, the drag, the release, the settle to the held position)
/// is the app's within 1 pt at every frame of the app's.
///
/// The page lays its list out under the app's top bar (the state message's topInset), so its
/// offsets are the app's; the rows differ (the refresh's new rows move the app's offsets), so
/// the drag and the fling are measured from where the press found the list to where it rested.
final class PhoneAgreementTests: XCTestCase {
    struct AppGesture {
        var start, end: Double
    }

    /// Each press's offset in the trace and the offset of the first rest after it.
    static func appGestures(_ trace: String) -> [AppGesture] {
        var out: [AppGesture] = [], start: Double?
        for line in trace.split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  o["type"] as? String == "scroll", let phase = o["phase"] as? String, let y = o["offsetY"] as? Double else { continue }
            if phase == "tracking", start == nil { start = y }
            if phase == "idle", let s = start {
                out.append(AppGesture(start: s, end: y))
                start = nil
            }
        }
        return out
    }

    func testTheAppsPlayOfAPhonesGestureEndsWithinAPointOfThePage() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        for dpr in ["1", "2", "3"] {
            let folder = ProductPaths.temporaryFolder("share-agree-\(dpr)")
            let traceFile = folder.appendingPathComponent("trace.jsonl")
            let app = try PhoneShareRunTests.Running([], in: folder, name: "app")
            app.process.executableURL = ProductPaths.executable
            // The page's screen is 390 x 800 pt: the app's list as tall, so the rubber band has one dimension.
            // The feed answers after the header has opened (the pull is compared up to its held position) and
            // before the next gesture comes (the new rows move the offsets).
            app.process.arguments = ["--headless", "--share", "127.0.0.1:0", "--no-initial-refresh", "--size", "390x800",
                                     "--latency", "0.6-0.6", "--trace", traceFile.path, "--trace-frames"]
            try app.process.run()
            defer { app.stop() }
            XCTAssertTrue(waitUntil(timeout: 60) { app.stdout.contains("\n") }, app.stderr)
            let url = try XCTUnwrap(app.stdout.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
            let phone = try PhoneShareRunTests.Running([], in: folder, name: "phone")
            phone.process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            phone.process.arguments = [ProductPaths.repository.appendingPathComponent("tools/share_probe.py").path, url,
                                       "--dpr", dpr, "--gestures", "pull,drag,fling"]
            try phone.process.run()
            phone.process.waitUntilExit()
            XCTAssertEqual(phone.process.terminationStatus, 0, phone.stderr)
            let page = phone.stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            XCTAssertEqual(page.compactMap { $0["gesture"] as? String }, ["pull", "drag", "fling"], phone.stdout + phone.stderr)
            guard page.count == 3 else { continue }
            // The app plays each gesture once the page has sent it: wait for the third to come to rest.
            var played: [AppGesture] = []
            XCTAssertTrue(waitUntil(timeout: 30) {
                played = Self.appGestures((try? String(contentsOf: traceFile, encoding: .utf8)) ?? "")
                return played.count >= 3
            }, "dpr \(dpr): the app played \(played.count) of 3 gestures")
            guard played.count >= 3 else { continue }
            let trace = (try? String(contentsOf: traceFile, encoding: .utf8)) ?? ""
            XCTAssertTrue(trace.contains("\"to\":\"refreshing\""), "dpr \(dpr): the pull did not refresh the app's list")
            XCTAssertEqual(page[0]["inset"] as? Double, 64, "dpr \(dpr): the page has the app's plain bar")
            XCTAssertEqual(page[0]["endOffset"] as? Double, -64, "dpr \(dpr): the page's pull did not come back to the top")
            comparePull(page: page[0]["timeline"] as? [[Double]] ?? [], trace: trace, dpr: dpr)
            for i in 1...2 {
                let start = try XCTUnwrap(page[i]["startOffset"] as? Double), end = try XCTUnwrap(page[i]["endOffset"] as? Double)
                let pageTravel = end - start, appTravel = played[i].end - played[i].start
                print("share: dpr \(dpr) \(page[i]["gesture"] ?? ""): page \(pageTravel) pt, app \(appTravel) pt")
                XCTAssertGreaterThan(abs(pageTravel), 100, "dpr \(dpr) gesture \(i) moved the list")
                XCTAssertEqual(appTravel, pageTravel, accuracy: 1, "dpr \(dpr) gesture \(i)")
            }
        }
    }

    /// The pull's offset at each of the app's frames from the press to the held position, the
    /// page's at the same time after its press: within 1 pt; the pull went past the header.
    func comparePull(page: [[Double]], trace: String, dpr: String) {
        let frames = PullTimeline.appFrames(trace)
        XCTAssertGreaterThan(frames.count, 30, "dpr \(dpr): the app's pull has too few frames")
        XCTAssertLessThan(frames.map(\.offset).min() ?? 0, -64 - 100, "dpr \(dpr): the app's pull did not pull")
        XCTAssertEqual(frames.last?.offset ?? 0, -64 - 54, accuracy: 0.5, "dpr \(dpr): the app's pull did not rest held")
        var worst = 0.0
        for f in frames {
            // The probe's events fall on the app's 60 Hz frames (every 50 ms): an event within 10 µs of a frame may be
            // in it or not (the clocks' rounding), so there the app may show the offset before it or after it.
            guard let before = PullTimeline.page(page, at: f.ms - 0.01), let after = PullTimeline.page(page, at: f.ms + 0.01) else {
                XCTFail("dpr \(dpr): no page offset at \(f.ms) ms")
                return
            }
            let p = abs(before - f.offset) <= abs(after - f.offset) ? before : after
            worst = max(worst, abs(p - f.offset))
            XCTAssertEqual(p, f.offset, accuracy: 1, "dpr \(dpr): the pull at \(f.ms) ms")
        }
        print("share: dpr \(dpr) pull: \(frames.count) frames, worst \(worst) pt")
    }
}
