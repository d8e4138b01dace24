import Foundation

/// A file the run will write (the trace, the screenshot), checked before anything runs.
///
/// Rule, the same for every output: a missing folder is created (as `mkdir -p` would,
/// never the home folder itself); then a file is made and removed in that folder, so a
/// folder the app cannot write to is one line and exit 2 at start, not a failure at the
/// end of a long run. `-` (standard output) and a device or pipe are left as they are.
enum OutputPath {
    static func check(_ path: String?, what: String) throws {
        guard let path, path != "-" else { return }
        func fail(_ reason: String) -> AppError { AppError("\(path): cannot write the \(what) (\(reason))", exitCode: 2) }
        let target = AtomicFile.resolveLinks(path)
        var st = stat()
        if stat(target, &st) == 0 {
            if st.st_mode & S_IFMT == S_IFDIR { throw fail("it is a folder") }
            if st.st_mode & S_IFMT != S_IFREG { return }
        }
        let parent = (target as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/"), folder.hasPrefix(home),
           !FileManager.default.fileExists(atPath: home) {
            throw fail("the home folder \(home) does not exist")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            var code = errno
            if code == 0 { code = EACCES }
            throw fail("cannot create the folder \(folder): \(InputFile.plain(code))")
        }
        let probe = folder + "/." + (target as NSString).lastPathComponent + AtomicFile.temporaryMarker + "\(getpid())-0"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw fail("the folder \(folder) is not writable: \(InputFile.plain(errno))") }
        close(fd)
        unlink(probe)
    }
}
