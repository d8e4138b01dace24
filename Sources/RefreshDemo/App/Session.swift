import Foundation
import RefreshEngine
import RefreshDemoModel
import RefreshShare

/// What a headless run and a window share: the engine, the script player and the
/// trace. The host (HeadlessRun or WindowLoop) supplies time and drawing.
///
/// Composes what the run holds besides the engine, each a type of its own: the tuning
/// file (TuningFileWatcher), the user's art (ArtPipeline), Shift+R's recording
/// (ScriptRecording), the run's time (SessionTime: the time scale, the last frame's time,
/// the scrubbed moment), the replay (SessionReplay) and the trace (TraceSink); it passes the engine to each and performs the engine's host effects.
final class Session {
    var engine: Workbench
    var player: ScriptPlayer?
    let trace: TraceSink?
    private(set) var quitRequested = false

    let store: StateStore
    /// The user's art (header and footer): loaded, dropped, reloaded.
    let art: ArtPipeline
    private let listKey: String
    /// The run's time: real time to engine time, the last frame's, the scrubbed moment.
    private(set) var time = SessionTime()
    /// Real time to engine time: slow motion and pause live here, outside the engine.
    var clock: TimeScale { time.scale }
    /// The tuning file: loaded at start, reloaded when it changes, written by Save.
    let tuningFile: TuningFileWatcher
    /// Called for a script's `resize` in a real window (the window resizes; SDL reports it).
    var resizeWindow: ((Double, Double) -> Void)?
    /// The last gesture being replayed (R), fed at its own engine times (SessionReplay).
    private(set) var replaying = SessionReplay()
    var replay: GestureReplay? { replaying.gesture }
    /// Shift+R: the user's input being written as a gesture script, and where it goes.
    var recording: ScriptRecording
    /// --share or Shift+S: the phone preview (nil: off, and the frame loop does nothing for it).
    var share: PhoneShare?
    /// Where Shift+S serves: --share's address, else the LAN's.
    let shareTarget: ShareTarget?
    /// The preview's token, hub and port, kept for the run: every start serves the same URL.
    let shareSeat = PhoneShare.seat()
    /// Wakes a window's frame loop from the server's thread (nil headless).
    var shareWake: (@Sendable () -> Void)? {
        didSet { share?.wake = shareWake }
    }

    /// `preloadedArt`: the art the window loaded before it opened (so a bad file stops the
    /// run before a window shows); loaded here when absent or made for another frame cap.
    init(options: Options, epoch: Double, utcOffset: Double, metrics: TextMetrics, script: GestureScript?,
         preloadedArt: ArtLibrary? = nil) throws {
        // A headless run is a test or a render: it never reads or writes the user's real
        // state (its virtual clock would overwrite their last-updated time) unless asked to.
        store = StateStore(directory: options.stateDirectory.map { URL(fileURLWithPath: $0) }
                           ?? (options.headless ? nil : StateStore.defaultDirectory()))
        listKey = options.listKey
        shareTarget = options.share
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
        config.carriesPresentedFrame = !options.headless
        config.lastUpdated = store.lastUpdated(listKey)
        config.gifIdleFrames = HeaderFrames.idleCount
        config.gifRefreshingFrames = HeaderFrames.refreshingCount
        engine = Workbench(config: config, metrics: metrics)
        engine.exportCore = (try? Assets.locate().engineCore()) ?? []
        trace = try options.tracePath.map { try TraceSink(path: $0) }
        engine.setTracing(trace != nil)
        engine.setTracingFrames(options.traceFrames)
        player = script.map { ScriptPlayer(script: $0) }
        let tuningLocation = options.tuningLocation
        engine.tuningFile = tuningLocation.displayPath()
        recording = ScriptRecording(path: options.recordPath ?? "recording.txt")
        engine.tuningSaved()
        tuningFile = try TuningFileWatcher(location: tuningLocation, engine: &engine)
        art = try ArtPipeline(options, maxFrames: engine.tuningSet.art.maxFrames, preloaded: preloadedArt)
        art.showStart(in: &engine)
        reportMissingMarkers(at: 0)
        reportWarnings()
        // The flag for this run, else the one chosen with D in an earlier run, else the desktop's.
        engine.setAppearanceChoice(options.appearance ?? store.appearance ?? .auto, at: 0)
        if let desktop = options.desktop { engine.setDesktop(desktop, at: 0) }
        // Asked before the first frame: the header waits in willRefresh until the list is laid out.
        if options.initialRefresh { engine.beginRefreshing(at: 0) }
        if let target = options.share {
            let started: PhoneShare
            do { started = try startShare(target) } catch let e as ShareListenError { throw AppError("--share: \(e)") }
            share = started
            engine.post(message: started.startedMessage(engine.language.interface.messages), isError: false, at: 0)
        }
    }

    /// Prints the store's load warnings, one line each.
    private func reportWarnings() {
        for w in store.warnings {
            FileHandle.standardError.write(Data("RefreshDemo: warning: \(w)\n".utf8))
        }
    }

    /// Performs what the engine asked of the host (saving the last-updated time, the tuning),
    /// after the engine call that asked has returned: a save may call the engine again.
    func performHostEffects() {
        for effect in engine.takeHostEffects() {
            switch effect {
            case .saveLastUpdated(let seconds):
                store.setLastUpdated(listKey, seconds)
            case .saveTuning(let thenQuit):
                // The prompt's Save quits only once the file is written: never on a refusal.
                if saveTuning(), thenQuit { quitRequested = true }
            case .saveAppearance(let choice):
                store.setAppearance(choice)
            case .copyToClipboard(let text):
                if let error = Clipboard.set(text) { engine.post(message: MessageStrings.fill(engine.language.interface.messages.notCopied, "\(error)"), isError: true, at: engine.time) }
            case .toggleShare:
                toggleShare()
            case .replayLastGesture:
                startReplay(atReal: time.lastFrameReal)
            case .scrub(let t):
                time.scrub(to: t, live: engine)
            case .quit:
                quitRequested = true
            }
        }
    }

    /// Everything the run still owes the disk: the last save of the state, the trace.
    func finish() throws {
        // A recording still running when the run ends is written, as Shift+R would.
        if recording.isOn { toggleScriptRecording(atReal: time.lastFrameReal) }
        share?.stop()
        performHostEffects()
        store.flush()
        try flushTrace()
    }

    var scriptFinished: Bool { player?.isFinished ?? true }

    /// The window's close button: the engine quits, or first asks about unsaved tuning.
    func requestQuit(atReal r: Double) {
        engine.requestQuit(at: engineTime(atReal: time.notBeforeLastFrame(r)))
        performHostEffects()
    }

    func engineTime(atReal r: Double) -> Double { time.engineTime(atReal: r) }

    /// The desktop's text size changed: the rows reflow in `metrics`.
    func setMetrics(_ metrics: TextMetrics, atReal r: Double) {
        engine.setMetrics(metrics, at: engineTime(atReal: time.notBeforeLastFrame(r)))
    }

    /// The desktop's appearance settings changed (the portal's SettingChanged).
    func setDesktop(_ settings: DesktopSettings, atReal r: Double) {
        engine.setDesktop(settings, at: engineTime(atReal: time.notBeforeLastFrame(r)))
    }

    /// The tuning file is watched for changes (the loop wakes to look at it).
    var watchesTuningFile: Bool { tuningFile.isWatching }

    /// Reloads the tuning file when it changed on disk (checked twice a second). A bad
    /// file keeps the values in use and shows the error in the window.
    func pollTuningFile(atReal r: Double) {
        switch tuningFile.poll(atReal: r) {
        case nil:
            return
        case .changed?:
            reloadTuning(at: engineTime(atReal: r),
                         saying: MessageStrings.fill(engine.language.interface.messages.reloaded, tuningFile.path))
        case .unreadable(let error)?:
            TuningFileWatcher.report(error, at: engineTime(atReal: r), to: &engine)
        }
    }

    /// Reads the tuning file and applies it when its bytes differ from what the app last
    /// saw; false when it is unchanged, missing, or does not load (the error is shown).
    @discardableResult
    func reloadTuning(at t: Double, saying message: String) -> Bool {
        tuningFile.reload(at: t, saying: message, engine: &engine, art: art)
    }

    /// Save: writes the tunables the user changed (TuningFileWatcher.save); true when written.
    @discardableResult
    func saveTuning() -> Bool { tuningFile.save(engine: &engine, art: art) }

    /// The tuning file's marker choices that the art in use does not have: one line each.
    func reportMissingMarkers(at t: Double, only slot: ArtLibrary.Slot? = nil) {
        tuningFile.reportMissingMarkers(of: art, only: slot, at: t, engine: &engine)
    }

    /// A file or folder dropped at (x, y) window points: on the header half it becomes the
    /// header's art, on the footer half the footer's.
    func drop(_ path: String, x: Double, y: Double, atReal r: Double) {
        art.request(path, y: y, engine: engine)
        pollArt(atReal: r)
    }

    /// Swaps in finished loads and looks for changed files (a reload).
    func pollArt(atReal r: Double) {
        art.poll(atReal: r, at: engineTime(atReal: r), engine: &engine) { engine, slot, t in
            tuningFile.reportMissingMarkers(of: art, only: slot, at: t, engine: &engine)
        }
    }

    /// Gives the renderer the art documents to draw this frame.
    func supplyArt(to renderer: ListRenderer) { art.supply(to: renderer) }

    /// The panel's lines on the art in use, with the markers its phases play as tuned, in the language shown.
    var artPanelLines: String { art.panelLines(engine) }

    /// The HUD's line on the phone preview: how many phones are connected (nothing when not sharing).
    var shareHUDLine: String { share.map { "\nphones \($0.phones)" } ?? "" }

    /// One input at real time r: slow motion, pause and quit are the host's; the rest is the engine's.
    func handle(_ input: InputEvent, atReal eventReal: Double, fromScript: Bool = false) {
        // An event stamped before the last frame happened at it: the clock never runs back.
        // While the quit prompt asks, even the host's keys are its (it is modal).
        let r = time.notBeforeLastFrame(eventReal)
        if case .key(let k) = input, let command = Keymap.command(for: k), command.isHosts, !engine.quitAsked {
            // Step and scrub mean something only while paused (and scrubbing with a gesture
            // to scrub); otherwise the key goes on to the engine (the panel steps with ← →).
            if time.applies(command, hasGesture: engine.recorder.hasGesture) {
                engine.recordHostEvent(.key(t: engineTime(atReal: r), key: k.description))
                runHostCommand(command, shift: k.modifiers.contains(.shift), atReal: r)
                return
            }
        }
        replaying.interrupt(by: input, atReal: r, time: time, engine: &engine)
        time.input(atReal: r)
        recording.add(input, at: r)
        if fromScript, case .resize(let w, let h) = input, let resizeWindow {
            resizeWindow(w, h)
            return
        }
        engine.handle(input, at: engineTime(atReal: r))
        performHostEffects()
    }

    /// The frame to draw at real time r.
    func frame(atReal r: Double) -> WorkbenchFrame {
        share?.step(self, atReal: r)
        time.frame(atReal: r)
        advanceReplay(toReal: time.lastFrameReal)
        if let f = time.scrubbedFrame() { return f }
        return engine.frame(at: engineTime(atReal: r))
    }

    /// R: the last gesture again, from the engine as it was when it began (SessionReplay.start).
    func startReplay(atReal r: Double) {
        guard replaying.start(atReal: r, engine: &engine, time: &time, trace: trace) else { return }
        performHostEffects()
    }

    /// Shift+R: starts recording the input as a gesture script, or ends it and writes the
    /// script (ScriptRecording).
    func toggleScriptRecording(atReal r: Double) {
        recording.toggle(atReal: r, at: engineTime(atReal: r), engine: &engine)
    }

    /// Feeds the replayed input due by real time r, each at its exact engine time.
    func advanceReplay(toReal r: Double) { replaying.advance(toReal: r, time: time, engine: &engine) }

    /// The badge for the time scale ("Paused", "Slow motion ×0.1"), nil at normal speed.
    var timeBadge: String? { time.badge(engine) }

    /// True while the engine needs frames (or time runs in slow motion with something to show).
    func isAtRest(atReal r: Double) -> Bool {
        // A replay waiting for its next input is motion to come, even from a list at rest.
        time.paused || (replay == nil && engine.isAtRest(at: engineTime(atReal: r)) && share?.isIdle != false)
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
                if let preset = TuningPresets.named(name, keeping: engine.tuningSet) {
                    engine.applyTuning(preset, at: engineTime(atReal: time))
                }
            case let .drop(path, x, y):
                drop(path, x: x, y: y, atReal: time)
            }
            performHostEffects()
        }
        player = p
        if let failure { throw failure }
    }

    /// Escape (with nothing on top), Q and Ctrl+Q quit, from the keyboard or a script (Keymap).
    static func isQuit(_ k: KeyPress) -> Bool { [.quit, .close].contains(Keymap.command(for: k)) }

    /// The host's key commands: recording here, the time keys the run's time's (SessionTime.run).
    private func runHostCommand(_ command: KeyCommand, shift: Bool, atReal r: Double) {
        if command == .record {
            toggleScriptRecording(atReal: r)
        } else if command == .share {
            toggleShare()
        } else {
            time.run(command, shift: shift, atReal: r, engine: &engine)
        }
    }

    /// Writes the trace events of the frame; a failed write ends the run (exit 3).
    func flushTrace() throws {
        performHostEffects()
        guard let trace else { return }
        engine.drainTrace { trace.write($0) }
        try trace.flush()
    }
}
