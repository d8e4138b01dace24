import XCTest
@testable import RefreshEngine
import TestSupport

/// The result banner waits until the header has closed (it would cover the header's
/// result text), then slides 1 s, holds 1 s, slides back 1 s; a drag sends it away.
final class BannerTests: XCTestCase {
    func engine() -> ListEngine {
        var config = EngineConfig()
        config.items = 30
        config.feed.latencyMin = 0.5
        config.feed.latencyMax = 0.5
        return ListEngine(config: config, metrics: FixedTextMetrics())
    }

    func testTheBannerNeverShowsWhileTheHeaderIsOpenAndFollowsItsTiming() {
        var e = engine()
        e.beginRefreshing(at: 0)
        var t = 0.0
        var firstShown: Double?
        var closedAt: Double?
        var peak = 0.0
        while t < 8 {
            t += 1 / 60
            let f = e.frame(at: t)
            if e.header.state != .idle {
                XCTAssertNil(f.banner, "t = \(t): no banner while the header is \(e.header.state)")
            } else if closedAt == nil {
                closedAt = t
            }
            if let b = f.banner {
                if firstShown == nil { firstShown = t }
                // Out from under the bar: from y 64 - 35 to 64.
                XCTAssertGreaterThanOrEqual(b.y, 64 - BannerState.height - 1e-9)
                XCTAssertLessThanOrEqual(b.y, 64 + 1e-9)
                peak = max(peak, b.y)
            }
        }
        guard let firstShown, let closedAt else { return XCTFail("the banner showed after the header closed") }
        XCTAssertLessThanOrEqual(firstShown - closedAt, 2 / 60 + 1e-9, "it starts as the header closes")
        XCTAssertEqual(peak, 64, accuracy: 1e-9, "fully out during the hold")
        XCTAssertTrue(e.isAtRest(at: t))
        XCTAssertEqual(e.headerFeature.banner?.end ?? 0, (e.headerFeature.banner?.start ?? 0) + 3, accuracy: 1e-9, "slide 1 s, hold 1 s, slide 1 s")
    }

    func testADragSendsTheBannerBackUnderTheBar() {
        var e = engine()
        e.beginRefreshing(at: 0)
        e.run(until: 0.1)
        while e.header.state != .idle { e.run(until: e.time + 1 / 60) }
        e.run(until: e.time + 1.5)
        XCTAssertEqual(e.frame(at: e.time).banner?.y ?? 0, 64, accuracy: 1e-9, "holding")
        let pressed = e.time
        e.handle(.press(x: 200, y: 400), at: pressed)
        e.run(until: pressed + Banner.dismissal / 2)
        let half = e.frame(at: e.time).banner
        XCTAssertNotNil(half)
        XCTAssertLessThan(half?.y ?? 64, 64, "on its way back")
        e.run(until: pressed + Banner.dismissal + 0.01)
        XCTAssertNil(e.frame(at: e.time).banner, "gone")
        e.handle(.release(x: 200, y: 400), at: e.time)
    }

    func testABannerThatWaitsIsDroppedByADrag() {
        var b = Banner(text: "3 new items", failed: false, start: nil)
        XCTAssertEqual(b.progress(at: 5), 0)
        XCTAssertNil(b.end)
        XCTAssertTrue(b.dismiss(at: 1), "nothing to slide back: drop it")
        b.start = 0
        XCTAssertEqual(b.progress(at: 0.5), 0.5, accuracy: 1e-12, "ease-in-out, halfway")
        XCTAssertEqual(b.progress(at: 1.5), 1)
        XCTAssertFalse(b.dismiss(at: 1.5))
        XCTAssertEqual(b.progress(at: 1.5), 1)
        XCTAssertEqual(b.progress(at: 1.5 + Banner.dismissal), 0)
        XCTAssertEqual(b.end, 1.5 + Banner.dismissal)
    }

    /// A drag after the banner has gone drops it at once: nothing slides back, so the
    /// list is at rest again without a quarter second of frames.
    func testADragAfterTheBannerHasGoneLeavesTheListAtRest() {
        var b = Banner(text: "3 new items", failed: false, start: 0)
        let gone = 2 * 1.0 + Banner.hold + 1
        XCTAssertEqual(b.progress(at: gone), 0)
        XCTAssertTrue(b.dismiss(at: gone), "gone: dropped")
        XCTAssertNil(b.dismissed.map(\.t))
        XCTAssertEqual(b.end, 3, "its end stays where it was")
    }

    func testBannerSlidesInHoldsAndSlidesOut() {
        let b = Banner(text: "3 new items", failed: false, start: 10)
        XCTAssertEqual(b.progress(at: 10), 0)
        XCTAssertEqual(b.progress(at: 10.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(b.progress(at: 11.5), 1)
        XCTAssertEqual(b.progress(at: 12.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(b.progress(at: 13), 0)
        XCTAssertEqual(b.end, 13)
    }
}
