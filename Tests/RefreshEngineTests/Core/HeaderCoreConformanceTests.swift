import XCTest
@testable import RefreshEngine
import TestSupport

/// The refresh header in the engine's WebAssembly core (the page's and the web module's machine and
/// control) against the app's HeaderRefresher and control: the same calls at the same times, under
/// every control (MJRefresh's header with and without the second floor, SwipeRefreshLayout,
/// Cupertino, RefreshIndicator), give the same state, pull percent and openness after every call,
/// the same effects, the same pulls and the same indicator (the circle's top, scale, arc and
/// rotation; Cupertino's ticks) at sampled times, within 1e-9.
final class HeaderCoreConformanceTests: XCTestCase {
    enum Call {
        case scrolled(Double, Bool, Double), released(Double, Double), begin(Double), tick(Double)
        case loadFinished(Int, Double), openFloor(Double), closeFloor(Double)
        case pull(Double, Bool), beginDrag(Double), drag(Double, Double), release(Bool, Double, Double), setRefreshing(Bool, Double)
        case indicator(Double, Double)

        var json: String {
            func n(_ v: Double) -> String { "\(v)" }
            func b(_ v: Bool) -> String { v ? "1" : "0" }
            switch self {
            case let .scrolled(p, d, t): return "[\"scrolled\",\(n(p)),\(b(d)),\(n(t))]"
            case let .released(p, t): return "[\"released\",\(n(p)),\(n(t))]"
            case let .begin(t): return "[\"begin\",\(n(t))]"
            case let .tick(t): return "[\"tick\",\(n(t))]"
            case let .loadFinished(r, t): return "[\"loadFinished\",\(r),\(n(t))]"
            case let .openFloor(t): return "[\"openFloor\",\(n(t))]"
            case let .closeFloor(t): return "[\"closeFloor\",\(n(t))]"
            case let .pull(x, a): return "[\"pull\",\(n(x)),\(b(a))]"
            case let .beginDrag(t): return "[\"beginDrag\",\(n(t))]"
            case let .drag(p, t): return "[\"drag\",\(n(p)),\(n(t))]"
            case let .release(r, f, t): return "[\"release\",\(b(r)),\(n(f)),\(n(t))]"
            case let .setRefreshing(r, t): return "[\"setRefreshing\",\(b(r)),\(n(t))]"
            case let .indicator(p, t): return "[\"indicator\",\(n(p)),\(n(t))]"
            }
        }
    }

    struct Case {
        var name: String
        var wire: HeaderWire
        var listHeight = 536.0, density = 1.0
        var calls: [Call]
    }

    static let states = HeaderState.allCases

    /// The app's side: the machine under what the control makes of the settings, each call as the
    /// app makes it, the same numbers out as tools/header_conformance.mjs writes.
    static func play(_ c: Case) -> [[Double]] {
        var control = c.wire.control.make(keeping: AnyRefreshControl(MJRefreshControl()), viewportExtent: c.listHeight, density: c.density)
        var machine = HeaderRefresher(settings: control.machineSettings(c.wire.settings))
        func index(_ s: HeaderState) -> Double { Double(states.firstIndex(of: s) ?? 0) }
        return c.calls.map { call in
            var effects: [HeaderRefresher.Effect] = []
            var answer: [Double] = []
            func send(_ e: HeaderRefresher.Event, _ t: Double) {
                effects = machine.handle(e, at: t, layoutReady: true, otherLoading: false)
            }
            switch call {
            case let .scrolled(p, d, t): send(.scrolled(pulled: p, dragging: d), t)
            case let .released(p, t): send(.released(pulled: p), t)
            case let .begin(t): send(.begin, t)
            case let .tick(t): send(.tick, t)
            case let .loadFinished(r, t): send(.loadFinished(r == 0 ? .updated(3) : r == 1 ? .noNewItems : .failed), t)
            case let .openFloor(t): send(.openFloor, t)
            case let .closeFloor(t): send(.closeFloor, t)
            case let .pull(x, a): answer = [control.pull(fingerTravel: x, armed: a) ?? -1]
            case let .beginDrag(t): control.beginDrag(at: t)
            case let .drag(p, t): control.drag(pull: p, at: t)
            case let .release(r, f, t): control.release(refreshes: r, lastFrame: f, at: t)
            case let .setRefreshing(r, t): control.setRefreshing(r, at: t)
            case let .indicator(p, t):
                switch control.indicator(pulled: p, state: machine.state, since: machine.stateTime, at: t) {
                case .none: answer = [0]
                case .circle(let v)?:
                    answer = [1, v.visible ? 1 : 0, v.top, v.diameter, v.scale, v.alpha, v.startTrim, v.endTrim, v.ringRotation,
                              v.groupRotationDegrees, v.showsArrow ? 1 : 0, v.arrowScale]
                case .ticks(let v)?:
                    answer = [2, v.top, v.radius, v.progress, v.opacity, Double(v.activeTick), Double(v.shownTicks)]
                }
                answer.append(control.isAnimating(at: t) ? 1 : 0)
            }
            let flat: [Double] = effects.flatMap { e -> [Double] in
                switch e {
                case let .transition(from, to, percent): return [0, index(from), index(to), percent]
                case let .setOpen(open, duration, reveal):
                    let o = HeaderOpening(open: open, control: control, settings: machine.settings)
                    return [1, open ? 1 : 0, duration, reveal ? 1 : 0, o.extra, o.bounces ? 1 : 0]
                case .startLoad: return [2]
                case .saveLastUpdated: return [3]
                case let .setFloor(open, duration): return [4, open ? 1 : 0, duration]
                }
            }
            return [index(machine.state), machine.pullingPercent, machine.isOpen ? 1 : 0] + flat + answer
        }
    }

    /// A pull down to `to` pt over `duration` s from `t0`, at 60 Hz, then held: scrolled events while dragging.
    static func pull(to: Double, from t0: Double, duration: Double = 0.5) -> [Call] {
        stride(from: 0.0, through: duration, by: 1.0 / 60).map { dt in .scrolled(to * dt / duration, true, t0 + dt) }
    }

    /// Ticks and indicator samples every 1/60 s from t0 to t1 with the content at `pulled`.
    static func frames(from t0: Double, to t1: Double, pulled: Double) -> [Call] {
        stride(from: t0, through: t1, by: 1.0 / 60).flatMap { t in [Call.tick(t), .scrolled(pulled, false, t), .indicator(pulled, t)] }
    }

    static func cases() -> [Case] {
        var out: [Case] = []
        for kind in HeaderControlKind.allCases {
            for twoLevel in [false, true] {
                var w = HeaderWire()
                w.control.kind = kind
                w.settings.twoLevel = twoLevel
                let name = "\(kind)\(twoLevel ? " two-level" : "")"
                // A pull past the trigger (the content moves), released, the load, the close.
                var calls = pull(to: 130, from: 0) + [.indicator(130, 0.5), .released(130, 0.52)]
                calls += frames(from: 0.52, to: 1.2, pulled: 60)
                calls += [.loadFinished(1, 1.25)] + frames(from: 1.25, to: 2.4, pulled: 20)
                // A short pull, let go below the trigger.
                calls += pull(to: 30, from: 2.5, duration: 0.2) + [.released(30, 2.72)] + frames(from: 2.72, to: 3, pulled: 0)
                // A long pull: past the floor's arm when it is on.
                calls += pull(to: 150, from: 3.1) + [.released(150, 3.62)] + frames(from: 3.62, to: 4.8, pulled: 0)
                calls += [.closeFloor(4.9)] + frames(from: 4.9, to: 5.6, pulled: 0)
                calls += [.openFloor(5.7)] + frames(from: 5.7, to: 5.8, pulled: 0) + [.closeFloor(5.85), .begin(6.5)]
                calls += frames(from: 6.5, to: 6.9, pulled: 54) + [.loadFinished(2, 7)] + frames(from: 7, to: 7.8, pulled: 0)
                out.append(Case(name: name, wire: w, calls: calls))
                // Over a still list: the control's own drag (HeaderFeature.controlTakes / controlRelease), armed and not.
                for (reach, refreshes) in [(200.0, true), (70.0, false)] {
                    var d: [Call] = [.beginDrag(0)]
                    for i in 0...30 {
                        let t = Double(i) / 60, travel = reach * Double(i) / 30
                        d += [.pull(travel, false), .drag(travel * 0.5, t), .scrolled(travel * 0.5, true, t), .indicator(travel * 0.5, t)]
                    }
                    d += [.released(reach * 0.5, 0.52), .release(refreshes, 0.5, 0.52)]
                    d += frames(from: 0.52, to: 1.5, pulled: 0)
                    d += [.setRefreshing(true, 1.5)] + frames(from: 1.5, to: 2, pulled: 0) + [.setRefreshing(false, 2.0)]
                    d += frames(from: 2, to: 2.5, pulled: 0)
                    for density in [1.0, 3.0] {
                        out.append(Case(name: "\(name) still \(reach) @\(density)x", wire: w, density: density, calls: d))
                    }
                }
            }
        }
        return out
    }

    func testTheCoresHeaderRunsAsTheAppsAtEveryCallUnderEveryControl() throws {
        let wasm = try WasmCore.built()
        let node = try WasmCore.node()
        let all = Self.cases()
        let states = "[" + Self.states.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "]"
        let json = "[" + all.map { c in
            "{\"wire\":[\(c.wire.wire.map { "\($0)" }.joined(separator: ","))],\"listHeight\":\(c.listHeight),\"density\":\(c.density),"
                + "\"states\":\(states),\"calls\":[\(c.calls.map(\.json).joined(separator: ","))]}"
        }.joined(separator: ",") + "]"
        let began = Date()
        let out = try WasmCore.run(node, ["tools/header_conformance.mjs", wasm.path], input: Data(json.utf8))
        let decoded = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]])
        XCTAssertEqual(decoded.count, all.count)
        var worst = 0.0, compared = 0
        for (c, result) in zip(all, decoded) {
            let core = try XCTUnwrap(result["results"] as? [[Double]], c.name)
            let app = Self.play(c)
            XCTAssertEqual(core.count, app.count, c.name)
            for (i, (a, b)) in zip(app, core).enumerated() {
                guard a.count == b.count else {
                    XCTFail("\(c.name) call \(i) \(c.calls[i].json): app \(a), core \(b)")
                    break
                }
                for (x, y) in zip(a, b) {
                    worst = max(worst, abs(x - y))
                    compared += 1
                    if abs(x - y) > 1e-9 { XCTFail("\(c.name) call \(i) \(c.calls[i].json): app \(a), core \(b)") }
                }
            }
            let s = c.wire.control.make(keeping: AnyRefreshControl(MJRefreshControl()), viewportExtent: c.listHeight, density: c.density)
                .machineSettings(c.wire.settings)
            XCTAssertEqual(result["armPull"] as? Double ?? -2, s.armPull, accuracy: 1e-9, c.name)
            XCTAssertEqual(result["pullLimit"] as? Double ?? -2, s.leadingPullLimit(barTakesFirst: 0) ?? -1, accuracy: 1e-9, c.name)
        }
        print("HeaderCoreConformanceTests: \(all.count) cases, \(compared) numbers, worst difference \(worst), node \(Int(Date().timeIntervalSince(began) * 1000)) ms")
    }

    func testTheHeadersTuningCrossesTheWireWhole() {
        var w = HeaderWire()
        w.settings.height = 60
        w.settings.triggerRatio = 1.3
        w.settings.closesBelow = 0.2
        w.settings.twoLevel = true
        w.settings.refreshesOnArm = true
        w.control.kind = .material
        w.control.position = .front
        w.control.android.large = true
        w.control.android.slingshotDistance = 80
        w.control.materialDisplacement = 55
        XCTAssertEqual(HeaderWire(wire: w.wire), w)
        XCTAssertEqual(HeaderWire(wire: HeaderWire().wire), HeaderWire())
        for kind in HeaderControlKind.allCases {
            var k = HeaderWire()
            k.control.kind = kind
            XCTAssertEqual(HeaderWire(wire: k.wire).control.kind, kind)
        }
    }
}
