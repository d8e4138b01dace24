import Foundation
import RefreshEngine

/// A parsed gesture script: one command per line, `#` starts a comment.
///
///     wait S                                   do nothing for S seconds
///     press X,Y                                pointer down at (X, Y) points
///     move X,Y [over S]                        move there at a steady pace (instantly without `over`)
///     release                                  pointer up where it is
///     drag X,Y -> X,Y over S [hold S]          press, move, hold still, release
///     wheel DY [precise] [over S]              wheel: DY notches (> 0 = towards the top); `precise`
///                                              sends touchpad deltas; `over S` spreads DY over S seconds
///     wheel DX,DY [precise] [over S]           both axes: DX notches > 0 scroll towards the right
///                                              (a tilt wheel, or Shift with the wheel); `wheel 2,0`
///     touchpad DY                              a finger delta in pixels from a touchpad that reports the lift
///     touchpad DX,DY                           both axes: DX > 0 moves the content right
///     lift                                     the fingers leave that touchpad
///     key NAME                                 a key, with modifiers: key ctrl+r
///     resize W H                               resize the window to W x H points
///     screenshot PATH                          save a PNG of the frame at this moment
///     set NAME VALUE                           set a tunable (names: Tunables.all)
///     preset NAME                              ios, flutter, android or gtk
///     drop PATH [at X,Y]                       drop a file on the window (top half: header art)
///     quit                                     end the run here
public struct GestureScript: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        case wait(Double)
        case press(x: Double, y: Double)
        case move(x: Double, y: Double, over: Double)
        case release
        case wheel(dx: Double, dy: Double, precise: Bool, over: Double)
        /// A finger delta from a touchpad whose source reports the lift (pixels; > 0 moves
        /// the content down), and the lift itself: what Wayland's axis and axis_stop give.
        case touchpad(dx: Double, dy: Double)
        case lift
        case key(KeyPress)
        case resize(width: Double, height: Double)
        case screenshot(String)
        case quit
        case set(name: String, value: Double)
        case preset(String)
        /// A file or folder dropped on the window at (x, y): the user's art.
        case drop(path: String, x: Double, y: Double)
    }

    public struct Line: Equatable, Sendable {
        public var number: Int
        public var command: Command
    }

    /// A script that cannot run: `file:line: what was expected`.
    public typealias ParseError = InputFileError

    public var lines: [Line]

    public var commands: [Command] { lines.map(\.command) }

    /// Total duration in seconds (instant commands take none).
    public var duration: Double {
        lines.reduce(0) { sum, line in
            switch line.command {
            case .wait(let s): return sum + s
            case .move(_, _, let s): return sum + s
            case .wheel(_, _, _, let s): return sum + s
            default: return sum
            }
        }
    }

    static let usage: [String: String] = [
        "wait": "wait S (seconds, a number >= 0)",
        "press": "press X,Y",
        "move": "move X,Y [over S]",
        "release": "release",
        "drag": "drag X,Y -> X,Y over S [hold S]",
        "wheel": "wheel DY or DX,DY [precise] [over S] (not both zero)",
        "key": "key NAME (one of \(Key.allCases.map(\.rawValue).joined(separator: ", ")), with optional ctrl+, shift+, alt+)",
        "resize": "resize W H (points, 1 to 16384)",
        "screenshot": "screenshot PATH",
        "quit": "quit",
        "touchpad": "touchpad DY or DX,DY (a finger delta in pixels, not both zero; > 0 moves the content down or right)",
        "lift": "lift",
        "set": "set NAME VALUE (a tunable and a number or choice in its range)",
        "drop": "drop PATH [at X,Y] (a GIF, PNG folder or Lottie file; at the top half: the header's art, the bottom half: the footer's)",
        "preset": "preset NAME (\(TuningPresets.names.joined(separator: ", ")))",
    ]

    /// A wheel's or touchpad's amount: "DY" (vertical) or "DX,DY"; each finite and within
    /// `limit`, not both zero. Nil otherwise.
    static func amounts(_ s: String, limit: Double) -> (dx: Double, dy: Double)? {
        let parts = s.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        let (dx, dy): (Double?, Double?) = parts.count == 1 ? (0, parts[0]) : parts.count == 2 ? (parts[0], parts[1]) : (nil, nil)
        guard let dx, let dy, dx.isFinite, dy.isFinite, abs(dx) <= limit, abs(dy) <= limit, dx != 0 || dy != 0 else { return nil }
        return (dx, dy)
    }

    /// Parses `text`; `file` names the script in error messages. Lines may end in LF or
    /// CRLF and a leading byte-order mark is dropped. `tuning` is what the run starts with:
    /// `set` and `preset` lines are applied to it in order, so a `set` that would leave two
    /// values in conflict (a latency min over the max) is an error on its line.
    public static func parse(_ raw: String, file: String, tuning: TuningSet = TuningSet()) throws -> GestureScript {
        var out: [Line] = []
        var number = 0
        var tuning = tuning
        let text = raw.droppingByteOrderMark
        // On Characters: "\r\n" is one Character, and a newline like "\n".
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            // "X, Y" is accepted as "X,Y".
            let normalized = line.replacingOccurrences(of: ", ", with: ",").replacingOccurrences(of: " ,", with: ",")
            let words = normalized.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            func fail(_ what: String) -> ParseError {
                ParseError(file: file, line: number, message: what)
            }
            func expected() -> ParseError {
                fail("expected '\(usage[verb] ?? verb)', got '\(words.joined(separator: " "))'")
            }
            func seconds(_ s: String) throws -> Double {
                guard let v = Double(s), v.isFinite, v >= 0, v <= 86_400 else {
                    throw fail("expected a duration in seconds (0 to 86400), got '\(s)'")
                }
                return v
            }
            func point(_ s: String) throws -> (Double, Double) {
                let parts = s.split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
                      x.isFinite, y.isFinite, abs(x) <= 1e6, abs(y) <= 1e6 else {
                    throw fail("expected a point X,Y (two numbers), got '\(s)'")
                }
                return (x, y)
            }
            let args = Array(words.dropFirst())
            switch verb.lowercased() {
            case "wait":
                guard args.count == 1 else { throw expected() }
                out.append(Line(number: number, command: .wait(try seconds(args[0]))))
            case "press":
                guard args.count == 1 else { throw expected() }
                let p = try point(args[0])
                out.append(Line(number: number, command: .press(x: p.0, y: p.1)))
            case "move":
                guard args.count == 1 || (args.count == 3 && args[1] == "over") else { throw expected() }
                let p = try point(args[0])
                let s = args.count == 3 ? try seconds(args[2]) : 0
                out.append(Line(number: number, command: .move(x: p.0, y: p.1, over: s)))
            case "release":
                guard args.isEmpty else { throw expected() }
                out.append(Line(number: number, command: .release))
            case "drag":
                guard args.count == 5 || args.count == 7, args[1] == "->", args[3] == "over",
                      args.count == 5 || args[5] == "hold" else { throw expected() }
                let a = try point(args[0]), b = try point(args[2])
                let s = try seconds(args[4])
                let hold = args.count == 7 ? try seconds(args[6]) : 0
                out.append(Line(number: number, command: .press(x: a.0, y: a.1)))
                out.append(Line(number: number, command: .move(x: b.0, y: b.1, over: s)))
                if hold > 0 { out.append(Line(number: number, command: .wait(hold))) }
                out.append(Line(number: number, command: .release))
            case "wheel":
                guard !args.isEmpty, let (dx, dy) = Self.amounts(args[0], limit: 1000) else { throw expected() }
                var rest = Array(args.dropFirst())
                let precise = rest.first == "precise"
                if precise { rest.removeFirst() }
                var over = 0.0
                if rest.count == 2, rest[0] == "over" {
                    over = try seconds(rest[1])
                    rest = []
                }
                guard rest.isEmpty else { throw expected() }
                out.append(Line(number: number, command: .wheel(dx: dx, dy: dy, precise: precise, over: over)))
            case "key":
                guard args.count == 1 else { throw expected() }
                guard let k = KeyPress(parsing: args[0]) else {
                    throw fail("unknown key '\(args[0])'; expected \(usage["key"] ?? "")")
                }
                out.append(Line(number: number, command: .key(k)))
            case "resize":
                guard args.count == 2, let w = Double(args[0]), let h = Double(args[1]),
                      w >= 1, h >= 1, w <= 16384, h <= 16384 else { throw expected() }
                out.append(Line(number: number, command: .resize(width: w, height: h)))
            case "screenshot":
                guard args.count == 1 else { throw expected() }
                out.append(Line(number: number, command: .screenshot(args[0])))
            case "drop":
                guard args.count == 1 || (args.count == 3 && args[1] == "at") else { throw expected() }
                let p = args.count == 3 ? try point(args[2]) : (0, 0)
                out.append(Line(number: number, command: .drop(path: args[0], x: p.0, y: p.1)))
            case "quit":
                guard args.isEmpty else { throw expected() }
                out.append(Line(number: number, command: .quit))
            case "touchpad":
                guard args.count == 1, let (dx, dy) = Self.amounts(args[0], limit: 100_000) else { throw expected() }
                out.append(Line(number: number, command: .touchpad(dx: dx, dy: dy)))
            case "lift":
                guard args.isEmpty else { throw expected() }
                out.append(Line(number: number, command: .lift))
            case "set":
                guard args.count == 2 else { throw expected() }
                guard let tunable = Tunables.named(args[0]) else {
                    throw fail("unknown tunable '\(args[0])'; RefreshDemo --list-tunables lists them")
                }
                guard let v = tunable.parse(args[1]) else {
                    throw fail("'\(args[0])' \(args[1]): expected \(TuningFile.expectation(tunable))")
                }
                tunable.assign(v, in: &tuning)
                if let conflict = tuning.conflict { throw fail(conflict.message) }
                out.append(Line(number: number, command: .set(name: tunable.name, value: v)))
            case "preset":
                guard args.count == 1, let preset = TuningPresets.named(args[0]) else { throw expected() }
                tuning = preset
                out.append(Line(number: number, command: .preset(args[0].lowercased())))
            default:
                throw fail("unknown command '\(verb)'; expected one of \(usage.keys.sorted().joined(separator: ", "))")
            }
        }
        return GestureScript(lines: out)
    }
}
