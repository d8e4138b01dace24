import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// The appearance as a value: what the desktop says (the portal's settings, GTK_THEME),
/// the user's choice over it, D's toggle, and the frame that carries it.
final class AppearanceTests: XCTestCase {
    func testThePortalsSettingsAreReadAndBadOnesChangeNothing() {
        var s = DesktopSettings()
        XCTAssertTrue(s.apply(namespace: "org.freedesktop.appearance", key: "color-scheme", .uint(1)))
        XCTAssertEqual(s.scheme, .dark)
        s.apply(namespace: "org.freedesktop.appearance", key: "color-scheme", .uint(2))
        XCTAssertEqual(s.scheme, .light)
        s.apply(namespace: "org.freedesktop.appearance", key: "color-scheme", .uint(0))
        XCTAssertEqual(s.scheme, .light, "no preference is light")
        s.apply(namespace: "org.freedesktop.appearance", key: "accent-color", .rgb(0.2, 0.4, 0.6))
        XCTAssertEqual(s.accent?.bytes.g, 102)
        s.apply(namespace: "org.freedesktop.appearance", key: "accent-color", .rgb(-1, -1, -1))
        XCTAssertNil(s.accent, "the portal's unset accent (out of range) is none")
        s.apply(namespace: "org.freedesktop.appearance", key: "contrast", .uint(1))
        XCTAssertTrue(s.highContrast)
        s.apply(namespace: "org.gnome.desktop.interface", key: "text-scaling-factor", .double(1.25))
        XCTAssertEqual(s.textScale, 1.25)
        s.apply(namespace: "org.gnome.desktop.interface", key: "text-scaling-factor", .double(40))
        XCTAssertEqual(s.textScale, 3, "within the range the rows still fit")
        s.apply(namespace: "org.gnome.desktop.interface", key: "text-scaling-factor", .double(.nan))
        XCTAssertEqual(s.textScale, 1)
        s.apply(namespace: "org.gnome.desktop.interface", key: "enable-animations", .bool(false))
        XCTAssertFalse(s.animations)
        // The wrong type, or a key the app does not read: nothing changes.
        let before = s
        XCTAssertFalse(s.apply(namespace: "org.freedesktop.appearance", key: "color-scheme", .bool(true)))
        XCTAssertFalse(s.apply(namespace: "org.freedesktop.appearance", key: "contrast", .double(1)))
        XCTAssertFalse(s.apply(namespace: "org.gnome.desktop.interface", key: "gtk-theme", .uint(1)))
        XCTAssertEqual(s, before)
    }

    func testGtkThemeEndingInDarkIsDarkWithoutAPortal() {
        XCTAssertEqual(DesktopSettings.fromEnvironment(["GTK_THEME": "Adwaita:dark"]).scheme, .dark)
        XCTAssertEqual(DesktopSettings.fromEnvironment(["GTK_THEME": "Adwaita:Dark"]).scheme, .dark)
        XCTAssertEqual(DesktopSettings.fromEnvironment(["GTK_THEME": "Adwaita-dark"]).scheme, .light, "only the :dark variant")
        XCTAssertEqual(DesktopSettings.fromEnvironment([:]).scheme, .light)
    }

    func testTheChoiceWinsOverTheDesktopAndDTogglesBackToIt() {
        XCTAssertEqual(AppearanceChoice.auto.scheme(desktop: .dark), .dark)
        XCTAssertEqual(AppearanceChoice.light.scheme(desktop: .dark), .light)
        // On a light desktop: auto -> dark -> auto (light again, following the desktop).
        XCTAssertEqual(AppearanceChoice.auto.toggled(desktop: .light), .dark)
        XCTAssertEqual(AppearanceChoice.dark.toggled(desktop: .light), .auto)
        // A choice that is not the desktop's: the other one, which is.
        XCTAssertEqual(AppearanceChoice.light.toggled(desktop: .dark), .auto)
        XCTAssertEqual(AppearanceChoice.auto.toggled(desktop: .dark), .light)
    }

    func testTheFrameCarriesTheAppearanceAndDIsKeptByTheHost() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.setTracing(true)
        XCTAssertEqual(e.frame(at: 0).appearance, .light)
        var dark = DesktopSettings()
        dark.scheme = .dark
        dark.textScale = 1.5
        e.setDesktop(dark, at: 0.1)
        let f = e.frame(at: 0.1)
        XCTAssertEqual(f.appearance.scheme, .dark)
        XCTAssertEqual(f.appearance.textScale, 1.5)
        XCTAssertEqual(f.appearanceChoice, .auto)
        e.handle(.key(KeyPress(.d)), at: 0.2)
        XCTAssertEqual(e.frame(at: 0.2).appearance.scheme, .light)
        XCTAssertEqual(e.takeHostEffects(), [.saveAppearance(.light)])
        e.handle(.key(KeyPress(.d)), at: 0.3)
        XCTAssertEqual(e.frame(at: 0.3).appearance.scheme, .dark)
        XCTAssertEqual(e.takeHostEffects(), [.saveAppearance(.auto)])
        var lines: [String] = []
        e.drainTrace { if case let .setting(_, name, value) = $0, name == "appearance" { lines.append(value) } }
        XCTAssertEqual(lines, ["dark, text 1.50x (auto)", "light, text 1.50x (light)", "dark, text 1.50x (auto)"])
    }

    func testTheAppearanceChangesNothingOfTheList() {
        var a = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        var b = a
        var dark = DesktopSettings()
        dark.scheme = .dark
        dark.animations = false
        b.setDesktop(dark, at: 0)
        let events = [InputEvent.press(x: 200, y: 200), .move(x: 200, y: 320), .move(x: 200, y: 420), .release(x: 200, y: 420)]
        for (i, e) in events.enumerated() {
            a.handle(e, at: 0.1 + Double(i) * 0.05)
            b.handle(e, at: 0.1 + Double(i) * 0.05)
        }
        for t in stride(from: 0.3, through: 2, by: 1.0 / 60) {
            XCTAssertEqual(a.frame(at: t).offsetY, b.frame(at: t).offsetY, "t \(t)")
        }
    }

    /// Reduced animations: the banner is out in full at once and the toast does not fade;
    /// the list under them moves exactly as with animations.
    func testReducedAnimationsStillTheChromeAndNothingElse() {
        var config = EngineConfig()
        config.feed.latencyMin = 0.3
        config.feed.latencyMax = 0.3
        var moving = Workbench(config: config, metrics: FixedTextMetrics())
        var still = moving
        var reduced = DesktopSettings()
        reduced.animations = false
        still.setDesktop(reduced, at: 0)
        moving.beginRefreshing(at: 0)
        still.beginRefreshing(at: 0)
        moving.post(message: "saved", isError: false, at: 0)
        still.post(message: "saved", isError: false, at: 0)
        var sawSlide = false, sawBanner = false
        for i in 0...(60 * 8) {
            let t = Double(i) / 60
            let a = moving.frame(at: t), b = still.frame(at: t)
            XCTAssertEqual(a.offsetY, b.offsetY, "t \(t)")
            XCTAssertEqual(a.header.state, b.header.state, "t \(t)")
            XCTAssertEqual(a.banner == nil, b.banner == nil, "the banner shows as long, t \(t)")
            if let ab = a.banner, let bb = b.banner {
                sawBanner = true
                XCTAssertEqual(bb.y, b.topBarHeight, "out in full at once, t \(t)")
                if ab.y < a.topBarHeight - 1 { sawSlide = true }
            }
            if let m = b.message { XCTAssertEqual(m.alpha, 1, "the toast does not fade, t \(t)") }
            XCTAssertEqual(a.message == nil, b.message == nil, "the toast shows as long, t \(t)")
        }
        XCTAssertTrue(sawBanner)
        XCTAssertTrue(sawSlide, "with animations the banner slides")
        XCTAssertTrue(still.frame(at: 8).appearanceChoice == .auto && !still.frame(at: 8).appearance.animations)
    }
}
