import Foundation
import XCTest
import RefreshEngine
@testable import RefreshDemoModel

/// The Android export: compiled by kotlinc against the documented androidx.dynamicanimation
/// signatures, and its fling and hand-over run on a port of androidx's stepping
/// (AndroidAnimationPort) with the numbers read out of the exported Kotlin, against the
/// app's trajectory at the same frame times, within 1 pt.
final class AndroidExportTests: XCTestCase {
    struct Exported {
        var friction, minVisibleChange, stiffness, ratio, cap, restDistance, retain, maxFling: Float
        /// The carried momentum's fit (scale, exponent, limit), nil when CARRIES_MOMENTUM is false.
        var momentum: (scale: Double, exponent: Double, limit: Double)?

        init(_ kotlin: String, _ context: String) throws {
            func number(_ label: String) throws -> Float { Float(try exportedNumber(after: label, in: kotlin, context)) }
            friction = try number("const val FRICTION =")
            minVisibleChange = try number("const val MIN_VISIBLE_CHANGE =")
            stiffness = try number("const val STIFFNESS =")
            ratio = try number("const val DAMPING_RATIO =")
            cap = try number("const val TRANSFER_CAP =")
            restDistance = try number("const val REST_DISTANCE =")
            retain = try number("const val MOMENTUM_RETAIN =")
            maxFling = try number("const val MAX_FLING =")
            func double(_ label: String) throws -> Double { try exportedNumber(after: label, in: kotlin, context) }
            momentum = kotlin.contains("const val CARRIES_MOMENTUM = true")
                ? (try double("const val MOMENTUM_SCALE ="), try double("const val MOMENTUM_EXPONENT ="), try double("const val MOMENTUM_LIMIT ="))
                : nil
        }

        /// TunedFling.hold: what a press keeps from the fling's last frame's speed `velocity` (px/s).
        func hold(_ velocity: Float, density: Float) -> Float {
            guard let m = momentum else { return 0 }
            let v = Double(velocity / density)
            return Float((v < 0 ? -1 : v > 0 ? 1 : 0) * Swift.min(m.scale * pow(abs(v), m.exponent), m.limit) * Double(density))
        }

        /// The first fling of a double flick as TunedFling runs it at `fps`: its update listener's velocity
        /// at the last frame before the press `frames` frames in (0 once it ended at rest or at an edge).
        func flingVelocity(start: Float, velocity: Float, min: Float, max: Float, frames: Int, fps: Double) -> Float {
            var f = AndroidPort.Fling(start: start, velocity: velocity, frictionScalar: friction,
                                      minimumVisibleChange: minVisibleChange, min: min, max: max)
            for i in 1...frames {
                let dt = AndroidPort.frameMillis(i, fps: fps) - AndroidPort.frameMillis(i - 1, fps: fps)
                if f.step(dt) { return 0 }
            }
            return f.velocity
        }

        /// TunedFling.bounce: the spring's state `elapsed` seconds in, as a SpringAnimation.
        func bounce(_ displacement: Float, _ velocity: Float, edge: Float, elapsed: Double, density: Float) -> AndroidPort.Spring {
            let w = Double(stiffness).squareRoot(), z = Double(ratio)
            let d = Double(displacement), v = Double(velocity), t = elapsed
            let x: Double, dx: Double
            if z > 1 {
                let s = w * (z * z - 1).squareRoot()
                let r1 = -z * w + s, r2 = -z * w - s
                let c2 = (v - r1 * d) / (r2 - r1), c1 = d - c2
                x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
                dx = c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
            } else if z == 1 {
                let c2 = v + w * d
                x = (d + c2 * t) * exp(-w * t)
                dx = (c2 - w * (d + c2 * t)) * exp(-w * t)
            } else {
                let wd = w * (1 - z * z).squareRoot(), c2 = (v + z * w * d) / wd, e = exp(-z * w * t)
                x = e * (d * cos(wd * t) + c2 * sin(wd * t))
                dx = e * ((c2 * wd - z * w * d) * cos(wd * t) - (d * wd + z * w * c2) * sin(wd * t))
            }
            return AndroidPort.Spring(start: Float(Double(edge) + x), velocity: Float(dx), final: edge, stiffness: stiffness,
                                      dampingRatio: ratio, minimumVisibleChange: restDistance * density / 0.75)
        }

        /// TunedFling.start (with the `momentum` the last hold() kept) and its end listener, frame by
        /// frame: the value at each frame, px.
        func frames(start: Float, velocity release: Float, momentum: Float = 0, min: Float, max: Float, density: Float,
                    count: Int) -> [Float] {
            let carried = release * momentum > 0 && abs(release) > abs(momentum) * retain ? momentum : 0
            let velocity = Swift.min(Swift.max(release + carried, -maxFling * density), maxFling * density)
            let cap = self.cap * density
            var spring: AndroidPort.Spring?
            var fling: AndroidPort.Fling?
            if start < min || start > max {
                let edge = start < min ? min : max
                let outwards = start < min ? velocity < 0 : velocity > 0
                spring = bounce(start - edge, outwards ? Swift.min(Swift.max(velocity, -cap), cap) : velocity, edge: edge,
                                elapsed: 0, density: density)
            } else {
                fling = AndroidPort.Fling(start: start, velocity: velocity, frictionScalar: friction,
                                          minimumVisibleChange: minVisibleChange, min: min, max: max)
            }
            let k = -4.2 * Double(friction)
            let rest = Double(start) - Double(velocity) / k
            var out: [Float] = [start]
            var done = false
            for i in 1..<count {
                let dt = AndroidPort.frameMillis(i, fps: ExportScenario.fps) - AndroidPort.frameMillis(i - 1, fps: ExportScenario.fps)
                if done { out.append(out.last!); continue }
                if var f = fling {
                    let ended = f.step(dt)
                    fling = f
                    if ended {
                        fling = nil
                        if f.value == min || f.value == max {
                            let edgeSpeed = k * (Double(f.value) - rest)
                            let ago = f.velocity != 0 && Double(f.velocity) / edgeSpeed > 0 ? log(Double(f.velocity) / edgeSpeed) / k : 0
                            // The spring's first frame sets its start value and does not step.
                            spring = bounce(0, Swift.min(Swift.max(Float(edgeSpeed), -cap), cap), edge: f.value, elapsed: ago,
                                            density: density)
                        } else {
                            done = true
                        }
                    }
                    out.append(spring?.value ?? f.value)
                    continue
                }
                if var s = spring {
                    done = s.step(dt)
                    spring = s
                    out.append(s.value)
                }
            }
            return out
        }
    }

    func testTheExportRunOnAndroidxSteppingFollowsTheAppWithinAPoint() throws {
        let millis = { (i: Int) in Double(AndroidPort.frameMillis(i, fps: ExportScenario.fps)) / 1000 }
        for (name, set) in ExportScenario.tunings() {
            let kotlin = FeelExport.text(.android, set)
            let e = try Exported(kotlin, "android \(name)")
            // The lines `frames` and `bounce` mirror.
            for line in [".setMinimumVisibleChange(MIN_VISIBLE_CHANGE)", "val edgeSpeed = k * (value - rest)",
                         "ln(velocity / edgeSpeed) / k", "bounce(0f, edgeSpeed.toFloat().coerceIn(-cap, cap), value, ago)",
                         "spring.setMinimumVisibleChange(REST_DISTANCE * density / 0.75f)",
                         "momentum = (carriedMomentum((flingVelocity / density).toDouble()) * density).toFloat()",
                         "val carried = if (velocity * momentum > 0f && abs(velocity) > abs(momentum) * MOMENTUM_RETAIN) momentum else 0f",
                         "val speed = (velocity + carried).coerceIn(-MAX_FLING * density, MAX_FLING * density)",
                         "flingVelocity = velocity"] {
                XCTAssertTrue(kotlin.contains(line), "android: the export no longer says \(line)")
            }
            for d in [1.0, 2.0] {
                for scenario in ExportScenario.all(pixelDensity: d) {
                    let r = scenario.run(set, at: millis, frameAt: { Double(AndroidPort.frameMillis($0, fps: $1)) / 1000 })
                    let density = Float(d)
                    // A double flick: the export's own first fling, held at the press.
                    let momentum = r.caught.map { first in
                        e.hold(e.flingVelocity(start: Float(first.offset * d), velocity: Float(first.velocity * d),
                                               min: Float(r.minEdge * d), max: Float(r.maxEdge * d),
                                               frames: Int((first.after * first.fps).rounded()), fps: first.fps), density: density)
                    } ?? 0
                    let px = e.frames(start: Float(r.offset * d), velocity: Float(r.velocity * d), momentum: momentum,
                                      min: Float(r.minEdge * d), max: Float(r.maxEdge * d), density: density, count: r.samples.count)
                    assertWithinAPoint("android", name, scenario.name, r.samples) { Double(px[$0]) / d }
                }
            }
        }
    }

    /// The stop speed: FlingAnimation's default minimum visible change (1 px) stops 13 pt short
    /// of the app on a 1,000 pt/s fling; the exported one stops where the app does.
    func testTheMinimumVisibleChangeStopsWhereTheAppStops() throws {
        let e = try Exported(FeelExport.text(.android, TuningSet()), "android")
        for (change, expected) in [(e.minVisibleChange, 489.52), (1, 476.1)] {
            var f = AndroidPort.Fling(start: 0, velocity: 1000, frictionScalar: e.friction, minimumVisibleChange: change,
                                      min: -1e6, max: 1e6)
            var i = 1
            while !f.step(AndroidPort.frameMillis(i, fps: 240) - AndroidPort.frameMillis(i - 1, fps: 240)) { i += 1 }
            XCTAssertEqual(Double(f.value), expected, accuracy: 0.3, "android: a 1,000 pt/s fling with change \(change)")
        }
    }

    /// kotlinc compiles the exported Kotlin of every tuning (one compile, each in its own package)
    /// against stubs of androidx.dynamicanimation's documented public signatures (and
    /// SmartRefreshLayout's TwoLevelHeader for the second floor, RecyclerView's and its layout
    /// manager's for the list layouts, CoordinatorLayout's, ViewPager2's and TabLayout's for the
    /// tabs).
    func testTheExportedKotlinCompilesAgainstTheAndroidxSignatures() throws {
        guard let kotlinc = ["/usr/bin/kotlinc", "/usr/local/bin/kotlinc"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("android: kotlinc is not installed (make test installs Debian's kotlin); the Kotlin export was not compiled")
        }
        let folder = ProductPaths.temporaryFolder("export-kotlin")
        var sources: [String] = []
        // The tunings of the scenarios, and Android's own model (its own physics' export).
        // The Android preset brings its collapsing toolbar; a floating, snapping SliverAppBar and a large title map
        // onto AppBarLayout's flags too.
        var sliver = TuningSet()
        sliver.bar.kind = .sliver
        sliver.bar.floating = true
        sliver.bar.snap = true
        var large = TuningSet()
        large.bar.kind = .largeTitle
        let bars: [(String, TuningSet)] = [("sliver", sliver), ("largetitle", large)]
        // The second floor: TwoLevelHeader's setters, under the app's model and Android's own.
        let floors = TwoLevelExportTests.floors()
        // The list layouts: RecyclerView's decoration, LinearLayoutManager, SwipeRefreshLayout's callback,
        // SmartRefreshLayout's footer and the tabs' pager, under the app's model and Android's own.
        var layouts = LayoutExportTests.layouts()
        for (name, set) in LayoutExportTests.layouts() {
            var own = set
            own.scroll.model = .android
            layouts.append((name + " (android)", own))
        }
        for (i, (_, set)) in (ExportScenario.tunings() + [("android", TuningPresets.named("android")!)] + bars + floors + layouts).enumerated() {
            let url = folder.appendingPathComponent("Tuned\(i).kt")
            try ("package tuned\(i)\n\n" + FeelExport.text(.android, set)).write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
        }
        let stubs = ProductPaths.repository.appendingPathComponent("Tests/Fixtures/androidx-stubs")
        let javas = try XCTUnwrap(FileManager.default.enumerator(atPath: stubs.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".java") }.map { stubs.appendingPathComponent($0).path }
        XCTAssertEqual(javas.count, 26, "the androidx (CoordinatorLayout and ViewPager2 among them), Material Components, "
                       + "SmartRefreshLayout, android.view and android.graphics stubs")
        let out = folder.appendingPathComponent("classes")
        let r = try runProgram(URL(fileURLWithPath: kotlinc), sources + javas + ["-d", out.path], timeout: 300)
        let problems = r.stderr.split(separator: "\n").filter { $0.contains(".kt:") && ($0.contains("error:") || $0.contains("warning:")) }
        XCTAssertEqual(r.status, 0, "android: kotlinc failed:\n\(r.stderr)")
        XCTAssertEqual(problems, [], "android: kotlinc reports problems in the export")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("tuned0/TunedFling.class").path))
    }
}
