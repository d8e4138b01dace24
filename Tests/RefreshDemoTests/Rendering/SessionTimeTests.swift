import XCTest
import RefreshEngine
@testable import RefreshDemo
import TestSupport
@testable import RefreshDemoModel

/// The run's time: engine time never runs back, the time keys change the scale and say so
/// in the trace, and step and scrub apply only while paused.
final class SessionTimeTests: XCTestCase {
    func settings(_ engine: inout Workbench) -> [String] {
        var lines: [String] = []
        engine.drainTrace { if case let .setting(_, name, value) = $0 { lines.append("\(name) \(value)") } }
        return lines
    }

    func testTheTimeKeysScaleAndPauseAndTheTraceHearsOfEach() {
        var engine = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        engine.setTracing(true)
        var time = SessionTime()
        XCTAssertEqual(time.engineTime(atReal: 2), 2, accuracy: 1e-12)
        time.run(.slowMotion, shift: false, atReal: 2, engine: &engine)
        XCTAssertTrue(time.scale.isSlow)
        XCTAssertEqual(time.engineTime(atReal: 2), 2, accuracy: 1e-12, "the scale changes from now on")
        XCTAssertEqual(time.engineTime(atReal: 3) - 2, time.scale.scale, accuracy: 1e-12)
        time.run(.slowMotion, shift: false, atReal: 3, engine: &engine)
        XCTAssertFalse(time.scale.isSlow)
        time.run(.speeds, shift: false, atReal: 3, engine: &engine)
        XCTAssertEqual(time.scale.scale, 0.5)
        time.run(.pause, shift: false, atReal: 4, engine: &engine)
        XCTAssertTrue(time.paused)
        let paused = time.engineTime(atReal: 4)
        XCTAssertEqual(time.engineTime(atReal: 9), paused, accuracy: 1e-12, "paused: engine time stands")
        time.run(.step, shift: false, atReal: 9, engine: &engine)
        XCTAssertEqual(time.engineTime(atReal: 9), paused + 1.0 / 60, accuracy: 1e-9, "a step is one 60 Hz frame")
        let timeSettings = settings(&engine).filter { ["slowMotion", "speed", "paused"].contains($0.split(separator: " ")[0]) }
        XCTAssertEqual(timeSettings, ["slowMotion on", "slowMotion off", "speed 0.5", "paused on"])
    }

    func testStepAndScrubApplyOnlyWhilePaused() {
        var engine = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        var time = SessionTime()
        for (command, gesture, expected) in [(KeyCommand.step, false, false), (.scrubBack, true, false), (.pause, false, true),
                                             (.slowMotion, false, true)] {
            XCTAssertEqual(time.applies(command, hasGesture: gesture), expected, "\(command)")
        }
        time.run(.pause, shift: false, atReal: 1, engine: &engine)
        XCTAssertTrue(time.applies(.step, hasGesture: false))
        XCTAssertTrue(time.applies(.scrubForward, hasGesture: true))
        XCTAssertFalse(time.applies(.scrubForward, hasGesture: false), "nothing to scrub")
    }

    func testEngineTimeNeverRunsBack() {
        var time = SessionTime()
        time.frame(atReal: 5)
        XCTAssertEqual(time.notBeforeLastFrame(3), 5)
        XCTAssertEqual(time.notBeforeLastFrame(6), 6)
        time.frame(atReal: 4)
        XCTAssertEqual(time.lastFrameReal, 5, "a frame stamped earlier does not move the last frame back")
        time.input(atReal: time.notBeforeLastFrame(7))
        XCTAssertEqual(time.lastFrameReal, 7)
    }
}
