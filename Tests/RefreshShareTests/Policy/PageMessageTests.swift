import XCTest
@testable import RefreshShare

/// The page's messages: what is read, and the one line for each that is dropped.
final class PageMessageTests: XCTestCase {
    let limits = ShareLimits()

    func testAGestureIsReadWithItsOwnTimes() throws {
        let text = #"{"type":"gesture","dpr":3,"samples":[{"t":10.5,"x":100,"y":400,"phase":"down"},"#
            + #"{"t":18.9,"x":100,"y":380,"phase":"move"},{"t":25,"x":100,"y":300,"phase":"up"}],"endOffset":812.5}"#
        let message = try PageMessage.decode(text, limits: limits)
        XCTAssertEqual(message, .gesture(ShareGesture(dpr: 3, samples: [
            .init(t: 10.5, x: 100, y: 400, phase: .down), .init(t: 18.9, x: 100, y: 380, phase: .move),
            .init(t: 25, x: 100, y: 300, phase: .up)], endOffset: 812.5)))
        XCTAssertEqual(try PageMessage.decode(#"{"type":"keepalive"}"#, limits: limits), .keepalive)
    }

    func testBadMessagesAreRefusedWithOneLine() {
        let many = (0...limits.gestureSamples).map { #"{"t":\#($0),"x":0,"y":0,"phase":"move"}"# }.joined(separator: ",")
        let table: [(String, String)] = [
            ("garbage {", "malformed"),
            ("[]", "malformed"),
            (#"{"type":"reboot"}"#, "unknown"),
            (#"{"type":"gesture","samples":[{"t":1,"x":0,"y":0,"phase":"down"}]}"#, "dpr"),
            (#"{"type":"gesture","dpr":2,"samples":[]}"#, "no samples"),
            (#"{"type":"gesture","dpr":2,"samples":[\#(many)]}"#, "more than"),
            (#"{"type":"gesture","dpr":2,"samples":[{"t":5,"x":0,"y":0,"phase":"down"},{"t":4,"x":0,"y":0,"phase":"up"}]}"#, "back in time"),
            (#"{"type":"gesture","dpr":2,"samples":[{"t":5,"x":1e300,"y":0,"phase":"down"}]}"#, "not finite"),
            (#"{"type":"gesture","dpr":2,"samples":[{"t":5,"x":0,"y":0,"phase":"hover"}]}"#, "malformed"),
        ]
        for (text, says) in table {
            do {
                _ = try PageMessage.decode(text, limits: limits)
                XCTFail("read: \(text.prefix(80))")
            } catch {
                XCTAssertTrue(error.description.contains(says), "\(text.prefix(80)): \(error.description)")
                XCTAssertFalse(error.description.contains("\n"))
            }
        }
    }

    func testTheFloodGatePassesABurstThenTheRate() {
        var gate = FloodGate(burst: 10, perSecond: 5)
        XCTAssertEqual((0..<15).filter { _ in gate.admit(at: 0) }.count, 10)
        XCTAssertEqual(gate.droppedInFlood, 5)
        // One second later five more tokens, no more: the flood goes on.
        XCTAssertEqual((0..<10).filter { _ in gate.admit(at: 1) }.count, 5)
        XCTAssertEqual(gate.droppedInFlood, 10)
        // Quiet for two seconds (the bucket full again): the flood is over.
        XCTAssertTrue(gate.admit(at: 3))
        XCTAssertEqual(gate.droppedInFlood, 0)
        // A flood read slowly (a loaded server: 40 messages every 0.1 s, the bucket refilling a
        // few between reads) is still one flood whose drops add up.
        var slow = FloodGate(burst: 60, perSecond: 30)
        for read in 0..<20 { for _ in 0..<40 { _ = slow.admit(at: Double(read) / 10) } }
        XCTAssertGreaterThan(slow.droppedInFlood, 600)
        // Ten keepalives a second pass for ever.
        var steady = FloodGate(burst: 10, perSecond: 30)
        XCTAssertTrue((0..<1000).allSatisfy { steady.admit(at: Double($0) / 10) })
    }
}
