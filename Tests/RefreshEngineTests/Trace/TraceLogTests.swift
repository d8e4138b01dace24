import XCTest
@testable import RefreshEngine

/// The engine's trace: nothing while off, handed over in time order (stable), once.
final class TraceLogTests: XCTestCase {
    func testOffRecordsNothing() {
        var log = TraceLog()
        log.record(.key(t: 1, key: "a"))
        var n = 0
        log.drain { _ in n += 1 }
        XCTAssertEqual(n, 0)
    }

    func testEventsComeOutInTimeOrderKeepingTheOrderOfEqualTimes() {
        var log = TraceLog(reserving: 8)
        log.isOn = true
        log.record(.key(t: 2, key: "b"))
        log.record(.key(t: 2, key: "c"))
        // A solved phase change stamped before what was recorded first.
        log.record(.key(t: 1.5, key: "a"))
        log.record(.key(t: 3, key: "d"))
        var keys: [String] = []
        log.drain { e in if case .key(_, let k) = e { keys.append(k) } }
        XCTAssertEqual(keys, ["a", "b", "c", "d"])
        var again = 0
        log.drain { _ in again += 1 }
        XCTAssertEqual(again, 0, "handed over once")
    }

    func testDiscardForgetsWhatWasNotHandedOver() {
        var log = TraceLog()
        log.isOn = true
        log.record(.key(t: 1, key: "a"))
        log.discard()
        XCTAssertTrue(log.events.isEmpty)
        XCTAssertTrue(log.isOn, "still on")
    }
}
