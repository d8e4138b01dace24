import Foundation
import XCTest
import TestSupport
@testable import RefreshDemo

/// HiDPI on X11 (Xvfb): SDL2's X11 backend has no HiDPI, so the app takes the desktop's
/// scale (Xft.dpi from the X resources, GDK_SCALE, QT_SCALE_FACTOR, `--scale`): at 192 dpi
/// the 420x760-pt window is 840x1520 px with text rasterized at 2x, and input in pixels
/// reaches the list in points.
extension RealWindowTests {
    /// The window's size in pixels, from the X server (xwininfo).
    func windowPixels(_ window: String) throws -> String {
        guard let tool = Self.tool("xwininfo") else { throw XCTSkipUnlessFailing("xwininfo is not installed (make test installs it)") }
        var r = try runProgram(tool, ["-id", window], environment: ["DISPLAY": display], timeout: 20)
        for _ in 0..<20 where r.status != 0 {
            usleep(100_000)
            r = try runProgram(tool, ["-id", window], environment: ["DISPLAY": display], timeout: 20)
        }
        XCTAssertEqual(r.status, 0, "xwininfo -id \(window): \(r.stderr)")
        let info = r.stdout
        func value(_ key: String) -> String {
            info.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(key) }
                .map { String($0.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces) } ?? "?"
        }
        return "\(value("Width"))x\(value("Height"))"
    }

    /// The app's window now: SDL may make its X window again as the renderer starts, so the
    /// id `launch` found first can be gone a moment later.
    func settledWindow(_ launched: String = "") throws -> String {
        let deadline = Date().addingTimeInterval(launched.isEmpty ? 15 : 3)
        repeat {
            usleep(600_000)
            let ids = try xdotool(["search", "--onlyvisible", "--name", "^RefreshDemo$"]).split(separator: "\n")
            if let id = ids.last.map(String.init), !id.isEmpty { return id }
        } while Date() < deadline
        // No id at all: `xwininfo -id ""` would wait for a click on a window, for ever.
        guard !launched.isEmpty else { throw XCTSkipUnlessFailing("no RefreshDemo window showed within 15 s") }
        return launched
    }

    /// Sets X resources on the server as a desktop does (xrdb -merge).
    func xrdb(_ resources: String) throws {
        guard let tool = Self.tool("xrdb") else { throw XCTSkipUnlessFailing("xrdb is not installed (make test installs it)") }
        let file = ProductPaths.temporaryFolder("window-xrdb").appendingPathComponent("resources-\(UUID().uuidString)")
        try resources.write(to: file, atomically: true, encoding: .utf8)
        let r = try runProgram(tool, ["-nocpp", "-merge", file.path], environment: ["DISPLAY": display], timeout: 20)
        XCTAssertEqual(r.status, 0, r.stderr)
        let q = try runProgram(tool, ["-query"], environment: ["DISPLAY": display], timeout: 20)
        XCTAssertTrue(q.stdout.contains("Xft.dpi"), "the server holds the resources: \(q.stdout)")
    }

    /// 2x2 blocks in rows y0..<y1 whose four pixels are not all alike: none in a 1x frame
    /// blown up to 2x, many in text rasterized at 2x.
    func finerThanDoubled(_ s: Surface, rows: Range<Int>) -> Int {
        var n = 0
        for y in stride(from: rows.lowerBound, to: min(rows.upperBound, s.height) - 1, by: 2) {
            for x in stride(from: 0, to: s.width - 1, by: 2) {
                let p = s.pixel(x: x, y: y)
                if s.pixel(x: x + 1, y: y) != p || s.pixel(x: x, y: y + 1) != p || s.pixel(x: x + 1, y: y + 1) != p { n += 1 }
            }
        }
        return n
    }

    func testXftDPI192OpensA2xWindowWithTextRasterizedAt2x() throws {
        try startXvfb(screen: "1920x1600x24")
        try xrdb("Xft.dpi:\t192\n")
        let dir = ProductPaths.temporaryFolder("window-hidpi-\(UUID().uuidString)")
        let trace = dir.appendingPathComponent("trace.jsonl")
        _ = try launch(["--no-initial-refresh", "--state-dir", dir.path, "--trace", trace.path],
                       environment: ["GDK_SCALE": "", "QT_SCALE_FACTOR": ""])
        let window = try settledWindow()
        XCTAssertEqual(try windowPixels(window), "840x1520", "420x760 pt at 2x")
        let shot = try grab(window, "hidpi-2x")
        XCTAssertEqual(shot.width, 840)
        // The bar is 64 pt: its hairline is at 128 px; the title's glyphs are drawn at 2x.
        let hairline = shot.pixel(x: 10, y: 128) & 0xFFFFFF, below = shot.pixel(x: 10, y: 140) & 0xFFFFFF
        XCTAssertNotEqual(hairline, below, "the bar's hairline at 128 px")
        XCTAssertGreaterThan(finerThanDoubled(shot, rows: 60..<110), 150, "the title is rasterized at 2x, not blown up")
        XCTAssertGreaterThan(finerThanDoubled(shot, rows: 300..<620), 1000, "the rows' text too")
        // The mouse in pixels reaches the list in points: three notches at (400, 800) px.
        _ = try xdotool(["mousemove", "--window", window, "400", "800", "click", "--repeat", "3", "--delay", "40", "5"])
        waitForTrace(trace) { e in
            e.ofType("wheel").count >= 3 && e.ofType("scroll").contains { $0["phase"] as? String == "idle" }
        }
        try quit(window)
        let events = readTrace(trace)
        let resize = events.first { $0["type"] as? String == "resize" }
        XCTAssertEqual(resize?["width"] as? Double, 420, "the list is 420 pt wide")
        XCTAssertEqual(resize?["height"] as? Double, 760)
        let idle = events.last { $0["type"] as? String == "scroll" && $0["phase"] as? String == "idle" }
        XCTAssertEqual(idle?["offsetY"] as? Double, -64 + 3 * 240, "three notches, as at 1x")
    }

    func testGDKScaleQtScaleAndTheScaleFlagSizeTheWindow() throws {
        try startXvfb(screen: "1920x1600x24")
        let dir = ProductPaths.temporaryFolder("window-scale-\(UUID().uuidString)")
        let cases: [([String], [String: String], String)] = [
            ([], ["GDK_SCALE": "2", "QT_SCALE_FACTOR": ""], "840x1520"),
            ([], ["GDK_SCALE": "", "QT_SCALE_FACTOR": "1.5"], "630x1140"),
            (["--scale", "2"], ["GDK_SCALE": "", "QT_SCALE_FACTOR": ""], "840x1520"),
            (["--scale", "1"], ["GDK_SCALE": "2", "QT_SCALE_FACTOR": ""], "420x760"),
            ([], ["GDK_SCALE": "", "QT_SCALE_FACTOR": ""], "420x760"),
        ]
        for (flags, env, size) in cases {
            _ = try launch(["--no-initial-refresh", "--state-dir", dir.path] + flags, environment: env)
            let window = try settledWindow()
            XCTAssertEqual(try windowPixels(window), size, "\(flags) \(env)")
            try quit(window)
        }
    }
}

extension RealWindowTests {
    /// At 2x on a screen 800 pt wide (1600 px), Tab opens the panel: the window takes the
    /// screen's width, the list keeps 320 pt (the panel's edge at 640 px), and Tab again
    /// gives the window back its 840 px (it fell to 640 px when the list was squeezed).
    func testThePanelOnANarrowScreenKeepsTheListAndClosingGivesItsWidthBack() throws {
        try startXvfb(screen: "1600x1600x24")
        let dir = ProductPaths.temporaryFolder("window-narrow-\(UUID().uuidString)")
        _ = try launch(["--no-initial-refresh", "--state-dir", dir.path, "--scale", "2"],
                       environment: ["GDK_SCALE": "", "QT_SCALE_FACTOR": ""])
        let window = try settledWindow()
        XCTAssertEqual(try windowPixels(window), "840x1520")
        _ = try xdotool(["key", "--window", window, "Tab"])
        // Until the window is as wide as the screen and shows the panel beside the list.
        waitUntil(timeout: 10, every: 0.1) {
            guard (try? windowPixels(window)) == "1600x1520", let shot = try? grab(window, "narrow-open") else { return false }
            return shot.pixel(x: 640, y: 1400) & 0xFFFFFF == 0xC6C6C8
        }
        XCTAssertEqual(try windowPixels(window), "1600x1520", "as wide as the screen")
        let open = try grab(window, "narrow-open")
        // The panel's left edge (a 1 px separator on its light background) at 320 pt.
        let edge = open.pixel(x: 640, y: 1400) & 0xFFFFFF, panel = open.pixel(x: 660, y: 1400) & 0xFFFFFF
        XCTAssertEqual(edge, 0xC6C6C8, "the separator at 640 px: the list is 320 pt")
        XCTAssertEqual(panel, 0xFAFAFC, "the panel right of it")
        _ = try xdotool(["key", "--window", window, "Tab"])
        waitUntil(timeout: 10, every: 0.1) { (try? windowPixels(window)) == "840x1520" }
        XCTAssertEqual(try windowPixels(window), "840x1520", "closing gives the window its width back")
        try quit(window)
    }
}
