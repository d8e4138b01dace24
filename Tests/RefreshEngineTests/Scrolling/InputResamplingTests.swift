import XCTest
@testable import RefreshEngine
import RefreshPhysics
import TestSupport

/// `input.resampling`: the drag drawn at each frame is the platform resampler's pointer (the
/// only stage between the pointer and the scroll model); the release velocity and the fling
/// come from the raw reports, as with it off.
final class InputResamplingTests: XCTestCase {
    /// 200 pt/s reported every 8 ms (125 Hz): at 60 fps two reports a frame, every sixth three.
    static let speed = 200.0
    static let report = 0.008

    /// How a steady drag reaches the list: the same hand through three devices.
    enum Device: CaseIterable {
        /// A script's `press` + `move ... over` (the script player reports every 8 ms).
        case scripted
        /// A mouse: whole points every 8 ms.
        case mouse
        /// A touchpad's two-finger scroll: a delta every 8 ms, with 1 ms of jitter on the
        /// report times (the fingers' path is exact at each report's own time).
        case touchpad
    }

    /// Plays a steady 0.6 s drag of `Self.speed` upwards at `fps`; returns the frames
    /// (time, offset) while the drag is held, and the engine after it.
    func steadyDrag(_ device: Device, fps: Double, mode: InputResampling) throws -> (frames: [(t: Double, offset: Double)], engine: ListEngine) {
        var h = EngineHarness()
        h.engine.tuning.resampling = mode
        h.engine.tuning.touchSlop = 0
        switch device {
        case .scripted:
            try h.play("press 200,600\nmove 200,480 over 0.6\nwait 0.2\nrelease", fps: fps)
            return (h.samples.filter { $0.t <= 0.7 }, h.engine)
        case .mouse, .touchpad:
            var events: [(Double, InputEvent)] = []
            if device == .mouse {
                events.append((0, .press(x: 200, y: 600)))
                for i in 1...75 { events.append((Double(i) * Self.report, .move(x: 200, y: (600 - Double(i) * 1.6).rounded()))) }
            } else {
                var last = 0.0
                for i in 0...75 {
                    let jitter = [0, 0.001, -0.001, 0.0005][i % 4]
                    let t = Double(i) * Self.report + (i == 0 ? 0 : jitter)
                    let y = Self.speed * t
                    events.append((t, .touchpad(dx: 0, dy: -(y - last) - (i == 0 ? 1.6 : 0), liftReported: true)))
                    last = y
                }
            }
            var frames: [(t: Double, offset: Double)] = []
            var next = 0
            var frame = 0
            while Double(frame) / fps <= 0.7 {
                let t = Double(frame) / fps
                while next < events.count, events[next].0 <= t {
                    h.engine.handle(events[next].1, at: events[next].0)
                    next += 1
                }
                frames.append((t, h.engine.frame(at: t).offsetY))
                frame += 1
            }
            return (frames, h.engine)
        }
    }

    /// How evenly each device can step: a script's exact path 0.01 pt; the touchpad's
    /// jittered report times 0.5 pt (Android caps a prediction at half the last gap, so a
    /// short gap before a long one predicts less); the mouse's whole points 1 pt.
    static let stepTolerance: [Device: Double] = [.scripted: 0.01, .touchpad: 0.5, .mouse: 1]

    /// Every mode but off, every device, at 60 and 144 fps: from 0.1 s to the end of the
    /// move each frame is within 1 pt of the pointer's steady path `latency` ago, and each
    /// step is 200 / fps (within `stepTolerance`).
    /// Off puts the list at the newest report: at 60 fps it steps 3.2 or 4.8 pt, more than
    /// 1 pt off the path at times.
    func testASteadyDragMovesTheListTheSameAmountEveryFrame() throws {
        for fps in [60.0, 144] {
            for device in Device.allCases {
                for mode in [InputResampling.android, .flutter] {
                    let (frames, _) = try steadyDrag(device, fps: fps, mode: mode)
                    let steady = frames.filter { $0.t >= 0.1 && $0.t <= 0.6 }
                    XCTAssertGreaterThan(steady.count, 25)
                    let start = frames[0].offset
                    var previous: Double?
                    for f in steady {
                        let path = start + Self.speed * (f.t - mode.latency)
                        XCTAssertEqual(f.offset, path, accuracy: 1, "\(device) \(mode) \(fps) fps at \(f.t)")
                        if let previous {
                            XCTAssertEqual(f.offset - previous, Self.speed / fps, accuracy: Self.stepTolerance[device] ?? 0,
                                           "\(device) \(mode) \(fps) fps step at \(f.t)")
                        }
                        previous = f.offset
                    }
                }
            }
            let (off, _) = try steadyDrag(.scripted, fps: fps, mode: .off)
            let steady = off.filter { $0.t >= 0.1 && $0.t <= 0.6 }
            var steps = Set<Double>()
            for (a, b) in zip(steady, steady.dropFirst()) { steps.insert(((b.offset - a.offset) * 10).rounded() / 10) }
            XCTAssertGreaterThan(steps.count, 1, "off: uneven steps at \(fps) fps \(steps)")
        }
    }

    /// The scroll trace's phase changes (release velocity, fling start and rest) of `script`.
    func flingTrace(_ script: String, fps: Double, mode: InputResampling) throws -> [(phase: ScrollPhase, offset: Double, velocity: Double)] {
        var h = EngineHarness()
        h.engine.tuning.resampling = mode
        h.engine.tracing = true
        try h.play(script, fps: fps)
        var out: [(phase: ScrollPhase, offset: Double, velocity: Double)] = []
        h.engine.drainTrace { e in
            if case let .scroll(_, phase, offset, velocity) = e { out.append((phase, offset, velocity)) }
        }
        return out
    }

    /// The release velocity and where the fling rests are those of off, at 30, 60 and 144
    /// fps, for a fling, a pull past the top and a flick caught and flung back (1e-9).
    func testReleaseVelocityAndFlingAreUnchanged() throws {
        let scripts = [
            "drag 200,600 -> 200,300 over 0.2",
            "drag 200,150 -> 200,550 over 0.6",
            "drag 200,650 -> 200,250 over 0.15\nwait 0.4\ndrag 200,300 -> 200,600 over 0.12",
        ]
        for script in scripts {
            for fps in [30.0, 60, 144] {
                let off = try flingTrace(script, fps: fps, mode: .off)
                XCTAssertTrue(off.contains { $0.phase == .decelerating || $0.phase == .bouncing }, script)
                for mode in [InputResampling.android, .flutter] {
                    let on = try flingTrace(script, fps: fps, mode: mode)
                    XCTAssertEqual(on.count, off.count, "\(script) \(mode) \(fps)")
                    for (a, b) in zip(on, off) where a.phase != .tracking {
                        XCTAssertEqual(a.phase, b.phase, "\(script) \(mode) \(fps)")
                        XCTAssertEqual(a.offset, b.offset, accuracy: 1e-9, "\(script) \(mode) \(fps) \(a.phase)")
                        XCTAssertEqual(a.velocity, b.velocity, accuracy: 1e-9, "\(script) \(mode) \(fps) \(a.phase)")
                    }
                }
            }
        }
    }

    /// Held still after a drag, the list is not at rest until the resampled drag has caught
    /// up with the pointer (the host keeps drawing), then rests where the pointer is.
    func testAHeldPointerCatchesUpBeforeTheListRests() throws {
        for mode in [InputResampling.android, .flutter] {
            var e = ListEngine(config: testConfig(), metrics: FixedTextMetrics())
            e.tuning.resampling = mode
            e.tuning.touchSlop = 0
            e.handle(.press(x: 200, y: 600), at: 0)
            for i in 1...10 { e.handle(.move(x: 200, y: 600 - Double(i) * 1.6), at: Double(i) * Self.report) }
            let last = 0.08
            XCTAssertFalse(e.frame(at: last + 0.001).isAtRest, "\(mode): still catching up")
            let rest = e.frame(at: last + 0.1)
            XCTAssertTrue(rest.isAtRest, "\(mode)")
            XCTAssertEqual(rest.offsetY, -64 + 16, accuracy: 1e-9, "\(mode): where the pointer is")
        }
    }

    /// With resampling on, the gestures of FrameRateIndependenceTests rest within 0.5 pt of
    /// the same place at 30, 60 and 144 fps (the drawn drag differs by frame rate; the release
    /// does not).
    func testTheSameGestureRestsInTheSamePlaceAtAnyFrameRate() throws {
        let scripts = [
            "drag 200,600 -> 200,300 over 0.2",
            "drag 200,150 -> 200,450 over 0.3 hold 0.25",
            "drag 200,600 -> 200,450 over 0.1\nwait 0.1\ndrag 200,600 -> 200,450 over 0.1",
        ]
        for mode in [InputResampling.android, .flutter] {
            for script in scripts {
                var rests: [Double] = []
                for fps in [30.0, 60, 144] {
                    var h = EngineHarness()
                    h.engine.tuning.resampling = mode
                    XCTAssertTrue(try h.play(script, fps: fps).isFinite)
                    rests.append(h.samples.last?.offset ?? .nan)
                }
                XCTAssertEqual(rests[0], rests[1], accuracy: 0.5, "\(mode) \(script)")
                XCTAssertEqual(rests[2], rests[1], accuracy: 0.5, "\(mode) \(script)")
            }
        }
    }
}

extension InputResamplingTests {
    /// The header decides at the lift on the pull of `off`: a quick pull released just past
    /// the threshold refreshes although Flutter's resampler still draws it 38 ms behind, and
    /// one released just short does not (the header's transitions equal off's).
    func testTheHeaderDecidesOnThePointersPullAtTheLift() throws {
        for script in ["drag 200,150 -> 200,330 over 0.08", "drag 200,150 -> 200,250 over 0.08"] {
            var transitions: [InputResampling: [String]] = [:]
            for mode in InputResampling.allCases {
                var h = EngineHarness()
                h.engine.tuning.resampling = mode
                h.engine.tracing = true
                try h.play(script, fps: 60)
                var headers: [String] = []
                h.engine.drainTrace { e in
                    if case let .header(_, _, to, _, _) = e { headers.append(to.rawValue) }
                }
                transitions[mode] = headers
            }
            XCTAssertEqual(transitions[.android], transitions[.off], script)
            XCTAssertEqual(transitions[.flutter], transitions[.off], script)
            XCTAssertEqual(transitions[.off]?.contains("refreshing"), script.contains("330"), "\(script): \(transitions)")
        }
    }
}
