import CWorkerSandbox
import Foundation
import RefreshArtFormats

/// A process of its own that decodes a user's art: rlottie for one animation, or the
/// frames of one GIF, APNG or folder of PNGs (ImageDecoder). It is the same binary started
/// as `RefreshDemo --art-worker`, spoken to over a socket pair, and confined before it
/// reads a byte (WorkerSandbox). A file that sends a decoder into an endless loop, or takes
/// it over, then costs only that process, which is killed when a request passes its
/// deadline; the app's threads never run a decoder on a user's bytes.
///
/// Protocol (native-endian Int64 words; the worker answers each request in order):
/// `load`: op 1, byte count, JSON bytes -> status (0 ok), total frames.
/// `render`: op 2, frame, width, height -> status, width x height premultiplied ARGB32 pixels.
/// `gif`, `apng`: op 3 or 4, byte count, kept count, the kept frames' indices, the file's
/// bytes -> per kept frame, in order: status, width, height, width x height straight ARGB32
/// pixels (the composed canvas).
/// `png`: op 5, byte count, the file's bytes -> one such frame.
/// `unpack`: op 6, container (1 gzip, 2 dotLottie), byte count, the file's bytes ->
/// status, byte count, a word left 0, the Lottie JSON inside.
/// A status of 2 refuses the file: a byte count and the reason in UTF-8 follow (`Refused`).
///
/// Rule: one request at a time (`lock`); once a request failed (deadline, the worker
/// died) the worker is gone and every later request fails with the same reason.
public final class ArtWorker: @unchecked Sendable {
    /// The flag that makes the binary a worker (hidden: not in --help).
    public static let flag = "--art-worker"

    /// The requests, as the first word on the socket (the protocol above).
    public enum Op: Int64 { case load = 1, render = 2, gif = 3, apng = 4, png = 5, unpack = 6 }

    /// The status word of an answer that refuses the file, a reason following.
    static let refusedStatus: Int64 = 2

    /// What the worker runs, as its failures name it.
    public struct Names: Sendable {
        /// The decoder ("rlottie") and the process ("the Lottie renderer").
        let decoder: String
        let process: String
        /// What a worker killed by its sandbox was doing ("the renderer").
        let stopped: String
        public static let lottie = Names(decoder: "rlottie", process: "the Lottie renderer", stopped: "the renderer")
        public static let images = Names(decoder: "the image decoder", process: "the image decoder", stopped: "the decoder")
        public static let containers = Names(decoder: "the unpacker", process: "the unpacker", stopped: "the unpacker")
    }

    /// The worker refused the file with a reason: an answer, the worker stays usable.
    public struct Refused: Error, Sendable {
        public let reason: String
    }

    /// Why the worker could not answer: its deadline passed or it died.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    private let lock = NSLock()
    /// What it runs now (`serve(as:)`: a sticker's worker unpacks it, then runs rlottie).
    private var names: Names
    private var pid: pid_t = 0
    private var fd: Int32 = -1
    private var failure: Failure?
    /// A request `send` queued and the bytes of it already sent: the rest goes out while
    /// its answers are read (the worker answers a GIF's first frame before it has read
    /// the whole file, so neither side waits on the other).
    private var outbox = Data()
    private var sent = 0

    /// The worker's executable: this binary (whatever it is installed as), or in a test
    /// bundle the app built beside it.
    static var executable: String {
        if let replacement { return replacement }
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        guard me.hasSuffix(".xctest") else { return me }
        return ((me as NSString).deletingLastPathComponent as NSString).appendingPathComponent("RefreshDemo")
    }

    /// Workers started by this process so far: what shows that a load's decoding went
    /// to a worker.
    static var launches: Int { launchLock.withLock { launched } }
    private static let launchLock = NSLock()
    nonisolated(unsafe) private static var launched = 0

    /// One worker started ahead of need, confined and waiting, where `keepSpare` was called
    /// (a window, --bench): a dropped file then does not wait for a process to start (most
    /// of a worker's first-frame cost). Elsewhere (headless runs, tests) each load starts
    /// its own, and no worker outlives its document.
    nonisolated(unsafe) private static var spare: ArtWorker?
    nonisolated(unsafe) private static var keepsSpare = false

    /// From now on one worker is kept started ahead of need.
    public static func keepSpare() {
        launchLock.withLock { keepsSpare = true }
        refill()
    }

    /// No more spare; the one waiting ends.
    static func dropSpare() {
        let dropped: ArtWorker? = launchLock.withLock {
            keepsSpare = false
            defer { spare = nil }
            return spare
        }
        withExtendedLifetime(dropped) {}
    }

    /// A worker for `names`: the spare if there is one still running (another is started
    /// for the next load), else a new one.
    public static func make(_ names: Names) throws -> ArtWorker {
        let (taken, keeps) = launchLock.withLock { () -> (ArtWorker?, Bool) in
            defer { spare = nil }
            return (spare, keepsSpare)
        }
        if keeps { refill() }
        if let taken, taken.isRunning {
            taken.serve(as: names)
            return taken
        }
        return try ArtWorker(names)
    }

    /// Starts the spare unless there is one (spawned outside the lock: `init` takes it).
    private static func refill() {
        guard launchLock.withLock({ spare == nil }), let w = try? ArtWorker(.images) else { return }
        launchLock.withLock { if spare == nil { spare = w } }
    }

    /// True while the process has not ended (a spare may have been killed meanwhile).
    private var isRunning: Bool {
        lock.withLock {
            guard pid > 0, failure == nil else { return false }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == 0 else {
                // Reaped (or gone): nothing is left to kill.
                pid = 0
                return false
            }
            return true
        }
    }

    /// Another executable to start as the worker: a test sets one that does not exist to
    /// show that the app decodes nothing without its worker.
    nonisolated(unsafe) static var replacement: String?

    init(_ names: Names = .lottie) throws {
        self.names = names
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw Failure(reason: "cannot start \(names.process) (\(String(cString: strerror(errno))))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The worker's standard input is its end of the pair; its output goes nowhere, so
        // nothing rlottie prints reaches the user's terminal.
        posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Every other descriptor is closed before the exec (SDL_ttf opens fonts without
        // close-on-exec): the worker starts with these alone, not only once confined.
        let closes = refreshdemo_spawn_close_from(&actions, 3)
        let args = [Self.executable, Self.flag, String(getpid())]
        var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var child: pid_t = 0
        // A worker that dies (rlottie out of memory) ends at once, with no backtrace.
        var env: [UnsafeMutablePointer<CChar>?] = [strdup("SWIFT_BACKTRACE=enable=no")]
        var e = environ
        while let entry = e.pointee {
            if !String(cString: entry).hasPrefix("SWIFT_BACKTRACE=") { env.append(strdup(entry)) }
            e += 1
        }
        env.append(nil)
        defer { for v in env { free(v) } }
        // The app may ignore SIGTERM, SIGHUP and SIGPIPE (SIGPIPE always; the others once its
        // SignalMonitor's dispatch sources are gone, or under a parent that ignores them); a
        // spawned program would inherit that, so the worker starts with the default actions.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for sig in [SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, sig) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let rc = closes == 0 ? posix_spawn(&child, args[0], &actions, &attributes, &argv, &env) : closes
        close(pair[1])
        guard rc == 0 else {
            close(pair[0])
            throw Failure(reason: "cannot start \(names.process) \(args[0]) (\(String(cString: strerror(rc))))")
        }
        pid = child
        fd = pair[0]
        Self.launchLock.withLock { Self.launched += 1 }
    }

    deinit { stop() }

    /// Ends the worker (killed: it may be inside rlottie) and reaps it, unless `ended` did.
    private func stop() {
        if pid > 0 {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            pid = 0
        }
        if fd >= 0 { close(fd) }
        fd = -1
    }

    /// Sends `words` and `payload`, then reads the status word and `replyWords` more words
    /// and, if `bytes` > 0, that many bytes into `into`; all within `deadline` seconds.
    /// `what` names the request in the failure ("frame 3").
    public func request(_ words: [Int64], payload: Data = Data(), replyWords: Int, bytes: Int = 0,
                 into buffer: UnsafeMutableRawPointer? = nil, deadline: Double, what: String) throws -> [Int64] {
        try guarded(deadline: deadline, what: what) { end in
            try put(words, payload, until: end, what: what, deadline: deadline)
            var reply = [Int64](repeating: 0, count: 1 + replyWords)
            try reply.withUnsafeMutableBytes { try receive($0.baseAddress, $0.count, until: end, what: what, deadline: deadline) }
            guard reply[0] == 0 else { throw Refused(reason: "rlottie cannot read it as a Lottie animation") }
            if bytes > 0 { try receive(buffer, bytes, until: end, what: what, deadline: deadline) }
            return Array(reply.dropFirst())
        }
    }

    /// Queues a request whose answers `frame` reads one by one (a GIF's kept frames); it
    /// is sent while they are read.
    public func send(_ words: [Int64], payload: Data, deadline: Double, what: String) throws {
        try guarded(deadline: deadline, what: what) { end in
            try flush(until: end, what: what, deadline: deadline)
            for var w in words { withUnsafeBytes(of: &w) { outbox.append(contentsOf: $0) } }
            outbox.append(payload)
        }
    }

    /// From now on its failures name what `names` says.
    public func serve(as names: Names) {
        lock.withLock { self.names = names }
    }

    /// Reads the answer of a request made with `send` that is bytes (no more than
    /// ArtLimits.fileBytes), within `deadline` seconds; a refusal throws `Refused`.
    public func bytes(deadline: Double, what: String) throws -> Data {
        try guarded(deadline: deadline, what: what) { end in
            let count = try head(until: end, what: what, deadline: deadline)[1]
            guard (0...Int64(ArtLimits.fileBytes)).contains(count) else { throw Failure(reason: "\(names.decoder) answered nonsense on \(what)") }
            var out = Data(count: Int(count))
            try out.withUnsafeMutableBytes { try receive($0.baseAddress, $0.count, until: end, what: what, deadline: deadline) }
            return out
        }
    }

    /// An answer's three words (status, then two), a refusal read to its reason and thrown.
    private func head(until end: Double, what: String, deadline: Double) throws -> [Int64] {
        var head = [Int64](repeating: 0, count: 3)
        try head.withUnsafeMutableBytes { try receive($0.baseAddress, $0.count, until: end, what: what, deadline: deadline) }
        if head[0] == Self.refusedStatus {
            let count = Int(clamping: head[1])
            guard count >= 0, count <= 4096 else { throw Failure(reason: "\(names.decoder) answered nonsense on \(what)") }
            var text = [UInt8](repeating: 0, count: count)
            try text.withUnsafeMutableBytes { try receive($0.baseAddress, count, until: end, what: what, deadline: deadline) }
            throw Refused(reason: String(decoding: text, as: UTF8.self))
        }
        guard head[0] == 0 else { throw Failure(reason: "\(names.decoder) answered nonsense on \(what)") }
        return head
    }

    /// Reads the next answer of a request made with `send`: a frame no larger than
    /// ArtLimits.canvas on each side, its straight ARGB32 pixels received straight into the
    /// `width` x `height` x 4 bytes `place` gives for its size; within `deadline` seconds.
    /// A refusal throws `Refused` with the worker's reason.
    public func frame(deadline: Double, what: String, into place: (_ width: Int, _ height: Int) throws -> UnsafeMutableRawPointer) throws {
        try guarded(deadline: deadline, what: what) { end in
            let head = try head(until: end, what: what, deadline: deadline)
            let w = Int(clamping: head[1]), h = Int(clamping: head[2])
            guard (1...ArtLimits.canvas).contains(w), (1...ArtLimits.canvas).contains(h) else {
                throw Failure(reason: "\(names.decoder) answered nonsense on \(what)")
            }
            try receive(try place(w, h), w * h * 4, until: end, what: what, deadline: deadline)
        }
    }

    /// Runs `body` (with its end time) under `lock`. Anything but a refusal leaves the
    /// worker unusable (a failure, or an answer not read to its end): it is stopped, and
    /// every later request throws the same failure.
    private func guarded<T>(deadline: Double, what: String, _ body: (Double) throws -> T) throws -> T {
        try lock.withLock {
            if let failure { throw failure }
            do {
                return try body(Self.now() + deadline)
            } catch let r as Refused {
                throw r
            } catch {
                let f = error as? Failure ?? Failure(reason: "\(names.process) cannot go on after \(what) (\(error))")
                failure = f
                stop()
                throw error
            }
        }
    }

    /// Sends what is left of the queued request.
    private func flush(until end: Double, what: String, deadline: Double) throws {
        let rest = outbox.count - sent
        if rest > 0 { try outbox.withUnsafeBytes { try send($0.baseAddress.map { $0 + sent }, rest, until: end, what: what, deadline: deadline) } }
        outbox = Data()
        sent = 0
    }

    private func put(_ words: [Int64], _ payload: Data, until end: Double, what: String, deadline: Double) throws {
        try flush(until: end, what: what, deadline: deadline)
        var out = Data()
        for var w in words { withUnsafeBytes(of: &w) { out.append(contentsOf: $0) } }
        out.append(payload)
        try out.withUnsafeBytes { try send($0.baseAddress, $0.count, until: end, what: what, deadline: deadline) }
    }

    private func send(_ p: UnsafeRawPointer?, _ count: Int, until end: Double, what: String, deadline: Double) throws {
        guard let p else { return }
        var done = 0
        while done < count {
            try wait(for: Int16(POLLOUT), until: end, what: what, deadline: deadline)
            let n = Glibc.send(fd, p + done, count - done, Int32(MSG_NOSIGNAL))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Failure(reason: "\(names.process) stopped while reading \(what)") }
            done += n
        }
    }

    private func receive(_ p: UnsafeMutableRawPointer?, _ count: Int, until end: Double, what: String, deadline: Double) throws {
        guard let p else { return }
        var done = 0
        while done < count {
            let pending = outbox.count - sent
            let ready = try wait(for: Int16(POLLIN) | (pending > 0 ? Int16(POLLOUT) : 0), until: end, what: what, deadline: deadline)
            if pending > 0 && ready & Int16(POLLOUT) != 0 {
                let n = outbox.withUnsafeBytes { b in
                    b.baseAddress.map { Glibc.send(fd, $0 + sent, pending, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) } ?? 0
                }
                if n > 0 { sent += n } else if n < 0 && errno != EINTR && errno != EAGAIN {
                    throw Failure(reason: "\(names.process) stopped while reading \(what)")
                }
                if sent == outbox.count {
                    outbox = Data()
                    sent = 0
                }
            }
            guard ready & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
            let n = recv(fd, p + done, count - done, 0)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Failure(reason: ended(on: what)) }
            done += n
        }
    }

    /// Why the worker closed its socket on `what`, from how it ended (waited for a moment):
    /// killed by its sandbox (SIGSYS), unable to confine itself, or a crash.
    private func ended(on what: String) -> String {
        var status: Int32 = 0
        let end = Self.now() + 0.5
        var reaped = pid_t(0)
        repeat {
            reaped = waitpid(pid, &status, WNOHANG)
            if reaped == 0 { usleep(2_000) }
        } while reaped == 0 && Self.now() < end
        guard reaped == pid else { return "\(names.decoder) failed on \(what) (out of memory or crashed)" }
        // Reaped: nothing is left to kill (the number may be another process's by now).
        pid = 0
        let signal = status & 0x7F, code = (status >> 8) & 0xFF
        if signal == SIGSYS { return "\(names.decoder) tried a system call its sandbox forbids on \(what) (\(names.stopped) was stopped)" }
        if signal == 0 && code == ArtWorkerService.confinementFailed { return "\(names.process) could not confine itself" }
        return "\(names.decoder) failed on \(what) (out of memory or crashed)"
    }

    /// Waits for `events` on the socket; returns those that came.
    @discardableResult
    private func wait(for events: Int16, until end: Double, what: String, deadline: Double) throws -> Int16 {
        while true {
            let left = end - Self.now()
            guard left > 0 else {
                throw Failure(reason: "\(names.decoder) did not finish \(what) within \(Self.seconds(deadline)) (it loops on this file)")
            }
            var p = pollfd(fd: fd, events: events, revents: 0)
            let r = poll(&p, 1, Int32(min(left * 1000, 100).rounded(.up)))
            if r > 0 { return p.revents }
            if r < 0 && errno != EINTR { throw Failure(reason: "\(names.process) cannot be reached on \(what)") }
        }
    }

    public static func seconds(_ s: Double) -> String { s == s.rounded() ? "\(Int(s)) s" : "\(s) s" }

    public static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
