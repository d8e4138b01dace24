import XCTest
@testable import RefreshEngine
import TestSupport
import RefreshDemoModel

/// The `cupertino` control (CupertinoSliverRefreshControl) against a port of the platform's
/// sliver and indicator (CupertinoSliverRefreshPort), laid out once a frame from where the
/// content is: the same scripted pulls under the iOS and Flutter models, at 1x and 2x, at
/// 30, 60 and 144 Hz, give the same modes, the indicator's top within 0.5 pt and its radius,
/// reveal and opacity within 0.01 at every frame; it refreshes with the finger still down,
/// holds 60 pt while refreshing and lets the model's own bounce take the content back.
final class CupertinoRefreshControlTests: XCTestCase {
    struct Pull {
        var name: String
        var path: [Double]
        var seconds: Double
        var refreshes: Bool
    }

    static let pulls = [
        Pull(name: "short, goes back", path: [150 + 120], seconds: 0.3, refreshes: false),
        Pull(name: "past the trigger", path: [150 + 420], seconds: 0.5, refreshes: true),
        Pull(name: "past, then up into the list", path: [150 + 420, 40], seconds: 0.9, refreshes: true),
    ]

    func engine(model: ScrollModel, density: Double) -> ListEngine {
        var e = EngineHarness(items: 60, history: 0).engine
        var s = e.tuningSet
        s.headerControl = .cupertino
        s.scroll.model = model
        if let preset = TuningPresets.named(model.rawValue) { s.scroll = preset.scroll }
        s.feed.latencyMin = 1.5
        s.feed.latencyMax = 1.5
        e.applyTuning(s, at: 0)
        e.pixelDensity = density
        return e
    }

    func y(_ pull: Pull, _ i: Int, of n: Int) -> Double { fingerY(from: 150, along: pull.path, move: i, of: n) }

    func testTheTicksFollowCupertinoSliverRefreshControlAtEveryFrame() throws {
        var compared = 0
        for model in [ScrollModel.ios, .flutter] {
            for density in [1.0, 2.0] {
                for fps in [30.0, 60.0, 144.0] {
                    for pull in Self.pulls {
                        var e = engine(model: model, density: density)
                        let port = CupertinoSliverRefreshPort()
                        let moves = Int((pull.seconds * fps).rounded())
                        var wasRefreshing = false
                        var refreshedWhileDown = false
                        var heldAtRest = false
                        var refreshedSoFar = false
                        for i in 0...Int(4 * fps) {
                            let t = 1 + Double(i) / fps
                            if i == 0 {
                                e.handle(.press(x: 200, y: 150), at: t)
                            } else if i <= moves {
                                e.handle(.move(x: 200, y: y(pull, i, of: moves)), at: t)
                            } else if i == moves + 1 {
                                e.handle(.release(x: 200, y: y(pull, moves, of: moves)), at: t)
                            }
                            let f = e.frame(at: t)
                            let refreshing = e.header.state == .refreshing
                            if refreshing && i <= moves { refreshedWhileDown = true }
                            refreshedSoFar = refreshedSoFar || refreshing
                            if wasRefreshing && !refreshing { port.refreshCompleted(at: e.header.stateTime) }
                            wasRefreshing = refreshing
                            port.layout(contentTop: -64 - f.offsetY, at: t)
                            if refreshing && abs(f.offsetY + 124) < 0.5 { heldAtRest = true }
                            let label = "\(pull.name), \(model) at \(density)x, \(fps) Hz, frame \(i)"
                            XCTAssertEqual(port.refreshCalls > 0, refreshedSoFar, "refreshed at the same frame: " + label)
                            let k = f.header.ticks
                            XCTAssertEqual(k != nil, port.built != nil, "shows: " + label)
                            guard let k, let b = port.built else { continue }
                            XCTAssertEqual(k.top - 64, b.top, accuracy: 0.5, "top: " + label)
                            XCTAssertEqual(k.radius, b.radius, accuracy: 0.01, "radius: " + label)
                            XCTAssertEqual(k.progress, b.progress, accuracy: 0.01, "reveal: " + label)
                            XCTAssertEqual(k.opacity, b.opacity, accuracy: 0.01, "opacity: " + label)
                            if b.progress >= 1 { XCTAssertEqual(k.activeTick, port.activeTick(at: t), "tick: " + label) }
                            compared += 1
                        }
                        let label = "\(pull.name), \(model) at \(density)x, \(fps) Hz"
                        XCTAssertEqual(port.refreshCalls, pull.refreshes ? 1 : 0, label)
                        XCTAssertEqual(refreshedWhileDown, pull.refreshes, "it refreshes with the finger down: " + label)
                        if pull.name == "past the trigger" { XCTAssertTrue(heldAtRest, "60 pt held while refreshing: " + label) }
                        XCTAssertEqual(e.header.state, .idle, label)
                        XCTAssertEqual(port.mode, .inactive, label)
                        if pull.path.last ?? 0 > 150 {
                            XCTAssertEqual(e.frame(at: 6).offsetY, -64, accuracy: 0.5, "back at the top: " + label)
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 1000)
    }

    /// The extent goes at once when the refresh ends and the content does not jump: the frame
    /// after is where the bounce starts from, within one frame's motion.
    func testTheEndDoesNotJumpTheContent() throws {
        var e = engine(model: .ios, density: 1)
        e.handle(.press(x: 200, y: 150), at: 1)
        for i in 1...30 { e.handle(.move(x: 200, y: 150 + Double(i) * 14), at: 1 + Double(i) / 60) }
        e.handle(.release(x: 200, y: 570), at: 1.52)
        var last = e.frame(at: 1.53).offsetY
        var biggest = 0.0
        for i in 1...240 {
            let f = e.frame(at: 1.53 + Double(i) / 60)
            biggest = max(biggest, abs(f.offsetY - last))
            last = f.offsetY
        }
        XCTAssertLessThan(biggest, 12, "no jump when the 60 pt go")
        XCTAssertEqual(last, -64, accuracy: 0.5)
    }
}

