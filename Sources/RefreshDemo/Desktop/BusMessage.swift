import CSystemdBus
import Foundation

/// One sd-bus message, read in order: basic values, containers entered and left.
final class BusMessage {
    let pointer: OpaquePointer

    init(taking pointer: OpaquePointer) { self.pointer = pointer }

    /// A message sd-bus owns (a match's): referenced for as long as the value lives.
    convenience init(borrowing pointer: OpaquePointer) {
        self.init(taking: sd_bus_message_ref(pointer))
    }

    deinit { sd_bus_message_unref(pointer) }

    private static func code(_ c: Character) -> CChar { CChar(bitPattern: c.asciiValue ?? 0) }

    func append(_ s: String) throws {
        _ = try s.withCString { p in
            try BusError.check(sd_bus_message_append_basic(pointer, Self.code("s"), p), "sd_bus_message_append_basic")
        }
    }

    /// Appends an array of strings ("as").
    func append(_ strings: [String]) throws {
        try BusError.check(sd_bus_message_open_container(pointer, Self.code("a"), "s"), "sd_bus_message_open_container")
        for s in strings { try append(s) }
        try BusError.check(sd_bus_message_close_container(pointer), "sd_bus_message_close_container")
    }

    func readString() throws -> String {
        var p: UnsafePointer<CChar>?
        try BusError.check(sd_bus_message_read_basic(pointer, Self.code("s"), &p), "sd_bus_message_read_basic s")
        guard let p else { throw BusError(call: "sd_bus_message_read_basic s", code: EBADMSG) }
        return String(cString: p)
    }

    func readUInt32() throws -> UInt32 {
        var v: UInt32 = 0
        try BusError.check(sd_bus_message_read_basic(pointer, Self.code("u"), &v), "sd_bus_message_read_basic u")
        return v
    }

    func readDouble() throws -> Double {
        var v = 0.0
        try BusError.check(sd_bus_message_read_basic(pointer, Self.code("d"), &v), "sd_bus_message_read_basic d")
        return v
    }

    func readBool() throws -> Bool {
        // D-Bus booleans are read into an int.
        var v: Int32 = 0
        try BusError.check(sd_bus_message_read_basic(pointer, Self.code("b"), &v), "sd_bus_message_read_basic b")
        return v != 0
    }

    /// Enters a container of `type` ("a", "e" a dict entry, "v", "r" a struct) with
    /// `contents`; false at the end of an array.
    func enter(_ type: Character, _ contents: String) throws -> Bool {
        try BusError.check(sd_bus_message_enter_container(pointer, Self.code(type), contents),
                           "sd_bus_message_enter_container \(type)\(contents)") > 0
    }

    func exit() throws {
        try BusError.check(sd_bus_message_exit_container(pointer), "sd_bus_message_exit_container")
    }

    /// The next value's type and, for a container, its contents' signature.
    func peek() throws -> (type: Character, contents: String) {
        var t: CChar = 0
        var c: UnsafePointer<CChar>?
        try BusError.check(sd_bus_message_peek_type(pointer, &t, &c), "sd_bus_message_peek_type")
        return (Character(Unicode.Scalar(UInt8(bitPattern: t))), c.map { String(cString: $0) } ?? "")
    }

    /// Skips the next value of signature `types`.
    func skip(_ types: String) throws {
        try BusError.check(sd_bus_message_skip(pointer, types), "sd_bus_message_skip")
    }
}
