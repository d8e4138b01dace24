import Foundation
import RefreshEngine
import RefreshPhysics

/// Reads a file the user gave: a regular file, a symlink to one, a pipe, a FIFO, or
/// standard input (`-`), as UTF-8 text.
///
/// Rules: a file over `limit` bytes is refused at once (by its size when it has one,
/// else as soon as that many bytes have arrived), so a huge file never costs minutes
/// and gigabytes; a leading UTF-8 byte-order mark is dropped; the error is one line
/// naming the path and what was expected.
enum InputFile {
    /// Limits of what the app reads, in bytes (documented in the README).
    static let scriptLimit = 4 << 20
    static let tuningLimit = 1 << 20
    static let stateLimit = 1 << 20

    struct Failure: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// The text of `path`; `what` names what the file should be ("a gesture script").
    static func text(_ path: String, limit: Int, what: String) throws -> String {
        let data = try read(path, limit: limit, what: what)
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(path: path, reason: "not UTF-8 text; expected \(what)")
        }
        return text
    }

    /// How long a pipe or a FIFO may stay silent (no writer yet, or one that stopped)
    /// before the read gives up: a FIFO with no writer never holds the app.
    static let pipeWaitSeconds = 5.0

    /// The bytes of `path`. A FIFO is opened without blocking and each wait for its bytes
    /// is limited to `pipeWaitSeconds`; `regularOnly` refuses anything but a regular file
    /// (a file the app rereads while it runs, where a pipe would be read again and hang).
    /// A terminal (`-` typed at) is waited for: Ctrl+C ends the run all the same.
    static func read(_ path: String, limit: Int, what: String, regularOnly: Bool = false) throws -> Data {
        func fail(_ reason: String) -> Failure { Failure(path: path == "-" ? "standard input" : path, reason: reason) }
        guard !path.isEmpty else { throw Failure(path: "''", reason: "an empty path; expected \(what)") }
        let fd: Int32
        if path == "-" {
            fd = dup(STDIN_FILENO)
        } else {
            // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
            fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        }
        guard fd >= 0 else { throw fail(plain(errno) + "; expected \(what)") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw fail(plain(errno)) }
        let kind = st.st_mode & S_IFMT
        switch kind {
        case S_IFDIR:
            throw fail("is a folder; expected \(what)")
        case S_IFREG where Int(st.st_size) > limit:
            throw fail("is \(megabytes(Int(st.st_size))), over the limit of \(megabytes(limit)); expected \(what)")
        case S_IFREG:
            break
        default:
            if regularOnly { throw fail("is \(kindName(st.st_mode)), not a regular file; expected \(what)") }
        }
        let terminal = isatty(fd) != 0
        if terminal {
            FileHandle.standardError.write(Data("RefreshDemo: reading \(what) from the terminal; end it with Ctrl+D\n".utf8))
        }
        let waits = kind != S_IFREG && !terminal
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            if waits {
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&p, 1, Int32(pipeWaitSeconds * 1000))
                if ready < 0 {
                    if errno == EINTR { continue }
                    throw fail(plain(errno) + "; expected \(what)")
                }
                if ready == 0 {
                    throw fail("nothing came through it in \(Int(pipeWaitSeconds)) s (no writer?); expected \(what)")
                }
            }
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw fail(plain(errno) + "; expected \(what)")
            }
            if n == 0 { break }
            data.append(contentsOf: chunk[0..<n])
            if data.count > limit {
                throw fail("is over the limit of \(megabytes(limit)); expected \(what)")
            }
        }
        return data
    }

    /// What a file that is not a regular one is, in the user's words ("a FIFO").
    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFDIR: return "a folder"
        default: return "not a regular file"
        }
    }

    /// errno in the user's words: "no such file", "permission denied".
    static func plain(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        case ELOOP: return "a symlink loop (or too many symlinks)"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(fixedDecimals(Double(bytes) / Double(1 << 20), 1)) MB" : "\(bytes) bytes"
    }
}
