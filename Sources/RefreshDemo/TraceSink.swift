import Foundation
import RefreshEngine

/// Writes trace events as JSON Lines to a file or to standard output ("-").
final class TraceSink {
    private let file: UnsafeMutablePointer<FILE>
    private let ownsFile: Bool
    let path: String

    init(path: String) throws {
        self.path = path
        if path == "-" {
            file = stdout
            ownsFile = false
        } else {
            guard let f = fopen(path, "w") else {
                throw AppError("\(path): cannot write the trace (\(String(cString: strerror(errno))))", exitCode: 2)
            }
            file = f
            ownsFile = true
        }
    }

    deinit {
        fflush(file)
        if ownsFile { fclose(file) }
    }

    func write(_ event: TraceEvent) {
        fputs(event.jsonLine, file)
        fputc(0x0A, file)
    }

    func flush() { fflush(file) }
}
