import RefreshEngine
/// The user's real input written as a gesture script (the language `--script` plays), so
/// a gesture made by hand can be replayed headless, compared and attached to a report.
///
/// Rule: each input becomes one command at its time: `wait` for the time since the last
/// (from times rounded to 1e-9 s, written exactly, so the waits add up to each event's time), then
/// `press`, `move`, `release` (after a `move` if the pointer was let go elsewhere),
/// `wheel DY [precise]`, `key NAME` or `resize W H`. Hover and modifier changes are not
/// commands (keys carry their modifiers).
public struct ScriptRecorder: Sendable {
    public private(set) var lines: [String] = []
    /// Time of the last command written (rounded to 1e-9 s); the recording's start at first.
    private var last: Double
    private var pointer: (x: Double, y: Double)?
    /// Where the pointer hovers with no button down, not yet written / as last written.
    private var hover: (x: Double, y: Double)?
    private var hoverWritten: (x: Double, y: Double)?

    public init(start: Double, header: String) {
        last = Self.round(start)
        lines.reserveCapacity(1024)
        lines.append("# \(header)")
    }

    static func round(_ t: Double) -> Double { (t * 1e9).rounded() / 1e9 }

    /// The shortest text that reads back as exactly this number (whole numbers without ".0"):
    /// a replayed drag then moves through exactly the same points.
    static func n(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
    }

    /// A wheel's or touchpad's amount as the script reads it: "DY", or "DX,DY" with a
    /// horizontal part; nil for what the script could not read back.
    static func amount(_ dx: Double, _ dy: Double, limit: Double) -> String? {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0, abs(dx) <= limit, abs(dy) <= limit else { return nil }
        return dx == 0 ? n(dy) : n(dx) + "," + n(dy)
    }

    /// Inputs written, not counting waits and comments.
    public var commandCount: Int { lines.filter { !$0.hasPrefix("wait") && !$0.hasPrefix("#") }.count }

    public mutating func add(_ event: InputEvent, at t: Double) {
        let command: String
        switch event {
        case let .press(x, y):
            guard x.isFinite, y.isFinite else { return }
            command = "press \(Self.n(x)),\(Self.n(y))"
            pointer = (x, y)
        case let .move(x, y):
            guard x.isFinite, y.isFinite, pointer != nil else { return }
            command = "move \(Self.n(x)),\(Self.n(y))"
            pointer = (x, y)
        case let .release(x, y):
            guard let p = pointer else { return }
            if x.isFinite, y.isFinite, x != p.x || y != p.y {
                wait(until: t)
                lines.append("move \(Self.n(x)),\(Self.n(y))")
            }
            command = "release"
            pointer = nil
        case let .wheel(dx, dy, precise):
            guard let amount = Self.amount(dx, dy, limit: 1000) else { return }
            writeHover(at: t)
            command = "wheel " + amount + (precise ? " precise" : "")
        case let .touchpad(dx, dy, _):
            guard let amount = Self.amount(dx, dy, limit: 100_000) else { return }
            writeHover(at: t)
            command = "touchpad " + amount
        case .touchpadLift:
            command = "lift"
        case .key(let k):
            command = "key \(k.description)"
        case let .resize(w, h):
            guard w.isFinite, h.isFinite, w >= 1, h >= 1 else { return }
            command = "resize \(Self.n(w)) \(Self.n(h))"
        case let .hover(x, y):
            // Kept, and written as a move before the next wheel or touchpad: which row they
            // scroll depends on where the pointer is.
            if x.isFinite, y.isFinite, pointer == nil { hover = (x, y) }
            return
        case .modifiers:
            return
        }
        wait(until: t)
        lines.append(command)
    }

    /// A hover not yet written, as a move with no button down (the player hovers there).
    private mutating func writeHover(at t: Double) {
        guard pointer == nil, let h = hover, hoverWritten.map({ $0.x != h.x || $0.y != h.y }) ?? true else { return }
        wait(until: t)
        lines.append("move \(Self.n(h.x)),\(Self.n(h.y))")
        hoverWritten = h
    }

    private mutating func wait(until t: Double) {
        let now = Self.round(t)
        let dt = now - last
        if dt > 0 { lines.append("wait \(Self.n(dt))") }
        last = max(last, now)
    }

    /// The script: one command a line.
    public var text: String { lines.joined(separator: "\n") + "\n" }
}
