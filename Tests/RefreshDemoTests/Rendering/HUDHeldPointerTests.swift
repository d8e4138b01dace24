import XCTest
import RefreshEngine
import RefreshDemoModel
@testable import RefreshDemo

/// A pointer held still on the list is rest for the loop (it sleeps until the next move),
/// but the HUD never calls a drag idle.
final class HUDHeldPointerTests: XCTestCase {
    func testAHeldPointerShowsTheFrameRateNotIdle() {
        let stats = FrameStats(refreshInterval: 1.0 / 60)
        for language in Language.allCases {
            var held = WorkbenchFrame()
            held.list.language = language
            held.list.isAtRest = true
            held.list.phase = .tracking
            let text = HUDText.make(held, stats: stats, now: 1, clock: TimeScale())
            XCTAssertFalse(text.contains(language.hud.asleep), text)
        }
    }

    func testAListAtRestWithNoPointerIsStillIdle() {
        let stats = FrameStats(refreshInterval: 1.0 / 60)
        var still = WorkbenchFrame()
        still.list.isAtRest = true
        still.list.phase = .idle
        let text = HUDText.make(still, stats: stats, now: 1, clock: TimeScale())
        XCTAssertTrue(text.contains(still.language.hud.asleep), text)
    }
}
