import CSystemdBus
import Foundation

/// A failed sd-bus call: which one, and the errno it returned.
struct BusError: Error, CustomStringConvertible {
    let call: String
    let code: Int32

    var description: String { "\(call): \(String(cString: strerror(code)))" }

    /// `result` when it is not negative; else the error (sd-bus returns -errno).
    @discardableResult
    static func check(_ result: Int32, _ call: String) throws -> Int32 {
        guard result >= 0 else { throw BusError(call: call, code: -result) }
        return result
    }
}

/// One connection to the user's session bus through sd-bus, used by one thread only
/// (sd-bus objects are not thread-safe): method calls with a deadline, a signal match,
/// and processing what arrives.
///
/// Rule: every call waits at most `timeout`; a bus that is missing, slow or speaks
/// nonsense is a BusError, never a hang. The bus is closed when the value goes.
final class BusConnection {
    private let bus: OpaquePointer

    /// The user's session bus ($DBUS_SESSION_BUS_ADDRESS, else $XDG_RUNTIME_DIR/bus), each
    /// call waiting at most `timeout` seconds.
    init(timeout: Double) throws {
        var b: OpaquePointer?
        try BusError.check(sd_bus_open_user(&b), "sd_bus_open_user")
        guard let b else { throw BusError(call: "sd_bus_open_user", code: EINVAL) }
        bus = b
        try BusError.check(sd_bus_set_method_call_timeout(bus, UInt64(max(timeout, 0.001) * 1_000_000)),
                           "sd_bus_set_method_call_timeout")
        try waitUntilReady(Date(timeIntervalSinceNow: timeout))
    }

    /// Runs the connection's handshake until the bus is ready, failing at `deadline`: sd-bus
    /// itself would wait out its 90-second authentication timeout for a bus that never answers.
    private func waitUntilReady(_ deadline: Date) throws {
        while try BusError.check(sd_bus_is_ready(bus), "sd_bus_is_ready") == 0 {
            if try BusError.check(sd_bus_process(bus, nil), "sd_bus_process (connecting)") > 0 { continue }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw BusError(call: "connecting to the session bus", code: ETIMEDOUT) }
            try BusError.check(sd_bus_wait(bus, UInt64(left * 1_000_000)), "sd_bus_wait (connecting)")
        }
    }

    // Closed without a flush: flushing waits for a bus that may never answer.
    deinit { sd_bus_close_unref(bus) }

    /// A method call message to `destination` at `path`, `interface`.`member`.
    func methodCall(destination: String, path: String, interface: String, member: String) throws -> BusMessage {
        var m: OpaquePointer?
        try BusError.check(sd_bus_message_new_method_call(bus, &m, destination, path, interface, member),
                           "sd_bus_message_new_method_call \(member)")
        guard let m else { throw BusError(call: "sd_bus_message_new_method_call", code: EINVAL) }
        return BusMessage(taking: m)
    }

    /// Sends `message` and waits (at most the timeout) for its reply; an error reply is a BusError.
    func call(_ message: BusMessage) throws -> BusMessage {
        var error = sd_bus_error()
        var reply: OpaquePointer?
        defer { sd_bus_error_free(&error) }
        let r = sd_bus_call(bus, message.pointer, 0, &error, &reply)
        guard r >= 0, let reply else {
            let name = error.name.map { String(cString: $0) } ?? "sd_bus_call"
            throw BusError(call: "\(name)", code: r < 0 ? -r : EBADMSG)
        }
        return BusMessage(taking: reply)
    }

    /// Calls `handler` with each message matching `rule` that `process()` reads. The
    /// match lives as long as the connection.
    func addMatch(_ rule: String, _ handler: @escaping (BusMessage) -> Void) throws {
        let box = Unmanaged.passRetained(MatchHandler(handler))
        let r = sd_bus_add_match(bus, nil, rule, { m, userdata, _ in
            guard let m, let userdata else { return 0 }
            let h = Unmanaged<MatchHandler>.fromOpaque(userdata).takeUnretainedValue()
            h.handler(BusMessage(borrowing: m))
            return 0
        }, box.toOpaque())
        guard r >= 0 else {
            box.release()
            throw BusError(call: "sd_bus_add_match", code: -r)
        }
        handlers.append(box)
    }

    private var handlers: [Unmanaged<MatchHandler>] = []

    /// Handles what has arrived; true when it did something (call it again at once).
    func process() throws -> Bool {
        try BusError.check(sd_bus_process(bus, nil), "sd_bus_process") > 0
    }

    /// Waits at most `seconds` for something to arrive.
    func wait(_ seconds: Double) throws {
        try BusError.check(sd_bus_wait(bus, UInt64(max(seconds, 0) * 1_000_000)), "sd_bus_wait")
    }

    private final class MatchHandler {
        let handler: (BusMessage) -> Void
        init(_ handler: @escaping (BusMessage) -> Void) { self.handler = handler }
    }
}
