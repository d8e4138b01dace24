import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel

/// `HeaderControlKind.registered` is the only list of refresh controls: the tuning file's
/// `header.control` choice (and its error), `--list-tunables`, the panel's names in every
/// language, the control the engine makes and the exports all come from it.
final class ControlRegistryTests: XCTestCase {
    let names = HeaderControlKind.allCases.map(\.rawValue)

    func testTheKindsAreTheRegisteredOnesInOrder() {
        XCTAssertEqual(names, ["mj", "android", "cupertino", "material"])
        XCTAssertEqual(Set(names).count, names.count, "names are unique")
        for kind in HeaderControlKind.allCases {
            XCTAssertEqual(HeaderControlKind(rawValue: kind.rawValue), kind, kind.rawValue)
        }
        XCTAssertNil(HeaderControlKind(rawValue: "MJ"), "names are exact in files")
        XCTAssertNil(HeaderControlKind(rawValue: "spinner"))
    }

    func testEveryKindRoundTripsThroughTheTuningFileAndListTunables() throws {
        let tunable = try XCTUnwrap(Tunables.named(.headerControl))
        guard case .choice(let choices) = tunable.kind else { return XCTFail("header.control is a choice") }
        XCTAssertEqual(choices, names)
        XCTAssertEqual(TuningFile.expectation(tunable), "one of " + names.joined(separator: ", "))
        for kind in HeaderControlKind.allCases {
            var set = TuningSet()
            set.headerControl = kind
            XCTAssertEqual(try TuningFile.parse(TuningFile.serialize(set), file: "t.json").headerControl, kind, kind.rawValue)
            let written = "{\"version\": 1, \"header.control\": \"\(kind.rawValue)\"}"
            XCTAssertEqual(try TuningFile.parse(written, file: "t.json").headerControl, kind, kind.rawValue)
        }
        XCTAssertThrowsError(try TuningFile.parse("{\"version\": 1, \"header.control\": \"spinner\"}", file: "t.json")) { e in
            XCTAssertTrue("\(e)".hasSuffix("expected one of " + names.joined(separator: ", ")), "\(e)")
        }
    }

    func testThePanelNamesEachKindInEveryLanguageFromItsRegistration() {
        for language in Language.allCases {
            let strings = language.interface
            for kind in HeaderControlKind.allCases {
                XCTAssertEqual(strings.name(ofChoice: kind.rawValue), kind.title(in: language), "\(language) \(kind)")
            }
        }
        XCTAssertEqual(HeaderControlKind.cupertino.title(in: .ko), "iOS")
    }

    func testEachKindMakesItsOwnControlAndHasItsExport() {
        let types = HeaderControlKind.allCases.map { kind -> String in
            var t = RefreshControlTuning()
            t.kind = kind
            let made = t.make(keeping: AnyRefreshControl(MJRefreshControl()), viewportExtent: 600, density: 1)
            if made.as(MJRefreshControl.self) != nil { return "MJRefreshControl" }
            if made.as(SwipeRefreshControl.self) != nil { return "SwipeRefreshControl" }
            if made.as(CupertinoRefreshControl.self) != nil { return "CupertinoRefreshControl" }
            if made.as(MaterialRefreshControl.self) != nil { return "MaterialRefreshControl" }
            return "\(made)"
        }
        XCTAssertEqual(types, ["MJRefreshControl", "SwipeRefreshControl", "CupertinoRefreshControl", "MaterialRefreshControl"])
        XCTAssertEqual(FeelExport.ControlExport.all.map(\.kind), HeaderControlKind.allCases)
    }
}
