import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// Record and replay: a gesture replayed from its start with the same tuning gives the
/// same trace, line for line; with other tuning, what that tuning governs changes and
/// nothing before it does.
final class GestureReplayTests: XCTestCase {
    static let fps = 60.0

    /// An engine after `script` (no initial refresh), with its trace drained up to the script's start.
    func recorded(_ script: String, tuning: TuningSet = TuningSet(), wait: Double = 0.5) throws -> (WorkbenchHarness, [String]) {
        var h = WorkbenchHarness(items: 200, history: 50)
        h.engine.applyTuning(tuning, at: 0)
        h.engine.setTracing(true)
        _ = h.engine.frame(at: 0)
        h.engine.drainTrace { _ in }
        try h.play(script + "\nwait \(wait)\n", fps: Self.fps)
        var lines: [String] = []
        h.engine.drainTrace { lines.append($0.jsonLine) }
        return (h, lines)
    }

    /// Plays a replay into its engine on the same frame grid until it has ended and rests.
    func play(_ next: (engine: Workbench, replay: GestureReplay), until end: Double) -> (Workbench, [String]) {
        var e = next.engine
        var r = next.replay
        var frame = Int((e.time * Self.fps).rounded(.up))
        while true {
            let t = Double(frame) / Self.fps
            r.advance(to: t) { event, at in e.handle(event, at: at) }
            let s = e.frame(at: t)
            if (r.isFinished && s.isAtRest && t >= end) || t > end + 30 { break }
            frame += 1
        }
        var lines: [String] = []
        e.drainTrace { lines.append($0.jsonLine) }
        return (e, lines)
    }

    static let gestures: [(String, String)] = [
        ("fling", "wait 0.3\ndrag 200,600 -> 200,300 over 0.15"),
        ("pull to refresh", "wait 0.2\ndrag 200,200 -> 200,480 over 0.4 hold 0.2"),
        ("flick and catch", "wait 0.1\ndrag 200,650 -> 200,250 over 0.1\nwait 0.2\npress 200,400\nmove 200,300 over 0.05\nrelease"),
        ("wheel", "wait 0.1\nwheel -3\nwait 0.1\nwheel -2"),
        ("touchpad", "wait 0.1\nwheel 4 precise over 0.3"),
        ("keys", "wait 0.1\nkey pagedown\nkey down"),
        ("carousel fling", "wait 0.2\ndrag 380,153 -> 240,150 over 0.12"),
        ("carousel pulled past its end", "move 200,153\nwheel 40,0\nwait 1.5\ndrag 380,153 -> 180,153 over 0.5 hold 0.1"),
        ("carousel touchpad", "move 200,153\nwait 0.1\ntouchpad -9,2\nwait 0.016\ntouchpad -9,3\nwait 0.016\ntouchpad -8,-4\nlift"),
    ]

    func testAReplayWithTheSameTuningGivesTheSameTraceLineForLine() throws {
        for (name, script) in Self.gestures {
            let (h, original) = try recorded(script)
            XCTAssertTrue(h.engine.recorder.hasGesture, name)
            let next = try XCTUnwrap(h.engine.replayOfLastGesture(tuning: h.engine.tuningSet), name)
            let start = h.engine.recorder.startTime
            let fromStart = original.filter { line in
                // The original from the gesture's first input on (the trace is in time order).
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["t"]
                    .flatMap { $0 as? Double }.map { $0 >= start - 1e-9 } ?? false
            }
            let (_, replayed) = play(next, until: h.engine.time)
            XCTAssertFalse(fromStart.isEmpty, name)
            XCTAssertEqual(replayed, fromStart, "\(name): the replay differs")
        }
    }

    func testAReplayUnderOtherTuningChangesOnlyWhatTheTuningGoverns() throws {
        let (h, original) = try recorded(Self.gestures[0].1)
        var slower = h.engine.tuningSet
        slower.scroll.decelerationRate = 0.999
        let (e, replayed) = play(try XCTUnwrap(h.engine.replayOfLastGesture(tuning: slower)), until: h.engine.time)
        // The replay says what changed, at the gesture's start.
        XCTAssertEqual(replayed.first, TraceEvent.tuning(t: h.engine.recorder.startTime, name: "scroll.decelerationRate",
                                                         value: 0.999).jsonLine)
        let body = Array(replayed.dropFirst())
        // Everything up to the release and the fling's start is the hand's: the same.
        let release = try XCTUnwrap(original.firstIndex { $0.contains("\"decelerating\"") })
        XCTAssertEqual(Array(body.prefix(release + 1)), Array(original.prefix(release + 1)))
        // Where and when the fling ends is the deceleration's: a longer, farther fling.
        let a = try XCTUnwrap(original.last { $0.contains("\"idle\"") }), b = try XCTUnwrap(body.last { $0.contains("\"idle\"") })
        XCTAssertNotEqual(a, b)
        XCTAssertGreaterThan(e.scroller.offset, h.engine.scroller.offset + 100, "a 0.999 fling goes farther")
        // The other way round: the spring only matters at an edge, and this fling stops short of one.
        var stiffer = h.engine.tuningSet
        stiffer.scroll.springStiffness = 400
        let (_, sprung) = play(try XCTUnwrap(h.engine.replayOfLastGesture(tuning: stiffer)), until: h.engine.time)
        XCTAssertEqual(Array(sprung.dropFirst()), original, "the spring governs nothing in a fling that stops mid-list")
    }

    func testTheReplayRecordsItselfAsTheLastGestureAndReplaysAgain() throws {
        let (h, _) = try recorded(Self.gestures[1].1)
        let (once, first) = play(try XCTUnwrap(h.engine.replayOfLastGesture(tuning: h.engine.tuningSet)), until: h.engine.time)
        let (_, second) = play(try XCTUnwrap(once.replayOfLastGesture(tuning: once.tuningSet)), until: h.engine.time)
        XCTAssertEqual(first, second)
        XCTAssertEqual(once.recorder.events.count, h.engine.recorder.events.count)
    }

    func testNoGestureNoReplayAndPanelInputIsNotAGesture() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        XCTAssertNil(e.replayOfLastGesture(tuning: TuningSet()))
        e.togglePanel(at: 0)
        _ = e.frame(at: 0)
        // A slider drag in the panel and a style key are not gestures of the list.
        e.handle(.press(x: 420 + 100, y: 100), at: 0.1)
        e.handle(.move(x: 420 + 150, y: 100), at: 0.2)
        e.handle(.release(x: 420 + 150, y: 100), at: 0.3)
        e.handle(.key(KeyPress(.h)), at: 0.4)
        XCTAssertFalse(e.recorder.hasGesture)
        // R asks the host to replay.
        e.handle(.key(KeyPress(.r)), at: 0.5)
        XCTAssertEqual(e.takeHostEffects(), [.replayLastGesture])
    }

    func testAGestureLongerThanTheBufferIsNotReplayed() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.handle(.press(x: 100, y: 400), at: 0)
        for i in 0...GestureRecorder.capacity {
            e.handle(.move(x: 100, y: 400 + Double(i % 50)), at: Double(i) * 0.001)
        }
        XCTAssertTrue(e.recorder.overflowed)
        XCTAssertEqual(e.recorder.events.count, GestureRecorder.capacity)
        XCTAssertNil(e.replayOfLastGesture(tuning: TuningSet()))
    }
}

/// The paused timeline: the run rewound to any moment is the frame the live run had then.
final class TimelineRewindTests: XCTestCase {
    func testARewoundRunMatchesTheLiveRunAtEveryFrame() throws {
        var h = WorkbenchHarness(items: 200, history: 0)
        try h.play("wait 0.2\ndrag 200,150 -> 200,330 over 0.3 hold 0.1\nwait 0.3\ndrag 200,600 -> 200,300 over 0.1\nwait 2", fps: 60)
        let start = h.engine.recorder.startTime
        var checked = 0
        for sample in h.samples where sample.t >= start {
            let e = try XCTUnwrap(h.engine.rewound(to: sample.t))
            var copy = e
            XCTAssertEqual(copy.frame(at: sample.t).offsetY, sample.offset, accuracy: 1e-9, "t \(sample.t)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 60)
        XCTAssertNil(h.engine.rewound(to: start - 0.1), "before the run there is nothing to show")
    }
}
