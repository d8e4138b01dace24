import Foundation

/// Replaces a file all at once, so a reader (or a crash) never sees half of it.
///
/// Rule: the new bytes go to a temporary file in the target's own folder, are fsynced,
/// take the old file's mode (and owner where allowed), and are renamed over the target;
/// then the folder is fsynced so the rename itself survives a power cut. A symlink stays
/// a symlink: the file it points to is replaced. A target that is not a regular file
/// (a FIFO, /dev/stdout, /dev/full) is written in place, since renaming over a device
/// would replace the device. On any failure the temporary file is removed and the error
/// names the user's path, never the temporary one.
enum AtomicFile {
    /// Marks our temporary files: `.NAME.refreshdemo-tmp-PID-RANDOM`, so a later run can
    /// tell a leftover of a killed run (its PID is gone) from another run's write in
    /// progress. Only a name of exactly that form is ever removed: the user's
    /// `.NAME.tmp-1-2.bak` or `...-2~` or `...-2 notes` is not the app's.
    static let temporaryMarker = ".refreshdemo-tmp-"

    /// The PID in `name` when it is exactly one of our temporary names for `prefix`
    /// (`prefix` PID `-` RANDOM, both decimal, nothing after); else nil.
    static func temporaryOwner(_ name: String, prefix: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              UInt32(parts[1]) != nil else { return nil }
        return Int32(parts[0])
    }

    static func write(_ text: String, to path: String, what: String = "file") throws {
        try write(Data(text.utf8), to: path, what: what)
    }

    /// `beforeRename` is the last chance to give up (a check that the target did not change).
    static func write(_ data: Data, to path: String, what: String = "file",
                      beforeRename: () throws -> Void = {}) throws {
        try replace(path, what: what, beforeRename: beforeRename) { tmp in
            let fd = open(tmp, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard fd >= 0 else { throw Failure(errno) }
            defer { close(fd) }
            try writeAll(fd, data)
        }
    }

    /// Replaces `path` with what `produce` writes to the temporary path it is given.
    static func replace(_ path: String, what: String, beforeRename: () throws -> Void = {},
                        produce: (String) throws -> Void) throws {
        func failed(_ reason: String) -> AppError {
            AppError("\(path): cannot write the \(what) (\(reason))", exitCode: 3)
        }
        guard !path.isEmpty else { throw AppError("an empty path: cannot write the \(what)", exitCode: 3) }
        let target = resolveLinks(path)
        var st = stat()
        let exists = stat(target, &st) == 0
        if exists && (st.st_mode & S_IFMT) == S_IFDIR { throw failed("it is a folder") }
        if exists && (st.st_mode & S_IFMT) != S_IFREG {
            // A device or a pipe: there is nothing to replace, only something to write to.
            try writeInPlace(target, produce: produce, failed: failed)
            return
        }
        let folder = (target as NSString).deletingLastPathComponent
        let dir = folder.isEmpty ? "." : folder
        let name = (target as NSString).lastPathComponent
        let tmp = dir + "/." + name + temporaryMarker + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // 0666 minus the umask for a new file, as any editor would create it.
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failed(Failure(errno).reason) }
        var ok = false
        defer { if !ok { unlink(tmp) } }
        try reporting(failed) {
            if exists {
                _ = fchown(fd, st.st_uid, st.st_gid)  // best effort: only root may give files away
                guard fchmod(fd, st.st_mode & 0o7777) == 0 else { throw Failure(errno) }
            }
            close(fd)
            try produce(tmp)
            let again = open(tmp, O_RDONLY | O_CLOEXEC)
            guard again >= 0 else { throw Failure(errno) }
            defer { close(again) }
            guard fsync(again) == 0 else { throw Failure(errno) }
            try beforeRename()
            guard rename(tmp, target) == 0 else { throw Failure(errno) }
            ok = true
        }
        let dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            _ = fsync(dfd)
            close(dfd)
        }
    }

    /// Removes temporary files next to `path` left by runs that were killed while writing.
    static func removeLeftovers(of path: String) {
        let target = resolveLinks(path)
        let folder = (target as NSString).deletingLastPathComponent
        let dir = folder.isEmpty ? "." : folder
        let prefix = "." + (target as NSString).lastPathComponent + temporaryMarker
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        for name in names {
            guard let pid = temporaryOwner(name, prefix: prefix), pid != getpid() else { continue }
            // kill(pid, 0) fails with ESRCH only when no such process exists.
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(dir + "/" + name) }
        }
    }

    /// The file a path finally names: symlinks followed (also a dangling one, whose
    /// target will be created), at most 40 hops as the kernel allows.
    static func resolveLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var st = stat()
            guard lstat(current, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK,
                  let dest = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            if dest.hasPrefix("/") {
                current = dest
            } else {
                let folder = (current as NSString).deletingLastPathComponent
                current = folder.isEmpty ? dest : folder + "/" + dest
            }
        }
        return current
    }

    /// A device or a pipe: the bytes are made in a private temporary file (so a producer
    /// that does not check its own writes, such as the PNG encoder, is checked here),
    /// then written to the target with every write checked.
    private static func writeInPlace(_ target: String, produce: (String) throws -> Void,
                                     failed: (String) -> AppError) throws {
        let tmp = NSTemporaryDirectory() + "/refreshdemo\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(tmp) }
        try reporting(failed) {
            let made = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard made >= 0 else { throw Failure(errno) }
            close(made)
            try produce(tmp)
            guard let data = FileManager.default.contents(atPath: tmp) else { throw Failure(reason: "cannot read it back") }
            let fd = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard fd >= 0 else { throw Failure(errno) }
            do {
                try writeAll(fd, data)
            } catch {
                close(fd)
                throw error
            }
            guard close(fd) == 0 else { throw Failure(errno) }
        }
    }

    /// Runs `body`, turning a failed call into the one line that names the user's path.
    private static func reporting(_ failed: (String) -> AppError, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let f as Failure {
            throw failed(f.reason)
        } catch let e as AppError {
            throw e
        } catch {
            throw failed("\(error)")
        }
    }

    /// Writes every byte, retrying short writes and interrupted calls.
    static func writeAll(_ fd: Int32, _ data: Data) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var done = 0
            while done < buffer.count {
                let n = Glibc.write(fd, base + done, buffer.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure(errno)
                }
                done += n
            }
        }
    }

    /// A failed system call, in plain words ("no space left on device").
    struct Failure: Error {
        let reason: String
        init(_ code: Int32) { reason = InputFile.plain(code) }
        init(reason: String) { self.reason = reason }
    }
}
