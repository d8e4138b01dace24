import Foundation
import RefreshEngine

/// What a headless run and a window share: the engine, the script player and the
/// trace. The host (HeadlessRun or WindowApp) supplies time and drawing.
final class Session {
    var engine: ListEngine
    var player: ScriptPlayer?
    let trace: TraceSink?
    private(set) var quitRequested = false

    init(options: Options, epoch: Double, metrics: TextMetrics, script: GestureScript?) throws {
        var config = EngineConfig()
        config.items = options.items
        config.seed = options.seed
        config.epoch = epoch
        config.width = Double(options.width)
        config.height = Double(options.height)
        engine = ListEngine(config: config, metrics: metrics)
        trace = try options.tracePath.map { try TraceSink(path: $0) }
        engine.tracing = trace != nil
        engine.tracingFrames = options.traceFrames
        player = script.map { ScriptPlayer(script: $0) }
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
        guard let trace else { return }
        engine.drainTrace { trace.write($0) }
        trace.flush()
    }
}
