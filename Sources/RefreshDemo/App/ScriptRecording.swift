import Foundation
import RefreshEngine
import RefreshDemoModel

/// Shift+R: the user's input being written as a gesture script, and where it goes.
///
/// Rule: every input from the start to the end of a recording goes into the script at
/// its real time; the end writes the script atomically to `path` (a failure is one line
/// naming the path, and a message in the window).
struct ScriptRecording {
    /// Where the script is written (--record, else recording.txt in the working folder).
    let path: String
    private var recorder: ScriptRecorder?

    init(path: String) { self.path = path }

    /// A recording is running.
    var isOn: Bool { recorder != nil }

    /// The input at real time r, into the running recording (none: nothing).
    mutating func add(_ input: InputEvent, at r: Double) {
        recorder?.add(input, at: r)
    }

    /// Starts recording at real time r (engine time t), or ends it and writes the script;
    /// the engine's trace and window say which.
    mutating func toggle(atReal r: Double, at t: Double, engine: inout Workbench) {
        guard let rec = recorder else {
            recorder = ScriptRecorder(start: r, header: "RefreshDemo gesture script recorded with Shift+R; play it with --script")
            engine.recordHostEvent(.setting(t: t, name: "recording", value: "on"))
            engine.post(message: MessageStrings.fill(engine.language.interface.messages.recording, path), isError: false, at: t)
            return
        }
        recorder = nil
        engine.recordHostEvent(.setting(t: t, name: "recording", value: "off"))
        do {
            try AtomicFile.write(rec.text, to: path, what: "gesture script")
            engine.post(message: MessageStrings.fill(engine.language.interface.messages.recorded.text(rec.commandCount, in: engine.language), path),
                        isError: false, at: t)
        } catch {
            engine.post(message: MessageStrings.fill(engine.language.interface.messages.notRecorded, "\(error)"), isError: true, at: t)
            FileHandle.standardError.write(Data("RefreshDemo: not recorded: \(error)\n".utf8))
        }
    }
}
