#if canImport(Glibc)
import Glibc
#endif

/// Where the phone preview listens: `--share ADDRESS[:PORT]`, or the machine's LAN address.
public struct ShareAddress: Equatable, Sendable {
    public var host: String
    /// 0: any free port (the printed URL has the real one).
    public var port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `ADDRESS[:PORT]`: a numeric IPv4 address, `[IPv6]` (or a bare IPv6 address without a
    /// port) or `localhost` (127.0.0.1), with a port (0: any free one) or without (the
    /// default port); nil when it is not one.
    public init?(parsing text: String) {
        var host = text, port = Self.defaultPort
        if text.hasPrefix("["), text.hasSuffix("]") {
            host = String(text.dropFirst().dropLast())
        } else if !Self.isNumeric(text), let colon = text.lastIndex(of: ":") {
            guard let number = Int(text[text.index(after: colon)...]), (0...65535).contains(number) else { return nil }
            host = String(text[..<colon])
            port = number
            if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        }
        if host.lowercased() == "localhost" { host = "127.0.0.1" }
        guard !host.isEmpty, Self.isNumeric(host) else { return nil }
        self.init(host: host, port: port)
    }

    /// True for an address only this machine reaches (127.0.0.0/8, ::1): a phone needs
    /// `adb reverse` to open it.
    public var isLoopback: Bool { host.hasPrefix("127.") || host == "::1" }

    /// Default port of the preview when the address is the LAN's.
    public static let defaultPort = 8765

    /// The first IPv4 address of an interface that is up and not loopback (getifaddrs);
    /// nil: the machine has no LAN address.
    public static func lan() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            let flags = Int32(entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0,
                  let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let found = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet -> Bool in
                var raw = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(INET_ADDRSTRLEN)) != nil
            }
            if found { return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        return nil
    }

    /// A numeric IPv4 or IPv6 address (no names: a name would be looked up, and served as Host).
    static func isNumeric(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }
}
