import XCTest
@testable import RefreshEngine
import TestSupport

/// The `material` control (Flutter's RefreshIndicator) against a port of the platform's
/// per-notification code (RefreshIndicatorPort): the same scripted pulls at 1x and 2x, at
/// 30, 60 and 144 Hz, give the circle's top within 0.5 pt and its arc, scale and alpha
/// within 0.01 at every frame; the list never moves.
final class MaterialRefreshControlTests: XCTestCase {
    struct Pull {
        var name: String
        /// Finger ys after the press at 150 (points), spread evenly over `seconds`.
        var path: [Double]
        var seconds: Double
        var fromCode = false
        var refreshes: Bool
    }

    static let slop = 18.0
    static let pulls = [
        Pull(name: "short, goes back", path: [150 + slop + 80], seconds: 0.3, refreshes: false),
        Pull(name: "just past the trigger", path: [150 + slop + 130], seconds: 0.4, refreshes: true),
        Pull(name: "far past (clamped)", path: [150 + slop + 400], seconds: 0.6, refreshes: true),
        Pull(name: "armed, then back up (still refreshes)", path: [150 + slop + 160, 150 + slop + 20], seconds: 0.8, refreshes: true),
        Pull(name: "from code", path: [], seconds: 0, fromCode: true, refreshes: true),
    ]

    func engine(density: Double) -> ListEngine {
        var e = EngineHarness(items: 60, history: 0).engine
        var s = e.tuningSet
        s.headerControl = .material
        s.scroll.model = .flutter
        s.scroll.touchSlop = Self.slop
        s.feed.latencyMin = 0.5
        s.feed.latencyMax = 0.5
        e.applyTuning(s, at: 0)
        e.pixelDensity = density
        return e
    }

    func y(_ pull: Pull, _ i: Int, of n: Int) -> Double { fingerY(from: 150, along: pull.path, move: i, of: n) }

    func testTheCircleFollowsRefreshIndicatorAtEveryFrame() throws {
        var compared = 0
        for density in [1.0, 2.0] {
            for fps in [30.0, 60.0, 144.0] {
                for pull in Self.pulls {
                    var e = engine(density: density)
                    let port = RefreshIndicatorPort(extent: e.listExtent, slop: Self.slop)
                    let start = 1.0
                    let moves = Int((pull.seconds * fps).rounded())
                    let releaseFrame = moves + 2
                    var wasRefreshing = false
                    var refreshed = false
                    for i in 0...Int(3 * fps) {
                        let t = start + Double(i) / fps
                        if pull.fromCode {
                            if i == 0 { e.beginRefreshing(at: t); port.showFromCode(at: t) }
                        } else if i == 0 {
                            e.handle(.press(x: 200, y: 150), at: t); port.down(150)
                        } else if i <= moves {
                            let y = y(pull, i, of: moves)
                            e.handle(.move(x: 200, y: y), at: t); port.move(y, at: t)
                        } else if i == releaseFrame {
                            let y = y(pull, moves, of: moves)
                            e.handle(.release(x: 200, y: y), at: t); port.up(at: t)
                        }
                        let f = e.frame(at: t)
                        let refreshing = e.header.state == .refreshing || e.header.state == .willRefresh
                        refreshed = refreshed || refreshing
                        // The refresh's future completes when the feed answers (between frames).
                        if wasRefreshing && !refreshing { port.frame(at: e.header.stateTime); port.endRefreshing(at: e.header.stateTime) }
                        wasRefreshing = refreshing
                        port.frame(at: t)
                        XCTAssertEqual(f.offsetY, -64, "\(pull.name): the list never moves")
                        let c = try XCTUnwrap(f.header.circle)
                        let label = "\(pull.name) at \(density)x, \(fps) Hz, frame \(i)"
                        XCTAssertEqual(c.visible && c.scale > 0, port.visible, label)
                        guard port.visible, c.visible else { continue }
                        XCTAssertEqual(c.top - 64, port.top(at: t), accuracy: 0.5, "top: " + label)
                        XCTAssertEqual(c.scale, port.scaleValue(at: t), accuracy: 0.01, "scale: " + label)
                        XCTAssertEqual(c.alpha, port.alpha(at: t), accuracy: 0.01, "alpha: " + label)
                        let arc = port.arc(at: t)
                        XCTAssertEqual(c.endTrim - c.startTrim, arc.sweep / (2 * .pi), accuracy: 0.01, "arc: " + label)
                        let turns = c.startTrim + c.groupRotationDegrees / 360 - (arc.start + arc.rotation) / (2 * .pi)
                        XCTAssertEqual(turns - turns.rounded(), 0, accuracy: 0.01, "arc's start: " + label)
                        compared += 1
                    }
                    XCTAssertEqual(refreshed, pull.refreshes, "\(pull.name) at \(density)x, \(fps) Hz")
                    XCTAssertFalse(port.visible, "\(pull.name): the port's circle is gone by the end")
                }
            }
        }
        XCTAssertGreaterThan(compared, 1500)
    }

    /// Where it rests: while refreshing the circle's top is displacement + 4 below the list's
    /// top (the 41 pt disc in its 4 pt margin), at full size and full alpha; the trigger is a
    /// sixth of the list's height; `header.materialDisplacement` moves the rest.
    func testWhereTheCircleRestsAndWhatArmsIt() throws {
        var e = engine(density: 1)
        XCTAssertEqual(e.header.settings.height, e.listExtent / 6, accuracy: 1e-9)
        _ = e.frame(at: 0.9)
        e.beginRefreshing(at: 1)
        var c = try XCTUnwrap(e.frame(at: 1.3).header.circle)
        XCTAssertEqual(c.top - 64, 44, accuracy: 1e-9)
        XCTAssertEqual(c.scale, 1)
        XCTAssertEqual(c.alpha, 1)
        XCTAssertEqual(c.diameter, 41)
        XCTAssertEqual(c.style, .material)
        var s = e.tuningSet
        s.materialDisplacement = 80
        e.applyTuning(s, at: 1.35)
        c = try XCTUnwrap(e.frame(at: 1.4).header.circle)
        XCTAssertEqual(c.top - 64, 84, accuracy: 1e-9, "the displacement moves the rest at once")
        // A taller window: the trigger follows the list's height.
        e.resize(width: 420, height: 1000, at: 3)
        XCTAssertEqual(e.header.settings.height, (1000 - 64) / 6.0, accuracy: 1e-9)
    }

    /// The frame trace carries the circle's top, scale, alpha and arc.
    func testTheTraceSaysWhereTheCircleIs() throws {
        var e = engine(density: 1)
        e.tracing = true
        e.tracingFrames = true
        e.handle(.press(x: 200, y: 150), at: 1)
        for i in 1...10 { e.handle(.move(x: 200, y: 150 + Double(i) * 20), at: 1 + Double(i) / 60) }
        _ = e.frame(at: 1.2)
        var lines: [String] = []
        e.drainTrace { lines.append($0.jsonLine) }
        let line = try XCTUnwrap(lines.last { $0.contains("\"frame\"") })
        for key in ["indicatorY", "indicatorScale", "indicatorAlpha", "arc"] { XCTAssertTrue(line.contains("\"\(key)\""), line) }
    }
}
