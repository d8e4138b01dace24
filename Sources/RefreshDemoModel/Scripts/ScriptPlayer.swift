import RefreshEngine
/// Plays a GestureScript against a clock that the host advances.
///
/// Rule: commands run one after another on a timeline; `wait` and `move ... over S`
/// take their duration, every other command takes none. During a timed move the
/// player emits one interpolated pointer position per `advance(to:)` call (one per
/// frame), stamped with that frame's time, and the exact end point at the exact end
/// time, so the same script gives the same gesture at any frame rate.
public struct ScriptPlayer: Sendable {
    public enum Action: Equatable, Sendable {
        case input(InputEvent)
        case screenshot(String)
        case quit
        case set(name: String, value: Double)
        case preset(String)
        case drop(path: String, x: Double, y: Double)
    }

    public let script: GestureScript
    private var index = 0
    /// Timeline time at which the current command started.
    private var commandStart: Double
    private var pointerX = 0.0
    private var pointerY = 0.0
    /// Where the current timed move started.
    private var moveFromX = 0.0
    private var moveFromY = 0.0
    private var moveStarted = false
    /// How much of a spread wheel command has been sent, as a fraction.
    private var wheelSent = 0.0

    public init(script: GestureScript, startTime: Double = 0) {
        self.script = script
        commandStart = startTime
    }

    public var isFinished: Bool { index >= script.lines.count }

    /// The script line being played (for error messages), if any.
    var currentLine: Int? { isFinished ? nil : script.lines[index].number }

    /// Emits every action due at or before `t`, each with its exact time, in order.
    public mutating func advance(to t: Double, _ emit: (Double, Action) -> Void) {
        while index < script.lines.count {
            let start = commandStart
            // No command begins before its start (a wait, S >= 0, also waits for its end).
            guard t >= start else { return }
            switch script.lines[index].command {
            case .wait(let s):
                guard t >= start + s else { return }
                commandStart = start + s
            case let .press(x, y):
                pointerX = x; pointerY = y
                emit(start, .input(.press(x: x, y: y)))
            case let .move(x, y, over):
                if !moveStarted {
                    moveFromX = pointerX; moveFromY = pointerY
                    moveStarted = true
                }
                if t < start + over {
                    let f = (t - start) / over
                    pointerX = moveFromX + (x - moveFromX) * f
                    pointerY = moveFromY + (y - moveFromY) * f
                    if t > start { emit(t, .input(.move(x: pointerX, y: pointerY))) }
                    return
                }
                pointerX = x; pointerY = y
                moveStarted = false
                emit(start + over, .input(.move(x: x, y: y)))
                commandStart = start + over
            case .release:
                emit(start, .input(.release(x: pointerX, y: pointerY)))
            case let .wheel(dy, precise, over):
                if over > 0 {
                    // A stream: at each frame, the part of DY due since the last one.
                    let f = min((t - start) / over, 1)
                    if f < 1 {
                        if f > wheelSent {
                            emit(t, .input(.wheel(dy: dy * (f - wheelSent), precise: precise)))
                            wheelSent = f
                        }
                        return
                    }
                    if wheelSent < 1 { emit(start + over, .input(.wheel(dy: dy * (1 - wheelSent), precise: precise))) }
                    wheelSent = 0
                    commandStart = start + over
                } else {
                    emit(start, .input(.wheel(dy: dy, precise: precise)))
                }
            case .touchpad(let dy):
                emit(start, .input(.touchpad(dy: dy, liftReported: true)))
            case .lift:
                emit(start, .input(.touchpadLift))
            case .key(let k):
                emit(start, .input(.key(k)))
            case let .resize(w, h):
                emit(start, .input(.resize(width: w, height: h)))
            case .screenshot(let path):
                emit(start, .screenshot(path))
            case .quit:
                emit(start, .quit)
            case let .set(name, value):
                emit(start, .set(name: name, value: value))
            case .preset(let name):
                emit(start, .preset(name))
            case let .drop(path, x, y):
                emit(start, .drop(path: path, x: x, y: y))
            }
            index += 1
        }
    }
}
