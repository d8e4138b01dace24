import Foundation
import XCTest

/// The built app run as a user runs it: flags, scripts, traces, exit codes.
final class CommandLineTests: XCTestCase {
    let app = ProductPaths.executable

    func script(_ name: String, _ text: String) throws -> URL {
        let url = ProductPaths.temporaryFolder("cli").appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testABadScriptGetsOneLineNamingFileAndLineAndExitCode2() throws {
        let bad = try script("bad.txt", "# fine\nwait 0.1\ndrag 1,2 -> 3,4\n")
        let shot = ProductPaths.temporaryFolder("cli").appendingPathComponent("never.png")
        try? FileManager.default.removeItem(at: shot)
        let r = try runProgram(app, ["--headless", "--script", bad.path, "--screenshot", shot.path])
        XCTAssertEqual(r.status, 2)
        let lines = r.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("\(bad.path):3: expected 'drag X,Y -> X,Y over S [hold S]'"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: shot.path), "nothing ran")
    }

    func testAMissingScriptIsOneLineAndExitCode2() throws {
        let r = try runProgram(app, ["--headless", "--script", "/nonexistent/gesture.txt"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("/nonexistent/gesture.txt"), r.stderr)
    }

    func testHeadlessScriptWritesTraceToStdoutAndEndsAtRest() throws {
        let s = try script("pull.txt", "drag 200,200 -> 200,500 over 0.4\n")
        let r = try runProgram(app, ["--headless", "--script", s.path, "--trace", "-", "--trace-frames", "--fps", "144"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let events = r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        XCTAssertEqual(events.count, r.stdout.split(separator: "\n").count, "every line is a JSON object")
        let scroll = events.filter { $0["type"] as? String == "scroll" }
        XCTAssertEqual(scroll.compactMap { $0["phase"] as? String }, ["tracking", "bouncing", "idle"])
        XCTAssertEqual(scroll.last?["offsetY"] as? Double, -64)
        let frames = events.filter { $0["type"] as? String == "frame" }
        XCTAssertGreaterThan(frames.count, 100)
        XCTAssertNotNil(frames.first?["items"] as? Int)
        let pulled = frames.compactMap { $0["offsetY"] as? Double }.min() ?? 0
        XCTAssertLessThan(pulled, -150)
    }

    func testAMillionRowsHeadless() throws {
        let s = try script("end.txt", "key end\n")
        let shot = ProductPaths.temporaryFolder("cli").appendingPathComponent("million.png")
        let r = try runProgram(app, ["--headless", "--items", "1000000", "--script", s.path, "--screenshot", shot.path,
                                     "--trace", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot.path))
        XCTAssertTrue(r.stdout.contains("\"phase\":\"animating\""))
    }

    func testBadFlagsAreRejected() throws {
        for args in [["--size", "0x10"], ["--fps", "0"], ["--items", "-1"], ["--scale", "nan"]] {
            let r = try runProgram(app, ["--headless"] + args)
            XCTAssertNotEqual(r.status, 0, "\(args)")
            XCTAssertFalse(r.stderr.isEmpty, "\(args)")
        }
    }

    func testAnUnwritableTraceIsOneLineAndExitCode2() throws {
        let r = try runProgram(app, ["--headless", "--trace", "/nonexistent/dir/trace.jsonl"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("/nonexistent/dir/trace.jsonl"), r.stderr)
    }
}
