import XCTest
@testable import RefreshEngine
import TestSupport

/// MJRefreshTrailer at the carousel's end: every transition of its machine, and the
/// paging it drives (latency, failures, the end) without a jump of what is on screen.
final class TrailerTests: XCTestCase {
    typealias E = TrailerRefresher.Effect

    func testEveryTransitionOfTheMachine() {
        var m = TrailerRefresher()
        XCTAssertEqual(m.handle(.scrolled(pull: 59, dragging: true), at: 0), [])
        XCTAssertEqual(m.pullingPercent, 59.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(m.handle(.scrolled(pull: 60, dragging: true), at: 1), [E.transition(from: .idle, to: .pulling)])
        XCTAssertEqual(m.handle(.scrolled(pull: 30, dragging: true), at: 2), [E.transition(from: .pulling, to: .idle)])
        XCTAssertEqual(m.handle(.released(pull: 30), at: 3), [], "released short of 60: nothing")
        _ = m.handle(.scrolled(pull: 70, dragging: true), at: 4)
        XCTAssertEqual(m.handle(.scrolled(pull: 90, dragging: false), at: 4.5), [], "a bounce never arms")
        XCTAssertEqual(m.handle(.released(pull: 70), at: 5),
                       [E.transition(from: .pulling, to: .refreshing), .setInset(60, duration: 0.25), .startLoad])
        XCTAssertEqual(m.handle(.scrolled(pull: 0, dragging: true), at: 5.5), [], "loading ignores pulls")
        XCTAssertEqual(m.handle(.loadFinished(.loaded(8)), at: 6),
                       [.setInset(0, duration: 0.4), E.transition(from: .refreshing, to: .idle)])
        // failed, retried by a new pull past 60.
        _ = m.handle(.scrolled(pull: 61, dragging: true), at: 7)
        _ = m.handle(.released(pull: 61), at: 7)
        XCTAssertEqual(m.handle(.loadFinished(.failed), at: 8),
                       [.setInset(0, duration: 0.4), E.transition(from: .refreshing, to: .failed)])
        XCTAssertEqual(m.handle(.scrolled(pull: 61, dragging: true), at: 9), [E.transition(from: .failed, to: .pulling)])
        _ = m.handle(.released(pull: 61), at: 9)
        // No answer within the timeout: failed.
        XCTAssertEqual(m.handle(.tick, at: 9 + 14.9), [])
        XCTAssertEqual(m.handle(.tick, at: 9 + 15), [.setInset(0, duration: 0.4), E.transition(from: .refreshing, to: .failed)])
        XCTAssertEqual(m.handle(.loadFinished(.loaded(3)), at: 25), [], "a late answer changes nothing")
        // The end: noMoreData, which no pull leaves.
        _ = m.handle(.scrolled(pull: 61, dragging: true), at: 26)
        _ = m.handle(.released(pull: 61), at: 26)
        XCTAssertEqual(m.handle(.loadFinished(.end(8)), at: 27),
                       [.setInset(0, duration: 0.4), E.transition(from: .refreshing, to: .noMoreData)])
        XCTAssertEqual(m.handle(.scrolled(pull: 100, dragging: true), at: 28), [])
        XCTAssertEqual(m.handle(.released(pull: 100), at: 28), [])
        XCTAssertEqual(m.state, .noMoreData)
    }

    static let rowY = CarouselTests.rowY

    /// Scrolls to the end, then pulls `pull` points past it and lets go.
    static func pullPastTheEnd(_ pull: Double = 180) -> String {
        """
        move 200,\(rowY)
        wheel 40,0
        wait 1.5
        drag 380,\(rowY) -> \(380 - pull),\(rowY) over 0.6 hold 0.1
        """
    }

    func run(_ script: String, fps: Double = 60, configure: (inout EngineConfig) -> Void = { _ in }) throws -> (ListEngine, [String]) {
        var config = EngineConfig()
        config.feed.latencyMin = 0.5
        config.feed.latencyMax = 0.5
        configure(&config)
        var e = ListEngine(config: config, metrics: FixedTextMetrics())
        e.tracing = true
        var h = ScriptHarness(engine: e)
        try h.play(script, fps: fps)
        e = h.engine
        var lines: [String] = []
        e.drainTrace { lines.append($0.jsonLine) }
        return (e, lines)
    }

    func testAPullPastTheEndLoadsMoreCardsAndWhatIsOnScreenDoesNotMove() throws {
        for fps in CarouselTests.rates {
            var config = EngineConfig()
            config.feed.latencyMin = 0.5
            config.feed.latencyMax = 0.5
            var h = ScriptHarness(engine: ListEngine(config: config, metrics: FixedTextMetrics()))
            // Released at 2.2 s; the answer comes 0.5 s later.
            try h.play(Self.pullPastTheEnd(), fps: fps, until: 2.6)
            var e = h.engine
            let c = try XCTUnwrap(e.carouselFeature.row)
            XCTAssertEqual(c.trailer.state, .refreshing, "\(fps) Hz")
            XCTAssertEqual(c.scroller.trailingInset, 60, "it holds 60 pt while cards load")
            let restingEnd = Carousel.contentWidth(cards: 8) - 420
            XCTAssertEqual(c.scroller.offset, restingEnd + 60, accuracy: 0.5, "\(fps) Hz: the trailer shows whole")
            XCTAssertEqual(e.frame(at: 2.6).carousel?.trailer?.x ?? 0, 420 - 60, accuracy: 0.5)
            // Just before and just after the cards arrive: every card on screen is where it was.
            let before = e.frame(at: 2.69).carousel?.cards.map { ($0.id, $0.x) } ?? []
            let after = e.frame(at: 2.71).carousel?.cards.map { ($0.id, $0.x) } ?? []
            let c2 = try XCTUnwrap(e.carouselFeature.row)
            XCTAssertEqual(c2.cards.count, 16, "\(fps) Hz: a page of 8 came")
            XCTAssertEqual(c2.trailer.state, .idle)
            XCTAssertFalse(before.isEmpty)
            for (b, a) in zip(before, after) {
                XCTAssertEqual(b.0, a.0)
                XCTAssertEqual(b.1, a.1, accuracy: 1e-9, "\(fps) Hz: card \(b.0) stayed")
            }
            XCTAssertGreaterThan(after.count, before.count, "the new cards show where the trailer was")
            _ = e.frame(at: 5)
            XCTAssertEqual(e.carouselFeature.row?.scroller.trailingInset, 0)
        }
    }

    func testPastItsWidthTheArrowTurnsByPiAndTheLabelSaysRelease() throws {
        var h = ScriptHarness(engine: ListEngine(config: EngineConfig(), metrics: FixedTextMetrics()))
        // Past the trigger from about 2 s, held still until 2.6 s.
        try h.play(Self.pullPastTheEnd().replacingOccurrences(of: "hold 0.1", with: "hold 0.5"), fps: 60, until: 2.5)
        let pulled = try XCTUnwrap(h.engine.frame(at: 2.5).carousel?.trailer)
        XCTAssertEqual(pulled.state, .pulling)
        XCTAssertEqual(pulled.arrowAngle, .pi, accuracy: 1e-9, "turned by pi")
        XCTAssertEqual(pulled.label.joined(), "Release")
        XCTAssertEqual(pulled.label.count, 7, "one character a line")
        XCTAssertGreaterThanOrEqual(pulled.pullingPercent, 1)
        var short = ScriptHarness(engine: ListEngine(config: EngineConfig(), metrics: FixedTextMetrics()))
        try short.play(Self.pullPastTheEnd(60), fps: 60, until: 2.08)
        let idle = try XCTUnwrap(short.engine.frame(at: 2.08).carousel?.trailer)
        XCTAssertEqual(idle.state, .idle)
        XCTAssertEqual(idle.arrowAngle, 0, "short of 60 pt it points back at the cards")
        XCTAssertEqual(idle.label.joined(), "More")
        XCTAssertLessThan(idle.pullingPercent, 1)
    }

    func testTheTraceNamesTheTrailersStatesAndTheCardRequest() throws {
        let (_, lines) = try run(Self.pullPastTheEnd() + "\nwait 2\n")
        let trailer = lines.filter { $0.contains("\"type\":\"trailer\"") }
        XCTAssertEqual(trailer.map { l in ["idle", "pulling", "refreshing"].first { l.contains("\"from\":\"\($0)\"") } ?? "?" },
                       ["idle", "pulling", "refreshing"], "\(trailer)")
        XCTAssertTrue(trailer.last?.contains("\"to\":\"idle\"") ?? false)
        XCTAssertTrue(lines.contains { $0.contains("\"request\":\"cards\",\"max_id\":16") }, "\(lines)")
    }

    func testAFailedLoadSaysSoAndTheNextPullRetries() throws {
        let (e, lines) = try run(Self.pullPastTheEnd() + "\nwait 2\n", configure: { $0.feed.failRate = 1 })
        XCTAssertEqual(e.carouselFeature.row?.trailer.state, .failed)
        XCTAssertEqual(e.carouselFeature.row?.cards.count, 8)
        XCTAssertEqual(e.carouselFeature.row?.scroller.trailingInset, 0, "the trailer's room is given back")
        XCTAssertTrue(lines.contains { $0.contains("\"from\":\"refreshing\",\"to\":\"failed\"") })
        // Pulled again, short of the trigger, the end says the last load failed.
        var v = e
        let t = e.time + 0.1
        v.handle(.press(x: 380, y: Self.rowY), at: t)
        v.handle(.move(x: 300, y: Self.rowY), at: t + 0.1)
        XCTAssertEqual(v.frame(at: t + 0.1).carousel?.trailer?.label.joined(), "Retry")
        XCTAssertEqual(v.carouselFeature.row?.trailer.state, .failed)
    }

    func testThePagingEndsInNoMoreDataAndTheEndStays() throws {
        let script = Self.pullPastTheEnd() + "\nwait 2\n" + Self.pullPastTheEnd() + "\nwait 2\n" + Self.pullPastTheEnd() + "\nwait 2\n"
        let (e, _) = try run(script)
        let c = try XCTUnwrap(e.carouselFeature.row)
        XCTAssertEqual(c.cards.count, Carousel.totalCards)
        XCTAssertEqual(c.trailer.state, .noMoreData)
        XCTAssertEqual(Set(c.cards).count, c.cards.count, "no card twice")
    }

    func testTheLabelIsOneCharacterPerLineInEveryLanguage() {
        for language in Language.allCases {
            let s = language.trailerStrings
            for state in TrailerState.allCases {
                let text = s.text(state)
                XCTAssertFalse(text.isEmpty, "\(language) \(state)")
                XCTAssertLessThanOrEqual(text.count, 9, "\(language) \(state): \(text) fits beside a card")
            }
            XCTAssertNotEqual(s.idle, s.pulling)
        }
    }
}
