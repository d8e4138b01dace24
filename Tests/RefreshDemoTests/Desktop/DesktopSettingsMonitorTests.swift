import Foundation
import RefreshDemoModel
import XCTest
@testable import RefreshDemo

/// The desktop's settings over a real session bus (a private dbus-daemon) with the
/// portal's stand-in on it: read at start, followed on SettingChanged; a bus that is
/// missing, never answers, sends noise, or a portal that is silent or sends garbage
/// leaves the fallback (GTK_THEME) and costs at most the call timeout.
final class DesktopSettingsMonitorTests: XCTestCase {
    private var saved: String?

    override func setUp() {
        super.setUp()
        saved = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
    }

    override func tearDown() {
        if let saved { setenv("DBUS_SESSION_BUS_ADDRESS", saved, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") }
        super.tearDown()
    }

    /// A monitor on `address`, with GTK_THEME's dark as the fallback; how long it took to answer.
    func monitor(_ address: String) -> (DesktopSettingsMonitor, Double) {
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
        let start = Date()
        let m = DesktopSettingsMonitor.start(environment: ["GTK_THEME": "Adwaita:dark"], verbose: false)
        while !m.hasAnswered && Date().timeIntervalSince(start) < 5 { usleep(5_000) }
        return (m, Date().timeIntervalSince(start))
    }

    /// Waits up to `seconds` for the monitor to hand over settings.
    func next(_ m: DesktopSettingsMonitor, within seconds: Double) -> DesktopSettings? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let s = m.take() { return s }
            usleep(10_000)
        }
        return nil
    }

    func testThePortalIsReadAtStartAndFollowedLive() throws {
        let bus = try SessionBus(values: [
            ["org.freedesktop.appearance", "color-scheme", "u", "1"], ["org.freedesktop.appearance", "accent-color", "rgb", "0.2,0.4,0.6"],
            ["org.freedesktop.appearance", "contrast", "u", "1"], ["org.gnome.desktop.interface", "text-scaling-factor", "d", "1.25"],
            ["org.gnome.desktop.interface", "enable-animations", "b", "false"],
        ])
        defer { bus.stop() }
        let (m, took) = monitor(bus.address)
        defer { m.stop() }
        XCTAssertLessThan(took, 2)
        let first = try XCTUnwrap(m.take())
        XCTAssertEqual(first.scheme, .dark)
        XCTAssertEqual(first.accent?.bytes.g, 102)
        XCTAssertTrue(first.highContrast)
        XCTAssertEqual(first.textScale, 1.25)
        XCTAssertFalse(first.animations)
        XCTAssertNil(m.take(), "nothing new")
        bus.set("org.freedesktop.appearance", "color-scheme", "u", "2")
        XCTAssertEqual(next(m, within: 3)?.scheme, .light, "SettingChanged followed")
        bus.set("org.gnome.desktop.interface", "enable-animations", "b", "true")
        XCTAssertEqual(next(m, within: 3)?.animations, true)
    }

    func testAnOlderPortalWithoutReadAllIsReadKeyByKey() throws {
        let bus = try SessionBus(portal: "old", values: [["org.freedesktop.appearance", "color-scheme", "u", "1"],
                                                         ["org.gnome.desktop.interface", "text-scaling-factor", "d", "1.5"]])
        defer { bus.stop() }
        let (m, _) = monitor(bus.address)
        defer { m.stop() }
        let s = try XCTUnwrap(m.take())
        XCTAssertEqual(s.scheme, .dark)
        XCTAssertEqual(s.textScale, 1.5)
    }

    func testALightPortalWinsOverGtkTheme() throws {
        let bus = try SessionBus()
        defer { bus.stop() }
        let (m, _) = monitor(bus.address)
        defer { m.stop() }
        XCTAssertEqual(m.take()?.scheme, .light, "the portal says no preference")
    }

    func testBusesThatFailLeaveGtkThemeAndCostAtMostTheTimeout() throws {
        var cases: [(String, () throws -> SessionBus?)] = [
            ("no bus", { nil }),
            ("a bus that never answers", { try SessionBus(broken: "never") }),
            ("a bus that sends noise", { try SessionBus(broken: "noise") }),
            ("a bus without a portal", { try SessionBus(portal: nil) }),
            ("a silent portal", { try SessionBus(portal: "silent") }),
            ("a portal that sends garbage", { try SessionBus(portal: "garbage") }),
        ]
        for (what, make) in cases {
            let bus = try make()
            let (m, took) = monitor(bus?.address ?? "unix:path=/nonexistent/refreshdemo-bus")
            // The handshake and two calls (the match, the read), 200 ms each at most, with room
            // for a busy machine; sd-bus alone would wait 90 s for a bus that never answers.
            XCTAssertLessThan(took, 1.5, "\(what): answered in \(took) s")
            XCTAssertEqual(m.take()?.scheme, .dark, "\(what): GTK_THEME's dark stays")
            if what == "a portal that sends garbage" {
                bus?.set("org.freedesktop.appearance", "color-scheme", "u", "2")
                XCTAssertNil(next(m, within: 0.5), "\(what): a garbage SettingChanged changes nothing")
            }
            m.stop()
            bus?.stop()
        }
        cases.removeAll()
    }
}
