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

    /// Performs what the engine asked of the host (saving the last-updated time).
    func performHostEffects() {
        engine.drainHostEffects { effect in
            switch effect {
            case .saveLastUpdated(let seconds):
                if let warning = store.setLastUpdated(listKey, seconds) {
                    FileHandle.standardError.write(Data("RefreshDemo: warning: \(warning)\n".utf8))
                }
            }
        }
        reportWarnings()
    }

    var scriptFinished: Bool { player?.isFinished ?? true }

    func requestQuit() { quitRequested = true }

    /// Plays the script up to `t`; screenshots are taken by `capture` at their exact time.
    func advanceScript(to t: Double, capture: (String, Double) throws -> Void) throws {
        guard var p = player else { return }
        var failure: Error?
        p.advance(to: t) { time, action in
            guard failure == nil, !quitRequested else { return }
            switch action {
            case .input(.key(let k)) where Self.isQuit(k):
                engine.handle(.key(k), at: time)
                quitRequested = true
            case .input(let e):
                engine.handle(e, at: time)
            case .screenshot(let path):
                do { try capture(path, time) } catch { failure = error }
            case .quit:
                quitRequested = true
            }
        }
        player = p
        if let failure { throw failure }
    }

    /// Escape and Ctrl+Q quit, from the keyboard or from a script.
    static func isQuit(_ k: KeyPress) -> Bool {
        k.key == .escape || (k.key == .q && k.modifiers.contains(.ctrl))
    }

    func flushTrace() {
        performHostEffects()
        guard let trace else { return }
        engine.drainTrace { trace.write($0) }
        trace.flush()
    }
}
