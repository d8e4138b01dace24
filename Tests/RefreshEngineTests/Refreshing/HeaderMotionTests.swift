import XCTest
@testable import RefreshEngine
import TestSupport

/// The header opens and closes as MJRefresh's UIView animations do: an ease over 0.25 s
/// and 0.4 s from rest, never past its target; closing fades it (alpha follows pull) and
/// runs the gif's frames back.
final class HeaderMotionTests: XCTestCase {
    func makeEngine(alphaFollowsPull: Bool = false, style: HeaderStyle = .normal) -> ListEngine {
        var config = EngineConfig()
        config.alphaFollowsPull = alphaFollowsPull
        config.headerStyle = style
        config.feed.latencyMin = 1
        config.feed.latencyMax = 1
        var e = ListEngine(config: config, metrics: FixedTextMetrics())
        _ = e.frame(at: 0)
        return e
    }

    /// A fast pull released while the hand still moves down at `speed` pt/s.
    func pullAndRelease(_ e: inout ListEngine, speed: Double) -> Double {
        e.handle(.press(x: 200, y: 100), at: 0.1)
        var y = 100.0, t = 0.1
        while y < 400 {
            t += 1.0 / 120
            y += speed / 120
            e.handle(.move(x: 200, y: y), at: t)
        }
        e.handle(.release(x: 200, y: y), at: t)
        return t
    }

    func testOpeningIsAPlainEaseOf025sThatNeverPassesTheRefreshingPosition() {
        for speed in [600.0, 2000, 6000] {
            var e = makeEngine()
            let release = pullAndRelease(&e, speed: speed)
            XCTAssertEqual(e.header.state, .refreshing)
            XCTAssertGreaterThan(abs(e.scroller.velocity), 0, "\(speed): the content was moving at release")
            let start = e.scroller.offset
            XCTAssertLessThan(start, -118 - 20, "pulled well past the refreshing position")
            var previous = start
            var t = release
            while t < release + 0.25 - 1e-9 {
                t += 0.001
                e.step(to: t)
                XCTAssertGreaterThanOrEqual(e.scroller.offset, previous - 1e-9, "\(speed) pt/s at \(t - release) s")
                XCTAssertLessThanOrEqual(e.scroller.offset, -118 + 1e-9, "never past the refreshing position")
                previous = e.scroller.offset
            }
            // Halfway through the ease it is halfway there; at 0.25 s it rests exactly.
            var half = makeEngine()
            let r2 = pullAndRelease(&half, speed: speed)
            let from = half.scroller.offset
            half.step(to: r2 + 0.125)
            XCTAssertEqual(half.scroller.offset, (from + -118) / 2, accuracy: 1e-6)
            e.step(to: release + 0.25)
            XCTAssertEqual(e.scroller.offset, -118)
            XCTAssertEqual(e.scroller.phase, .idle)
        }
    }

    /// Closing: 0.5 s of result, then 0.4 s back to -64, monotonic, with alpha and the gif
    /// following pullingPercent down to 0.
    func testClosingTakes04sFadesAndRunsTheGifBack() {
        var e = makeEngine(alphaFollowsPull: true, style: .gif)
        let release = pullAndRelease(&e, speed: 1500)
        // The feed answers 1 s after the release; the result shows 0.5 s; then it closes.
        e.run(until: release + 1.0 + 0.5 - 0.01)
        XCTAssertEqual(e.header.state, .finishing)
        var f = e.frame(at: e.time)
        XCTAssertEqual(f.header.alpha, 1, "the result shows at full alpha")
        XCTAssertEqual(f.header.gif.frame, 9, "fully revealed: the last frame")
        e.run(until: release + 1.5 + 0.001)
        let closeStart = e.header.closeTime!
        XCTAssertEqual(closeStart, release + 1.5, accuracy: 1 / 60 + 1e-6)
        var previousOffset = e.scroller.offset
        var previousAlpha = 1.0
        var previousFrame = 9
        var frames: Set<Int> = []
        var t = e.time
        while t < closeStart + 0.4 - 0.004 {
            t += 0.004
            f = e.frame(at: t)
            XCTAssertGreaterThanOrEqual(f.offsetY, previousOffset - 1e-9)
            XCTAssertLessThanOrEqual(f.offsetY, -64 + 1e-9, "never past the resting offset")
            XCTAssertEqual(f.header.alpha, min(max(f.header.pullingPercent, 0), 1), accuracy: 1e-9)
            XCTAssertLessThanOrEqual(f.header.alpha, previousAlpha + 1e-9)
            XCTAssertLessThanOrEqual(f.header.gif.frame, previousFrame)
            XCTAssertEqual(f.header.gif.segment, .pull)
            frames.insert(f.header.gif.frame)
            previousOffset = f.offsetY
            previousAlpha = f.header.alpha
            previousFrame = f.header.gif.frame
        }
        XCTAssertLessThan(previousAlpha, 0.1, "faded out by the end")
        XCTAssertGreaterThanOrEqual(frames.count, 8, "the frames run back one by one")
        f = e.frame(at: closeStart + 0.4)
        XCTAssertEqual(f.offsetY, -64)
        XCTAssertEqual(e.header.state, .idle)
        XCTAssertEqual(f.header.gif.frame, 0)
    }
}
