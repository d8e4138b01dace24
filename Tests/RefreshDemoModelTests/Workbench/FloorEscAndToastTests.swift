import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// Esc closes what the screen says it closes (the open second floor says "press Esc to close",
/// also with the panel open); a preset keeps what shows (the floor, the carousel); every message
/// the window shows is a `toast` line in the trace.
final class FloorEscAndToastTests: XCTestCase {
    func workbench() -> Workbench {
        var w = Workbench(config: testConfig(), metrics: FixedTextMetrics())
        w.setTracing(true)
        return w
    }

    func testEscWithThePanelOpenClosesTheOpenFloorFirst() {
        var w = workbench()
        w.togglePanel(at: 0)
        w.list.setTunable("header.twoLevel", 1, at: 0)
        w.handle(.key(KeyPress(.o)), at: 0.1)
        w.run(until: 2)
        XCTAssertEqual(w.header.state, .twoLevel, "O opened the floor")
        w.handle(.key(KeyPress(.escape)), at: 2)
        w.run(until: 4)
        XCTAssertFalse(w.header.state.isFloor, "Esc closed the floor, as its page says")
        XCTAssertTrue(w.panel.isOpen, "and left the panel open")
        XCTAssertFalse(w.takeHostEffects().contains(.quit))
        w.handle(.key(KeyPress(.escape)), at: 4)
        XCTAssertFalse(w.panel.isOpen, "the next Esc closes the panel")
    }

    func testAPresetKeepsTheFloorAndTheCarouselAsChosen() throws {
        for name in TuningPresets.names {
            var w = workbench()
            w.togglePanel(at: 0)
            w.list.setTunable("header.twoLevel", 1, at: 0)
            w.list.setTunable("list.carousel", 0, at: 0)
            w.perform(.preset(name), at: 0.1)
            XCTAssertTrue(w.list.tuningSet.header.twoLevel, "\(name) keeps the second floor on")
            XCTAssertFalse(w.list.tuningSet.carousel, "\(name) keeps the carousel off")
            XCTAssertEqual(w.list.tuningSet.scroll.model, try XCTUnwrap(TuningPresets.named(name)).scroll.model)
        }
    }

    func testEveryMessageShownIsAToastLineInTheTrace() {
        var w = workbench()
        w.handle(.key(KeyPress(.l)), at: 0.5)
        let shown = w.frame(at: 0.55).message?.text
        XCTAssertNotNil(shown, "L says what it switched to")
        w.post(message: "cannot save: disk full", isError: true, at: 0.6)
        var toasts: [(String, Bool)] = []
        w.drainTrace { e in if case let .toast(_, text, isError) = e { toasts.append((text, isError)) } }
        XCTAssertEqual(toasts.count, 2)
        XCTAssertEqual(toasts.first?.0, shown)
        XCTAssertFalse(toasts[0].1)
        XCTAssertEqual(toasts[1].0, "cannot save: disk full")
        XCTAssertTrue(toasts[1].1)
        XCTAssertEqual(TraceEvent.toast(t: 1, text: "a \"b\"", isError: true).jsonLine,
                       "{\"t\":1,\"type\":\"toast\",\"text\":\"a \\\"b\\\"\",\"error\":true}")
    }
}
