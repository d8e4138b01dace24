import Foundation
import XCTest
@testable import RefreshEngine
import RefreshDemoModel

/// The motions every export must reproduce, and the app's own trajectory for each: a
/// Scroller run in-process at 240 fps from a real drag and release (the headless trace's
/// model), sampled after the release.
struct ExportScenario {
    var name: String
    /// Where the drag starts (content offset) and how it moves the pointer.
    var startOffset: Double
    /// Pointer speed (pt/s, down is positive) and how long it moves at it.
    var pointerSpeed: Double
    var moveDuration: Double
    /// How long the pointer stands still before the release (past the stop gap: no velocity).
    var hold = 0.0
    var pixelDensity: Double
    /// A second flick while the first fling still moves (a double flick): the first fling is drawn
    /// at `fps` frames a second, the pointer goes down again half a frame after the last frame at or
    /// before `after` seconds past the first release (between two frames), and moves at
    /// `pointerSpeed` for `moveDuration` before the release.
    var second: Flick?

    struct Flick {
        var after, pointerSpeed, moveDuration: Double
        var fps = ExportScenario.fps
    }

    /// The state at the release and the trajectory after it.
    struct Run {
        var offset: Double
        /// The content's velocity (what the app flings with) and the finger's (what Flutter hands over), pt/s.
        var velocity: Double
        var fingerVelocity: Double
        var minEdge: Double
        var maxEdge: Double
        var viewport: Double
        /// Offsets at i / 240 s after the release until the motion ends, then one more second at rest.
        var samples: [Double]
        /// A double flick: the first fling, and the velocity the app released the second flick with,
        /// carried momentum included (`velocity` is then the flick's own, as the hand gave it: each
        /// export adds what it kept of its own first fling).
        var caught: Caught?
    }

    /// The first fling of a double flick: where it was released, how fast (the content's and the
    /// finger's), when its last frame before the second press was drawn (`after`, s after the
    /// release, frames at `fps`), when the press came (`pressedAfter`, between that frame and the
    /// next), and the app's release velocity of the second flick.
    struct Caught {
        var offset, velocity, fingerVelocity, after, pressedAfter, fps, released: Double
    }

    static let fps = 240.0
    static let viewport = 600.0
    static let content = 40_000.0

    /// Runs the app's model: press, move at constant speed in 240 Hz steps, hold, release, step;
    /// sample i is taken `at(i)` seconds after the release (i / 240 unless told), and a double
    /// flick's first fling draws frame i at `frameAt(i, fps)` (i / fps unless told).
    func run(_ set: TuningSet, at: (Int) -> Double = { Double($0) / ExportScenario.fps },
             frameAt: (Int, Double) -> Double = { Double($0) / $1 }) -> Run {
        let gesture = release(set, frameAt: frameAt)
        var s = gesture.scroller, caught = gesture.caught
        let t = gesture.t
        // A double flick hands the exports the flick's own velocity: the same gesture with nothing carried.
        var own = set
        own.scroll.carriedMomentum = false
        let velocity = caught == nil ? s.velocity : release(own, frameAt: frameAt).scroller.velocity
        caught?.released = s.velocity
        let released = (offset: s.offset, velocity: velocity)
        var samples = [s.offset]
        var restFrames = 0
        var i = 0
        while restFrames < Int(Self.fps), i < Int(20 * Self.fps) {
            i += 1
            s.step(to: t + at(i))
            samples.append(s.offset)
            if s.isAtRest { restFrames += 1 }
        }
        let finger = hold > 0 ? 0 : -(second?.pointerSpeed ?? pointerSpeed)
        return Run(offset: released.offset, velocity: released.velocity, fingerVelocity: finger,
                   minEdge: -set.scroll.topBarHeight, maxEdge: Self.content - Self.viewport, viewport: Self.viewport,
                   samples: samples, caught: caught)
    }

    /// Press, move at constant speed in 240 Hz steps, hold, release (at the time returned). With a
    /// second flick the first is released, drawn frame by frame at `frameAt(i, fps)` as the app's
    /// window does (each frame presented), and caught half a frame after the last frame at `after`.
    private func release(_ set: TuningSet, frameAt: (Int, Double) -> Double) -> (scroller: Scroller, t: Double, caught: Caught?) {
        var s = Scroller(tuning: set.scroll, viewportExtent: Self.viewport, contentExtent: Self.content)
        s.pixelDensity = pixelDensity
        s.jump(to: startOffset, at: 0)
        var t = 0.0, y = 300.0
        func drag(speed: Double, over duration: Double) {
            s.press(pointer: y, at: t)
            for _ in 0..<Int((duration * Self.fps).rounded()) {
                t += 1 / Self.fps
                y += speed / Self.fps
                s.move(pointer: y, at: t)
            }
        }
        drag(speed: pointerSpeed, over: moveDuration)
        if hold > 0 {
            t += hold
            s.move(pointer: y, at: t)
        }
        s.release(at: t)
        guard let second else { return (s, t, nil) }
        let frames = Int((second.after * second.fps + 1e-9).rounded(.down))
        let last = frameAt(frames, second.fps), press = last + 0.5 / second.fps
        let first = Caught(offset: s.offset, velocity: s.velocity, fingerVelocity: -pointerSpeed, after: last,
                           pressedAfter: press, fps: second.fps, released: 0)
        for i in 1...frames {
            s.step(to: t + frameAt(i, second.fps))
            s.framePresented()
        }
        t += press
        // As the engine does, the fling runs on to the press, which stops it there.
        s.step(to: t)
        drag(speed: second.pointerSpeed, over: second.moveDuration)
        s.release(at: t)
        return (s, t, first)
    }

    /// The scenarios at one pixel density: interior flings at four speeds, a fling into the top
    /// edge, releases past the top edge at rest and moving outwards, two double flicks, each with
    /// its first fling drawn at 30, 60, 144 and 240 fps and the second press between two frames.
    static func all(pixelDensity d: Double) -> [ExportScenario] {
        var out: [ExportScenario] = []
        for v in [500.0, 1000, 2000, 4000] {
            out.append(ExportScenario(name: "interior fling \(Int(v)) pt/s", startOffset: 20_000, pointerSpeed: -v,
                                      moveDuration: 0.1, pixelDensity: d))
        }
        out.append(ExportScenario(name: "fling into the top edge", startOffset: 400, pointerSpeed: 2500,
                                  moveDuration: 0.1, pixelDensity: d))
        out.append(ExportScenario(name: "release overscrolled at rest", startOffset: -64, pointerSpeed: 1000,
                                  moveDuration: 0.25, hold: 0.2, pixelDensity: d))
        out.append(ExportScenario(name: "release overscrolled moving outwards", startOffset: -64, pointerSpeed: 900,
                                  moveDuration: 0.2, pixelDensity: d))
        // A second flick the same way while the first still moves: it carries the fling's momentum (or
        // not, with the tuning's carried momentum off). In the second the sum passes the fling limit, but
        // for the slow tuning, whose momentum there is more than twice the flick: that flick carries none.
        for fps in [30.0, 60, 144, 240] {
            let at = " (\(Int(fps)) fps, pressed between frames)"
            out.append(ExportScenario(name: "double flick" + at, startOffset: 20_000, pointerSpeed: -2000, moveDuration: 0.1,
                                      pixelDensity: d, second: Flick(after: 0.25, pointerSpeed: -1500, moveDuration: 0.05, fps: fps)))
            out.append(ExportScenario(name: "double flick past the fling limit" + at, startOffset: 20_000, pointerSpeed: -4000,
                                      moveDuration: 0.1, pixelDensity: d,
                                      second: Flick(after: 0.1, pointerSpeed: -4000, moveDuration: 0.05, fps: fps)))
        }
        return out.map { var s = $0; s.name += " at \(Int(d))x"; return s }
    }

    /// The default feel and feels far from it: a fast deceleration with a stiff over-damped
    /// spring, a slow one with a soft bouncy spring and tight caps, a bouncy tuned one; the
    /// default with carried momentum off (every other one carries it).
    static func tunings() -> [(String, TuningSet)] {
        var fastStiff = TuningSet()
        fastStiff.scroll.decelerationRate = 0.99
        fastStiff.scroll.springStiffness = 600
        fastStiff.scroll.springDampingRatio = 1.6
        fastStiff.scroll.rubberBandCoefficient = 0.8
        // Each tuning carries a refresh control too (the exports' control code compiles for each).
        fastStiff.headerControl = .android
        fastStiff.androidSpinner.large = true
        fastStiff.androidSpinner.triggerDistance = 80
        fastStiff.androidSpinner.spinnerOffsetEnd = 96
        fastStiff.androidSpinner.slingshotDistance = 120
        var slowSoft = TuningSet()
        slowSoft.scroll.decelerationRate = 0.9993
        slowSoft.scroll.springStiffness = 40
        slowSoft.scroll.springDampingRatio = 0.4
        slowSoft.scroll.maxBounceOvershoot = 200
        slowSoft.scroll.springTransferCap = 2500
        slowSoft.scroll.stopPixelSpeed = 35
        slowSoft.headerControl = .cupertino
        slowSoft.cupertino.triggerDistance = 120
        slowSoft.cupertino.indicatorExtent = 70
        var bouncy = TuningSet()
        bouncy.scroll.decelerationRate = 0.9975
        bouncy.scroll.springStiffness = 180
        bouncy.scroll.springDampingRatio = 0.7
        bouncy.scroll.rubberBandCoefficient = 0.4
        bouncy.headerControl = .material
        bouncy.materialDisplacement = 56
        var noCarry = TuningSet()
        noCarry.scroll.carriedMomentum = false
        return [("default", TuningSet()), ("fast, stiff over-damped spring", fastStiff),
                ("slow, soft bouncy spring", slowSoft), ("bouncy", bouncy), ("no carried momentum", noCarry)]
    }

    /// Every tuning x scenario x density with its app run.
    static func cases() -> [(tuning: String, set: TuningSet, scenario: ExportScenario, run: Run)] {
        var out: [(String, TuningSet, ExportScenario, Run)] = []
        for (name, set) in tunings() {
            for d in [1.0, 2.0] {
                for s in all(pixelDensity: d) { out.append((name, set, s, s.run(set))) }
            }
        }
        return out
    }
}

/// The worst gap between an export's trajectory and the app's, and where it is.
func worstGap(_ app: [Double], _ other: (Int) -> Double) -> (gap: Double, frame: Int) {
    var worst = (gap: 0.0, frame: 0)
    for (i, x) in app.enumerated() {
        let gap = abs(other(i) - x)
        if !(gap <= worst.gap) { worst = (gap, i) }
    }
    return worst
}

/// Asserts one export's trajectory is within 1 pt of the app's, naming the format, scenario and error.
func assertWithinAPoint(_ format: String, _ tuning: String, _ scenario: String, _ app: [Double],
                        file: StaticString = #filePath, line: UInt = #line, _ other: (Int) -> Double) {
    let w = worstGap(app, other)
    XCTAssertLessThanOrEqual(w.gap, 1, "\(format): \(scenario), tuning \(tuning): off by \(TraceEvent.num(w.gap, 3)) pt "
                             + "at \(TraceEvent.num(Double(w.frame) / ExportScenario.fps, 4)) s after the release",
                             file: file, line: line)
}
