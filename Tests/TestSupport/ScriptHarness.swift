import RefreshDemoModel
import RefreshEngine

/// A model a test drives like a host: events in, a frame per step out.
public protocol ScriptDriven {
    /// The model's time (it never goes back).
    var now: Double { get }
    mutating func handle(_ event: InputEvent, at t: Double)
    /// Steps to t and draws a frame: the content offset and whether everything is at rest.
    mutating func sample(at t: Double) -> (offset: Double, atRest: Bool)
}

extension ScriptDriven {
    /// Draws frames at 60 fps from the model's time up to t (tests' stand-in for a host).
    public mutating func run(until t: Double) {
        var time = now
        while time < t {
            time = min(time + 1 / 60, t)
            _ = sample(at: time)
        }
    }
}

extension ListEngine: ScriptDriven {
    public var now: Double { time }
    public mutating func sample(at t: Double) -> (offset: Double, atRest: Bool) {
        let f = frame(at: t)
        return (f.offsetY, f.isAtRest)
    }
}

extension Workbench: ScriptDriven {
    public var now: Double { list.time }
    public mutating func sample(at t: Double) -> (offset: Double, atRest: Bool) {
        let f = frame(at: t)
        return (f.offsetY, f.isAtRest)
    }
}

/// Runs a gesture script against a model at a fixed frame rate, like a headless run.
public struct ScriptHarness<Model: ScriptDriven> {
    public var engine: Model
    public var samples: [(t: Double, offset: Double)] = []

    public init(engine: Model) { self.engine = engine }

    /// Plays `script` at `fps` until it has ended and the list is at rest; returns the end time.
    @discardableResult
    public mutating func play(_ script: String, fps: Double, limit: Double = 60) throws -> Double {
        var player = ScriptPlayer(script: try GestureScript.parse(script, file: "test"))
        var frame = 0
        while true {
            let t = Double(frame) / fps
            var due: [(Double, InputEvent)] = []
            player.advance(to: t) { time, action in
                if case .input(let input) = action { due.append((time, input)) }
            }
            for (time, input) in due { engine.handle(input, at: time) }
            let (offset, atRest) = engine.sample(at: t)
            samples.append((t, offset))
            if player.isFinished && atRest { return t }
            if t > limit { return .infinity }
            frame += 1
        }
    }

    /// Plays `script` at `fps` up to time `end` only, whether or not it has ended or rests.
    public mutating func play(_ script: String, fps: Double, until end: Double) throws {
        var player = ScriptPlayer(script: try GestureScript.parse(script, file: "test"))
        var frame = 0
        while Double(frame) / fps <= end {
            let t = Double(frame) / fps
            var due: [(Double, InputEvent)] = []
            player.advance(to: t) { time, action in
                if case .input(let input) = action { due.append((time, input)) }
            }
            for (time, input) in due { engine.handle(input, at: time) }
            samples.append((t, engine.sample(at: t).offset))
            frame += 1
        }
    }

    public func offset(at t: Double) -> Double? {
        samples.first { abs($0.t - t) < 1e-9 }?.offset
    }
}

/// The tests' list: `items` rows at the given size. `history` 0: the feed has nothing
/// older, so reaching the bottom changes no content (the scroll-physics tests measure the
/// scroll view, not paging).
public func testConfig(items: Int = 200, history: Int = 0, width: Double = 420, height: Double = 760) -> EngineConfig {
    var config = EngineConfig()
    config.items = items
    config.history = history
    config.width = width
    config.height = height
    return config
}

/// Plays scripts against the list alone.
public typealias EngineHarness = ScriptHarness<ListEngine>
/// Plays scripts against the workbench (the panel, keys and slots around the list).
public typealias WorkbenchHarness = ScriptHarness<Workbench>

extension ScriptHarness where Model == ListEngine {
    public init(items: Int = 200, history: Int = 0, width: Double = 420, height: Double = 760) {
        self.init(engine: ListEngine(config: testConfig(items: items, history: history, width: width, height: height),
                                     metrics: FixedTextMetrics()))
    }
}

extension ScriptHarness where Model == Workbench {
    public init(items: Int = 200, history: Int = 0, width: Double = 420, height: Double = 760) {
        self.init(engine: Workbench(config: testConfig(items: items, history: history, width: width, height: height),
                                    metrics: FixedTextMetrics()))
    }
}

extension ListEngine {
    /// Everything the list reported since the last drain.
    public mutating func takeOutputs() -> [ListOutput] {
        var out: [ListOutput] = []
        drainOutputs { out.append($0) }
        return out
    }

    /// The last-updated times the list asked to persist since the last drain.
    public mutating func takeLastUpdatedSaves() -> [Double] {
        takeOutputs().compactMap { if case .saveLastUpdated(let s) = $0 { return s } else { return nil } }
    }
}

/// One step of a script played frame by frame: an input at its time, or a frame.
public enum ScriptStep {
    case input(InputEvent, at: Double)
    case frame(at: Double)
}

/// Plays `script` from `start` on, a frame every 1/fps for `duration` seconds (the script's
/// times count from `start`): each input due by a frame goes to `step` at its own time, then the
/// frame at its time.
public func playFrames(_ script: String, from start: Double, fps: Double, for duration: Double,
                       _ step: (ScriptStep) -> Void) throws {
    var player = ScriptPlayer(script: try GestureScript.parse(script, file: "test"))
    var frame = 1
    while Double(frame) / fps <= duration + 1e-9 {
        let t = Double(frame) / fps
        var due: [(Double, InputEvent)] = []
        player.advance(to: t) { time, action in
            if case .input(let input) = action { due.append((time, input)) }
        }
        for (time, input) in due { step(.input(input, at: start + time)) }
        step(.frame(at: start + t))
        frame += 1
    }
}
