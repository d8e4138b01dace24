import XCTest
@testable import RefreshEngine

/// The machine under Cupertino's rules (`refreshesOnArm`, `closesBelow`): every transition
/// with the effects it returns.
final class HeaderRefresherArmTests: XCTestCase {
    typealias E = HeaderRefresher.Effect
    var r: HeaderRefresher = {
        var s = HeaderRefresher.Settings()
        s.height = 100
        s.minResultTime = 0
        s.closeDuration = 0
        s.refreshesOnArm = true
        s.closesBelow = 0.1
        return HeaderRefresher(settings: s)
    }()
    var footerLoading = false

    func send(_ e: HeaderRefresher.Event, _ t: Double) -> [E] {
        r.handle(e, at: t, layoutReady: true, otherLoading: footerLoading)
    }

    func testItRefreshesAtTheTriggerWithTheFingerDown() {
        XCTAssertEqual(send(.scrolled(pulled: 99.9, dragging: true), 0), [])
        XCTAssertEqual(send(.scrolled(pulled: 100, dragging: true), 0.1), [
            .transition(from: .idle, to: .refreshing, pullingPercent: 1),
            .setOpen(true, duration: 0.25, reveal: false),
            .startLoad,
        ])
        XCTAssertEqual(send(.released(pulled: 140), 0.2), [], "the release adds nothing")
        XCTAssertEqual(send(.scrolled(pulled: 140, dragging: true), 0.3), [], "no second refresh while it runs")
    }

    func testABounceThatReachesTheTriggerRefreshesToo() {
        XCTAssertEqual(send(.scrolled(pulled: 120, dragging: false), 0).count, 3)
        XCTAssertEqual(r.state, .refreshing)
    }

    func testWhileTheFooterLoadsItWaits() {
        footerLoading = true
        XCTAssertEqual(send(.scrolled(pulled: 100, dragging: true), 0), [
            .transition(from: .idle, to: .willRefresh, pullingPercent: 1),
        ])
        footerLoading = false
        XCTAssertEqual(send(.layoutReady, 0.5).last, .startLoad)
    }

    func testItClosesAtOnceAndIsIdleOnlyBelowATenthOfTheTrigger() {
        _ = send(.scrolled(pulled: 100, dragging: true), 0)
        XCTAssertEqual(send(.loadFinished(.updated(3)), 1), [
            .saveLastUpdated, .transition(from: .refreshing, to: .finishing, pullingPercent: 1),
        ])
        XCTAssertEqual(send(.tick, 1), [.setOpen(false, duration: 0, reveal: false)], "no result held")
        XCTAssertNil(r.nextDeadline, "it waits for the content, not for a time")
        XCTAssertEqual(send(.scrolled(pulled: 60, dragging: false), 1.1), [])
        XCTAssertEqual(send(.tick, 5), [], "still 60% pulled: still finishing, however long")
        XCTAssertEqual(send(.scrolled(pulled: 10.5, dragging: false), 1.3), [])
        XCTAssertEqual(transitions(send(.scrolled(pulled: 10, dragging: false), 1.4)), [.idle])
        XCTAssertEqual(send(.scrolled(pulled: 30, dragging: true), 1.5), [], "a new pull starts from idle")
    }

    func testScrolledIntoTheListItIsIdleAtOnce() {
        _ = send(.scrolled(pulled: 100, dragging: true), 0)
        _ = send(.scrolled(pulled: -200, dragging: true), 0.5)
        _ = send(.loadFinished(.noNewItems), 1)
        XCTAssertEqual(transitions(send(.tick, 1)), [.idle])
    }

    func transitions(_ effects: [E]) -> [HeaderState] {
        effects.compactMap { if case let .transition(_, to, _) = $0 { return to } else { return nil } }
    }
}
