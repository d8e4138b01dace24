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
    func start(x11: Bool = false, arguments: [String] = []) throws -> SwayCompositor {
        let c = try SwayCompositor()
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
        FileManager.default.createFile(atPath: err.path, contents: nil)
        p.standardError = try FileHandle(forWritingTo: err)
        try p.run()
        app = p
        let deadline = Date().addingTimeInterval(15)
        while frames().isEmpty && Date() < deadline && p.isRunning { usleep(50_000) }
        guard !frames().isEmpty else {
            throw NSError(domain: "CompositorInputTests", code: 1, userInfo: [NSLocalizedDescriptionKey:
                "the app drew no frame on sway: \((try? String(contentsOf: err, encoding: .utf8)) ?? "")"])
        }
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
}
