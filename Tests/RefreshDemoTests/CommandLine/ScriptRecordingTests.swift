import Foundation
import XCTest

/// Shift+R: a session's input recorded to a gesture script and played back gives the
/// same trace.
final class ScriptRecordingTests: XCTestCase {
    func run(_ args: [String]) throws -> [String] {
        let r = try runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--trace", "-"] + args)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout.split(separator: "\n").map(String.init)
    }

    func testARecordedSessionPlayedBackGivesTheSameTrace() throws {
        let folder = ProductPaths.temporaryFolder("record")
        let script = folder.appendingPathComponent("session.txt")
        let recording = folder.appendingPathComponent("recorded.txt")
        try? FileManager.default.removeItem(at: recording)
        try """
            key shift+r
            wait 0.2
            drag 200,200 -> 200,480 over 0.4 hold 0.2
            wait 2.5
            drag 200,650 -> 200,250 over 0.15
            wait 0.3
            press 200,400
            move 210,380 over 0.1
            release
            wheel -2
            wait 0.5
            wheel 3 precise over 0.2
            wait 0.4
            key pagedown
            wait 1
            key shift+r

            """.write(to: script, atomically: true, encoding: .utf8)
        let original = try run(["--script", script.path, "--record", recording.path])
        let text = try String(contentsOf: recording, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("# "), text)
        XCTAssertTrue(text.contains("\npress 200,200\n") && text.contains("\nwheel -2\n") && text.contains("precise"), text)
        XCTAssertFalse(text.contains("shift+r"), "the recording key is the host's, not the gesture's")
        let replayed = try run(["--script", recording.path])
        // The host's own lines (the recording switched on and off, and the messages saying so)
        // are the only difference.
        let hostLines = { (l: String) in
            l.contains("shift+r") || l.contains("\"recording\"") || l.contains("\"type\":\"toast\",\"text\":\"Record")
        }
        XCTAssertEqual(replayed, original.filter { !hostLines($0) })
        XCTAssertGreaterThan(replayed.count, 20)
    }
}
