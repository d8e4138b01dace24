import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel

/// `PlatformProfiles.all` is the list of platforms and `ScrollModel.registered` (the engine's
/// core, which also builds for the page) the list of their models, in the same order: the
/// tuning file's choice (and its error), `--list-tunables`, the panel's preset buttons and the
/// models' physics all come from them.
final class PlatformRegistryTests: XCTestCase {
    let names = PlatformProfiles.all.map(\.name)

    func testTheModelsAreTheRegisteredProfilesInOrder() {
        XCTAssertEqual(names, ["ios", "flutter", "android", "gtk"])
        XCTAssertEqual(ScrollModel.allCases.map(\.rawValue), names)
        XCTAssertEqual(Set(names).count, names.count, "names are unique")
        for p in PlatformProfiles.all {
            XCTAssertEqual(ScrollModel(rawValue: p.name), p.model, p.name)
            XCTAssertEqual(PlatformProfiles.profile(of: p.model)?.name, p.name)
            XCTAssertEqual(p.preset.scroll.model, p.model, p.name)
        }
        XCTAssertNil(ScrollModel(rawValue: "IOS"), "names are exact in files")
        XCTAssertNil(ScrollModel(rawValue: "windows"))
    }

    func testEveryModelNameRoundTripsThroughTheTuningFile() throws {
        for p in PlatformProfiles.all {
            var set = TuningSet()
            set.scroll.model = p.model
            let text = TuningFile.serialize(set)
            XCTAssertEqual(text.contains("\"scroll.model\""), p.model != TuningSet().scroll.model, p.name)
            XCTAssertEqual(try TuningFile.parse(text, file: "t.json").scroll.model, p.model, p.name)
            let written = "{\"version\": 1, \"scroll.model\": \"\(p.name)\"}"
            XCTAssertEqual(try TuningFile.parse(written, file: "t.json").scroll.model, p.model, p.name)
        }
    }

    func testAnUnknownModelIsRefusedNamingTheRegisteredOnes() {
        XCTAssertThrowsError(try TuningFile.parse("{\"version\": 1,\n\"scroll.model\": \"windows\"}", file: "t.json")) { e in
            XCTAssertTrue("\(e)".hasSuffix("expected one of " + names.joined(separator: ", ")), "\(e)")
            XCTAssertTrue("\(e)".hasPrefix("t.json:2"), "\(e)")
        }
    }

    func testListTunablesAndThePanelTakeTheRegistry() throws {
        let tunable = try XCTUnwrap(Tunables.named(.scrollModel))
        guard case .choice(let choices) = tunable.kind else { return XCTFail("scroll.model is a choice") }
        XCTAssertEqual(choices, names)
        XCTAssertEqual(TuningFile.expectation(tunable), "one of " + names.joined(separator: ", "))
        XCTAssertEqual(Array(TuningPanel.Button.allCases.prefix(names.count)).map(\.rawValue), names)
        XCTAssertEqual(TuningPresets.names, names)
        for (i, p) in PlatformProfiles.all.enumerated() {
            var set = TuningSet()
            tunable.set(Double(i), in: &set)
            XCTAssertEqual(set.scroll.model, p.model, p.name)
            XCTAssertEqual(tunable.value(in: p.preset), Double(i), p.name)
        }
    }

    func testEachModelCarriesItsOwnPhysics() {
        let types = PlatformProfiles.all.map { "\(type(of: $0.physics))" }
        XCTAssertEqual(types, ["UIKitScrollPhysics", "FlutterScrollPhysics", "AndroidScrollPhysics", "GtkScrollPhysics"])
    }
}
