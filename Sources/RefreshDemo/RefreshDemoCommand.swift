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
        Pull down past the header and release to refresh; scroll to the end to load more. Keys: F5 or
        Ctrl+R refresh, H header style, F footer style, L language, Up/Down (a row), Page Up/Page Down and Space/Shift+Space (a page), Home/End,
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

    @Option(help: "Refresh header style: normal, gif or spinner (H switches at run time).")
    var header = "normal"

    @Option(help: "Language of the refresh texts: en, zh-Hans, zh-Hant, ko, ru, uk (default from $LANG; L switches).")
    var lang: String?

    @Flag(help: "Do not refresh once at launch.")
    var noInitialRefresh = false

    @Option(help: "Probability (0 to 1) that a feed request fails.")
    var failRate = 0.0

    @Option(help: "Feed latency range in seconds, MIN-MAX.")
    var latency = "0.3-1.2"

    @Option(help: "Folder of the saved state (default $XDG_STATE_HOME/refreshdemo, else ~/.local/state/refreshdemo).")
    var stateDir: String?

    @Flag(help: "The header's alpha follows pullingPercent.")
    var alphaFollowsPull = false

    @Option(help: "Load-more footer: auto (loads when it comes into view) or back (pull up and release); F switches.")
    var footer = "auto"

    @Option(help: "How many items older than the first page the feed can page through.")
    var history = 300

    @Option(help: "Tuning file (JSON) to load at start and watch; the panel's Save writes it (default ./tuning.json).")
    var tuning: String?

    @Flag(help: "Open the tuning panel at start (Tab or F2 toggles it).")
    var panel = false

    @Flag(help: "Show the HUD (frame timing and states) at start (F3 toggles it).")
    var hud = false

    @Flag(help: "List every tunable with its range, unit and doc, and exit.")
    var listTunables = false

    func validate() throws {
        guard Options.parseSize(size) != nil else {
            throw ValidationError("--size: expected WxH in points, each 1 to 16384, got '\(size)'")
        }
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw ValidationError("--fps: expected 1 to 1000") }
        guard (0...10_000_000).contains(items) else { throw ValidationError("--items: expected 0 to 10000000") }
        guard scale.isFinite, scale >= 0.5, scale <= 4 else { throw ValidationError("--scale: expected 0.5 to 4") }
        guard settleTimeout.isFinite, settleTimeout > 0 else { throw ValidationError("--settle-timeout: expected > 0") }
        guard HeaderStyle(rawValue: header) != nil else {
            throw ValidationError("--header: expected normal, gif or spinner, got '\(header)'")
        }
        if let lang, Language(rawValue: lang) == nil {
            throw ValidationError("--lang: expected one of \(Language.allCases.map(\.rawValue).joined(separator: ", ")), got '\(lang)'")
        }
        guard FooterStyle(rawValue: footer) != nil else {
            throw ValidationError("--footer: expected auto or back, got '\(footer)'")
        }
        guard (0...10_000_000).contains(history) else { throw ValidationError("--history: expected 0 to 10000000") }
        guard failRate.isFinite, (0...1).contains(failRate) else { throw ValidationError("--fail-rate: expected 0 to 1") }
        guard Options.parseLatency(latency) != nil else {
            throw ValidationError("--latency: expected MIN-MAX seconds (0 to 10, MIN <= MAX), got '\(latency)'")
        }
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
        options.headerStyle = HeaderStyle(rawValue: header) ?? .normal
        options.language = lang.flatMap(Language.init(rawValue:))
        options.initialRefresh = !noInitialRefresh
        options.failRate = failRate
        if let (lo, hi) = Options.parseLatency(latency) { options.latencyMin = lo; options.latencyMax = hi }
        options.stateDirectory = stateDir
        options.alphaFollowsPull = alphaFollowsPull
        options.footerStyle = FooterStyle(rawValue: footer) ?? .auto
        options.history = history
        options.tuningPath = tuning
        options.panel = panel
        options.hud = hud
        do {
            if listTunables {
                print(Self.tunableList())
                return
            }
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
        } catch let error as InputFileError {
            // A bad script or tuning file: one line, before anything ran.
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

    /// One line per tunable: name, range and unit, default, doc.
    static func tunableList() -> String {
        Tunables.all.map { t in
            "\(t.name)  \(TuningFile.expectation(t)), default \(t.format(t.defaultValue)): \(t.doc)"
        }.joined(separator: "\n")
    }

    /// Parses the command line; a bad flag is one line naming it and exit code 2
    /// (help and --version print as usual).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success { Self.exit(withError: error) }
            let first = fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            let line = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
            FileHandle.standardError.write(Data("RefreshDemo: \(line)\n".utf8))
            Foundation.exit(2)
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
