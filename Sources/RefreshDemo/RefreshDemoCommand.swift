import ArgumentParser
import Foundation
import RefreshEngine

@main
struct RefreshDemoCommand: ParsableCommand {
    static let version = "0.9.0"

    static let configuration = CommandConfiguration(
        commandName: "RefreshDemo",
        abstract: "A scrolling list with the feel of an iOS scroll view, on SDL2.",
        discussion: """
        Drag with the mouse to scroll; release to fling; pull past an edge to see the rubber band.
        Pull down past the header and release to refresh; scroll to the end to load more. Keys: F5 or
        Ctrl+R refresh, H header style, F footer style, L language, Up/Down (a row), Page Up/Page Down and Space/Shift+Space (a page), Home/End,
        Escape or Ctrl+Q to quit. Gesture scripts, traces and headless runs are described in README.md.
        """,
        version: RefreshDemoCommand.version
    )

    @Flag(help: "Render offscreen with SDL's software renderer and a virtual clock (no display needed).")
    var headless = false

    @Option(help: "Play a gesture script (see README.md for the format; '-' reads standard input).", transform: FilePath.init(checking:))
    var script: FilePath?

    @Option(help: "Write a JSON Lines trace of events to this file ('-' for standard output).", transform: FilePath.init(checking:))
    var trace: FilePath?

    @Flag(help: "Add one 'frame' event per frame to the trace.")
    var traceFrames = false

    @Option(help: "Save a PNG of the last frame (headless, or a window after its script).", transform: FilePath.init(checking:))
    var screenshot: FilePath?

    @Option(parsing: .unconditional, help: "Window size in points, WxH.", transform: WindowSize.init(checking:))
    var size = WindowSize(width: 420, height: 760)

    @Option(parsing: .unconditional, help: "Frames per second of the headless virtual clock (1 to 1000).", transform: FrameRate.init(checking:))
    var fps = FrameRate(60)

    @Option(parsing: .unconditional, help: "How many rows the list has at start (0 to 10000000).", transform: RowCount.init(checking:))
    var items = RowCount(200)

    @Option(parsing: .unconditional, help: "Seed of the simulated feed's content.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Headless pixel density (0.5 to 4; 2 renders like a HiDPI display).", transform: PixelDensity.init(checking:))
    var scale = PixelDensity(1)

    @Option(parsing: .unconditional, help: "Headless: seconds the list may keep moving after the script ends before the run fails.", transform: Timeout.init(checking:))
    var settleTimeout = Timeout(30)

    @Flag(help: "Print performance figures (engine step, headless frame CPU time) and exit.")
    var bench = false

    @Option(help: "Refresh header style (H switches at run time).")
    var header = HeaderStyle.normal

    @Option(help: "Language of the refresh texts (default from $LANG; L switches).")
    var lang: Language?

    @Flag(help: "Do not refresh once at launch.")
    var noInitialRefresh = false

    @Option(parsing: .unconditional, help: "Probability (0 to 1) that a feed request fails.", transform: Probability.init(checking:))
    var failRate = Probability(0)

    @Option(parsing: .unconditional, help: "Feed latency range in seconds, MIN-MAX (each 0 to 10).", transform: LatencyRange.init(checking:))
    var latency = LatencyRange(min: 0.3, max: 1.2)

    @Option(help: "Folder of the saved state (default $XDG_STATE_HOME/refreshdemo, else ~/.local/state/refreshdemo; headless runs keep no state without it).", transform: FilePath.init(checking:))
    var stateDir: FilePath?

    @Flag(help: "The header's alpha follows pullingPercent.")
    var alphaFollowsPull = false

    @Option(help: "Load-more footer: auto (loads when it comes into view) or back (pull up and release); F switches.")
    var footer = FooterStyle.auto

    @Option(parsing: .unconditional, help: "How many items older than the first page the feed can page through (0 to 10000000).", transform: RowCount.init(checking:))
    var history = RowCount(300)

    @Option(help: "Tuning file (JSON) to load at start and watch; the panel's Save writes it (default ./tuning.json).", transform: FilePath.init(checking:))
    var tuning: FilePath?

    @Flag(help: "Open the tuning panel at start (Tab or F2 toggles it).")
    var panel = false

    @Flag(help: "Show the HUD (frame timing and states) at start (F3 toggles it).")
    var hud = false

    @Flag(help: "List every tunable with its range, unit and doc, and exit.")
    var listTunables = false

    @Option(help: "Where Shift+R writes the gesture script it records (default ./recording.txt).", transform: FilePath.init(checking:))
    var record: FilePath?

    @Option(help: "Print code that reproduces the tuned feel (with --tuning FILE and the flags) and exit: uikit, swiftui, flutter, android, css or json.")
    var export: FeelExport.Format?

    /// The checked flags in the app's units.
    var options: Options {
        var o = Options()
        o.headless = headless
        o.scriptPath = script?.path
        o.tracePath = trace?.path
        o.traceFrames = traceFrames
        o.screenshotPath = screenshot?.path
        o.width = size.width
        o.height = size.height
        o.fps = fps.value
        o.items = items.value
        o.seed = seed
        o.scale = scale.value
        o.settleTimeout = settleTimeout.value
        o.headerStyle = header
        o.language = lang
        o.initialRefresh = !noInitialRefresh
        o.failRate = failRate.value
        o.latencyMin = latency.min
        o.latencyMax = latency.max
        o.stateDirectory = stateDir?.path
        o.alphaFollowsPull = alphaFollowsPull
        o.footerStyle = footer
        o.history = history.value
        o.tuningPath = tuning?.path
        o.panel = panel
        o.recordPath = record?.path
        o.hud = hud
        return o
    }

    func run() throws {
        let options = self.options
        // From here on SIGTERM, SIGINT and SIGHUP end the run cleanly (exit 0).
        let signals = SignalMonitor()
        do {
            if listTunables {
                print(Self.tunableList())
                return
            }
            if let format = export {
                print(try Self.exportText(format, options: options), terminator: "")
                return
            }
            if bench {
                try Benchmark(options: options).run()
                return
            }
            // A bad script stops the run before anything opens or moves.
            let parsed = try options.scriptPath.map { try Self.loadScript($0, tuning: options.commandLineTuning) }
            if headless {
                try HeadlessRun(options: options, script: parsed, signals: signals).run()
            } else {
                try WindowApp(options: options, script: parsed, signals: signals).run()
            }
        } catch let error as InputFileError {
            // A bad script or tuning file: one line, before anything ran.
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        } catch let error as InputFile.Failure {
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

    /// The export of the values a run would start with: the flags, then the tuning file.
    static func exportText(_ format: FeelExport.Format, options: Options) throws -> String {
        var values = options.commandLineTuning
        if let path = options.tuningPath, let read = try Session.readTuningFile(path) {
            values = try TuningFile.parse(read.text, file: path, base: values)
        }
        return FeelExport.text(format, values)
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

    /// Reads and parses a gesture script (a file, a pipe, a FIFO, or '-' for standard input).
    static func loadScript(_ path: String, tuning: TuningSet = TuningSet()) throws -> GestureScript {
        let text = try InputFile.text(path, limit: InputFile.scriptLimit, what: "a gesture script")
        return try GestureScript.parse(text, file: path == "-" ? "standard input" : path, tuning: tuning)
    }
}
