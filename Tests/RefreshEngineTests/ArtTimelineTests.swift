import XCTest
@testable import RefreshEngine
import TestSupport
@testable import RefreshDemoModel

/// The art model: which frame of the user's animation shows for each header and footer state.
final class ArtTimelineTests: XCTestCase {
    /// 10 pull frames, 4 refreshing frames, 3 finish frames.
    let segmented = ArtTimeline(frameCount: 17, pull: 0..<10, refreshing: 10..<14, finish: 14..<17)

    func testScrubMapsZeroToFirstFrameAndThresholdToLast() {
        XCTAssertEqual(segmented.scrub(0).frame, 0)
        XCTAssertEqual(segmented.scrub(0.5).frame, 5)   // 4.5 rounds to nearest (half away from zero)
        XCTAssertEqual(segmented.scrub(1).frame, 9)
        XCTAssertEqual(segmented.scrub(3).frame, 9, "past the threshold the last pull frame holds")
        XCTAssertEqual(segmented.scrub(-1).frame, 0)
        XCTAssertEqual(segmented.scrub(.nan).frame, 0)
        XCTAssertEqual(segmented.scrub(0.5).segment, .pull)
        let whole = ArtTimeline(frameCount: 5)
        XCTAssertEqual(whole.scrub(1).frame, 4)
        XCTAssertEqual(whole.scrub(1).segment, .whole)
    }

    func testScrubIsMonotonicAndMovesAtMostOneFrameForASmallStep() {
        var last = segmented.scrub(0).frame
        for i in 1...2000 {
            let f = segmented.scrub(Double(i) / 1000).frame
            XCTAssertGreaterThanOrEqual(f, last)
            XCTAssertLessThanOrEqual(f - last, 1, "a 0.001 step of pull never skips a frame")
            last = f
        }
    }

    /// The header's frame across the threshold while dragging: the state turns from idle to
    /// pulling there, and the frame does not jump (at most one frame per 0.5 pt of pull).
    func testHeaderScrubIsContinuousAcrossTheThreshold() {
        var engine = EngineHarness(items: 50).engine
        engine.setHeaderArt(ArtTimeline(frameCount: 30), at: 0)
        _ = engine.frame(at: 0)
        engine.handle(.press(x: 200, y: 200), at: 0.1)
        var t = 0.1, y = 200.0
        var frames: [(state: HeaderState, frame: Int, percent: Double)] = []
        while engine.header.pullingPercent < 1.6 && t < 10 {
            t += 1.0 / 120
            y += 0.5
            engine.handle(.move(x: 200, y: y), at: t)
            let f = engine.frame(at: t)
            guard let a = f.art.header else { return XCTFail("the art shows") }
            frames.append((f.header.state, a.frame, f.header.pullingPercent))
        }
        XCTAssertTrue(frames.contains { $0.state == .idle } && frames.contains { $0.state == .pulling },
                      "the pull crossed the threshold")
        for (a, b) in zip(frames, frames.dropFirst()) {
            XCTAssertLessThanOrEqual(abs(b.frame - a.frame), 1, "no jump at \(a.percent) -> \(b.percent)")
        }
        XCTAssertEqual(frames.first { $0.state == .pulling }?.frame, 29, "the last frame at the threshold")
        XCTAssertEqual(frames.last?.frame, 29)
    }

    func testRefreshingLoopsAtTheArtsOwnFrameTimes() {
        let gif = ArtTimeline(frameCount: 3, frameDurations: [0.1, 0.2, 0.3])
        let expected: [(Double, Int)] = [(0, 0), (0.099, 0), (0.1, 1), (0.299, 1), (0.3, 2), (0.599, 2), (0.6, 0), (1.35, 1)]
        for (e, frame) in expected {
            XCTAssertEqual(gif.loop(elapsed: e, frameTime: 9).frame, frame, "at \(e) s")
        }
        // No durations (PNG frames): the tunable frame time.
        let png = ArtTimeline(frameCount: 4, refreshing: 2..<4)
        XCTAssertEqual(png.loop(elapsed: 0.05, frameTime: 0.1).frame, 2)
        XCTAssertEqual(png.loop(elapsed: 0.15, frameTime: 0.1).frame, 3)
        XCTAssertEqual(png.loop(elapsed: 0.25, frameTime: 0.1).frame, 2)
        XCTAssertEqual(png.loop(elapsed: 0.25, frameTime: 0.1).segment, .refreshing)
        XCTAssertEqual(png.loop(elapsed: .infinity, frameTime: 0.1).frame, 2)
    }

    func testFinishPlaysOnceOrThePullRunsBack() {
        XCTAssertEqual(segmented.headerFrame(state: .finishing, pullingPercent: 1, triggerRatio: 1, timeInState: 0,
                                             frameTime: 0.1).frame, 14)
        XCTAssertEqual(segmented.headerFrame(state: .finishing, pullingPercent: 1, triggerRatio: 1, timeInState: 0.25,
                                             frameTime: 0.1).frame, 16)
        XCTAssertEqual(segmented.headerFrame(state: .finishing, pullingPercent: 1, triggerRatio: 1, timeInState: 9,
                                             frameTime: 0.1).frame, 16, "held on its last frame")
        let plain = ArtTimeline(frameCount: 11)
        XCTAssertEqual(plain.headerFrame(state: .finishing, pullingPercent: 0.5, triggerRatio: 1, timeInState: 0.2,
                                         frameTime: 0.1).frame, 5, "the pull segment follows the closing header")
        XCTAssertEqual(plain.headerFrame(state: .pulling, pullingPercent: 1, triggerRatio: 2, timeInState: 0,
                                         frameTime: 0.1).frame, 5, "the threshold is the trigger ratio")
    }

    func testSegmentsAreClampedIntoTheFrames() {
        let a = ArtTimeline(frameCount: 5, frameDurations: [1, 2], pull: -3..<2, refreshing: 4..<99, finish: 7..<9)
        XCTAssertEqual(a.pull, 0..<2)
        XCTAssertEqual(a.refreshing, 4..<5)
        XCTAssertNil(a.finish)
        XCTAssertNil(a.frameDurations, "durations of another length are dropped")
        XCTAssertEqual(ArtTimeline(frameCount: 0).frameCount, 1)
    }

    /// The engine: the art loops while refreshing by engine time, so slow motion and pause
    /// (the host's TimeScale maps real to engine time) apply to it as to the physics.
    func testRefreshingArtFollowsTheTimeScale() {
        var engine = EngineHarness(items: 50).engine
        engine.setHeaderArt(ArtTimeline(frameCount: 4, frameDurations: [0.1, 0.1, 0.1, 0.1]), at: 0)
        _ = engine.frame(at: 0)
        engine.beginRefreshing(at: 0)
        var clock = TimeScale()
        clock.setSlow(true, atReal: 0)
        // 0.25 s of real time in slow motion is 0.025 s of engine time: still the first frame.
        XCTAssertEqual(engine.frame(at: clock.engineTime(atReal: 0.25)).art.header?.frame, 0)
        XCTAssertEqual(engine.frame(at: clock.engineTime(atReal: 1.5)).art.header?.frame, 1)
        clock.setPaused(true, atReal: 1.5)
        XCTAssertEqual(engine.frame(at: clock.engineTime(atReal: 30)).art.header?.frame, 1, "paused: no frame advance")
        clock.stepFrame(0.1)
        XCTAssertEqual(engine.frame(at: clock.engineTime(atReal: 30)).art.header?.frame, 2, "a step advances it")
        XCTAssertEqual(engine.frame(at: clock.engineTime(atReal: 30)).art.header?.segment, .whole)
    }

    /// H: the `mj` header's styles, the art when there is some, the platforms' controls
    /// (Android, Cupertino, Material), round again.
    func testHCyclesThroughTheBuiltInStylesTheArtAndTheControls() {
        var engine = EngineHarness(items: 10).engine
        func press() -> String {
            engine.perform(.headerStyle, at: engine.time + 0.01)
            if engine.headerControlKind != .mj { return engine.headerControlKind.rawValue }
            return engine.art.headerShown ? "art" : engine.headerStyle.rawValue
        }
        XCTAssertEqual([press(), press(), press(), press(), press(), press()],
                       ["gif", "spinner", "android", "cupertino", "material", "normal"],
                       "without art: the built-in styles, then the platforms' controls")
        XCTAssertNil(engine.frame(at: engine.time).header.circle, "back to MJRefresh's header")
        engine.setHeaderArt(ArtTimeline(frameCount: 2), at: engine.time)
        XCTAssertTrue(engine.art.headerShown, "new art shows at once")
        XCTAssertEqual([press(), press(), press(), press(), press(), press(), press()],
                       ["android", "cupertino", "material", "normal", "gif", "spinner", "art"])
        XCTAssertNotNil(engine.frame(at: engine.time).art.header)
        XCTAssertEqual(press(), "android")
        XCTAssertNil(engine.frame(at: engine.time).art.header)
        XCTAssertNotNil(engine.frame(at: engine.time).header.circle)
        XCTAssertEqual(engine.tuningSet.headerControl, .android, "H sets header.control")
    }

    /// H while the header refreshes: the new control holds what the old one held open (no
    /// inset left behind when the list no longer moves, none missing when it does).
    func testSwitchingControlInMidRefreshKeepsTheInsetRight() {
        var engine = EngineHarness(items: 10).engine
        _ = engine.frame(at: 0.1)
        engine.beginRefreshing(at: 0.2)
        _ = engine.frame(at: 0.6)
        XCTAssertEqual(engine.frame(at: 0.6).offsetY, -64 - 54, accuracy: 0.01, "mj holds its header open")
        var s = engine.tuningSet
        s.headerControl = .android
        engine.applyTuning(s, at: 0.65)
        XCTAssertEqual(engine.frame(at: 1.2).offsetY, -64, accuracy: 0.01, "android holds nothing: the list goes back")
        s.headerControl = .mj
        engine.applyTuning(s, at: 1.25)
        if engine.header.state == .refreshing {
            XCTAssertEqual(engine.frame(at: 1.7).offsetY, -64 - 54, accuracy: 0.01)
        }
    }

    func testFooterLoopsWhileLoadingAndScrubsWhenPulledUp() {
        let a = ArtTimeline(frameCount: 5, frameDurations: [0.1, 0.1, 0.1, 0.1, 0.1])
        XCTAssertEqual(a.footerFrame(state: .refreshing, style: .auto, pullingPercent: 0, timeInState: 0.33,
                                     frameTime: 1).frame, 3)
        XCTAssertEqual(a.footerFrame(state: .idle, style: .back, pullingPercent: 0.5, timeInState: 0, frameTime: 1).frame, 2)
        XCTAssertEqual(a.footerFrame(state: .pulling, style: .back, pullingPercent: 1.3, timeInState: 0, frameTime: 1).frame, 4)
        XCTAssertEqual(a.footerFrame(state: .idle, style: .auto, pullingPercent: 0.5, timeInState: 0, frameTime: 1).frame, 0)
    }
}

/// The built-in frames header runs on the art's timeline: the idle frames scrubbed by the
/// pull as MJRefreshGifHeader picks them, the refreshing frames looped at the frame time.
final class BuiltInFramesTimelineTests: XCTestCase {
    func testTheFramesHeaderIsAnArtTimeline() {
        let t = ArtTimeline.builtInFrames(idle: 10, refreshing: 4)
        XCTAssertEqual(t.frameCount, 14)
        XCTAssertEqual(t.pull, 0..<10)
        XCTAssertEqual(t.refreshing, 10..<14)
        for (p, frame) in [(0.0, 0), (0.05, 0), (0.1, 1), (0.55, 5), (0.99, 9), (1, 9), (2, 9)] {
            XCTAssertEqual(t.headerFrame(state: .idle, pullingPercent: p, triggerRatio: 1, timeInState: 0, frameTime: 0.1).frame,
                           frame, "pull \(p)")
        }
        for (elapsed, frame) in [(0.0, 10), (0.09, 10), (0.1, 11), (0.35, 13), (0.4, 10), (1.35, 11)] {
            let f = t.headerFrame(state: .refreshing, pullingPercent: 1, triggerRatio: 1, timeInState: elapsed, frameTime: 0.1)
            XCTAssertEqual(f.frame, frame, "refreshing \(elapsed) s")
            XCTAssertEqual(f.segment, .refreshing)
        }
        XCTAssertEqual(t.headerFrame(state: .finishing, pullingPercent: 0.35, triggerRatio: 1, timeInState: 0.3, frameTime: 0.1).frame, 3,
                       "closing runs the idle frames back with the pull")
    }

    func testTheEngineShowsTheRefreshingFramesWhileRefreshing() {
        var e = EngineHarness(items: 20, history: 0).engine
        e.headerStyle = .gif
        _ = e.frame(at: 0.5)
        e.beginRefreshing(at: 1)
        let f = e.frame(at: 1.15)
        XCTAssertEqual(f.header.gif.segment, .refreshing)
        XCTAssertEqual(f.header.gif.frame, 11, "0.15 s in at 0.1 s a frame: the second refreshing frame")
    }
}
