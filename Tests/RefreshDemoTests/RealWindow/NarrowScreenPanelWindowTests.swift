import Foundation
import XCTest
import TestSupport
import RefreshEngine
import RefreshDemoModel
@testable import RefreshDemo

/// The panel on a screen too narrow for list + panel: at 2x on a 1600x1200 px screen
/// (800x600 pt) Tab widens the window to the screen, the panel gets 480 pt and lays its
/// right column out for them (PanelLayout). Every button is clicked for real where the
/// layout puts it, and the trace says each did its thing.
extension RealWindowTests {
    func testAt2xOnA1600PixelScreenEveryPanelButtonIsOnScreenAndWorks() throws {
        try startXvfb(screen: "1600x1200x24")
        let dir = ProductPaths.temporaryFolder("window-narrow-panel-\(UUID().uuidString)")
        let home = dir.appendingPathComponent("home"), work = dir.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let trace = dir.appendingPathComponent("trace.jsonl")
        // A new user: a fresh HOME, an empty working folder, only the scale and the trace given.
        _ = try launch(["--no-initial-refresh", "--scale", "2", "--trace", trace.path],
                       environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                                     "XDG_STATE_HOME": home.appendingPathComponent(".local/state").path,
                                     "GDK_SCALE": "", "QT_SCALE_FACTOR": ""],
                       directory: work)
        let window = try settledWindow()
        waitForFirstFrame(trace)
        _ = try xdotool(["key", "--window", window, "Tab"])
        // The panel laid out for the room the screen left it (the trace says how wide).
        func layoutWidth() -> Double? {
            readTrace(trace).last { $0["type"] as? String == "setting" && $0["name"] as? String == "panelLayout" }
                .flatMap { ($0["value"] as? String).flatMap(Double.init) }
        }
        waitForTrace(trace) { _ in layoutWidth() != nil }
        let width = try XCTUnwrap(layoutWidth(), "the panel's layout is traced")
        XCTAssertEqual(width, 480, "800 pt of window less the list's 320")
        XCTAssertEqual(try windowPixels(window), "1600x1200")
        let windowPoints = try XCTUnwrap(readTrace(trace).ofType("resize").last?["width"] as? Double)
        XCTAssertEqual(windowPoints, 800)
        let layout = PanelLayout(width: width), left = windowPoints - width, scale = 2.0
        let shot = try grab(window, "narrow-panel-open")
        XCTAssertEqual(shot.width, 1600)

        func toasts() -> [String] { readTrace(trace).ofType("toast").compactMap { $0["text"] as? String } }
        func click(_ b: TuningPanel.Button) throws {
            let r = layout.rect(of: b)
            XCTAssertLessThanOrEqual((left + r.x + r.width) * scale, 1600, "\(b.rawValue) inside the screen")
            XCTAssertLessThanOrEqual((r.y + r.height) * scale, 1200, "\(b.rawValue) in view without scrolling")
            let x = Int(((left + r.x + r.width / 2) * scale).rounded()), y = Int(((r.y + r.height / 2) * scale).rounded())
            _ = try xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
        }
        // Each preset away from the model before it (iOS, the default, last), then the actions.
        let presets = PlatformProfiles.all.dropFirst() + PlatformProfiles.all.prefix(1)
        for p in presets {
            let before = toasts().count
            try click(.preset(p))
            waitForTrace(trace) { _ in toasts().count > before }
            // (GTK's may add why a pull cannot refresh under it.)
            XCTAssertTrue(toasts().dropFirst(before).contains("Preset: \(p.name)"), "\(p.name)'s button applies it: \(toasts())")
            let model = readTrace(trace).ofType("tuning").last { $0["name"] as? String == TunableID.scrollModel.rawValue }
            XCTAssertEqual((model?["value"] as? Double).map { Int($0) }, ScrollModel.allCases.firstIndex(of: p.model),
                           "\(p.name)'s model in the list")
        }
        var before = toasts().count
        try click(.resetAll)
        waitForTrace(trace) { _ in toasts().count > before }
        XCTAssertEqual(toasts().last, Language.en.interface.messages.allReset, "Reset all")
        before = toasts().count
        try click(.export)
        waitForTrace(trace) { _ in toasts().count > before }
        XCTAssertTrue(toasts().last?.hasPrefix("Copied") ?? false, "Copy: \(toasts())")
        try click(.slot)
        waitForTrace(trace) { $0.contains { $0["type"] as? String == "setting" && $0["name"] as? String == "slot" } }
        let slot = readTrace(trace).last { $0["type"] as? String == "setting" && $0["name"] as? String == "slot" }
        XCTAssertEqual(slot?["value"] as? String, "B", "A ⇄ B")
        before = toasts().count
        try click(.save)
        waitForTrace(trace) { _ in toasts().count > before }
        let saved = toasts().last ?? "", file = home.appendingPathComponent(".config/refreshdemo/tuning.json").path
        XCTAssertTrue(saved.hasPrefix("Saved ") && saved.hasSuffix(" \(file)"), "Save, under the fresh HOME: \(toasts())")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file), saved)
        _ = try grab(window, "narrow-panel-clicked")
        try quit(window)
    }

    /// PanelTitleBandTests in a real window at 2x: the slider column wheeled down part of a
    /// row, no row's edge shows in the band of the "Tuning" title (its top 40 pt).
    func testAt2xTheScrolledSlidersStayBelowThePanelTitle() throws {
        try startXvfb(screen: "1600x1200x24")
        let dir = ProductPaths.temporaryFolder("window-title-band-\(UUID().uuidString)")
        let trace = dir.appendingPathComponent("trace.jsonl")
        _ = try launch(["--no-initial-refresh", "--scale", "2", "--state-dir", dir.path, "--trace", trace.path],
                       environment: ["GDK_SCALE": "", "QT_SCALE_FACTOR": ""])
        let window = try settledWindow()
        waitForFirstFrame(trace)
        _ = try xdotool(["key", "--window", window, "Tab"])
        waitForTrace(trace) { $0.contains { $0["type"] as? String == "setting" && $0["name"] as? String == "panelLayout" } }
        let left = 2 * (readTrace(trace).ofType("resize").last?["width"] as? Double ?? 800) - 2 * 480
        let column = Int(left)..<Int(left + 2 * TuningPanel.columnWidth)
        func differing(_ a: Surface, _ b: Surface, rows: Range<Int>) -> Int {
            var n = 0
            for y in rows { for x in column where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { n += 1 } }
            return n
        }
        var still = try grab(window, "title-band-still")
        // Until the panel has drawn itself at rest (two grabs alike).
        waitUntil(timeout: 10, every: 0.2) {
            guard let next = try? grab(window, "title-band-still") else { return false }
            defer { still = next }
            return differing(still, next, rows: 0..<1200) == 0
        }
        // One notch down over the sliders: a part of a row.
        _ = try xdotool(["mousemove", "--window", window, "\(Int(left) + 300)", "600", "click", "5"])
        var scrolled = still
        waitUntil(timeout: 10, every: 0.2) {
            guard let next = try? grab(window, "title-band-scrolled") else { return false }
            defer { scrolled = next }
            return differing(scrolled, next, rows: 0..<1200) == 0 && differing(still, next, rows: 80..<1200) > 100
        }
        XCTAssertGreaterThan(differing(still, scrolled, rows: 80..<1200), 100, "the sliders scrolled")
        XCTAssertEqual(differing(still, scrolled, rows: 0..<80), 0, "no row's pixels in the title's band")
        try quit(window)
    }
}
