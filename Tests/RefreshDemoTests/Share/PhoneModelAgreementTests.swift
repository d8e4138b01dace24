import Foundation
import XCTest
import TestSupport
@testable import RefreshEngine
@testable import RefreshDemoModel

/// The page moves as the app under every platform: with each preset (its model, tunables, control
/// and bar) and each other scroll model alone, a drag, a fling and a double flick made with a finger
/// on the page (a real Chromium's touch emulation) and played by the app as its own input travel the
/// same distance within 1 pt, and where the control moves the content, the pull's offset over time is
/// the app's within 1 pt at every frame of the app's. The page scrolls by core.wasm, the app's own
/// Scroller built for WebAssembly; before it, the page ran UIKit's model whatever the app's (an
/// Android fling travelled 662 pt on the page and 384 in the app).
///
/// Each run takes one device pixel ratio, in turn, so every ratio meets several models
/// (PhoneAgreementTests takes the default tuning at all three).
final class PhoneModelAgreementTests: XCTestCase {
    /// The tunings: every preset, and every model but the default's alone.
    static var tunings: [(name: String, set: TuningSet)] {
        PlatformProfiles.all.map { ("\($0.name) preset", $0.preset) } + ScrollModel.registered.filter { $0 != TuningSet().scroll.model }.map {
            var set = TuningSet()
            set.scroll.model = $0
            return ("\($0) alone", set)
        }
    }

    func testUnderEveryModelThePhoneMovesAsTheApp() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        for (i, tuning) in Self.tunings.enumerated() {
            let dpr = ["1", "2", "3"][i % 3]
            try compare(tuning.name, tuning.set, dpr: dpr)
        }
    }

    func compare(_ name: String, _ set: TuningSet, dpr: String) throws {
        let label = "\(name) at dpr \(dpr)"
        let folder = ProductPaths.temporaryFolder("share-model-\(name.replacingOccurrences(of: " ", with: "-"))-\(dpr)")
        let traceFile = folder.appendingPathComponent("trace.jsonl"), tuningFile = folder.appendingPathComponent("tuning.json")
        try TuningFile.serialize(set).write(to: tuningFile, atomically: true, encoding: .utf8)
        let app = try PhoneShareRunTests.Running([], in: folder, name: "app")
        app.process.executableURL = ProductPaths.executable
        app.process.arguments = ["--headless", "--share", "127.0.0.1:0", "--no-initial-refresh", "--size", "390x800",
                                 "--latency", "0.6-0.6", "--tuning", tuningFile.path, "--trace", traceFile.path, "--trace-frames"]
        try app.process.run()
        defer { app.stop() }
        XCTAssertTrue(waitUntil(timeout: 60) { app.stdout.contains("\n") }, "\(label): \(app.stderr)")
        let url = try XCTUnwrap(app.stdout.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
        // Over a still list (SwipeRefreshLayout, RefreshIndicator) a pull moves a circle, not the list:
        // PhonePageControlTests compares that circle.
        let pulls = ![HeaderControlKind.android, .material].contains(set.headerControl)
        let gestures = (pulls ? ["pull"] : []) + ["drag", "fling", "doubleflick"]
        let phone = try PhoneShareRunTests.Running([], in: folder, name: "phone")
        phone.process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        phone.process.arguments = [ProductPaths.repository.appendingPathComponent("tools/share_probe.py").path, url,
                                   "--dpr", dpr, "--gestures", gestures.joined(separator: ",")]
        try phone.process.run()
        phone.process.waitUntilExit()
        XCTAssertEqual(phone.process.terminationStatus, 0, "\(label): \(phone.stderr)")
        let page = phone.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        XCTAssertEqual(page.compactMap { $0["gesture"] as? String }, gestures, "\(label): \(phone.stdout) \(phone.stderr)")
        guard page.count == gestures.count else { return }
        var played: [PhoneAgreementTests.AppGesture] = []
        XCTAssertTrue(waitUntil(timeout: 60) {
            played = PhoneAgreementTests.appGestures((try? String(contentsOf: traceFile, encoding: .utf8)) ?? "")
            return played.count >= gestures.count
        }, "\(label): the app played \(played.count) of \(gestures.count) gestures")
        guard played.count >= gestures.count else { return }
        if pulls {
            let trace = (try? String(contentsOf: traceFile, encoding: .utf8)) ?? ""
            // A pull refreshes unless the model's edge stops short of the trigger (Android's stretch under MJRefresh's
            // header: the panel says so); then it is compared all the same.
            let reachable = set.unreachablePull(viewportExtent: 800 - set.scroll.topBarHeight, pixelDensity: Double(dpr) ?? 1) == nil
            XCTAssertEqual(trace.contains("\"to\":\"refreshing\""), reachable, "\(label): the pull refreshed the app's list")
            comparePull(page: page[0]["timeline"] as? [[Double]] ?? [], trace: trace, label: label)
        }
        for (j, g) in gestures.enumerated() where g != "pull" {
            let start = try XCTUnwrap(page[j]["startOffset"] as? Double), end = try XCTUnwrap(page[j]["endOffset"] as? Double)
            let pageTravel = end - start, appTravel = played[j].end - played[j].start
            print("share: \(label) \(g): page \(pageTravel) pt, app \(appTravel) pt")
            XCTAssertGreaterThan(abs(pageTravel), 100, "\(label) \(g) moved the list")
            XCTAssertEqual(appTravel, pageTravel, accuracy: 1, "\(label) \(g)")
        }
    }

    /// The pull at each of the app's frames from the press to its rest, the page's at the same time after its press,
    /// up to the end of the app's refresh: after it the app's list follows its load (`--latency`), the page's its own.
    func comparePull(page: [[Double]], trace: String, label: String) {
        let end = PullTimeline.appRefreshEnd(trace) ?? .infinity
        let frames = PullTimeline.appFrames(trace).filter { $0.ms < end }
        XCTAssertGreaterThan(frames.count, 30, "\(label): the app's pull has too few frames")
        var worst = 0.0
        for f in frames {
            // An event within 10 µs of a frame may be in it or not (the clocks' rounding): the nearer side counts.
            guard let before = PullTimeline.page(page, at: f.ms - 0.01), let after = PullTimeline.page(page, at: f.ms + 0.01) else {
                return XCTFail("\(label): no page offset at \(f.ms) ms")
            }
            let p = abs(before - f.offset) <= abs(after - f.offset) ? before : after
            worst = max(worst, abs(p - f.offset))
            XCTAssertEqual(p, f.offset, accuracy: 1, "\(label): the pull at \(f.ms) ms")
        }
        print("share: \(label) pull: \(frames.count) frames, worst \(worst) pt")
    }
}
