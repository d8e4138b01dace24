import XCTest
@testable import RefreshEngine

/// Every transition of the header's state machine, with the effects it returns.
final class HeaderRefresherTests: XCTestCase {
    typealias E = HeaderRefresher.Effect
    var r = HeaderRefresher()
    /// The footer loads: an input of every call, as the host passes it.
    var footerLoading = false

    func send(_ e: HeaderRefresher.Event, _ t: Double, ready: Bool = true) -> [E] {
        r.handle(e, at: t, layoutReady: ready, otherLoading: footerLoading)
    }

    func transitions(_ effects: [E]) -> [HeaderState] {
        effects.compactMap { if case let .transition(_, to, _) = $0 { return to } else { return nil } }
    }

    func testIdleToPullingAndBackWhileDragging() {
        XCTAssertEqual(send(.scrolled(pulled: 30, dragging: true), 0), [])
        XCTAssertEqual(r.pullingPercent, 30 / 54, accuracy: 1e-12)
        XCTAssertEqual(transitions(send(.scrolled(pulled: 54, dragging: true), 0.1)), [.pulling])
        XCTAssertEqual(send(.scrolled(pulled: 80, dragging: true), 0.2), [])
        XCTAssertEqual(transitions(send(.scrolled(pulled: 53.9, dragging: true), 0.3)), [.idle])
        XCTAssertEqual(r.state, .idle)
    }

    func testNotDraggingNeverStartsPulling() {
        XCTAssertEqual(send(.scrolled(pulled: 200, dragging: false), 0), [])
        XCTAssertEqual(r.state, .idle)
        XCTAssertEqual(send(.released(pulled: 200), 0.1), [], "released while idle does nothing")
    }

    func testReleaseWhilePullingRefreshesAndHoldsTheHeader() {
        _ = send(.scrolled(pulled: 70, dragging: true), 0)
        let effects = send(.released(pulled: 70), 0.5)
        XCTAssertEqual(effects, [
            .transition(from: .pulling, to: .refreshing, pullingPercent: 70 / 54),
            .setOpen(true, duration: 0.25, reveal: false),
            .startLoad,
        ])
        XCTAssertTrue(r.isOpen)
    }

    func testResultShowsForTheMinimumTimeThenClosesThenIdle() {
        _ = send(.begin, 0)
        XCTAssertEqual(r.state, .refreshing)
        XCTAssertEqual(send(.loadFinished(.updated(3)), 1), [
            .saveLastUpdated, .transition(from: .refreshing, to: .finishing, pullingPercent: 0),
        ])
        XCTAssertEqual(r.result, .updated(3))
        XCTAssertEqual(r.nextDeadline, 1.5)
        XCTAssertEqual(send(.tick, 1.49), [])
        XCTAssertEqual(send(.tick, 1.5), [.setOpen(false, duration: 0.4, reveal: false)])
        XCTAssertFalse(r.isOpen)
        XCTAssertEqual(r.state, .finishing)
        XCTAssertEqual(r.nextDeadline ?? 0, 1.9, accuracy: 1e-12)
        XCTAssertEqual(send(.tick, 1.8), [])
        XCTAssertEqual(transitions(send(.tick, 1.9)), [.idle])
        XCTAssertNil(r.result)
        XCTAssertNil(r.nextDeadline)
    }

    func testAFailedRefreshDoesNotSaveTheTime() {
        _ = send(.begin, 0)
        let effects = send(.loadFinished(.failed), 0.3)
        XCTAssertFalse(effects.contains(.saveLastUpdated))
        XCTAssertEqual(r.state, .finishing)
        XCTAssertEqual(r.result, .failed)
    }

    func testNoAnswerTimesOutAsFailedNeverStuck() {
        _ = send(.begin, 0)
        XCTAssertEqual(r.nextDeadline, 15)
        XCTAssertEqual(send(.tick, 14.9), [])
        XCTAssertEqual(transitions(send(.tick, 15)), [.finishing])
        XCTAssertEqual(r.result, .failed)
    }

    func testBeginBeforeLayoutWaitsInWillRefresh() {
        XCTAssertEqual(transitions(send(.begin, 0, ready: false)), [.willRefresh])
        XCTAssertFalse(r.isOpen)
        XCTAssertEqual(send(.begin, 0.1, ready: false), [], "asking again changes nothing")
        let effects = send(.layoutReady, 0.2)
        XCTAssertEqual(effects, [
            .transition(from: .willRefresh, to: .refreshing, pullingPercent: 0),
            .setOpen(true, duration: 0.25, reveal: true),
            .startLoad,
        ])
        XCTAssertEqual(send(.layoutReady, 0.3), [], "only once")
    }

    func testOddEventsChangeNothing() {
        // Ending when not refreshing, twice, or beginning while refreshing.
        XCTAssertEqual(send(.loadFinished(.updated(1)), 0), [])
        XCTAssertEqual(r.state, .idle)
        _ = send(.begin, 1)
        XCTAssertEqual(send(.begin, 1.1), [])
        _ = send(.loadFinished(.noNewItems), 2)
        XCTAssertEqual(send(.loadFinished(.updated(5)), 2.1), [], "a second end is ignored")
        XCTAssertEqual(r.result, .noNewItems)
        XCTAssertEqual(send(.released(pulled: 300), 2.2), [], "release while finishing")
        XCTAssertEqual(send(.scrolled(pulled: 300, dragging: true), 2.3), [], "dragging while finishing")
        XCTAssertEqual(r.state, .finishing)
    }

    func testBeginWhileClosingRefreshesWithTheInsetSetNotDoubled() {
        _ = send(.begin, 0)
        _ = send(.loadFinished(.noNewItems), 1)
        _ = send(.tick, 1.5)
        XCTAssertFalse(r.isOpen)
        let effects = send(.begin, 1.6)
        XCTAssertEqual(transitions(effects), [.refreshing])
        XCTAssertTrue(effects.contains(.setOpen(true, duration: 0.25, reveal: true)))
        XCTAssertTrue(r.isOpen)
        XCTAssertEqual(send(.tick, 2.0), [], "the old close deadline is gone")
    }

    func testBlockedByTheFooterAReleasedPullAndABeginWaitAndThenRefresh() {
        footerLoading = true
        _ = send(.scrolled(pulled: 70, dragging: true), 0)
        XCTAssertEqual(r.state, .pulling)
        XCTAssertEqual(transitions(send(.released(pulled: 70), 0.1)), [.willRefresh], "not lost: it waits")
        XCTAssertFalse(r.isOpen, "the list springs back meanwhile")
        XCTAssertEqual(send(.begin, 0.2), [], "already waiting")
        XCTAssertEqual(send(.scrolled(pulled: 0, dragging: false), 0.3), [], "still blocked")
        footerLoading = false
        XCTAssertEqual(transitions(send(.scrolled(pulled: 0, dragging: false), 0.4)), [.refreshing])
        XCTAssertTrue(r.isOpen)
    }

    func testPullingThenBeginRefreshes() {
        _ = send(.scrolled(pulled: 60, dragging: true), 0)
        XCTAssertEqual(transitions(send(.begin, 0.1)), [.refreshing])
    }
}
