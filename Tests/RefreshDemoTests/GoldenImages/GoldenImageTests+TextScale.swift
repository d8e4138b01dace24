import Foundation
import RefreshDemoModel
import XCTest
@testable import RefreshDemo

/// The chrome at a larger desktop text size, at 1x and 2x: the panel open (its grid zoomed
/// by the text size, the window as much wider), the HUD over the list and the help (each
/// box grown from its text's lines), and the quit prompt; at 1.5x, and the help and the
/// prompt at 2x too. The same scripts as the 1x goldens.
extension GoldenImageTests {
    static var textScaleScreens: [(name: String, textScale: Double, script: String, size: String, panel: Bool)] { [
        ("panel", 1.5, "set scroll.springStiffness 300\nset scroll.springDampingRatio 0.5\n"
            + "drag 200,150 -> 200,260 over 0.3\nwait 0.6\nkey down\nkey down\nscreenshot {shot}", "420x600", true),
        ("hud", 1.5, "key f3\ndrag 200,500 -> 200,300 over 0.2\nwait 0.2\nscreenshot {shot}", "320x300", false),
        ("help", 1.5, "key f1\nscreenshot {shot}", "420x600", false),
        ("help", 2, "key f1\nscreenshot {shot}", "420x600", false),
        ("quit-prompt", 2, "set scroll.springStiffness 300\nkey escape\nwait 0.3\nscreenshot {shot}", "420x600", false),
    ] }

    func testTheChromeAtALargerTextSize() throws {
        for screen in Self.textScaleScreens {
            for scale in [1.0, 2.0] {
                var desktop = DesktopSettings()
                desktop.textScale = screen.textScale
                let name = "text-\(screen.textScale == 2 ? "2" : "1.5")x-\(screen.name)\(scale == 2 ? "-2x" : "")"
                try check(name, script: screen.script, screenshotInScript: true, scale: scale, size: screen.size) {
                    $0.desktop = desktop
                    $0.panel = screen.panel
                }
            }
        }
    }
}
