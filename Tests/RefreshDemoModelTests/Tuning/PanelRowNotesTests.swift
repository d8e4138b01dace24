import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// A panel row is greyed exactly when what it tunes is ignored: for the app bar's rows, a
/// change of the value changes nothing the bar does (the same frames, the same snaps and
/// stretch triggers), and whatever changed the bar (a preset, the panel's click or keys, a
/// script's `set`, the tuning file, a slot) the frame's notes are those of the values in use.
final class PanelRowNotesTests: XCTestCase {
    func index(_ id: TunableID) -> Int { Tunables.all.firstIndex { $0.id == id }! }

    /// Scrolls part of the bar away, collapses it, brings it back a little and pulls far past
    /// the top: every frame's bar and offset, and the list's trace lines.
    func barRun(_ values: TuningSet) throws -> [String] {
        var engine = ListEngine(config: testConfig(items: 60, history: 0), metrics: FixedTextMetrics())
        engine.applyTuning(values, at: 0)
        var player = ScriptPlayer(script: try GestureScript.parse("""
            drag 200,500 -> 200,440 over 0.3 hold 0.1
            wait 1.2
            drag 200,700 -> 200,100 over 1.5 hold 0.1
            wait 1.2
            drag 200,300 -> 200,420 over 0.4 hold 1
            wait 1.2
            drag 200,100 -> 200,1400 over 0.8 hold 0.2
            wait 3
            """, file: "test"))
        var out: [String] = []
        for frame in 0...720 {
            let t = Double(frame) / 60
            var due: [(Double, InputEvent)] = []
            player.advance(to: t) { time, action in
                if case .input(let input) = action { due.append((time, input)) }
            }
            for (time, input) in due { engine.handle(input, at: time) }
            let f = engine.frame(at: t)
            out.append("\(f.offsetY) \(f.topBarHeight) \(f.bar)")
        }
        engine.drainTrace { out.append("\($0)") }
        return out
    }

    /// The value of `t` a test changes it to: a switch flipped, a number moved within range.
    func changed(_ t: Tunable, in values: TuningSet) -> TuningSet {
        var v = values
        let now = t.value(in: values)
        if t.isSwitch { t.set(now >= 0.5 ? 0 : 1, in: &v); return v }
        let up = now + max(abs(now) * 0.4, 20)
        t.set(up <= t.range.upperBound ? up : now - max(abs(now) * 0.4, 20), in: &v)
        return v
    }

    /// Every bar and every SliverAppBar flag: each `bar.*` row is greyed exactly when a change
    /// of its value changes nothing the list shows.
    func testEveryBarRowIsGreyedExactlyWhenTheBarIgnoresIt() throws {
        var configs: [BarSettings] = []
        for kind in ListBar.allCases {
            for pinned in [true, false] { for floating in [false, true] { for stretch in [false, true] {
                guard kind == .sliver || (pinned && !floating && !stretch) else { continue }
                var b = BarSettings()
                b.kind = kind; b.pinned = pinned; b.floating = floating; b.stretch = stretch
                configs.append(b)
            } } }
        }
        // Snap under collapsing and floating slivers only changes anything once it is on.
        for config in configs {
            for snap in [false, true] {
                var values = TuningSet()
                values.bar = config
                values.bar.snap = snap
                let base = try barRun(values)
                let notes = PanelRowNotes(values: values, reach: nil, language: .en)
                for id in Tunables.barTunableIDs where id != .listBar {
                    let t = Tunables.all[index(id)]
                    let ignored = try barRun(changed(t, in: values)) == base
                    let name = "\(config.kind) pinned=\(config.pinned) floating=\(config.floating) stretch=\(config.stretch) snap=\(snap): \(id)"
                    XCTAssertEqual(notes.unused[index(id)] != nil, ignored, name + (ignored ? " is ignored" : " is used"))
                }
            }
        }
    }

    /// The bar rows the frame greys now, by id.
    func greyedBarRows(_ e: inout Workbench, at t: Double) -> Set<TunableID> {
        let notes = e.frame(at: t).overlays.panel.rowNotes
        XCTAssertEqual(notes, PanelRowNotes(values: e.list.tuningSet, reach: e.unreachablePull, language: e.list.language),
                       "the notes of the values in use")
        return Set(Tunables.barTunableIDs.filter { notes.unused[index($0)] != nil })
    }

    /// The ways a bar's flag or kind changes, each from a workbench with the panel open.
    enum Path: CaseIterable { case panelClick, panelKeys, scriptSet, tuningFile, slot }

    func change(_ e: inout Workbench, _ id: TunableID, to value: Double, by path: Path, at t: Double) throws {
        let i = index(id)
        switch path {
        case .panelClick:
            e.perform(.set(index: i, value: value), at: t)
        case .panelKeys:
            e.panel.selected = i
            e.panel.selectedMarker = nil
            let now = Tunables.all[i].value(in: e.list.tuningSet)
            let steps = Int((value - now).rounded())
            for _ in 0..<abs(steps) { e.handle(.key(KeyPress(steps > 0 ? .right : .left)), at: t) }
        case .scriptSet:
            XCTAssertTrue(e.setTunable(id.rawValue, value, at: t))
        case .tuningFile:
            var set = e.list.tuningSet
            Tunables.all[i].set(value, in: &set)
            let text = TuningFile.serialize(set)
            e.applyTuning(try TuningFile.parse(text, file: "tuning.json"), at: t)
        case .slot:
            // The change is slot B's (B starts as a copy of A); A's values come back, then B's.
            if e.slots.active == 0 { e.handle(.key(KeyPress(.b)), at: t) }
            e.perform(.set(index: i, value: value), at: t)
            e.handle(.key(KeyPress(.b)), at: t)
            XCTAssertEqual(e.frame(at: t).overlays.panel.rowNotes.unused[i] != nil,
                           e.list.tuningSet.unusedReason(id.rawValue) != nil, "slot A's \(id)")
            e.handle(.key(KeyPress(.b)), at: t)
        }
    }

    func testFlutterWithFloatingAndStretchOnUsesSnapAndTheTriggerByEveryPath() throws {
        for path in Path.allCases {
            var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
            e.togglePanel(at: 0)
            e.perform(.preset("flutter"), at: 0.1)
            XCTAssertTrue(greyedBarRows(&e, at: 0.1).isSuperset(of: [.barSnap, .barStretchTrigger]), "\(path)")
            try change(&e, .barFloating, to: 1, by: path, at: 0.2)
            try change(&e, .barStretch, to: 1, by: path, at: 0.3)
            XCTAssertTrue(e.list.tuningSet.bar.floating && e.list.tuningSet.bar.stretch, "\(path)")
            XCTAssertEqual(greyedBarRows(&e, at: 0.4),
                           [.barLargeTitleHeight, .barCollapsingExpanded, .barCollapsingCollapsed], "\(path)")
        }
    }

    func testALargeTitleChosenUnderGtkUsesItsBandByEveryPath() throws {
        let largeTitle = Double(try XCTUnwrap(ListBar.allCases.firstIndex(of: .largeTitle)))
        for path in Path.allCases {
            var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
            e.togglePanel(at: 0)
            e.perform(.preset("gtk"), at: 0.1)
            XCTAssertTrue(greyedBarRows(&e, at: 0.1).contains(.barLargeTitleHeight), "\(path)")
            try change(&e, .listBar, to: largeTitle, by: path, at: 0.2)
            XCTAssertEqual(e.list.tuningSet.bar.kind, .largeTitle, "\(path)")
            let greyed = greyedBarRows(&e, at: 0.3)
            XCTAssertFalse(greyed.contains(.barLargeTitleHeight), "\(path)")
            XCTAssertEqual(greyed.count, Tunables.barTunableIDs.count - 2, "\(path): all but the bar's kind and its band")
            // Right steps the band, as any slider.
            e.panel.selected = index(.barLargeTitleHeight)
            e.panel.selectedMarker = nil
            e.handle(.key(KeyPress(.right)), at: 0.4)
            XCTAssertEqual(e.list.tuningSet.bar.largeTitleHeight, 53, accuracy: 1e-9, "\(path)")
        }
    }

    /// A preset picks its platform's bar: the rows greyed are that bar's unused ones at once.
    func testEachPresetGreysItsBarsUnusedRows() throws {
        let expected: [String: Set<TunableID>] = [
            "ios": Set(Tunables.barTunableIDs).subtracting([.listBar, .barLargeTitleHeight]),
            "android": Set(Tunables.barTunableIDs).subtracting([.listBar, .barCollapsingExpanded, .barCollapsingCollapsed, .barSnap]),
            "flutter": [.barLargeTitleHeight, .barCollapsingExpanded, .barCollapsingCollapsed, .barSnap, .barStretchTrigger],
            "gtk": Set(Tunables.barTunableIDs).subtracting([.listBar]),
        ]
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.togglePanel(at: 0)
        var t = 0.1
        for name in ["flutter", "ios", "gtk", "android", "flutter", "gtk"] {
            e.perform(.preset(name), at: t)
            XCTAssertEqual(greyedBarRows(&e, at: t), expected[name], name)
            t += 0.1
        }
    }
}
