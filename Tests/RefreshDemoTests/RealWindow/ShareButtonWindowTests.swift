import Foundation
import XCTest
import TestSupport
import RefreshEngine
import RefreshDemoModel
@testable import RefreshDemo

/// The panel's Share button in a real window: clicked where the layout puts it, it stops the
/// phone preview started by --share and starts it again at the same address, as Shift+S does
/// (the trace's toasts say so, the second with the URL and, on loopback, how a phone reaches it).
extension RealWindowTests {
    func testThePanelsShareButtonStopsAndStartsThePreview() throws {
        try startXvfb(screen: "1600x1200x24")
        let dir = ProductPaths.temporaryFolder("window-share-button-\(UUID().uuidString)")
        let trace = dir.appendingPathComponent("trace.jsonl")
        _ = try launch(["--no-initial-refresh", "--scale", "2", "--share", "127.0.0.1:0", "--state-dir", dir.path,
                        "--trace", trace.path],
                       environment: ["GDK_SCALE": "", "QT_SCALE_FACTOR": ""])
        let window = try settledWindow()
        waitForFirstFrame(trace)
        _ = try xdotool(["key", "--window", window, "Tab"])
        func layoutWidth() -> Double? {
            readTrace(trace).last { $0["type"] as? String == "setting" && $0["name"] as? String == "panelLayout" }
                .flatMap { ($0["value"] as? String).flatMap(Double.init) }
        }
        waitForTrace(trace) { _ in layoutWidth() != nil }
        let width = try XCTUnwrap(layoutWidth(), "the panel's layout is traced")
        let windowPoints = try XCTUnwrap(readTrace(trace).ofType("resize").last?["width"] as? Double)
        let layout = PanelLayout(width: width), left = windowPoints - width, scale = 2.0
        let r = layout.rect(of: .share)
        XCTAssertGreaterThan(r.width, 0, "Share has a place in the layout")
        let x = Int(((left + r.x + r.width / 2) * scale).rounded()), y = Int(((r.y + r.height / 2) * scale).rounded())
        func toasts() -> [String] { readTrace(trace).ofType("toast").compactMap { $0["text"] as? String } }
        let messages = Language.en.interface.messages

        var before = toasts().count
        _ = try xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
        waitForTrace(trace) { _ in toasts().count > before }
        XCTAssertEqual(toasts().last, messages.shareStopped, "Share stops the running preview: \(toasts())")

        before = toasts().count
        _ = try xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
        waitForTrace(trace) { _ in toasts().count > before }
        let started = toasts().last ?? ""
        // A loopback address: the line says how a phone reaches it (adb reverse), the URL where the template puts it.
        let prefix = (messages.sharingLoopback.components(separatedBy: "{1}").first ?? "") + "http://127.0.0.1:"
        XCTAssertTrue(started.hasPrefix(prefix), "Share starts it again at --share's address: \(toasts())")
        _ = try grab(window, "share-button-sharing")
        try quit(window)
    }
}
