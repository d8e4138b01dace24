import XCTest
@testable import RefreshEngine
import TestSupport

/// The `android` control (SwipeRefreshLayout) against a port of the platform's per-event
/// code on the nested path a RecyclerView takes (SwipeRefreshLayoutPort): the same scripted
/// pulls (down; down then back up, the take-back) at 1x and 2x, at 30, 60 and 144 Hz, give the
/// circle's top within 0.5 pt and its scale, alpha and arc within 0.01 at every frame; the
/// list never moves; a pull past 64 dp refreshes under the Android preset.
final class SwipeRefreshControlTests: XCTestCase {
    /// A pull: pointer ys (points) at 30 Hz steps from y0, held, released; then frames.
    struct Pull {
        var name: String
        var to: Double
        var seconds: Double
        /// Refreshed from code (F5) instead of a pull.
        var fromCode = false
        /// Where the finger goes back up to in the pull's second half (the take-back), if it does.
        var back: Double?
    }

    static let pulls = [
        // The pull is the finger's travel past the 8 pt slop (the nested path, rate 1).
        Pull(name: "short, goes back", to: 150 + 8 + 40, seconds: 0.3),
        Pull(name: "just past the trigger", to: 150 + 8 + 70, seconds: 0.4),
        Pull(name: "far past (slingshot)", to: 150 + 8 + 250, seconds: 0.6),
        Pull(name: "down past the trigger and back up", to: 150 + 8 + 70, seconds: 0.8, back: 150 + 8 + 30),
        Pull(name: "down and back above where it began", to: 150 + 8 + 40, seconds: 0.6, back: 150),
        Pull(name: "from code", to: 0, seconds: 0, fromCode: true),
    ]

    /// The pointer's y at fraction x of the pull's moves: down to `to`, then back up to `back`.
    static func y(_ pull: Pull, _ x: Double) -> Double {
        guard let back = pull.back else { return 150 + (pull.to - 150) * x }
        return x <= 0.5 ? 150 + (pull.to - 150) * x * 2 : pull.to + (back - pull.to) * (x - 0.5) * 2
    }

    func engine(density: Double) -> ListEngine {
        var e = EngineHarness(items: 60, history: 0).engine
        var s = e.tuningSet
        s.headerControl = .android
        s.scroll.model = .android
        s.scroll.touchSlop = 8
        s.feed.latencyMin = 0.5
        s.feed.latencyMax = 0.5
        e.applyTuning(s, at: 0)
        e.pixelDensity = density
        return e
    }

    func testTheCircleFollowsSwipeRefreshLayoutAtEveryFrame() throws {
        var compared = 0
        for density in [1.0, 2.0] {
            for fps in [30.0, 60.0, 144.0] {
                for pull in Self.pulls {
                    var e = engine(density: density)
                    let port = SwipeRefreshLayoutPort(density: density, touchSlopPoints: 8)
                    let start = 1.0
                    let moves = Int((pull.seconds * fps).rounded())
                    let releaseFrame = moves + 2
                    var wasRefreshing = false
                    for i in 0...Int(3.5 * fps) {
                        let t = start + Double(i) / fps
                        if pull.fromCode {
                            if i == 0 { e.beginRefreshing(at: t); port.beginRefreshing(at: t) }
                        } else if i == 0 {
                            e.handle(.press(x: 200, y: 150), at: t); port.down(150)
                        } else if i <= moves {
                            let y = Self.y(pull, Double(i) / Double(moves))
                            e.handle(.move(x: 200, y: y), at: t); port.move(y, at: t)
                        } else if i == releaseFrame {
                            let y = pull.back ?? pull.to
                            e.handle(.release(x: 200, y: y), at: t); port.up(y, at: t)
                        }
                        let f = e.frame(at: t)
                        // The refresh ends when the feed answers (0.5 s): SwipeRefreshLayout is told at that frame.
                        let refreshing = e.header.state == .refreshing || e.header.state == .willRefresh
                        // (At the answer's own time, which lies between frames.)
                        if wasRefreshing && !refreshing { port.endRefreshing(at: e.header.stateTime); port.frame(at: t) }
                        wasRefreshing = refreshing
                        port.frame(at: t)
                        XCTAssertEqual(f.offsetY, -64, "\(pull.name): the list never moves")
                        let c = try XCTUnwrap(f.header.circle)
                        let label = "\(pull.name) at \(density)x, \(fps) Hz, frame \(i)"
                        // (At a scale-down's last frame either scale is 0 give or take the float's rounding.)
                        let portShows = port.visible && port.scale > 1e-9
                        XCTAssertEqual(c.visible && c.scale > 1e-9, portShows, label)
                        guard portShows else { continue }
                        XCTAssertEqual(c.top - 64, port.topPoints, accuracy: 0.5, "top: " + label)
                        XCTAssertEqual(c.scale, port.scale, accuracy: 0.01, "scale: " + label)
                        XCTAssertEqual(c.alpha, Double(port.alpha) / 255, accuracy: 0.01, "alpha: " + label)
                        XCTAssertEqual(c.endTrim - c.startTrim, port.endTrim - port.startTrim, accuracy: 0.01, "arc: " + label)
                        XCTAssertEqual(c.ringRotation, port.rotation, accuracy: 0.01, "rotation: " + label)
                        compared += 1
                    }
                    if pull.name == "short, goes back" || pull.back != nil {
                        XCTAssertEqual(e.header.state, .idle, "\(pull.name): released below the trigger: no refresh")
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 1500)
    }

    /// With the Android preset a pull refreshes (under its stretch alone it never could),
    /// the list stays put, and the preset of another platform brings MJRefresh's header back.
    func testTheAndroidPresetRefreshesAndTheListStaysStill() throws {
        var h = EngineHarness(items: 60, history: 0)
        var s = h.engine.tuningSet
        s.headerControl = .android
        s.scroll.model = .android
        h.engine.applyTuning(s, at: 0)
        try h.play("drag 200,150 -> 200,420 over 0.4", fps: 60)
        XCTAssertTrue(h.samples.allSatisfy { $0.offset == -64 }, "the list never moved")
        XCTAssertNotEqual(h.engine.lastUpdated, nil, "it refreshed")
    }

    /// While refreshing the circle rests with its top 24 dp below the list's top (64 - 40),
    /// 48 px at 2x; the MJ header's top sits 54 pt above the content at rest.
    func testWhereTheCircleRests() throws {
        for density in [1.0, 2.0] {
            var e = engine(density: density)
            _ = e.frame(at: 0.9)
            e.beginRefreshing(at: 1)
            // Scaled up by 1.4; the feed answers at 1.5.
            let f = e.frame(at: 1.45)
            let c = try XCTUnwrap(f.header.circle)
            XCTAssertEqual(c.top - 64, 24, accuracy: 1e-9)
            XCTAssertEqual(c.scale, 1)
        }
        var mj = EngineHarness(items: 60, history: 0).engine
        let f = mj.frame(at: 0.1)
        XCTAssertNil(f.header.circle)
        XCTAssertEqual(f.header.y - 64, -54)
    }

    /// A drag that starts up the list, or goes up first, is the list's: it scrolls.
    func testADragUpIsTheLists() throws {
        var e = engine(density: 1)
        e.handle(.press(x: 200, y: 400), at: 1)
        for i in 1...10 { e.handle(.move(x: 200, y: 400 - Double(i) * 20), at: 1 + Double(i) / 60) }
        e.handle(.release(x: 200, y: 200), at: 1.2)
        XCTAssertGreaterThan(e.frame(at: 1.3).offsetY, 0, "scrolled up into the list")
        XCTAssertEqual(e.header.state, .idle)
    }
}
