import Foundation
import XCTest
import TestSupport
import RefreshDemoModel
@testable import RefreshDemo

/// What a user saves comes back, as a user meets it: a real window under Xvfb, launched
/// with no --tuning from a folder with no tuning.json, a slider moved, quit, the prompt's
/// Save clicked; then the next window and `--export` have the saved value, and a
/// tuning.json in the working folder is used before the user's own.
extension RealWindowTests {
    /// A user's config folder and an empty working folder for one test.
    func userFolders(_ name: String) -> (config: URL, work: URL, state: URL) {
        let dir = ProductPaths.temporaryFolder("location-\(name)-\(UUID().uuidString)")
        let work = dir.appendingPathComponent("work"), state = dir.appendingPathComponent("state")
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return (dir.appendingPathComponent("config"), work, state)
    }

    /// The panel's first slider row and its title line (the file it names), in window pixels.
    static let panelTop = 0..<104

    func panelShot(_ name: String, config: URL, work: URL, state: URL) throws -> Surface {
        let trace = ProductPaths.temporaryFolder("location-trace-\(UUID().uuidString)").appendingPathComponent("trace.jsonl")
        let window = try settledWindow(launch(["--no-initial-refresh", "--panel", "--state-dir", state.path, "--trace", trace.path],
                                              environment: ["XDG_CONFIG_HOME": config.path], directory: work))
        // Until the frame with the panel beside the list is drawn.
        waitForTrace(trace) { $0.ofType("resize").last?["width"] as? Double == 1020 }
        let shot = try grab(window, name)
        try quit(window)
        try quit(window)
        return shot
    }

    func testSavedTuningComesBackInTheWindowAndInTheExport() throws {
        try startXvfb()
        let (config, work, state) = userFolders("saved")
        let env = ["XDG_CONFIG_HOME": config.path]
        let fresh = try panelShot("fresh", config: config, work: work, state: state)

        let trace = ProductPaths.temporaryFolder("location-trace-\(UUID().uuidString)").appendingPathComponent("trace.jsonl")
        let window = try settledWindow(launch(["--no-initial-refresh", "--panel", "--state-dir", state.path, "--trace", trace.path],
                                              environment: env, directory: work))
        waitForTrace(trace) { $0.ofType("resize").last?["width"] as? Double == 1020 }
        // The first slider's track, far right: the rubber band changes, unsaved.
        _ = try xdotool(["mousemove", "--window", window, "\(420 + 250)", "\(40 + 26 + 26)", "click", "1"])
        waitForTrace(trace) { !$0.ofType("tuning").isEmpty }
        _ = try xdotool(["key", "--window", window, "Escape"])   // closes the panel
        waitForKey(trace, "escape")
        _ = try xdotool(["key", "--window", window, "Escape"])   // asks
        waitForKey(trace, "escape", count: 2)
        XCTAssertTrue(app?.isRunning ?? false, "unsaved tuning: the prompt asks")
        let box = QuitPrompt.box(width: 420, height: 760, top: 64)
        let save = QuitPrompt.rect(of: .save, in: box)
        _ = try xdotool(["mousemove", "--window", window, "\(Int(save.x + save.width / 2))", "\(Int(save.y + save.height / 2))",
                         "click", "1"])
        let deadline = Date().addingTimeInterval(5)
        while app?.isRunning == true && Date() < deadline { usleep(50_000) }
        XCTAssertFalse(app?.isRunning ?? true, "the prompt's Save saves, then quits")
        XCTAssertEqual(app?.terminationStatus, 0)
        let file = config.appendingPathComponent("refreshdemo/tuning.json")
        let saved = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(saved.contains("scroll.rubberBandCoefficient"), saved)
        var st = stat()
        XCTAssertEqual(stat(config.appendingPathComponent("refreshdemo").path, &st), 0)
        XCTAssertEqual(st.st_mode & 0o777, 0o700, "the config folder is the user's alone")
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("tuning.json").path),
                       "nothing is left in the working folder")

        // --export from the same place prints what was saved.
        let exported = try runProgram(ProductPaths.executable, ["--export", "json"],
                                      environment: ProcessInfo.processInfo.environment.merging(env) { $1 }, directory: work)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let value = { (text: String) in
            text.split(separator: "\n").first { $0.contains("\"scroll.rubberBandCoefficient\"") }
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,")) }
        }
        XCTAssertNotNil(value(saved))
        XCTAssertEqual(value(exported.stdout), value(saved), "--export reads the saved file")

        // The next window opens with it: the slider and the file's name differ from a fresh start.
        let again = try panelShot("again", config: config, work: work, state: state)
        XCTAssertGreaterThan(differing(again, fresh, rows: Self.panelTop), 40, "the saved slider shows")
        // A headless run stays deterministic: it loads nothing it is not given.
        let headless = try runProgram(ProductPaths.executable, ["--headless", "--export", "json"],
                                      environment: ProcessInfo.processInfo.environment.merging(env) { $1 }, directory: work)
        XCTAssertNotEqual(value(headless.stdout), value(saved), "headless: the defaults")
    }

    /// A project's tuning.json in the working folder is used before the user's own, and
    /// the panel names the file in use.
    func testATuningFileInTheWorkingFolderWinsAndThePanelNamesIt() throws {
        try startXvfb()
        let (config, work, state) = userFolders("project")
        let user = config.appendingPathComponent("refreshdemo")
        try FileManager.default.createDirectory(at: user, withIntermediateDirectories: true)
        try "{\"version\": 1, \"scroll.rubberBandCoefficient\": 1.2}\n"
            .write(to: user.appendingPathComponent("tuning.json"), atomically: true, encoding: .utf8)
        let userShot = try panelShot("user", config: config, work: work, state: state)
        try "{\"version\": 1, \"scroll.rubberBandCoefficient\": 0.2}\n"
            .write(to: work.appendingPathComponent("tuning.json"), atomically: true, encoding: .utf8)
        let projectShot = try panelShot("project", config: config, work: work, state: state)
        XCTAssertGreaterThan(differing(projectShot, userShot, rows: Self.panelTop), 40)
        let env = ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": config.path]) { $1 }
        let r = try runProgram(ProductPaths.executable, ["--export", "json"], environment: env, directory: work)
        XCTAssertTrue(r.stdout.contains("\"scroll.rubberBandCoefficient\": 0.2"), r.stdout)
    }
}
