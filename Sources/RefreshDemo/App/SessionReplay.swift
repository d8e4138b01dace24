import RefreshEngine
import RefreshDemoModel

/// R's replay as the run plays it: the engine as it was when the last gesture began, with
/// the current tuning, on a clock set back to that moment; the gesture's input follows at
/// its own engine times (GestureReplay) until it ends or the hand interrupts it.
///
/// Rule: the trace says so with a `setting` line `replay` (value: the start time), written
/// before the engine is swapped, and times restart there.
struct SessionReplay {
    /// The replayed gesture still to feed; nil: no replay runs.
    private(set) var gesture: GestureReplay?

    /// Starts the replay at real time r: false when there is no gesture to replay (the
    /// window says so).
    mutating func start(atReal r: Double, engine: inout Workbench, time: inout SessionTime, trace: TraceSink?) -> Bool {
        guard let next = engine.replayOfLastGesture(tuning: engine.tuningSet) else {
            engine.post(message: engine.language.interface.messages.noGesture, isError: false, at: engine.time)
            return false
        }
        engine.recordReplay(from: next.engine.time)
        if let trace { engine.drainTrace { trace.write($0) } }
        engine = next.engine
        time.rebase(engineTime: engine.time, atReal: r)
        gesture = next.replay
        engine.announceReplay(at: engine.time)
        return true
    }

    /// Feeds the replayed input due by real time r, each at its exact engine time.
    mutating func advance(toReal r: Double, time: SessionTime, engine: inout Workbench) {
        guard var p = gesture else { return }
        p.advance(to: time.engineTime(atReal: r)) { event, t in engine.handle(event, at: t) }
        gesture = p.isFinished ? nil : p
    }

    /// A new gesture of the hand ends the replay where it is (at real time r).
    mutating func interrupt(by input: InputEvent, atReal r: Double, time: SessionTime, engine: inout Workbench) {
        guard gesture != nil, GestureReplay.interrupts(input) else { return }
        advance(toReal: r, time: time, engine: &engine)
        gesture = nil
    }
}
