import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// While the phone preview runs, the panel keeps room for its QR code under the button groups
/// (under the Share button), side by side and in one column, so the code covers no slider,
/// button, plot or HUD line and the wheel reaches it.
final class PanelShareCardTests: XCTestCase {
    func testThePanelKeepsRoomForTheCodeUnderTheShareButton() {
        for room in [160.0, 240, 320, 419.5, 420, 500, TuningPanel.width] {
            let plain = PanelLayout(width: room), shared = PanelLayout(width: room, shareCard: true)
            let label = "room \(room)"
            XCTAssertNil(plain.shareCard, label)
            let card = try? XCTUnwrap(shared.shareCard, label)
            XCTAssertEqual(card?.y ?? 0, plain.livePlot.y - 4, label)
            XCTAssertEqual(shared.livePlot.y, plain.livePlot.y + PanelLayout.shareCardHeight + PanelLayout.groupGap, "the plots move down: \(label)")
            XCTAssertEqual(card?.height ?? 0, PanelLayout.shareCardHeight, label)
            XCTAssertLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0), shared.width, "inside the room: \(label)")
            XCTAssertEqual(shared.sideContentHeight, plain.sideContentHeight + PanelLayout.shareCardHeight + PanelLayout.groupGap, label)
            // The groups' buttons above it; A/B sits on the plot, below it.
            for (b, r) in shared.buttons where b != .slot {
                XCTAssertLessThanOrEqual(r.y + r.height, card?.y ?? 0, "\(b) under the card: \(label)")
            }
            XCTAssertGreaterThanOrEqual(shared.rect(of: .slot).y, (card?.y ?? 0) + (card?.height ?? 0), label)
            XCTAssertGreaterThanOrEqual(shared.livePlot.y, (card?.y ?? 0) + (card?.height ?? 0), "the plot under the card: \(label)")
        }
    }

    /// The host says the preview runs: the workbench lays the one column out with the room, the
    /// column scrolls that much further, and the room goes when the preview stops.
    func testTheWorkbenchMakesRoomWhileThePreviewRuns() {
        var w = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        w.togglePanel(at: 0)
        w.handle(.resize(width: Workbench.minimumListWidth + 320, height: 400), at: 0.1)
        _ = w.frame(at: 0.1)
        XCTAssertTrue(w.panel.layout.isOneColumn)
        let before = w.panel.maxScroll(viewportHeight: 400)
        w.setShareCard(true, at: 0.2)
        XCTAssertNotNil(w.panel.layout.shareCard)
        XCTAssertTrue(w.frame(at: 0.25).panel.sharing, "the Share button shows the preview runs")
        XCTAssertEqual(w.panel.maxScroll(viewportHeight: 400), before + PanelLayout.shareCardHeight + PanelLayout.groupGap, accuracy: 1e-9)
        // The wheel reaches the card's bottom.
        w.handle(.hover(x: Workbench.minimumListWidth + 20, y: 200), at: 0.3)
        for _ in 0..<400 { w.handle(.wheel(dx: 0, dy: -1, precise: false), at: 0.3) }
        XCTAssertEqual(w.panel.scroll, w.panel.maxScroll(viewportHeight: 400), accuracy: 1e-9)
        w.setShareCard(false, at: 0.4)
        XCTAssertNil(w.panel.layout.shareCard)
        XCTAssertFalse(w.frame(at: 0.45).panel.sharing)
        XCTAssertLessThanOrEqual(w.panel.scroll, before + 1e-9, "the scroll came back inside the shorter column")
    }
}
