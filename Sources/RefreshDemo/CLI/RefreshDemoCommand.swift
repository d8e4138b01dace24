import ArgumentParser
import Foundation
import RefreshArtWorker
import RefreshDemoModel
import RefreshEngine

@main
struct RefreshDemoCommand: ParsableCommand {
    static let version = "0.9.0"

    /// Every registered platform's title, "iOS, Flutter, Android or GTK": the first line of
    /// `--help` (and so of the man page) names them all, a new one too.
    static var platformTitles: String {
        let titles = PlatformProfiles.all.map(\.title)
        guard let last = titles.last, titles.count > 1 else { return titles.joined() }
        return titles.dropLast().joined(separator: ", ") + " or " + last
    }

    static let configuration = CommandConfiguration(
        commandName: "refreshdemo",
        abstract: "A list that scrolls and refreshes like \(platformTitles).",
        discussion: "Drag with the mouse to scroll, release to fling, pull past an edge to see the rubber band; "
            + "pull down past the header and release to refresh; scroll to the end to load more. F1 in the "
            + "window lists every key. Gesture scripts, traces, tuning files and headless runs are described in docs/ "
            + "(installed: /usr/share/doc/refreshdemo/docs).",
        version: RefreshDemoCommand.version
    )

    @OptionGroup(title: "Run")
    var mode: RunOptions

    @OptionGroup(title: "List")
    var list: ListOptions

    @OptionGroup(title: "Simulated feed")
    var feed: FeedOptions

    @OptionGroup(title: "Files")
    var file: FileOptions

    @OptionGroup(title: "At start")
    var view: ViewOptions

    @OptionGroup(title: "Your animation")
    var art: ArtOptions

    @Flag(help: "Print performance figures (engine step, headless frame CPU time) and exit.")
    var bench = false

    /// Only the fling frames of `--bench` (100 rows), for `tools/callgrind-fling.sh`: a fixed
    /// workload whose instruction count compares one build with another.
    @Flag(help: .hidden)
    var benchFling = false

    @Flag(help: "List every tunable with its range, unit and doc, and exit.")
    var listTunables = false

    /// The man page's KEYS and FILES, for help2man (scripts/make-man.sh); not for users.
    @Flag(help: .hidden)
    var manSections = false


    @Option(help: ArgumentHelp("Print code that reproduces the tuned feel and exit: uikit, swiftui, flutter, android, "
                               + "css (custom properties only), js (an ES module) or json (a tuning file). The tuning is the "
                               + "one the window would start with (the flags, then the tuning file). Not with --scale: the "
                               + "code takes the pixel density where it runs.", valueName: "format"))
    var export: FeelExport.Format?

    /// Why `--export` refuses `--scale`: no export holds a density of its own.
    static let exportScaleRefusal = "--scale does not apply to --export: every export takes the pixel density where it runs "
        + "(devicePixelRatio, Android's density, the pixelDensity argument); the CSS easings are the 1x case"

    /// The checked flags in the app's units.
    var options: Options {
        var o = Options()
        o.headless = mode.headless
        o.scriptPath = mode.script?.path
        o.tracePath = mode.trace?.path
        o.traceFrames = mode.traceFrames
        o.screenshotPath = mode.screenshot?.path
        o.width = mode.size.width
        o.height = mode.size.height
        o.fps = mode.fps.value
        o.items = list.items.value
        o.seed = list.seed.value
        o.scale = mode.scale?.value ?? 1
        o.windowScale = mode.scale?.value
        o.settleTimeout = mode.settleTimeout.value
        o.renderer = mode.renderer
        o.headerStyle = list.header
        o.language = list.lang
        o.initialRefresh = !list.noInitialRefresh
        o.failRate = feed.failRate.value
        o.latencyMin = feed.latency.min
        o.latencyMax = feed.latency.max
        o.stateDirectory = file.stateDir?.path
        o.alphaFollowsPull = list.alphaFollowsPull
        o.footerStyle = list.footer
        o.history = list.history.value
        o.tuningPath = file.tuning?.path
        o.panel = view.panel
        o.hud = view.hud
        o.appearance = view.appearance
        o.verbose = mode.verbose
        o.headerArtPath = art.headerArt?.path
        o.footerArtPath = art.footerArt?.path
        o.recordPath = file.record?.path
        o.share = mode.share
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
            if manSections {
                print(ManPageSections.text(), terminator: "")
                return
            }
            if let format = export {
                if mode.scale != nil { throw AppError(Self.exportScaleRefusal, exitCode: 2) }
                print(try Self.exportText(format, options: options), terminator: "")
                return
            }
            if bench || benchFling {
                try Benchmark(options: options, flingOnly: benchFling).run()
                return
            }
            // Outputs are checked the same way before anything runs (exit 2, not a failure at the end).
            try OutputPath.check(options.tracePath, what: "trace")
            try OutputPath.check(options.screenshotPath, what: "screenshot")
            if mode.headless {
                // Before anything is read or written: a canvas that cannot be made (exit 2).
                try CanvasLimit.check(width: Double(options.width) + (options.panel ? TuningPanel.width : 0),
                                      height: Double(options.height), scale: options.scale, what: "the headless canvas")
            }
            // A bad script stops the run before anything opens or moves.
            let parsed = try options.scriptPath.map { try Self.loadScript($0, tuning: options.commandLineTuning) }
            if mode.headless {
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

    /// The export of the values a window would start with: the flags, then the tuning file
    /// the window would load (TuningLocation), so what a user saved is what is exported.
    static func exportText(_ format: FeelExport.Format, options: Options) throws -> String {
        var values = options.commandLineTuning
        let location = options.tuningLocation
        if location.isLoaded, let read = try TuningFileWatcher.read(location.path) {
            values = try TuningFile.parse(read.text, file: location.path, base: values)
        }
        // A screen reader hears the words of the language a window would show (--language, else LANG).
        let language = options.language ?? Language(locale: ProcessInfo.processInfo.environment["LANG"])
        return FeelExport.text(format, values, core: format == .js ? try Assets.locate().engineCore() : [], language: language)
    }

    /// Parses the command line; a bad flag is one line naming it and exit code 2
    /// (help and --version print as usual).
    static func main() {
        // The same binary is the Lottie renderer's worker process (never parsed as flags).
        let args = CommandLine.arguments
        if args.count == 3, args[1] == ArtWorker.flag, let parent = pid_t(args[2]) { ArtWorkerService.serve(parent: parent) }
        if args.count == 3, args[1] == WorkerSandboxTrial.flag { WorkerSandboxTrial.run(args[2]) }
        // Help or a list read by `| head -1`: the rest goes nowhere, and the exit stays 0 (not SIGPIPE's 141).
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot(ShareTarget.normalized(Array(args.dropFirst())))
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // Help (and the version): as argument-parser prints it, --share's value shown optional.
                print(ShareTarget.showingOptional(fullMessage(for: error)))
                Foundation.exit(0)
            }
            let first = ShareTarget.showingOptional(fullMessage(for: error)).split(separator: "\n").first.map(String.init) ?? "\(error)"
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
