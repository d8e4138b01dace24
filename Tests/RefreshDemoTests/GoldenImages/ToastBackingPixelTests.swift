import CSDL2
import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// A toast over the rows has a solid backing in light and dark, at 1x and 2x: its box is its
/// own colour throughout (no row text shows through it), and that colour stands apart from the
/// rows (PaletteContrastTests: "toast over the rows").
final class ToastBackingPixelTests: XCTestCase {
    func testAToastOverTheRowsIsSolid() throws {
        for scheme in [AppearanceChoice.light, .dark] {
            for scale in [1.0, 2.0] {
                let name = "toast-\(scheme)-\(Int(scale))x"
                // MJRefresh's header under Android: the line says why the pull cannot arm.
                let url = try GoldenImageTests.render(name, script: "preset android\nset header.control mj\nwait 0.3\nscreenshot {shot}",
                                                      screenshotInScript: true, scale: scale) { $0.appearance = scheme }
                try SDLLibrary.session(video: false) {
                    let s = try Surface(loading: url.path)
                    let palette = Palette.for(Appearance(scheme: scheme == .dark ? .dark : .light))
                    // The lower half of the list, where the toast sits over the rows.
                    let solid = PanelRowNotesPixelTests.count(s, x: 0..<s.width, y: (s.height / 2)..<s.height,
                                                              near: palette.toast, tolerance: 2)
                    // A box some 390 x 50 pt, less its text.
                    XCTAssertGreaterThan(solid, Int(9000 * scale * scale), "\(name): \(url.path)")
                }
            }
        }
    }
}
