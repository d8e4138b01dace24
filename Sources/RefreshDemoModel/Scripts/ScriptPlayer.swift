import RefreshEngine
/// Plays a GestureScript against a clock that the host advances.
///
/// Rule: commands run one after another on a timeline; `wait`, `move ... over S` and
/// `wheel ... over S` take their duration, every other command takes none. A timed move
/// or wheel stream is reported the way a device reports it, at its own rate whatever the
/// frames: every 1/`reportRate` s from its start (125 Hz, a USB mouse's default), each
/// report stamped with its own time, then the exact end at the exact end time.
/// `advance(to:)` emits every report due by then, in order, so the same script gives the
/// engine the same input at any frame rate (1 fps or 1000).
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
    /// The pointer is down (a press not yet released): a move drags, else it hovers.
    private var held = false
    /// How much of a spread wheel command has been sent, as a fraction.
    private var wheelSent = 0.0
    /// Reports of the current timed move or wheel stream already emitted.
    private var reportsSent = 0

    /// A move with the button down drags; with none it hovers, as a mouse moved over the window does.
    private func pointerEvent(x: Double, y: Double) -> InputEvent {
        held ? .move(x: x, y: y) : .hover(x: x, y: y)
    }

    /// Reports per second of a timed move or wheel stream.
    public static let reportRate = 125.0

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
                held = true
                emit(start, .input(.press(x: x, y: y)))
            case let .move(x, y, over):
                if !moveStarted {
                    moveFromX = pointerX; moveFromY = pointerY
                    moveStarted = true
                }
                var sent = reportsSent
                let ended = Self.reports(sent: &sent, from: start, over: over, until: t) { at, f in
                    pointerX = moveFromX + (x - moveFromX) * f
                    pointerY = moveFromY + (y - moveFromY) * f
                    emit(at, .input(pointerEvent(x: pointerX, y: pointerY)))
                }
                reportsSent = sent
                guard ended else { return }
                pointerX = x; pointerY = y
                moveStarted = false
                emit(start + over, .input(pointerEvent(x: x, y: y)))
                commandStart = start + over
            case .release:
                held = false
                emit(start, .input(.release(x: pointerX, y: pointerY)))
            case let .wheel(dx, dy, precise, over):
                if over > 0 {
                    // A stream: at each report, the part of DY due since the last one.
                    var sent = reportsSent
                    let ended = Self.reports(sent: &sent, from: start, over: over, until: t) { at, f in
                        emit(at, .input(.wheel(dx: dx * (f - wheelSent), dy: dy * (f - wheelSent), precise: precise)))
                        wheelSent = f
                    }
                    reportsSent = sent
                    guard ended else { return }
                    if wheelSent < 1 {
                        emit(start + over, .input(.wheel(dx: dx * (1 - wheelSent), dy: dy * (1 - wheelSent), precise: precise)))
                    }
                    wheelSent = 0
                    commandStart = start + over
                } else {
                    emit(start, .input(.wheel(dx: dx, dy: dy, precise: precise)))
                }
            case let .touchpad(dx, dy):
                emit(start, .input(.touchpad(dx: dx, dy: dy, liftReported: true)))
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

    /// Hands `report` each report of a timed command (started at `start`, lasting `over`)
    /// due by t and not yet among the `sent`, with its time and the fraction of the command
    /// done: at start + k / reportRate for k = 1, 2, ... before the end. True when t has
    /// reached the end (`sent` is reset; the caller sends the exact end and moves on).
    private static func reports(sent: inout Int, from start: Double, over: Double, until t: Double,
                                _ report: (Double, Double) -> Void) -> Bool {
        while true {
            let at = start + Double(sent + 1) / reportRate
            guard at < start + over else { break }
            guard at <= t else { return false }
            sent += 1
            report(at, (at - start) / over)
        }
        guard t >= start + over else { return false }
        sent = 0
        return true
    }
}
