import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// Choosing a pairing a pull can never arm says why in one line under what the change itself
/// says, in the language shown, by every path (a preset, H to each of MJRefresh's looks, the
/// panel, a script's `set` and `preset`, the tuning file, a slot); a pull that reaches the
/// edge without arming says it again, once; a pairing that works says nothing more.
final class PullReachMessageTests: XCTestCase {
    func index(_ id: TunableID) -> Int { Tunables.all.firstIndex { $0.id == id }! }

    /// The message's lines now.
    func lines(_ e: inout Workbench, at t: Double) -> [String] {
        (e.frame(at: t).message?.text ?? "").split(separator: "\n").map(String.init)
    }

    func testHUnderAndroidSaysWhyForEveryLookOfMJRefreshsHeader() throws {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.perform(.preset("android"), at: 0.1)
        XCTAssertNil(e.unreachablePull)
        XCTAssertEqual(lines(&e, at: 0.1), [MessageStrings.fill(e.list.language.interface.messages.preset, "android")])
        // H from Android's circle: Cupertino's ticks, Material's circle, then MJRefresh's arrow,
        // GIF and spinner headers; each line: what H switched to, and why when it cannot arm.
        let expected: [(HeaderControlKind, String?, Bool)] = [
            (.cupertino, nil, true), (.material, nil, false),
            (.mj, "normal", true), (.mj, "gif", true), (.mj, "spinner", true),
        ]
        var t = 0.2
        for (control, style, outOfReach) in expected {
            e.handle(.key(KeyPress(.h)), at: t)
            XCTAssertEqual(e.list.tuningSet.headerControl, control)
            if let style { XCTAssertEqual(e.list.headerStyle.rawValue, style) }
            let shown = lines(&e, at: t)
            let name = "\(control) \(style ?? "")"
            XCTAssertEqual(shown.first?.hasPrefix("Header: "), true, "the style's name stays: \(name) \(shown)")
            if outOfReach {
                let reach = try XCTUnwrap(e.unreachablePull, name)
                XCTAssertEqual(shown.count, 2, name)
                XCTAssertEqual(shown.last, e.list.language.unreachableLine(reach, values: e.list.tuningSet), name)
                XCTAssertTrue(shown.last?.hasPrefix("No refresh: the Android edge stops at 2") == true, "\(name): \(shown)")
            } else {
                XCTAssertNil(e.unreachablePull, name)
                XCTAssertEqual(shown.count, 1, "\(name): \(shown)")
            }
            t += 0.1
        }
    }

    /// GTK with two-level on, by each path: the second floor's line, alone or under the change's.
    func testEveryPathToGtkWithTwoLevelOnSaysWhy() throws {
        let why = "No second floor: the GTK edge stops at 100 pt, the floor is at 103 pt"
        let paths: [(String, (inout Workbench, Double) throws -> Void)] = [
            ("panel", { e, t in e.perform(.set(index: self.index(.headerTwoLevel), value: 1), at: t) }),
            ("panel key", { e, t in
                e.panel.selected = self.index(.headerTwoLevel)
                e.handle(.key(KeyPress(.right)), at: t)
            }),
            ("script set", { e, t in XCTAssertTrue(e.setTunable("header.twoLevel", 1, at: t)) }),
            ("tuning file", { e, t in
                var set = e.list.tuningSet
                set.header.twoLevel = true
                e.applyTuning(try TuningFile.parse(TuningFile.serialize(set), file: "tuning.json"), at: t)
                // The watcher says the file loaded after the values: the reason stays under it.
                e.post(message: "Loaded tuning.json", isError: false, at: t)
            }),
            ("slot", { e, t in
                e.handle(.key(KeyPress(.b)), at: t)
                e.perform(.set(index: self.index(.headerTwoLevel), value: 1), at: t)
                e.handle(.key(KeyPress(.b)), at: t + 0.05)
                e.handle(.key(KeyPress(.b)), at: t + 0.1)
            }),
        ]
        for (name, change) in paths {
            var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
            e.togglePanel(at: 0)
            e.perform(.preset("gtk"), at: 0.1)
            XCTAssertFalse(lines(&e, at: 0.1).contains(why), name)
            try change(&e, 0.2)
            XCTAssertTrue(e.list.tuningSet.header.twoLevel, name)
            XCTAssertEqual(lines(&e, at: 0.31).last, why, "\(name): \(lines(&e, at: 0.31))")
            if name == "tuning file" { XCTAssertEqual(lines(&e, at: 0.31), ["Loaded tuning.json", why]) }
        }
        // A script's preset onto two-level on: GTK's preset keeps nothing, so the file's floor first.
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        var set = try XCTUnwrap(TuningPresets.named("gtk"))
        set.header.twoLevel = true
        e.applyTuning(set, at: 0.1)
        XCTAssertEqual(lines(&e, at: 0.1), [why])
        // Every language has both lines, with the three values filled.
        let reach = try XCTUnwrap(e.unreachablePull)
        for language in Language.allCases {
            XCTAssertEqual(Set(language.unreachableTemplates.keys), Set(PullReach.Target.allCases), "\(language)")
            let line = language.unreachableLine(reach, values: e.list.tuningSet)
            XCTAssertFalse(line.contains("{"), line)
            XCTAssertTrue(line.contains("100") && line.contains("103"), line)
        }
    }

    /// A long pull that cannot arm says why when it reaches the edge, once a pull; one that
    /// can arm says nothing.
    func testAPullThatReachesTheEdgeWithoutArmingSaysWhyOnce() throws {
        // model, control, two-level, the line (nil: none).
        let table: [(ScrollModel, HeaderControlKind, Bool, String?)] = [
            (.android, .mj, false, "No refresh: the Android edge stops at 24 pt, the trigger is at 54 pt"),
            (.gtk, .mj, true, "No second floor: the GTK edge stops at 100 pt, the floor is at 103 pt"),
            (.gtk, .mj, false, nil),
            (.android, .android, false, nil),
            (.ios, .mj, true, nil),
        ]
        for (model, control, twoLevel, line) in table {
            var h = WorkbenchHarness(items: 60, history: 0)
            var s = TuningSet()
            s.scroll.model = model
            s.headerControl = control
            s.header.twoLevel = twoLevel
            h.engine.list.tracing = true
            h.engine.applyTuning(s, at: 0)
            // Past the first message's time, so only the pulls speak.
            try h.play("wait 6\ndrag 200,150 -> 200,700 over 1.0 hold 0.5\nwait 6\ndrag 200,150 -> 200,700 over 1.0 hold 0.5\nwait 1",
                       fps: 60, until: 16)
            var toasts: [(Double, String)] = []
            h.engine.drainTrace { if case let .toast(t, text, _) = $0 { toasts.append((t, text)) } }
            let pulls = toasts.filter { $0.0 > 5 }.map(\.1)
            let name = "\(model) \(control) twoLevel=\(twoLevel): \(pulls)"
            if let line {
                XCTAssertEqual(pulls, [line, line], "once each pull: \(name)")
            } else {
                XCTAssertEqual(pulls.filter { $0.hasPrefix("No ") }, [], name)
            }
        }
    }
}
