import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import RefreshPhysics
import TestSupport

/// The Scroller under each platform model: the drag past an edge, the fling and the release
/// follow that model, a preset switches it, and each is frame-rate independent.
final class PlatformModelTests: XCTestCase {
    func scroller(_ model: ScrollModel, content: Double = 5000) -> Scroller {
        var tuning = Tuning()
        tuning.model = model
        tuning.touchSlop = 0
        return Scroller(tuning: tuning, viewportExtent: 760, contentExtent: content)
    }

    /// Flutter: each pointer delta past the edge goes through applyPhysicsToUserOffset from where
    /// the content is, so ten 10 pt deltas give what ten Flutter updates give.
    func testFlutterDragAppliesFrictionPerDelta() {
        var s = scroller(.flutter)
        s.press(pointer: 100, at: 0)
        var expected = -64.0
        for i in 1...10 {
            s.move(pointer: 100 + Double(i) * 10, at: Double(i) * 0.01)
            expected -= FlutterDragPhysics.userOffset(10, pixels: expected, minExtent: -64, maxExtent: 5000 - 760,
                                                      viewport: 760)
        }
        XCTAssertEqual(s.offset, expected, accuracy: 1e-9)
        // The first delta from the edge is 1:1 (not yet out of range), the rest resisted.
        XCTAssertLessThan(s.offset, -64 - 10 - 9 * 0.3 * 10)
        XCTAssertGreaterThan(s.offset, -64 - 10 - 9 * 0.52 * 10)
    }

    /// Flutter hands the spring the finger's speed when released past an edge (no band slope).
    func testFlutterReleasePastTheEdgeCarriesTheFingersSpeed() {
        var s = scroller(.flutter)
        s.tuning.minFlingSpeed = 0
        s.press(pointer: 100, at: 0)
        for i in 1...20 { s.move(pointer: 100 + Double(i) * 10, at: Double(i) * 0.01) }
        s.release(at: 0.2)
        XCTAssertEqual(s.velocity, -1000, accuracy: 1, "the finger moved 1000 pt/s")
        XCTAssertEqual(s.phase, .bouncing)
    }

    /// Android: a pull past the top shows EdgeEffect's stretch of the pull; GTK: 1:1 up to 100 px.
    func testAndroidStretchAndGtkLimitUnderAPull() {
        for (model, pull, shown) in [(ScrollModel.android, 200.0, AndroidStretch.offset(forPull: 200, height: 760)),
                                     (.gtk, 60, 60), (.gtk, 300, 100), (.ios, 200, RubberBand.offset(forDrag: 200, dimension: 760, coefficient: 0.55))] {
            var s = scroller(model)
            s.press(pointer: 100, at: 0)
            s.move(pointer: 100 + pull, at: 0.3)
            XCTAssertEqual(s.offset, -64 - shown, accuracy: 1e-6, "\(model) pull \(pull)")
            // Grabbing it again does not jump.
            s.release(at: 1)
            s.step(to: 1.05)
            let o = s.offset
            s.press(pointer: 300, at: 1.05)
            s.move(pointer: 300, at: 1.06)
            XCTAssertEqual(s.offset, o, accuracy: 1e-6, "\(model) regrab")
        }
    }

    /// The fling each model runs: released at 2000 pt/s far from the edges, the content rests where
    /// that platform's own simulation ends.
    func testEachModelFlingsAsItsPlatform() {
        let v = -2000.0
        func rest(_ model: ScrollModel) -> Double {
            var s = scroller(model)
            s.press(pointer: 400, at: 0)
            for i in 1...10 { s.move(pointer: 400 - Double(i) * 20, at: Double(i) * 0.01) }
            s.release(at: 0.1)
            XCTAssertEqual(s.velocity, -v, accuracy: 1, "\(model) release")
            var t = 0.1
            while !s.isAtRest && t < 20 { t += 1.0 / 60; s.step(to: t) }
            return s.offset
        }
        let start = -64 + 200.0
        XCTAssertEqual(rest(.ios), start + (2000 - 20) / -(1000 * log(0.998)), accuracy: 1)
        XCTAssertEqual(rest(.flutter), start + (2000 - 20) / -log(0.135), accuracy: 1)
        // (The release velocity is a hair under 2000 pt/s; Android truncates it to 1999 px/s: 1 px shorter.)
        XCTAssertEqual(rest(.android), start + AndroidSplineFling.distance(velocity: 2000, density: 1), accuracy: 1)
        XCTAssertEqual(rest(.gtk), GtkKineticSimulation(position: start, velocity: 2000, minEdge: -64, maxEdge: 4240,
                                                        density: 1).restPosition, accuracy: 1.5)
        XCTAssertEqual(AndroidSplineFling.distance(velocity: 2000, density: 1), 647)
    }

    /// Each model at 30, 60 and 144 Hz: a fling and a fling into the edge end in the same place and
    /// are within 1 pt at equal times; a pull released past the top rests exactly under the bar.
    /// (Flutter's drag resistance depends on how the drag is cut into deltas, as in Flutter, so a
    /// pull is compared at rest only.)
    func testEachModelIsFrameRateIndependent() throws {
        let gestures = [("fling", "drag 200,600 -> 200,300 over 0.2", 200, true),
                        ("into the bottom", "drag 200,650 -> 200,150 over 0.1", 12, true),
                        ("pull", "drag 200,150 -> 200,550 over 0.6", 200, false)]
        for model in [ScrollModel.flutter, .android, .gtk] {
            for (name, script, items, compareTimes) in gestures {
                var runs: [EngineHarness] = []
                for fps in [30.0, 60, 144] {
                    var h = EngineHarness(items: items)
                    var set = h.engine.tuningSet
                    set.scroll.model = model
                    h.engine.applyTuning(set, at: 0)
                    let end = try h.play(script, fps: fps)
                    XCTAssertTrue(end.isFinite, "\(model) \(name) at \(fps) fps came to rest")
                    let travel = h.samples.map { abs($0.offset - (h.samples.first?.offset ?? 0)) }.max() ?? 0
                    XCTAssertGreaterThan(travel, model == .android && name == "pull" ? 15 : 40, "\(model) \(name) at \(fps) moved")
                    runs.append(h)
                }
                let rests = runs.map { $0.samples.last?.offset ?? .nan }
                XCTAssertEqual(rests[0], rests[1], accuracy: 0.5, "\(model) \(name): rest 30 vs 60")
                XCTAssertEqual(rests[2], rests[1], accuracy: 0.5, "\(model) \(name): rest 144 vs 60")
                if name == "pull" { XCTAssertEqual(rests[1], -64, "\(model) pull rests under the bar") }
                guard compareTimes else { continue }
                for k in 1...30 {
                    let t = Double(k) / 6
                    guard let a = runs[0].offset(at: t), let b = runs[1].offset(at: t), let c = runs[2].offset(at: t)
                    else { continue }
                    XCTAssertEqual(a, b, accuracy: 1, "\(model) \(name) at \(t): 30 vs 60")
                    XCTAssertEqual(c, b, accuracy: 1, "\(model) \(name) at \(t): 144 vs 60")
                }
            }
        }
    }

    /// The presets set the model; a tuning with the model traces it by name and value.
    func testPresetsSetTheirModel() {
        XCTAssertEqual(TuningPresets.named("ios")?.scroll.model, .ios)
        XCTAssertEqual(TuningPresets.named("flutter")?.scroll.model, .flutter)
        XCTAssertEqual(TuningPresets.named("flutter")?.scroll.velocityEstimator, .weightedPairs)
        XCTAssertEqual(TuningPresets.named("android")?.scroll.model, .android)
        XCTAssertEqual(TuningPresets.named("gtk")?.scroll.model, .gtk)
        let t = Tunables.named("scroll.model")!
        XCTAssertEqual(t.parse("android"), 2)
        XCTAssertNil(t.parse("windows"))
        XCTAssertEqual(t.defaultValue, 0)
    }

    /// Tuning files write the model by name and read it back.
    func testTuningFilesCarryTheModelByName() throws {
        for model in ScrollModel.allCases where model != .ios {
            var set = TuningSet()
            set.scroll.model = model
            let text = TuningFile.serialize(set)
            XCTAssertTrue(text.contains("\"scroll.model\": \"\(model.rawValue)\""), text)
            XCTAssertEqual(try TuningFile.parse(text, file: "t.json").scroll.model, model)
        }
        XCTAssertThrowsError(try TuningFile.parse("{\"version\": 1, \"scroll.model\": \"windows\"}", file: "t.json"))
    }

    /// A/B: slot A on iOS, slot B on Android; the same replayed gesture ends differently under each.
    func testSlotsCarryTheModel() throws {
        var h = WorkbenchHarness(items: 200, history: 0)
        try h.play("wait 0.2\ndrag 200,600 -> 200,300 over 0.15\nwait 3", fps: 60)
        var e = h.engine
        let start = e.recorder.startTime
        e.handle(.key(KeyPress(.b)), at: e.time + 0.01)
        e.setTunable("scroll.model", 2, at: e.time)
        XCTAssertEqual(e.tuningSet.scroll.model, .android)
        e.handle(.key(KeyPress(.b)), at: e.time + 0.01)
        XCTAssertEqual(e.tuningSet.scroll.model, .ios, "slot A kept iOS")
        var a = try XCTUnwrap(e.replayOfLastGesture(tuning: e.tuningSet))
        e.handle(.key(KeyPress(.b)), at: e.time + 0.01)
        XCTAssertEqual(e.tuningSet.scroll.model, .android, "slot B kept Android")
        var b = try XCTUnwrap(e.replayOfLastGesture(tuning: e.tuningSet))
        let end = start + 3
        a.replay.advance(to: end) { ev, at in a.engine.handle(ev, at: at) }
        b.replay.advance(to: end) { ev, at in b.engine.handle(ev, at: at) }
        let ra = a.engine.frame(at: end).offsetY, rb = b.engine.frame(at: end).offsetY
        XCTAssertGreaterThan(abs(ra - rb), 50, "iOS rests at \(ra), Android at \(rb)")
    }
}
