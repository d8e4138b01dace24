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
/// Where each gesture comes to rest, the page's bar is as tall as the app's within 1 pt. Each run
/// takes one device pixel ratio, in turn, so every ratio meets several models and bars
/// (PhoneAgreementTests takes the default tuning at all three).
final class PhoneModelAgreementTests: XCTestCase {
    /// The tunings: every preset, and every model but the default's alone, each under a bar the
    /// presets do not show (the `bar.*` variants: a floating SliverAppBar with snap, a collapsing
    /// toolbar with snap, a floating SliverAppBar unpinned with stretch).
    static var tunings: [(name: String, set: TuningSet)] {
        let bars: [(String, (inout BarSettings) -> Void)] = [
            ("floating snapping sliver", { $0.kind = .sliver; $0.floating = true; $0.snap = true }),
            ("snapping collapsing toolbar", { $0.kind = .collapsing; $0.snap = true }),
            ("floating unpinned stretching sliver", { $0.kind = .sliver; $0.floating = true; $0.pinned = false; $0.stretch = true }),
        ]
        let models = ScrollModel.registered.filter { $0 != TuningSet().scroll.model }
        return PlatformProfiles.all.map { ("\($0.name) preset", $0.preset) } + models.enumerated().map { i, model in
            var set = TuningSet()
            set.scroll.model = model
            let bar = bars[i % bars.count]
            bar.1(&set.bar)
            return ("\(model) alone, \(bar.0)", set)
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
        let folder = ProductPaths.temporaryFolder("share-model-\(name.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: " ", with: "-"))-\(dpr)")
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
        let bars = Self.appBarsAtRest((try? String(contentsOf: traceFile, encoding: .utf8)) ?? "")
        for (j, g) in gestures.enumerated() where g != "pull" {
            let start = try XCTUnwrap(page[j]["startOffset"] as? Double), end = try XCTUnwrap(page[j]["endOffset"] as? Double)
            let pageTravel = end - start, appTravel = played[j].end - played[j].start
            print("share: \(label) \(g): page \(pageTravel) pt, app \(appTravel) pt")
            XCTAssertGreaterThan(abs(pageTravel), 100, "\(label) \(g) moved the list")
            XCTAssertEqual(appTravel, pageTravel, accuracy: 1, "\(label) \(g)")
            // The bar (the preset's, or the variant's: floating, snapping) where the gesture came to rest: the app's frame.
            let pageBar = try XCTUnwrap((page[j]["bar"] as? [String: Any])?["height"] as? Double, "\(label) \(g)")
            let appBar = try XCTUnwrap(j < bars.count ? bars[j] : nil, "\(label) \(g): the app's bar at rest")
            XCTAssertEqual(pageBar, appBar, accuracy: 1, "\(label) \(g): the page's bar")
        }
    }

    /// The app's bar height where each gesture came to rest (the scroll's idle line that ends it, as
    /// PhoneAgreementTests.appGestures counts them): its first frame line from then on.
    static func appBarsAtRest(_ trace: String) -> [Double] {
        var out: [Double] = [], started = false, waiting = false
        for line in trace.split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            if waiting, o["type"] as? String == "frame", let bar = o["barHeight"] as? Double {
                out.append(bar)
                waiting = false
            }
            guard o["type"] as? String == "scroll", let phase = o["phase"] as? String else { continue }
            if phase == "tracking" { started = true }
            if phase == "idle", started {
                started = false
                waiting = true
            }
        }
        return out
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
