import XCTest
@testable import RefreshEngine
import TestSupport

/// Each app bar against a port of its platform's layout code (PinnedPersistentHeaderPort, FloatingPersistentHeaderPort, AppBarLayoutPort): the same drags
/// and flings at 30, 60 and 144 Hz, at 1x and 2x, give the bar's height within 0.5 pt at
/// every frame; the rows lie right under the open bar at rest and nothing jumps.
final class AppBarLayoutTests: XCTestCase {
    static func engine(_ configure: (inout BarSettings) -> Void, density: Double = 1, model: ScrollModel = .ios) -> ListEngine {
        var e = EngineHarness(items: 80, history: 0).engine
        var s = e.tuningSet
        configure(&s.bar)
        s.scroll.model = model
        s.carousel = false
        e.applyTuning(s, at: 0)
        e.pixelDensity = density
        _ = e.frame(at: 0.5)
        return e
    }

    /// A gesture: a drag from y0 to y1 over `seconds`, released, then frames to `end`.
    struct Gesture {
        var name: String
        var y0: Double
        var y1: Double
        var seconds: Double
    }

    static let gestures = [
        Gesture(name: "slow drag up, half collapses", y0: 500, y1: 460, seconds: 0.5),
        Gesture(name: "slow drag up past the bar", y0: 600, y1: 300, seconds: 0.8),
        Gesture(name: "fling up", y0: 600, y1: 300, seconds: 0.12),
        Gesture(name: "pull past the top", y0: 300, y1: 500, seconds: 0.5),
    ]

    /// Plays `g` at fps from t = 1 and calls `check` with each frame (after the first scroll up
    /// for gestures that go back down: a drag up, then one down, so the list scrolls both ways).
    static func play(_ g: Gesture, on e: inout ListEngine, fps: Double, check: (FrameState, Int) -> Void) {
        let moves = max(Int((g.seconds * fps).rounded()), 1)
        for i in 0...Int(3 * fps) {
            let t = 1 + Double(i) / fps
            if i == 0 {
                e.handle(.press(x: 200, y: g.y0), at: t)
            } else if i <= moves {
                e.handle(.move(x: 200, y: g.y0 + (g.y1 - g.y0) * Double(i) / Double(moves)), at: t)
            } else if i == moves + 1 {
                e.handle(.release(x: 200, y: g.y1), at: t)
            }
            check(e.frame(at: t), i)
        }
    }

    func testTheLargeTitleFollowsCupertinoSliverNavigationBar() {
        let port = PinnedPersistentHeaderPort(minExtent: 44, maxExtent: 96)
        var compared = 0
        for density in [1.0, 2.0] {
            for fps in [30.0, 60.0, 144.0] {
                for g in Self.gestures {
                    var e = Self.engine({ $0.kind = .largeTitle }, density: density)
                    let rest = e.config.tuning.topBarHeight
                    XCTAssertEqual(rest, 20 + 96)
                    Self.play(g, on: &e, fps: fps) { f, i in
                        let pixels = f.offsetY + rest
                        // Past the top the control's space comes first (the header's trigger, 54).
                        let expected = pixels >= 0 ? port.childExtent(pixels: pixels) : 96 + max(-pixels - 54, 0)
                        XCTAssertEqual(f.bar.height, expected, accuracy: 0.5, "\(g.name) at \(density)x \(fps) Hz, frame \(i)")
                        XCTAssertEqual(f.topBarHeight, 20 + f.bar.height, accuracy: 1e-9)
                        XCTAssertEqual(f.bar.progress, min(max(pixels, 0), 52) / 52, accuracy: 0.01)
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 2000)
    }

    func testTheCollapsingToolbarFollowsAppBarLayoutsNestedScrolling() {
        var compared = 0
        for density in [1.0, 2.0] {
            for fps in [30.0, 60.0, 144.0] {
                for g in Self.gestures {
                    var e = Self.engine({ $0.kind = .collapsing }, density: density, model: .android)
                    let rest = e.config.tuning.topBarHeight
                    XCTAssertEqual(rest, 20 + 152)
                    var port = AppBarLayoutPort(expanded: 152, collapsed: 64)
                    var last = e.frame(at: 0.9).offsetY
                    Self.play(g, on: &e, fps: fps) { f, i in
                        // The content's motion in the list (past the top is the list's own stretch).
                        let now = max(f.offsetY, -rest), before = max(last, -rest)
                        port.scroll(now - before)
                        last = f.offsetY
                        XCTAssertEqual(f.bar.height, port.height, accuracy: 0.5, "\(g.name) at \(density)x \(fps) Hz, frame \(i)")
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 2000)
    }

    func testTheSliverAppBarFollowsFlutterPinnedFloatingAndStretching() {
        var compared = 0
        let configs: [(String, (inout BarSettings) -> Void)] = [
            ("pinned", { $0.kind = .sliver }),
            ("scrolls away", { $0.kind = .sliver; $0.pinned = false }),
            ("floating", { $0.kind = .sliver; $0.pinned = false; $0.floating = true }),
            ("pinned floating", { $0.kind = .sliver; $0.floating = true }),
            ("stretch", { $0.kind = .sliver; $0.stretch = true }),
        ]
        for (name, configure) in configs {
            for density in [1.0, 2.0] {
                for fps in [30.0, 60.0, 144.0] {
                    for g in Self.gestures {
                        var e = Self.engine(configure, density: density, model: .flutter)
                        let s = e.barSettings
                        let rest = e.config.tuning.topBarHeight
                        let minExtent = s.pinned ? 56.0 : 0
                        let pinned = PinnedPersistentHeaderPort(minExtent: minExtent, maxExtent: 200, stretches: s.stretch)
                        var floating = FloatingPersistentHeaderPort(minExtent: minExtent, maxExtent: 200)
                        Self.play(g, on: &e, fps: fps) { f, i in
                            let pixels = f.offsetY + rest
                            let expected = s.floating ? floating.layout(scrollOffset: max(pixels, 0))
                                : pinned.childExtent(pixels: pixels, stretchLimit: s.stretchTrigger)
                            XCTAssertEqual(f.bar.height, expected, accuracy: 0.5, "\(name): \(g.name) at \(density)x \(fps) Hz, frame \(i)")
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 10000)
    }
}
