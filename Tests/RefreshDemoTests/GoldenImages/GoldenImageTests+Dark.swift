import Foundation
import RefreshEngine
import RefreshDemoModel
import XCTest
@testable import RefreshDemo

/// Every screen in the dark appearance, at 1x and 2x: the list, each header style and
/// refresh control pulled, the footer, the banner, the panel with its plots, the HUD, the
/// help and the quit prompt; and high contrast with a desktop accent. The same scripts as
/// the light goldens, with `--appearance dark`.
extension GoldenImageTests {
    static var darkScreens: [(name: String, script: String, size: String, configure: (inout Options) -> Void)] { [
        ("at-rest", "wait 0.1\nscreenshot {shot}", "320x400", { _ in }),
        ("header-normal-pulling", headerStates[3].1, "320x260", { _ in }),
        ("header-normal-refreshing", headerStates[4].1, "320x260", { $0.latencyMin = 0.5; $0.latencyMax = 0.5 }),
        ("header-gif-pulling", headerStates[3].1, "320x260", { $0.headerStyle = .gif }),
        ("header-spinner-refreshing", headerStates[4].1, "320x260", { $0.headerStyle = .spinner; $0.latencyMin = 0.5; $0.latencyMax = 0.5 }),
        ("android-armed", "preset android\nset list.bar plain\nset feed.latencyMin 1\nset feed.latencyMax 1\npress 200,150\nmove 200,239 over 0.3\nwait 0.4\nscreenshot {shot}",
         "420x240", { _ in }),
        ("material-armed", "set header.control material\nset feed.latencyMin 1\nset feed.latencyMax 1\npress 200,150\nmove 200,238 over 0.3\nwait 0.4\nscreenshot {shot}",
         "420x320", { _ in }),
        ("cupertino-refreshing", "preset ios\nset list.bar plain\nset feed.latencyMin 1\nset feed.latencyMax 1\npress 200,150\nmove 200,550 over 0.3\nrelease\nwait 0.6\nscreenshot {shot}",
         "420x320", { _ in }),
        ("banner", "drag 200,150 -> 200,330 over 0.3\nwait 3.4\nscreenshot {shot}", "320x260", { _ in }),
        ("footer-loading", "key end\nwait 0.9\nscreenshot {shot}", "320x260", { $0.items = 20; $0.latencyMin = 2; $0.latencyMax = 2 }),
        ("footer-failed", "key end\nwait 2\nscreenshot {shot}", "320x260", { $0.items = 20; $0.failRate = 1 }),
        ("footer-back-pulling", "key end\nwait 1\npress 200,200\nmove 200,50 over 0.3\nwait 0.3\nscreenshot {shot}\nrelease",
         "320x260", { $0.items = 20; $0.footerStyle = .back }),
        ("footer-no-more-data", "key end\nwait 2\nkey end\nwait 1\nscreenshot {shot}", "320x260", { $0.items = 20; $0.history = 5 }),
        // The user's art is drawn as it is, on the dark ground.
        ("header-art-pulling", headerStates[3].1, "420x240", {
            $0.headerArtPath = ProductPaths.repository.appendingPathComponent("Assets/Art/sample.gif").path
        }),
        ("panel", "set scroll.springStiffness 300\nset scroll.springDampingRatio 0.5\n"
            + "drag 200,150 -> 200,260 over 0.3\nwait 0.6\nkey down\nkey down\nscreenshot {shot}", "420x600", { $0.panel = true }),
        ("hud", "key f3\ndrag 200,500 -> 200,300 over 0.2\nwait 0.2\nscreenshot {shot}", "320x300", { _ in }),
        ("help", "key f1\nscreenshot {shot}", "420x600", { _ in }),
        ("quit-prompt", "set scroll.springStiffness 300\nkey escape\nwait 0.3\nscreenshot {shot}", "420x600", { _ in }),
    ] }

    /// A desktop's accent (GNOME's pink) and high contrast, in light and dark: the panel's
    /// selection, sliders, Save and segments in the accent, the separators two pixels, the
    /// text stronger; and reduced animations: the banner out in full at the moment it would
    /// start to slide, the HUD saying so.
    func testAccentHighContrastAndReducedAnimations() throws {
        var desktop = DesktopSettings()
        desktop.accent = AccentColor(red: 0.84, green: 0.38, blue: 0.62)
        desktop.highContrast = true
        for scheme in Appearance.Scheme.allCases {
            for scale in [1.0, 2.0] {
                try check("accent-high-contrast-\(scheme.rawValue)\(scale == 2 ? "-2x" : "")", script: Self.darkScreens.first { $0.name == "panel" }?.script ?? "",
                          screenshotInScript: true, scale: scale, size: "420x600") {
                    $0.panel = true
                    $0.desktop = desktop
                    $0.appearance = scheme == .dark ? .dark : .light
                }
            }
        }
        var still = DesktopSettings()
        still.animations = false
        try check("reduced-animations-banner", script: "drag 200,150 -> 200,330 over 0.3\nwait 2.6\nscreenshot {shot}",
                  screenshotInScript: true, size: "320x300") {
            $0.desktop = still
            $0.hud = true
        }
    }

    func testEveryScreenInDark() throws {
        for screen in Self.darkScreens {
            for scale in [1.0, 2.0] {
                try check("dark-\(screen.name)\(scale == 2 ? "-2x" : "")", script: screen.script, screenshotInScript: true,
                          scale: scale, size: screen.size) {
                    screen.configure(&$0)
                    $0.appearance = .dark
                }
            }
        }
    }
}
