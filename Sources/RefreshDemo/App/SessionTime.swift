import RefreshDemoModel

/// The run's time as the host keeps it: real time to engine time (`TimeScale`: slow motion,
/// the speeds, pause and a step), the real time of the last frame, and while paused the
/// scrubbed moment of the last gesture (`Timeline`). The engine only ever sees engine time.
///
/// Rule: engine time never runs back: an event stamped before the last frame happened at
/// it (`notBeforeLastFrame`), and a frame never moves the last frame's time back.
struct SessionTime {
    /// Real time to engine time: slow motion and pause live here, outside the engine.
    private(set) var scale = TimeScale()
    /// Real time of the last frame (or input): a clock change never takes engine time backwards.
    private(set) var lastFrameReal = 0.0
    /// While paused: the scrubbed moment of the last gesture (Left/Right).
    private(set) var timeline = Timeline()

    var paused: Bool { scale.paused }

    func engineTime(atReal r: Double) -> Double { scale.engineTime(atReal: r) }

    /// Real time r, or the last frame's when r is before it.
    func notBeforeLastFrame(_ r: Double) -> Double { max(r, lastFrameReal) }

    /// An input at real time r (already not before the last frame) is now the latest moment.
    mutating func input(atReal r: Double) { lastFrameReal = r }

    /// A frame at real time r: the latest moment, never earlier than the last.
    mutating func frame(atReal r: Double) { lastFrameReal = max(lastFrameReal, r) }

    /// Engine time continues from `engineTime` at real time r (a replay starts).
    mutating func rebase(engineTime: Double, atReal r: Double) { scale.rebase(engineTime: engineTime, atReal: r) }

    /// The scrubbed moment of the run, drawn instead of the paused live frame (stepped in
    /// place: a copy of the engine would copy its buffers on the first change); nil: the live one.
    mutating func scrubbedFrame() -> WorkbenchFrame? {
        guard scale.paused, let t = timeline.time else { return nil }
        return timeline.engine?.frame(at: t)
    }

    /// The list asked to show its run at engine time t (the panel's scrub): only while paused.
    mutating func scrub(to t: Double, live engine: Workbench) {
        if scale.paused { timeline.scrub(to: t, live: engine, now: engineTime(atReal: lastFrameReal)) }
    }

    /// Whether a time key means something now: step only while paused, scrubbing only while
    /// paused with a gesture to scrub; otherwise the key goes on to the engine.
    func applies(_ command: KeyCommand, hasGesture: Bool) -> Bool {
        switch command {
        case .step: return scale.paused
        case .scrubBack, .scrubForward: return scale.paused && hasGesture
        default: return true
        }
    }

    /// The time keys: slow motion, the speeds, scrubbing, pause and a step; the trace hears
    /// of each change as a `setting` line.
    mutating func run(_ command: KeyCommand, shift: Bool, atReal r: Double, engine: inout Workbench) {
        switch command {
        case .slowMotion:
            scale.setSlow(!scale.isSlow, atReal: r)
            engine.setInputTimeScale(scale.scale)
            engine.recordHostEvent(.setting(t: engineTime(atReal: r), name: "slowMotion", value: scale.isSlow ? "on" : "off"))
        case .speeds:
            // Playback speeds 1, 0.5, 0.25, 0.1 in turn.
            scale.setScale(Timeline.nextSpeed(after: scale.scale), atReal: r)
            engine.setInputTimeScale(scale.scale)
            engine.recordHostEvent(.setting(t: engineTime(atReal: r), name: "speed", value: Timeline.speedText(scale.scale)))
        case .scrubBack, .scrubForward:
            let frames = (command == .scrubBack ? -1 : 1) * (shift ? 10 : 1)
            timeline.scrub(by: frames, live: engine, now: engineTime(atReal: r))
        case .pause:
            if scale.paused { timeline = Timeline() }
            scale.setPaused(!scale.paused, atReal: r)
            engine.recordHostEvent(.setting(t: engineTime(atReal: r), name: "paused", value: scale.paused ? "on" : "off"))
        case .step:
            scale.stepFrame(1.0 / 60)
        default:
            break
        }
    }

    /// The badge for the time scale ("Paused", "Slow motion ×0.1"), nil at normal speed.
    func badge(_ engine: Workbench) -> String? {
        // At normal speed, the common case, there is none: nothing is made every frame.
        guard scale.paused || scale.isSlow else { return nil }
        let strings = engine.language.interface
        if scale.paused, timeline.time == nil { return strings.paused }
        return Timeline.badge(paused: strings.paused, slowMotion: strings.slowMotion, scale: scale.scale,
                              scrubbed: scale.paused ? timeline.time : nil, start: engine.recorder.startTime,
                              now: engineTime(atReal: lastFrameReal))
    }
}
