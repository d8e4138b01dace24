import Foundation
import XCTest

/// The safety net for changes that must not change behaviour (a reorganisation, a
/// refactor): the trace of a long scripted session (examples/session.txt: pulls,
/// flings, loads, a failing feed, the pull-up footer, the panel, wheel and touchpad, a
/// header style, a resize) is compared byte for byte with the stored one. Re-record
/// with REFRESHDEMO_RECORD_GOLDEN=1 only when a change is meant to alter behaviour.
final class SessionTraceTests: XCTestCase {
    func testALongSessionTracesExactlyAsRecorded() throws {
        let script = ProductPaths.repository.appendingPathComponent("examples/session.txt")
        let stored = ProductPaths.golden.appendingPathComponent("session-trace.jsonl")
        let state = ProductPaths.temporaryFolder("session-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C"
        let r = try runProgram(ProductPaths.executable, ["--headless", "--script", script.path, "--trace", "-",
                                                        "--state-dir", state.path], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 80, "a long session")
        for kind in ["\"type\":\"header\"", "\"type\":\"footer\"", "\"response\":\"older\"", "\"ok\":false",
                     "\"phase\":\"decelerating\"", "\"type\":\"tuning\"", "\"type\":\"resize\""] {
            XCTAssertTrue(r.stdout.contains(kind), "the session covers \(kind)")
        }
        if ProcessInfo.processInfo.environment["REFRESHDEMO_RECORD_GOLDEN"] == "1" {
            try Data(r.stdout.utf8).write(to: stored)
            return
        }
        let expected = try String(contentsOf: stored, encoding: .utf8)
        if r.stdout != expected {
            let a = expected.split(separator: "\n"), b = lines
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }
            XCTFail("the session's trace differs from \(stored.path) at line \((first?.offset ?? min(a.count, b.count)) + 1): "
                    + "expected \(first.map { String($0.element.0) } ?? "\(a.count) lines"), got "
                    + "\(first.map { String($0.element.1) } ?? "\(b.count) lines")")
        }
    }
}
