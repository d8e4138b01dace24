import Foundation
import XCTest
@testable import RefreshEngine

final class TraceEventTests: XCTestCase {
    func testEveryEventIsOneValidJSONObjectWithTimeAndType() throws {
        let events: [TraceEvent] = [
            .scroll(t: 1.5, phase: .decelerating, offsetY: -64, velocityY: 1234.56789),
            .frame(t: 1 / 3, offsetY: .nan, velocityY: .infinity, phase: .idle, items: 200, pullingPercent: 0.5),
            .header(t: 1, from: .refreshing, to: .finishing, pullingPercent: 1, result: "updated"),
            .feedRequest(t: 1, kind: "newer", param: "since_id", value: 100_200),
            .feedResponse(t: 2, kind: "older", count: 20, ok: true, end: false),
            .setting(t: 2, name: "lang", value: "ko"),
            .input(t: 0, kind: "press", x: 1, y: nil),
            .wheel(t: 2, dx: 0, dy: -1.25, precise: true),
            .key(t: 3, key: "ctrl+r"),
            .resize(t: 4, width: 300, height: 500),
            .screenshot(t: 5, path: "a \"quoted\"\\path\n.png"),
        ]
        for e in events {
            let line = e.jsonLine
            XCTAssertFalse(line.contains("\n"))
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
            XCTAssertNotNil(object["t"] as? Double, line)
            XCTAssertNotNil(object["type"] as? String, line)
        }
        XCTAssertEqual(events[0].jsonLine,
                       #"{"t":1.5,"type":"scroll","phase":"decelerating","offsetY":-64,"velocityY":1234.5679}"#)
        XCTAssertTrue(events[1].jsonLine.contains(#""offsetY":null"#))
        XCTAssertTrue(events[1].jsonLine.hasSuffix(#""pullingPercent":0.5,"indicatorY":0,"layout":"feed"}"#), events[1].jsonLine)
        let circle = TraceEvent.frame(t: 1, offsetY: -64, velocityY: 0, phase: .idle, items: 3, pullingPercent: 1.2,
                                      indicator: FrameIndicator(y: 24, scale: 1, alpha: 0.5, arc: 0.8))
        XCTAssertTrue(circle.jsonLine.hasSuffix(#""indicatorY":24,"indicatorScale":1,"indicatorAlpha":0.5,"arc":0.8,"layout":"feed"}"#), circle.jsonLine)
        // Sections name the pinned section's title (null while none is pinned); a chat, its pill's count.
        let sections = TraceEvent.frame(t: 1, offsetY: 0, velocityY: 0, phase: .idle, items: 3, pullingPercent: 0,
                                        layout: FrameLayout(shape: .sections, stickyHeader: "Mon 5 \"Dec\""))
        XCTAssertTrue(sections.jsonLine.hasSuffix(#""layout":"sections","stickyHeader":"Mon 5 \"Dec\""}"#), sections.jsonLine)
        let unpinned = TraceEvent.frame(t: 1, offsetY: 0, velocityY: 0, phase: .idle, items: 3, pullingPercent: 0,
                                        layout: FrameLayout(shape: .sections))
        XCTAssertTrue(unpinned.jsonLine.hasSuffix(#""layout":"sections","stickyHeader":null}"#), unpinned.jsonLine)
        let chat = TraceEvent.frame(t: 1, offsetY: 0, velocityY: 0, phase: .idle, items: 3, pullingPercent: 0,
                                    layout: FrameLayout(shape: .chat, unseen: 4))
        XCTAssertTrue(chat.jsonLine.hasSuffix(#""layout":"chat","unseen":4}"#), chat.jsonLine)
        XCTAssertEqual(TraceEvent.arrival(t: 8, count: 2, followed: false, unseen: 5).jsonLine,
                       #"{"t":8,"type":"arrival","count":2,"followed":false,"unseen":5}"#)
        // The MJ header: its band (no bottom on the content's top: null) and whether it is over the rows.
        let mj = TraceEvent.frame(t: 1, offsetY: -64, velocityY: 0, phase: .idle, items: 3, pullingPercent: 0.5,
                                  indicator: FrameIndicator(y: -27, clipTop: 0, clipBottom: .infinity, over: false))
        XCTAssertTrue(mj.jsonLine.hasSuffix(#""indicatorY":-27,"headerClipTop":0,"headerClipBottom":null,"headerOver":false,"layout":"feed"}"#), mj.jsonLine)
        let front = TraceEvent.frame(t: 1, offsetY: -100, velocityY: 0, phase: .tracking, items: 3, pullingPercent: 0.7,
                                     indicator: FrameIndicator(y: 0, clipTop: 0, clipBottom: 54, over: true))
        XCTAssertTrue(front.jsonLine.hasSuffix(#""headerClipTop":0,"headerClipBottom":54,"headerOver":true,"layout":"feed"}"#), front.jsonLine)
    }
}
