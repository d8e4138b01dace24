import Foundation
import RefreshEngine

/// What a headless run and a window share: the engine, the script player and the
/// trace. The host (HeadlessRun or WindowApp) supplies time and drawing.
final class Session {
    var engine: ListEngine
    var player: ScriptPlayer?
    let trace: TraceSink?
    private(set) var quitRequested = false

    private var store: StateStore
    private let listKey: String
    /// Real time to engine time: slow motion and pause live here, outside the engine.
    private(set) var clock = TimeScale()
    /// The tuning file: loaded at start, reloaded when it changes, written by Save.
    let tuningPath: String
    private var tuningStamp: TuningFileStamp?
    private var nextTuningPoll = 0.0
    /// Called for a script's `resize` in a real window (the window resizes; SDL reports it).
    var resizeWindow: ((Double, Double) -> Void)?
    /// The values the command line set: a tuning file is laid over them.
    private var baseTuning = TuningSet()
    /// Real time of the last frame: a clock change never takes engine time backwards.
    private var lastFrameReal = 0.0

    init(options: Options, epoch: Double, utcOffset: Double, metrics: TextMetrics, script: GestureScript?) throws {
        store = StateStore(directory: options.stateDirectory.map { URL(fileURLWithPath: $0) }
                           ?? StateStore.defaultDirectory())
        listKey = options.listKey
        var config = EngineConfig()
        config.items = options.items
        config.seed = options.seed
        config.epoch = epoch
        config.utcOffset = utcOffset
        config.width = Double(options.width)
        config.height = Double(options.height)
        config.headerStyle = options.headerStyle
        config.language = options.language ?? Language(locale: ProcessInfo.processInfo.environment["LANG"])
        config.feed.failRate = options.failRate
        config.feed.latencyMin = options.latencyMin
        config.feed.latencyMax = options.latencyMax
        config.alphaFollowsPull = options.alphaFollowsPull
        config.footerStyle = options.footerStyle
        config.history = options.history
        config.lastUpdated = store.lastUpdated(listKey)
        config.gifIdleFrames = HeaderFrames.idleCount
        config.gifRefreshingFrames = HeaderFrames.refreshingCount
        engine = ListEngine(config: config, metrics: metrics)
        trace = try options.tracePath.map { try TraceSink(path: $0) }
        engine.tracing = trace != nil
        engine.tracingFrames = options.traceFrames
        player = script.map { ScriptPlayer(script: $0) }
        tuningPath = options.tuningPath ?? "tuning.json"
        baseTuning = engine.tuningSet
        if let path = options.tuningPath {
            if FileManager.default.fileExists(atPath: path) {
                // A bad tuning file at start stops the run (exit 2) before anything is drawn.
                let loaded = try Self.loadTuning(path, base: baseTuning)
                engine.applyTuning(loaded, at: 0)
            } else {
                FileHandle.standardError.write(Data("RefreshDemo: \(path) does not exist yet; Save will create it\n".utf8))
            }
            tuningStamp = TuningFileStamp(path: path)
            watchesTuningFile = true
        }
        reportWarnings()
        // Asked before the first frame: the header waits in willRefresh until the list is laid out.
        if options.initialRefresh { engine.beginRefreshing(at: 0) }
    }

    private var warned = 0

    /// Prints the store's new warnings, one line each.
    private func reportWarnings() {
        for w in store.warnings.dropFirst(warned) {
            FileHandle.standardError.write(Data("RefreshDemo: warning: \(w)\n".utf8))
        }
        warned = store.warnings.count
    }

    /// Performs what the engine asked of the host (saving the last-updated time, the tuning).
    func performHostEffects() {
        engine.drainHostEffects { effect in
            switch effect {
            case .saveLastUpdated(let seconds):
                if let warning = store.setLastUpdated(listKey, seconds) {
                    FileHandle.standardError.write(Data("RefreshDemo: warning: \(warning)\n".utf8))
                }
            case .saveTuning:
                saveTuning()
            }
        }
        reportWarnings()
    }

    var scriptFinished: Bool { player?.isFinished ?? true }

    func requestQuit() { quitRequested = true }

    func engineTime(atReal r: Double) -> Double { clock.engineTime(atReal: r) }

    /// A tuning file is watched for changes: the one given with --tuning, or the one Save
    /// wrote. A tuning.json lying in the working directory is never loaded unasked.
    private(set) var watchesTuningFile = false

    /// One input at real time r: slow motion, pause and quit are the host's; the rest is the engine's.
    func handle(_ input: InputEvent, atReal eventReal: Double, fromScript: Bool = false) {
        // An event stamped before the last frame happened at it: the clock never runs back.
        let r = max(eventReal, lastFrameReal)
        if case .key(let k) = input {
            let hostKey = (k.key == .m || k.key == .p) && k.modifiers.isEmpty || (k.key == .period && clock.paused)
                || (k.key == .s && k.modifiers.contains(.ctrl))
            if hostKey { engine.recordHostEvent(.key(t: engineTime(atReal: r), key: k.description)) }
            switch k.key {
            case .m where k.modifiers.isEmpty:
                clock.setSlow(!clock.isSlow, atReal: r)
                engine.inputTimeScale = clock.scale
                engine.recordHostEvent(.setting(t: engineTime(atReal: r), name: "slowMotion", value: clock.isSlow ? "on" : "off"))
                return
            case .p where k.modifiers.isEmpty:
                clock.setPaused(!clock.paused, atReal: r)
                engine.recordHostEvent(.setting(t: engineTime(atReal: r), name: "paused", value: clock.paused ? "on" : "off"))
                return
            case .period where clock.paused:
                clock.stepFrame(1.0 / 60)
                return
            case .s where k.modifiers.contains(.ctrl):
                saveTuning()
                return
            default:
                if Self.isQuit(k) { quitRequested = true }
            }
        }
        if fromScript, case .resize(let w, let h) = input, let resizeWindow {
            resizeWindow(w, h)
            return
        }
        engine.handle(input, at: engineTime(atReal: r))
    }

    /// The frame to draw at real time r.
    func frame(atReal r: Double) -> FrameState {
        lastFrameReal = max(lastFrameReal, r)
        return engine.frame(at: engineTime(atReal: r))
    }

    /// True while the engine needs frames (or time runs in slow motion with something to show).
    func isAtRest(atReal r: Double) -> Bool {
        clock.paused || engine.isAtRest(at: engineTime(atReal: r))
    }

    /// Plays the script up to real time `t`; screenshots are taken by `capture` at their exact time.
    func advanceScript(to t: Double, capture: (String, Double) throws -> Void) throws {
        guard var p = player else { return }
        var failure: Error?
        p.advance(to: t) { time, action in
            guard failure == nil, !quitRequested else { return }
            switch action {
            case .input(let e):
                handle(e, atReal: time, fromScript: true)
            case .screenshot(let path):
                do { try capture(path, time) } catch { failure = error }
            case .quit:
                quitRequested = true
            case let .set(name, value):
                engine.setTunable(name, value, at: engineTime(atReal: time))
            case .preset(let name):
                if let preset = TuningPresets.named(name) {
                    engine.applyTuning(preset, at: engineTime(atReal: time))
                }
            }
        }
        player = p
        if let failure { throw failure }
    }

    /// Escape and Ctrl+Q quit, from the keyboard or from a script.
    static func isQuit(_ k: KeyPress) -> Bool {
        k.key == .escape || (k.key == .q && k.modifiers.contains(.ctrl))
    }

    // MARK: Tuning file

    static func loadTuning(_ path: String, base: TuningSet = TuningSet()) throws -> TuningSet {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file"
            throw AppError("\(path): \(reason); expected a tuning file (JSON)", exitCode: 2)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TuningFile.Error(file: path, line: 1, message: "expected UTF-8 text")
        }
        return try TuningFile.parse(text, file: path, base: base)
    }

    /// Reloads the tuning file when it changed on disk (checked twice a second). A bad
    /// file keeps the values in use and shows the error in the window.
    func pollTuningFile(atReal r: Double) {
        guard watchesTuningFile, r >= nextTuningPoll else { return }
        nextTuningPoll = r + 0.5
        let stamp = TuningFileStamp(path: tuningPath)
        guard stamp != tuningStamp else { return }
        tuningStamp = stamp
        guard stamp != nil else { return }
        let t = engineTime(atReal: r)
        do {
            let set = try Self.loadTuning(tuningPath, base: baseTuning)
            engine.applyTuning(set, at: t)
            engine.post(message: "Reloaded \(tuningPath)", isError: false, at: t)
        } catch {
            engine.post(message: "\(error)", isError: true, at: t)
            FileHandle.standardError.write(Data("RefreshDemo: \(error)\n".utf8))
        }
    }

    /// Writes the values that differ from the defaults, atomically. A file on disk that
    /// does not load is the user's work in progress: it is never overwritten.
    func saveTuning() {
        let t = engine.time
        if FileManager.default.fileExists(atPath: tuningPath) {
            do { _ = try Self.loadTuning(tuningPath) } catch {
                engine.post(message: "Not saved: \(error)", isError: true, at: t)
                return
            }
        }
        do {
            try AtomicFile.write(TuningFile.serialize(engine.tuningSet), to: tuningPath)
            tuningStamp = TuningFileStamp(path: tuningPath)
            watchesTuningFile = true
            engine.post(message: "Saved \(tuningPath)", isError: false, at: t)
        } catch {
            engine.post(message: "Not saved: \(error)", isError: true, at: t)
        }
    }

    func flushTrace() {
        performHostEffects()
        guard let trace else { return }
        engine.drainTrace { trace.write($0) }
        trace.flush()
    }
}

/// What identifies a version of a file on disk: its modification time and size.
struct TuningFileStamp: Equatable {
    let modified: Double
    let size: Int

    init?(path: String) {
        guard let a = try? FileManager.default.attributesOfItem(atPath: path),
              let date = a[.modificationDate] as? Date else { return nil }
        modified = date.timeIntervalSince1970
        size = (a[.size] as? Int) ?? 0
    }
}
