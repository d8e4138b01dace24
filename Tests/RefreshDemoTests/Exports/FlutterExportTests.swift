import Foundation
import XCTest
import RefreshEngine
@testable import RefreshDemoModel

/// The Flutter export run on a port of Flutter's own physics (FlutterPhysicsPort): its
/// TunedScrollPhysics.createBallisticSimulation with the numbers read out of the exported
/// Dart, against the app's trajectory, within 1 pt for every scenario, density and tuning.
final class FlutterExportTests: XCTestCase {
    /// The exported Dart's constants.
    struct Exported {
        var drag, stopPixelSpeed, cap, restDistance, restVelocity, rubberBand, stiffness, ratio, maxFling: Double
        /// carriedMomentum's fit (scale, exponent, limit), nil where it returns 0.
        var momentum: (scale: Double, exponent: Double, limit: Double)?
        /// createBallisticSimulation clamps the speed it is given to the fling limit (a flick that
        /// carried momentum may pass it: Flutter adds it after its recognizer clamped the finger's).
        var clampsFling: Bool

        init(_ dart: String, _ context: String) throws {
            func number(_ label: String) throws -> Double { try exportedNumber(after: label, in: dart, context) }
            drag = try number("static const double drag =")
            stopPixelSpeed = try number("static const double stopPixelSpeed =")
            cap = try number("static const double maxSpringTransferVelocity =")
            restDistance = try number("springTolerance = Tolerance(distance:")
            restVelocity = try number("springTolerance = Tolerance(distance: \(TraceEvent.num(restDistance, 6)), velocity:")
            rubberBand = try number("static const double rubberBand =")
            stiffness = try number("SpringDescription.withDampingRatio(mass: 1, stiffness:")
            ratio = try number("stiffness: \(TraceEvent.num(stiffness, 6)), ratio:")
            maxFling = try number("double get maxFlingVelocity =>")
            clampsFling = dart.contains("final double fling = velocity.clamp(-maxFlingVelocity, maxFlingVelocity).toDouble();")
            let override = "double carriedMomentum(double existingVelocity) =>"
            if let r = dart.range(of: override), dart[r.upperBound...].hasPrefix(" 0;") {
                momentum = nil
            } else if let r = dart.range(of: override) {
                let body = String(dart[r.upperBound...])
                momentum = (try exportedNumber(after: "math.min(", in: body, context),
                            try exportedNumber(after: "math.pow(existingVelocity.abs(),", in: body, context),
                            try exportedNumber(after: ".toDouble(),", in: body, context))
            } else {
                // Not overridden: BouncingScrollPhysics's own, whatever the tuning says.
                momentum = (0.000816, 1.967, 40_000)
            }
        }

        /// TunedScrollPhysics.carriedMomentum.
        func carriedMomentum(_ v: Double) -> Double {
            guard let m = momentum else { return 0 }
            return (v < 0 ? -1 : v > 0 ? 1 : 0) * Swift.min(m.scale * pow(abs(v), m.exponent), m.limit)
        }

        var spring: FlutterPort.SpringDescription { .withDampingRatio(mass: 1, stiffness: stiffness, ratio: ratio) }
        var springTolerance: FlutterPort.Tolerance { FlutterPort.Tolerance(distance: restDistance, velocity: restVelocity) }

        func frictionFactor(_ f: Double) -> Double { rubberBand * (1 - f) * (1 - f) }

        /// TunedScrollPhysics.createBallisticSimulation, line for line.
        func ballistic(pixels: Double, velocity: Double, min: Double, max: Double, viewport: Double,
                       devicePixelRatio: Double) -> FlutterPort.Simulation? {
            if pixels < min || pixels > max {
                let before = pixels < min
                let edge = before ? min : max
                var v = velocity * frictionFactor(abs(pixels - edge) / viewport)
                if before ? v < 0 : v > 0 { v = Swift.min(Swift.max(v, -cap), cap) }
                return FlutterPort.ScrollSpringSimulation(spring, pixels, edge, v, tolerance: springTolerance)
            }
            let fling = clampsFling ? Swift.min(Swift.max(velocity, -maxFling), maxFling) : velocity
            let stopSpeed = stopPixelSpeed / devicePixelRatio
            if abs(fling) < stopSpeed { return nil }
            return Bouncing(self, position: pixels, velocity: fling, leading: min, trailing: max, stopSpeed: stopSpeed)
        }
    }

    /// TunedBouncingScrollSimulation, line for line.
    struct Bouncing: FlutterPort.Simulation {
        let friction: FlutterPort.FrictionSimulation
        var spring: FlutterPort.ScrollSpringSimulation?
        var springTime = Double.infinity

        init(_ e: Exported, position: Double, velocity: Double, leading: Double, trailing: Double, stopSpeed: Double) {
            friction = FlutterPort.FrictionSimulation(e.drag, position, velocity,
                                                      tolerance: FlutterPort.Tolerance(velocity: stopSpeed))
            let finalX = friction.finalX
            guard let edge = finalX < leading ? leading : (finalX > trailing ? trailing : nil) else { return }
            let t = friction.timeAtX(edge)
            guard t.isFinite, !friction.isDone(t) else { return }
            springTime = t
            spring = FlutterPort.ScrollSpringSimulation(e.spring, edge, edge, min(max(friction.dx(t), -e.cap), e.cap),
                                                        tolerance: e.springTolerance)
        }

        func x(_ t: Double) -> Double { t >= springTime ? spring!.x(t - springTime) : friction.x(t) }
        func dx(_ t: Double) -> Double { t >= springTime ? spring!.dx(t - springTime) : friction.dx(t) }
        func isDone(_ t: Double) -> Bool { t >= springTime ? spring!.isDone(t - springTime) : friction.isDone(t) }
    }

    func testTheExportRunOnFlutterPhysicsFollowsTheAppWithinAPoint() throws {
        for c in ExportScenario.cases() {
            let dart = FeelExport.text(.flutter, c.set)
            let e = try Exported(dart, "flutter \(c.tuning)")
            // The lines `ballistic` and `Bouncing` mirror.
            for line in ["double v = velocity * frictionFactor((position.pixels - edge).abs() / position.viewportDimension);",
                         "if (!t.isFinite || _friction.isDone(t)) return;", "_friction.dx(t).clamp(-cap, cap)",
                         "tolerance: Tolerance(velocity: stopSpeed)", "final double stopSpeed = stopPixelSpeed / position.devicePixelRatio;",
                         "final double fling = velocity.clamp(-maxFlingVelocity, maxFlingVelocity).toDouble();"] {
                XCTAssertTrue(dart.contains(line), "flutter: the export no longer says \(line)")
            }
            let r = c.run
            // Flutter hands the ballistic simulation the finger's velocity, plus, for a flick that caught
            // the export's own first fling, what TunedScrollPhysics.carriedMomentum made of its last frame's.
            var velocity = r.fingerVelocity
            if let first = r.caught {
                let fling = e.ballistic(pixels: first.offset, velocity: first.fingerVelocity, min: r.minEdge, max: r.maxEdge,
                                        viewport: r.viewport, devicePixelRatio: c.scenario.pixelDensity)
                let held = FlutterPort.heldVelocity(fling, pressedAfter: first.pressedAfter, fps: first.fps)
                velocity = FlutterPort.dragEnd(velocity: velocity, carried: e.carriedMomentum(held))
            }
            let sim = e.ballistic(pixels: r.offset, velocity: velocity, min: r.minEdge, max: r.maxEdge,
                                  viewport: r.viewport, devicePixelRatio: c.scenario.pixelDensity)
            let frames = sim.map { FlutterPort.frames($0, count: r.samples.count, fps: ExportScenario.fps) }
                ?? Array(repeating: r.offset, count: r.samples.count)
            assertWithinAPoint("flutter", c.tuning, c.scenario.name, r.samples) { frames[$0] }
        }
    }

    /// Against the app itself: its headless trace at 240 fps of a fling caught and flicked back
    /// into the top edge (it hands over at the edge, overshoots the 120 pt cap's worth and
    /// settles), frame by frame after the release.
    func testTheExportFollowsTheHeadlessTraceOfAFlingIntoTheEdge() throws {
        let folder = ProductPaths.temporaryFolder("export-trace")
        let script = folder.appendingPathComponent("fling.txt")
        try "wait 0.2\ndrag 200,300 -> 200,100 over 0.05\nwait 0.15\ndrag 200,200 -> 200,500 over 0.06\nwait 3\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let r = try runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--fps", "240", "--script", script.path,
                                                         "--trace", "-", "--trace-frames"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let events = r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let release = try XCTUnwrap(events.last { $0["phase"] as? String == "decelerating" && $0["type"] as? String == "scroll" })
        let t0 = try XCTUnwrap(release["t"] as? Double)
        let x0 = try XCTUnwrap(release["offsetY"] as? Double), v0 = try XCTUnwrap(release["velocityY"] as? Double)
        let frames = events.filter { $0["type"] as? String == "frame" && ($0["t"] as? Double ?? 0) >= t0 }
            .compactMap { f in (f["t"] as? Double).flatMap { t in (f["offsetY"] as? Double).map { (t - t0, $0) } } }
        XCTAssertLessThan(frames.map(\.1).min() ?? 0, -64 - 100, "the fling bounced past the top edge")
        let e = try Exported(FeelExport.text(.flutter, TuningSet()), "flutter")
        let sim = try XCTUnwrap(e.ballistic(pixels: x0, velocity: v0, min: -64, max: 1e6, viewport: 760, devicePixelRatio: 1))
        var worst = (gap: 0.0, t: 0.0), done = false, value = x0
        for (t, x) in frames {
            if !done { value = sim.x(t); done = sim.isDone(t) }
            if abs(value - x) > worst.gap { worst = (abs(value - x), t) }
        }
        XCTAssertLessThanOrEqual(worst.gap, 1, "flutter: fling into the top edge (headless trace), tuning default: off by "
                                 + "\(TraceEvent.num(worst.gap, 3)) pt at \(TraceEvent.num(worst.t, 4)) s after the release")
    }

    /// The port's hold(): a press between two frames keeps the speed of the frame before it, not
    /// the speed at the press; a press after a tick found the fling done keeps nothing; and
    /// ScrollDragController.end adds only to a flick the same way faster than half of it.
    func testThePortHoldsTheLastFramesSpeedAndEndsAsScrollDragController() {
        let fling = FlutterPort.FrictionSimulation(0.135, 0, 2000, tolerance: FlutterPort.Tolerance(velocity: 20))
        let between = 0.25 + 0.5 / ExportScenario.fps
        XCTAssertEqual(FlutterPort.heldVelocity(fling, pressedAfter: between, fps: ExportScenario.fps), fling.dx(0.25), accuracy: 1e-9)
        XCTAssertGreaterThan(fling.dx(0.25) - fling.dx(between), 2, "half a frame changes the speed")
        XCTAssertEqual(FlutterPort.heldVelocity(fling, pressedAfter: 0.25, fps: ExportScenario.fps), fling.dx(0.25), accuracy: 1e-9)
        XCTAssertEqual(FlutterPort.heldVelocity(fling, pressedAfter: 5, fps: ExportScenario.fps), 0)
        XCTAssertEqual(FlutterPort.heldVelocity(nil, pressedAfter: 0.25, fps: ExportScenario.fps), 0)
        XCTAssertEqual(FlutterPort.dragEnd(velocity: 1500, carried: 900), 2400)
        XCTAssertEqual(FlutterPort.dragEnd(velocity: 400, carried: 900), 400)
        XCTAssertEqual(FlutterPort.dragEnd(velocity: -1500, carried: 900), -1500)
    }

    /// The scenarios cover what they say: a bounce past the edge, a release moving outwards, a
    /// double flick whose second release carries the first fling's momentum (past the fling limit
    /// in the second), and none with carried momentum off.
    func testTheScenariosBounceAndReleaseOutwards() {
        for c in ExportScenario.cases() where c.tuning == "no carried momentum" && c.scenario.name.hasPrefix("double flick") {
            let caught = try? XCTUnwrap(c.run.caught, c.scenario.name)
            XCTAssertEqual(caught?.released, c.run.velocity, "\(c.scenario.name): released with nothing carried")
        }
        for c in ExportScenario.cases() where c.tuning == "default" {
            if c.scenario.name.hasPrefix("double flick") {
                let caught = try? XCTUnwrap(c.run.caught, c.scenario.name)
                XCTAssertEqual(c.run.velocity, -(c.scenario.second?.pointerSpeed ?? 0), accuracy: 1, "\(c.scenario.name): the flick's own speed")
                XCTAssertGreaterThan(caught?.released ?? 0, c.run.velocity + 500, "\(c.scenario.name): carries momentum")
                if c.scenario.name.hasPrefix("double flick past") {
                    XCTAssertEqual(caught?.released, 8000, "\(c.scenario.name): clamped to the fling limit")
                }
            }
            if c.scenario.name.hasPrefix("fling into") {
                XCTAssertGreaterThan(c.run.offset, c.run.minEdge + 100, "\(c.scenario.name): released inside")
                XCTAssertLessThan(c.run.samples.min() ?? 0, c.run.minEdge - 5, c.scenario.name)
            }
            if c.scenario.name.hasPrefix("release overscrolled moving") {
                XCTAssertLessThan(c.run.velocity, -50, c.scenario.name)
                XCTAssertLessThan(c.run.samples[4], c.run.samples[0], "\(c.scenario.name): keeps going outwards")
            }
            if c.scenario.name.hasPrefix("release overscrolled at rest") {
                XCTAssertEqual(c.run.velocity, 0, c.scenario.name)
                XCTAssertLessThan(c.run.offset, c.run.minEdge - 30, c.scenario.name)
            }
            XCTAssertEqual(c.run.samples.last ?? 0, c.run.samples[c.run.samples.count - 2], "\(c.scenario.name) ends at rest")
        }
    }
}

/// The first number after `label` in an exported text.
func exportedNumber(after label: String, in text: String, _ context: String) throws -> Double {
    let r = try XCTUnwrap(text.range(of: label), "\(context): no \(label)")
    let digits = text[r.upperBound...].drop { !"-0123456789.".contains($0) }.prefix { "-0123456789.e".contains($0) }
    return try XCTUnwrap(Double(digits), "\(context): \(label) \(digits)")
}
