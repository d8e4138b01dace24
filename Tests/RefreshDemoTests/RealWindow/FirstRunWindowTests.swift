import Foundation
import XCTest
import TestSupport
@testable import RefreshDemo

/// What a new user does in a real window at 2x on a 1600x1200 px screen (Xvfb, xdotool),
/// with a fresh HOME and an empty working folder: Esc closes the open second floor before
/// the panel; after Ctrl+S the app still ends at once; the toast the window shows is the
/// trace's `toast` line.
extension RealWindowTests {
    /// A fresh HOME and an empty working folder under `dir`, as the environment of a launch.
    func freshUser(_ dir: URL) throws -> (environment: [String: String], home: URL, work: URL) {
        let home = dir.appendingPathComponent("home"), work = dir.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return (["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                 "XDG_STATE_HOME": home.appendingPathComponent(".local/state").path,
                 "GDK_SCALE": "", "QT_SCALE_FACTOR": ""], home, work)
    }

    func lastSetting(_ trace: URL, _ name: String) -> String? {
        readTrace(trace).last { $0["type"] as? String == "setting" && $0["name"] as? String == name }?["value"] as? String
    }

    func testEscClosesTheOpenSecondFloorBeforeThePanel() throws {
        try startXvfb(screen: "1600x1200x24")
        let dir = ProductPaths.temporaryFolder("window-floor-esc-\(UUID().uuidString)")
        let user = try freshUser(dir)
        let tuning = dir.appendingPathComponent("floor.json"), trace = dir.appendingPathComponent("trace.jsonl")
        try "{\n  \"version\": 1,\n  \"header.twoLevel\": \"on\"\n}\n".write(to: tuning, atomically: true, encoding: .utf8)
        _ = try launch(["--no-initial-refresh", "--scale", "2", "--tuning", tuning.path, "--trace", trace.path],
                       environment: user.environment, directory: user.work)
        let window = try settledWindow()
        waitForFirstFrame(trace)
        func headerTo(_ state: String) -> Bool {
            readTrace(trace).ofType("header").last?["to"] as? String == state
        }
        _ = try xdotool(["key", "--window", window, "o"])
        XCTAssertTrue(waitForTrace(trace) { _ in headerTo("twoLevel") }, "O opens the second floor")
        _ = try xdotool(["key", "--window", window, "Tab"])
        XCTAssertTrue(waitForTrace(trace) { _ in lastSetting(trace, "panel") == "open" }, "Tab opens the panel")
        _ = try xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitForTrace(trace) { _ in headerTo("idle") }, "Esc closes the floor")
        XCTAssertEqual(lastSetting(trace, "panel"), "open", "and leaves the panel open")
        XCTAssertTrue(app?.isRunning ?? false)
        _ = try xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitForTrace(trace) { _ in lastSetting(trace, "panel") == "closed" }, "the next Esc closes the panel")
        XCTAssertTrue(app?.isRunning ?? false, "and does not quit")
        try quit(window)
    }

    /// Ctrl+S then Esc, five times: the app ends within 0.5 s of the quit key (it once took
    /// 1.5 s after a save), the file is whole on disk, and the toast the window showed for
    /// the save is the trace's `toast` line.
    func testAfterCtrlSTheAppEndsPromptlyAndItsToastIsTraced() throws {
        try startXvfb(screen: "1600x1200x24")
        for run in 0..<5 {
            let dir = ProductPaths.temporaryFolder("window-save-exit-\(UUID().uuidString)")
            let user = try freshUser(dir)
            let trace = dir.appendingPathComponent("trace.jsonl")
            _ = try launch(["--no-initial-refresh", "--scale", "2", "--trace", trace.path],
                           environment: user.environment, directory: user.work)
            let window = try settledWindow()
            waitForFirstFrame(trace)
            _ = try xdotool(["key", "--window", window, "ctrl+s"])
            let file = user.home.appendingPathComponent(".config/refreshdemo/tuning.json")
            XCTAssertTrue(waitForTrace(trace) { $0.ofType("toast").contains { ($0["text"] as? String) == "Saved \(file.path)" } },
                          "run \(run): the save's toast is traced: \(readTrace(trace).ofType("toast"))")
            if run == 0 {
                // The toast shows in the window: its dark fill over the list's lower part.
                let toastFill: UInt32 = 0x28282D
                var shown = false
                waitUntil(timeout: 5, every: 0.1) {
                    guard let shot = try? grab(window, "save-toast") else { return false }
                    shown = (shot.height / 2..<shot.height).contains { y in
                        (0..<shot.width).contains { x in shot.pixel(x: x, y: y) & 0xFFFFFF == toastFill }
                    }
                    return shown
                }
                XCTAssertTrue(shown, "the toast is drawn in the window")
            }
            let start = Date()
            _ = try xdotool(["key", "--window", window, "Escape"])
            while app?.isRunning == true && Date().timeIntervalSince(start) < 5 { usleep(5_000) }
            let took = Date().timeIntervalSince(start)
            _ = try? xdotool(["keyup", "Escape"])
            XCTAssertFalse(app?.isRunning ?? true, "run \(run): Esc quits")
            XCTAssertLessThan(took, 0.5, "run \(run): the app ended \(took) s after the quit key")
            // Whole on disk: the JSON object Save writes, to its last line.
            let saved = try Data(contentsOf: file)
            let object = try JSONSerialization.jsonObject(with: saved) as? [String: Any]
            XCTAssertEqual(object?["version"] as? Int, 1, "run \(run): \(String(decoding: saved, as: UTF8.self))")
            XCTAssertEqual(saved.last, UInt8(ascii: "\n"), "run \(run): the file ends with its last line")
        }
    }
}
