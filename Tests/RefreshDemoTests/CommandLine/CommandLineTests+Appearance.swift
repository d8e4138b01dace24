import Foundation
import XCTest

extension CommandLineTests {
    /// --appearance for the run; D's choice kept in the state file and used by the next
    /// run; a bad appearance in the state file is one warning and the file moved aside.
    func testTheAppearanceFlagAndTheStateFilesChoice() throws {
        let dir = ProductPaths.temporaryFolder("appearance-state")
        try? FileManager.default.removeItem(at: dir)
        let toggle = try script("toggle.txt", "key d\nwait 0.1\n")
        var r = try run(["--headless", "--no-initial-refresh", "--script", toggle.path, "--state-dir", dir.path, "--trace", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"name\":\"appearance\",\"value\":\"dark (dark)\""), r.stdout)
        let file = dir.appendingPathComponent("state.json")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        XCTAssertEqual(saved?["appearance"] as? String, "dark")
        // The next run opens dark; --appearance light wins for its run and is not saved.
        let nothing = try script("appearance-nothing.txt", "wait 0.1\n")
        r = try run(["--headless", "--no-initial-refresh", "--script", nothing.path, "--state-dir", dir.path, "--hud",
                     "--appearance", "light", "--trace", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let again = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        XCTAssertEqual(again?["appearance"] as? String, "dark")
        r = try run(["--headless", "--script", nothing.path, "--appearance", "dim"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("--appearance"), r.stderr)
        // A bad value: set aside with one warning, the run starts following the desktop.
        try "{\"version\": 1, \"lastUpdated\": {}, \"appearance\": \"purple\"}".write(to: file, atomically: true, encoding: .utf8)
        r = try run(["--headless", "--no-initial-refresh", "--script", nothing.path, "--state-dir", dir.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("\"appearance\" must be \"light\" or \"dark\""), r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path + ".bad"))
    }
}
