import XCTest
import RefreshEngine
@testable import RefreshDemo

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
        XCTAssertEqual(Timeline.badge(paused: "Paused", slowMotion: "Slow motion ×0.1", scale: 0.25, scrubbed: nil,
                                      start: 0, now: 0), "Slow motion ×0.25")
        XCTAssertEqual(Timeline.badge(paused: "Пауза", slowMotion: "Замедление ×0.1", scale: 0.5, scrubbed: nil,
                                      start: 0, now: 0), "Замедление ×0.5")
        XCTAssertNil(Timeline.badge(paused: "Paused", slowMotion: "Slow motion ×0.1", scale: 1, scrubbed: nil, start: 0, now: 0))
        XCTAssertEqual(Timeline.badge(paused: "Paused", slowMotion: "", scale: 1, scrubbed: 1.25, start: 0.5, now: 2.0),
                       "Paused  0.750 s / 1.500 s")
    }
}
