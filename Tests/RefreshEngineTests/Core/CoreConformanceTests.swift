import XCTest
@testable import RefreshEngine
import TestSupport

/// The engine's WebAssembly core (the page's and the web export's scroller) against the app's
/// Scroller: the same calls with the same pointer samples, for every platform's preset and every
/// model alone, at 30, 60 and 144 frames a second, give the same offset after every call within
/// 1e-6 pt. The only difference between the two builds is where exp, log, pow, sin, cos and atan2
/// come from (glibc here, V8's Math there).
final class CoreConformanceTests: XCTestCase {
    /// One scroller's run: where it is, its tuning, and its calls with their times.
    struct Case {
        var name: String
        var viewport = 600.0, content = 5000.0, inset = 64.0, density = 1.0
        var tuning: Tuning
        var calls: [Call] = []
    }

    enum Call {
        case press(Double, Double), move(Double, Double), release(Double), step(Double)
        case insets(Double, Double, Double, Double), scrollTo(Double, Double, Double), geometry(Double, Double, Double)

        var json: String {
            func n(_ v: Double) -> String { v.isFinite ? "\(v)" : "0" }
            switch self {
            case let .press(y, t): return "[\"press\",\(n(y)),\(n(t))]"
            case let .move(y, t): return "[\"move\",\(n(y)),\(n(t))]"
            case let .release(t): return "[\"release\",\(n(t))]"
            case let .step(t): return "[\"step\",\(n(t))]"
            case let .insets(l, tr, t, s): return "[\"insets\",\(n(l)),\(n(tr)),\(n(t)),\(n(s))]"
            case let .scrollTo(x, d, t): return "[\"scrollTo\",\(n(x)),\(n(d)),\(n(t))]"
            case let .geometry(v, c, t): return "[\"geometry\",\(n(v)),\(n(c)),\(n(t))]"
            }
        }

        func play(on s: inout Scroller) {
            switch self {
            case let .press(y, t): s.press(pointer: y, at: t)
            case let .move(y, t): s.move(pointer: y, at: t)
            case let .release(t): s.release(at: t)
            case let .step(t): s.step(to: t)
            case let .insets(l, tr, t, settle): s.setInsets(leading: l, trailing: tr, at: t, settle: settle > 0 ? settle : nil)
            case let .scrollTo(x, d, t): s.scroll(to: x, duration: d, at: t)
            case let .geometry(v, c, t): s.setGeometry(viewportExtent: v, contentExtent: c, at: t)
            }
        }
    }

    /// `calls` with frames at `fps` until `end` s between them (a call at a frame's time first).
    static func frames(fps: Double, end: Double = 4, calls: [(Double, Call)]) -> [Call] {
        var timed = calls.enumerated().map { (t: $1.0, order: $0, call: $1.1) }
        var f = 1.0
        while f / fps <= end {
            timed.append((f / fps, calls.count, .step(f / fps)))
            f += 1
        }
        return timed.sorted { ($0.t, $0.order) < ($1.t, $1.order) }.map(\.call)
    }

    /// A straight drag from y0 at `speed` pt/s (negative: up) for `duration` s, reported at 120 Hz.
    static func drag(from y0: Double, speed: Double, duration: Double, at start: Double) -> [(t: Double, y: Double)] {
        let n = Int((duration * 120).rounded())
        return (0...n).map { i in (start + Double(i) / 120, y0 + speed * Double(i) / 120) }
    }

    /// The press, its moves and the release of a path, with the release at the last report.
    static func strokes(_ paths: [[(t: Double, y: Double)]]) -> [(Double, Call)] {
        paths.flatMap { path in
            path.enumerated().map { i, p -> (Double, Call) in
                (p.t, i == 0 ? .press(p.y, p.t) : .move(p.y, p.t))
            } + [(path.last!.t, .release(path.last!.t))]
        }
    }

    static func cases() -> [Case] {
        var tunings: [(String, Tuning, Double)] = PlatformProfiles.all.map { ("\($0.name) preset", $0.preset.scroll, 2) }
        for model in ScrollModel.registered {
            var t = Tuning()
            t.model = model
            tunings.append(("\(model) alone", t, model == .ios || model == .android ? 3 : 1))
        }
        let gestures: [(String, [(Double, Call)], Double)] = [
            ("flick", strokes([drag(from: 600, speed: -1500, duration: 0.12, at: 0.1)]), 5000),
            ("slow drag", strokes([drag(from: 500, speed: -400, duration: 0.3, at: 0.1)]), 5000),
            ("pull past the top", strokes([drag(from: 200, speed: 500, duration: 0.5, at: 0.1)]), 5000),
            ("double flick", strokes([drag(from: 600, speed: -1800, duration: 0.1, at: 0.1),
                                      drag(from: 600, speed: -2400, duration: 0.1, at: 0.5)]), 5000),
            ("fling into the bottom", strokes([drag(from: 600, speed: -3000, duration: 0.1, at: 0.1)]), 900),
            ("header opens", strokes([drag(from: 200, speed: 400, duration: 0.4, at: 0.1)])
                + [(0.55, .insets(64 + 60, 0, 0.55, 0.25)), (0.55, .scrollTo(-124, 0.25, 0.55))], 5000),
        ]
        var all: [Case] = []
        for (tuningName, tuning, density) in tunings {
            for (gestureName, calls, content) in gestures {
                for fps in [30.0, 60, 144] {
                    var c = Case(name: "\(tuningName), \(gestureName) at \(Int(fps)) fps", tuning: tuning)
                    c.content = content
                    c.density = density
                    c.calls = Self.frames(fps: fps, calls: calls)
                    all.append(c)
                }
            }
        }
        return all
    }

    func testTheCoreMovesAsTheAppAtEveryFrameUnderEveryModel() throws {
        let cases = Self.cases()
        let json = "[" + cases.map { c in
            "{\"viewport\":\(c.viewport),\"content\":\(c.content),\"inset\":\(c.inset),\"density\":\(c.density)," +
                "\"wire\":[\(c.tuning.wire.map { "\($0)" }.joined(separator: ","))]," +
                "\"calls\":[\(c.calls.map(\.json).joined(separator: ","))]}"
        }.joined(separator: ",") + "]"
        let output = try WasmCore.run(try WasmCore.node(), ["tools/core_conformance.mjs", try WasmCore.built().path],
                                      input: Data(json.utf8))
        let wasm = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[[Any]]])
        XCTAssertEqual(wasm.count, cases.count)
        var worst = 0.0
        var moved = 0
        for (c, frames) in zip(cases, wasm) {
            var s = Scroller(tuning: Tuning(), viewportExtent: c.viewport, contentExtent: c.content, leadingInset: c.inset)
            s.tuning = c.tuning
            s.pixelDensity = c.density
            XCTAssertEqual(frames.count, c.calls.count, c.name)
            for (i, (call, frame)) in zip(c.calls, frames).enumerated() {
                call.play(on: &s)
                let offset = try XCTUnwrap(frame[0] as? Double), phase = try XCTUnwrap(frame[2] as? String)
                let d = abs(offset - s.offset)
                worst = max(worst, d)
                if d > 1e-6 || phase != s.phase.rawValue {
                    XCTFail("\(c.name), call \(i) \(call.json): the core at \(offset) (\(phase)), the app at \(s.offset) (\(s.phase))")
                    break
                }
            }
            if abs(s.offset - (-c.inset)) > 1 { moved += 1 }
        }
        // The gestures do move the list: a table of rests at the top would compare nothing.
        XCTAssertGreaterThan(moved, cases.count / 2, "most gestures end away from the top")
        print("CoreConformanceTests: \(cases.count) runs, \(wasm.reduce(0) { $0 + $1.count }) calls, largest difference \(worst) pt")
    }

    /// The wire carries every field the scroller reads, both ways, for every preset.
    func testATuningCrossesTheWireWhole() {
        for p in PlatformProfiles.all {
            XCTAssertEqual(Tuning(wire: p.preset.scroll.wire).wire, p.preset.scroll.wire, p.name)
            XCTAssertEqual(Tuning(wire: p.preset.scroll.wire).model, p.model, p.name)
        }
        var odd = Tuning()
        odd.touchSlop = 3
        odd.resampling = .flutter
        odd.velocityEstimator = .weightedPairs
        odd.carriedMomentum = false
        XCTAssertEqual(Tuning(wire: odd.wire), odd)
        XCTAssertEqual(Tuning(wire: [.nan, -1, 1e300]).rubberBandCoefficient, Tuning().rubberBandCoefficient, "not finite: kept")
        var outOfRange = Tuning().wire
        outOfRange[13] = 99
        XCTAssertEqual(Tuning(wire: outOfRange).model, Tuning().model, "an unknown model index keeps the model")
    }

    /// The core the page downloads stays inside the budget docs/share.md sets: 160 KB raw, 56 KB
    /// gzipped (the scroll core, the bars, the carousel's axis lock and trailer, and the refresh
    /// header; Strings in the core would add Unicode's tables).
    func testTheCoreStaysInsideItsBudget() throws {
        let wasm = try WasmCore.built()
        let raw = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: wasm.path)[.size] as? Int)
        let gzipped = try WasmCore.run("/bin/sh", ["-c", "gzip -9c \"$0\" | wc -c", wasm.path])
        let zipped = try XCTUnwrap(Int(gzipped.trimmingCharacters(in: .whitespacesAndNewlines)))
        print("CoreConformanceTests: core.wasm \(raw) bytes, \(zipped) gzipped")
        XCTAssertLessThanOrEqual(raw, 160 * 1024)
        XCTAssertLessThanOrEqual(zipped, 56 * 1024)
        XCTAssertGreaterThan(raw, 10 * 1024, "the core holds the physics")
    }
}
