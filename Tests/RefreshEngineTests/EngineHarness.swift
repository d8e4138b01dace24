@testable import RefreshEngine
import TestSupport
@testable import RefreshDemoModel

/// Runs a gesture script against a ListEngine at a fixed frame rate, like a headless run.
struct EngineHarness {
    var engine: ListEngine
    var samples: [(t: Double, offset: Double)] = []

    /// `history` 0: the feed has nothing older, so reaching the bottom changes no content
    /// (the scroll-physics tests measure the scroll view, not paging).
    init(items: Int = 200, history: Int = 0, width: Double = 420, height: Double = 760) {
        var config = EngineConfig()
        config.items = items
        config.history = history
        config.width = width
        config.height = height
        engine = ListEngine(config: config, metrics: FixedTextMetrics())
    }

    /// Plays `script` at `fps` until it has ended and the list is at rest; returns the end time.
    @discardableResult
    mutating func play(_ script: String, fps: Double, limit: Double = 60) throws -> Double {
        var player = ScriptPlayer(script: try GestureScript.parse(script, file: "test"))
        var frame = 0
        while true {
            let t = Double(frame) / fps
            var due: [(Double, InputEvent)] = []
            player.advance(to: t) { time, action in
                if case .input(let input) = action { due.append((time, input)) }
            }
            for (time, input) in due { engine.handle(input, at: time) }
            let state = engine.frame(at: t)
            samples.append((t, state.offsetY))
            if player.isFinished && state.isAtRest { return t }
            if t > limit { return .infinity }
            frame += 1
        }
    }

    func offset(at t: Double) -> Double? {
        samples.first { abs($0.t - t) < 1e-9 }?.offset
    }
}

extension ListEngine {
    /// Draws frames at 60 fps from the engine's time up to t (tests' stand-in for a host).
    mutating func run(until t: Double) {
        var now = time
        while now < t {
            now = min(now + 1 / 60, t)
            _ = frame(at: now)
        }
    }
}
