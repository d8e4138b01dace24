import XCTest
@testable import RefreshEngine
import RefreshDemoModel
import TestSupport

/// The list layouts (`list.layout`) as a user meets them: each shape's rows, its pull, its
/// footer, and what it adds (the empty state, the chat's arrivals and pill, the pinned section),
/// played as gestures at 30, 60 and 144 fps.
final class ListShapeTests: XCTestCase {
    static let rates = [30.0, 60, 144]

    func engine(_ shape: ListShape, items: Int = 200, carousel: Bool = false, latency: Double = 0.5) -> ListEngine {
        var c = testConfig(items: items, history: 300)
        c.layout = shape
        c.carousel = carousel
        c.feed.latencyMin = latency
        c.feed.latencyMax = latency
        var e = ListEngine(config: c, metrics: FixedTextMetrics())
        e.tracing = true
        _ = e.frame(at: 0)
        return e
    }

    /// Plays `script` from the engine's time on, a frame every 1/fps, for `duration` seconds
    /// (the script's times count from now).
    func drive(_ e: inout ListEngine, _ script: String, fps: Double, for duration: Double) throws {
        try playFrames(script, from: e.time, fps: fps, for: duration) { step in
            switch step {
            case .input(let input, let t): e.handle(input, at: t)
            case .frame(let t): _ = e.frame(at: t)
            }
        }
    }

    func trace(_ e: inout ListEngine) -> [TraceEvent] {
        var out: [TraceEvent] = []
        e.drainTrace { out.append($0) }
        return out
    }

    func footerLines(_ events: [TraceEvent]) -> [(FooterState, FooterState)] {
        events.compactMap { if case let .footer(_, from, to) = $0 { return (from, to) } else { return nil } }
    }

    func olderResponses(_ events: [TraceEvent]) -> [(count: Int, end: Bool?)] {
        events.compactMap { if case let .feedResponse(_, kind, count, ok, end) = $0, kind == "older", ok { return (count, end) } else { return nil } }
    }

    // MARK: short

    /// MJRefreshAutoFooter on content shorter than the view: showing never loads; a drag released
    /// pushed up loads, once per drag; the end shows "no more data" (never hidden) until a refresh.
    func testShortListLoadsOncePerDragNeverInALoopAndNeverHidesItsFooter() throws {
        var rests: [Double] = []
        for fps in Self.rates {
            var e = engine(.short)
            XCTAssertEqual(e.layout.postCount, 4)
            XCTAssertTrue(e.contentIsShort)
            try drive(&e, "wait 4", fps: fps, for: 4)
            XCTAssertTrue(footerLines(trace(&e)).isEmpty, "showing the footer of a short list loads nothing (\(fps) fps)")
            XCTAssertTrue(e.frame(at: e.time).footer.visible)
            try drive(&e, "drag 200,500 -> 200,380 over 0.2", fps: fps, for: 2.2)
            var events = trace(&e)
            XCTAssertEqual(footerLines(events).first.map { "\($0.0)>\($0.1)" }, "idle>refreshing", "a drag pushed up loads (\(fps) fps)")
            XCTAssertEqual(olderResponses(events).map(\.count), [2], "the two older rows (\(fps) fps)")
            XCTAssertEqual(olderResponses(events).first?.end, true)
            XCTAssertEqual(e.footer.state, .noMoreData)
            XCTAssertEqual(e.layout.postCount, 6)
            // Still short, back at its top: no loop, and a second drag loads nothing more.
            XCTAssertTrue(e.contentIsShort)
            XCTAssertEqual(e.scrollOffset, e.scroller.minOffset, accuracy: 0.5, "a short list rests at its top (\(fps) fps)")
            rests.append(e.scrollOffset)
            try drive(&e, "wait 3\ndrag 200,500 -> 200,380 over 0.2", fps: fps, for: 5.2)
            events = trace(&e)
            XCTAssertTrue(olderResponses(events).isEmpty, "no more data loads nothing (\(fps) fps)")
            XCTAssertTrue(footerLines(events).isEmpty)
            let f = e.frame(at: e.time).footer
            XCTAssertTrue(f.visible, "the footer of a short list never hides for good")
            XCTAssertEqual(f.state, .noMoreData)
            // A refresh clears "no more data".
            e.perform(.refresh, at: e.time)
            try drive(&e, "wait 3", fps: fps, for: 3)
            XCTAssertEqual(e.footer.state, .idle, "a refresh clears no more data (\(fps) fps)")
        }
        XCTAssertEqual(rests[0], rests[1], accuracy: 0.5)
        XCTAssertEqual(rests[2], rests[1], accuracy: 0.5)
    }

    // MARK: empty

    func testEmptyListShowsItsStateHidesItsFooterAndAPullBringsTheRows() throws {
        for fps in Self.rates {
            var e = engine(.empty, carousel: true)
            var f = e.frame(at: 0)
            XCTAssertEqual(e.layout.postCount, 0)
            let empty = try XCTUnwrap(f.layoutParts.empty)
            XCTAssertEqual(empty.title, "Nothing here yet")
            XCTAssertFalse(f.footer.visible, "an empty list has no footer")
            // Centred in the list's area under the bar and the carousel's row.
            let top = e.config.tuning.topBarHeight + e.layout.band
            XCTAssertEqual(empty.centerY, top + (760 - top) / 2, accuracy: 1e-9)
            // It rides on the content: pulled down, it is as much lower.
            try drive(&e, "press 200,300\nmove 200,500 over 0.4", fps: fps, for: 0.45)
            // A push up first: an empty list's hidden footer loads nothing.
            var up = e
            up.handle(.release(x: 200, y: -300), at: e.time)
            try drive(&up, "wait 1", fps: fps, for: 1)
            XCTAssertTrue(footerLines(trace(&up)).isEmpty, "no footer, no load from a push up (\(fps) fps)")
            f = e.frame(at: e.time)
            let pulled = -e.scrollOffset - e.config.tuning.topBarHeight
            XCTAssertGreaterThan(pulled, 50)
            XCTAssertEqual(try XCTUnwrap(f.layoutParts.empty).centerY, empty.centerY + pulled, accuracy: 1e-6)
            e.handle(.release(x: 200, y: 500), at: e.time)
            XCTAssertTrue(footerLines(trace(&e)).isEmpty, "no footer, no load from a push up")
            try drive(&e, "wait 3", fps: fps, for: 3)
            f = e.frame(at: e.time)
            XCTAssertEqual(e.layout.postCount, 20, "the pull brought the newest page (\(fps) fps)")
            XCTAssertNil(f.layoutParts.empty)
            XCTAssertTrue(f.footer.visible, "with rows the footer shows")
        }
        for language in Language.allCases {
            XCTAssertFalse(language.emptyTitle.isEmpty)
            XCTAssertNotEqual(language.emptyTitle, language.emptyHint)
            XCTAssertTrue(language == .en || language.emptyTitle != Language.en.emptyTitle, "\(language) has its own words")
        }
    }

    // MARK: chat

    func testChatOpensAtItsEndOldestFirst() {
        var e = engine(.chat)
        XCTAssertEqual(e.scrollOffset, e.scroller.maxOffset, accuracy: 1e-9)
        XCTAssertGreaterThan(e.scrollOffset, 1_000)
        let ids = e.layout.ids
        XCTAssertEqual(ids, ids.sorted(), "oldest first")
        XCTAssertEqual(ids.last, e.paging.service.newestId(at: 0), "everything published, the newest at the bottom")
        XCTAssertFalse(e.frame(at: 0).footer.visible, "a chat has no footer: its header loads the older messages")
    }

    /// The header at the top loads the older messages; the message read at the top stays where it is.
    func testChatHeaderLoadsOlderMessagesAndKeepsTheReadMessageInPlace() throws {
        for fps in Self.rates {
            var e = engine(.chat)
            e.perform(.top, at: 0)
            try drive(&e, "wait 2", fps: fps, for: 2)
            XCTAssertEqual(e.scrollOffset, e.scroller.minOffset, accuracy: 0.5)
            _ = trace(&e)
            try drive(&e, "drag 200,200 -> 200,500 over 0.4 hold 0.1", fps: fps, for: 0.7)
            var h = EngineHarness(engine: e)
            // Refreshing: the answer comes 0.5 s after the release; the first message before it.
            let before = h.engine.frame(at: h.engine.time)
            let first = try XCTUnwrap(before.rows.first { !$0.layout.isSection })
            var events = trace(&h.engine)
            XCTAssertTrue(events.contains { if case let .feedRequest(_, kind, _, value) = $0 { return kind == "older" && value == first.layout.id - 1 } else { return false } },
                          "the header asks for the messages before the first (\(fps) fps)")
            // Frame by frame until the answer: the message read at the top never moves on screen.
            var y = first.y, t = h.engine.time, seen = false
            while t < before.time + 1.2 {
                t += 1 / fps
                let f = h.engine.frame(at: t)
                if h.engine.header.state == .finishing { seen = true }
                guard let row = f.rows.first(where: { $0.layout.id == first.layout.id }) else { return XCTFail("the read message left the screen") }
                if seen { XCTAssertEqual(row.y, y, accuracy: 0.5, "the read message stays (\(fps) fps, t \(t))"); break }
                y = row.y
            }
            XCTAssertTrue(seen)
            events = trace(&h.engine)
            XCTAssertEqual(olderResponses(events).map(\.count), [20], "a page of older messages (\(fps) fps)")
            XCTAssertEqual(h.engine.layout.ids, h.engine.layout.ids.sorted())
            // Its result slides in once the header has closed.
            h = try resume(h, until: h.engine.time + 1.2, fps: fps)
            let banner = try XCTUnwrap(h.engine.frame(at: h.engine.time).banner)
            XCTAssertEqual(banner.text, "20 earlier messages")
        }
    }

    /// New messages arrive at the bottom at their own times: at the end the list follows them;
    /// scrolled up it stays and the pill counts them; a tap on the pill goes to the end.
    func testChatArrivalsFollowOnlyAtTheEndElseThePillCounts() throws {
        var ends: [Double] = []
        for fps in Self.rates {
            var e = engine(.chat)
            try drive(&e, "wait 8.6", fps: fps, for: 8.6)
            var h = EngineHarness(engine: e)
            var events = trace(&h.engine)
            let arrivals = events.compactMap { if case let .arrival(t, n, followed, _) = $0 { return (t, n, followed) } else { return nil } }
            XCTAssertEqual(arrivals.map(\.0), [8], "one message at 8 s, at its own time (\(fps) fps)")
            XCTAssertEqual(arrivals.first?.2, true, "at its end the list follows")
            XCTAssertEqual(h.engine.scrollOffset, h.engine.scroller.maxOffset, accuracy: 0.5)
            XCTAssertNil(h.engine.frame(at: h.engine.time).layoutParts.pill)
            // Scrolled up a page: the next two arrivals leave the list still and fill the pill.
            h.engine.perform(.pageUp, at: h.engine.time)
            h = try resume(h, until: h.engine.time + 2, fps: fps)
            var stillAt = h.engine.scrollOffset
            h = try resume(h, until: 24.5, fps: fps)
            events = trace(&h.engine)
            let later = events.compactMap { if case let .arrival(t, n, followed, unseen) = $0 { return (t, n, followed, unseen) } else { return nil } }
            XCTAssertEqual(later.map(\.0), [16, 24])
            XCTAssertEqual(later.map(\.2), [false, false])
            XCTAssertEqual(later.map(\.3), [1, 2])
            XCTAssertEqual(h.engine.scrollOffset, stillAt, accuracy: 1e-9, "arrivals below move nothing on screen")
            let f = h.engine.frame(at: h.engine.time)
            let pill = try XCTUnwrap(f.layoutParts.pill)
            XCTAssertEqual(pill.text, "2 new messages")
            XCTAssertEqual(pill.x + pill.width / 2, 210, accuracy: 1e-9)
            // A tap on it scrolls to the end, where the pill ends.
            let (x, y) = (pill.x + pill.width / 2, pill.y + pill.height / 2)
            h.engine.handle(.press(x: x, y: y), at: h.engine.time)
            h.engine.handle(.release(x: x, y: y), at: h.engine.time + 0.05)
            stillAt = h.engine.time
            h = try resume(h, until: stillAt + 3, fps: fps)
            XCTAssertEqual(h.engine.scrollOffset, h.engine.scroller.maxOffset, accuracy: 0.5, "the tap went to the end (\(fps) fps)")
            XCTAssertEqual(h.engine.layoutFeature.unseen, 0)
            XCTAssertNil(h.engine.frame(at: h.engine.time).layoutParts.pill)
            ends.append(h.engine.scrollOffset)
        }
        XCTAssertEqual(ends[0], ends[1], accuracy: 0.5)
        XCTAssertEqual(ends[2], ends[1], accuracy: 0.5)
        for language in Language.allCases {
            XCTAssertTrue(language.newMessagesForms.text(3, in: language).contains("3"))
        }
        XCTAssertEqual(Language.ru.newMessagesForms.text(2, in: .ru), "2 новых сообщения")
        XCTAssertEqual(Language.uk.newMessagesForms.text(21, in: .uk), "21 нове повідомлення")
    }

    /// Frames at `fps` from the engine's time to `end`.
    func resume(_ h: EngineHarness, until end: Double, fps: Double) throws -> EngineHarness {
        var h = h
        var t = h.engine.time
        while t < end {
            t = min(t + 1 / fps, end)
            _ = h.engine.frame(at: t)
        }
        return h
    }

    // MARK: sections

    func testSectionsGroupThePostsByLocalDayUnderAHeaderRow() {
        let e = engine(.sections)
        let ids = e.layout.ids
        XCTAssertTrue(RowLayout.isSectionId(ids[0]), "the list starts with its first day's header")
        var day: Int?, sections = 0
        for id in ids {
            if RowLayout.isSectionId(id) {
                if let d = day { XCTAssertLessThan(-id, d, "days fall down the list") }
                day = -id
                sections += 1
            } else {
                XCTAssertEqual(e.content.day(id: id), day, "post \(id) is under its day")
            }
        }
        XCTAssertEqual(e.layout.postCount, 200)
        // Three hours apart: about eight posts a day.
        XCTAssertEqual(Double(sections), 200.0 / 8, accuracy: 2)
        XCTAssertEqual(Language.en.dayTitle(20_717, today: 20_717), "Today")
        XCTAssertEqual(Language.en.dayTitle(20_716, today: 20_717), "Yesterday")
        // 2026-09-19 was a Saturday: day 20,715.
        XCTAssertEqual(Language.en.dayTitle(20_715, today: 20_717), "Sat 19 Sep")
        XCTAssertEqual(Language.ru.dayTitle(20_715, today: 20_717), "сб, 19 сент.")
        XCTAssertEqual(Language.zhHans.dayTitle(20_715, today: 20_717), "9月19日周六")
        XCTAssertEqual(Language.ko.dayTitle(20_715, today: 20_717), "9월 19일 (토)")
        XCTAssertEqual(CivilDate.from(days: 0).year, 1970)
        XCTAssertEqual(CivilDate.from(days: 11_016).month, 2, "2000-02-29")
        XCTAssertEqual(CivilDate.from(days: 11_016).day, 29)
    }

    /// The section whose rows are under the bar has its header pinned at the bar's edge; the next
    /// header pushes it up; it stays at the bar's edge while the refresh header holds the list open.
    func testTheStickyHeaderIsTheSectionUnderTheBarAndStaysAtTheBarsEdge() throws {
        var e = engine(.sections)
        let bar = e.config.tuning.topBarHeight
        var pushed = 0, pinned = 0
        var offset = 0.0
        while offset < 6_000 {
            e.scroller.jump(to: offset, at: e.time)
            let f = e.frame(at: e.time)
            let edgeRow = try XCTUnwrap(f.rows.first { $0.y <= bar && $0.y + $0.layout.height > bar })
            // The section of the row at the edge: the last header at or above it.
            let index = edgeRow.index
            var hi = index
            while !RowLayout.isSectionId(e.layout.id(at: hi)) { hi -= 1 }
            if let s = f.layoutParts.sticky {
                pinned += 1
                XCTAssertEqual(s.title, e.layout.layout(at: hi)?.author, "offset \(offset)")
                let next = f.rows.first { $0.layout.isSection && $0.index > hi }
                if let n = next, n.y < bar + s.height {
                    pushed += 1
                    XCTAssertEqual(s.y, n.y - s.height, accuracy: 1e-9, "pushed up by the next header")
                } else {
                    XCTAssertEqual(s.y, bar, accuracy: 1e-9)
                }
            } else {
                XCTAssertEqual(hi, index, "unpinned only while the section's own header is at the edge")
            }
            offset += 7
        }
        XCTAssertGreaterThan(pinned, 500)
        XCTAssertGreaterThan(pushed, 20)
    }

    /// Pulled to refresh, then scrolled into the list while the header is open and while it
    /// closes over the new rows: the pinned header stays at the bar's edge, not the header's
    /// inset below it, and names the section under it; the new rows go under today's header.
    func testTheStickyHeaderStaysAtTheBarWhileRefreshingAndAsNewRowsArrive() throws {
        for fps in Self.rates {
            var h = EngineHarness(engine: engine(.sections, latency: 1.5))
            let bar = h.engine.config.tuning.topBarHeight
            let today = -h.engine.layout.id(at: 0)
            try h.play("drag 200,200 -> 200,500 over 0.4 hold 0.1\nwait 0.3\ndrag 200,650 -> 200,250 over 0.2", fps: fps, until: 2.6)
            var checked = 0, whileOpen = 0
            var t = h.engine.time
            while t < 5 {
                t += 1 / fps
                let f = h.engine.frame(at: t)
                guard let s = f.layoutParts.sticky else { continue }
                checked += 1
                if h.engine.header.state == .refreshing || h.engine.header.state == .finishing { whileOpen += 1 }
                // At the bar's edge, or pushed up by the next header (whose top is then under the edge).
                XCTAssertEqual(s.y, bar, accuracy: s.y < bar ? s.height : 1e-9, "at the bar's edge, state \(h.engine.header.state) (\(fps) fps)")
                XCTAssertGreaterThanOrEqual(s.y + s.height, bar - 1e-9)
            }
            XCTAssertGreaterThan(checked, 20)
            XCTAssertGreaterThan(whileOpen, 5, "pinned while the header is open (\(fps) fps)")
            XCTAssertEqual(h.engine.header.state, .idle)
            XCTAssertEqual(h.engine.layout.id(at: 0), -today, "today's header stays first")
            let newest = h.engine.layout.id(at: 1)
            XCTAssertGreaterThan(newest, 100_200, "the new rows are under it")
            XCTAssertEqual(h.engine.content.day(id: newest), today)
        }
    }

    // MARK: switching

    /// A new layout waits while a load runs, then is a new list at rest at its top (a chat at its end).
    func testANewLayoutWaitsForTheLoadThenStartsAFreshList() throws {
        var h = EngineHarness(engine: engine(.feed))
        h.engine.perform(.refresh, at: 0)
        try h.play("wait 0.2", fps: 60, until: 0.2)
        XCTAssertTrue(h.engine.setTunable("list.layout", 3, at: h.engine.time))
        XCTAssertEqual(h.engine.shape, .feed, "waits while the header loads")
        XCTAssertEqual(h.engine.tuningSet.layout, .chat, "the panel shows what was asked for")
        try h.play("wait 2", fps: 60)
        XCTAssertEqual(h.engine.shape, .chat)
        XCTAssertEqual(h.engine.scrollOffset, h.engine.scroller.maxOffset, accuracy: 0.5)
        XCTAssertTrue(h.engine.setTunable("list.layout", 4, at: h.engine.time))
        XCTAssertEqual(h.engine.shape, .sections)
        XCTAssertEqual(h.engine.scrollOffset, h.engine.scroller.minOffset, accuracy: 1e-9)
        XCTAssertEqual(h.engine.frame(at: h.engine.time).layoutParts.shape, .sections)
        var lines: [String] = []
        h.engine.tracingFrames = true
        _ = h.engine.frame(at: h.engine.time + 0.1)
        h.engine.drainTrace { lines.append($0.jsonLine) }
        XCTAssertTrue(lines.last?.contains(#""layout":"sections","stickyHeader":null"#) == true, lines.last ?? "")
    }
}
