import PropertyBased
import Testing
@testable import RefreshEngine
import TestSupport

/// Paging as a property: whatever the sequence of refreshes and loads, latencies,
/// failures and new arrivals, the list is the service's own list, in order, with
/// nothing repeated and nothing skipped.
struct PagingPropertyTests {
    enum Step: CaseIterable, Sendable {
        case refresh, loadMore, wait, scrollUp, tapFooter
    }

    static let steps = Gen<Step>.case.array(of: 5...40)

    @Test func pagingNeverRepeatsNorSkipsAndLoadsEverything() async {
        await propertyCheck(count: 60, input: Self.steps, Gen.int(in: 0...1000), Gen.double(in: 0...0.6)) {
            steps, seed, failRate in
            var config = EngineConfig()
            config.items = 20
            config.history = 130
            config.seed = UInt64(seed)
            config.feed.failRate = failRate
            config.feed.latencyMin = 0.05
            config.feed.latencyMax = 2
            config.feed.newItemInterval = 1.5
            var engine = ListEngine(config: config, metrics: FixedTextMetrics())
            var t = 0.0
            func advance(_ d: Double) {
                let end = t + d
                while t < end {
                    t = min(t + 1 / 30, end)
                    _ = engine.frame(at: t)
                }
            }
            for step in steps {
                switch step {
                case .refresh: engine.perform(.refresh, at: t)
                case .loadMore: engine.perform(.bottom, at: t)
                case .wait: advance(0.7)
                case .scrollUp: engine.perform(.pageUp, at: t)
                case .tapFooter:
                    let y = engine.frame(at: t).footer.y + 10
                    engine.handle(.press(x: 100, y: y), at: t)
                    engine.handle(.release(x: 100, y: y), at: t + 0.05)
                }
                advance(0.3)
                checkInvariants(engine)
            }
            // Then load everything: with failures allowed, keep trying until the end.
            var guardCount = 0
            engine.paging.service.settings.failRate = 0
            while engine.footer.state != .noMoreData && guardCount < 200 {
                guardCount += 1
                engine.perform(.bottom, at: t)
                advance(2.5)
                if engine.footer.state == .failed {
                    let y = engine.frame(at: t).footer.y + 10
                    engine.handle(.press(x: 100, y: y), at: t)
                    engine.handle(.release(x: 100, y: y), at: t + 0.05)
                    advance(2.5)
                }
                engine.perform(.pageUp, at: t)
                advance(0.5)
            }
            #expect(engine.footer.state == .noMoreData)
            checkInvariants(engine)
            // Everything from the oldest up to the newest the client has asked about.
            let ids = engine.layout.ids
            #expect(ids.last == engine.paging.service.oldestId)
            #expect(ids.count == (ids.first ?? 0) - engine.paging.service.oldestId + 1)
        }
    }

    func checkInvariants(_ engine: ListEngine) {
        let ids = engine.layout.ids
        #expect(Set(ids).count == ids.count, "no id twice")
        // Strictly descending and consecutive: nothing skipped against the service's list.
        for (a, b) in zip(ids, ids.dropFirst()) {
            #expect(a - b == 1, "a gap or a repeat between \(a) and \(b)")
        }
        let headerLoading = engine.header.state == .refreshing
        #expect(!(headerLoading && engine.footer.isBusy), "never two loads at once")
        #expect(!(engine.paging.newer != nil && engine.paging.older != nil), "never two requests in flight")
    }
}
