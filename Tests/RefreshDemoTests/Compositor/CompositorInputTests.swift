import Foundation
import XCTest

/// The app as a Wayland client of a real compositor (sway, headless), scrolled by a
/// virtual touchpad and wheel, checked through its trace. `make test` installs sway,
/// Xwayland and the touchpad's pywayland; without them these tests fail (set
/// REFRESHDEMO_SKIP_COMPOSITOR_TEST=1 to skip them knowingly).
final class CompositorInputTests: XCTestCase {
    var compositor: SwayCompositor?
    var touchpad: VirtualTouchpad?
    var app: Process?
    var traceURL: URL!

    override func tearDown() {
        if let app, app.isRunning { app.terminate(); app.waitUntilExit() }
        touchpad?.close()
        compositor?.stop()
        super.tearDown()
    }

    /// Starts sway, the app on it (Wayland, or X11 through Xwayland) and the touchpad,
    /// and puts the pointer on the window. Returns the compositor.
    @discardableResult
    func start(x11: Bool = false, arguments: [String] = [], scale: Int = 1) throws -> SwayCompositor {
        let c = try SwayCompositor(scale: scale)
        compositor = c
        let folder = ProductPaths.temporaryFolder("compositor-\(UUID().uuidString.prefix(8))")
        traceURL = folder.appendingPathComponent("trace.jsonl")
        let p = Process()
        p.executableURL = ProductPaths.executable
        p.arguments = ["--trace", traceURL.path, "--trace-frames", "--no-initial-refresh",
                       "--state-dir", folder.appendingPathComponent("state").path] + arguments
        p.environment = c.clientEnvironment(x11: x11)
        if x11 { XCTAssertNotNil(c.xDisplay(), "sway started Xwayland and let root in") }
        p.currentDirectoryURL = folder
        p.standardOutput = FileHandle.nullDevice
        let err = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        p.standardError = try FileHandle(forWritingTo: err)
        try p.run()
        app = p
        let deadline = Date().addingTimeInterval(15)
        while frames().isEmpty && Date() < deadline && p.isRunning { usleep(50_000) }
        guard !frames().isEmpty else {
            throw NSError(domain: "CompositorInputTests", code: 1, userInfo: [NSLocalizedDescriptionKey:
                "the app drew no frame on sway: \((try? String(contentsOf: err, encoding: .utf8)) ?? "")"])
        }
        let path = trace().first { $0["type"] as? String == "setting" && $0["name"] as? String == "scrollPath" }
        XCTAssertEqual(path?["value"] as? String, x11 ? "X11 smooth" : "Wayland", "the listener beside SDL started")
        let pad = try VirtualTouchpad(compositor: c)
        touchpad = pad
        // The pointer onto the window: it gets the pointer focus (scrolling goes where the pointer is).
        try pad.run(["move 240 400 \(SwayCompositor.outputSize.width) \(SwayCompositor.outputSize.height)", "sleep 100"])
        try waitForRest()
        return c
    }

    func trace() -> [[String: Any]] {
        let text = (try? String(contentsOf: traceURL, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    func frames() -> [[String: Any]] { trace().filter { $0["type"] as? String == "frame" } }

    /// The offset of the last frame drawn.
    func offset() -> Double { frames().last?["offsetY"] as? Double ?? .nan }

    /// Waits until the list rests: the last frame is idle and no frame came for 0.3 s.
    func waitForRest(timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var count = -1
        var since = Date()
        while Date() < deadline {
            let f = frames()
            if f.count != count {
                count = f.count
                since = Date()
            } else if Date().timeIntervalSince(since) > 0.3, f.last?["phase"] as? String == "idle" {
                return
            }
            usleep(50_000)
        }
        XCTFail("the list did not come to rest within \(timeout) s")
    }

    // MARK: Wheel

    func testAWheelClickScrollsOneNotchDistanceOnWayland() throws {
        try start()
        let before = offset()
        XCTAssertEqual(before, -64, accuracy: 0.5, "at rest at the top")
        try touchpad?.run(["wheel 1"])
        try waitForRest()
        // One notch: 240 pt (input.notchDistance), animated to exactly there.
        XCTAssertEqual(offset() - before, 240, accuracy: 1)
        try touchpad?.run(["wheel -1"])
        try waitForRest()
        XCTAssertEqual(offset(), before, accuracy: 1, "a click up scrolls back")
    }

    // MARK: Touchpad

    /// What one gesture did, read from the trace after it: the offset before it, the
    /// offset and velocity at its release, and the lift's and the release's times.
    struct Gesture {
        var startOffset: Double
        var releaseOffset: Double
        var releaseVelocity: Double
        var releaseTime: Double
        var lastDeltaTime: Double
        var liftTime: Double?
        /// Times the content started tracking during the gesture (1 = never let go in between).
        var grabs: Int
        /// The fingers' speed over the last 100 ms before the release, from the deltas'
        /// own times (pt/s, > 0 when the content moves up).
        var fingerSpeed: Double
    }

    /// Sends `commands` and reads the gesture they made from the trace.
    func gesture(_ commands: [String]) throws -> Gesture {
        let mark = trace().count
        let startOffset = offset()
        try touchpad?.run(commands)
        try waitForRest()
        let after = Array(trace().dropFirst(mark))
        let deltas = after.filter { ["touchpad", "wheel"].contains($0["type"] as? String) }
        XCTAssertFalse(deltas.isEmpty, "the app received the scrolling")
        let lastDelta = deltas.last?["t"] as? Double ?? .nan
        let scrolls = after.filter { $0["type"] as? String == "scroll" }
        let release = scrolls.first { $0["phase"] as? String != "tracking" && ($0["t"] as? Double ?? 0) >= lastDelta }
        let lift = after.first { $0["type"] as? String == "input" && $0["kind"] as? String == "touchpad-lift" }
        let recent = deltas.filter { ($0["t"] as? Double ?? 0) >= lastDelta - 0.1 && $0["type"] as? String == "touchpad" }
        let span = (recent.last?["t"] as? Double ?? 0) - (recent.first?["t"] as? Double ?? 0)
        let travelled = recent.dropFirst().reduce(0.0) { $0 - ($1["dy"] as? Double ?? 0) }
        return Gesture(startOffset: startOffset,
                       releaseOffset: release?["offsetY"] as? Double ?? .nan,
                       releaseVelocity: release?["velocityY"] as? Double ?? .nan,
                       releaseTime: release?["t"] as? Double ?? .nan,
                       lastDeltaTime: lastDelta,
                       liftTime: lift?["t"] as? Double,
                       grabs: scrolls.filter { $0["phase"] as? String == "tracking" }.count,
                       fingerSpeed: span > 0 ? travelled / span : .nan)
    }

    /// Two wheel clicks down: the list rests 480 pt into its rows.
    func scrollIntoTheList() throws {
        try touchpad?.run(["wheel 2"])
        try waitForRest()
        XCTAssertEqual(offset(), -64 + 480, accuracy: 1)
    }

    func testFingerTravelMovesTheContentAsFarAsTheFingersOnWayland() throws {
        try start()
        try scrollIntoTheList()
        // 120 px in 4-px steps, then in 10-px steps (whole numbers, still a touchpad's).
        for step in [4.0, 10.0] {
            let g = try gesture(VirtualTouchpad.fingers(step, steps: Int(120 / step), interval: 10))
            XCTAssertEqual(g.releaseOffset - g.startOffset, 120, accuracy: 6, "1 px = 1 pt within 5% (\(step)-px steps)")
            XCTAssertEqual(g.grabs, 1, "one gesture, never let go in between")
            XCTAssertNotNil(g.liftTime, "released by the compositor's axis_stop")
        }
    }

    func testSlowFramesInTheMiddleOfAGestureMakeNoJump() throws {
        try start()
        try scrollIntoTheList()
        guard let pid = app?.processIdentifier else { return XCTFail("no app") }
        // The app stops for 80 ms after the fifth step: its events queue up and arrive in one frame.
        var steps = VirtualTouchpad.fingers(10, steps: 12, interval: 10)
        steps.insert("freeze \(pid) 80", at: 9)
        let g = try gesture(steps)
        XCTAssertEqual(g.releaseOffset - g.startOffset, 120, accuracy: 6)
        XCTAssertEqual(g.grabs, 1, "the pause of the frames was not taken for a lift (no coasting in between)")
        let frames = self.frames().filter { ($0["t"] as? Double ?? 0) <= g.releaseTime }
        let fastest = frames.suffix(40).map { abs($0["velocityY"] as? Double ?? 0) }.max() ?? .nan
        XCTAssertLessThan(fastest, 4000, "no burst towards the 8,000 pt/s cap")
    }

    func testAPullPastTheThresholdRefreshesAtTheLiftNotAfterAnIdleGap() throws {
        try start()
        // 160 px down from rest (rubber band: 79 pt, past the 54-pt threshold), held 300 ms, lifted.
        var steps = VirtualTouchpad.fingers(-10, steps: 16, interval: 10, lift: false)
        steps += ["sleep 300", "stop"]
        let g = try gesture(steps)
        let refreshing = trace().first { $0["type"] as? String == "header" && $0["to"] as? String == "refreshing" }
        let refreshTime = refreshing?["t"] as? Double ?? .nan
        guard let lift = g.liftTime else { return XCTFail("no lift reached the app") }
        // The stop came 300 ms after the last step: read at once, not at a later frame's time.
        // (A stop read late would be stamped with a later frame's time; 35 ms allows one
        // frame and the virtual finger's own scheduling on a busy machine.)
        XCTAssertGreaterThan(lift - g.lastDeltaTime, 0.27, "held still for 300 ms (an idle gap would have let go at 0.1)")
        XCTAssertLessThan(lift - g.lastDeltaTime, 0.335, "lifted on time")
        XCTAssertEqual(refreshTime, lift, accuracy: 0.02, "refreshing began at the lift, within one frame")
        XCTAssertEqual(offset(), -64, accuracy: 0.5, "and came back to rest after the refresh")
    }

    func testAGestureWhoseDeviceGoesAwayIsLetGo() throws {
        try start()
        // Pulled past the threshold, fingers still down: then the touchpad disappears
        // (its axis_stop can never come). The pointer's leave or its removal is the lift.
        try touchpad?.run(VirtualTouchpad.fingers(-10, steps: 16, interval: 10, lift: false) + ["sleep 200"])
        XCTAssertFalse(trace().contains { $0["type"] as? String == "input" && $0["kind"] as? String == "touchpad-release" },
                       "held while the fingers are down")
        touchpad?.close()
        try waitForRest()
        XCTAssertTrue(trace().contains { $0["type"] as? String == "input" && $0["kind"] as? String == "touchpad-lift" })
        XCTAssertTrue(trace().contains { $0["type"] as? String == "header" && $0["to"] as? String == "refreshing" },
                      "let go past the threshold: it refreshed")
        XCTAssertEqual(offset(), -64, accuracy: 0.5)
    }

    func testAPullShortOfTheThresholdSpringsBack() throws {
        try start()
        let g = try gesture(VirtualTouchpad.fingers(-10, steps: 5, interval: 10))
        XCTAssertLessThan(g.releaseOffset, -64 - 20, "it was pulled")
        XCTAssertNotNil(g.liftTime)
        XCTAssertFalse(trace().contains { $0["type"] as? String == "header" && $0["to"] as? String == "refreshing" })
        XCTAssertEqual(offset(), -64, accuracy: 0.5)
    }

    func testAFlickCoastsWithTheFingersSpeed() throws {
        try start()
        try scrollIntoTheList()
        // 30 px every 10 ms: 3,000 pt/s.
        let g = try gesture(VirtualTouchpad.fingers(30, steps: 10, interval: 10))
        // The speed the deltas' own times give (about 3,000 pt/s; less when the machine is busy).
        XCTAssertGreaterThan(g.fingerSpeed, 1500, "a flick")
        // The engine fits a parabola to the last 100 ms of deltas and takes its slope at the
        // end; the test takes their mean. With whole-millisecond stamps and a busy machine's
        // jitter the two differ by up to a third; a wrong scale (5x), a notch or no coasting
        // (0) is far outside.
        XCTAssertGreaterThan(g.releaseVelocity, g.fingerSpeed * 0.6, "the finger's speed, not less")
        XCTAssertLessThan(g.releaseVelocity, g.fingerSpeed * 1.5, "nor more")
        XCTAssertGreaterThan(offset() - g.releaseOffset, 500, "it coasted on")
    }

    // MARK: X11 through Xwayland

    func testXwaylandGivesSmoothDeltasOfTheSameDistance() throws {
        try start(x11: true)
        try scrollIntoTheList()
        // 120 px in 4-px steps: 0.4 increments each, no notches (SDL alone would give 12 notches, 2,880 pt).
        let g = try gesture(VirtualTouchpad.fingers(4, steps: 30, interval: 10, lift: false))
        XCTAssertEqual(g.releaseOffset - g.startOffset, 120, accuracy: 6, "1 px = 1 pt within 5%")
        XCTAssertEqual(g.grabs, 1)
        XCTAssertFalse(trace().contains { $0["type"] as? String == "wheel" && ($0["t"] as? Double ?? 0) > g.releaseTime - 1 },
                       "no notch")
        // Frames slowed mid-gesture: the pause is measured on the server's times, no coasting in between.
        guard let pid = app?.processIdentifier else { return XCTFail("no app") }
        var steps = VirtualTouchpad.fingers(-4, steps: 30, interval: 10, lift: false)
        steps.insert("freeze \(pid) 80", at: 21)
        let slowed = try gesture(steps)
        XCTAssertEqual(slowed.releaseOffset - slowed.startOffset, -120, accuracy: 6)
        XCTAssertEqual(slowed.grabs, 1, "no coasting in between")
    }

    func testAScrollSmallerThanOneIncrementWakesTheRestingAppOnX11() throws {
        try start(x11: true)
        try scrollIntoTheList()
        // 8 px: less than one increment, so the X server sends SDL no legacy wheel button.
        let g = try gesture(["finger 4", "sleep 10", "finger 4"])
        XCTAssertEqual(g.releaseOffset - g.startOffset, 8, accuracy: 0.5, "the app woke and followed the fingers")
    }

    func testXwaylandPullPastTheThresholdRefreshesAfterTheIdleGapAndAFlickCoasts() throws {
        try start(x11: true)
        // No lift on X11: 100 ms without a delta is the lift.
        _ = try gesture(VirtualTouchpad.fingers(-4, steps: 40, interval: 10, lift: false))
        XCTAssertTrue(trace().contains { $0["type"] as? String == "header" && $0["to"] as? String == "refreshing" },
                      "a 160-px pull refreshed")
        XCTAssertEqual(offset(), -64, accuracy: 0.5)
        try scrollIntoTheList()
        // 27 px every 10 ms (2.7 increments): 2,700 pt/s.
        let g = try gesture(VirtualTouchpad.fingers(27, steps: 10, interval: 10, lift: false))
        XCTAssertGreaterThan(g.fingerSpeed, 1300, "a flick")
        // The engine fits a parabola to the last 100 ms of deltas and takes its slope at the
        // end; the test takes their mean. With whole-millisecond stamps and a busy machine's
        // jitter the two differ by up to a third; a wrong scale (5x), a notch or no coasting
        // (0) is far outside.
        XCTAssertGreaterThan(g.releaseVelocity, g.fingerSpeed * 0.6, "the finger's speed, not less")
        XCTAssertLessThan(g.releaseVelocity, g.fingerSpeed * 1.5, "nor more")
        XCTAssertGreaterThan(offset() - g.releaseOffset, 400, "it coasted on")
    }

    func testADeviceWhoseDriverSaysTouchpadGivesDeltasEvenInWholeIncrements() throws {
        let c = try start(x11: true)
        guard let xinput = RealWindowTests.tool("xinput") else {
            throw XCTSkipUnlessCompositor("xinput is not installed (make test installs it)")
        }
        // Xwayland's pointers, marked as a libinput touchpad (as xf86-input-libinput marks one).
        var env = c.clientEnvironment(x11: true)
        env["DISPLAY"] = c.xDisplay()
        let list = try runProgram(xinput, ["list", "--name-only"], environment: env, timeout: 10).stdout
        let pointers = list.split(separator: "\n").map(String.init).filter { $0.hasPrefix("xwayland-") && $0.contains("pointer") }
        XCTAssertFalse(pointers.isEmpty, "Xwayland has a pointer: \(list)")
        for name in pointers {
            let r = try runProgram(xinput, ["set-int-prop", name, "libinput Tapping Enabled", "8", "1"], environment: env, timeout: 10)
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        // (Every scroll of Xwayland now comes from a "touchpad": the test starts at the top and
        // scrolls into the list with the fingers.)
        // 10-px steps are whole increments: from an unknown device the first would be a click.
        let g = try gesture(VirtualTouchpad.fingers(10, steps: 12, interval: 10, lift: false))
        XCTAssertEqual(g.releaseOffset - g.startOffset, 120, accuracy: 6, "deltas, 1 px = 1 pt")
        XCTAssertFalse(trace().contains { $0["type"] as? String == "wheel" && ($0["t"] as? Double ?? 0) > g.releaseTime - 1 },
                       "no notch")
    }

    func testAWheelClickScrollsOneNotchDistanceThroughXwayland() throws {
        try start(x11: true)
        let before = offset()
        XCTAssertEqual(before, -64, accuracy: 0.5)
        try touchpad?.run(["wheel 1"])
        try waitForRest()
        XCTAssertEqual(offset() - before, 240, accuracy: 1, "one notch, animated, not 10 pt")
    }
}
