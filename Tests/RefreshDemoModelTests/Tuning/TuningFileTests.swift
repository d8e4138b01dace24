import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel

final class TuningFileTests: XCTestCase {
    func testEveryTunableHasARangeAUnitAndADoc() {
        XCTAssertGreaterThanOrEqual(Tunables.all.count, 20)
        XCTAssertEqual(Set(Tunables.all.map(\.name)).count, Tunables.all.count, "names are unique")
        for t in Tunables.all {
            XCTAssertTrue(t.range.contains(t.defaultValue), "\(t.name): default \(t.defaultValue) outside \(t.range)")
            XCTAssertLessThan(t.range.lowerBound, t.range.upperBound, t.name)
            XCTAssertFalse(t.doc.isEmpty, t.name)
            XCTAssertFalse(t.doc.contains("\n"), "\(t.name): one line")
            XCTAssertGreaterThan(t.step, 0, t.name)
            if t.group == .designer {
                XCTAssertTrue(t.derived && (t.name.hasPrefix("spring.") || t.name.hasPrefix("fling.")), t.name)
                continue
            }
            XCTAssertFalse(t.derived, t.name)
            XCTAssertTrue(t.name.hasPrefix(t.group == .scroll ? "scroll." : t.group == .header ? "header."
                : t.group == .footer ? "footer." : t.group == .input ? "input." : t.group == .art ? "art."
                : t.name.hasPrefix("list.") ? "list." : t.name.hasPrefix("bar.") ? "bar." : "feed."), t.name)
            if case .continuous = t.kind, t.unit.isEmpty {
                // Dimensionless values say so in their doc instead.
                XCTAssertFalse(t.doc.isEmpty)
            }
        }
        for group in Tunable.Group.allCases {
            XCTAssertTrue(Tunables.all.contains { $0.group == group }, "\(group) has tunables")
        }
    }

    func testRoundTripOfEveryValue() throws {
        var set = TuningSet()
        for (i, t) in Tunables.all.enumerated() {
            let span = t.range.upperBound - t.range.lowerBound
            t.set(t.range.lowerBound + span * Double(i % 5 + 1) / 7, in: &set)
        }
        let text = TuningFile.serialize(set)
        let back = try TuningFile.parse(text, file: "t.json")
        // The designer terms are views of these: only the constants are written.
        for t in Tunables.all where !t.derived {
            XCTAssertEqual(t.value(in: back), t.value(in: set), accuracy: 1e-6, t.name)
        }
    }

    func testOnlyChangedValuesAreWritten() throws {
        XCTAssertEqual(TuningFile.serialize(TuningSet()), "{\n  \"version\": 1\n}\n")
        var set = TuningSet()
        Tunables.named("scroll.springStiffness")!.set(150, in: &set)
        Tunables.named("footer.style")!.set(1, in: &set)
        XCTAssertEqual(TuningFile.serialize(set),
                       "{\n  \"version\": 1,\n  \"scroll.springStiffness\": 150,\n  \"footer.style\": \"back\"\n}\n")
    }

    func testEveryInvalidFileIsOneLineWithFileLineAndExpectation() {
        let cases: [(String, Int, String)] = [
            ("{\n  \"version\": 1,\n  \"scroll.springStiffness\": \n}", 4, "not valid JSON"),
            ("[1, 2]", 1, "expected a JSON object"),
            ("{\"scroll.springStiffness\": 100}", 1, "expected \"version\": 1"),
            ("{\n\"version\": 2\n}", 2, "expected \"version\": 1"),
            ("{\n\"version\": 1,\n\"scroll.stiffness\": 100\n}", 3, "unknown key 'scroll.stiffness'"),
            ("{\n\"version\": 1,\n\n\"scroll.springStiffness\": \"stiff\"\n}", 4,
             "'scroll.springStiffness' has the wrong type; expected a number from 10 to 1000"),
            ("{\n\"version\": 1,\n\"scroll.springStiffness\": 5000\n}", 3,
             "'scroll.springStiffness' is 5000; expected a number from 10 to 1000"),
            ("{\"version\": 1, \"feed.pageSize\": 2.5}", 1, "expected a whole number from 1 to 200"),
            ("{\"version\": 1, \"footer.style\": \"sideways\"}", 1, "expected one of auto, back"),
            ("{\"version\": 1, \"scroll.decelerationRate\": true}", 1, "has the wrong type"),
        ]
        for (text, line, expected) in cases {
            XCTAssertThrowsError(try TuningFile.parse(text, file: "tune.json"), text) { error in
                let e = error as? TuningFile.Error
                XCTAssertEqual(e?.line, line, "\(text) -> \(String(describing: e))")
                XCTAssertTrue(e?.message.contains(expected) ?? false, "\(String(describing: e)) lacks \(expected)")
                XCTAssertTrue(e?.description.hasPrefix("tune.json:\(line): ") ?? false)
                XCTAssertFalse(e?.description.contains("\n") ?? true)
            }
        }
    }

    /// A choice takes only its names (an index would read as a number that means nothing);
    /// an on/off choice also takes JSON's true and false.
    func testChoicesAcceptOnlyTheirNamesAndOnOffAcceptsBooleans() throws {
        let set = try TuningFile.parse("{\"version\": 1, \"footer.style\": \"BACK\", \"header.alphaFollowsPull\": true}",
                                       file: "t")
        XCTAssertEqual(set.footerStyle, .back)
        XCTAssertTrue(set.alphaFollowsPull)
        XCTAssertEqual(try TuningFile.parse("{\"version\": 1, \"header.alphaFollowsPull\": \"on\"}", file: "t").alphaFollowsPull,
                       true)
        for bad in ["1", "true", "\"sideways\"", "null"] {
            XCTAssertThrowsError(try TuningFile.parse("{\"version\": 1,\r\n\"footer.style\": \(bad)}", file: "t"), bad) { e in
                XCTAssertTrue("\(e)".hasPrefix("t:2: 'footer.style' "), "\(e)")
                XCTAssertTrue("\(e)".hasSuffix("expected one of auto, back"), "\(e)")
            }
        }
    }

    /// Whole-number tunables reject fractions, numbers are finite and shown as written
    /// (1e305, never inf), the latency range is checked as a pair, and trailing commas
    /// are refused: each on the line where it stands, also in a CRLF file.
    func testValuesAreCheckedByTypeRangeAndTogether() {
        let cases: [(String, String)] = [
            ("{\"version\": 1,\r\n\"feed.pageSize\": 2.5}", "t:2: 'feed.pageSize' is 2.5; expected a whole number from 1 to 200 (items)"),
            ("{\"version\": 1,\r\n\"scroll.springStiffness\": 1e305}",
             "t:2: 'scroll.springStiffness' is 1e+305; expected a number from 10 to 1000"),
            ("{\"version\": 1,\r\n\"feed.latencyMax\": 0.5,\r\n\"feed.latencyMin\": 2}",
             "t:3: feed.latencyMin 2 is more than feed.latencyMax 0.5; expected feed.latencyMin <= feed.latencyMax"),
            ("{\"version\": 1,\r\n\"feed.pageSize\": 20,\r\n}",
             "t:2: a comma before a closing bracket; expected JSON without trailing commas"),
            ("\u{FEFF}{\"version\": 2}", "t:1: expected \"version\": 1"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try TuningFile.parse(text, file: "t"), text) { e in XCTAssertEqual("\(e)", message) }
        }
        // A latency range that is valid as a pair loads, whatever the order of its keys.
        XCTAssertNoThrow(try TuningFile.parse("{\"version\": 1, \"feed.latencyMin\": 3, \"feed.latencyMax\": 5}", file: "t"))
    }

    func testPresetsDifferFromEachOtherAndStayInRange() {
        var seen: [TuningSet] = []
        for name in TuningPresets.names {
            guard let p = TuningPresets.named(name) else { return XCTFail(name) }
            for t in Tunables.all where !t.derived { XCTAssertTrue(t.range.contains(t.value(in: p)), "\(name): \(t.name)") }
            XCTAssertFalse(seen.contains(p), "\(name) is a distinct preset")
            seen.append(p)
        }
        // iOS is the app's own defaults but for its control (and the haptic it plays) and its
        // bar; the app itself starts with `mj` under the plain bar and no haptics.
        var ios = TuningSet()
        ios.headerControl = .cupertino
        ios.headerHaptics = .refresh
        ios.bar.kind = .largeTitle
        XCTAssertEqual(TuningSet().bar.kind, .plain)
        XCTAssertEqual(TuningPresets.named("ios"), ios)
        XCTAssertEqual(TuningSet().headerControl, .mj)
        XCTAssertNil(TuningPresets.named("windows"))
    }

    /// Each preset pulls with its platform's own control: iOS and Flutter with Cupertino's,
    /// Android with SwipeRefreshLayout, GTK (which ships none) with MJRefresh's header.
    func testPresetsPickTheirPlatformsControl() {
        let expected: [String: HeaderControlKind] = ["ios": .cupertino, "flutter": .cupertino, "android": .android, "gtk": .mj]
        for name in TuningPresets.names { XCTAssertEqual(TuningPresets.named(name)?.headerControl, expected[name], name) }
    }

    /// Each preset resamples the drag as its platform does out of the box: Android's InputConsumer;
    /// stock Flutter not (GestureBinding.resamplingEnabled is false), iOS (touches coalesced to the
    /// display refresh) and GTK (the frame clock's newest motion) not at all. A file names the
    /// choice by its name, `flutter` included (an app that opts in).
    func testPresetsResampleAsTheirPlatforms() throws {
        let expected: [String: String] = ["ios": "off", "flutter": "off", "gtk": "off", "android": "android"]
        let tunable = try XCTUnwrap(Tunables.named("input.resampling"))
        for name in TuningPresets.names {
            let p = try XCTUnwrap(TuningPresets.named(name))
            XCTAssertEqual(tunable.format(tunable.value(in: p)), expected[name], name)
        }
        let file = try TuningFile.parse("{\"version\": 1, \"input.resampling\": \"flutter\"}", file: "t")
        XCTAssertEqual(file.scroll.resampling.rawValue, "flutter")
        XCTAssertThrowsError(try TuningFile.parse("{\"version\": 1, \"input.resampling\": \"ios\"}", file: "t"))
    }

    func testFormatting() {
        XCTAssertEqual(Tunables.named("scroll.decelerationRate")!.format(0.998), "0.9980 /ms")
        XCTAssertEqual(Tunables.named("scroll.springStiffness")!.format(100), "100")
        XCTAssertEqual(Tunables.named("header.openDuration")!.format(0.25), "0.25 s")
        XCTAssertEqual(Tunables.named("footer.style")!.format(1), "back")
        XCTAssertEqual(Tunables.named("feed.pageSize")!.format(20), "20 items")
    }
}
