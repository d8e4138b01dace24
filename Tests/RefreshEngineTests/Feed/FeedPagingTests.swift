import XCTest
@testable import RefreshEngine

/// The client's side of the feed: one request of each kind in flight, only its answer accepted.
final class FeedPagingTests: XCTestCase {
    func paging(latency: Double = 1) -> FeedPaging {
        var s = FeedService.Settings()
        s.latencyMin = latency
        s.latencyMax = latency
        return FeedPaging(service: FeedService(settings: s, seed: 1, startNewest: 1000, oldestId: 1))
    }

    func answers(_ p: inout FeedPaging, upTo t: Double) -> [FeedService.Response] {
        var out: [FeedService.Response] = []
        p.service.deliver(upTo: t) { out.append($0) }
        return out
    }

    func testTheAnswerToTheRequestInFlightIsAcceptedOnce() {
        var p = paging()
        p.requestNewer(sinceId: 1000, at: 0)
        XCTAssertNotNil(p.newer)
        let a = answers(&p, upTo: 1)
        XCTAssertEqual(a.count, 1)
        XCTAssertTrue(p.accepts(a[0]))
        XCTAssertNil(p.newer, "answered: nothing in flight")
        XCTAssertFalse(p.accepts(a[0]), "the same answer twice is not accepted")
    }

    func testANewRequestReplacesTheOneInFlight() {
        var p = paging()
        p.requestOlder(maxId: 900, at: 0)
        let first = p.older
        p.requestOlder(maxId: 800, at: 0.5)
        XCTAssertNotEqual(p.older, first)
        let a = answers(&p, upTo: 2)
        XCTAssertEqual(a.count, 1, "the replaced request was cancelled: it never answers")
        XCTAssertTrue(p.accepts(a[0]))
    }

    func testAGivenUpRequestsLateAnswerIsRefused() {
        var p = paging()
        p.requestNewer(sinceId: 1000, at: 0)
        p.requestOlder(maxId: 900, at: 0)
        XCTAssertTrue(p.cancelNewer())
        XCTAssertFalse(p.cancelNewer(), "nothing left to give up")
        let a = answers(&p, upTo: 2)
        XCTAssertEqual(a.map(\.request), [.older(maxId: 900)], "the cancelled request never answers")
        XCTAssertTrue(p.accepts(a[0]))
        XCTAssertFalse(p.cancelOlder())
    }
}
