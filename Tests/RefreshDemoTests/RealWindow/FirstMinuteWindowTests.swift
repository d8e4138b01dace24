import Foundation
import XCTest
import TestSupport
@testable import RefreshDemo

/// The first minute in a real X window (Xvfb, xdotool), checked by what the X server
/// shows (tools/grab_window.py, not the app's own screenshot) and by the trace: the frosted
/// bar after a refresh, quitting with unsaved tuning, the modal help, the top bar's click.
extension RealWindowTests {
    /// What the window shows now, as a surface (its size in pixels).
    func grab(_ window: String, _ name: String) throws -> Surface {
        guard let python = Self.tool("python3") else { throw XCTSkipUnlessFailing("python3 is not installed") }
        let out = ProductPaths.temporaryFolder("window-grab").appendingPathComponent("\(name).png")
        try? FileManager.default.removeItem(at: out)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        let script = ProductPaths.repository.appendingPathComponent("tools/grab_window.py").path
        let r = try runProgram(python, [script, window, out.path], environment: env, timeout: 20)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try SDLLibrary.session(video: false) { try Surface(loading: out.path) }
    }

    /// Pixels of a band (rows y0..<y1) that differ by more than `tolerance` in a channel.
    func differing(_ a: Surface, _ b: Surface, rows: Range<Int>, tolerance: Int = 6) -> Int {
        guard a.width == b.width else { return Int.max }
        var n = 0
        for y in rows where y < min(a.height, b.height) {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                for shift in [0, 8, 16] where abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)) > tolerance {
                    n += 1
                    break
                }
            }
        }
        return n
    }

    /// The top bar (64 pt) after the launch refresh has ended and everything rests, and
    /// after two wheel notches once at rest again; `extra` adds flags.
    func barsAfterLaunch(_ name: String, _ extra: [String]) throws -> (Surface, Surface) {
        let dir = ProductPaths.temporaryFolder("window-bar-\(name)-\(UUID().uuidString)")
        let trace = dir.appendingPathComponent("trace.jsonl")
        let window = try settledWindow(launch(["--state-dir", dir.path, "--latency", "0.3-0.3", "--seed", "7",
                                               "--trace", trace.path] + extra))
        // Refresh 0.3 s, result 0.5 s, closing 0.4 s, banner 3 s: all over by 5.5 s. The
        // trace does not say when the banner has gone, so this one wait is for a time.
        usleep(6_500_000)
        let atRest = try grab(window, "\(name)-rest")
        _ = try xdotool(["mousemove", "--window", window, "200", "400", "click", "--repeat", "2", "--delay", "40", "5"])
        // Until the list rests after both notches (its line is written with the frame drawn).
        waitForTrace(trace) { e in
            e.ofType("wheel").count >= 2 && e.ofType("scroll").last?["phase"] as? String == "idle"
                && e.ofType("scroll").last?["offsetY"] as? Double != -64
        }
        let scrolled = try grab(window, "\(name)-scrolled")
        try quit(window)
        app = nil
        return (atRest, scrolled)
    }

    /// The frosted bar shows what is under it now: after a failed refresh (red banner) or a
    /// successful one (orange), at rest and scrolled, it is the bar of a run that never
    /// refreshed, pixel for pixel; once it kept the blur of the banner's last frame.
    func testTheFrostedBarKeepsNoSmearOfTheBannerAfterARefresh() throws {
        try startXvfb()
        let (plainRest, plainScrolled) = try barsAfterLaunch("plain", ["--no-initial-refresh"])
        let (failedRest, failedScrolled) = try barsAfterLaunch("failed", ["--fail-rate", "1"])
        XCTAssertEqual(differing(failedRest, plainRest, rows: 0..<64), 0, "after a failed refresh, at rest")
        XCTAssertEqual(differing(failedScrolled, plainScrolled, rows: 0..<64), 0, "after a failed refresh, scrolled")
        let (updatedRest, _) = try barsAfterLaunch("updated", [])
        XCTAssertEqual(differing(updatedRest, plainRest, rows: 0..<64), 0, "after new items, at rest")
    }
}

extension RealWindowTests {
    /// Quitting with unsaved tuning asks: Esc closes the panel, the next Esc shows the prompt
    /// (the app goes on, the prompt in the window), the one after quits without saving.
    func testQuittingWithUnsavedTuningAsksFirstInARealWindow() throws {
        try assertUnsavedTuningAsksOnce("unsaved", what: "Esc", prepare: { window in
            _ = try self.xdotool(["key", "--window", window, "Escape"])
            waitUntil(timeout: 10, every: 0.05) { (try? self.xdotool(["getwindowgeometry", window]))?.hasSuffix("Geometry: 420x760") == true }
            XCTAssertTrue(self.app?.isRunning ?? false, "Esc closed the panel")
            let narrow = try self.xdotool(["getwindowgeometry", window])
            XCTAssertTrue(narrow.hasSuffix("Geometry: 420x760"), narrow)
        }, ask: { window in
            _ = try self.xdotool(["key", "--window", window, "Escape"])
        }, quit: { window in
            _ = try self.xdotool(["key", "--window", window, "ctrl+q"])
        })
    }

    /// The window's close button (a window manager's WM_DELETE_WINDOW, sent by
    /// tools/wm_close.py) with unsaved tuning asks like Esc: the app goes on with the
    /// prompt in the window; a second close quits without saving.
    func testTheCloseButtonWithUnsavedTuningAsksFirstInARealWindow() throws {
        guard let python = RealWindowTests.tool("python3") else { throw XCTSkipUnlessFailing("python3 is not installed") }
        let closer = ProductPaths.repository.appendingPathComponent("tools/wm_close.py").path
        func close(_ window: String) throws {
            var env = ProcessInfo.processInfo.environment
            env["DISPLAY"] = display
            let r = try runProgram(python, [closer, window], environment: env, timeout: 20)
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        try assertUnsavedTuningAsksOnce("close", what: "the close button", ask: close, quit: close)
    }

    /// With the panel open and its first slider clicked (tuning changed, not saved), after
    /// `prepare`: `ask` leaves the app running with the prompt in the window, then `quit`
    /// ends it with status 0 and the tuning file never written.
    private func assertUnsavedTuningAsksOnce(_ name: String, what: String, prepare: (String) throws -> Void = { _ in },
                                             ask: (String) throws -> Void, quit: (String) throws -> Void) throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-\(name)-\(UUID().uuidString)")
        let file = dir.appendingPathComponent("tuning.json")
        let trace = dir.appendingPathComponent("trace.jsonl")
        _ = try launch(["--no-initial-refresh", "--state-dir", dir.path, "--tuning", file.path, "--panel",
                        "--trace", trace.path])
        let window = try settledWindow()
        waitForTrace(trace) { $0.ofType("resize").last?["width"] as? Double == 1020 }
        // The first slider's track: a tuning change, not saved.
        _ = try xdotool(["mousemove", "--window", window, "\(420 + 250)", "\(40 + 26 + 26)", "click", "1"])
        waitForTrace(trace) { !$0.ofType("tuning").isEmpty }
        try prepare(window)
        let before = try grab(window, "\(name)-before")
        try ask(window)
        // Until the prompt shows in the window.
        waitUntil(timeout: 10, every: 0.1) {
            guard let shot = try? grab(window, "\(name)-prompt") else { return false }
            return differing(shot, before, rows: 0..<760) > 500
        }
        XCTAssertTrue(app?.isRunning ?? false, "unsaved tuning: \(what) asks instead of quitting")
        let prompt = try grab(window, "\(name)-prompt")
        XCTAssertGreaterThan(differing(prompt, before, rows: 0..<760), 500, "the prompt shows in the window")
        try quit(window)
        let deadline = Date().addingTimeInterval(10)
        while app?.isRunning == true && Date() < deadline { usleep(50_000) }
        XCTAssertFalse(app?.isRunning ?? true, "asked, a second quit quits")
        if app?.isRunning == false { XCTAssertEqual(app?.terminationStatus, 0) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "without saving")
    }

    /// The help is modal in a real window: the wheel and a drag under it scroll nothing,
    /// a click closes it, Esc then quits; a click on the top bar scrolls to the top; the
    /// failed footer held 0.8 s and released inside it retries.
    func testTheModalHelpTheTopBarAndAHeldFooterInARealWindow() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-modal-\(UUID().uuidString)")
        let trace = dir.appendingPathComponent("trace.jsonl")
        _ = try launch(["--no-initial-refresh", "--state-dir", dir.path, "--trace", trace.path,
                        "--fail-rate", "1", "--latency", "0.2-0.2", "--items", "20"])
        let window = try settledWindow()
        let restOffsets = { (e: [[String: Any]]) in
            e.ofType("scroll").filter { $0["phase"] as? String == "idle" }.compactMap { $0["offsetY"] as? Double }
        }
        let olderRequests = { (e: [[String: Any]]) in e.filter { $0["type"] as? String == "feed" && $0["request"] as? String == "older" } }
        _ = try xdotool(["key", "--window", window, "F1"])
        waitForKey(trace, "f1")
        // The help takes the wheel, the drag and the click that closes it (the trace shows
        // none of them); the app handles them in the order they come, as it does what follows.
        _ = try xdotool(["mousemove", "--window", window, "200", "400", "click", "--repeat", "3", "--delay", "40", "5"])
        var drag = ["mousemove", "--window", window, "200", "600", "mousedown", "1"]
        for y in stride(from: 570, through: 300, by: -30) { drag += ["sleep", "0.016", "mousemove", "--window", window, "200", "\(y)"] }
        _ = try xdotool(drag + ["mouseup", "1"])
        // A click closes the help; then three notches down, and a click on the bar.
        _ = try xdotool(["mousemove", "--window", window, "200", "400", "click", "1"])
        _ = try xdotool(["click", "--repeat", "3", "--delay", "40", "5"])
        waitForTrace(trace) { !restOffsets($0).isEmpty }
        _ = try xdotool(["mousemove", "--window", window, "200", "30", "click", "1"])
        waitForTrace(trace) { restOffsets($0).dropFirst().contains(-64) }
        // To the end: the footer loads and fails; held 0.8 s on it and released: a retry.
        _ = try xdotool(["key", "--window", window, "End"])
        waitForTrace(trace) { e in
            olderRequests(e).count >= 1 && e.ofType("footer").last?["to"] as? String == "failed"
                && e.ofType("scroll").last?["phase"] as? String == "idle"
        }
        _ = try xdotool(["mousemove", "--window", window, "200", "740", "mousedown", "1", "sleep", "0.8", "mouseup", "1"])
        waitForTrace(trace) { olderRequests($0).count >= 2 }
        try quit(window)

        let events = readTrace(trace)
        let phases = events.filter { $0["type"] as? String == "scroll" }
        let idles = phases.filter { $0["phase"] as? String == "idle" }.compactMap { $0["offsetY"] as? Double }
        // Under the help nothing scrolled (a scroll would have come to rest first); three
        // notches after it; the bar's click brought the list back to the top.
        XCTAssertEqual(idles.first, -64 + 3 * 240, "the first rest is after the help closed: \(idles)")
        XCTAssertTrue(idles.dropFirst().contains(-64), "the click on the bar scrolled to the top: \(idles)")
        let older = events.filter { $0["type"] as? String == "feed" && $0["request"] as? String == "older" }
        XCTAssertEqual(older.count, 2, "the footer failed, then the held click retried: \(older)")
    }

    /// The window shows the app's icon: _NET_WM_ICON (read by tools/window_icon.py, as a
    /// window manager reads it) is Assets/Art/icon.png, size and every pixel.
    func testTheWindowHasTheAppsIcon() throws {
        try startXvfb()
        guard let python = Self.tool("python3") else { throw XCTSkipUnlessFailing("python3 is not installed") }
        let dir = ProductPaths.temporaryFolder("window-icon-\(UUID().uuidString)")
        let window = try launch(["--state-dir", dir.path, "--no-initial-refresh"])
        let out = dir.appendingPathComponent("icon.txt")
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        let script = ProductPaths.repository.appendingPathComponent("tools/window_icon.py").path
        let r = try runProgram(python, [script, window, out.path], environment: env, timeout: 20)
        XCTAssertEqual(r.status, 0, "the window has an icon: " + r.stderr)
        try quit(window)
        guard r.status == 0 else { return }
        let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n")
        let icon = try SDLLibrary.session(video: false) {
            try Surface(loading: ProductPaths.repository.appendingPathComponent("Assets/Art/icon.png").path)
        }
        XCTAssertEqual(lines.first.map(String.init), "\(icon.width) \(icon.height)")
        let pixels = lines.dropFirst().map { UInt32($0, radix: 16) ?? 0 }
        XCTAssertEqual(pixels.count, icon.width * icon.height)
        var differing = 0
        for (i, p) in pixels.enumerated() where i < icon.width * icon.height {
            let q = icon.pixel(x: i % icon.width, y: i / icon.width)
            // Fully transparent pixels may carry any colour.
            if p != q && (p >> 24 != 0 || q >> 24 != 0) { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "every pixel of the icon")
    }

    /// The window's WM_CLASS is the desktop entry's StartupWMClass, so a launcher or a
    /// task bar puts the window under the entry's name and icon (read from the entry, not
    /// restated here).
    func testTheWindowsClassIsTheDesktopEntrysStartupWMClass() throws {
        let entry = try String(contentsOf: ProductPaths.repository.appendingPathComponent("packaging/refreshdemo.desktop.in"),
                               encoding: .utf8)
        let wmClass = entry.split(separator: "\n").first { $0.hasPrefix("StartupWMClass=") }
            .map { String($0.dropFirst("StartupWMClass=".count)) }
        XCTAssertNotNil(wmClass, "the desktop entry names its window's class")
        try startXvfb()
        guard let xprop = Self.tool("xprop") else { throw XCTSkipUnlessFailing("xprop is not installed (make test installs x11-utils)") }
        let dir = ProductPaths.temporaryFolder("window-class-\(UUID().uuidString)")
        let window = try launch(["--state-dir", dir.path, "--no-initial-refresh"])
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        let r = try runProgram(xprop, ["-id", window, "WM_CLASS"], environment: env, timeout: 20)
        try quit(window)
        XCTAssertEqual(r.status, 0, r.stderr)
        let name = wmClass ?? "(none)"
        XCTAssertEqual(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines),
                       "WM_CLASS(STRING) = \"\(name)\", \"\(name)\"")
    }

    /// Esc ends the process as the window goes, with and without a Lottie header (whose
    /// renderer runs in a worker process): the pointer moves over the window, and Esc follows
    /// 20 ms later, as a hand that leaves the mouse for the keyboard. The exit once waited for
    /// the X11 scroll listener's thread to end the 200 ms poll the motion had begun (0.18 s
    /// from Esc to the exit then; 0.02 s now).
    func testEscEndsTheProcessAtOnceWithAndWithoutHeaderArt() throws {
        try startXvfb()
        let sample = ProductPaths.repository.appendingPathComponent("Assets/Art/sample.json").path
        for art in [[], ["--header-art", sample]] {
            let dir = ProductPaths.temporaryFolder("window-exit-\(UUID().uuidString)")
            let window = try settledWindow(launch(["--state-dir", dir.path, "--no-initial-refresh"] + art))
            // The pointer in the window (its entering redraws) and a first key through xdotool
            // (its first use in a server sends every client a keymap change), then at rest, the
            // art's frames rendered by the worker.
            _ = try xdotool(["mousemove", "--window", window, "300", "200", "key", "--window", window, "shift"])
            // The art's worker gives no sign when its frames are in: this wait is for a time.
            usleep(1_500_000)
            guard let p = app else { return XCTFail("no app") }
            _ = try xdotool(["mousemove", "--window", window, "100", "100", "sleep", "0.05", "mousemove", "--window", window, "200", "300"])
            paceInput(20)
            let start = Date()
            _ = try xdotool(["key", "--window", window, "Escape"])
            while p.isRunning && Date().timeIntervalSince(start) < 5 { usleep(1000) }
            let seconds = Date().timeIntervalSince(start)
            _ = try? xdotool(["keyup", "Escape"])
            XCTAssertFalse(p.isRunning, "Esc quits")
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0)
            // About 0.02 s here, xdotool's own run included.
            XCTAssertLessThan(seconds, 0.1, "from Esc to the process's exit, \(art.isEmpty ? "no art" : "Lottie header")")
            app = nil
        }
    }
}
