import XCTest
@testable import RefreshEngine
import TestSupport

/// A floating SliverAppBar with snap, deep in the list: a short scroll towards the top
/// brings part of the bar back over the rows (the rows do not move for it), and when the
/// scroll ends the bar snaps fully in (traced `snapOpen`) over 200 ms; a short scroll into the
/// list then snaps it out again (`snapCollapsed`).
final class FloatingBarTests: XCTestCase {
    func testTheFloatingBarComesBackAndSnaps() throws {
        for fps in [30.0, 60.0, 144.0] {
            var e = BarPullTests.engine(bar: .plain)
            var s = e.tuningSet
            s.bar.kind = .sliver
            s.bar.pinned = false
            s.bar.floating = true
            s.bar.snap = true
            e.applyTuning(s, at: 0.6)
            // Far into the list, slowly: the bar is gone.
            var t = BarPullTests.drag(&e, from: 700, to: 100, seconds: 1.5, fps: fps, at: 1)
            XCTAssertEqual(e.frame(at: t).bar.height, 0, accuracy: 1e-9, "\(fps) Hz: scrolled away")
            e.tracing = true
            // A short scroll back towards the top: part of the bar shows, then it snaps in.
            let before = e.frame(at: t).offsetY
            e.handle(.press(x: 200, y: 300), at: t + 0.1)
            e.handle(.move(x: 200, y: 330), at: t + 0.2)
            e.handle(.move(x: 200, y: 360), at: t + 0.4)
            let partial = e.frame(at: t + 0.4)
            XCTAssertGreaterThan(partial.bar.height, 0, "\(fps) Hz")
            XCTAssertLessThan(partial.bar.height, 200, "\(fps) Hz")
            XCTAssertEqual(partial.offsetY, before - 50, accuracy: 1e-6, "\(fps) Hz: the rows follow the finger only")
            e.handle(.release(x: 200, y: 360), at: t + 1.4)
            t += 1.4
            for _ in 0..<Int(fps) { t += 1 / fps; _ = e.frame(at: t) }
            XCTAssertEqual(e.frame(at: t).bar.height, 200, accuracy: 1e-9, "\(fps) Hz: snapped fully in")
            var events: [String] = []
            e.drainTrace { if case let .bar(_, ev, _) = $0 { events.append(ev) } }
            XCTAssertEqual(events, ["snapOpen"], "\(fps) Hz")
            // A short scroll into the list: it snaps out.
            e.tracing = true
            e.handle(.press(x: 200, y: 400), at: t + 0.1)
            e.handle(.move(x: 200, y: 370), at: t + 0.2)
            e.handle(.move(x: 200, y: 340), at: t + 0.4)
            e.handle(.release(x: 200, y: 340), at: t + 1.4)
            t += 1.4
            for _ in 0..<Int(fps) { t += 1 / fps; _ = e.frame(at: t) }
            XCTAssertEqual(e.frame(at: t).bar.height, 0, accuracy: 1e-9, "\(fps) Hz: snapped out")
            events = []
            e.drainTrace { if case let .bar(_, ev, _) = $0 { events.append(ev) } }
            XCTAssertEqual(events, ["snapCollapsed"], "\(fps) Hz")
        }
    }
}
