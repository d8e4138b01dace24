import Foundation

/// Writes a whole file at once: a temporary file beside it, then rename, so the old
/// contents stay intact until the new ones are complete.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let tmp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try data.write(to: tmp)
        } catch {
            throw AppError("\(path): cannot write (\(error.localizedDescription))")
        }
        if rename(tmp.path, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(tmp.path)
            throw AppError("\(path): cannot write (\(reason))")
        }
    }
}
