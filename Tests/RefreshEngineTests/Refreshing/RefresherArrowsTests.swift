import XCTest
@testable import RefreshEngine
import TestSupport

/// The refreshers' arrows: each turn starts at its transition's time, eases over its
/// duration, turns back from where it is, and follows the engine's transitions exactly.
final class RefresherArrowsTests: XCTestCase {
    func testTheHeadersArrowTurnsUpWhilePullingAndBack() {
        // MJRefresh turns it by 0.000001 - pi: counter-clockwise on screen (negative angles), back clockwise.
        var a = RefresherArrows()
        XCTAssertEqual(a.header.angle(at: 0), 0)
        a.header(entered: .pulling, at: 1, duration: 0.25)
        XCTAssertEqual(a.header.angle(at: 1), 0, accuracy: 1e-12)
        XCTAssertEqual(a.header.angle(at: 1.125), -.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(a.header.angle(at: 1.25), -.pi)
        XCTAssertTrue(a.isTurning(at: 1.2))
        XCTAssertFalse(a.isTurning(at: 1.3))
        // Leaving halfway through a flip turns back from where the arrow is.
        a.header(entered: .idle, at: 1.3, duration: 0.25)
        a.header(entered: .pulling, at: 1.3 + 0.125, duration: 0.25)
        XCTAssertEqual(a.header.angle(at: 1.3 + 0.125), -.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(a.header.angle(at: 1.3 + 0.125 + 0.25), -.pi)
        // Refreshing points it down again: only pulling points up.
        a.header(entered: .refreshing, at: 2, duration: 0.25)
        XCTAssertEqual(a.header.angle(at: 2.25), 0)
    }

    func testTheBackFootersArrowIsTheMirror() {
        var a = RefresherArrows()
        XCTAssertEqual(a.footer.angle(at: 0), -.pi)
        a.footer(entered: .pulling, at: 0.3, duration: 0.25)
        XCTAssertEqual(a.footer.angle(at: 0.3), -.pi)
        XCTAssertEqual(a.footer.angle(at: 0.425), -.pi / 2, accuracy: 1e-9, "clockwise: the mirror of the header")
        XCTAssertEqual(a.footer.angle(at: 0.55), 0, "the arrow turned down")
        a.footer(entered: .refreshing, at: 1, duration: 0.1)
        XCTAssertEqual(a.footer.angle(at: 1.05), -.pi / 2, accuracy: 1e-9, "the refresher's duration")
        XCTAssertFalse(a.isTurning(at: 1.1))
    }

    /// Through the engine: a drag past the threshold turns the header's arrow from the
    /// moment the header enters pulling, and the frame is not at rest while it turns.
    func testTheEngineTurnsTheArrowAtTheTransition() {
        var e = ListEngine(config: testConfig(), metrics: FixedTextMetrics())
        e.tracing = true
        e.handle(.press(x: 200, y: 200), at: 0)
        var y = 200.0, t = 0.0
        while e.header.state != .pulling, t < 2 {
            t += 1 / 60
            y += 8
            e.handle(.move(x: 200, y: y), at: t)
        }
        XCTAssertEqual(e.header.state, .pulling)
        var pullingAt: Double?
        e.drainTrace { ev in if case .header(let time, _, .pulling, _, _) = ev { pullingAt = time } }
        guard let start = pullingAt else { return XCTFail("no transition to pulling traced") }
        XCTAssertFalse(e.frame(at: start + 0.1).isAtRest, "held, and the arrow turns")
        XCTAssertEqual(e.frame(at: start + 0.125).header.arrowAngle, -.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(e.frame(at: start + 0.3).header.arrowAngle, -.pi)
    }
}
