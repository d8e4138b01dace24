import Foundation

/// Asks a display server for one answer, within a deadline, before SDL connects to it.
///
/// Why: SDL (2.26) waits forever in XOpenDisplay or the Wayland connect on a server that
/// accepts and never answers, and crashes (SIGSEGV in SDL_Init) on a Wayland socket that
/// accepts and then closes or talks nonsense. The probe speaks just enough of each
/// protocol on a non-blocking socket of its own: Wayland's wl_display.sync, answered by
/// wl_callback.done; X11's connection setup, answered by Success, Failed or Authenticate.
/// A server that stays silent, closes or answers anything else is not handed to SDL.
enum DisplayProbe {
    /// How long a server may take to answer.
    static let deadlineSeconds = 2.0

    /// nil when the Wayland display `name` answers; else why not, in the user's words.
    static func wayland(_ name: String, runtimeDir: String?) -> String? {
        let path = name.hasPrefix("/") ? name : (runtimeDir ?? "") + "/" + name
        // wl_display (object 1) .sync (opcode 0), size 12, new callback object 2.
        let sync = words([1, (12 << 16) | 0, 2])
        return converse(addresses: [path], request: sync) { bytes in
            // Whole messages: object, size << 16 | opcode, arguments; 8 to 4096 bytes, in words.
            var at = 0
            while bytes.count - at >= 8 {
                let object = word(bytes, at), sizeOp = word(bytes, at + 4)
                let size = Int(sizeOp >> 16), opcode = sizeOp & 0xFFFF
                guard (8...4096).contains(size), size % 4 == 0, object == 1 || object == 2 else { return .nonsense }
                guard bytes.count - at >= size else { return .more }
                if object == 2 && opcode == 0 { return .answered }  // wl_callback.done
                if object == 1 && opcode == 0 { return .answered }  // wl_display.error: a server all the same
                at += size
            }
            return .more
        }
    }

    /// nil when the X display `display` (":1", "unix:0.0", "host:10") answers; else why not.
    static func x11(_ display: String) -> String? {
        guard let colon = display.lastIndex(of: ":") else { return nil }  // a form the probe does not know: SDL's to try
        let host = String(display[..<colon])
        let number = display[display.index(after: colon)...].split(separator: ".").first.flatMap { Int($0) }
        guard let number, number >= 0, host.isEmpty || host == "unix" || !host.contains("/") else { return nil }
        // Byte order 'l', protocol 11.0, no authorization (a server that wants one answers Failed: it answers).
        let setup: [UInt8] = [0x6C, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        let check: ([UInt8]) -> Reply = { bytes in
            guard bytes.count >= 8 else { return .more }
            switch bytes[0] {
            case 0, 1: return bytes[2] == 11 && bytes[3] == 0 ? .answered : .nonsense
            case 2: return .answered
            default: return .nonsense
            }
        }
        if host.isEmpty || host == "unix" {
            let path = "/tmp/.X11-unix/X\(number)"
            // Linux X servers listen on the abstract name first, as Xlib tries it.
            return converse(addresses: ["\0" + path, path], request: setup, check: check)
        }
        return converse(tcpHost: host, port: 6000 + number, request: setup, check: check)
    }

    enum Reply { case more, answered, nonsense }

    /// Connects to the first address that takes the connection, sends `request` and reads
    /// until `check` decides or the deadline passes.
    private static func converse(addresses: [String], request: [UInt8], check: ([UInt8]) -> Reply) -> String? {
        var lastError = ENOENT
        for address in addresses {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard fd >= 0 else { return "cannot make a socket: \(InputFile.plain(errno))" }
            defer { close(fd) }
            var addr = sockaddr_un()
            addr.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(address.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else { return "the socket path is too long" }
            withUnsafeMutableBytes(of: &addr.sun_path) { $0.copyBytes(from: bytes) }
            let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + (address.hasPrefix("\0") ? 0 : 1))
            let connected = withUnsafePointer(to: &addr) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, length) }
            }
            if connected != 0 && errno != EINPROGRESS && errno != EAGAIN {
                lastError = errno
                continue
            }
            return talk(fd, request: request, check: check)
        }
        return "not running: cannot connect, \(InputFile.plain(lastError))"
    }

    private static func converse(tcpHost: String, port: Int, request: [UInt8], check: ([UInt8]) -> Reply) -> String? {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(tcpHost, String(port), &hints, &list) == 0, let first = list else {
            return "cannot find the host \(tcpHost)"
        }
        defer { freeaddrinfo(list) }
        let fd = socket(first.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
                        | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { return "cannot make a socket: \(InputFile.plain(errno))" }
        defer { close(fd) }
        if connect(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) != 0 && errno != EINPROGRESS {
            return "cannot connect: \(InputFile.plain(errno))"
        }
        return talk(fd, request: request, check: check)
    }

    /// The request out and the answer in, on a connected non-blocking socket, by the deadline.
    private static func talk(_ fd: Int32, request: [UInt8], check: ([UInt8]) -> Reply) -> String? {
        let deadline = Date().addingTimeInterval(deadlineSeconds)
        func wait(_ events: Int32) -> Bool {
            while true {
                let left = Int32(max(deadline.timeIntervalSinceNow, 0) * 1000)
                var p = pollfd(fd: fd, events: Int16(events), revents: 0)
                let n = poll(&p, 1, left)
                if n < 0 && errno == EINTR { continue }
                return n > 0
            }
        }
        let silent = "accepted the connection, then said nothing for \(Int(deadlineSeconds)) s"
        let closed = "accepted the connection, then closed it without an answer"
        var sent = 0
        while sent < request.count {
            guard wait(POLLOUT) else { return silent }
            let n = request[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                return closed
            }
            sent += n
        }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while received.count < 65536 {
            guard wait(POLLIN) else { return silent }
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                return closed
            }
            if n == 0 { return closed }
            received += chunk[0..<n]
            switch check(received) {
            case .answered: return nil
            case .nonsense: return "answered with something that is not its protocol"
            case .more: continue
            }
        }
        return "answered with something that is not its protocol"
    }

    private static func words(_ values: [UInt32]) -> [UInt8] {
        values.flatMap { v in (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
    }

    private static func word(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(b[at]) | UInt32(b[at + 1]) << 8 | UInt32(b[at + 2]) << 16 | UInt32(b[at + 3]) << 24
    }
}
