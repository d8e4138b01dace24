import Foundation
import XCTest
import TestSupport

/// A real X window (Xvfb) in hostile hands: a size larger than the screen, the window
/// narrowed over the open panel, the watched tuning file swapped for a FIFO.
extension RealWindowTests {
    func geometry(_ window: String) throws -> (width: Int, height: Int) {
        let line = try xdotool(["getwindowgeometry", window]).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.last ?? ""
        let size = line.dropFirst("Geometry: ".count).split(separator: "x").compactMap { Int($0) }
        XCTAssertEqual(size.count, 2, line)
        return size.count == 2 ? (size[0], size[1]) : (0, 0)
    }

    func testAWindowLargerThanTheScreenIsClampedToIt() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-big-\(UUID().uuidString)")
        let window = try launch(["--no-initial-refresh", "--state-dir", dir.path, "--size", "16000x16000"])
        waitUntil(timeout: 10, every: 0.05) { (try? geometry(window)).map { $0.width <= 1024 && $0.height <= 900 } ?? false }
        let size = try geometry(window)
        XCTAssertLessThanOrEqual(size.width, 1024, "the 1024x900 screen's width")
        XCTAssertLessThanOrEqual(size.height, 900)
        try quit(window)
    }

    /// Tab, the window narrowed to 420 over the open panel, Tab: the list gets a usable
    /// width back (320 at least), not the 1 px the panel had left it.
    func testClosingThePanelAfterNarrowingTheWindowLeavesItUsable() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-panel-\(UUID().uuidString)")
        let trace = dir.appendingPathComponent("trace.jsonl")
        let window = try launch(["--no-initial-refresh", "--state-dir", dir.path, "--trace", trace.path])
        waitForFirstFrame(trace)
        _ = try xdotool(["key", "--window", window, "Tab"])
        waitUntil(timeout: 10, every: 0.05) { (try? geometry(window))?.width == 1020 }
        XCTAssertEqual(try geometry(window).width, 1020, "the panel widened the window")
        _ = try xdotool(["windowsize", window, "420", "760"])
        // Until the app has had the narrowing and answered it (it widens the window again
        // to keep the list's least width beside the panel).
        waitForTrace(trace) { e in
            let widths = e.ofType("resize").compactMap { $0["width"] as? Double }
            guard let panel = widths.firstIndex(of: 1020), let narrowed = widths[panel...].firstIndex(of: 420) else { return false }
            return widths.count > narrowed + 1
        }
        _ = try xdotool(["key", "--window", window, "Tab"])
        // Until the closed panel's frame is drawn and the window has the width it asked for.
        waitForKey(trace, "tab", count: 2)
        waitForTrace(trace) { $0.ofType("resize").last?["width"] as? Double ?? 0 >= 320 }
        XCTAssertGreaterThanOrEqual(try geometry(window).width, 320)
        try quit(window)
    }

    /// `mkfifo f; mv f t.json` under a running window: the watcher sees a FIFO and says so
    /// (it never opens it), the window goes on, and SIGTERM ends it within a second.
    func testTheWatchedTuningFileReplacedByAFIFONeitherFreezesTheWindowNorIgnoresSIGTERM() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-fifo-\(UUID().uuidString)")
        let tuning = dir.appendingPathComponent("t.json").path
        try "{\"version\": 1}".write(toFile: tuning, atomically: false, encoding: .utf8)
        let err = dir.appendingPathComponent("stderr.txt")
        _ = try launch(["--no-initial-refresh", "--state-dir", dir.path, "--tuning", tuning], stderr: err)
        let fifo = dir.appendingPathComponent("f").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(rename(fifo, tuning), 0)
        waitForText("is a FIFO", inFile: err.path, timeout: 15)
        guard let p = app else { return XCTFail("no app") }
        XCTAssertTrue(p.isRunning)
        kill(p.processIdentifier, SIGTERM)
        let start = Date()
        while p.isRunning && Date().timeIntervalSince(start) < 1 { usleep(10_000) }
        XCTAssertFalse(p.isRunning, "SIGTERM did not end the window within 1 s")
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        XCTAssertEqual(try String(contentsOf: err, encoding: .utf8),
                       "RefreshDemo: \(tuning):1: is a FIFO, not a regular file; expected a tuning file (JSON)\n")
    }

    /// A Wayland socket that stalls, closes or talks nonsense beside a working X display
    /// (SDL crashed in SDL_Init on the last two): the window opens on X, with one line
    /// naming the Wayland display.
    func testABrokenWaylandSocketFallsBackToX() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-wayland-\(UUID().uuidString)")
        defer { unsetenv("WAYLAND_DISPLAY") }
        for (mode, reason) in [("stall", "accepted the connection, then said nothing for 2 s"),
                               ("close", "accepted the connection, then closed it without an answer"),
                               ("garbage", "answered with something that is not its protocol")] {
            let socketPath = dir.appendingPathComponent("wl-\(mode).sock").path
            let server = try startFakeDisplay(mode, at: socketPath)
            defer { server.terminate(); server.waitUntilExit() }
            setenv("WAYLAND_DISPLAY", socketPath, 1)
            let err = dir.appendingPathComponent("stderr-\(mode).txt")
            let window = try launch(["--no-initial-refresh", "--state-dir", dir.path], stderr: err)
            XCTAssertEqual(try String(contentsOf: err, encoding: .utf8), "RefreshDemo: cannot open Wayland display \(socketPath) "
                           + "(\(reason)); using X display \(display) instead\n")
            try quit(window)
        }
    }
}
