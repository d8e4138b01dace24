import Foundation
import XCTest

/// R in a headless run: the trace after the `replay` line is the gesture's own trace again,
/// byte for byte, and with a changed tuning only what it governs changes.
final class ReplayRunTests: XCTestCase {
    func trace(_ script: String) throws -> [String] {
        let folder = ProductPaths.temporaryFolder("replay")
        let url = folder.appendingPathComponent("s-\(UUID().uuidString).txt")
        try script.write(to: url, atomically: true, encoding: .utf8)
        let r = try runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--script", url.path,
                                                         "--trace", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout.split(separator: "\n").map(String.init)
    }

    func testAReplayedGestureGivesAByteIdenticalTrace() throws {
        let lines = try trace("wait 0.3\ndrag 200,200 -> 200,480 over 0.4 hold 0.2\nwait 4\nkey r\nwait 1\n")
        let press = try XCTUnwrap(lines.firstIndex { $0.contains("\"kind\":\"press\"") })
        let key = try XCTUnwrap(lines.firstIndex { $0.contains("\"type\":\"key\",\"key\":\"r\"") })
        let marker = try XCTUnwrap(lines.firstIndex { $0.contains("\"name\":\"replay\"") })
        XCTAssertEqual(marker, key + 1)
        let original = Array(lines[press..<key])
        let replayed = Array(lines[(marker + 1)...])
        XCTAssertTrue(original.contains { $0.contains("\"to\":\"refreshing\"") }, "the pull refreshed")
        XCTAssertEqual(replayed, original)
    }

    func testAReplayUnderOtherTuningChangesWhatItGoverns() throws {
        // The header is taller: the same pull no longer reaches the threshold.
        let lines = try trace("wait 0.3\ndrag 200,200 -> 200,400 over 0.4 hold 0.2\nwait 3\nset header.height 120\nkey r\nwait 1\n")
        let marker = try XCTUnwrap(lines.firstIndex { $0.contains("\"name\":\"replay\"") })
        let before = lines[..<marker], after = lines[marker...]
        XCTAssertTrue(before.contains { $0.contains("\"to\":\"refreshing\"") })
        XCTAssertFalse(after.contains { $0.contains("\"to\":\"refreshing\"") })
        XCTAssertTrue(after.contains { $0.contains("\"name\":\"header.height\",\"value\":120") })
        // The hand's input is the same.
        XCTAssertEqual(before.filter { $0.contains("\"type\":\"input\"") }.map { $0.split(separator: ",").dropFirst().joined() },
                       after.filter { $0.contains("\"type\":\"input\"") }.map { $0.split(separator: ",").dropFirst().joined() })
    }
}

extension ReplayRunTests {
    /// A held pointer counts as rest: the run must still wait for the replayed release.
    func testAReplayOfAHeldPressRunsToItsRelease() throws {
        let lines = try trace("wait 0.2\npress 200,300\nmove 200,360 over 0.1\nwait 0.5\nmove 200,420 over 0.1\nrelease\nwait 2\nkey r\n")
        let marker = try XCTUnwrap(lines.firstIndex { $0.contains("\"name\":\"replay\"") })
        XCTAssertTrue(lines[marker...].contains { $0.contains("\"kind\":\"release\"") })
        XCTAssertEqual(lines[marker...].filter { $0.contains("\"type\":\"input\"") }.count, 2)
    }
}

extension ReplayRunTests {
    /// A new press of the hand ends a replay where it is: the gesture's beginning was
    /// replayed (its press, its pull), and its end never follows.
    func testANewPressEndsAReplayWhereItIs() throws {
        let lines = try trace("wait 0.3\ndrag 200,200 -> 200,480 over 0.4 hold 0.2\nwait 4\nkey r\nwait 0.2\n"
                              + "drag 200,400 -> 200,300 over 0.1\nwait 2\n")
        func inputs(_ s: ArraySlice<String>) -> [String] {
            s.filter { $0.contains("\"type\":\"input\"") }.map { $0.split(separator: ",").dropFirst().joined() }
        }
        let key = try XCTUnwrap(lines.firstIndex { $0.contains("\"type\":\"key\",\"key\":\"r\"") })
        let marker = try XCTUnwrap(lines.firstIndex { $0.contains("\"name\":\"replay\"") })
        let original = inputs(lines[..<key])
        XCTAssertEqual(original.count, 2, "the gesture's press and release: \(original)")
        XCTAssertEqual(inputs(lines[(marker + 1)...]), [original[0], "\"type\":\"input\"\"kind\":\"press\"\"x\":200\"y\":400}",
                                                        "\"type\":\"input\"\"kind\":\"release\"\"x\":200\"y\":300}"])
        let handPress = try XCTUnwrap(lines.indices.first { $0 > marker && lines[$0].contains("\"y\":400") })
        XCTAssertTrue(lines[marker..<handPress].contains { $0.contains("\"to\":\"pulling\"") }, "the replayed pull moved the list")
    }
}
