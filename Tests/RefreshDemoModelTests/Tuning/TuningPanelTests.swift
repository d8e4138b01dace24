import XCTest
@testable import RefreshEngine
import TestSupport
@testable import RefreshDemoModel

/// The panel as a user drives it: clicks, drags (Shift for fine), keys, buttons.
final class TuningPanelTests: XCTestCase {
    func openEngine() -> Workbench {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.togglePanel(at: 0)
        _ = e.frame(at: 0)
        return e
    }

    func rowY(_ name: String) -> Double {
        let i = Tunables.all.firstIndex { $0.name == name }!
        let row = TuningPanel.rows.first { $0.kind == .tunable(i) }!
        return TuningPanel.listTop + row.y
    }

    func testOpeningWidensTheWindowAndKeepsTheList() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.togglePanel(at: 0)
        let f = e.frame(at: 0)
        XCTAssertEqual(f.width, 420)
        XCTAssertEqual(f.windowWidth, 420 + TuningPanel.width)
        XCTAssertTrue(f.panel.isOpen)
        XCTAssertEqual(f.panel.x, 420)
        // The host resizes the window to what was asked: nothing changes for the list.
        e.handle(.resize(width: 1020, height: 760), at: 0.1)
        XCTAssertEqual(e.frame(at: 0.1).width, 420)
        e.togglePanel(at: 0.2)
        XCTAssertEqual(e.frame(at: 0.2).windowWidth, 420)
    }

    func testDraggingAStiffnessSliderChangesTheNextBounce() {
        var e = openEngine()
        let y = rowY("scroll.springStiffness") + TuningPanel.trackOffset
        let left = 420 + TuningPanel.trackLeft, right = 420 + TuningPanel.trackRight
        e.handle(.press(x: left + (right - left) * 0.5, y: y), at: 0.1)
        e.handle(.move(x: right, y: y), at: 0.2)
        e.handle(.release(x: right, y: y), at: 0.3)
        XCTAssertEqual(e.scroller.tuning.springStiffness, 1000)
        XCTAssertEqual(e.panel.selected, Tunables.all.firstIndex { $0.name == "scroll.springStiffness" })
        XCTAssertEqual(e.scroller.phase, .idle, "the list did not move")
        // A pull released now springs back with the stiff spring: faster than the default.
        func settleTime(_ engine: inout Workbench, start: Double) -> Double {
            engine.handle(.press(x: 100, y: 150), at: start)
            engine.handle(.move(x: 100, y: 230), at: start + 0.2)
            engine.handle(.release(x: 100, y: 230), at: start + 0.5)
            var t = start + 0.5
            while engine.scroller.phase != .idle && t < start + 10 {
                t += 1 / 60
                _ = engine.frame(at: t)
            }
            return t - start - 0.5
        }
        var plain = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        XCTAssertLessThan(settleTime(&e, start: 1), settleTime(&plain, start: 1) * 0.6)
    }

    func testShiftDragsInTenthsFromWhereTheDragStarted() {
        var e = openEngine()
        let y = rowY("scroll.springStiffness") + TuningPanel.trackOffset
        let x = 420 + 150.0
        e.handle(.modifiers(.shift), at: 0.05)
        e.handle(.press(x: x, y: y), at: 0.1)
        XCTAssertEqual(e.scroller.tuning.springStiffness, 100, "a fine press does not jump")
        let width = TuningPanel.trackRight - TuningPanel.trackLeft
        e.handle(.move(x: x + width, y: y), at: 0.2)
        XCTAssertEqual(e.scroller.tuning.springStiffness, 100 + 990 / 10, accuracy: 1e-9)
        e.handle(.release(x: x + width, y: y), at: 0.3)
    }

    func testKeysSelectStepAndReset() {
        var e = openEngine()
        e.handle(.key(KeyPress(.down)), at: 0.1)
        e.handle(.key(KeyPress(.down)), at: 0.2)
        XCTAssertEqual(Tunables.all[e.panel.selected].name, "scroll.springStiffness")
        e.handle(.key(KeyPress(.right)), at: 0.3)
        XCTAssertEqual(e.scroller.tuning.springStiffness, 105)
        e.handle(.key(KeyPress(.left, .shift)), at: 0.4)
        XCTAssertEqual(e.scroller.tuning.springStiffness, 104.5, accuracy: 1e-9)
        e.handle(.key(KeyPress(.delete)), at: 0.5)
        XCTAssertEqual(e.scroller.tuning.springStiffness, 100)
        e.handle(.key(KeyPress(.right)), at: 0.6)
        e.handle(.key(KeyPress(.up)), at: 0.7)
        e.handle(.key(KeyPress(.right)), at: 0.8)
        XCTAssertNotEqual(e.tuningSet, TuningSet())
        e.handle(.key(KeyPress(.delete, .shift)), at: 0.9)
        XCTAssertEqual(e.tuningSet, TuningSet(), "reset all")
        XCTAssertEqual(e.scroller.offset, -64, "keys went to the panel, not the list")
    }

    func testClickingAValueResetsItAndButtonsApplyPresetsAndSave() {
        var e = openEngine()
        e.setTunable("header.height", 80, at: 0)
        let y = rowY("header.height") + 8
        e.handle(.press(x: 420 + TuningPanel.trackRight - 20, y: y), at: 0.1)
        e.handle(.release(x: 420 + TuningPanel.trackRight - 20, y: y), at: 0.15)
        XCTAssertEqual(e.header.settings.height, 54)
        let gtk = TuningPanel.rect(of: .preset(.gtk))
        e.handle(.press(x: 420 + gtk.x + 5, y: gtk.y + 5), at: 0.2)
        e.handle(.release(x: 420 + gtk.x + 5, y: gtk.y + 5), at: 0.25)
        XCTAssertEqual(e.tuningSet.scroll.decelerationRate, TuningPresets.named("gtk")!.scroll.decelerationRate)
        XCTAssertEqual(e.tuningSet.scroll.model, .gtk, "the preset button switches the platform model")
        XCTAssertEqual(Tunables.named("scroll.model")!.format(Tunables.named("scroll.model")!.value(in: e.tuningSet)), "gtk",
                       "and the panel names it")
        let save = TuningPanel.rect(of: .save)
        e.handle(.press(x: 420 + save.x + 5, y: save.y + 5), at: 0.3)
        e.handle(.release(x: 420 + save.x + 5, y: save.y + 5), at: 0.35)
        var effects: [HostEffect] = []
        effects += e.takeHostEffects()
        XCTAssertEqual(effects, [.saveTuning(thenQuit: false)])
    }

    func testTheListStaysUsableBesideThePanel() {
        var e = openEngine()
        e.handle(.press(x: 200, y: 600), at: 0.1)
        e.handle(.move(x: 200, y: 400), at: 0.2)
        XCTAssertEqual(e.scroller.offset, -64 + 200 - e.tuning.touchSlop)
        e.handle(.release(x: 200, y: 400), at: 0.5)
        e.handle(.hover(x: 700, y: 300), at: 0.6)
        e.handle(.wheel(dx: 0, dy: -2, precise: false), at: 0.7)
        XCTAssertGreaterThan(e.panel.scroll, 0, "the wheel over the panel scrolls the panel")
        XCTAssertEqual(e.scroller.phase, .idle)
    }

    func testShiftWheelOverThePanelScrollsItAsBefore() {
        // The host sends Shift+wheel down as one notch right; the panel scrolls only vertically.
        var plain = openEngine(), shifted = openEngine()
        plain.handle(.hover(x: 700, y: 300), at: 0.1)
        plain.handle(.wheel(dx: 0, dy: -2, precise: false), at: 0.2)
        shifted.handle(.hover(x: 700, y: 300), at: 0.1)
        shifted.handle(.modifiers(.shift), at: 0.15)
        shifted.handle(.wheel(dx: 2, dy: 0, precise: false), at: 0.2)
        XCTAssertGreaterThan(plain.panel.scroll, 0)
        XCTAssertEqual(shifted.panel.scroll, plain.panel.scroll, "Shift changes nothing over the panel")
        shifted.handle(.modifiers([]), at: 0.3)
        shifted.handle(.wheel(dx: 2, dy: 0, precise: false), at: 0.4)
        XCTAssertEqual(shifted.panel.scroll, plain.panel.scroll, "a tilt without Shift does not scroll it")
        XCTAssertEqual(shifted.scroller.phase, .idle, "nor the list")
    }

    func testChangesAreTracedAndThePlotRecords() {
        var e = openEngine()
        e.setTracing(true)
        e.setTunable("scroll.springStiffness", 250, at: 0.1)
        var traced: [(String, Double)] = []
        e.drainTrace { if case let .tuning(_, name, value) = $0 { traced.append((name, value)) } }
        XCTAssertEqual(traced.map(\.0), ["scroll.springStiffness"])
        XCTAssertEqual(traced.first?.1, 250)
        for i in 1...30 { _ = e.frame(at: Double(i) / 60) }
        let f = e.frame(at: 0.6)
        XCTAssertGreaterThan(f.panel.history.sampleCount, 20)
        XCTAssertEqual(f.panel.curves.spring.count, TuningCurves.points)
        XCTAssertEqual(f.panel.thresholdOffset, -118)
    }

    /// The panel never makes a pair that files and scripts would refuse: a latency min
    /// dragged past the max stops at the max, and the max stops at the min.
    func testThePanelKeepsTheLatencyMinAtMostTheMax() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.setTunable("feed.latencyMin", 5, at: 0)
        XCTAssertEqual(e.tuningSet.feed.latencyMin, 1.2, "stops at the max (1.2)")
        e.setTunable("feed.latencyMax", 0.1, at: 0)
        XCTAssertEqual(e.tuningSet.feed.latencyMax, 1.2, "stops at the min, now 1.2")
        e.setTunable("feed.latencyMax", 4, at: 0)
        e.setTunable("feed.latencyMin", 3, at: 0)
        XCTAssertEqual(e.tuningSet.feed.latencyMin, 3)
        XCTAssertNil(e.tuningSet.conflict)
    }

    func testAFooterStyleAskedForDuringALoadAppliesWhenItEnds() {
        var config = EngineConfig()
        config.items = 20
        config.feed.latencyMin = 1
        config.feed.latencyMax = 1
        var e = Workbench(config: config, metrics: FixedTextMetrics())
        e.setTracing(true)
        e.handle(.key(KeyPress(.end)), at: 0)
        var t = 0.0
        while e.footer.state != .refreshing && t < 3 { t += 1 / 60; _ = e.frame(at: t) }
        e.setTunable("footer.style", 1, at: t)
        XCTAssertEqual(e.footer.style, .auto, "not in the middle of a load")
        var traced: [Double] = []
        e.drainTrace { if case let .tuning(_, "footer.style", v) = $0 { traced.append(v) } }
        XCTAssertEqual(traced, [], "nothing traced that did not happen")
        while t < 4 { t += 1 / 60; _ = e.frame(at: t) }
        XCTAssertEqual(e.footer.style, .back)
        e.drainTrace { if case let .tuning(_, "footer.style", v) = $0 { traced.append(v) } }
        XCTAssertEqual(traced, [1])
    }

    func testSlowMotionIsTheSameMotionAgainstEngineTime() {
        var clock = TimeScale()
        XCTAssertEqual(clock.engineTime(atReal: 1), 1)
        clock.setSlow(true, atReal: 1)
        XCTAssertEqual(clock.engineTime(atReal: 2), 1.1, accuracy: 1e-12)
        clock.setPaused(true, atReal: 2)
        XCTAssertEqual(clock.engineTime(atReal: 5), 1.1, accuracy: 1e-12)
        clock.stepFrame(1.0 / 60)
        XCTAssertEqual(clock.engineTime(atReal: 6), 1.1 + 1.0 / 60, accuracy: 1e-12)
        clock.setPaused(false, atReal: 6)
        clock.setSlow(false, atReal: 6)
        XCTAssertEqual(clock.engineTime(atReal: 7), 2.1 + 1.0 / 60, accuracy: 1e-12)

        // The same fling sampled through a slowed clock is the same motion: at each engine
        // time the slowed run drew, a run at normal speed is in exactly the same place.
        func engine() -> Workbench {
            var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
            e.handle(.press(x: 100, y: 600), at: 0)
            e.handle(.move(x: 100, y: 500), at: 0.05)
            e.handle(.move(x: 100, y: 400), at: 0.1)
            e.handle(.release(x: 100, y: 400), at: 0.1)
            return e
        }
        var slow = engine()
        var c = TimeScale()
        var real = 0.1
        var samples: [(Double, Double)] = []
        while c.engineTime(atReal: real) < 3 {
            if !c.isSlow, real >= 0.5 { c.setSlow(true, atReal: real) }
            real += 1.0 / 60
            let t = c.engineTime(atReal: real)
            samples.append((t, slow.frame(at: t).offsetY))
        }
        var normal = engine()
        var compared = 0
        for (i, (t, offset)) in samples.enumerated() where i % 7 == 0 {
            XCTAssertEqual(normal.frame(at: t).offsetY, offset, accuracy: 1e-9, "at engine time \(t)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 20)
        XCTAssertGreaterThan(samples.count, 300, "slowed: many more frames for the same engine time")
    }

    /// An off/on tunable is a switch: a click anywhere on its row flips it.
    func testASwitchRowFlipsOnAClick() {
        var panel = TuningPanel()
        var values = TuningSet()
        guard let index = Tunables.all.firstIndex(where: { $0.name == "header.alphaFollowsPull" }),
              let row = TuningPanel.rows.first(where: { if case .tunable(index) = $0.kind { return true }; return false })
        else { return XCTFail("no alphaFollowsPull row") }
        XCTAssertTrue(Tunables.all[index].isSwitch)
        XCTAssertFalse(Tunables.all.first { $0.name == "footer.style" }?.isSwitch ?? true, "a choice of names is not a switch")
        let y = panel.top(of: row) + row.height / 2
        for (x, expected) in [(30.0, 1.0), (280.0, 0.0)] {
            guard case let .set(i, v) = panel.press(x: x, y: y, values: values, fine: false) else { return XCTFail("no set") }
            XCTAssertEqual(i, index)
            XCTAssertEqual(v, expected)
            Tunables.all[i].set(v, in: &values)
            panel.release()
        }
    }
}

/// Choices are segmented controls (any number of segments); the preset the values match and
/// the slot in use stay marked; Copy's message is shown beside Copy.
final class PanelChoiceTests: XCTestCase {
    func testAPressOnASegmentChoosesIt() throws {
        let i = try XCTUnwrap(Tunables.all.firstIndex { $0.name == "scroll.velocityEstimator" })
        var panel = TuningPanel()
        panel.isOpen = true
        let row = try XCTUnwrap(TuningPanel.rows.first { $0.kind == .tunable(i) })
        let y = panel.top(of: row) + TuningPanel.trackOffset
        let right = TuningPanel.segmentRect(1, count: 2)
        XCTAssertEqual(panel.press(x: right.x + right.width / 2, y: y, values: TuningSet(), fine: false), .set(index: i, value: 1))
        panel.release()
        let left = TuningPanel.segmentRect(0, count: 2)
        XCTAssertEqual(panel.press(x: left.x + 3, y: y, values: TuningSet(), fine: false), .set(index: i, value: 0))
        panel.release()
        // Pressing again on the chosen segment keeps it (a slider's drag no longer moves it).
        XCTAssertEqual(panel.move(x: right.x + right.width / 2, fine: false), .none)
    }

    func testSegmentsSplitTheTrackForAnyCount() {
        for count in 1...5 {
            for k in 0..<count {
                let r = TuningPanel.segmentRect(k, count: count)
                XCTAssertEqual(TuningPanel.segment(atX: r.x + r.width / 2, count: count), k)
            }
            XCTAssertEqual(TuningPanel.segment(atX: -50, count: count), 0)
            XCTAssertEqual(TuningPanel.segment(atX: 5000, count: count), count - 1)
        }
    }

    func testTheActivePresetIsTheOneTheValuesMatch() {
        XCTAssertEqual(TuningPresets.active(in: TuningSet()), "ios")
        for name in TuningPresets.names {
            XCTAssertEqual(TuningPresets.active(in: TuningPresets.named(name)!), name)
        }
        var changed = TuningPresets.named("gtk")!
        changed.scroll.springStiffness += 1
        XCTAssertNil(TuningPresets.active(in: changed))
    }

    func testCopySaysSoBesideTheButton() {
        var w = Workbench(config: testConfig(), metrics: FixedTextMetrics())
        w.handle(.key(KeyPress(.tab)), at: 0)
        let r = TuningPanel.rect(of: .export)
        let x = w.frame(at: 0.1).panel.x + r.x + 5
        w.handle(.press(x: x, y: r.y + 5), at: 0.2)
        w.handle(.release(x: x, y: r.y + 5), at: 0.25)
        let m = w.frame(at: 0.3).message
        XCTAssertEqual(m?.button, .export, "\(String(describing: m))")
        XCTAssertTrue(m?.text.hasPrefix("Copied") ?? false)
    }
}

/// The panel names the tuning file beside its title, cut at the front to fit.
final class TuningFileLabelTests: XCTestCase {
    func testThePathKeepsItsLastPartsWhenItDoesNotFit() {
        let measure = { (s: Substring) in Double(s.count) * 7 }
        let path = "~/.config/refreshdemo/tuning.json"
        let table: [(room: Double, shown: String)] = [
            (400, path),
            (Double(path.count) * 7, path),
            (200, "…/refreshdemo/tuning.json"),
            (120, "…/tuning.json"),
            (60, "tuning.…"),
        ]
        for (room, shown) in table {
            let fitted = TuningPanel.fittedPath(path, room: room, measure: measure)
            XCTAssertEqual(fitted, shown, "\(room)")
            XCTAssertLessThanOrEqual(measure(Substring(fitted)), room)
        }
    }
}

/// A tunable the platform model does not use is no slider: a click selects it, Left and
/// Right step nothing, and under iOS the same row sets its value.
final class UnusedTunableRowTests: XCTestCase {
    func testAnUnusedTunableIsSelectedButNotSet() throws {
        let rubber = try XCTUnwrap(Tunables.all.firstIndex { $0.name == "scroll.rubberBandCoefficient" })
        let row = try XCTUnwrap(TuningPanel.rows.first { $0.kind == .tunable(rubber) })
        let y = TuningPanel.listTop + row.y + TuningPanel.trackOffset
        for (model, expectsSet) in [(ScrollModel.ios, true), (.flutter, false), (.android, false), (.gtk, false)] {
            var values = TuningSet()
            values.scroll.model = model
            var panel = TuningPanel()
            let action = panel.press(x: 250, y: y, values: values, fine: false)
            XCTAssertEqual(panel.selected, rubber, "\(model): selected")
            if case .set(let i, _) = action { XCTAssertTrue(expectsSet, "\(model)"); XCTAssertEqual(i, rubber) } else {
                XCTAssertFalse(expectsSet, "\(model): \(action)")
            }
            let stepped = panel.key(KeyPress(.right), values: values, viewportHeight: 760)
            if case .set = stepped { XCTAssertTrue(expectsSet, "\(model): Right") } else { XCTAssertFalse(expectsSet, "\(model): Right") }
        }
    }
}
