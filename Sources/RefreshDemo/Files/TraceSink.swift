import Foundation
import RefreshEngine

/// Writes trace events as JSON Lines to a file or to standard output ("-").
///
/// Rule: every write is checked; the first failure (a full disk, a closed pipe) is
/// reported by `flush()` as one line naming the user's path, and the run ends (exit 3).
/// The stream is line-buffered: every whole event is out as soon as it is written, so a
/// run cut short (the display server gone, a signal while blocked) loses none.
final class TraceSink {
    private let file: UnsafeMutablePointer<FILE>
    let path: String
    private var failure: Int32?

    init(path: String) throws {
        self.path = path
        if path == "-" {
            // A stream of our own on standard output (the C global `stdout` is shared
            // mutable state); only the trace writes to it.
            guard let f = fdopen(dup(STDOUT_FILENO), "w") else {
                throw AppError("standard output: cannot write the trace (\(InputFile.plain(errno)))", exitCode: 2)
            }
            file = f
        } else {
            guard !path.isEmpty else { throw AppError("--trace: expected a file path or '-', got ''", exitCode: 2) }
            guard let f = fopen(path, "w") else {
                // Refused before anything ran: a bad flag (exit 2), not a failed write.
                throw AppError("\(path): cannot write the trace (\(InputFile.plain(errno)))", exitCode: 2)
            }
            file = f
        }
        setvbuf(file, nil, _IOLBF, 1 << 16)
    }

    deinit {
        fflush(file)
        fclose(file)
    }

    func write(_ event: TraceEvent) {
        guard failure == nil else { return }
        if fputs(event.jsonLine, file) < 0 || fputc(0x0A, file) < 0 { failure = errno }
    }

    func flush() throws {
        if failure == nil, fflush(file) != 0 { failure = errno }
        if let code = failure {
            let name = path == "-" ? "standard output" : path
            throw AppError("\(name): cannot write the trace (\(InputFile.plain(code)))", exitCode: 3)
        }
    }
}
