import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP client with no HTTP or WebSocket library: it sends exactly the bytes a test writes
/// (a hostile client's too) and reads what comes back until the server closes or `timeout`.
public final class RawClient {
    public let fd: Int32

    public init(port: Int, timeout: Double = 5) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ShareTestError("socket: \(errno)") }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw ShareTestError("connect: \(errno)")
        }
    }

    deinit { close(fd) }

    /// Sends all of `bytes`; false when the server closed the connection meanwhile.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    public func send(_ text: String) { send(Array(text.utf8)) }

    /// Reads until `done` says the bytes so far are enough, the server closes, or the timeout.
    /// `closed`: the server closed (or reset) the connection.
    public func read(until done: ([UInt8]) -> Bool = { _ in false }) -> (bytes: [UInt8], closed: Bool) {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !done(out) {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { return (out, true) }
            if n < 0 { return (out, errno == ECONNRESET) }
            out += buffer[0..<n]
        }
        return (out, false)
    }

    /// The HTTP response's head (through the blank line), as text.
    public func responseHead() -> String {
        let r = read { $0.count >= 4 && String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
        return String(decoding: r.bytes, as: UTF8.self)
    }

    /// A client frame (masked, as a browser's), `length` claimed in its header.
    public static func frame(opcode: UInt8, payload: [UInt8], fin: Bool = true, claimedLength: Int? = nil) -> [UInt8] {
        let length = claimedLength ?? payload.count
        var out: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if length < 126 {
            out.append(0x80 | UInt8(length))
        } else if length <= 0xFFFF {
            out += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
        } else {
            out.append(0x80 | 127)
            out += (0..<8).reversed().map { UInt8((length >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        out += mask
        out += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return out
    }

    public static func text(_ s: String) -> [UInt8] { frame(opcode: 1, payload: Array(s.utf8)) }
}

public struct ShareTestError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
