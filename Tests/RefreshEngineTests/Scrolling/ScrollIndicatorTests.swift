import XCTest
@testable import RefreshEngine

/// The scroll indicator as UIScrollView shows it: a thin capsule, its length the visible
/// fraction of the content, shorter while rubber-banding, fading out after the motion.
final class ScrollIndicatorTests: XCTestCase {
    func scroller() -> Scroller {
        var t = Tuning()
        t.touchSlop = 0
        return Scroller(tuning: t, viewportExtent: 600, contentExtent: 6000)
    }

    func testLengthIsTheVisibleFractionAndPositionFollowsTheOffset() throws {
        var s = scroller()
        s.press(pointer: 400, at: 0)
        s.move(pointer: 100, at: 0.1)
        let ind = try XCTUnwrap(ScrollIndicator.state(scroller: s, viewportWidth: 420, now: 0.1))
        XCTAssertEqual(ind.width, 3)
        XCTAssertEqual(ind.x, 420 - 3 - 3, "3 pt from the right edge")
        let track = 600 - s.trailingInset - 3 - (s.leadingInset + 3)
        let visible = 600 - s.leadingInset - s.trailingInset
        XCTAssertEqual(ind.height, max(track * visible / 6000, ScrollIndicator.minLength), accuracy: 1e-9)
        let progress = (s.offset - s.minOffset) / (s.maxOffset - s.minOffset)
        XCTAssertEqual(ind.y, s.leadingInset + 3 + progress * (track - ind.height), accuracy: 1e-9)
        XCTAssertGreaterThan(progress, 0.01, "it moved")
    }

    func testItShrinksWhileRubberBandingPastAnEdge() throws {
        var s = scroller()
        s.press(pointer: 100, at: 0)
        let atRest = try XCTUnwrap(ScrollIndicator.state(scroller: s, viewportWidth: 420, now: 0)).height
        var last = atRest
        for (i, y) in stride(from: 140.0, through: 500, by: 40).enumerated() {
            s.move(pointer: y, at: 0.05 * Double(i + 1))
            let ind = try XCTUnwrap(ScrollIndicator.state(scroller: s, viewportWidth: 420, now: 0.05 * Double(i + 1)))
            XCTAssertLessThanOrEqual(ind.height, last, "shorter as the band stretches")
            if i == 0 { XCTAssertLessThan(ind.height, atRest, "at once") }
            XCTAssertEqual(ind.y, s.leadingInset + 3, accuracy: 1e-9, "pinned to the top of its track")
            XCTAssertGreaterThanOrEqual(ind.height, ind.width * 2.5, "never shorter than a dot")
            last = ind.height
        }
        XCTAssertEqual(last, 3 * 2.5, "down to a dot (2.5 widths) when pulled far")
    }

    func testItFadesAfterTheMotionEnds() throws {
        var s = scroller()
        s.press(pointer: 400, at: 0)
        s.move(pointer: 300, at: 0.1)
        s.release(at: 0.5)
        s.step(to: 0.6)
        XCTAssertEqual(s.phase, .idle)
        let end = s.lastMotionTime
        let hold = s.tuning.indicatorHold, fade = s.tuning.indicatorFade
        XCTAssertEqual(ScrollIndicator.state(scroller: s, viewportWidth: 420, now: end + hold / 2)?.alpha, 1)
        XCTAssertEqual(ScrollIndicator.state(scroller: s, viewportWidth: 420, now: end + hold + fade / 2)?.alpha ?? 0,
                       0.5, accuracy: 1e-9)
        XCTAssertNil(ScrollIndicator.state(scroller: s, viewportWidth: 420, now: end + hold + fade + 0.01))
    }
}
