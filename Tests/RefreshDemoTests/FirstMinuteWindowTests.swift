import Foundation
import XCTest
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
        let window = try launch(["--state-dir", dir.path, "--latency", "0.3-0.3", "--seed", "7"] + extra)
        // Refresh 0.3 s, result 0.5 s, closing 0.4 s, banner 3 s: all over by 5.5 s.
        usleep(6_500_000)
        let atRest = try grab(window, "\(name)-rest")
        _ = try xdotool(["mousemove", "--window", window, "200", "400", "click", "--repeat", "2", "--delay", "40", "5"])
        usleep(2_000_000)
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
