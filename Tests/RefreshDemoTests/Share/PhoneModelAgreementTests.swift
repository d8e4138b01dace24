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
    /// Then the default tuning with the second floor on, whose run is a long pull from the top that
    /// opens it and a pull up on it that closes it.
    static var tunings: [(name: String, set: TuningSet)] {
        var floor = TuningSet()
        floor.header.twoLevel = true
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
        } + [("two-level", floor)]
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

    /// MJRefresh's header where the app has it, in each of its places (`header.position`: on the content's top,
    /// behind the content, in front of it) and at other heights than the default's: a pull at DPR 1, 2 and 3 in turn
    /// (compareHeader). The presets' runs above compare the header on the content's top as well.
    func testTheMJHeaderStandsWhereTheAppsStandsInEveryPosition() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let cases: [(position: HeaderPosition, height: Double)] = [(.translate, 40), (.behind, 90), (.front, 60)]
        XCTAssertEqual(Set(cases.map(\.position)), Set(HeaderPosition.allCases), "every position")
        for (i, c) in cases.enumerated() {
            var set = TuningSet()
            set.headerPosition = c.position
            set.header.height = c.height
            try compare("mj \(c.position) \(Int(c.height)) pt", set, dpr: ["1", "2", "3"][i], gestures: ["pull"])
        }
    }

    func compare(_ name: String, _ set: TuningSet, dpr: String, gestures only: [String]? = nil) throws {
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
        // Over a still list (SwipeRefreshLayout, RefreshIndicator) a pull moves a circle, not the list: the circle is
        // compared. With the second floor on, the long pull that opens it comes last (the app's floor then has the list).
        let floor = set.header.twoLevel
        let gestures = only ?? (floor ? ["longpull", "floorup"] : ["pull", "drag", "fling", "doubleflick"])
        let phone = try PhoneShareRunTests.Running([], in: folder, name: "phone")
        phone.process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        phone.process.arguments = [ProductPaths.repository.appendingPathComponent("tools/share_probe.py").path, url,
                                   "--dpr", dpr, "--gestures", gestures.joined(separator: ","), "--spy-vibrate"]
        try phone.process.run()
        phone.process.waitUntilExit()
        XCTAssertEqual(phone.process.terminationStatus, 0, "\(label): \(phone.stderr)")
        let page = phone.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        XCTAssertEqual(page.compactMap { $0["gesture"] as? String }, gestures, "\(label): \(phone.stdout) \(phone.stderr)")
        guard page.count == gestures.count else { return }
        var played: [PhoneAgreementTests.AppGesture] = []
        // A pull up on the open floor scrolls nothing in the app's list (the floor takes it): the run's one scroll
        // gesture is the long pull, and the floor's closing ends it.
        let scrolls = floor ? 1 : gestures.count
        XCTAssertTrue(waitUntil(timeout: 60) {
            let text = (try? String(contentsOf: traceFile, encoding: .utf8)) ?? ""
            played = PhoneAgreementTests.appGestures(text)
            return played.count >= scrolls && (!floor || text.contains("\"from\":\"twoLevelClosing\""))
        }, "\(label): the app played \(played.count) of \(scrolls) gestures")
        guard played.count >= scrolls else { return }
        let trace = (try? String(contentsOf: traceFile, encoding: .utf8)) ?? ""
        if floor {
            // The floor opens on the page and in the app at the long pull's release, and the list goes below it over the
            // floor's duration; a pull up on it closes it at the same move and the list comes back over half that: the
            // offset over time agrees from each press to the rest.
            XCTAssertEqual(page[0]["floorOpen"] as? Bool, true, "\(label): the long pull opened the page's floor")
            XCTAssertTrue(trace.contains("\"to\":\"twoLevelOpening\""), "\(label): the long pull opened the app's floor")
            XCTAssertFalse(trace.contains("\"to\":\"refreshing\""), "\(label): the long pull refreshed")
            comparePull(page: page[0]["timeline"] as? [[Double]] ?? [], trace: trace, label: label + " floor opening")
            XCTAssertEqual(page[1]["floorOpen"] as? Bool, false, "\(label): the pull up closed the page's floor")
            XCTAssertTrue(trace.contains("\"to\":\"twoLevelClosing\""), "\(label): the pull up closed the app's floor")
            comparePull(page: page[1]["timeline"] as? [[Double]] ?? [], trace: trace, label: label + " floor closing", press: 1)
        } else {
            // A pull refreshes unless the model's edge stops short of the trigger (Android's stretch under MJRefresh's
            // header: the panel says so); then it is compared all the same.
            let reachable = set.unreachablePull(viewportExtent: 800 - set.scroll.topBarHeight, pixelDensity: Double(dpr) ?? 1) == nil
            XCTAssertEqual(trace.contains("\"to\":\"refreshing\""), reachable, "\(label): the pull refreshed the app's list")
            comparePull(page: page[0]["timeline"] as? [[Double]] ?? [], trace: trace, label: label)
            compareHaptics(page: page[0], trace: trace, label: label)
            try compareControl(page: page[0], traceFile: traceFile, trace: trace, set: set, label: label)
        }
        if set.headerControl == .mj {
            try compareHeader(page: page[0], trace: trace, set: set, label: label)
        }
        let bars = Self.appBarsAtRest((try? String(contentsOf: traceFile, encoding: .utf8)) ?? "")
        for (j, g) in gestures.enumerated() where !["pull", "longpull", "floorup"].contains(g) {
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

    /// MJRefresh's header over the run's first pull: where the page placed it (the core's placement, at each point of
    /// its timeline) is where the app's frame has it within 1 pt at every frame of the app's, from the press through
    /// the pull held, the release, the refresh held open and the closing: its top, the band it shows in (on the
    /// content's top, all below the bar; behind the content, the gap the content leaves; in front of it, its height
    /// over the rows from the first point of pull) and whether it is over the rows. The app's refresh ends after its
    /// feed's latency and the page's after its own 1 s: from its end on, each is compared at the same time after its
    /// own end (both show the result, then close, over the same times). Where Chromium laid out the header's box and
    /// its band is the placement's, and the app's at the same time, at the end of the pull and held open refreshing.
    func compareHeader(page line: [String: Any], trace: String, set: TuningSet, label: String) throws {
        let inset = try XCTUnwrap(line["inset"] as? Double, label), listHeight = 800.0
        let header = try XCTUnwrap(line["header"] as? [String: Any], "\(label): the page's header timeline")
        let page = PullTimeline.pageHeader(header["points"] as? [[Any]] ?? [], inset: inset)
        let pageFinished = (header["states"] as? [[Any]] ?? []).first { $0.count == 3 && $0[2] as? String == "finishing" }?[0] as? Double
        let (app, appReleased, appFinished) = PullTimeline.appHeader(trace)
        XCTAssertGreaterThan(app.count, 30, "\(label): the app's pull has too few frames with the header")
        XCTAssertFalse(page.isEmpty, "\(label): the page's header timeline is empty")
        // Refreshed in the app, refreshed on the page: the closing is compared from each end.
        XCTAssertEqual(pageFinished != nil, appFinished != nil, "\(label): the page's refresh ended \(pageFinished.map { "\($0)" } ?? "never"), "
                       + "the app's \(appFinished.map { "\($0)" } ?? "never")")
        var worst = 0.0, phases: Set<String> = []
        for f in app {
            var ms = f.ms
            if let a = appFinished, let p = pageFinished, f.ms >= a { ms = p + (f.ms - a) }
            let candidates = PullTimeline.pageHeader(page, at: ms - 0.01) + PullTimeline.pageHeader(page, at: ms + 0.01)
            let best = candidates.map { $0.distance(to: f.place) }.min() ?? .infinity
            worst = max(worst, best)
            phases.insert(appFinished.map { f.ms >= $0 ? "closing" : "pull" } ?? "pull")
            XCTAssertLessThanOrEqual(best, 1, "\(label): the MJ header at \(f.ms) ms: the app's \(f.place), the page's \(candidates.first.map { "\($0)" } ?? "-")")
        }
        print("share: \(label) MJ header: \(app.count) frames (\(phases.sorted().joined(separator: ", "))), worst \(worst) pt")
        // As laid out: at the end of the pull (the app's last frame before its release) and, refreshed, held open (its
        // last frame before its refresh ended); the list is still at both.
        let moments = [("held", line["held"], appReleased), ("refreshing", line["settled"], appFinished)]
        for (moment, value, before) in moments {
            guard let control = value as? [String: Any], let h = control["header"] as? [String: Any] else {
                XCTAssertTrue(moment == "refreshing" && appFinished == nil, "\(label): the page's header \(moment)")
                continue
            }
            let shown = try XCTUnwrap(h["shown"] as? [String: Any], label)
            let y = try XCTUnwrap(h["y"] as? Double), top = try XCTUnwrap(h["clipTop"] as? Double), bottom = h["clipBottom"] as? Double
            let box = try XCTUnwrap(shown["top"] as? Double), height = try XCTUnwrap(shown["height"] as? Double)
            let bandTop = try XCTUnwrap(shown["bandTop"] as? Double), bandBottom = try XCTUnwrap(shown["bandBottom"] as? Double)
            XCTAssertEqual(box, y, accuracy: 0.5, "\(label) \(moment): the header's box")
            XCTAssertEqual(height, set.header.height, accuracy: 0.5, "\(label) \(moment): the header's height")
            XCTAssertEqual(bandTop, top, accuracy: 0.5, "\(label) \(moment): the band's top")
            XCTAssertEqual(bandBottom, min(bottom ?? listHeight, listHeight), accuracy: 0.5, "\(label) \(moment): the band's bottom")
            XCTAssertEqual(shown["over"] as? Bool, h["overContent"] as? Bool, "\(label) \(moment): over the rows")
            let end = try XCTUnwrap(before, "\(label) \(moment): the app's pull has no end")
            let frame = try XCTUnwrap(app.last { $0.ms < end }, "\(label) \(moment): no frame of the app's before \(end) ms")
            let drawn = PullTimeline.Place(y: box - inset, clipTop: bandTop - inset, clipBottom: bandBottom - inset,
                                           over: shown["over"] as? Bool ?? false)
            var expected = frame.place
            expected.clipBottom = min(expected.clipBottom ?? listHeight - inset, listHeight - inset)
            print("share: \(label) MJ header \(moment): drawn \(drawn), the app's at \(frame.ms) ms \(frame.place)")
            XCTAssertLessThanOrEqual(drawn.distance(to: expected), 1, "\(label) \(moment): drawn \(drawn), the app's \(frame.place)")
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
    func comparePull(page: [[Double]], trace: String, label: String, press: Int = 0) {
        let end = press == 0 ? PullTimeline.appRefreshEnd(trace) ?? .infinity : .infinity
        let frames = PullTimeline.appFrames(trace, press: press).filter { $0.ms < end }
        // A pull is half a second and its settle; the floor's closing, half a second.
        XCTAssertGreaterThan(frames.count, press == 0 ? 30 : 20, "\(label): the app's pull has too few frames")
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

    /// The pull's haptics (`header.haptics`: the iOS and Flutter presets tick as Cupertino's control refreshes): the
    /// page played the same kinds as the app's `haptic` lines, each within one frame (1/60 s) of the app's time after
    /// the press, with a navigator.vibrate call each; its live region says what a screen reader hears as the page's own
    /// refresh ends, in the app's words.
    func compareHaptics(page line: [String: Any], trace: String, label: String) {
        var press: Double?, app: [(kind: String, ms: Double)] = []
        for l in trace.split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(l.utf8)) as? [String: Any], let t = o["t"] as? Double else { continue }
            if o["type"] as? String == "input", o["kind"] as? String == "press" {
                // The next gesture's press ends the pull's.
                if press != nil { break }
                press = t
            }
            if let p = press, o["type"] as? String == "haptic", let kind = o["kind"] as? String { app.append((kind, (t - p) * 1000)) }
        }
        let page = (line["haptics"] as? [[Any]] ?? []).compactMap { h -> (kind: String, ms: Double)? in
            guard h.count == 2, let kind = h[0] as? String, let ms = h[1] as? Double else { return nil }
            return (kind, ms)
        }
        XCTAssertEqual(page.map(\.kind), app.map(\.kind), "\(label): the pull's haptics")
        for (p, a) in zip(page, app) {
            XCTAssertEqual(p.ms, a.ms, accuracy: 1000.0 / 60, "\(label): the \(a.kind) haptic at \(a.ms) ms in the app")
        }
        XCTAssertEqual(line["vibrations"] as? Int, page.count, "\(label): navigator.vibrate once a haptic")
        if !app.isEmpty { print("share: \(label) haptics: \(app.map { "\($0.kind) at \($0.ms) ms" }) in the app, \(page.map { "\($0.ms)" }) on the page") }
        if line["live"] as? String != "" {
            let language = Language(locale: ProcessInfo.processInfo.environment["LANG"])
            XCTAssertEqual(line["live"] as? String, language.noNewItemsText, "\(label): the live region after the page's refresh")
        }
    }

    /// The control at the end of the pull, as the page drew it and the app's frames have it: over a still list the
    /// circle's top held and at rest while refreshing (PhonePageControlTests.appCircle), Cupertino's ticks' top, and
    /// MJRefresh's arrow (flipped when the machine is pulling) from the machine's state at the release.
    func compareControl(page line: [String: Any], traceFile: URL, trace: String, set: TuningSet, label: String) throws {
        let held = try XCTUnwrap(line["held"] as? [String: Any], label)
        let lines = trace.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let release = try XCTUnwrap(lines.first { $0["type"] as? String == "input" && $0["kind"] as? String == "release" }?["t"] as? Double)
        let framesBefore = lines.filter { $0["type"] as? String == "frame" && ($0["t"] as? Double ?? .infinity) < release }
        let stateAtRelease = lines.last { $0["type"] as? String == "header" && ($0["t"] as? Double ?? .infinity) < release }?["to"] as? String ?? "idle"
        switch set.headerControl {
        case .android, .material:
            let app = try PhonePageControlTests.appCircle(traceFile)
            let settled = try XCTUnwrap(line["settled"] as? [String: Any], label)
            let pageHeld = try XCTUnwrap(held["top"] as? Double, label), pageRest = try XCTUnwrap(settled["top"] as? Double, label)
            print("share: \(label) circle: held \(pageHeld) pt on the page, \(app.held) in the app; at rest \(pageRest) and \(app.rest)")
            XCTAssertEqual(pageHeld, app.held, accuracy: 1, "\(label): the circle at the end of the pull")
            XCTAssertEqual(pageRest, app.rest, accuracy: 1, "\(label): the circle while refreshing")
        case .cupertino:
            // Refreshing as it armed: the ticks stand 16 pt below the gap's top, in the page and in the app. (When the
            // app's load, shorter than the page's 1 s, ended before the release, the two are no longer in one state.)
            guard stateAtRelease == "refreshing" else {
                print("share: \(label) ticks: the app's refresh ended before the release (\(stateAtRelease)), not compared")
                return
            }
            // Likewise the page's own 1 s refresh, when a loaded machine stretched the held pull past it.
            guard held["state"] as? String == "refreshing" else {
                print("share: \(label) ticks: the page's refresh ended before the release (\(held["state"] ?? "-")), not compared")
                return
            }
            // The app's frame line has the ticks' top below the bar's resting bottom: less what the bar has stretched by
            // (its height now against its height at the press), they stand below the bar as drawn.
            let press = lines.first { $0["type"] as? String == "input" && $0["kind"] as? String == "press" }?["t"] as? Double ?? 0
            let restBar = lines.last { $0["type"] as? String == "frame" && ($0["t"] as? Double ?? .infinity) <= press }?["barHeight"] as? Double
            let lastBar = framesBefore.last?["barHeight"] as? Double
            let stretch = (lastBar ?? 0) - (restBar ?? lastBar ?? 0)
            let appTop = try XCTUnwrap(framesBefore.last?["indicatorY"] as? Double, label) - stretch
            let pageTop = try XCTUnwrap(held["ticksTop"] as? Double, label)
            print("share: \(label) ticks: \(pageTop) pt below the bar on the page, \(appTop) in the app, \(held["ticks"] ?? "-") shown")
            XCTAssertEqual(pageTop, appTop, accuracy: 1, "\(label): the ticks at the end of the pull")
            XCTAssertEqual(held["state"] as? String, stateAtRelease, "\(label): the machine at the end of the pull")
        default:
            // MJRefresh's arrow flips when the machine is pulling: the page's machine is the app's at the release.
            print("share: \(label) arrow: \(held["state"] ?? "-") on the page, \(stateAtRelease) in the app at the release")
            XCTAssertEqual(held["state"] as? String, stateAtRelease, "\(label): the arrow at the end of the pull")
        }
    }
}
