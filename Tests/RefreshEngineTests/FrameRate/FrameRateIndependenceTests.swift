import XCTest
@testable import RefreshEngine
import TestSupport

/// The same gesture replayed at 30, 60 and 144 frames per second ends at the same
/// resting offset (within 0.5 pt) and is within 1 pt at equal times; and every gesture
/// moves the content at least `minimumTravel` at every rate, so the comparison cannot
/// pass by nothing moving.
final class FrameRateIndependenceTests: XCTestCase {
    let gestures: [String: String] = [
        "fling down the list": "drag 200,600 -> 200,300 over 0.2",
        "fling into the bottom edge": "drag 200,650 -> 200,150 over 0.1",
        "pull past the top and release": "drag 200,150 -> 200,550 over 0.6",
        "fling then catch and fling back": """
            drag 200,650 -> 200,250 over 0.15
            wait 0.4
            drag 200,300 -> 200,600 over 0.12
            """,
        "pull, hold still, release": "drag 200,150 -> 200,450 over 0.3 hold 0.25",
        "flick held still 30 ms, then 60 ms": """
            drag 200,650 -> 200,350 over 0.15 hold 0.03
            wait 0.5
            drag 200,650 -> 200,350 over 0.15 hold 0.06
            """,
        "double flick": "drag 200,600 -> 200,450 over 0.1\nwait 0.1\ndrag 200,600 -> 200,450 over 0.1",
        "wheel notches": "wheel -2\nwait 0.1\nwheel -1\nwait 0.05\nwheel 1",
    ]

    static let minimumTravel = 40.0

    func testSameGestureSameRestingOffsetAtAnyFrameRate() throws {
        for (name, script) in gestures.sorted(by: { $0.key < $1.key }) {
            var runs: [Double: EngineHarness] = [:]
            for fps in [30.0, 60, 144] {
                var h = EngineHarness(items: name.contains("bottom") ? 12 : 200)
                let end = try h.play(script, fps: fps)
                XCTAssertTrue(end.isFinite, "\(name) at \(fps) fps never came to rest")
                let start = h.samples.first?.offset ?? 0
                let travel = h.samples.map { abs($0.offset - start) }.max() ?? 0
                XCTAssertGreaterThan(travel, Self.minimumTravel, "\(name) at \(fps) fps moved the content")
                runs[fps] = h
            }
            guard let r30 = runs[30], let r60 = runs[60], let r144 = runs[144] else { return XCTFail(name) }
            let rest = (r30.samples.last?.offset ?? .nan, r60.samples.last?.offset ?? .nan, r144.samples.last?.offset ?? .nan)
            XCTAssertEqual(rest.0, rest.1, accuracy: 0.5, "\(name): rest at 30 vs 60 fps")
            XCTAssertEqual(rest.2, rest.1, accuracy: 0.5, "\(name): rest at 144 vs 60 fps")
            // Times on all three frame grids: multiples of 1/6 s.
            var compared = 0
            for k in 1...30 {
                let t = Double(k) / 6
                guard let a = r30.offset(at: t), let b = r60.offset(at: t), let c = r144.offset(at: t) else { continue }
                compared += 1
                XCTAssertEqual(a, b, accuracy: 1, "\(name) at t=\(t): 30 vs 60 fps")
                XCTAssertEqual(c, b, accuracy: 1, "\(name) at t=\(t): 144 vs 60 fps")
            }
            XCTAssertGreaterThan(compared, 0, "\(name): compared at equal times")
        }
    }

    func testThePullReleasedPastTheTopRestsExactlyUnderTheBar() throws {
        for fps in [30.0, 60, 144] {
            var h = EngineHarness()
            try h.play("drag 200,150 -> 200,550 over 0.6", fps: fps)
            XCTAssertEqual(h.samples.last?.offset, -64, "at \(fps) fps")
            XCTAssertLessThan(h.samples.map(\.offset).min() ?? 0, -64 - 100, "it was pulled well past the top")
        }
    }

    func testFlingIntoTheBottomBouncesAndRestsAtTheBottom() throws {
        var h = EngineHarness(items: 12)
        try h.play("drag 200,650 -> 200,150 over 0.1", fps: 60)
        let maxOffset = h.engine.scroller.maxOffset
        XCTAssertGreaterThan(h.samples.map(\.offset).max() ?? 0, maxOffset + 5, "it overshot the bottom")
        XCTAssertEqual(h.samples.last?.offset ?? 0, maxOffset, accuracy: 1e-9)
    }

    /// Every frame rate from 1 to 1000 fps: the pointer reports at its own rate whatever
    /// the frames, so each gesture flings at the same speeds (within 0.5 pt/s) and rests
    /// within 0.5 pt of where it rests at 60 fps (at 1 fps the whole drag falls between two
    /// frames, at 10 fps a 0.1 s drag between two).
    func testEveryFrameRateFrom1To1000GivesTheSameFlingsAndRest() throws {
        let drags = gestures.merging([
            "two identical 0.1 s drags": """
                wait 1.5
                drag 200,600 -> 200,500 over 0.1
                wait 4
                drag 200,600 -> 200,500 over 0.1
                """,
            "a 0.3 s drag from rest": "wait 1.5\ndrag 200,600 -> 200,300 over 0.3",
            "a touchpad stream": "wheel -30 precise over 0.25\nwait 0.3\nwheel 20 precise over 0.1",
        ]) { a, _ in a }
        for (name, script) in drags.sorted(by: { $0.key < $1.key }) {
            var reference: (rest: Double, flings: [Double])?
            for fps in Self.everyRate {
                var h = EngineHarness(items: name.contains("bottom") ? 12 : 200)
                h.engine.tracing = true
                let end = try h.play(script, fps: fps)
                XCTAssertTrue(end.isFinite, "\(name) at \(fps) fps never came to rest")
                var flings: [Double] = []
                h.engine.drainTrace { e in
                    if case let .scroll(_, phase, _, v) = e, phase == .decelerating { flings.append(v) }
                }
                let rest = h.samples.last?.offset ?? .nan
                guard let r = reference else {
                    reference = (rest, flings)
                    continue
                }
                XCTAssertEqual(rest, r.rest, accuracy: 0.5, "\(name): rest at \(fps) fps")
                XCTAssertEqual(flings.count, r.flings.count, "\(name): flings at \(fps) fps: \(flings) vs \(r.flings)")
                for (a, b) in zip(flings, r.flings) {
                    XCTAssertEqual(a, b, accuracy: 0.5, "\(name): fling speed at \(fps) fps")
                }
            }
        }
    }

    /// 60 fps first: the reference the others are held to.
    static let everyRate: [Double] = [60, 1, 2, 3, 10, 30, 144, 240, 1000]
}
