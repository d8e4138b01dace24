import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel

/// The HUD and the toast never hide the header, the banner or the footer while they show.
final class OverlayPlacementTests: XCTestCase {
    func frame(headerY: Double = 10, banner: Double? = nil, footerY: Double? = nil, footerHeight: Double = 44) -> FrameState {
        var f = FrameState()
        f.width = 420
        f.height = 760
        f.topBarHeight = 64
        f.header.y = headerY
        f.header.height = 54
        if let banner { f.banner = BannerState(text: "3 new", kind: .success, y: banner, height: 35) }
        if let footerY {
            f.footer.visible = true
            f.footer.y = footerY
            f.footer.height = footerHeight
        }
        return f
    }

    /// Rows: where the HUD (270 x 134) goes and where a 30 pt toast goes, for each subject.
    func testTheHUDAndTheToastKeepClearOfWhatIsTuned() {
        let hudSize = (w: 270.0, h: 134.0)
        let table: [(name: String, frame: FrameState, hudY: Double, toastY: Double)] = [
            ("at rest, header hidden", frame(), 68, 668),
            ("header pulled into view", frame(headerY: 64), 760 - 4 - 134, 760 - 4 - 134 - 8 - 30),
            ("header refreshing, half shown", frame(headerY: 40), 622, 584),
            ("banner under the bar", frame(banner: 64), 622, 584),
            ("footer at the bottom", frame(footerY: 716), 68, 760 - 62 - 30),
            ("a tall footer (art)", frame(footerY: 600, footerHeight: 160), 68, 600 - 8 - 30),
            ("header and footer both", frame(headerY: 64, footerY: 500), 500 - 4 - 134, 500 - 4 - 134 - 8 - 30),
        ]
        for row in table {
            let hud = OverlayPlacement.hud(width: hudSize.w, height: hudSize.h, in: row.frame)
            XCTAssertEqual(hud.y, row.hudY, accuracy: 1e-9, "HUD, \(row.name)")
            let toast = OverlayPlacement.toastTop(height: 30, in: row.frame, hud: hud)
            XCTAssertEqual(toast, row.toastY, accuracy: 1e-9, "toast, \(row.name)")
            // What they hide of the subjects: nothing, in every row of this table.
            let toastBox = OverlayPlacement.Box(x: 100, y: toast, width: 220, height: 30)
            for s in OverlayPlacement.subjects(row.frame) {
                XCTAssertEqual(hud.overlap(s), 0, "the HUD hides a subject: \(row.name)")
                XCTAssertEqual(toastBox.overlap(s), 0, "the toast hides a subject: \(row.name)")
            }
        }
    }

    /// A window too short for any clear place: the HUD stays where it hides the least
    /// (the top on a tie) and the toast never goes above the bar.
    func testAShortWindowKeepsThemInside() {
        var f = frame(headerY: 64, footerY: 120)
        f.height = 200
        let hud = OverlayPlacement.hud(width: 270, height: 134, in: f)
        XCTAssertGreaterThanOrEqual(hud.y, 68)
        XCTAssertGreaterThanOrEqual(OverlayPlacement.toastTop(height: 30, in: f, hud: hud), 72)
    }
}
