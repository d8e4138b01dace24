import CWorkerSandbox
import Foundation
import RefreshArtFormats

/// How the Lottie worker confines itself before it reads a byte of a user's file: rlottie
/// parses files from anywhere and has had memory-safety bugs, so a file that takes it over
/// must find a process that can do nothing but answer on its socket.
///
/// Rule, in this order: no new privileges (setuid programs and file capabilities stay
/// what they are); `load` opens the files rlottie needs, which no user's file chooses
/// (its image decoder module); every file descriptor closed but 0 (the socket), 1 and 2
/// (/dev/null); the Landlock ruleset (no filesystem rights) where the kernel has it;
/// limits on its memory, CPU time and file descriptors; `start` starts its threads
/// (rlottie's render threads, the parent watcher), which so inherit all of it; last the
/// seccomp filter, on every thread. Any step that fails ends the worker before it serves:
/// it never runs rlottie unconfined.
enum WorkerSandbox {
    /// Why the worker could not confine itself.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Address space of the worker: rlottie's heap (ArtLimits.workerBytes) and room
    /// for the binary, its libraries, its threads' stacks and the allocator's reserved arenas.
    static let addressSpaceBytes = ArtLimits.workerBytes + (1 << 30)
    /// CPU seconds over the worker's whole life: an animation's frames are a few
    /// milliseconds each, so only a worker that loops long after the app stopped waiting
    /// (or lost its app) reaches it.
    static let cpuSeconds = 600

    static func confine(load: () throws -> Void, start: () throws -> Void) throws {
        guard refreshdemo_set_no_new_privs() == 0 else { throw failure("cannot set no_new_privs") }
        try load()
        try closeDescriptors()
        try LandlockRuleset.restrict()
        // A file that makes rlottie allocate without end fails here, not on the machine.
        try limit(RLIMIT_DATA, ArtLimits.workerBytes)
        try limit(RLIMIT_AS, addressSpaceBytes)
        try limit(RLIMIT_CPU, cpuSeconds)
        // 0, 1 and 2 stay open; no number is free below 0, so nothing new can be made.
        try limit(RLIMIT_NOFILE, 0)
        try start()
        do { try SeccompFilter.load() } catch let e as SeccompFilter.Failure { throw Failure(description: e.description) }
    }

    /// Closes every descriptor from 3 up: the spawn already closed the app's
    /// (ArtWorker: closefrom 3), so this catches what the worker's own start opened (rlottie's
    /// module, a library's file).
    private static func closeDescriptors() throws {
        let fds = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap { Int32($0) }
        // The listing's own descriptor is among them, already closed (EBADF, harmless).
        for fd in fds where fd > 2 { close(fd) }
    }

    private static func limit(_ resource: __rlimit_resource, _ value: Int) throws {
        var l = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
        guard setrlimit(Int32(resource.rawValue), &l) == 0 else { throw failure("cannot set resource limit \(resource.rawValue) to \(value)") }
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: "\(what) (\(String(cString: strerror(errno))))")
    }
}
