import XCTest
@testable import RefreshEngine

final class FeedServiceTests: XCTestCase {
    func service(failRate: Double = 0) -> FeedService {
        var s = FeedService.Settings()
        s.failRate = failRate
        s.newItemInterval = 10
        s.unseenAtStart = 3
        return FeedService(settings: s, seed: 1, startNewest: 1000, oldestId: 801)
    }

    func collect(_ f: inout FeedService, upTo t: Double) -> [FeedService.Response] {
        var out: [FeedService.Response] = []
        f.deliver(upTo: t) { out.append($0) }
        return out
    }

    func testNewerReturnsEverythingAboveSinceIdNewestFirstAfterTheLatency() {
        var f = service()
        XCTAssertEqual(f.newestId(at: 0), 1003)
        XCTAssertEqual(f.newestId(at: 25), 1005, "new items keep appearing")
        let id = f.send(.newer(sinceId: 1000), at: 0)
        XCTAssertEqual(collect(&f, upTo: 0.29), [], "nothing before the minimum latency")
        let r = collect(&f, upTo: 1.2)
        XCTAssertEqual(r.count, 1)
        XCTAssertEqual(r[0].requestId, id)
        XCTAssertEqual(r[0].ids, [1003, 1002, 1001])
        XCTAssertTrue(r[0].ok)
        XCTAssertGreaterThanOrEqual(r[0].time, 0.3)
        XCTAssertLessThanOrEqual(r[0].time, 1.2)
        XCTAssertFalse(f.hasPending)
    }

    func testOlderIsLessThanOrEqualToMaxIdAPageAtATimeUntilTheEnd() {
        var f = service()
        _ = f.send(.older(maxId: 900), at: 0)
        var r = collect(&f, upTo: 2)[0]
        XCTAssertEqual(r.ids.first, 900, "max_id itself comes back (less than OR EQUAL)")
        XCTAssertEqual(r.ids.count, 20)
        XCTAssertFalse(r.end)
        _ = f.send(.older(maxId: 810), at: 2)
        r = collect(&f, upTo: 4)[0]
        XCTAssertEqual(r.ids, Array((801...810).reversed()))
        XCTAssertTrue(r.end)
    }

    func testSameSeedSameLatenciesAndFailures() {
        var a = service(failRate: 0.5), b = service(failRate: 0.5)
        for i in 0..<50 {
            _ = a.send(.newer(sinceId: 1000), at: Double(i))
            _ = b.send(.newer(sinceId: 1000), at: Double(i))
        }
        let ra = collect(&a, upTo: 100), rb = collect(&b, upTo: 100)
        XCTAssertEqual(ra, rb)
        XCTAssertEqual(ra.map(\.time), ra.map(\.time).sorted(), "in time order")
        let failed = ra.filter { !$0.ok }.count
        XCTAssertGreaterThan(failed, 10)
        XCTAssertLessThan(failed, 40)
    }

    func testCancelledRequestsNeverAnswer() {
        var f = service()
        let id = f.send(.newer(sinceId: 0), at: 0)
        f.cancel(id)
        XCTAssertEqual(collect(&f, upTo: 10), [])
    }
}
