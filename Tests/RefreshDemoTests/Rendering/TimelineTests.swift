import XCTest
import RefreshEngine
@testable import RefreshDemo
import TestSupport
@testable import RefreshDemoModel

/// Playback speeds and the paused badge.
final class TimelineTests: XCTestCase {
    func testSpeedsCycleAndShowOnScreen() {
        var s = 1.0
        var seen: [Double] = []
        for _ in 0..<4 { s = Timeline.nextSpeed(after: s); seen.append(s) }
        XCTAssertEqual(seen, [0.5, 0.25, 0.1, 1])
        var clock = TimeScale()
        clock.setScale(0.25, atReal: 2)
        XCTAssertEqual(clock.engineTime(atReal: 6), 3, accuracy: 1e-12, "2 s + 4 s x 0.25")
        XCTAssertEqual(Timeline.badge(paused: "Paused", slowMotion: "Slow motion", scale: 0.25, scrubbed: nil,
                                      start: 0, now: 0), "Slow motion ×0.25")
        XCTAssertEqual(Timeline.badge(paused: "Пауза", slowMotion: "Замедление", scale: 0.5, scrubbed: nil,
                                      start: 0, now: 0), "Замедление ×0.5")
        XCTAssertNil(Timeline.badge(paused: "Paused", slowMotion: "Slow motion", scale: 1, scrubbed: nil, start: 0, now: 0))
        XCTAssertEqual(Timeline.badge(paused: "Paused", slowMotion: "", scale: 1, scrubbed: 1.25, start: 0.5, now: 2.0),
                       "Paused  0.750 s / 1.500 s")
    }
}

extension TimelineTests {
    func testScrubbingToAMomentShowsTheRunThenAndStaysInsideIt() throws {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        var offsets: [Double: Double] = [:]
        e.handle(.press(x: 200, y: 600), at: 0.5)
        for i in 1...9 { e.handle(.move(x: 200, y: 600 - Double(i) * 30), at: 0.5 + Double(i) / 60) }
        e.handle(.release(x: 200, y: 330), at: 0.5 + 10.0 / 60)
        for i in 30...120 { let t = Double(i) / 60; offsets[t] = e.frame(at: t).offsetY }
        var tl = Timeline()
        tl.scrub(to: 1.0, live: e, now: 2.0)
        XCTAssertEqual(tl.time, 1.0)
        var shown = try XCTUnwrap(tl.engine)
        XCTAssertEqual(shown.frame(at: 1.0).offsetY, offsets[1.0]!, accuracy: 1e-9)
        tl.scrub(to: -3, live: e, now: 2.0)
        XCTAssertEqual(tl.time, 0.5, "not before the gesture began")
        tl.scrub(to: 9, live: e, now: 2.0)
        XCTAssertEqual(tl.time, 2.0, "not after now")
        shown = try XCTUnwrap(tl.engine)
        XCTAssertEqual(shown.frame(at: 2.0).offsetY, offsets[2.0]!, accuracy: 1e-9)
    }
}
