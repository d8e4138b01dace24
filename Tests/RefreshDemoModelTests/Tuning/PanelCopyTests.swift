import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// The panel's Copy button: the host is asked to put the export on the clipboard, one
/// format after another, and the window says which.
final class PanelCopyTests: XCTestCase {
    func testCopyAsksTheHostForTheClipboardFormatByFormat() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.togglePanel(at: 0)
        _ = e.frame(at: 0)
        e.setTunable("scroll.springStiffness", 180, at: 0.1)
        let r = TuningPanel.rect(of: .export)
        var t = 0.2
        for format in FeelExport.Format.allCases + [.uikit] {
            e.handle(.press(x: 420 + r.x + 5, y: r.y + 5), at: t)
            e.handle(.release(x: 420 + r.x + 5, y: r.y + 5), at: t + 0.05)
            XCTAssertEqual(e.takeHostEffects(), [.copyToClipboard(FeelExport.text(format, e.tuningSet))], "\(format)")
            XCTAssertTrue(e.frame(at: t + 0.1).message?.text.hasPrefix("Copied the \(format.title) code") ?? false,
                          "\(format)")
            t += 1
        }
        XCTAssertTrue(FeelExport.text(.uikit, e.tuningSet).contains("static let stiffness: Double = 180"))
    }
}
