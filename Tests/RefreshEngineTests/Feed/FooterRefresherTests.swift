import XCTest
@testable import RefreshEngine

/// Every transition of the footer's state machine, in both styles.
final class FooterRefresherTests: XCTestCase {
    typealias E = FooterRefresher.Effect

    func states(_ effects: [E]) -> [FooterState] {
        effects.compactMap { if case let .transition(_, to) = $0 { return to } else { return nil } }
    }

    func testAutoLoadsOncePerEntryIntoView() {
        var f = FooterHost()
        XCTAssertEqual(f.handle(.scrolled(visible: 0.5, dragging: true), at: 0), [])
        XCTAssertEqual(f.handle(.scrolled(visible: 1.0, dragging: false), at: 0.1),
                       [.transition(from: .idle, to: .refreshing), .startLoad])
        XCTAssertEqual(states(f.handle(.loadFinished(.loaded(0)), at: 0.5)), [.idle])
        // Still in view (nothing was added): no second load, no loop.
        XCTAssertEqual(f.handle(.scrolled(visible: 1.2, dragging: true), at: 0.6), [])
        XCTAssertEqual(f.handle(.scrolled(visible: 1.0, dragging: false), at: 0.7), [])
        // Out of view and back in: one more load.
        XCTAssertEqual(f.handle(.scrolled(visible: 0.2, dragging: true), at: 0.8), [])
        XCTAssertEqual(states(f.handle(.scrolled(visible: 1.0, dragging: true), at: 0.9)), [.refreshing])
    }

    func testOncePerDragUnlessSetOtherwise() {
        var f = FooterHost()
        _ = f.handle(.dragBegan, at: 0)
        XCTAssertEqual(states(f.handle(.scrolled(visible: 1, dragging: true), at: 0.1)), [.refreshing])
        _ = f.handle(.loadFinished(.loaded(20)), at: 0.5)
        // Same drag: out of view and back in again does not load twice.
        _ = f.handle(.scrolled(visible: 0, dragging: true), at: 0.6)
        XCTAssertEqual(f.handle(.scrolled(visible: 1, dragging: true), at: 0.7), [])
        // A new drag may load again.
        _ = f.handle(.scrolled(visible: 0, dragging: false), at: 0.8)
        _ = f.handle(.dragBegan, at: 0.9)
        XCTAssertEqual(states(f.handle(.scrolled(visible: 1, dragging: true), at: 1)), [.refreshing])
        // Set otherwise: once per entry into view, even within one drag.
        var g = FooterHost()
        g.settings.oncePerDrag = false
        _ = g.handle(.dragBegan, at: 0)
        _ = g.handle(.scrolled(visible: 1, dragging: true), at: 0.1)
        _ = g.handle(.loadFinished(.loaded(20)), at: 0.5)
        _ = g.handle(.scrolled(visible: 0, dragging: true), at: 0.6)
        XCTAssertEqual(states(g.handle(.scrolled(visible: 1, dragging: true), at: 0.7)), [.refreshing])
    }

    func testTriggerPercentIsTunable() {
        var f = FooterHost()
        f.settings.triggerPercent = 0.5
        XCTAssertEqual(states(f.handle(.scrolled(visible: 0.5, dragging: true), at: 0)), [.refreshing])
    }

    func testNoLoadWhileBlockedNorWhileLoading() {
        var f = FooterHost()
        f.headerLoading = true
        XCTAssertEqual(f.handle(.scrolled(visible: 1, dragging: true), at: 0), [])
        XCTAssertEqual(f.handle(.tapped, at: 0), [])
        f.headerLoading = false
        XCTAssertEqual(states(f.handle(.scrolled(visible: 1.1, dragging: true), at: 0.1)), [.refreshing],
                       "still armed: it had not triggered")
        XCTAssertEqual(f.handle(.tapped, at: 0.2), [], "a load in flight is never started twice")
        XCTAssertEqual(f.handle(.scrolled(visible: 0, dragging: true), at: 0.3), [])
        XCTAssertEqual(f.handle(.scrolled(visible: 1, dragging: true), at: 0.4), [])
    }

    func testEndMeansNoMoreDataUntilReset() {
        var f = FooterHost()
        _ = f.handle(.tapped, at: 0)
        XCTAssertEqual(states(f.handle(.loadFinished(.end(7)), at: 1)), [.noMoreData])
        for v in [0.0, 1.0, 0.0, 2.0] { XCTAssertEqual(f.handle(.scrolled(visible: v, dragging: true), at: 2), []) }
        XCTAssertEqual(f.handle(.tapped, at: 3), [])
        XCTAssertEqual(states(f.handle(.reset, at: 4)), [.idle])
        XCTAssertEqual(states(f.handle(.scrolled(visible: 1, dragging: false), at: 5)), [.refreshing])
    }

    func testFailedInvitesARetryByTapOrReentry() {
        var f = FooterHost()
        _ = f.handle(.scrolled(visible: 1, dragging: true), at: 0)
        XCTAssertEqual(states(f.handle(.loadFinished(.failed), at: 1)), [.failed])
        XCTAssertEqual(f.handle(.scrolled(visible: 1, dragging: true), at: 1.1), [], "no retry loop in view")
        XCTAssertEqual(f.handle(.tapped, at: 2), [.transition(from: .failed, to: .refreshing), .startLoad])
        _ = f.handle(.loadFinished(.failed), at: 3)
        _ = f.handle(.dragBegan, at: 3.5)
        _ = f.handle(.scrolled(visible: 0, dragging: true), at: 4)
        XCTAssertEqual(states(f.handle(.scrolled(visible: 1, dragging: true), at: 5)), [.refreshing])
    }

    func testTimeoutFails() {
        var f = FooterHost()
        _ = f.handle(.tapped, at: 0)
        XCTAssertEqual(f.nextDeadline, 15)
        XCTAssertEqual(f.handle(.tick, at: 14), [])
        XCTAssertEqual(states(f.handle(.tick, at: 15)), [.failed])
        XCTAssertEqual(f.handle(.loadFinished(.loaded(20)), at: 16), [], "a late answer is ignored")
    }

    func testBackStyleNeedsTheThresholdAndARelease() {
        var f = FooterHost(style: .back)
        XCTAssertEqual(f.handle(.scrolled(visible: 0.9, dragging: true), at: 0), [])
        XCTAssertEqual(f.handle(.released(visible: 0.9), at: 0.1), [], "short of the threshold")
        XCTAssertEqual(f.handle(.scrolled(visible: 3, dragging: false), at: 0.2), [], "a fling does not pull")
        XCTAssertEqual(states(f.handle(.scrolled(visible: 1, dragging: true), at: 0.3)), [.pulling])
        XCTAssertEqual(states(f.handle(.scrolled(visible: 0.5, dragging: true), at: 0.6)), [.idle])
        _ = f.handle(.scrolled(visible: 1.5, dragging: true), at: 0.7)
        XCTAssertEqual(f.handle(.released(visible: 1.5), at: 0.8), [
            .transition(from: .pulling, to: .refreshing), .setInset(44, duration: 0.25), .startLoad,
        ])
        XCTAssertEqual(f.insetExtra, 44)
        XCTAssertEqual(f.handle(.loadFinished(.loaded(20)), at: 1.5), [
            .setInset(0, duration: 0.4), .transition(from: .refreshing, to: .idle),
        ])
        XCTAssertEqual(f.insetExtra, 0)
    }

    func testBackStyleReleaseWhileBlockedGoesBackToIdle() {
        var f = FooterHost(style: .back)
        _ = f.handle(.scrolled(visible: 2, dragging: true), at: 0)
        f.headerLoading = true
        XCTAssertEqual(states(f.handle(.released(visible: 2), at: 0.1)), [.idle])
        XCTAssertEqual(f.insetExtra, 0)
    }

    /// The footer's rules for the list's geometry (MJRefreshAutoFooter's), which the page asks too.
    func testShortContentAndAPushUp() {
        XCTAssertTrue(FooterRefresher.contentIsShort(leadingInset: 64, contentHeight: 736, viewportHeight: 800))
        XCTAssertFalse(FooterRefresher.contentIsShort(leadingInset: 64, contentHeight: 737, viewportHeight: 800))
        XCTAssertTrue(FooterRefresher.pushedUp(offset: -63, minOffset: -64))
        XCTAssertFalse(FooterRefresher.pushedUp(offset: -63.5, minOffset: -64), "half a point is rest")
        XCTAssertEqual(FooterRefresher.autoVisibility(offset: 0, viewportHeight: 800, top: 778, height: 44), 0.5)
    }
}

/// A footer as its host drives it: the inputs of each call (the header loads, the
/// content is short) kept beside it, the refresher's own state read through.
@dynamicMemberLookup
struct FooterHost {
    var footer: FooterRefresher
    var headerLoading = false
    var contentIsShort = false

    init(style: FooterStyle = .auto) { footer = FooterRefresher(style: style) }

    mutating func handle(_ e: FooterRefresher.Event, at t: Double) -> [FooterRefresher.Effect] {
        footer.handle(e, at: t, otherLoading: headerLoading, contentIsShort: contentIsShort)
    }

    subscript<T>(dynamicMember path: WritableKeyPath<FooterRefresher, T>) -> T {
        get { footer[keyPath: path] }
        set { footer[keyPath: path] = newValue }
    }

    subscript<T>(dynamicMember path: KeyPath<FooterRefresher, T>) -> T { footer[keyPath: path] }
}
