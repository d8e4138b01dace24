import Foundation
import RefreshEngine

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

    static func read(_ path: String, limit: Int, what: String) throws -> Data {
        func fail(_ reason: String) -> Failure { Failure(path: path == "-" ? "standard input" : path, reason: reason) }
        guard !path.isEmpty else { throw Failure(path: "''", reason: "an empty path; expected \(what)") }
        let fd: Int32
        if path == "-" {
            fd = dup(STDIN_FILENO)
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
        }
        guard fd >= 0 else { throw fail(plain(errno) + "; expected \(what)") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw fail(plain(errno)) }
        switch st.st_mode & S_IFMT {
        case S_IFDIR:
            throw fail("is a folder; expected \(what)")
        case S_IFREG where Int(st.st_size) > limit:
            throw fail("is \(megabytes(Int(st.st_size))), over the limit of \(megabytes(limit)); expected \(what)")
        default:
            break
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
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

    /// errno in the user's words: "no such file", "permission denied".
    static func plain(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        case ELOOP: return "too many symlinks"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(fixedDecimals(Double(bytes) / Double(1 << 20), 1)) MB" : "\(bytes) bytes"
    }
}
