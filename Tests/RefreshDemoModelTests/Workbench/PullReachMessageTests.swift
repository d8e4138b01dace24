import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// Choosing a pairing a pull can never arm (a preset, H, a panel change) says why in one
/// line, in the language shown; a pairing that works says nothing more than before.
final class PullReachMessageTests: XCTestCase {
    func index(_ id: TunableID) -> Int { Tunables.all.firstIndex { $0.id == id }! }

    func testHUnderAndroidSaysTheTriggerIsOutOfReach() throws {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.perform(.preset("android"), at: 0.1)
        XCTAssertNil(e.unreachablePull)
        XCTAssertEqual(e.frame(at: 0.1).message?.text, MessageStrings.fill(e.list.language.interface.messages.preset, "android"))
        // Android's circle -> Cupertino's ticks: the content's stretch never reaches their trigger.
        e.handle(.key(KeyPress(.h)), at: 0.2)
        XCTAssertEqual(e.list.tuningSet.headerControl, .cupertino)
        let reach = try XCTUnwrap(e.unreachablePull)
        XCTAssertEqual(reach.target, .refresh)
        let text = try XCTUnwrap(e.frame(at: 0.2).message?.text)
        XCTAssertEqual(text, e.list.language.unreachableLine(reach, values: e.list.tuningSet))
        XCTAssertTrue(text.hasPrefix("No refresh: the Android edge stops at 2"), text)
        // Material's indicator measures the finger: back to H's own line.
        e.handle(.key(KeyPress(.h)), at: 0.3)
        XCTAssertNil(e.unreachablePull)
        XCTAssertFalse(e.frame(at: 0.3).message?.text.hasPrefix("No refresh") ?? true)
        // MJRefresh's header, arrow and text: out of reach again.
        e.handle(.key(KeyPress(.h)), at: 0.4)
        XCTAssertEqual(e.list.tuningSet.headerControl, .mj)
        XCTAssertEqual(e.frame(at: 0.4).message?.text.hasPrefix("No refresh: the Android edge"), true)
    }

    func testTheSecondFloorUnderGtkSaysWhyFromThePanel() throws {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.perform(.preset("gtk"), at: 0.1)
        XCTAssertNil(e.unreachablePull)
        e.perform(.set(index: index(.headerTwoLevel), value: 1), at: 0.2)
        let reach = try XCTUnwrap(e.unreachablePull)
        XCTAssertEqual(reach.target, .secondFloor)
        XCTAssertEqual(e.frame(at: 0.2).message?.text, "No second floor: the GTK edge stops at 100 pt, the floor is at 103 pt")
        // Every language has both lines, with the three values filled.
        for language in Language.allCases {
            XCTAssertEqual(Set(language.unreachableTemplates.keys), Set(PullReach.Target.allCases), "\(language)")
            let line = language.unreachableLine(reach, values: e.list.tuningSet)
            XCTAssertFalse(line.contains("{"), line)
            XCTAssertTrue(line.contains("100") && line.contains("103"), line)
        }
    }

    func testAPanelChoiceOfControlUnderAndroidSaysWhy() throws {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.perform(.preset("android"), at: 0.1)
        let mj = try XCTUnwrap(HeaderControlKind.allCases.firstIndex(of: .mj))
        e.perform(.set(index: index(.headerControl), value: Double(mj)), at: 0.2)
        XCTAssertEqual(e.unreachablePull?.target, .refresh)
        XCTAssertEqual(e.frame(at: 0.2).message?.text.hasPrefix("No refresh: the Android edge"), true)
    }
}
