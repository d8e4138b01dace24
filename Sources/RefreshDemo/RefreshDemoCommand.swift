import ArgumentParser
import Foundation
import RefreshEngine

@main
struct RefreshDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "RefreshDemo",
        abstract: "A scrolling list with the feel of an iOS scroll view, on SDL2.",
        discussion: """
        Drag with the mouse to scroll; release to fling; pull past an edge to see the rubber band.
        Keys: Up/Down (a row), Page Up/Page Down and Space/Shift+Space (a page), Home/End,
        Escape or Ctrl+Q to quit. Gesture scripts, traces and headless runs are described in README.md.
        """
    )

    @Flag(help: "Render offscreen with SDL's software renderer and a virtual clock (no display needed).")
    var headless = false

    @Option(help: "Play a gesture script (see README.md for the format).")
    var script: String?

    @Option(help: "Write a JSON Lines trace of events to this file ('-' for standard output).")
    var trace: String?

    @Flag(help: "Add one 'frame' event per frame to the trace.")
    var traceFrames = false

    @Option(help: "Save a PNG of the last frame (headless, or a window after its script).")
    var screenshot: String?

    @Option(help: "Window size in points, WxH.")
    var size = "420x760"

    @Option(help: "Frames per second of the headless virtual clock.")
    var fps = 60.0

    @Option(help: "How many rows the list has at start.")
    var items = 200

    @Option(help: "Seed of the simulated feed's content.")
    var seed: UInt64 = 1

    @Option(help: "Headless pixel density (2 renders like a HiDPI display).")
    var scale = 1.0

    @Option(help: "Headless: seconds the list may keep moving after the script ends before the run fails.")
    var settleTimeout = 30.0

    @Flag(help: "Print performance figures (engine step, headless frame CPU time) and exit.")
    var bench = false

    func validate() throws {
        guard Options.parseSize(size) != nil else {
            throw ValidationError("--size: expected WxH in points, each 1 to 16384, got '\(size)'")
        }
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw ValidationError("--fps: expected 1 to 1000") }
        guard (0...10_000_000).contains(items) else { throw ValidationError("--items: expected 0 to 10000000") }
        guard scale.isFinite, scale >= 0.5, scale <= 4 else { throw ValidationError("--scale: expected 0.5 to 4") }
        guard settleTimeout.isFinite, settleTimeout > 0 else { throw ValidationError("--settle-timeout: expected > 0") }
    }

    func run() throws {
        var options = Options()
        options.headless = headless
        options.scriptPath = script
        options.tracePath = trace
        options.traceFrames = traceFrames
        options.screenshotPath = screenshot
        if let (w, h) = Options.parseSize(size) { options.width = w; options.height = h }
        options.fps = fps
        options.items = items
        options.seed = seed
        options.scale = scale
        options.settleTimeout = settleTimeout
        do {
            if bench {
                try Benchmark(options: options).run()
                return
            }
            // A bad script stops the run before anything opens or moves.
            let parsed = try script.map { try Self.loadScript($0) }
            if headless {
                try HeadlessRun(options: options, script: parsed).run()
            } else {
                try WindowApp(options: options, script: parsed).run()
            }
        } catch let error as GestureScript.ParseError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        } catch let error as AppError {
            FileHandle.standardError.write(Data("RefreshDemo: \(error)\n".utf8))
            throw ExitCode(error.exitCode)
        } catch let error as SDLError {
            FileHandle.standardError.write(Data("RefreshDemo: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }

    static func loadScript(_ path: String) throws -> GestureScript {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? (FileManager.default.fileExists(atPath: path)
                ? "cannot read it" : "no such file")
            throw AppError("\(path): cannot read the script (\(reason))", exitCode: 2)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw GestureScript.ParseError(file: path, line: 1, message: "expected UTF-8 text")
        }
        return try GestureScript.parse(text, file: path)
    }
}
