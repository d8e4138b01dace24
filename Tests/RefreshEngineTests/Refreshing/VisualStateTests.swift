import XCTest
@testable import RefreshEngine
import TestSupport

/// What the frame value tells the renderer at every moment: the gif frame across the
/// threshold, the spinner's text, the footer's pressed state, the queued-refresh sign.
final class VisualStateTests: XCTestCase {
    func engine(_ configure: (inout EngineConfig) -> Void = { _ in }) -> ListEngine {
        var config = EngineConfig()
        config.items = 30
        configure(&config)
        return ListEngine(config: config, metrics: FixedTextMetrics())
    }

    /// The gif frame follows pullingPercent continuously up to and past the threshold:
    /// it never steps back while the pull grows (it once jumped to nearly empty there).
    func testTheGifFrameFollowsThePullAcrossTheThreshold() {
        var e = engine { $0.headerStyle = .gif }
        _ = e.frame(at: 0)
        e.handle(.press(x: 200, y: 200), at: 0)
        var last = -1
        var sawPulling = false
        var t = 0.0
        for y in stride(from: 200.0, through: 600, by: 4) {
            t += 1 / 60
            e.handle(.move(x: 200, y: y), at: t)
            let h = e.frame(at: t).header
            XCTAssertGreaterThanOrEqual(h.gif.frame, last, "y \(y): \(h.state)")
            XCTAssertEqual(h.gif.segment, .pull)
            let expected = min(Int(h.pullingPercent * 10), 9)
            XCTAssertEqual(h.gif.frame, max(expected, 0), "frame = pullingPercent x frames")
            last = h.gif.frame
            if h.state == .pulling { sawPulling = true }
        }
        XCTAssertTrue(sawPulling)
        XCTAssertEqual(last, 9, "fully revealed: the last frame")
        e.handle(.release(x: 200, y: 600), at: t)
    }

    func testEveryHeaderStyleShowsItsStateText() {
        for style in HeaderStyle.allCases {
            var e = engine { $0.headerStyle = style }
            XCTAssertEqual(e.frame(at: 0).header.title, "Pull down to refresh", "\(style)")
            XCTAssertFalse(e.frame(at: 0).header.subtitle.isEmpty, "\(style)")
        }
    }

    /// Held down on the footer it highlights like a button; moved past the slop it is a
    /// drag, not a click, and the highlight goes.
    func testTheFooterHighlightsWhilePressedAsAClick() {
        var e = engine { $0.items = 3; $0.footerStyle = .back }
        var f = e.frame(at: 0)
        let footerMid = f.footer.y + f.footer.height / 2
        XCTAssertFalse(f.footer.pressed)
        e.handle(.press(x: 200, y: footerMid), at: 0.1)
        f = e.frame(at: 0.1)
        XCTAssertTrue(f.footer.pressed)
        e.handle(.move(x: 200, y: footerMid - 3), at: 0.15)
        XCTAssertTrue(e.frame(at: 0.15).footer.pressed, "within the slop: still a click")
        e.handle(.move(x: 200, y: footerMid - 60), at: 0.2)
        XCTAssertFalse(e.frame(at: 0.2).footer.pressed, "a drag now")
        e.handle(.release(x: 200, y: footerMid - 60), at: 0.25)
        XCTAssertFalse(e.frame(at: 0.3).footer.pressed)
        e.handle(.press(x: 200, y: 100), at: 2)
        XCTAssertFalse(e.frame(at: 2).footer.pressed, "pressed elsewhere")
    }

    /// Without a touch slop the same rule holds at 1 pt: a drag off the footer is no
    /// longer a click, so it no longer highlights, and its release loads nothing.
    func testWithoutASlopADragOffTheFooterIsNotAClick() {
        var e = engine { $0.items = 3; $0.footerStyle = .back; $0.tuning.touchSlop = 0 }
        let f = e.frame(at: 0)
        let footerMid = f.footer.y + f.footer.height / 2
        e.handle(.press(x: 200, y: footerMid), at: 0.1)
        XCTAssertTrue(e.frame(at: 0.1).footer.pressed)
        e.handle(.move(x: 200, y: footerMid - 0.5), at: 0.12)
        XCTAssertTrue(e.frame(at: 0.12).footer.pressed, "half a point: still a click")
        e.handle(.move(x: 200, y: footerMid - 100), at: 0.15)
        XCTAssertFalse(e.frame(at: 0.15).footer.pressed, "a drag now")
        e.handle(.move(x: 200, y: footerMid), at: 0.2)
        XCTAssertFalse(e.frame(at: 0.2).footer.pressed, "back over the footer: still a drag")
        e.handle(.release(x: 200, y: footerMid), at: 0.25)
        XCTAssertEqual(e.footer.state, .idle, "the release of a drag is no tap")
    }

    /// F5 while the footer loads: the refresh waits (the two never load at once) and the
    /// list reports it at once, for the host to say so.
    func testARefreshQueuedBehindTheFooterSaysSo() {
        var e = engine { $0.items = 20; $0.feed.latencyMin = 1; $0.feed.latencyMax = 1 }
        e.perform(.bottom, at: 0)
        var t = 0.0
        while e.footer.state != .refreshing && t < 3 { t += 1 / 60; _ = e.frame(at: t) }
        XCTAssertEqual(e.footer.state, .refreshing)
        XCTAssertFalse(e.takeOutputs().contains(.refreshWaits(t: t)))
        e.perform(.refresh, at: t)
        _ = e.frame(at: t + 1 / 60)
        XCTAssertEqual(e.header.state, .willRefresh)
        XCTAssertTrue(e.takeOutputs().contains(.refreshWaits(t: t)))
    }
}
