import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// A tunable a pull can never bring into play under the model in use (GTK's second floor,
/// Android's MJRefresh and Cupertino triggers) is greyed in the open panel with the reason,
/// and still switches: turning the floor off stays one click.
final class UnreachableTunableRowTests: XCTestCase {
    func tunable(_ id: TunableID) -> Tunable { Tunables.all.first { $0.id == id }! }

    func testGtkGreysTheSecondFloorAndSaysWhy() throws {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.togglePanel(at: 0)
        e.perform(.preset("gtk"), at: 0.1)
        XCTAssertNil(e.frame(at: 0.1).overlays.panel.pullReach)
        let twoLevel = tunable(.headerTwoLevel)
        XCTAssertNil(Language.en.unusedLine(twoLevel, values: e.list.tuningSet, reach: e.frame(at: 0.1).overlays.panel.pullReach))
        e.perform(.set(index: Tunables.all.firstIndex { $0.id == .headerTwoLevel }!, value: 1), at: 0.2)
        let panel = e.frame(at: 0.2).overlays.panel
        let reach = try XCTUnwrap(panel.pullReach)
        XCTAssertEqual(Language.en.unusedLine(twoLevel, values: panel.values, reach: reach), "Out of reach: GTK stops at 100 pt")
        XCTAssertEqual(Language.ru.unusedLine(twoLevel, values: panel.values, reach: reach), "Недостижимо: GTK — до 100 pt")
        // Only the floor's switch: the refresh's own rows still apply.
        let greyed = Tunables.all.filter { Language.en.unusedLine($0, values: panel.values, reach: reach) != nil }.map(\.id)
        let byModel = Tunables.all.filter { Language.en.unusedLine($0, values: panel.values) != nil }.map(\.id)
        XCTAssertEqual(Set(greyed).subtracting(byModel), [.headerTwoLevel])
        e.perform(.set(index: Tunables.all.firstIndex { $0.id == .headerTwoLevel }!, value: 0), at: 0.3)
        XCTAssertNil(e.frame(at: 0.3).overlays.panel.pullReach, "turned off from its greyed row")
    }

    func testAndroidGreysTheTriggerOfAControlThatMovesTheContent() throws {
        var values = TuningSet()
        values.scroll.model = .android
        for (control, id) in [(HeaderControlKind.mj, TunableID.headerTriggerRatio), (.cupertino, .headerCupertinoTrigger)] {
            values.headerControl = control
            let reach = try XCTUnwrap(values.unreachablePull(viewportExtent: 760, pixelDensity: 1))
            let line = try XCTUnwrap(Language.en.unusedLine(tunable(id), values: values, reach: reach))
            XCTAssertTrue(line.hasPrefix("Out of reach: Android stops at 2"), line)
        }
        values.headerControl = .android
        XCTAssertNil(values.unreachablePull(viewportExtent: 760, pixelDensity: 1))
    }
}
