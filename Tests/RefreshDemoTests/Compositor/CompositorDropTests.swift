import Foundation
import XCTest

/// A Wayland drag source (`Tests/Compositor/drag_source.py`, pywayland from the venv
/// `make test` prepares): a small window that starts a drag from a real button press, as
/// file managers do. Its lines (ready, dragging N, sent N, ...) go to a file the test reads.
final class DragSource {
    private let process: Process
    private let input: Pipe
    private let output: URL

    init(compositor: SwayCompositor, files: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: VirtualTouchpad.python.path) else {
            throw XCTSkipUnlessCompositor("pywayland's venv is missing (.build/test-venv; make test creates it)")
        }
        output = compositor.runtimeDir.deletingLastPathComponent().appendingPathComponent("drag-source-\(UUID().uuidString.prefix(8))")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let p = Process()
        p.executableURL = VirtualTouchpad.python
        p.arguments = [ProductPaths.repository.appendingPathComponent("Tests/Compositor/drag_source.py").path] + files
        p.environment = compositor.clientEnvironment()
        input = Pipe()
        p.standardInput = input
        p.standardOutput = try FileHandle(forWritingTo: output)
        p.standardError = p.standardOutput
        try p.run()
        process = p
    }

    var lines: [String] {
        ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits until the source has said `line`; throws with what it said instead.
    func wait(for line: String, timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if lines.contains(line) { return }
            if !process.isRunning { break }
            usleep(20_000)
        }
        throw NSError(domain: "DragSource", code: 1, userInfo: [NSLocalizedDescriptionKey:
            "the drag source did not say \"\(line)\"; it said: \(lines.joined(separator: " / "))"])
    }

    func close() {
        // End of input ends it.
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
    }

    deinit { close() }
}

/// Files dropped on the app's Wayland window from a source that holds the pointer, as a
/// file manager's drag does: the window's wl_pointer gets a leave when the drag starts, so
/// SDL's mouse state stays where the pointer last was over the window.
extension CompositorInputTests {
    /// The art the drops set, in order, from the trace.
    func artSettings() -> [String] {
        trace().filter { $0["type"] as? String == "setting" && !["scrollPath", "renderer"].contains($0["name"] as? String ?? "") }
            .map { "\($0["name"] ?? "") \($0["value"] ?? "")" }
    }

    /// Waits until the drops have set `count` arts (a load takes a moment; at most `timeout` s).
    func waitForArtSettings(count: Int, timeout: Double = 15) {
        let deadline = Date().addingTimeInterval(timeout)
        while artSettings().count < count && Date() < deadline { usleep(50_000) }
    }

    /// Presses on the source (floated in the middle of the output), drags in steps to
    /// (x, y) of the output, and releases there; waits until the app has read the file.
    func drag(_ source: DragSource, number: Int, to x: Int, _ y: Int) throws {
        let (w, h) = SwayCompositor.outputSize
        try touchpad?.run(["move \(w / 2) \(h / 2) \(w) \(h)", "sleep 30", "press"])
        try source.wait(for: "dragging \(number)")
        var steps: [String] = []
        for i in 1...6 {
            let px = w / 2 + (x - w / 2) * i / 6, py = h / 2 + (y - h / 2) * i / 6
            steps += ["sleep 16", "move \(px) \(py) \(w) \(h)"]
        }
        try touchpad?.run(steps + ["sleep 50", "release"])
        try source.wait(for: "sent \(number)")
    }

    /// Drops a GIF at (400, lowerY) of the output, then a folder of frames at (400, upperY),
    /// the pointer resting over the window at the other half before each drag; returns the
    /// art the drops set.
    func dropTwice(lowerY: Int, upperY: Int, scale: Int = 1) throws -> [String] {
        let c = try start(scale: scale)
        let (w, h) = SwayCompositor.outputSize
        let source = try DragSource(compositor: c, files: [ArtLoaderTests.gif, ArtLoaderTests.frames])
        defer { source.close() }
        try source.wait(for: "ready")
        try touchpad?.run(["move 400 \(upperY) \(w) \(h)", "sleep 50"])
        try drag(source, number: 1, to: 400, lowerY)
        waitForArtSettings(count: 1)
        try touchpad?.run(["move 400 \(lowerY) \(w) \(h)", "sleep 50"])
        try drag(source, number: 2, to: 400, upperY)
        waitForArtSettings(count: 2)
        return artSettings()
    }

    /// A GIF dropped on the lower half is the footer's art, a folder of frames dropped on
    /// the upper half the header's, wherever the pointer last was over the window (the
    /// header half before the first drag, the footer half before the second).
    func testADropFromAGrabbingSourceLandsWhereItWasDroppedOnWayland() throws {
        XCTAssertEqual(try dropTwice(lowerY: 600, upperY: 150), ["footerArt on", "header art"],
                       "the footer half first, then the header half")
    }

    /// On a scale-2 output the window is 240 x 400 points: the drops at 300 and 150 points
    /// land on the footer and header halves (positions taken as pixels would put both on
    /// the footer, halved both on the header).
    func testADropOnAHiDPIOutputLandsWhereItWasDroppedOnWayland() throws {
        XCTAssertEqual(try dropTwice(lowerY: 600, upperY: 300, scale: 2), ["footerArt on", "header art"],
                       "the footer half first, then the header half")
        let size = trace().last { $0["type"] as? String == "resize" }
        XCTAssertEqual(size?["height"] as? Double, 400, "the window is 400 points high on the scale-2 output")
    }
}
