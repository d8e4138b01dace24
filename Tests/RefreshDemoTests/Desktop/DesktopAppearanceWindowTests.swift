import Foundation
import XCTest
@testable import RefreshDemo

/// The desktop's appearance in a real window (Xvfb) on a real session bus (a private
/// dbus-daemon) with the Settings portal's stand-in: the window opens in the desktop's
/// scheme, switches from light to dark when SettingChanged arrives (checked in the X
/// server's pixels, not the app's own screenshot), and a broken bus changes nothing.
extension RealWindowTests {
    /// The share of the list's pixels (rows 100 to 700) that are a light row's white and a
    /// dark row's #1C1C1E.
    func schemeShares(_ s: Surface) -> (light: Double, dark: Double) {
        var light = 0, dark = 0, all = 0
        for y in stride(from: 100, to: min(700, s.height), by: 2) {
            for x in stride(from: 0, to: s.width, by: 2) {
                let p = s.pixel(x: x, y: y)
                let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
                if r > 245 && g > 245 && b > 245 { light += 1 }
                if abs(r - 28) < 6 && abs(g - 28) < 6 && abs(b - 30) < 6 { dark += 1 }
                all += 1
            }
        }
        return (Double(light) / Double(max(all, 1)), Double(dark) / Double(max(all, 1)))
    }

    /// Grabs the window until its list is mostly dark (`dark`) or light, at most `seconds`.
    func waitForScheme(_ window: String, dark: Bool, seconds: Double, _ name: String) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var n = 0
        repeat {
            let shares = schemeShares(try grab(window, "\(name)-\(n)"))
            if (dark ? shares.dark : shares.light) > 0.5 { return true }
            n += 1
            usleep(150_000)
        } while Date() < deadline
        return false
    }

    func appearanceRun(_ name: String, bus: SessionBus?, address: String? = nil, gtkTheme: String = "", extra: [String] = [],
                       _ body: (String) throws -> Void) throws -> (stderr: String, trace: [[String: Any]]) {
        let dir = ProductPaths.temporaryFolder("appearance-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let errURL = dir.appendingPathComponent("stderr"), traceURL = dir.appendingPathComponent("trace.jsonl")
        let env = ["DBUS_SESSION_BUS_ADDRESS": address ?? bus?.address ?? "unix:path=/nonexistent/bus", "GTK_THEME": gtkTheme]
        let window = try settledWindow(launch(["--state-dir", dir.appendingPathComponent("state").path, "--no-initial-refresh",
                                               "--trace", traceURL.path] + extra, stderr: errURL, environment: env))
        try body(window)
        XCTAssertTrue(app?.isRunning ?? false, "\(name): the app runs on")
        try quit(window)
        app = nil
        return ((try? String(contentsOf: errURL, encoding: .utf8)) ?? "", readTrace(traceURL))
    }

    func testAWindowFollowsTheDesktopFromLightToDarkLive() throws {
        try startXvfb()
        let bus = try SessionBus()
        defer { bus.stop() }
        let run = try appearanceRun("live", bus: bus) { window in
            XCTAssertTrue(try waitForScheme(window, dark: false, seconds: 5, "live-light"), "opens light: the portal says no preference")
            bus.set("org.freedesktop.appearance", "color-scheme", "u", "1")
            XCTAssertTrue(try waitForScheme(window, dark: true, seconds: 3, "live-dark"), "dark once SettingChanged arrived")
            bus.set("org.freedesktop.appearance", "color-scheme", "u", "2")
            XCTAssertTrue(try waitForScheme(window, dark: false, seconds: 3, "live-light-again"), "and back")
        }
        XCTAssertEqual(run.stderr, "", "nothing said without --verbose")
        let values = run.trace.filter { $0["name"] as? String == "appearance" }.compactMap { $0["value"] as? String }
        XCTAssertEqual(values, ["dark (auto)", "light (auto)"])
    }

    /// The rows' separators in view: pixel rows where the list's x 150 and 350 are both the
    /// light separator's grey.
    func separators(_ s: Surface) -> Int {
        func isSeparator(_ x: Int, _ y: Int) -> Bool {
            let p = s.pixel(x: x, y: y)
            return abs(Int((p >> 16) & 0xFF) - 198) < 4 && abs(Int((p >> 8) & 0xFF) - 198) < 4 && abs(Int(p & 0xFF) - 200) < 4
        }
        return (70..<min(s.height, 760)).filter { isSeparator(150, $0) && isSeparator(350, $0) }.count
    }

    /// The desktop's text size changed while the window runs: the rows reflow in larger text
    /// (fewer of them, so fewer separators, in the X server's pixels).
    func testAWindowFollowsTheDesktopsTextSizeLive() throws {
        try startXvfb()
        let bus = try SessionBus()
        defer { bus.stop() }
        _ = try appearanceRun("text-size", bus: bus) { window in
            XCTAssertTrue(try waitForScheme(window, dark: false, seconds: 5, "text-size-light"))
            let before = separators(try grab(window, "text-size-before"))
            XCTAssertGreaterThan(before, 4)
            bus.set("org.gnome.desktop.interface", "text-scaling-factor", "d", "1.6")
            let deadline = Date().addingTimeInterval(3)
            var after = before
            repeat {
                usleep(200_000)
                after = separators(try grab(window, "text-size-after"))
            } while after >= before && Date() < deadline
            XCTAssertLessThan(after, before, "larger text: fewer rows in view (\(before) -> \(after) separators)")
        }
    }

    func testAWindowOpensDarkOnADarkDesktop() throws {
        try startXvfb()
        let bus = try SessionBus(values: [["org.freedesktop.appearance", "color-scheme", "u", "1"]])
        defer { bus.stop() }
        let run = try appearanceRun("dark-desktop", bus: bus, extra: ["--verbose"]) { window in
            XCTAssertTrue(try waitForScheme(window, dark: true, seconds: 5, "opens-dark"), "opens dark")
        }
        XCTAssertTrue(run.stderr.contains("desktop settings from the Settings portal: dark"), "--verbose says where: \(run.stderr)")
    }

    /// No bus, one that never answers, one that sends noise, a portal that sends garbage:
    /// the window opens as quickly, in GTK_THEME's scheme, and says nothing.
    func testABrokenBusChangesNothingInAWindow() throws {
        try startXvfb()
        func timed(_ name: String, bus: SessionBus?, address: String? = nil) throws -> Double {
            let start = Date()
            var opened = 0.0
            let run = try appearanceRun(name, bus: bus, address: address, gtkTheme: "Adwaita:dark") { window in
                opened = Date().timeIntervalSince(start)
                XCTAssertTrue(try waitForScheme(window, dark: true, seconds: 5, name), "\(name): GTK_THEME's dark")
            }
            XCTAssertEqual(run.stderr, "", "\(name): nothing said without --verbose")
            return opened
        }
        let usual = try timed("no-bus", bus: nil)
        for mode in ["never", "noise"] {
            let bus = try SessionBus(broken: mode)
            let took = try timed(mode, bus: bus)
            XCTAssertLessThan(took, usual + 1.5, "\(mode): opened in \(took) s (usually \(usual) s)")
            bus.stop()
        }
        let garbage = try SessionBus(portal: "garbage")
        defer { garbage.stop() }
        _ = try appearanceRun("garbage", bus: garbage, gtkTheme: "Adwaita:dark") { window in
            XCTAssertTrue(try waitForScheme(window, dark: true, seconds: 5, "garbage"))
            garbage.set("org.freedesktop.appearance", "color-scheme", "u", "2")
            // Nothing shows when nothing changes: this wait is for a time.
            usleep(500_000)
            XCTAssertTrue(try waitForScheme(window, dark: true, seconds: 0.1, "garbage-after"), "a garbage SettingChanged changes nothing")
        }
    }
}
